/**
 * The home's retention panel (issue 38): retention money the organisation holds and has not
 * deposited (or covered) by the end of its deposit period, with the count of separate exposures,
 * releases it owes whose date has passed, and quarterly statements it is late serving (s 18FD); a link
 * to the Retention page. Shown only when there is
 * one. Its own small query (`retentionDue`, a fixed number of SQL statements whatever the number of
 * ledgers); it never holds up the claims below it (its own Suspense, nothing shown while loading).
 */
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Landmark } from 'lucide-react';
import type { RetentionAlertsQuery } from '../__generated__/RetentionAlertsQuery.graphql';
import { formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { orgPath, useOrgSlug } from '../shell/org';
import { openRequestsLine } from '../retention/InspectionForm';
import { HomeAlertCard, HomeAlertSlot } from './HomeAlertCard';

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
  const lines = alertLines(data.retentionDue).map((line) => ({ ...line, to: orgPath(org, 'retention') }));
  return (
    <HomeAlertCard
      id="retention-alerts"
      title={RETENTION_ALERTS_TITLE}
      description="Retention money is held on trust: it must be kept in the trust account (CCA ss 18C–18D) and released when due."
      lines={lines}
      icon={Landmark}
      tone="danger"
      badge="Retention"
      lineTestId="retention-alert"
    />
  );
}

export function RetentionAlerts() {
  const org = useOrgSlug();
  return (
    <HomeAlertSlot>
      <Alerts org={org} />
    </HomeAlertSlot>
  );
}
