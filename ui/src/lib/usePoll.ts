/**
 * Re-fetch a query every few seconds while the page is visible (and `ready()` allows, when
 * given); the store update re-renders its readers.
 */
import { useEffect, useRef } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

export function usePoll<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q['variables'],
  everyMs: number,
  ready?: () => boolean,
) {
  const environment = useRelayEnvironment();
  const key = JSON.stringify(variables);
  const readyRef = useRef(ready);
  readyRef.current = ready;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible' || readyRef.current?.() === false) return;
      // A failed poll is retried by the next one; it never opens the error dialog.
      fetchQuery<Q>(environment, query, JSON.parse(key), {
        networkCacheConfig: { force: true, metadata: { errorDialog: false } },
      })
        .toPromise()
        .catch(() => undefined);
    }, everyMs);
    return () => clearInterval(timer);
  }, [environment, query, key, everyMs]);
}
