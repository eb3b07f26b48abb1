/**
 * /{org}/issues/{issue} — the issue page (spec 2 'Issue page'). Query `c`: a contract's global ID;
 * its variation opens, and the breadcrumb goes through that contract's Variations tab.
 *
 * Title, who raised it (the customer, or the supplier: issue 36) and when, the deadline for price estimates, the body, its files (each a
 * download for every recipient: the link works for the viewer's own account only), and the variations the
 * viewer reaches (a supplier sees its own contract's only), each saying who must act next. Keys outside text fields: j or ↓ the
 * next variation, k or ↑ the previous, Enter opens the selected one (or, when it is open, puts the
 * cursor in its comment box), Escape closes the open one, else goes back; 'c' comments on the open
 * (else selected) one. Opening scrolls the row into view after 100 ms. Polled every 5 s.
 *
 * The page's query reads each variation's row only; the open one's panel is its own query
 * (OpenVariation), so an issue of 50 variations does not load 50 panels of estimates and comments.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { CalendarClock, ChevronDown, ChevronRight, FileQuestion, Paperclip } from 'lucide-react';
import type { IssuePageOpenVariationQuery } from '../__generated__/IssuePageOpenVariationQuery.graphql';
import type { IssuePageQuery } from '../__generated__/IssuePageQuery.graphql';
import type { IssuePageVersionQuery } from '../__generated__/IssuePageVersionQuery.graphql';
import { attachedFiles } from '../uploads/Attachments';
import { FileList } from '../uploads/FileList';
import { dollars } from '../lib/format';
import { formatDate } from '../lib/dates';
import { isTypingTarget } from '../commands/keys';
import { useScreenAction } from '../commands/registry';
import { cn } from '../lib/cn';
import { usePoll } from '../lib/usePoll';
import { contractPath } from '../projects/paths';
import { orgPath, useOrgSlug } from '../shell/org';
import { Badge, type BadgeTone } from '../ui/Badge';
import { EmptyState } from '../ui/EmptyState';
import { Loader } from '../ui/Spinner';
import { NO_ESTIMATE, VariationPanel } from './VariationPanel';
import { awaitingLabel, awaitingTone } from './awaiting';
import { contractLabel } from './recipients';

export const ISSUE_NOT_FOUND = 'Issue not found';
export const LOADING_ISSUE = 'Loading issue...';
export const LOADING_VARIATION = 'Loading variation...';
export const ISSUE_POLL_MS = 5_000;
export const SCROLL_DELAY_MS = 100;

/** What the 5 s poll asks first: the page is refetched only when an estimate, an approval or
 * the comments changed (spec 2 §7 polls the issue's variations). */
const versionQuery = graphql`
  query IssuePageVersionQuery($id: ID!) {
    issue(id: $id) {
      variations {
        id
        updatedAt
        commentsCount
      }
    }
  }
`;

type VersionedIssue = {
  readonly variations: ReadonlyArray<{ readonly id: string; readonly updatedAt: string; readonly commentsCount: number }>;
} | null | undefined;

function issueVersion(issue: VersionedIssue): string | null {
  return issue ? issue.variations.map((v) => `${v.id}@${v.updatedAt}#${v.commentsCount}`).join(',') : null;
}

const query = graphql`
  query IssuePageQuery($id: ID!) {
    issue(id: $id) {
      id
      number
      title
      body
      dueAt
      createdAt
      createdBy {
        name
      }
      createdByOrganisation
      raisedBySupplier
      files {
        ...Attachments_file
      }
      variations {
        id
        contractId
        updatedAt
        commentsCount
        awaiting
        viewerMustAct
        viewerIsSupplier
        contract {
          slug
          siteName
          owner {
            slug
          }
          supplier {
            name
          }
        }
        estimate {
          total
          scheduleImpactDays
        }
        supplierApproval {
          state
        }
        customerApproval {
          state
        }
      }
    }
  }
`;

const openQuery = graphql`
  query IssuePageOpenVariationQuery($id: ID!) {
    node(id: $id) {
      ...VariationPanel_variation @alias(as: "variation")
    }
  }
`;

/** The open variation's panel. `version` is its row's (kept fresh by the page's poll): when it
 * changes, the panel is fetched again in the background. */
function OpenVariation({ id, version, issueId, commentFocusKey }: { id: string; version: string; issueId: string; commentFocusKey: number }) {
  const data = useLazyLoadQuery<IssuePageOpenVariationQuery>(openQuery, { id }, { fetchPolicy: 'store-and-network', fetchKey: version });
  const variation = data.node?.variation;
  return variation ? <VariationPanel variation={variation} issueId={issueId} commentFocusKey={commentFocusKey} /> : null;
}

const TONES: Record<string, BadgeTone> = { Pending: 'neutral', Approved: 'success', Rejected: 'danger' };

function ApprovalBadge({ side, state }: { side: string; state: string }) {
  return (
    <Badge tone={TONES[state] ?? 'neutral'} size="sm">
      {side}: {state}
    </Badge>
  );
}

function IssueScreen() {
  const org = useOrgSlug();
  const { issue: issueParam = '' } = useParams();
  const [search] = useSearchParams();
  const c = search.get('c');
  const navigate = useNavigate();
  const variables = useMemo(() => ({ id: issueParam }), [issueParam]);
  const data = useLazyLoadQuery<IssuePageQuery>(query, variables, { fetchPolicy: 'store-and-network' });
  usePoll<IssuePageQuery, IssuePageVersionQuery>(query, variables, ISSUE_POLL_MS, undefined, {
    query: versionQuery,
    variables,
    read: (d) => issueVersion(d.issue),
    loadedOf: (d) => issueVersion(d.issue),
    loaded: issueVersion(data.issue),
  });
  const issue = data.issue;
  const variations = issue?.variations ?? [];
  const initial = Math.max(0, variations.findIndex((v) => v.contractId === c));
  const [selected, setSelected] = useState(initial);
  const [open, setOpen] = useState<string | null>(() => {
    if (c && variations.some((v) => v.contractId === c)) return c;
    return variations.length === 1 ? variations[0].contractId : null;
  });
  const [focusKey, setFocusKey] = useState(0);
  const rows = useRef<Map<string, HTMLLIElement>>(new Map());
  const known = variations.find((v) => v.contractId === c);
  const back = known ? contractPath(org, known.contract.owner.slug, known.contract.slug, 'variations') : orgPath(org);

  const openRow = useCallback((contractId: string) => {
    setOpen(contractId);
    setTimeout(() => rows.current.get(contractId)?.scrollIntoView?.({ block: 'nearest' }), SCROLL_DELAY_MS);
  }, []);
  useEffect(() => {
    if (open) setTimeout(() => rows.current.get(open)?.scrollIntoView?.({ block: 'nearest' }), SCROLL_DELAY_MS);
    // Only on arrival: later openings scroll through openRow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useScreenAction('escape', () => {
    if (open) setOpen(null);
    else navigate(back);
  });
  useScreenAction(
    'create',
    variations.length
      ? () => {
          const target = open ?? variations[Math.min(selected, variations.length - 1)].contractId;
          if (open !== target) openRow(target);
          setFocusKey((k) => k + 1);
        }
      : null,
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target) || !variations.length) return;
      const key = event.key;
      if (key === 'j' || key === 'ArrowDown') {
        event.preventDefault();
        setSelected((i) => Math.min(i + 1, variations.length - 1));
      } else if (key === 'k' || key === 'ArrowUp') {
        event.preventDefault();
        setSelected((i) => Math.max(i - 1, 0));
      } else if (key === 'Enter') {
        const target = event.target as HTMLElement | null;
        if (target?.closest?.('button, a, select')) return;
        event.preventDefault();
        const row = variations[Math.min(selected, variations.length - 1)];
        if (open === row.contractId) setFocusKey((k) => k + 1);
        else openRow(row.contractId);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [variations, selected, open, openRow]);

  useEffect(() => {
    const row = variations[selected];
    if (row) rows.current.get(row.contractId)?.scrollIntoView?.({ block: 'nearest' });
  }, [selected, variations]);

  if (!issue) {
    return (
      <>
        <title>{`${ISSUE_NOT_FOUND} · Claimdesk`}</title>
        <EmptyState bordered icon={<FileQuestion />} title={ISSUE_NOT_FOUND} description="It may not exist, or you may not have access to it." />
      </>
    );
  }

  return (
    <>
      <title>{`${issue.title} · Claimdesk`}</title>
      <nav aria-label="Breadcrumb" className="mb-2 flex flex-wrap items-center gap-1.5 text-[13px] text-fg-subtle" data-testid="issue-breadcrumb">
        <Link to={orgPath(org)} className="hover:text-fg">
          Home
        </Link>
        {known ? (
          <>
            <span aria-hidden>/</span>
            <Link to={back} className="hover:text-fg">
              {known.contract.siteName} · Variations
            </Link>
          </>
        ) : null}
        <span aria-hidden>/</span>
        <span className="text-fg-muted">{issue.title}</span>
      </nav>
      <header className="flex flex-col gap-2 pb-5">
        <h1 className="text-2xl font-semibold tracking-tight text-fg" data-testid="issue-title">
          {issue.title}
        </h1>
        <p className="text-sm text-fg-muted">
          {`${issue.raisedBySupplier ? 'Requested by the supplier, ' : 'Raised by '}${issue.createdBy.name} (${issue.createdByOrganisation}) on ${formatDate(issue.createdAt)}`}
        </p>
        {issue.dueAt ? (
          <p className="inline-flex items-center gap-1.5 text-sm text-fg-muted" data-testid="issue-due">
            <CalendarClock aria-hidden className="size-4" /> Deadline for price estimates: {formatDate(issue.dueAt)}
          </p>
        ) : null}
      </header>
      {issue.body ? (
        <div className="mb-6 whitespace-pre-wrap rounded-xl border border-border bg-surface p-4 text-sm text-fg shadow-xs" data-testid="issue-body">
          {issue.body}
        </div>
      ) : null}
      {issue.files.length ? (
        <section aria-labelledby="issue-files-title" className="mb-6" data-testid="issue-files">
          <h2 id="issue-files-title" className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-fg">
            <Paperclip aria-hidden className="size-3.5 text-fg-subtle" />
            Files
          </h2>
          <FileList files={attachedFiles(issue.files)} />
        </section>
      ) : null}
      <h2 className="mb-2 text-sm font-semibold text-fg">Variations</h2>
      {variations.length ? (
        <ul aria-label="Variations" className="overflow-hidden rounded-xl border border-border bg-surface shadow-xs">
          {variations.map((v, index) => {
            const isOpen = open === v.contractId;
            const label = contractLabel({ siteName: v.contract.siteName, supplierName: v.contract.supplier?.name ?? '' });
            return (
              <li
                key={v.id}
                ref={(el) => {
                  if (el) rows.current.set(v.contractId, el);
                  else rows.current.delete(v.contractId);
                }}
                aria-current={index === selected ? 'true' : undefined}
                data-selected={index === selected ? 'true' : 'false'}
                data-testid="variation-row"
                className={cn('border-b border-border last:border-b-0', index === selected && 'bg-hover/60')}
              >
                <button
                  type="button"
                  aria-expanded={isOpen}
                  className={cn(
                    'flex min-h-12 w-full items-center gap-3 px-4 py-2 text-left text-sm',
                    index === selected && 'shadow-[inset_3px_0_0_var(--primary)]',
                  )}
                  onClick={() => {
                    setSelected(index);
                    if (isOpen) setOpen(null);
                    else openRow(v.contractId);
                  }}
                >
                  {isOpen ? <ChevronDown aria-hidden className="size-4 text-fg-subtle" /> : <ChevronRight aria-hidden className="size-4 text-fg-subtle" />}
                  <span className="min-w-0 flex-1 truncate font-medium text-fg">{label}</span>
                  <span className="tabular-nums text-fg" data-testid="variation-row-total">
                    {v.estimate ? dollars(v.estimate.total) : <span className="text-fg-muted">{NO_ESTIMATE}</span>}
                  </span>
                  {v.estimate?.scheduleImpactDays != null ? (
                    <span className="text-fg-muted">{v.estimate.scheduleImpactDays} days</span>
                  ) : null}
                  <Badge size="sm" tone={awaitingTone(v.viewerMustAct, v.awaiting)} data-testid="variation-awaiting">
                    {awaitingLabel(v.awaiting, v.viewerIsSupplier)}
                  </Badge>
                  <ApprovalBadge side="Supplier" state={v.supplierApproval.state} />
                  <ApprovalBadge side="Customer" state={v.customerApproval.state} />
                </button>
                {isOpen ? (
                  <Suspense fallback={<Loader message={LOADING_VARIATION} className="border-t border-border py-6" />}>
                    <OpenVariation id={v.id} version={`${v.updatedAt}#${v.commentsCount}`} issueId={issue.id} commentFocusKey={focusKey} />
                  </Suspense>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState bordered compact title="No variations" description="None of this issue's contracts are yours to see." />
      )}
    </>
  );
}

export function IssuePage() {
  return (
    <Suspense fallback={<Loader message={LOADING_ISSUE} />}>
      <IssueScreen />
    </Suspense>
  );
}

export { IssuePage as Component };
