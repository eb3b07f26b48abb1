/**
 * Whether the draft's line edits are saved: the status beside the actions ('Saving...',
 * 'Unsaved changes', 'All changes saved', 'Not saved', 'Offline', '1 line not saved'), the
 * banner of a failed push with what the person can do (reload after a conflict; otherwise
 * discard or retry), the banner of lines held back, and the banner while offline.
 */
import { Check, CircleAlert, CloudUpload, WifiOff } from 'lucide-react';
import { GRID_OFFLINE_MESSAGE } from '../../lib/http';
import { cn } from '../../lib/cn';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { changeCount } from '../ledger/edits';
import { CONFLICT_CODE, type LedgerPushLoop, type PushError, type StagerSnapshot } from '../ledger/pushLoop';

export function SaveStatus({ snapshot }: { snapshot: StagerSnapshot }) {
  const saving = snapshot.inflight !== null;
  const count = changeCount(snapshot.pending) + (snapshot.inflight ? changeCount(snapshot.inflight) : 0);
  const refused = Object.keys(snapshot.lineErrors).length;
  const failed = snapshot.error !== null || refused > 0;
  const text = snapshot.error
    ? 'Not saved'
    : saving
      ? 'Saving...'
      : snapshot.offline
        ? 'Offline'
        : refused
          ? linesNotSaved(refused)
          : count
            ? 'Unsaved changes'
            : 'All changes saved';
  return (
    <span
      className={cn(
        'mr-1 inline-flex items-center gap-1.5 text-[13px]',
        failed ? 'text-danger' : count || saving ? 'text-fg-muted' : 'text-fg-subtle',
      )}
      role="status"
      data-testid="save-status"
    >
      {snapshot.offline && !saving ? (
        <WifiOff aria-hidden className="size-3.5" />
      ) : failed ? (
        <CircleAlert aria-hidden className="size-3.5" />
      ) : saving ? (
        <Spinner size="sm" />
      ) : count ? (
        <CloudUpload aria-hidden className="size-3.5" />
      ) : (
        <Check aria-hidden className="size-3.5" />
      )}
      {text}
    </span>
  );
}

export function SaveErrorBanner({
  error,
  stager,
  onReload,
}: {
  error: PushError;
  stager: LedgerPushLoop;
  /** Reloads the ledger and rebases the edits on it (after a conflict). */
  onReload: () => void;
}) {
  const conflict = error.code === CONFLICT_CODE;
  return (
    <Banner
      tone="danger"
      icon={<CircleAlert />}
      title={error.message}
      action={
        conflict ? (
          <Button size="sm" variant="secondary" onClick={onReload}>
            Reload
          </Button>
        ) : (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => stager.discard()}>
              Discard changes
            </Button>
            <Button size="sm" variant="secondary" onClick={() => stager.retry()}>
              Retry
            </Button>
          </div>
        )
      }
    >
      {conflict
        ? 'Reload to see the other changes: your edits stay and are saved on top.'
        : 'Your edits are kept here and have not been saved.'}
    </Banner>
  );
}

function linesNotSaved(n: number): string {
  return n === 1 ? '1 line not saved' : `${n} lines not saved`;
}

/** Lines the server refused: each is marked on its row; the rest are saved as usual. */
export function HeldLinesBanner({ snapshot }: { snapshot: StagerSnapshot }) {
  const n = Object.keys(snapshot.lineErrors).length;
  if (!n) return null;
  return (
    <div data-testid="held-lines">
      <Banner tone="danger" icon={<CircleAlert />} title={`${linesNotSaved(n)}: the message is on the line.`}>
        Change it there and it is saved with the rest. Your other changes are saved as usual.
      </Banner>
    </div>
  );
}

/** The last push never reached the server: the edits wait and go when the browser is back online. */
export function OfflineBanner({ snapshot }: { snapshot: StagerSnapshot }) {
  if (!snapshot.offline) return null;
  return (
    <div data-testid="offline-banner">
      <Banner tone="warning" icon={<WifiOff />} title={GRID_OFFLINE_MESSAGE} />
    </div>
  );
}
