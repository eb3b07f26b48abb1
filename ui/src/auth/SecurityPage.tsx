/**
 * /{org}/account/security (spec 1 section 2): how the account signs in. The linked email
 * address, and passkeys ('Last used {time}' or 'Created {time}, never used') with Remove
 * (deletes it, then reloads the page); 'Create a passkey'.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { KeyRound, Mail, Plus, Trash2 } from 'lucide-react';
import { Badge } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { Button, buttonClasses } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { confirmDialog } from '../ui/confirm';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Spinner';
import { toast } from '../ui/Toaster';
import { useOrgSlug } from '../shell/org';
import { linkPagePath, PROVIDER_NAMES } from './external';
import { LinkedIdentities, useIdentities } from './LinkedIdentities';
import { ProviderIcon } from './ProviderIcon';
import { useProviders } from './useProviders';
import { createCredential, deleteCredential, listCredentials, prepareCredential, type Credential } from './client';
import { formatInstant, timeAgo } from '../lib/dates';
import { handleUnauthorized, isUnauthorized } from './unauthorized';
import { useCurrentSession } from './useCurrentSession';
import { browserSupportsWebAuthn, startRegistration, WEBAUTHN_UNSUPPORTED, WebAuthnError } from './webauthn';

export const NO_PASSKEYS = 'You have not registered any passkeys.';
export const PREPARE_FAILED = 'Failed to prepare credential';
export const CREATE_FAILED = 'Failed to create credential';

export function passkeyUsage(credential: Credential, now?: Date): string {
  return credential.lastUsedAt
    ? `Last used ${timeAgo(credential.lastUsedAt, now)}`
    : `Created ${timeAgo(credential.createdAt, now)}, never used`;
}

function detail(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '';
}

export function SecurityPage() {
  const current = useCurrentSession();
  const accountId = current?.session.userAccountId ?? null;
  const [credentials, setCredentials] = useState<Credential[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (accountId === null) return;
    try {
      setCredentials(await listCredentials(accountId));
      setLoadError(null);
    } catch (error) {
      if (isUnauthorized(error)) handleUnauthorized();
      else setLoadError(detail(error) || 'Unknown error');
    }
  }, [accountId]);

  useEffect(() => {
    void load();
  }, [load]);

  const create = async () => {
    if (accountId === null) return;
    if (!browserSupportsWebAuthn()) {
      toast.error(WEBAUTHN_UNSUPPORTED);
      return;
    }
    setCreating(true);
    try {
      let ceremony;
      try {
        ceremony = await prepareCredential(accountId);
      } catch (error) {
        if (isUnauthorized(error)) return handleUnauthorized();
        toast.error(PREPARE_FAILED, { description: detail(error) });
        return;
      }
      let credential;
      try {
        credential = await startRegistration(ceremony.options);
      } catch (error) {
        const quiet = error instanceof WebAuthnError && error.code === 'ERROR_CANCELLED';
        if (!quiet) toast.error(CREATE_FAILED, { description: detail(error) });
        else toast(detail(error));
        return;
      }
      try {
        await createCredential(accountId, credential, ceremony.challengeToken);
      } catch (error) {
        if (isUnauthorized(error)) return handleUnauthorized();
        toast.error(CREATE_FAILED, { description: detail(error) });
        return;
      }
      toast.success('Passkey created', { description: 'You can now sign in with it on the sign-in page.' });
      await load();
    } finally {
      setCreating(false);
    }
  };

  const remove = async (credential: Credential) => {
    if (accountId === null) return;
    const sure = await confirmDialog({
      title: 'Remove this passkey?',
      description: `You will no longer be able to sign in with “${credential.name}”.`,
      actionLabel: 'Remove',
      tone: 'danger',
    });
    if (!sure) return;
    setRemoving(credential.externalId);
    try {
      await deleteCredential(accountId, credential.externalId);
      window.location.reload();
    } catch (error) {
      setRemoving(null);
      if (isUnauthorized(error)) handleUnauthorized();
      else toast.error(detail(error) || 'Unknown error');
    }
  };

  return (
    <>
      <title>Authentication · Claimdesk</title>
      <PageHeader title="Authentication" description="The ways you can sign in to Claimdesk." />
      <div className="flex max-w-2xl flex-col gap-6">
        <Card>
          <CardHeader title="Email" description="We send sign-in codes and links to this address." />
          <CardBody>
            <div className="flex items-center gap-3 rounded-lg border border-border px-4 py-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted text-fg-subtle">
                <Mail aria-hidden className="size-[18px]" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-fg" data-testid="linked-email">
                  {current?.session.email}
                </p>
                <p className="text-[13px] text-fg-subtle">Email sign-in codes and links</p>
              </div>
              <Badge tone="success">Linked</Badge>
            </div>
          </CardBody>
        </Card>

        <Card>
          <CardHeader
            title="Passkeys"
            description="Sign in with your fingerprint, face, screen lock or a security key instead of an emailed code."
            actions={
              <Button icon={<Plus aria-hidden />} loading={creating} onClick={create}>
                Create a passkey
              </Button>
            }
          />
          <CardBody>
            {loadError ? (
              <Banner tone="danger" title={loadError} action={<Button variant="secondary" size="sm" onClick={load}>Retry</Button>} />
            ) : credentials === null ? (
              <div className="flex flex-col gap-2" aria-busy>
                <Skeleton className="h-14" />
                <Skeleton className="h-14" />
              </div>
            ) : credentials.length === 0 ? (
              <EmptyState compact bordered icon={<KeyRound />} title={NO_PASSKEYS} />
            ) : (
              <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label="Passkeys">
                {credentials.map((credential) => (
                  <li key={credential.externalId} className="flex items-center gap-3 px-4 py-3" data-testid="passkey">
                    <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-fg">
                      <KeyRound aria-hidden className="size-[18px]" />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="truncate text-sm font-medium text-fg">{credential.name}</p>
                      <p
                        className="text-[13px] text-fg-subtle"
                        title={formatInstant(credential.lastUsedAt ?? credential.createdAt)}
                      >
                        {passkeyUsage(credential)}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Trash2 aria-hidden />}
                      loading={removing === credential.externalId}
                      onClick={() => remove(credential)}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        {accountId !== null ? <IdentitiesCard accountId={accountId} /> : null}
      </div>
    </>
  );
}

/** Google and Microsoft identities: listed and unlinked here, linked on their security link pages. */
function IdentitiesCard({ accountId }: { accountId: number }) {
  const slug = useOrgSlug();
  const providers = useProviders();
  const { identities, error, reload } = useIdentities(accountId);
  const configured = (providers ?? []).filter((p) => p.configured);
  return (
    <Card>
      <CardHeader
        title="Google and Microsoft"
        description="Sign in with the Google or Microsoft account you already use at work."
        actions={configured.map((p) => (
          <Link
            key={p.id}
            to={linkPagePath(slug, p.id, accountId)}
            className={buttonClasses({ variant: 'secondary' })}
            data-testid={`link-${p.id}`}
          >
            <ProviderIcon provider={p.id} className="size-4" /> Link {PROVIDER_NAMES[p.id]}
          </Link>
        ))}
      />
      <CardBody className="flex flex-col gap-4">
        {providers !== null && !configured.length ? (
          <Banner tone="neutral" title="Signing in with Google or Microsoft is not set up on this server." />
        ) : null}
        <LinkedIdentities
          accountId={accountId}
          identities={identities}
          error={error}
          reload={reload}
          empty="You have not linked a Google or Microsoft account."
        />
      </CardBody>
    </Card>
  );
}

export { SecurityPage as Component };
