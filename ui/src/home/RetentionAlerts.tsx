/**
 * The home's retention panel (issue 38): retention money the organisation holds and has not
 * deposited (or covered) by the end of its deposit period, with the count of separate exposures,
 * releases it owes whose date has passed, and quarterly statements it is late serving (s 18FD); a link
 * to the Retention page. Shown only when there is
 * one. Its own small query (`retentionDue`, a fixed number of SQL statements whatever the number of
 * ledgers); it never holds up the claims below it (its own Suspense, nothing shown while loading).
 */
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from 'react-router';
import { ChevronRight, Landmark } from 'lucide-react';
import type { RetentionAlertsQuery } from '../__generated__/RetentionAlertsQuery.graphql';
import { formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { orgPath, useOrgSlug } from '../shell/org';
import { Badge } from '../ui/Badge';
import { Card, CardHeader } from '../ui/Card';
import { openRequestsLine } from '../retention/InspectionForm';

export const RETENTION_ALERTS_TITLE = 'Retention money needs attention';

const query = graphql`
  query RetentionAlertsQuery {
    retentionDue {
      depositSummary
      lateReleases {
        count
        total
      }
      statementsOverdue {
        overdueSince
      }
      inspectionRequestsOpen {
        requestedOn
      }
    }
  }
`;

export interface AlertLine {
  key: string;
  text: string;
}

/**
 * The panel's lines, in this order: deposits outstanding, releases past due, quarterly statements
 * overdue (s 18FD) and requests to inspect the records still to answer (s 18FC). None: the panel is
 * not shown.
 */
export function alertLines(due: RetentionAlertsQuery['response']['retentionDue']): AlertLine[] {
  if (!due) return [];
  const out: AlertLine[] = [];
  // The server's sentence, as the Retention page's 'Deposits outstanding' shows it.
  if (due.depositSummary) out.push({ key: 'deposits', text: due.depositSummary });
  // Counted and summed by the server (retentionDue.lateReleases): never added up here.
  const late = due.lateReleases;
  if (late.count > 0) {
    out.push({
      key: 'releases',
      text: `${late.count} release${late.count === 1 ? '' : 's'} past due: ${dollars(Number(late.total))}`,
    });
  }
  // The server lists them the longest late first.
  const statements = due.statementsOverdue;
  if (statements.length > 0) {
    out.push({
      key: 'statements',
      text:
        `${statements.length} quarterly statement${statements.length === 1 ? '' : 's'} overdue (CCA s 18FD), ` +
        `the first since ${formatDate(statements[0].overdueSince)}`,
    });
  }
  // The subcontractors' requests to inspect the records, to answer (s 18FC), the oldest first.
  const inspections = openRequestsLine(due.inspectionRequestsOpen);
  if (inspections) out.push({ key: 'inspections', text: inspections });
  return out;
}

function Alerts({ org }: { org: string }) {
  const data = useLazyLoadQuery<RetentionAlertsQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const lines = alertLines(data.retentionDue);
  if (lines.length === 0) return null;
  return (
    <Card className="mb-6" aria-labelledby="retention-alerts-title" data-testid="retention-alerts">
      <CardHeader
        title={<span id="retention-alerts-title">{RETENTION_ALERTS_TITLE}</span>}
        description="Retention money is held on trust: it must be kept in the trust account (CCA ss 18C–18D) and released when due."
      />
      <ul className="mt-3 border-t border-border">
        {lines.map((line) => (
          <li key={line.key} className="border-b border-border last:border-b-0" data-testid="retention-alert">
            <Link
              to={orgPath(org, 'retention')}
              className="focus-ring flex min-h-12 items-center gap-3 px-6 py-2.5 text-sm hover:bg-hover/60"
            >
              <Landmark aria-hidden className="size-4 shrink-0 text-danger" />
              <span className="min-w-0 flex-1 font-medium text-fg">{line.text}</span>
              <Badge tone="danger">Retention</Badge>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-fg-subtle" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function RetentionAlerts() {
  const org = useOrgSlug();
  return (
    <Suspense fallback={null}>
      <Alerts org={org} />
    </Suspense>
  );
}
