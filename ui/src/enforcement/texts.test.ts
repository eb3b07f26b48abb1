import { describe, expect, it } from 'vitest';
import {
  BASIS_REQUIRED,
  CLAUSE_REQUIRED,
  DATE_IN_FUTURE,
  DATE_REQUIRED,
  MANNER_REQUIRED,
  SERVED_TO_REQUIRED,
  checkDay,
  checkService,
  checkTerms,
  formField,
  groundLabel,
} from './texts';

describe('the remedies texts', () => {
  it('names each ground by the section its notice is given under, and nothing else', () => {
    expect(groundLabel('NO_SCHEDULE_UNPAID')).toBe('Unpaid, no schedule (s 23)');
    expect(groundLabel('SCHEDULED_UNPAID')).toBe('Scheduled amount unpaid (s 24)');
    expect(groundLabel('DETERMINATION_UNPAID')).toBe('Determination unpaid (s 59)');
    expect(groundLabel(null)).toBeNull();
    expect(groundLabel('toString')).toBeNull();
  });

  it('checks a record of service as the server does', () => {
    expect(checkService({ manner: '', servedOn: '', servedTo: ' ' }, '2026-03-02')).toEqual({
      manner: MANNER_REQUIRED,
      servedOn: DATE_REQUIRED,
      servedTo: SERVED_TO_REQUIRED,
    });
    expect(checkService({ manner: 'POST', servedOn: '2026-03-03', servedTo: 'PO Box 1' }, '2026-03-02')).toEqual({
      servedOn: DATE_IN_FUTURE,
    });
    expect(checkService({ manner: 'LEFT', servedOn: '2026-03-02', servedTo: 'Site office' }, '2026-03-02')).toEqual({});
  });

  it('refuses a day in the future or none', () => {
    expect(checkDay('', '2026-03-10')).toBe(DATE_REQUIRED);
    expect(checkDay('2026-03-11', '2026-03-10')).toBe(DATE_IN_FUTURE);
    expect(checkDay('2026-03-10', '2026-03-10')).toBeUndefined();
  });

  it('asks how email service is agreed, and the clause when by clause', () => {
    expect(checkTerms({ agreed: false, basis: '', clause: '' })).toEqual({});
    expect(checkTerms({ agreed: true, basis: '', clause: '' })).toEqual({ basis: BASIS_REQUIRED });
    expect(checkTerms({ agreed: true, basis: 'clause', clause: '' })).toEqual({ clause: CLAUSE_REQUIRED });
    expect(checkTerms({ agreed: true, basis: 'routine', clause: '' })).toEqual({});
  });

  it("maps the server's field to the form's", () => {
    expect(formField('suspendedOn', ['suspendedOn', 'scope'] as const)).toBe('suspendedOn');
    expect(formField('other', ['suspendedOn'] as const)).toBeNull();
    expect(formField(null, ['suspendedOn'] as const)).toBeNull();
  });
});
