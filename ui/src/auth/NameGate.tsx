/**
 * Someone invited into a workspace has an account with no name: the inviter typed only their
 * email. Before they land anywhere in the app they are asked for it, so that nobody else sees
 * them as a bare address. Whether the name is missing comes from the server's session answer
 * (auth/sessions.ts), and it is saved through the profile's own `accountUpdate`, whose rules
 * (required, at most 200 characters) are the server's.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import type { NameGateMutation } from '../__generated__/NameGateMutation.graphql';
import { useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { refreshSession } from './client';
import { upsertSession } from './sessions';
import { messageOf, NAME_REQUIRED } from './texts';
import { useCurrentSession } from './useCurrentSession';

const mutation = graphql`
  mutation NameGateMutation($name: String!) {
    accountUpdate(input: { name: $name }) {
      account {
        id
        name
      }
    }
  }
`;

/** The app itself once the signed-in account has a name; the name question until then. */
export function NameGate({ children }: { children: ReactNode }) {
  const current = useCurrentSession();
  if (!current || current.session.name) return <>{children}</>;
  return (
    <NameQuestion accountId={current.session.userAccountId} email={current.session.email} orgName={current.user.org.name} />
  );
}

function NameQuestion({ accountId, email, orgName }: { accountId: number; email: string; orgName: string }) {
  const [save, saving] = useMutationPromise<NameGateMutation>(mutation);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(NAME_REQUIRED);
      return;
    }
    setError(null);
    try {
      await save({ name: name.trim() });
      // The server's session answer, now with the name, opens the gate.
      upsertSession(await refreshSession(accountId));
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <AuthLayout>
      <title>{`Welcome to ${orgName} · Claimdesk`}</title>
      <AuthHeading title={`Welcome to ${orgName}`}>
        What’s your name? It’s how the people you work with will see you on projects, claims and comments.
      </AuthHeading>
      <form aria-label="Your name" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Your name" error={error} required hint={`Signed in as ${email}`}>
          <Input
            name="name"
            inputSize="lg"
            autoComplete="name"
            autoFocus
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
        </Field>
        <Button type="submit" size="lg" loading={saving}>
          Continue
        </Button>
      </form>
    </AuthLayout>
  );
}
