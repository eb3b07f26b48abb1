/**
 * The Latest Activity sidebar of the claim screen (spec 2 'Claim document screen'): the last 20
 * activities of the organisation, polled every 30 s; 'No activity yet.' when there are none, and
 * 'See all activity' (the Activity log) when there are more.
 */
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { LatestActivityQuery } from '../__generated__/LatestActivityQuery.graphql';
import type { LatestActivityVersionQuery } from '../__generated__/LatestActivityVersionQuery.graphql';
import { orgPath } from '../shell/org';
import { Spinner } from '../ui/Spinner';
import { ActivityEntries, NO_ACTIVITY } from './ActivityEntries';
import { usePoll } from '../lib/usePoll';

export const SIDEBAR_SIZE = 20;
export const SIDEBAR_POLL_MS = 30_000;
export const SEE_ALL = 'See all activity';

const query = graphql`
  query LatestActivityQuery($last: Int!) {
    activityVersion
    activity(last: $last) {
      hasOlder
      entries {
        ...ActivityEntries_entry
      }
    }
  }
`;

const versionQuery = graphql`
  query LatestActivityVersionQuery {
    activityVersion
  }
`;

const variables = { last: SIDEBAR_SIZE };

function Entries({ org }: { org: string }) {
  const data = useLazyLoadQuery<LatestActivityQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  usePoll<LatestActivityQuery, LatestActivityVersionQuery>(query, variables, SIDEBAR_POLL_MS, undefined, {
    query: versionQuery,
    variables: {},
    read: (d) => d.activityVersion,
    loadedOf: (d) => d.activityVersion,
    loaded: data.activityVersion,
  });
  const { entries, hasOlder } = data.activity;
  if (!entries.length) return <p className="py-3 text-sm text-fg-muted">{NO_ACTIVITY}</p>;
  return (
    <>
      <ActivityEntries entries={entries} org={org} where="org" />
      {hasOlder ? (
        <Link
          to={orgPath(org, 'activity')}
          className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
        >
          {SEE_ALL}
          <ArrowRight aria-hidden className="size-3.5" />
        </Link>
      ) : null}
    </>
  );
}

export function LatestActivity({ org, className }: { org: string; className?: string }) {
  return (
    <section aria-labelledby="latest-activity" className={className} data-testid="latest-activity">
      <h2 id="latest-activity" className="text-xs font-semibold uppercase tracking-wide text-fg-subtle">
        Latest Activity
      </h2>
      <Suspense
        fallback={
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        }
      >
        <Entries org={org} />
      </Suspense>
    </section>
  );
}
