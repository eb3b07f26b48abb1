/**
 * /{org}/settings/connections, 'Integrations' (spec 1 sections 2 and 4): the Xero connection, connected
 * or not. Toggling on starts the authorisation (connectionPrepare, then the browser goes to Xero and
 * comes back through /xero/callback); toggling off asks for confirmation, then disconnects. Once
 * authorised, the person chooses which Xero organisation claims go to. A refused grant shows a banner
 * asking to reconnect; the last error (a claim or bill Xero refused) shows until one posts again.
 * Polled every 30 s (spec 2 §7 'org connections'), asking `connectionsVersion` first.
 * Without XERO_CLIENT_ID/SECRET on the server, the page says Xero is not set up.
 */
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSearchParams } from 'react-router';
import { Cable, Check } from 'lucide-react';
import type { IntegrationsPageDisconnectMutation } from '../__generated__/IntegrationsPageDisconnectMutation.graphql';
import type { IntegrationsPagePrepareMutation } from '../__generated__/IntegrationsPagePrepareMutation.graphql';
import type { IntegrationsPageQuery, IntegrationsPageQuery$data } from '../__generated__/IntegrationsPageQuery.graphql';
import type { IntegrationsPageSelectMutation } from '../__generated__/IntegrationsPageSelectMutation.graphql';
import type { IntegrationsPageVersionQuery } from '../__generated__/IntegrationsPageVersionQuery.graphql';
import { cn } from '../lib/cn';
import { formatInstant } from '../lib/dates';
import { usePoll } from '../lib/usePoll';
import { useMutationPromise } from '../relay/mutate';
import { Badge } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { confirmDialog } from '../ui/confirm';
import { toast } from '../ui/Toaster';
import { has } from './permissions';
import { RetentionAccounts } from './RetentionAccounts';

export const CONNECTIONS_POLL_MS = 30_000;

const query = graphql`
  query IntegrationsPageQuery {
    org {
      id
      accountingConfigured
      connectionsVersion
      viewerMember {
        id
        permissions
      }
      connections {
        id
        provider
        status
        remoteId
        remoteName
        remotes {
          id
          name
        }
        lastError
        lastErrorAt
        ...RetentionAccounts_connection
      }
    }
  }
`;

const versionQuery = graphql`
  query IntegrationsPageVersionQuery {
    org {
      id
      connectionsVersion
    }
  }
`;

const prepareMutation = graphql`
  mutation IntegrationsPagePrepareMutation($input: ConnectionPrepareInput!) {
    connectionPrepare(input: $input) {
      authorizeUrl
      connection {
        id
        status
      }
    }
  }
`;

const selectMutation = graphql`
  mutation IntegrationsPageSelectMutation($input: ConnectionSelectRemoteInput!) {
    connectionSelectRemote(input: $input) {
      connection {
        id
        status
        remoteId
        remoteName
      }
    }
  }
`;

const disconnectMutation = graphql`
  mutation IntegrationsPageDisconnectMutation($input: ConnectionDisconnectInput!) {
    connectionDisconnect(input: $input) {
      connection {
        id
        status
        remoteId
        remoteName
        remotes {
          id
          name
        }
        lastError
        lastErrorAt
      }
    }
  }
`;

type Org = NonNullable<IntegrationsPageQuery$data['org']>;
type Connection = NonNullable<Org['connections']>[number];

/** What /xero/callback reports in `?result=` when the authorisation did not go through. */
export const CALLBACK_RESULTS: Record<string, string> = {
  expired: 'The authorisation took longer than 5 minutes. Please connect again.',
  replayed: 'That authorisation link was already used. Please connect again.',
  'other-browser': 'That authorisation was started in another browser or by another account. Please connect again here.',
  denied: 'Xero did not authorise the connection.',
  failed: 'Xero could not complete the connection. Please try again.',
};

const STATUS_LABEL: Record<string, string> = {
  CONNECTED: 'Connected',
  CHOOSE: 'Choose an organisation',
  AUTHORISING: 'Authorisation started',
  RECONNECT: 'Reconnect needed',
  DISCONNECTED: 'Not connected',
};

function Switch({ checked, disabled, onChange, label }: { checked: boolean; disabled?: boolean; onChange: (next: boolean) => void; label: string }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-transparent transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-primary' : 'bg-border-strong',
      )}
    >
      <span
        aria-hidden
        className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-5' : 'translate-x-0.5')}
      />
    </button>
  );
}

function RemotePicker({ connection, canEdit }: { connection: Connection; canEdit: boolean }) {
  const [select, busy] = useMutationPromise<IntegrationsPageSelectMutation>(selectMutation);
  const [picked, setPicked] = useState<string | null>(connection.remoteId ?? null);
  const choose = async () => {
    if (!picked) return;
    try {
      await select({ input: { connectionId: connection.id, remoteId: picked } });
      toast.success('Xero organisation saved');
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  return (
    <fieldset className="flex flex-col gap-3" disabled={!canEdit || busy}>
      <legend className="mb-2 text-sm font-medium text-fg">
        {connection.remoteId ? 'Send claims to another Xero organisation' : 'Which Xero organisation should claims go to?'}
      </legend>
      <div className="flex flex-col gap-2" role="radiogroup" aria-label="Xero organisations">
        {connection.remotes.map((remote) => (
          <label
            key={remote.id}
            data-remote={remote.name}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm text-fg transition-colors hover:bg-hover',
              picked === remote.id ? 'border-primary bg-primary-soft' : 'border-border',
            )}
          >
            <input
              type="radio"
              name="xero-remote"
              value={remote.id}
              checked={picked === remote.id}
              onChange={() => setPicked(remote.id)}
              className="accent-[var(--primary)]"
            />
            <span className="flex-1">{remote.name}</span>
            {connection.remoteId === remote.id ? <Badge size="sm" tone="success">In use</Badge> : null}
          </label>
        ))}
      </div>
      <div>
        <Button onClick={choose} loading={busy} disabled={!picked || picked === connection.remoteId}>
          Use this organisation
        </Button>
      </div>
    </fieldset>
  );
}

function XeroCard({ org, connection, canEdit }: { org: Org; connection: Connection | null; canEdit: boolean }) {
  const [prepare, preparing] = useMutationPromise<IntegrationsPagePrepareMutation>(prepareMutation);
  const [disconnect, disconnecting] = useMutationPromise<IntegrationsPageDisconnectMutation>(disconnectMutation);
  const status = connection?.status ?? 'DISCONNECTED';
  const on = status === 'CONNECTED' || status === 'CHOOSE';

  const connect = async () => {
    try {
      const answer = await prepare({ input: { provider: 'xero' } });
      window.location.assign(answer.connectionPrepare!.authorizeUrl);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  const turnOff = async () => {
    if (!connection) return;
    const sure = await confirmDialog({
      title: 'Disconnect Xero?',
      description: 'Claims you send will no longer be posted to Xero. Invoices already in Xero stay there.',
      actionLabel: 'Disconnect',
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await disconnect({ input: { connectionId: connection.id } });
      toast.success('Xero disconnected');
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <Card data-testid="xero-connection" data-status={status}>
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            Xero
            <Badge size="sm" tone={status === 'CONNECTED' ? 'success' : status === 'RECONNECT' ? 'warning' : 'neutral'}>
              {STATUS_LABEL[status] ?? status}
            </Badge>
          </span>
        }
        actions={
          <Switch
            checked={on}
            label="Connect Xero"
            disabled={!org.accountingConfigured || !canEdit || preparing || disconnecting}
            onChange={(next) => (next ? connect() : turnOff())}
          />
        }
      />
      <CardBody className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">
          Each claim you send becomes a draft sales invoice in Xero, with its lines, GST and invoice reference. Each claim
          you receive becomes a draft bill, brought to the scheduled amounts when you send its payment schedule.
        </p>
        {!org.accountingConfigured ? (
          <Banner tone="neutral" title="Xero is not set up on this server">
            An administrator turns it on by setting XERO_CLIENT_ID and XERO_CLIENT_SECRET.
          </Banner>
        ) : null}
        {status === 'RECONNECT' ? (
          <Banner
            tone="warning"
            title="Reconnect Xero"
            action={
              canEdit ? (
                <Button size="sm" onClick={connect} loading={preparing}>
                  Reconnect
                </Button>
              ) : null
            }
          >
            Xero no longer accepts the saved authorisation (it was revoked or has expired). Claims wait until you connect again.
          </Banner>
        ) : null}
        {connection?.lastError && status !== 'RECONNECT' ? (
          <Banner tone="danger" title="Last error">
            <span data-testid="xero-last-error">{connection.lastError}</span>
            {connection.lastErrorAt ? <span className="text-fg-subtle"> · {formatInstant(connection.lastErrorAt)}</span> : null}
          </Banner>
        ) : null}
        {status === 'CONNECTED' ? (
          <p className="flex items-center gap-2 text-sm text-fg" data-testid="xero-remote">
            <Check className="size-4 text-success" aria-hidden />
            <span>
              Claims go to <strong className="font-semibold">{connection?.remoteName}</strong>
            </span>
          </p>
        ) : null}
        {connection && status === 'CONNECTED' ? <RetentionAccounts connection={connection} canEdit={canEdit} /> : null}
        {connection && (status === 'CHOOSE' || (status === 'CONNECTED' && connection.remotes.length > 1)) ? (
          <RemotePicker key={connection.remoteId ?? 'none'} connection={connection} canEdit={canEdit} />
        ) : null}
        {status === 'DISCONNECTED' || status === 'AUTHORISING' ? (
          <p className="text-sm text-fg-muted">
            {org.accountingConfigured
              ? canEdit
                ? 'Turn on the switch to sign in to Xero and allow Claimdesk to create invoices and bills.'
                : 'An owner of this workspace can connect Xero.'
              : 'Nothing is sent to Xero.'}
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}

export function IntegrationsPage() {
  const data = useLazyLoadQuery<IntegrationsPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  usePoll<IntegrationsPageQuery, IntegrationsPageVersionQuery>(query, {}, CONNECTIONS_POLL_MS, undefined, {
    query: versionQuery,
    variables: {},
    read: (d) => d.org?.connectionsVersion,
    loadedOf: (d) => d.org?.connectionsVersion,
    loaded: data.org?.connectionsVersion,
  });
  const [params, setParams] = useSearchParams();
  const result = params.get('result');
  const org = data.org;
  if (!org) {
    return <Banner tone="danger" title="Organisation not found" />;
  }
  const canEdit = has(org.viewerMember?.permissions ?? [], 'OrgEdit');
  const xero = org.connections?.find((c) => c.provider === 'xero') ?? null;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <title>Integrations · Claimdesk</title>
      <div className="flex items-center gap-2 text-sm text-fg-muted">
        <Cable className="size-4" aria-hidden />
        Connect the accounting service your books are kept in.
      </div>
      {result ? (
        <Banner
          tone="warning"
          title="Xero was not connected"
          onDismiss={() => {
            params.delete('result');
            setParams(params, { replace: true });
          }}
        >
          {CALLBACK_RESULTS[result] ?? CALLBACK_RESULTS.failed}
        </Banner>
      ) : null}
      <XeroCard org={org} connection={xero} canEdit={canEdit} />
    </div>
  );
}

export { IntegrationsPage as Component };
