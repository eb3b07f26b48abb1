/** The retention reports' words and the next statement's status (issue 38; CCA s 18FD). Pure. */
import { formatDate } from '../lib/dates';
import type { BadgeTone } from '../ui/Badge';

export const REPORTS_TITLE = 'Retention reports';
export const REPORTS_DESCRIPTION =
  'The holder reports to each subcontractor at least every three months and after every deposit, release, use or correction (CCA s 18FD). Each report is emailed once to each recipient, with the SHA-256 of the PDF that went recorded.';
export const REPORTS_WE_HOLD = 'Reports we serve';
export const REPORTS_HELD_FROM_US = 'Reports served on us';
export const NO_REPORTS = 'No report has been served yet.';
export const SERVE_STATEMENT = 'Serve quarterly statement';
export const STATEMENT_SERVED = 'Quarterly statement served';

export interface StatementFacts {
  weHold: boolean;
  statementDueBy: string | null | undefined;
  statementOverdueSince: string | null | undefined;
  lastStatementOn: string | null | undefined;
}

/** What the ledger's badge says: the holder's next statement (overdue, or due by), the subcontractor's last. */
export function statementStatus(l: StatementFacts): { tone: BadgeTone; text: string } | null {
  if (l.weHold) {
    if (l.statementOverdueSince) return { tone: 'danger', text: `Overdue since ${formatDate(l.statementOverdueSince)}` };
    if (l.statementDueBy) return { tone: 'neutral', text: `Next statement due by ${formatDate(l.statementDueBy)}` };
    return null;
  }
  return l.lastStatementOn
    ? { tone: 'neutral', text: `Last statement to ${formatDate(l.lastStatementOn)}` }
    : { tone: 'warning', text: 'No quarterly statement served yet' };
}
