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
import { Input, NativeSelect } from '../ui/Input';
import { PageLoader } from '../ui/Spinner';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { AuthCallError, createOrganisation } from './client';
import { loadSessions, upsertSession, useSessions } from './sessions';
import { getSelectedAccountId, setSelectedAccountId } from './state';
import { handleUnauthorized, isUnauthorized } from './unauthorized';
import { messageOf } from './texts';

/** A readable slug from a name: 'Acme Builders Ltd' -> 'acme-builders-ltd' (as the server's slugify). */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
}

/** What may be typed into the slug field: lower-case letters, digits and hyphens. */
export function cleanSlug(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .slice(0, 48);
}

type Errors = Partial<Record<'name' | 'slug' | 'userName' | 'form', string>>;

export function SignupPage() {
  const navigate = useNavigate();
  const sessions = useSessions();
  const [loaded, setLoaded] = useState(false);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [userName, setUserName] = useState('');
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
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
  const host = typeof window !== 'undefined' ? window.location.host : 'claimdesk';

  if (!loaded || !account) return <PageLoader />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (needsName && !userName.trim()) next.userName = 'Name is required';
    if (!name.trim()) next.name = 'Organisation name is required';
    const finalSlug = slug || slugify(name);
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
        {needsName ? (
          <Field label="Your name" error={errors.userName} required hint="Shown to the people you work with.">
            <Input
              name="userName"
              autoComplete="name"
              value={userName}
              onChange={(e) => setUserName(e.target.value)}
              autoFocus
            />
          </Field>
        ) : null}
        <Field label="Organisation name" error={errors.name} required>
          <Input
            name="orgName"
            autoComplete="organization"
            placeholder="Acme Builders Ltd"
            value={name}
            autoFocus={!needsName}
            onChange={(e) => {
              setName(e.target.value);
              if (!slugTouched) setSlug(slugify(e.target.value));
            }}
          />
        </Field>
        <Field
          label="Web address"
          error={errors.slug}
          required
          hint="Lower-case letters, digits and hyphens. It must be unique, and can’t be changed later."
        >
          <div className="flex items-stretch">
            <span className="inline-flex max-w-[55%] shrink-0 items-center truncate rounded-l-lg border border-r-0 border-border-strong bg-muted px-3 text-sm text-fg-subtle">
              {host}/
            </span>
            <Input
              name="slug"
              inputSize="md"
              className="min-w-0 rounded-l-none"
              value={slug}
              onChange={(e) => {
                setSlug(cleanSlug(e.target.value));
                setSlugTouched(true);
              }}
            />
          </div>
        </Field>
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
