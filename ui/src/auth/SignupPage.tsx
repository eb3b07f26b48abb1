/**
 * /signup (spec 1 section 2): create an organisation (workspace). Signed out: /login?signup.
 * The creator becomes its owner; then the app opens at /{slug}.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Building2 } from 'lucide-react';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { NativeSelect } from '../ui/Input';
import { PageLoader } from '../ui/Spinner';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { AuthCallError, createOrganisation } from './client';
import { loadSessions, upsertSession, useSessions } from './sessions';
import { getSelectedAccountId, setSelectedAccountId } from './state';
import { handleUnauthorized, isUnauthorized } from './unauthorized';
import { messageOf } from './texts';
import { useWorkspaceForm, WorkspaceFields } from './WorkspaceFields';

type Errors = Partial<Record<'name' | 'slug' | 'userName' | 'form', string>>;

export function SignupPage() {
  const navigate = useNavigate();
  const sessions = useSessions();
  const [loaded, setLoaded] = useState(false);
  const [accountId, setAccountId] = useState<number | null>(null);
  const form = useWorkspaceForm();
  const { userName, name, finalSlug } = form;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadSessions()
      .catch(() => sessions)
      .then((list) => {
        if (cancelled) return;
        if (!list.length) {
          navigate('/login?signup', { replace: true });
          return;
        }
        const selected = list.find((s) => String(s.userAccountId) === getSelectedAccountId());
        setAccountId((selected ?? list[list.length - 1]).userAccountId);
        setLoaded(true);
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate]);

  const account = useMemo(() => sessions.find((s) => s.userAccountId === accountId) ?? null, [sessions, accountId]);
  const needsName = !!account && !account.name;

  if (!loaded || !account) return <PageLoader />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (needsName && !userName.trim()) next.userName = 'Name is required';
    if (!name.trim()) next.name = 'Organisation name is required';
    if (name.trim() && !finalSlug) next.slug = 'Choose a web address for the workspace';
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const answer = await createOrganisation(account.userAccountId, {
        name: name.trim(),
        slug: finalSlug,
        ...(needsName ? { userName: userName.trim() } : {}),
      });
      upsertSession(answer);
      setSelectedAccountId(answer.userAccountId);
      navigate(`/${answer.org.slug}`, { replace: true });
    } catch (error) {
      if (isUnauthorized(error)) {
        handleUnauthorized();
        return;
      }
      const message = messageOf(error);
      const field = error instanceof AuthCallError ? error.field : null;
      setErrors(field === 'slug' || field === 'name' || field === 'userName' ? { [field]: message } : { form: message });
      setBusy(false);
    }
  };

  return (
    <AuthLayout wide>
      <title>Create a workspace · Claimdesk</title>
      <AuthHeading title="Create a workspace">
        A workspace is your organisation on Claimdesk: its projects, claims, payment schedules and team.
      </AuthHeading>
      {errors.form ? <Banner tone="danger" title={errors.form} className="mb-5" /> : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        {sessions.length > 1 ? (
          <Field label="Account">
            <NativeSelect
              value={String(account.userAccountId)}
              onChange={(e) => setAccountId(Number(e.target.value))}
              options={sessions.map((s) => ({ value: String(s.userAccountId), label: s.email }))}
            />
          </Field>
        ) : null}
        <WorkspaceFields form={form} errors={errors} needsName={needsName} namePlaceholder="Acme Builders Ltd" />
        <Button type="submit" size="lg" loading={busy} icon={<Building2 aria-hidden />}>
          Create workspace
        </Button>
      </form>
      <div className="mt-8 flex flex-col gap-2 border-t border-border pt-6 text-sm text-fg-muted">
        <p>
          Joining an existing workspace? Ask one of its owners to invite{' '}
          <strong className="font-medium text-fg">{account.email}</strong>.
        </p>
        <p>
          Not you?{' '}
          <Link to="/login?add" className="font-medium text-primary hover:underline">
            Use another account
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

export { SignupPage as Component };
