import { describe, expect, it } from 'vitest';
import { statementStatus } from './statements';

describe('statementStatus', () => {
  it('tells the holder when the next statement is late, else when it is due', () => {
    const base = { weHold: true, lastStatementOn: null };
    expect(statementStatus({ ...base, statementDueBy: '2026-08-20', statementOverdueSince: '2026-08-21' })).toEqual({
      tone: 'danger',
      text: 'Overdue since 21 Aug 2026',
    });
    expect(statementStatus({ ...base, statementDueBy: '2026-08-20', statementOverdueSince: null })?.text).toBe(
      'Next statement due by 20 Aug 2026',
    );
    expect(statementStatus({ ...base, statementDueBy: null, statementOverdueSince: null })).toBeNull();
  });

  it('tells the subcontractor the last statement served on it', () => {
    const base = { weHold: false, statementDueBy: null, statementOverdueSince: null };
    expect(statementStatus({ ...base, lastStatementOn: '2026-06-01' })?.text).toBe('Last statement to 1 Jun 2026');
    expect(statementStatus({ ...base, lastStatementOn: null })?.tone).toBe('warning');
  });
});
