/**
 * The claim page's LedgerPushLoop (pushLoop.ts): one per claim draft, pushing through ledgerUpdate,
 * whose answer (the lines it changed, the draft's totals) updates the Relay store (ledgerAnswer.ts).
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { claimMutationsLedgerUpdateMutation } from '../../__generated__/claimMutationsLedgerUpdateMutation.graphql';
import type { Line } from '../lines';
import { toLedgerInput } from './edits';
import { pushLedgerUpdate } from './ledgerAnswer';
import { LedgerPushLoop } from './pushLoop';

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
  const snapshot = useSyncExternalStore(stager.subscribe, stager.getSnapshot, stager.getSnapshot);

  // Leaving the page with edits not yet saved (held-back lines' too) asks first.
  const idle = !stager.unsaved;
  useEffect(() => {
    if (idle) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [idle]);

  return { stager, snapshot };
}
