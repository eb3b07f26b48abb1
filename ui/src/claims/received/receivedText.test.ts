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
  correctionForm,
  KEEP_FILE,
  mannerLabel,
  PERIOD_ORDER,
  receivedFacts,
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

describe('a claim received, as its page draws it', () => {
  const format = { date: (d: string) => `<${d}>`, period: (a: string, b: string) => `${a}..${b}`, money: (c: number) => `$${c / 100}` };
  const claim = {
    servedOn: '2026-11-02',
    manner: 'email',
    claimed: 1150000,
    chargesGst: true,
    dueDate: '2026-12-20',
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    reference: 'SP-0007',
    scheduleDeadline: '2026-11-30',
  };

  it('states the service, the claimed amount, its due date, period and reference, and the s 22 deadline', () => {
    expect(receivedFacts(claim, format).map((f) => [f.label, f.value])).toEqual([
      ['Served on', '<2026-11-02>, by email'],
      ['Claimed amount', '$11500 including GST'],
      ['Due date', '<2026-12-20>'],
      ['Period', '2026-10-01..2026-10-31'],
      ["Supplier's reference", 'SP-0007'],
      ['Payment schedule due by (s 22)', '<2026-11-30>'],
    ]);
  });

  it('leaves out what was not recorded, and says a supplier not registered for GST charges none', () => {
    const facts = receivedFacts({ ...claim, periodFrom: null, periodTo: null, reference: '', chargesGst: false, manner: 'hand' }, format);
    expect(facts.map((f) => f.key)).toEqual(['served', 'claimed', 'due', 'deadline']);
    expect(facts[0].value).toBe('<2026-11-02>, by hand');
    expect(facts[1].value).toBe('$11500 (no GST)');
    expect(facts.some((f) => f.value.includes('INV-'))).toBe(false);
  });

  it('names each manner as the form offers it', () => {
    expect(['email', 'post', 'hand', null].map(mannerLabel)).toEqual(['By email', 'By post', 'By hand', '']);
  });
});

describe('a record corrected', () => {
  it('opens with the record as it stands, its PDF kept, and checks as a new record does', () => {
    const form = correctionForm({ filename: 'Claim 7.pdf', servedOn: '2026-11-02', manner: 'post', claimed: 1150000,
      dueDate: '2026-12-20', periodFrom: null, periodTo: null, reference: 'SP-7' });
    expect(form).toEqual({ file: { id: KEEP_FILE, filename: 'Claim 7.pdf' }, servedOn: '2026-11-02', manner: 'post',
      claimed: '11500.00', dueDate: '2026-12-20', periodFrom: '', periodTo: '', reference: 'SP-7' });
    const checked = checkClaimForm({ ...form, servedOn: '2026-11-11' }, TODAY);
    expect(checked.ok ? null : checked.errors).toEqual({ servedOn: FUTURE_SERVICE });
    const ok = checkClaimForm(form, TODAY);
    expect(ok.ok && ok.input.claimed).toBe(1150000);
  });
});
