import { describe, expect, it } from 'vitest';
import {
  checkClaimForm,
  checkScheduleForm,
  DUE_DATE_REQUIRED,
  emptyClaimForm,
  emptyScheduleForm,
  fileRequired,
  formField,
  FUTURE_RECEIPT,
  FUTURE_SERVICE,
  PERIOD_ORDER,
} from './receivedText';

const TODAY = '2026-11-10';
const PDF = { id: 'u1', filename: 'Claim 7.pdf' };

describe('a claim received', () => {
  it('refuses a service date in the future beside its field, as the server does', () => {
    const checked = checkClaimForm({ ...emptyClaimForm(TODAY), file: PDF, servedOn: '2026-11-11', claimed: '100', dueDate: '2026-12-20' }, TODAY);
    expect(checked).toEqual({ ok: false, errors: { servedOn: FUTURE_SERVICE } });
  });

  it('names each missing field', () => {
    const checked = checkClaimForm({ ...emptyClaimForm(TODAY), periodFrom: '2026-10-31', periodTo: '2026-10-01' }, TODAY);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.errors.file).toBe(fileRequired('payment claim'));
      expect(checked.errors.dueDate).toBe(DUE_DATE_REQUIRED);
      expect(checked.errors.periodTo).toBe(PERIOD_ORDER);
      expect(checked.errors.claimed).toBeTruthy();
    }
  });

  it('sends the amount in cents, a past service date as it is, and empty options as null', () => {
    const checked = checkClaimForm(
      { ...emptyClaimForm(TODAY), file: PDF, servedOn: '2026-10-01', claimed: '$11,500.00', dueDate: '2026-12-20' },
      TODAY,
    );
    expect(checked).toEqual({
      ok: true,
      input: { file: PDF, servedOn: '2026-10-01', manner: 'email', claimed: 1_150_000, dueDate: '2026-12-20', periodFrom: null, periodTo: null, reference: null },
    });
  });
});

describe('a schedule received', () => {
  it('refuses a day received in the future', () => {
    const checked = checkScheduleForm({ ...emptyScheduleForm(TODAY), file: PDF, receivedOn: '2026-11-12', scheduled: '0', paymentDate: '2027-01-20' }, TODAY);
    expect(checked).toEqual({ ok: false, errors: { receivedOn: FUTURE_RECEIPT } });
  });

  it('accepts a nil schedule', () => {
    const checked = checkScheduleForm({ ...emptyScheduleForm(TODAY), file: PDF, scheduled: '0', paymentDate: '2027-01-20' }, TODAY);
    expect(checked.ok && checked.input.scheduled).toBe(0);
  });
});

it("maps the server's field to the form's", () => {
  const form = emptyClaimForm(TODAY);
  expect(formField('servedOn', form)).toBe('servedOn');
  expect(formField('file.0.id', form)).toBe('file');
  expect(formField('lines.0', form)).toBeNull();
  expect(formField(null, form)).toBeNull();
});
