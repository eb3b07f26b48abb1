/**
 * The rows of a claim list: a heading per group with its count, then its claims, virtualised
 * (40 px rows, 12 of overscan), the next page read from the server as the end comes into view.
 * Rows can be selected (checkbox, shift-click for a range, space on the focused box); the
 * selection's actions show in a bar and in the command palette.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Inbox as InboxIcon, Send } from 'lucide-react';
import type { ClaimListRows_query$data, ClaimListRows_query$key } from '../__generated__/ClaimListRows_query.graphql';
import type { ClaimListRowsPaginationQuery } from '../__generated__/ClaimListRowsPaginationQuery.graphql';
import { PaymentDialog } from '../claims/payments/PaymentDialog';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';
import { VirtualList } from '../ui/VirtualList';
import { ClaimListHeader, ClaimRow } from './ClaimRow';
import { GROUP_TITLES, withHeadings, type ListItem } from './groups';
import { EMPTY_SELECTION, keepListed, toggleRow, type Selection } from './selection';
import { SelectionBar } from './SelectionBar';
import { readSelectedClaim, useClaimActions, useSelectedClaimCommands, type SelectedClaim } from './useClaimActions';

export const PAGE_SIZE = 50;

type Row = NonNullable<ClaimListRows_query$data['claimList']>['claims']['edges'][number]['node'];

const fragment = graphql`
  fragment ClaimListRows_query on Query
  @refetchable(queryName: "ClaimListRowsPaginationQuery")
  @argumentDefinitions(
    box: { type: "ClaimBox!" }
    search: { type: "String" }
    group: { type: "ClaimGroup" }
    first: { type: "Int", defaultValue: 50 }
    after: { type: "String" }
  ) {
    claimList(box: $box, search: $search) {
      counts {
        group
        count
      }
      claims(group: $group, first: $first, after: $after) @connection(key: "ClaimListRows_claims") {
        edges {
          node {
            group
            claim {
              id
            }
            ...ClaimRow_row
            ...useClaimActions_row
          }
        }
      }
    }
  }
`;

export function ClaimListRows({
  org,
  box,
  query,
  searching,
  onMoreLoaded,
}: {
  org: string;
  box: 'Inbox' | 'Sent';
  query: ClaimListRows_query$key;
  searching: boolean;
  /** Told when pages beyond the first are shown (the poll then leaves the list alone). */
  onMoreLoaded: (more: boolean) => void;
}) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<ClaimListRowsPaginationQuery, ClaimListRows_query$key>(
    fragment,
    query,
  );
  const list = data.claimList;
  const rows = useMemo(() => (list?.claims.edges ?? []).map((e) => e.node), [list]);
  const counts = list?.counts ?? [];
  const items = useMemo(() => withHeadings(rows, counts), [rows, counts]);
  const order = useMemo(() => rows.map((r) => r.claim.id), [rows]);
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  useEffect(() => setSelection((s) => keepListed(s, order)), [order]);
  useEffect(() => onMoreLoaded(rows.length > PAGE_SIZE), [rows.length, onMoreLoaded]);
  const selected = useMemo(() => rows.filter((r) => selection.ids.has(r.claim.id)).map(readSelectedClaim), [rows, selection]);
  // 'Record payment…' on one selected claim: the dialog keeps its row while it closes.
  const [paymentRow, setPaymentRow] = useState<SelectedClaim | null>(null);
  const [paymentOpen, setPaymentOpen] = useState(false);
  const recordPayment = useCallback((row: SelectedClaim) => {
    setPaymentRow(row);
    setPaymentOpen(true);
  }, []);
  // A claim moved back to draft or deleted changes group: the list is read again at once.
  const reload = useCallback(() => refetch({}, { fetchPolicy: 'network-only' }), [refetch]);
  const commands = useClaimActions(selected, recordPayment, reload);
  useSelectedClaimCommands(selected, commands);

  if (!rows.length) {
    return (
      <EmptyState
        bordered
        icon={box === 'Inbox' ? <InboxIcon /> : <Send />}
        title={searching ? 'No claims match' : box === 'Inbox' ? 'No claims received yet' : 'No claims sent yet'}
        description={
          searching
            ? 'Try another project, company or claim number.'
            : box === 'Inbox'
              ? 'Payment claims your suppliers send you show here.'
              : 'Claims you start on your projects show here, drafts first.'
        }
      />
    );
  }
  const shown: Array<ListItem<Row> | { kind: 'more' }> = hasNext ? [...items, { kind: 'more' }] : items;
  const renderItem = (item: ListItem<Row> | { kind: 'more' }) => {
    if (item.kind === 'more') return <LoadMore onShown={() => !isLoadingNext && loadNext(PAGE_SIZE)} />;
    if (item.kind === 'group') {
      return (
        <div
          className="flex h-10 items-end gap-2 border-b border-border bg-muted/60 px-3 pb-1.5 text-xs font-semibold uppercase tracking-wide text-fg-muted"
          data-testid="claim-group"
          data-group={item.group}
        >
          <span>{GROUP_TITLES[item.group] ?? item.group}</span>
          <span className="rounded-full bg-surface px-1.5 font-medium tabular-nums text-fg-subtle" data-testid="claim-group-count">
            {item.count}
          </span>
        </div>
      );
    }
    const id = item.row.claim.id;
    return (
      <ClaimRow
        org={org}
        row={item.row}
        selected={selection.ids.has(id)}
        onToggle={(shift) => setSelection((s) => toggleRow(s, order, id, shift))}
      />
    );
  };
  return (
    <>
      {selected.length ? (
        <SelectionBar count={selected.length} commands={commands} onClear={() => setSelection(EMPTY_SELECTION)} />
      ) : null}
      <div className="overflow-hidden rounded-xl border border-border bg-surface shadow-xs">
        <ClaimListHeader />
        <VirtualList
          aria-label={box === 'Inbox' ? 'Claims received' : 'Claims sent'}
          items={shown}
          getKey={(item) => (item.kind === 'row' ? item.row.claim.id : item.kind === 'group' ? `group-${item.group}` : `more-${rows.length}`)}
          className="max-h-[calc(100vh-17rem)] min-h-10"
          renderItem={renderItem}
        />
      </div>
      {paymentRow ? <PaymentDialog claim={paymentRow.claim} open={paymentOpen} onOpenChange={setPaymentOpen} /> : null}
    </>
  );
}

/** The last item while more pages wait on the server: shown (scrolled near), it asks for the next. */
function LoadMore({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    onShown();
    // Once per time it comes into view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="flex h-10 items-center justify-center">
      <Spinner label="Loading more claims" />
    </div>
  );
}
