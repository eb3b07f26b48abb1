import { describe, expect, it } from 'vitest';
import { AMOUNT_INVALID, AMOUNT_TOO_PRECISE } from '../domain/money';
import { MutationError, refusalErrors } from '../relay/mutate';
import {
  AMOUNT_NONZERO,
  AMOUNT_POSITIVE,
  CORRECTION_NEEDS,
  REASON_REQUIRED,
  correctionInput,
  signedAmountOf,
  DATE_REQUIRED,
  ENTRY_FIELDS,
  EXPIRY_BEFORE_START,
  INSTRUMENT_FIELDS,
  INSTRUMENT_KIND,
  PROVIDER_REQUIRED,
  entryInput,
  instrumentInput,
} from './recordForm';

const CONTRACT = 'Q29udHJhY3Q6MQ==';

describe('a deposit or a release', () => {
  it('sends the amount in cents, the date and the reference, blanks as nothing', () => {
    expect(entryInput(CONTRACT, 'deposited', { amount: '10,000', date: '2026-11-27', bankRef: ' DEP-1 ', note: '  ' })).toEqual({
      input: { contractId: CONTRACT, kind: 'deposited', amount: 1_000_000, date: '2026-11-27', bankRef: 'DEP-1', note: null },
    });
    expect(entryInput(CONTRACT, 'released', { amount: '0.01', date: '2026-11-27', bankRef: '', note: 'Stage 1' }).input).toMatchObject({
      kind: 'released',
      amount: 1,
      bankRef: null,
      note: 'Stage 1',
    });
  });

  it('refuses before sending, beside each field, with the server’s words', () => {
    expect(entryInput(CONTRACT, 'deposited', { amount: '', date: '', bankRef: '', note: '' }).errors).toEqual({
      amount: AMOUNT_POSITIVE,
      date: DATE_REQUIRED,
    });
    expect(entryInput(CONTRACT, 'released', { amount: '0', date: '2026-11-27', bankRef: '', note: '' }).errors).toEqual({ amount: AMOUNT_POSITIVE });
    expect(entryInput(CONTRACT, 'released', { amount: '-5', date: '2026-11-27', bankRef: '', note: '' }).errors).toEqual({ amount: AMOUNT_POSITIVE });
    expect(entryInput(CONTRACT, 'released', { amount: 'ten', date: '2026-11-27', bankRef: '', note: '' }).errors).toEqual({ amount: AMOUNT_INVALID });
    expect(entryInput(CONTRACT, 'released', { amount: '1.005', date: '2026-11-27', bankRef: '', note: '' }).errors).toEqual({
      amount: AMOUNT_TOO_PRECISE,
    });
  });
});

describe('an instrument', () => {
  const good = { kind: 'bond', provider: ' Surety Ltd ', reference: '', amount: '5,000.50', startsOn: '2026-11-01', expiresOn: '2027-11-01' };

  it('sends its kind, provider, amount in cents and dates', () => {
    expect(instrumentInput(CONTRACT, good)).toEqual({
      input: { contractId: CONTRACT, kind: 'bond', provider: 'Surety Ltd', reference: null, amount: 500_050, startsOn: '2026-11-01', expiresOn: '2027-11-01' },
    });
  });

  it('refuses each missing or wrong field beside it, an expiry not after the start among them', () => {
    expect(instrumentInput(CONTRACT, { kind: '', provider: ' ', reference: '', amount: '', startsOn: '', expiresOn: '' }).errors).toEqual({
      kind: INSTRUMENT_KIND,
      provider: PROVIDER_REQUIRED,
      amount: AMOUNT_POSITIVE,
      startsOn: DATE_REQUIRED,
      expiresOn: DATE_REQUIRED,
    });
    expect(instrumentInput(CONTRACT, { ...good, expiresOn: good.startsOn }).errors).toEqual({ expiresOn: EXPIRY_BEFORE_START });
    expect(instrumentInput(CONTRACT, { ...good, kind: 'cheque' }).errors).toEqual({ kind: INSTRUMENT_KIND });
  });
});

describe('a refusal from the server', () => {
  it('shows beside the dialog’s field it names, else under the form', () => {
    expect(refusalErrors(new MutationError('The expiry date must be after the start date', 'expiresOn'), INSTRUMENT_FIELDS)).toEqual({
      expiresOn: 'The expiry date must be after the start date',
    });
    expect(refusalErrors(new MutationError('Only $1.00 held', 'amount'), ENTRY_FIELDS)).toEqual({ amount: 'Only $1.00 held' });
    expect(refusalErrors(new MutationError('Choose the entry this corrects', 'correctsId'), ENTRY_FIELDS)).toEqual({
      form: 'Choose the entry this corrects',
    });
  });
});

describe('a correction, checked before sending', () => {
  it('takes a signed amount, never nothing, and needs the entry and the reason', () => {
    expect(signedAmountOf('-1,000')).toEqual({ cents: -100_000 });
    expect(signedAmountOf('\u2212 12.50')).toEqual({ cents: -1_250 });
    expect(signedAmountOf('+250')).toEqual({ cents: 25_000 });
    expect(signedAmountOf('0')).toEqual({ error: AMOUNT_NONZERO });
    expect(correctionInput('C1', { correctsId: '', amount: '', date: '', note: ' ' }).errors).toEqual({
      correctsId: CORRECTION_NEEDS,
      amount: AMOUNT_NONZERO,
      date: DATE_REQUIRED,
      note: REASON_REQUIRED,
    });
    expect(correctionInput('C1', { correctsId: 'E1', amount: '-500', date: '2026-05-21', note: ' Typo ' }).input).toEqual({
      contractId: 'C1',
      kind: 'correction',
      correctsId: 'E1',
      amount: -50_000,
      date: '2026-05-21',
      note: 'Typo',
    });
  });
});
