/**
 * The organisation home's Inbox (/{org}, /{org}/inbox: claims the organisation receives) and Sent
 * (/{org}/outbox: claims it sends) tabs (spec 2 §2). The server pages, searches and filters the
 * list; it is polled every 30 s through its version, the first page refetched only when that
 * changed (once more pages are shown, the poll waits for a new search or filter rather than cut
 * them off). An empty home shows the getting-started checklist (GettingStarted), and the home's
 * own address opens on Sent for a supplier whose claims are all there (the server decides:
 * Organisation.gettingStarted.home); /{org}/inbox is always the Inbox.
 */
import { Suspense, useCallback, useDeferredValue, useRef, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Navigate } from 'react-router';
import { Search } from 'lucide-react';
import type { ClaimListPageQuery, ClaimListPageQuery$variables } from '../__generated__/ClaimListPageQuery.graphql';
import type { ClaimListPageVersionQuery } from '../__generated__/ClaimListPageVersionQuery.graphql';
import { useScreenAction } from '../commands/registry';
import { usePoll } from '../lib/usePoll';
import { HomeTabs } from '../projects/HomeTabs';
import { LOADING_CONTRACTS } from '../projects/texts';
import { orgPath, useOrgSlug } from '../shell/org';
import { Input, NativeSelect } from '../ui/Input';
import { PageHeader } from '../ui/PageHeader';
import { Loader } from '../ui/Spinner';
import { ClaimListRows, PAGE_SIZE } from './ClaimListRows';
import { GettingStarted } from './GettingStarted';
import { GROUP_TITLES } from './groups';
import { NewClaimMenu } from './NewClaimMenu';

export const POLL_MS = 30_000;
const ALL = 'All';

const query = graphql`
  query ClaimListPageQuery($box: ClaimBox!, $search: String, $group: ClaimGroup, $first: Int!) {
    claimList(box: $box, search: $search) {
      version
      counts {
        group
        count
      }
      newClaimContracts {
        contractId
        ownerSlug
        contractSlug
        siteName
      }
      newClaimDisabledReason
    }
    org {
      gettingStarted {
        home
      }
      ...GettingStarted_org
    }
    ...ClaimListRows_query @arguments(box: $box, search: $search, group: $group, first: $first)
  }
`;

const versionQuery = graphql`
  query ClaimListPageVersionQuery($box: ClaimBox!, $search: String) {
    claimList(box: $box, search: $search) {
      version
    }
  }
`;

type Box = 'Inbox' | 'Sent';
type Variables = ClaimListPageQuery$variables;

function List({ org, box, variables, landing }: { org: string; box: Box; variables: Variables; landing: boolean }) {
  const data = useLazyLoadQuery<ClaimListPageQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  const contracts = data.claimList?.newClaimContracts ?? [];
  // 'c' starts a new claim on Inbox and Sent alike: the New claim menu opens on its projects.
  const [menuOpen, setMenuOpen] = useState(false);
  useScreenAction('create', contracts.length ? () => setMenuOpen(true) : null);
  const more = useRef(false);
  const onMore = useCallback((m: boolean) => {
    more.current = m;
  }, []);
  usePoll<ClaimListPageQuery, ClaimListPageVersionQuery>(query, variables, POLL_MS, () => !more.current, {
    query: versionQuery,
    variables: { box: variables.box, search: variables.search },
    read: (d) => d.claimList?.version,
    loadedOf: (d) => d.claimList?.version,
    loaded: data.claimList?.version,
  });
  // The home's own address (/{org}) opens on Sent for a supplier whose claims are all there.
  if (landing && data.org?.gettingStarted?.home === 'Sent') return <Navigate to={orgPath(org, 'outbox')} replace />;
  const listEmpty = !variables.search && !variables.group && (data.claimList?.counts ?? []).every((c) => c.count === 0);
  return (
    <>
      <GettingStarted org={org} orgRef={data.org ?? null} listEmpty={listEmpty} />
      <div className="mb-3 flex justify-end">
        <NewClaimMenu
          org={org}
          contracts={contracts}
          disabledReason={data.claimList?.newClaimDisabledReason ?? null}
          open={menuOpen}
          onOpenChange={setMenuOpen}
        />
      </div>
      <ClaimListRows org={org} box={box} query={data} searching={Boolean(variables.search)} onMoreLoaded={onMore} />
    </>
  );
}

/** `children` show between the header and the claims (the Inbox's variations awaiting an estimate);
 * `landing`: shown at the home's own address (/{org}), which the server may turn to Sent. */
export function ClaimListPage({ box, children, landing = false }: { box: Box; children?: ReactNode; landing?: boolean }) {
  const org = useOrgSlug();
  const [search, setSearch] = useState('');
  const [group, setGroup] = useState(ALL);
  const deferred = useDeferredValue(search.trim());
  const variables: Variables = {
    box,
    search: deferred || null,
    group: group === ALL ? null : (group as Variables['group']),
    first: PAGE_SIZE,
  };
  const groups = box === 'Inbox' ? ['NoScheduleYet', 'ScheduledNotPaid', 'Paid'] : Object.keys(GROUP_TITLES);
  const title = box === 'Inbox' ? 'Inbox' : 'Sent';
  return (
    <>
      <title>{`${title} · Claimdesk`}</title>
      <HomeTabs org={org} />
      <PageHeader
        title={title}
        description={box === 'Inbox' ? 'Payment claims your organisation receives.' : 'Payment claims your organisation sends.'}
      />
      {children}
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Input
          type="search"
          className="min-w-0 flex-1 basis-56"
          leading={<Search />}
          placeholder="Search project, company or claim number"
          aria-label="Search claims"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          data-testid="claim-search"
        />
        <NativeSelect
          aria-label="Group"
          className="w-48"
          value={group}
          onChange={(e) => setGroup(e.target.value)}
          options={[{ value: ALL, label: 'All groups' }, ...groups.map((g) => ({ value: g, label: GROUP_TITLES[g]! }))]}
          data-testid="claim-group-filter"
        />
      </div>
      <Suspense fallback={<Loader message={LOADING_CONTRACTS} />}>
        <List org={org} box={box} variables={variables} landing={landing} />
      </Suspense>
    </>
  );
}
