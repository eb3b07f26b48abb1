/**
 * /join/{contract} (issue 36): someone named on a contract by email, with no workspace where the
 * invitation waits, joins: their workspace is made (named, by default, as the inviter typed their
 * business) and takes the project, then the page goes on to `to` (the claim they came from, through
 * its redirector) or the project. Signed out: /login?signup, back here. When a workspace of theirs
 * already lists the invitation, it is answered there: the page goes to it. They may decline instead,
 * without joining (confirmed first): the inviter is told, as when a workspace declines.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Building2, X } from 'lucide-react';
import { confirmDialog } from '../ui/confirm';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { LinkButton } from '../ui';
import { PageLoader } from '../ui/Spinner';
import { AuthHeading, AuthLayout } from './AuthLayout';
import type { Session } from './client';
import { declineJoining, fetchJoining, join, JoinError, type Joining } from './joinApi';
import { safeReturnPath } from './redirect';
import { loadSessions, upsertSession } from './sessions';
import { getSelectedAccountId, setSelectedAccountId } from './state';
import { messageOf } from './texts';
import { useWorkspaceForm, WorkspaceFields } from './WorkspaceFields';

type Errors = Partial<Record<'name' | 'slug' | 'userName' | 'form', string>>;
type Found = { account: Session; joining: Joining };

/** The first signed-in account (the selected one first) the invitation names. */
async function findInvitation(contract: string, sessions: Session[]): Promise<Found | null> {
  const selected = getSelectedAccountId();
  const ordered = [...sessions].sort((a, b) => Number(String(b.userAccountId) === selected) - Number(String(a.userAccountId) === selected));
  for (const account of ordered) {
    try {
      return { account, joining: await fetchJoining(contract, account.userAccountId) };
    } catch (error) {
      if (!(error instanceof JoinError) || error.status !== 404) throw error;
    }
  }
  return null;
}

export function JoinPage() {
  const { contract = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [found, setFound] = useState<Found | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const form = useWorkspaceForm();
  const { userName, name, finalSlug } = form;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState(false);
  const here = `/join/${contract}${params.toString() ? `?${params.toString()}` : ''}`;

  useEffect(() => {
    let live = true;
    (async () => {
      try {
        const sessions = await loadSessions();
        if (!live) return;
        if (!sessions.length) {
          navigate(`/login?signup&to=${encodeURIComponent(here)}`, { replace: true });
          return;
        }
        const result = await findInvitation(contract, sessions);
        if (!live) return;
        if (!result) {
          setMissing('Invitation not found');
        } else if (result.joining.waitsIn) {
          setSelectedAccountId(result.account.userAccountId);
          navigate(result.joining.waitsIn, { replace: true });
        } else {
          setFound(result);
          form.start(result.joining.typedName, result.joining.slug);
        }
      } catch (error) {
        if (live) setMissing(`Error: ${messageOf(error)}`);
      }
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contract]);

  if (missing) {
    return (
      <AuthLayout>
        <title>Invitation not found · Claimdesk</title>
        <AuthHeading title={missing}>
          Sign in with the email address the invitation was sent to, or ask the sender to invite you again.
        </AuthHeading>
        <LinkButton to={`/login?add&to=${encodeURIComponent(here)}`}>Use another account</LinkButton>
      </AuthLayout>
    );
  }
  if (!found) return <PageLoader />;
  const { account, joining } = found;
  if (declined) {
    return (
      <AuthLayout>
        <title>Invitation declined · Claimdesk</title>
        <AuthHeading title="Invitation declined">
          {joining.inviterName} is told you declined {joining.siteName}. Your access link to it no longer opens.
        </AuthHeading>
      </AuthLayout>
    );
  }

  const decline = async () => {
    const sure = await confirmDialog({
      title: 'Decline the invitation?',
      description: `${joining.inviterName} is told, and the project's access links stop working for you.`,
      actionLabel: 'Decline',
      tone: 'danger',
    });
    if (!sure) return;
    setBusy(true);
    try {
      await declineJoining(contract, account.userAccountId);
      setDeclined(true);
    } catch (error) {
      setErrors({ form: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };
  const needsName = !account.name;
  const side = joining.relation === 'Customer' ? 'customer' : 'supplier';

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
      const answer = await join(contract, account.userAccountId, {
        name: name.trim(),
        slug: finalSlug,
        ...(needsName ? { userName: userName.trim() } : {}),
      });
      upsertSession(answer);
      setSelectedAccountId(answer.userAccountId);
      navigate(safeReturnPath(params.get('to')) ?? answer.to, { replace: true });
    } catch (error) {
      const field = error instanceof JoinError ? error.field : null;
      const message = messageOf(error);
      setErrors(field === 'slug' || field === 'name' || field === 'userName' ? { [field]: message } : { form: message });
      setBusy(false);
    }
  };

  return (
    <AuthLayout wide>
      <title>{`Join ${joining.siteName} · Claimdesk`}</title>
      <AuthHeading title={`Invited by ${joining.inviterName} to ${joining.siteName}`}>
        You are its {side}. Create your workspace to accept: it takes this project, with the business details{' '}
        {joining.inviterName} entered for you, which you can change in Settings.
      </AuthHeading>
      {errors.form ? <Banner tone="danger" title={errors.form} className="mb-5" /> : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Join">
        <WorkspaceFields form={form} errors={errors} needsName={needsName} />
        <Button type="submit" size="lg" loading={busy} icon={<Building2 aria-hidden />}>
          Create workspace and accept
        </Button>
      </form>
      <Button variant="ghost" className="mt-3 self-center" icon={<X aria-hidden />} disabled={busy} onClick={() => void decline()} data-testid="join-decline">
        Decline the invitation
      </Button>
      <div className="mt-8 flex flex-col gap-2 border-t border-border pt-6 text-sm text-fg-muted">
        <p>
          Signed in as <strong className="font-medium text-fg">{account.email}</strong>. Not you?{' '}
          <Link to={`/login?add&to=${encodeURIComponent(here)}`} className="font-medium text-primary hover:underline">
            Use another account
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

export { JoinPage as Component };
