/**
 * The claim page's LedgerPushLoop (pushLoop.ts): one per claim draft, pushing through ledgerUpdate,
 * whose answer (the lines it changed, the draft's totals) updates the Relay store (ledgerAnswer.ts).
 */
import { startTransition, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { claimMutationsLedgerUpdateMutation } from '../../__generated__/claimMutationsLedgerUpdateMutation.graphql';
import type { Line } from '../lines';
import { toLedgerInput } from './edits';
import { pushLedgerUpdate } from './ledgerAnswer';
import { LedgerPushLoop, type StagerSnapshot } from './pushLoop';

export function useLedgerPush(opts: {
  contractId: string;
  number: number;
  taxRateId: string;
  ledgerRev: string;
  lines: ReadonlyArray<Line>;
}) {
  const environment = useRelayEnvironment();
  const { contractId, number, taxRateId, ledgerRev } = opts;
  const linesRef = useRef(opts.lines);
  linesRef.current = opts.lines;
  const stager = useMemo(
    () =>
      new LedgerPushLoop(
        async (batch, rev, ownRevs) => {
          const input = toLedgerInput(batch, { contractId, number, taxRateId, ledgerRev: rev, ownRevs });
          const response = await pushLedgerUpdate(
            environment,
            input as unknown as claimMutationsLedgerUpdateMutation['variables']['input'],
          );
          return { ledgerRev: response.ledgerUpdate?.ledgerRev ?? rev };
        },
        ledgerRev,
        (itemId) => linesRef.current.find((l) => l.itemId === itemId)?.unitPrice ?? 0,
      ),
    // One stager per draft: a new claim (or contract) starts afresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [environment, contractId, number],
  );
  useEffect(() => {
    stager.start();
    return () => stager.dispose();
  }, [stager]);
  useEffect(() => {
    stager.setServerRev(ledgerRev);
  }, [stager, ledgerRev]);
  // Leaving the page with edits not yet saved (held-back lines' too) asks first. The listener asks
  // the push loop when the page is left rather than following it: an edit reaches the loop's
  // readers a frame after it is staged (pushLoop.ts), and the page calling this hook is the whole
  // claim page, which must not render again at each staged edit.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (stager.unsaved) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [stager]);

  return stager;
}

/**
 * The push loop's snapshot, rendering again at each staged edit and each push: only the parts of
 * the page that show the edits subscribe (the sections, the save status), so that saving a cell
 * of a 500-line grid renders its row, not the whole claim page.
 */
export function useStagerSnapshot(stager: LedgerPushLoop): StagerSnapshot {
  return useSyncExternalStore(stager.subscribe, stager.getSnapshot, stager.getSnapshot);
}

/**
 * The push loop's snapshot as the lines' sections show it: each change renders as a transition,
 * after the frame of the key that made it. Enter in a cell moves the focus to the next line and
 * commits the cell: the moved focus is painted first, the saved line's row and the totals in the
 * frames after (a cell commits its own state in the same transition: CellInput.tsx).
 */
export function useStagerSnapshotAfterPaint(stager: LedgerPushLoop): StagerSnapshot {
  const [snapshot, setSnapshot] = useState(stager.getSnapshot);
  useEffect(() => {
    const follow = () => startTransition(() => setSnapshot(stager.getSnapshot()));
    // what changed between the render and this effect
    follow();
    return stager.subscribe(follow);
  }, [stager]);
  return snapshot;
}

/** One value of the push loop (a boolean, a field kept while unchanged): renders again only when it changes. */
export function useStagerSelect<T>(stager: LedgerPushLoop, select: (snapshot: StagerSnapshot) => T): T {
  const read = () => select(stager.getSnapshot());
  return useSyncExternalStore(stager.subscribe, read, read);
}
