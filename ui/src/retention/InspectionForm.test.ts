import { describe, expect, it } from 'vitest';
import { alertLines } from '../home/RetentionAlerts';
import { DATE_REQUIRED, MANNER_REQUIRED, answerInput, openRequestsLine, requestStatus } from './InspectionForm';

describe('the inspection request words and checks', () => {
  it('says an open request since its day, and an answered one how and when', () => {
    expect(requestStatus({ open: true, requestedOn: '2026-06-01', answerWords: null })).toEqual({
      tone: 'warning',
      text: 'Open since 1 Jun 2026',
    });
    expect(requestStatus({ open: false, requestedOn: '2026-06-01', answerWords: 'Inspection pack sent on 3 June 2026' })).toEqual({
      tone: 'success',
      text: 'Inspection pack sent on 3 June 2026',
    });
  });

  it('refuses an answer without its manner or day beside the field, and trims the note', () => {
    expect(answerInput('C1', 1, { manner: '', answeredOn: '', note: '' })).toEqual({
      errors: { manner: MANNER_REQUIRED, answeredOn: DATE_REQUIRED },
    });
    expect(answerInput('C1', 2, { manner: 'pack_sent', answeredOn: '2026-06-03', note: '  Emailed  ' })).toEqual({
      input: { contractId: 'C1', number: 2, manner: 'pack_sent', answeredOn: '2026-06-03', note: 'Emailed' },
    });
  });

  it('counts the open requests on the home panel, the first since the oldest', () => {
    expect(openRequestsLine([])).toBeNull();
    expect(openRequestsLine([{ requestedOn: '2026-06-01' }])).toBe(
      '1 request to inspect the retention records to answer (CCA s 18FC), the first since 1 Jun 2026',
    );
    const due = {
      depositSummary: null,
      lateReleases: { count: 0, total: 0 },
      statementsOverdue: [],
      inspectionRequestsOpen: [{ requestedOn: '2026-05-20' }, { requestedOn: '2026-06-01' }],
    };
    expect(alertLines(due as never)).toEqual([
      {
        key: 'inspections',
        text: '2 requests to inspect the retention records to answer (CCA s 18FC), the first since 20 May 2026',
      },
    ]);
  });
});
