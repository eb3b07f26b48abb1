/**
 * /{org}/account (spec 1 section 2): the profile. Name (required) and email; the email cannot be
 * changed ('Changing email is not supported.').
 */
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation, type UseMutationConfig } from 'react-relay';
import type { CacheConfig } from 'relay-runtime';
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { orgPath } from '../shell/org';
import type { ProfilePageQuery } from '../__generated__/ProfilePageQuery.graphql';
import type { ProfilePageUpdateMutation } from '../__generated__/ProfilePageUpdateMutation.graphql';
import { Button } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { PageHeader } from '../ui/PageHeader';
import { toast } from '../ui/Toaster';
import { refreshSession } from './client';
import { upsertSession } from './sessions';
import { NAME_REQUIRED } from './texts';
import { useCurrentSession } from './useCurrentSession';

export const EMAIL_NOT_CHANGEABLE = 'Changing email is not supported.';

const query = graphql`
  query ProfilePageQuery {
    viewer {
      id
      name
      email
    }
  }
`;

const mutation = graphql`
  mutation ProfilePageUpdateMutation($name: String!) {
    accountUpdate(input: { name: $name }) {
      account {
        id
        name
        email
      }
    }
  }
`;

export function ProfilePage() {
  const current = useCurrentSession();
  const data = useLazyLoadQuery<ProfilePageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const [commit, saving] = useMutation<ProfilePageUpdateMutation>(mutation);
  const viewer = data.viewer;
  const [name, setName] = useState(viewer?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setName(viewer?.name ?? ''), [viewer?.name]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(NAME_REQUIRED);
      return;
    }
    setError(null);
    const config: UseMutationConfig<ProfilePageUpdateMutation> & { cacheConfig: CacheConfig } = {
      variables: { name: name.trim() },
      // This screen shows its errors under the field, not in the Error modal (passed on to commitMutation).
      cacheConfig: { metadata: { errorDialog: false } },
      onCompleted: (_answer, errors) => {
        if (errors?.length) {
          setError(errors[0].message);
          return;
        }
        toast.success('Profile updated');
        if (current) refreshSession(current.session.userAccountId).then(upsertSession, () => undefined);
      },
      onError: (failure) => setError(failure.message),
    };
    commit(config);
  };

  const notSupported = () => toast(EMAIL_NOT_CHANGEABLE, { id: 'email-not-changeable' });

  return (
    <>
      <title>Profile · Claimdesk</title>
      <PageHeader title="Profile" description="Your details, as the people you work with see them." />
      <div className="flex max-w-2xl flex-col gap-6">
        <Card>
          <form onSubmit={submit} noValidate>
            <CardHeader title="Your details" />
            <CardBody className="flex flex-col gap-5">
              <Field label="Name" error={error} required>
                <Input
                  name="name"
                  autoComplete="name"
                  value={name}
                  onChange={(e) => {
                    setName(e.target.value);
                    setError(null);
                  }}
                />
              </Field>
              <Field label="Email" hint={EMAIL_NOT_CHANGEABLE}>
                <Input
                  name="email"
                  type="email"
                  value={viewer?.email ?? current?.session.email ?? ''}
                  readOnly
                  onClick={notSupported}
                  onKeyDown={(e) => {
                    if (e.key.length === 1 || e.key === 'Backspace' || e.key === 'Delete') notSupported();
                  }}
                />
              </Field>
            </CardBody>
            <CardFooter>
              <Button type="submit" loading={saving} disabled={!viewer || name.trim() === viewer.name}>
                Save
              </Button>
            </CardFooter>
          </form>
        </Card>
        <Card>
          <CardHeader
            className="pb-5"
            title="Authentication"
            description="Your sign-in email and passkeys."
            actions={
              <Link
                to={orgPath(current?.user.org.slug ?? '', 'account', 'security')}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
              >
                <ShieldCheck aria-hidden className="size-4" /> Manage
              </Link>
            }
          />
        </Card>
      </div>
    </>
  );
}

export { ProfilePage as Component };
