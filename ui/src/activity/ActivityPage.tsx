/**
 * /{org}/activity — the Activity log (spec 1 'Activity log'): the organisation's activity on
 * its projects, 25 to a page, newest first, each entry with its person, what happened, when,
 * the contract and the claim. The search box is ?q=; Newer and Older page with ?after= / ?before=.
 */
import { Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight, History, Search } from 'lucide-react';
import type { ActivityPageQuery } from '../__generated__/ActivityPageQuery.graphql';
import { useOrgSlug } from '../shell/org';
import { cn } from '../lib/cn';
import { Button, LinkButton } from '../ui/Button';
import { Card } from '../ui/Card';
import { EmptyState } from '../ui/EmptyState';
import { Input } from '../ui/Input';
import { PageHeader } from '../ui/PageHeader';
import { Loader, Spinner } from '../ui/Spinner';
import { ActivityEntries, NO_ACTIVITY } from './ActivityEntries';
import { activityHref, activityParams, type ActivityParams } from './params';

export const LOADING_ACTIVITY = 'Loading activity...';
export const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

const query = graphql`
  query ActivityPageQuery($before: String, $after: String, $last: Int!, $q: String) {
    activity(before: $before, after: $after, last: $last, q: $q) {
      hasOlder
      hasNewer
      olderCursor
      newerCursor
      entries {
        ...ActivityEntries_entry
      }
    }
  }
`;

function SearchBox({ org, q }: { org: string; q: string | null }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q ?? '');
  useEffect(() => setText(q ?? ''), [q]);
  useEffect(() => {
    if (text.trim() === (q ?? '')) return;
    // A new search starts again from the newest entries.
    const timer = setTimeout(() => navigate(activityHref(org, { q: text }), { replace: true }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, q, org, navigate]);
  return (
    <Input
      type="search"
      aria-label="Search activity"
      placeholder="Search by person, activity, project or claim number"
      leading={<Search />}
      value={text}
      onChange={(event) => setText(event.target.value)}
      className="w-full sm:max-w-md"
    />
  );
}

function Results({ org, params }: { org: string; params: ActivityParams }) {
  const variables = useMemo(() => ({ ...params, last: PAGE_SIZE }), [params]);
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<ActivityPageQuery>(query, shown, { fetchPolicy: 'store-and-network' });
  const { entries, hasNewer, hasOlder, newerCursor, olderCursor } = data.activity;
  const loading = shown !== variables;

  if (!entries.length && !loading) {
    return (
      <EmptyState
        bordered
        icon={<History />}
        title={params.q ? `No activity matches “${params.q}”.` : NO_ACTIVITY}
        description={
          params.q ? 'Try a person’s name, an activity such as “sent”, a site name or a claim number.' : 'Claims created, sent and viewed on your projects show here.'
        }
      />
    );
  }
  const pager = (label: string, icon: 'newer' | 'older', cursor: string | null | undefined, enabled: boolean) => {
    const props = {
      variant: 'secondary' as const,
      size: 'sm' as const,
      icon: icon === 'newer' ? <ChevronLeft /> : undefined,
      iconAfter: icon === 'older' ? <ChevronRight /> : undefined,
    };
    return enabled && cursor ? (
      <LinkButton {...props} to={activityHref(org, { q: params.q, [icon === 'newer' ? 'after' : 'before']: cursor })}>
        {label}
      </LinkButton>
    ) : (
      <Button {...props} disabled>
        {label}
      </Button>
    );
  };
  return (
    <Card className={cn('transition-opacity', loading && 'opacity-60')} aria-busy={loading}>
      <ActivityEntries entries={entries} org={org} where="org" className="divide-y divide-border px-4 sm:px-5" />
      <nav aria-label="Pages" className="flex items-center justify-between gap-2 border-t border-border px-4 py-3 sm:px-5">
        {pager('Newer', 'newer', newerCursor, hasNewer)}
        {loading ? <Spinner /> : null}
        {pager('Older', 'older', olderCursor, hasOlder)}
      </nav>
    </Card>
  );
}

export function ActivityPage() {
  const org = useOrgSlug();
  const [search] = useSearchParams();
  const key = search.toString();
  const params = useMemo(() => activityParams(new URLSearchParams(key)), [key]);
  return (
    <>
      <title>Activity log · Claimdesk</title>
      <PageHeader title="Activity log" description="What happened on your projects and claims, newest first." />
      <div className="mb-4">
        <SearchBox org={org} q={params.q} />
      </div>
      <Suspense fallback={<Loader message={LOADING_ACTIVITY} />}>
        <Results org={org} params={params} />
      </Suspense>
    </>
  );
}

export { ActivityPage as Component };
