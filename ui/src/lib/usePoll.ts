/**
 * Re-fetch a query every few seconds while the page is visible (and `ready()` allows, when
 * given); the store update re-renders its readers.
 *
 * With `version` (issue 14), each tick first asks a tiny version query and refetches the big one
 * only when the version changed (versionedPoll.ts); the big query asks the same field, so
 * `version.loadedOf` reads the version its data was loaded with.
 */
import { useEffect, useRef } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { versionedPoll } from './versionedPoll';

export interface PollVersion<Q extends OperationType, V extends OperationType> {
  query: GraphQLTaggedNode;
  variables: V['variables'];
  /** The version in the version query's answer. */
  read: (data: V['response']) => string | null | undefined;
  /** The version in the big query's answer. */
  loadedOf: (data: Q['response']) => string | null | undefined;
  /** The version of the data shown now. */
  loaded: string | null | undefined;
}

/** A poll's fetch: from the network, and a failure never opens the error dialog (the next poll retries). */
export const QUIET_POLL = { force: true, metadata: { errorDialog: false } };

export function usePoll<Q extends OperationType, V extends OperationType = OperationType>(
  query: GraphQLTaggedNode,
  variables: Q['variables'],
  everyMs: number,
  ready?: () => boolean,
  version?: PollVersion<Q, V>,
) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  const versionKey = version ? JSON.stringify(version.variables) : null;
  const readyRef = useRef(ready);
  readyRef.current = ready;
  const versionRef = useRef(version);
  versionRef.current = version;
  useEffect(() => {
    const refetch = () => fetchQuery<Q>(environment, query, JSON.parse(key), { networkCacheConfig: QUIET_POLL }).toPromise();
    const shown = versionRef.current;
    const poll = shown
      ? versionedPoll(
          shown.loaded,
          async () => {
            const current = versionRef.current!;
            const data = await fetchQuery<V>(environment, current.query, JSON.parse(versionKey!), { networkCacheConfig: QUIET_POLL }).toPromise();
            return data ? current.read(data) : null;
          },
          async () => {
            const data = await refetch();
            return data ? versionRef.current!.loadedOf(data) : null;
          },
        )
      : { tick: () => refetch().then(() => true) };
    return everyVisible(everyMs, () => (readyRef.current?.() === false ? undefined : poll.tick()));
  }, [environment, query, key, everyMs, versionKey]);
}

/**
 * Runs `tick` every `everyMs` while the page is visible; a failed tick is left to the next one
 * (it never opens the error dialog). Answers the stop, for an effect's cleanup.
 */
export function everyVisible(everyMs: number, tick: () => Promise<unknown> | undefined): () => void {
  const timer = setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    tick()?.catch(() => undefined);
  }, everyMs);
  return () => clearInterval(timer);
}
