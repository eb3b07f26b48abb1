/**
 * The Google / Microsoft identities linked to an account, each with Unlink (after confirmation).
 * Used by the Authentication page (all of them) and by a security link page (its provider's).
 */
import { useCallback, useEffect, useState } from 'react';
import { Link2Off, Trash2 } from 'lucide-react';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { confirmDialog } from '../ui/confirm';
import { EmptyState } from '../ui/EmptyState';
import { Skeleton } from '../ui/Spinner';
import { toast } from '../ui/Toaster';
import { listIdentities, unlinkIdentity, type ExternalProvider, type LinkedIdentity } from './client';
import { PROVIDER_NAMES } from './external';
import { ProviderIcon } from './ProviderIcon';
import { formatInstant, timeAgo } from '../lib/dates';
import { handleUnauthorized, isUnauthorized } from './unauthorized';
import { messageOf } from './texts';

export function identityUsage(identity: LinkedIdentity, now?: Date): string {
  return identity.lastUsedAt
    ? `Last used ${timeAgo(identity.lastUsedAt, now)}`
    : `Linked ${timeAgo(identity.createdAt, now)}, never used to sign in`;
}

/** Loads the account's identities (of one provider when given); `reload` after a change. */
export function useIdentities(accountId: number | null, provider?: ExternalProvider) {
  const [identities, setIdentities] = useState<LinkedIdentity[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    if (accountId === null) return;
    try {
      const all = await listIdentities(accountId);
      setIdentities(provider ? all.filter((i) => i.provider === provider) : all);
      setError(null);
    } catch (failure) {
      if (isUnauthorized(failure)) handleUnauthorized();
      else setError(messageOf(failure));
    }
  }, [accountId, provider]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { identities, error, reload };
}

export function LinkedIdentities({
  accountId,
  identities,
  error,
  reload,
  empty,
}: {
  accountId: number;
  identities: LinkedIdentity[] | null;
  error: string | null;
  reload: () => Promise<void>;
  empty: string;
}) {
  const [removing, setRemoving] = useState<number | null>(null);

  const unlink = async (identity: LinkedIdentity) => {
    const name = PROVIDER_NAMES[identity.provider];
    const sure = await confirmDialog({
      title: `Unlink this ${name} account?`,
      description: `You will no longer be able to sign in to Claimdesk with ${identity.email || `this ${name} account`}. Sessions it started on other browsers end too.`,
      actionLabel: 'Unlink',
      tone: 'danger',
    });
    if (!sure) return;
    setRemoving(identity.id);
    try {
      await unlinkIdentity(accountId, identity.id);
      toast.success(`${name} account unlinked`);
      await reload();
    } catch (failure) {
      if (isUnauthorized(failure)) handleUnauthorized();
      else toast.error(messageOf(failure));
    } finally {
      setRemoving(null);
    }
  };

  if (error) {
    return <Banner tone="danger" title={error} action={<Button variant="secondary" size="sm" onClick={reload}>Retry</Button>} />;
  }
  if (identities === null) {
    return (
      <div className="flex flex-col gap-2" aria-busy>
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (identities.length === 0) return <EmptyState compact bordered icon={<Link2Off />} title={empty} />;
  return (
    <ul className="flex flex-col divide-y divide-border rounded-lg border border-border" aria-label="Linked accounts">
      {identities.map((identity) => (
        <li key={identity.id} className="flex items-center gap-3 px-4 py-3" data-testid="linked-identity" data-provider={identity.provider}>
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-border bg-surface">
            <ProviderIcon provider={identity.provider} />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-fg">{identity.email || PROVIDER_NAMES[identity.provider]}</p>
            <p className="text-[13px] text-fg-subtle" title={formatInstant(identity.lastUsedAt ?? identity.createdAt)}>
              {PROVIDER_NAMES[identity.provider]} · {identityUsage(identity)}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            icon={<Trash2 aria-hidden />}
            loading={removing === identity.id}
            onClick={() => unlink(identity)}
            aria-label={`Unlink ${PROVIDER_NAMES[identity.provider]} account ${identity.email}`}
          >
            Unlink
          </Button>
        </li>
      ))}
    </ul>
  );
}
