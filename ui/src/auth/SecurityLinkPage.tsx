/**
 * /{org}/settings/security/link/google and /microsoft (spec 1 section 2): link a Google or Microsoft
 * identity to the signed-in account named by `userAccountId`, see the linked ones and unlink them.
 * Errors, word for word: 'Link is missing the userAccountId parameter' (no parameter), 'User not
 * found' (no such account signed in on this browser), 'No Tenant ID found' (a Microsoft identity
 * whose directory is unknown). The provider sends the browser back here with `?result=`.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ArrowLeft, Link2, UserX } from 'lucide-react';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { toast } from '../ui/Toaster';
import { orgPath, useOrgSlug } from '../shell/org';
import { fetchExternalSession, startExternalLink, type ExternalProvider, type ExternalSession } from './client';
import { linkPagePath, MISSING_ACCOUNT_PARAM, NO_TENANT, outcomeOf, PROVIDER_NAMES, USER_NOT_FOUND } from './external';
import { LinkedIdentities, useIdentities } from './LinkedIdentities';
import { ProviderIcon } from './ProviderIcon';
import { useSessions } from './sessions';
import { handleUnauthorized, isUnauthorized } from './unauthorized';
import { useProviders } from './useProviders';
import { messageOf } from './texts';

export function SecurityLinkPage() {
  const { pathname } = useLocation();
  const provider: ExternalProvider = /\/microsoft\/?$/.test(pathname) ? 'microsoft' : 'google';
  const name = PROVIDER_NAMES[provider];
  const slug = useOrgSlug();
  const [params, setParams] = useSearchParams();
  const sessions = useSessions();
  const raw = params.get('userAccountId');
  const session = raw ? sessions.find((s) => String(s.userAccountId) === raw.trim()) : undefined;

  const back = (
    <Link to={orgPath(slug, 'account', 'security')} className="inline-flex items-center gap-1 hover:text-fg">
      <ArrowLeft aria-hidden className="size-3.5" /> Authentication
    </Link>
  );
  const header = (
    <>
      <title>{`Link ${name} · Claimdesk`}</title>
      <PageHeader
        breadcrumbs={back}
        title={`Link your ${name} account`}
        description={`Sign in to Claimdesk with ${name} instead of an emailed code.`}
      />
    </>
  );
  if (!raw || !session) {
    return (
      <>
        {header}
        <div className="max-w-2xl">
          <EmptyState
            bordered
            icon={<UserX />}
            title={!raw ? MISSING_ACCOUNT_PARAM : USER_NOT_FOUND}
            description="Open this page from Authentication, in the account menu."
            action={
              <Link className="text-sm font-medium text-primary hover:underline" to={orgPath(slug, 'account', 'security')}>
                Go to Authentication
              </Link>
            }
          />
        </div>
      </>
    );
  }
  return (
    <>
      {header}
      <LinkCard
        key={`${provider}:${session.userAccountId}`}
        provider={provider}
        accountId={session.userAccountId}
        email={session.email}
        returnPath={linkPagePath(slug, provider, session.userAccountId)}
        result={params.get('result')}
        onDismiss={() => {
          const next = new URLSearchParams(params);
          next.delete('result');
          setParams(next, { replace: true });
        }}
      />
    </>
  );
}

function LinkCard({
  provider,
  accountId,
  email,
  returnPath,
  result,
  onDismiss,
}: {
  provider: ExternalProvider;
  accountId: number;
  email: string;
  returnPath: string;
  result: string | null;
  onDismiss: () => void;
}) {
  const name = PROVIDER_NAMES[provider];
  const providers = useProviders();
  const configured = providers?.find((p) => p.id === provider)?.configured ?? false;
  const { identities, error, reload } = useIdentities(accountId, provider);
  const [starting, setStarting] = useState(false);
  const [external, setExternal] = useState<ExternalSession | null>(null);
  const outcome = outcomeOf(result, provider);
  const linkedCount = identities?.length ?? 0;

  // Microsoft: the directory (tenant) of the linked identity, from session/external.
  useEffect(() => {
    if (provider !== 'microsoft' || !linkedCount) return;
    fetchExternalSession(accountId, 'microsoft').then(setExternal, () => setExternal(null));
  }, [provider, accountId, linkedCount]);
  const tenantId = external ? (external.tenantId ?? external.idClaims.tid ?? null) : undefined;

  const link = async () => {
    setStarting(true);
    try {
      window.location.assign(await startExternalLink(accountId, provider, returnPath));
    } catch (failure) {
      setStarting(false);
      if (isUnauthorized(failure)) handleUnauthorized();
      else toast.error(messageOf(failure));
    }
  };

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      {outcome ? (
        <Banner tone={outcome.tone} title={outcome.title} onDismiss={onDismiss}>
          {outcome.detail}
        </Banner>
      ) : null}
      <Card data-testid="security-link" data-provider={provider}>
        <CardHeader
          title={
            <span className="inline-flex items-center gap-2">
              <ProviderIcon provider={provider} /> {name}
            </span>
          }
          description={
            <>
              For the Claimdesk account <strong className="font-medium text-fg">{email}</strong>. A {name} account
              links to one Claimdesk account only.
            </>
          }
          actions={
            configured ? (
              <Button icon={<Link2 aria-hidden />} loading={starting} onClick={link} data-testid="link-provider">
                {linkedCount ? `Link another ${name} account` : `Link ${name} account`}
              </Button>
            ) : null
          }
        />
        <CardBody className="flex flex-col gap-4">
          {providers !== null && !configured ? (
            <Banner tone="neutral" title={`Signing in with ${name} is not set up on this server.`}>
              Ask your Claimdesk administrator to configure it.
            </Banner>
          ) : null}
          <LinkedIdentities
            accountId={accountId}
            identities={identities}
            error={error}
            reload={reload}
            empty={`No ${name} account is linked yet.`}
          />
          {provider === 'microsoft' && linkedCount && tenantId !== undefined ? (
            tenantId ? (
              <p className="text-[13px] text-fg-muted" data-testid="tenant-id">
                Directory (tenant) ID: <code className="font-mono text-fg">{tenantId}</code>
              </p>
            ) : (
              <Banner tone="danger" title={NO_TENANT} />
            )
          ) : null}
        </CardBody>
      </Card>
    </div>
  );
}

export { SecurityLinkPage as Component };
