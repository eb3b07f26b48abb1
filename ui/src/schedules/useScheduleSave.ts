/**
 * Saving the draft schedule while the payer works (spec 2 §4: staged edits pushed about once a
 * second): each edit is staged; once a second a staged draft is sent through
 * paymentScheduleUpdate with the version it was based on, so a reload keeps a half-done
 * schedule. A failed save keeps the edits and is not retried until the next edit (a refused
 * draft would be refused again); `flush` saves now and throws the failure (before sending).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { scheduleMutationsUpdateMutation } from '../__generated__/scheduleMutationsUpdateMutation.graphql';
import { mutate } from '../relay/mutate';
import { paymentScheduleUpdateMutation } from './scheduleMutations';

export const SAVE_INTERVAL_MS = 1000;

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'staged' }
  | { kind: 'saving' }
  | { kind: 'failed'; message: string; code: string | null; field: string | null };

type Input = scheduleMutationsUpdateMutation['variables']['input'];

export function useScheduleSave(initialVersion: number, buildInput: (version: number) => Input) {
  const environment = useRelayEnvironment();
  const version = useRef(initialVersion);
  const staged = useRef(0);
  const saved = useRef(0);
  const failedAt = useRef(-1);
  const inFlight = useRef<Promise<void> | null>(null);
  const build = useRef(buildInput);
  build.current = buildInput;
  const [state, setState] = useState<SaveState>({ kind: 'saved' });

  const save = useCallback((): Promise<void> => {
    const at = staged.current;
    setState({ kind: 'saving' });
    const run = mutate<scheduleMutationsUpdateMutation>(environment, paymentScheduleUpdateMutation, {
      input: build.current(version.current),
    })
      .then((answer) => {
        const next = answer.paymentScheduleUpdate?.claim.schedule?.version;
        if (typeof next === 'number') version.current = next;
        saved.current = at;
        setState(staged.current > at ? { kind: 'staged' } : { kind: 'saved' });
      })
      .catch((e: unknown) => {
        failedAt.current = at;
        const err = e as { message?: string; code?: string | null; field?: string | null };
        setState({ kind: 'failed', message: err.message ?? String(e), code: err.code ?? null, field: err.field ?? null });
        throw e;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    return run;
  }, [environment]);

  useEffect(() => {
    const timer = setInterval(() => {
      const due = staged.current > saved.current && staged.current !== failedAt.current;
      if (due && !inFlight.current) save().catch(() => undefined);
    }, SAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [save]);

  const stage = useCallback(() => {
    staged.current += 1;
    setState((s) => (s.kind === 'saving' ? s : { kind: 'staged' }));
  }, []);

  /** Saves now whatever is staged (or everything, when `always`), after any save under way. */
  const flush = useCallback(
    async (always = false) => {
      if (inFlight.current) await inFlight.current.catch(() => undefined);
      if (always || staged.current > saved.current) await save();
    },
    [save],
  );

  /** Starts again from the server's draft (after a conflict): nothing is staged. */
  const reset = useCallback((nextVersion: number) => {
    version.current = nextVersion;
    saved.current = staged.current;
    failedAt.current = -1;
    setState({ kind: 'saved' });
  }, []);

  return { state, stage, flush, reset };
}
