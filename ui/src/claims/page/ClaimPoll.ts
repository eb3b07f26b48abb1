/**
 * The claim page's one poll (issue 21): every 5 s while the page is visible, one tiny request
 * asks the claim's `version` and `activityVersion` together, and each consumer refetches only
 * when its own version changed:
 *
 * - the page (useClaimPoll, in ClaimPage): its big query when `version` changed, and only while
 *   nothing waits to be saved (a poll never overwrites edits);
 * - the side panel while it is open (useClaimPanelPoll, in ClaimComments / ClaimSidePanel): its
 *   lists when `activityVersion` changed. A comment records the activity 'commented', so one
 *   refetch (claimPanelRefreshQuery) brings the comments, their count and the activity.
 *
 * Spec 2 §7 polls the contract ledger every 10 s on the claim page and the claim's activity
 * every 5 s: asking the page's version every 5 s in the same request meets the 10 s with margin,
 * and halves the requests of a reader with the panel open (polls were 2/3 of all requests).
 *
 * Each consumer tracks the version its data was loaded with as versionedPoll does, never reading
 * it back from the store: the poll writes the new versions into the store before the refetch.
 * A failed poll or refetch is retried by the next tick, without the error dialog.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { ClaimPollQuery } from '../../__generated__/ClaimPollQuery.graphql';
import { everyVisible, QUIET_POLL } from '../../lib/usePoll';
import { versionedPoll, type VersionedPoll } from '../../lib/versionedPoll';

export const CLAIM_POLL_MS = 5_000;

const claimPollQuery = graphql`
  query ClaimPollQuery($id: ID!) {
    node(id: $id) {
      ... on Claim {
        version
        activityVersion
      }
    }
  }
`;

/** What a changed activityVersion refetches while the panel shows the comments (a submitted claim). */
export const claimPanelRefreshQuery = graphql`
  query ClaimPollPanelQuery($id: ID!) {
    node(id: $id) {
      ... on Claim {
        id
        activityVersion
        viewerCanComment
        commentsCount
        comments {
          ...ClaimComments_comment
        }
        activity {
          ...ActivityEntries_entry
        }
      }
    }
  }
`;

type Versions = NonNullable<ClaimPollQuery['response']['node']>;

interface ClaimPollPanels {
  /** Refetch with `refetch` whenever activityVersion differs from `loaded`'s; returns the removal. */
  watch(loaded: string | null | undefined, refetch: () => Promise<string | null | undefined>): () => void;
}

const ClaimPollContext = createContext<ClaimPollPanels | null>(null);
export const ClaimPollProvider = ClaimPollContext.Provider;

export interface ClaimPollPage {
  /** The version of the data shown now. */
  loaded: string | null | undefined;
  /** Refetches the page; answers the version it loaded. */
  refetch: () => Promise<string | null | undefined>;
  /** False while edits wait to be saved. */
  ready: () => boolean;
}

/** Runs the claim page's poll; its answer goes to ClaimPollProvider for the panel. */
export function useClaimPoll(claimId: string, page: ClaimPollPage): ClaimPollPanels {
  const environment = useRelayEnvironment();
  const pageRef = useRef(page);
  pageRef.current = page;
  // Made at the first render: the panel registers in its effects, which run before the page's;
  // and the same while the page lives, so the panel registers once.
  const [shared] = useState(() => ({ answer: null as Versions | null, panels: new Set<VersionedPoll>() }));
  const [panels] = useState<ClaimPollPanels>(() => ({
    watch(loaded, refetch) {
      const poll = versionedPoll(loaded, async () => shared.answer?.activityVersion, refetch);
      shared.panels.add(poll);
      return () => void shared.panels.delete(poll);
    },
  }));
  useEffect(() => {
    const ofPage = versionedPoll(
      pageRef.current.loaded,
      async () => shared.answer?.version,
      () => pageRef.current.refetch(),
    );
    let running = false;
    const tick = async () => {
      // With the panel closed and edits waiting, nothing would use the answer.
      if (running || (!shared.panels.size && !pageRef.current.ready())) return;
      running = true;
      try {
        const data = await fetchQuery<ClaimPollQuery>(environment, claimPollQuery, { id: claimId }, { networkCacheConfig: QUIET_POLL }).toPromise();
        shared.answer = data?.node ?? null;
        const polls = [...shared.panels];
        if (pageRef.current.ready()) polls.push(ofPage);
        await Promise.allSettled(polls.map((poll) => poll.tick()));
      } finally {
        running = false;
      }
    };
    return everyVisible(CLAIM_POLL_MS, tick);
  }, [environment, claimId, shared]);
  return panels;
}

/**
 * Refetches `query` (of the claim, by `id`, asking `activityVersion`) when the claim page's poll
 * sees its activityVersion change, while mounted and `enabled`; `loaded`: the version shown when
 * it starts.
 */
export function useClaimPanelPoll<Q extends OperationType & { variables: { id: string }; response: { readonly node?: { readonly activityVersion?: string } | null } }>(
  query: GraphQLTaggedNode,
  claimId: string,
  loaded: string | null | undefined,
  enabled = true,
) {
  const poll = useContext(ClaimPollContext);
  if (!poll) throw new Error('useClaimPanelPoll: the claim panel polls through its ClaimPollProvider.');
  const environment = useRelayEnvironment();
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  useEffect(() => {
    if (!enabled) return undefined;
    return poll.watch(loadedRef.current, async () => {
      const data = await fetchQuery<Q>(environment, query, { id: claimId }, { networkCacheConfig: QUIET_POLL }).toPromise();
      return data?.node?.activityVersion;
    });
  }, [poll, environment, query, claimId, enabled]);
}
