/**
 * The Inbox's 'Awaiting your estimate' list (issue 16, beyond the spec): variations on the
 * organisation's supplier contracts with no estimate yet, soonest deadline first, each with its
 * deadline ('Overdue' once the day has passed) and a link to the variation. Shown only when there
 * is one. Every 30 s the Inbox asks the list's version and refetches the list only when it changed.
 */
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { CalendarClock, ChevronRight } from 'lucide-react';
import type { EstimateRequestsQuery } from '../__generated__/EstimateRequestsQuery.graphql';
import type { EstimateRequestsVersionQuery } from '../__generated__/EstimateRequestsVersionQuery.graphql';
import { formatDate } from '../lib/dates';
import { usePoll } from '../lib/usePoll';
import { orgPath } from '../shell/org';
import { Badge } from '../ui/Badge';
import { Card, CardHeader } from '../ui/Card';

export const AWAITING_TITLE = 'Awaiting your estimate';
export const OVERDUE = 'Overdue';
const POLL_MS = 30_000;

const query = graphql`
  query EstimateRequestsQuery {
    estimateRequestsVersion
    estimateRequests {
      dueAt
      workingDaysLeft
      isOverdue
      issue {
        number
        title
        createdByOrganisation
      }
      variation {
        id
        contractId
        contract {
          siteName
        }
      }
    }
  }
`;

const versionQuery = graphql`
  query EstimateRequestsVersionQuery {
    estimateRequestsVersion
  }
`;

/** 'Due today', 'Due in 1 working day', 'Due in 4 working days' (null past the deadline or unknown). */
export function daysLeftLabel(left: number | null | undefined): string | null {
  if (left == null || left < 0) return null;
  if (left === 0) return 'Due today';
  return `Due in ${left} working day${left === 1 ? '' : 's'}`;
}

export function EstimateRequestRows({ org, requests }: { org: string; requests: EstimateRequestsQuery['response']['estimateRequests'] }) {
  if (!requests.length) return null;
  return (
    <Card className="mb-6" aria-labelledby="estimate-requests-title" data-testid="estimate-requests">
      <CardHeader
        title={<span id="estimate-requests-title">{AWAITING_TITLE}</span>}
        description="Variations your customers asked you to price, soonest deadline first."
      />
      <ul className="mt-3 border-t border-border">
        {requests.map((r) => {
          const left = daysLeftLabel(r.workingDaysLeft);
          return (
            <li key={r.variation.id} className="border-b border-border last:border-b-0" data-testid="estimate-request">
              <Link
                to={`${orgPath(org, 'issues', r.issue.number)}?c=${encodeURIComponent(r.variation.contractId)}`}
                className="focus-ring flex min-h-12 items-center gap-3 px-6 py-2.5 text-sm hover:bg-hover/60"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium text-fg">{r.issue.title}</span>
                  <span className="truncate text-[13px] text-fg-muted">
                    {r.variation.contract.siteName} · from {r.issue.createdByOrganisation}
                  </span>
                </span>
                {r.dueAt ? (
                  <span className="flex shrink-0 flex-col items-end gap-0.5 text-right" data-testid="estimate-request-due">
                    <span className="inline-flex items-center gap-1.5 text-fg">
                      <CalendarClock aria-hidden className="size-3.5 text-fg-subtle" />
                      {formatDate(r.dueAt)}
                    </span>
                    {r.isOverdue ? (
                      <Badge tone="danger" size="sm" dot>
                        {OVERDUE}
                      </Badge>
                    ) : left ? (
                      <span className="text-xs text-fg-subtle">{left}</span>
                    ) : null}
                  </span>
                ) : null}
                <ChevronRight aria-hidden className="size-4 shrink-0 text-fg-subtle" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function Requests({ org }: { org: string }) {
  const data = useLazyLoadQuery<EstimateRequestsQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  usePoll<EstimateRequestsQuery, EstimateRequestsVersionQuery>(query, {}, POLL_MS, undefined, {
    query: versionQuery,
    variables: {},
    read: (d) => d.estimateRequestsVersion,
    loadedOf: (d) => d.estimateRequestsVersion,
    loaded: data.estimateRequestsVersion,
  });
  return <EstimateRequestRows org={org} requests={data.estimateRequests} />;
}

/** Nothing while loading: the Inbox's claims show their own loader. */
export function EstimateRequests({ org }: { org: string }) {
  return (
    <Suspense fallback={null}>
      <Requests org={org} />
    </Suspense>
  );
}
