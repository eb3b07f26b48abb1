import { describe, expect, it } from 'vitest';
import { MutationError, refusalErrors } from '../relay/mutate';
import { DATE_IN_FUTURE, MANNER_REQUIRED, SERVED_TO_REQUIRED } from '../enforcement/texts';
import { AMOUNT_POSITIVE } from './recordForm';
import {
  DEFECT_REQUIRED,
  USED_ON_REQUIRED,
  USE_FIELDS,
  fieldOfRefusal,
  noticeInput,
  serviceInput,
  useInput,
} from './DefectNoticeForm';

describe('the notice before use for defects, checked before sending', () => {
  it('needs the defect and an amount above nothing', () => {
    expect(noticeInput('C1', { defect: ' ', amount: '0' }).errors).toEqual({ defect: DEFECT_REQUIRED, amount: AMOUNT_POSITIVE });
    expect(noticeInput('C1', { defect: ' Leak ', amount: '2,500' }).input).toEqual({
      contractId: 'C1',
      defect: 'Leak',
      amount: 250000,
      evidence: [],
    });
  });

  it('sends the evidence files uploaded, by id and name, and shows a refused file beside the files', () => {
    const files = [{ id: 'u1', filename: 'Ceiling photo.jpg' }, { id: 'u2', filename: 'Report.pdf' }];
    expect(noticeInput('C1', { defect: 'Leak', amount: '100' }, files).input?.evidence).toEqual(files);
    expect(fieldOfRefusal('evidence.1')).toBe('evidence');
    expect(fieldOfRefusal('amount')).toBe('amount');
    expect(fieldOfRefusal(null)).toBeNull();
  });

  it('records service as every record of service is checked: how, a day not in the future, on whom', () => {
    expect(serviceInput('C1', 1, { manner: '', servedOn: '2026-10-21', servedTo: ' ' }, '2026-10-20').errors).toEqual({
      manner: MANNER_REQUIRED,
      servedOn: DATE_IN_FUTURE,
      servedTo: SERVED_TO_REQUIRED,
    });
    expect(serviceInput('C1', 1, { manner: 'post', servedOn: '2026-10-20', servedTo: 'PO Box 1' }, '2026-10-20').input).toEqual({
      contractId: 'C1', number: 1, manner: 'post', servedOn: '2026-10-20', servedTo: 'PO Box 1',
    });
  });

  it('a use needs its amount and day; a refusal the server names shows beside its field', () => {
    expect(useInput('C1', 1, { amount: '', date: '', bankRef: '', note: '' }).errors).toEqual({
      amount: AMOUNT_POSITIVE,
      date: USED_ON_REQUIRED,
    });
    expect(useInput('C1', 2, { amount: '1,000', date: '2026-11-04', bankRef: '', note: ' Plumber ' }).input).toEqual({
      contractId: 'C1', noticeNumber: 2, amount: 100000, date: '2026-11-04', bankRef: null, note: 'Plumber',
    });
    expect(refusalErrors(new MutationError('The date cannot be in the future', 'date'), USE_FIELDS)).toEqual({
      date: 'The date cannot be in the future',
    });
    expect(refusalErrors(new MutationError('Choose the served notice this use is made under', 'noticeNumber'), USE_FIELDS)).toEqual({
      form: 'Choose the served notice this use is made under',
    });
  });
});
