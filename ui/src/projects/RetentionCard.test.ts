import { describe, expect, it } from 'vitest';
import { asksOptIn, draftOf, inputOf, type RetentionDraft } from './RetentionCard';

const EMPTY: RetentionDraft = {
  enteredOn: '',
  renewedOn: '',
  residentialOccupier: false,
  optedIn: false,
  stages: [],
  defectsClause: '',
  defectsProcedure: '',
  interestRate: '',
  depositWorkingDays: '2',
};
const PC = { label: 'Practical completion', share: '50', trigger: 'OnEvent' as const, months: '', eventOn: '2026-06-30' };
const DEFECTS = { label: 'End of defects period', share: '50', trigger: 'MonthsAfter' as const, months: '12', eventOn: '' };

describe('the retention card reads what was typed', () => {
  it('sends shares and the interest rate in basis points, months only after an event', () => {
    const typed = inputOf({ ...EMPTY, enteredOn: '2024-02-01', stages: [PC, DEFECTS], interestRate: '8.5', depositWorkingDays: '3' });
    expect(typed).toEqual({
      input: {
        enteredOn: '2024-02-01',
        renewedOn: null,
        residentialOccupier: false,
        optedIn: false,
        stages: [
          { label: 'Practical completion', share: 5000, trigger: 'OnEvent', months: null, eventOn: '2026-06-30' },
          { label: 'End of defects period', share: 5000, trigger: 'MonthsAfter', months: 12, eventOn: null },
        ],
        defectsClause: '',
        defectsProcedure: '',
        interestRate: 850,
        depositWorkingDays: 3,
      },
    });
  });

  it('refuses stages short of 100 % and a release tied to another contract, beside their fields', () => {
    expect(inputOf({ ...EMPTY, stages: [PC, { ...DEFECTS, share: '30' }] })).toEqual({
      field: 'stages',
      message: 'The release stages must add up to 100 % of the retention held.',
    });
    expect(inputOf({ ...EMPTY, stages: [PC, { ...DEFECTS, trigger: 'OtherContract' }] })).toEqual({
      field: 'stages.1.trigger',
      message: "A release that waits on another contract has no effect (CCA ss 13 and 18I). Tie it to this subcontractor's own work.",
    });
  });

  it('says which field cannot be read', () => {
    expect(inputOf({ ...EMPTY, stages: [{ ...PC, share: 'half' }] })).toEqual({ field: 'stages.0.share', message: 'Enter a percentage such as 12.5' });
    expect(inputOf({ ...EMPTY, stages: [{ ...DEFECTS, share: '100', months: 'a year' }] })).toEqual({ field: 'stages.0.months', message: 'Enter a whole number' });
    expect(inputOf({ ...EMPTY, depositWorkingDays: '2.5' })).toEqual({ field: 'depositWorkingDays', message: 'Enter a whole number' });
    expect(inputOf({ ...EMPTY, depositWorkingDays: '11' })).toEqual({ field: 'depositWorkingDays', message: 'Enter a whole number of working days from 0 to 10.' });
  });

  it('sends the opt-in as typed: the server keeps it only where it counts', () => {
    const opted = (enteredOn: string, optedIn: boolean) => {
      const typed = inputOf({ ...EMPTY, enteredOn, optedIn });
      return 'input' in typed ? typed.input.optedIn : null;
    };
    expect(opted('2017-03-30', true)).toBe(true);
    expect(opted('2017-03-31', true)).toBe(true);
    expect(opted('', true)).toBe(true);
    expect(opted('2016-01-01', false)).toBe(false);
  });

  it("asks about the opt-in for a contract entered into before the server's date, and only then", () => {
    // The date is the server's (RetentionRegime.optInBefore): another one moves the question with it.
    expect(asksOptIn('2017-03-30', '2017-03-31')).toBe(true);
    expect(asksOptIn('2017-03-31', '2017-03-31')).toBe(false);
    expect(asksOptIn('', '2017-03-31')).toBe(false);
    expect(asksOptIn('2017-03-31', '2017-04-01')).toBe(true);
  });

  it('shows what is stored as it was typed', () => {
    const regime = { regime: 'Cca2023', question: null, summary: '', notes: [], enteredOn: '2024-02-01', renewedOn: null, residentialOccupier: true, optedIn: false, optInBefore: '2017-03-31', rulesNote: '' } as const;
    const terms = {
      stages: [{ label: 'Practical completion', share: 1250, trigger: 'MonthsAfter', months: 6, eventOn: null, releaseOn: null }],
      defectsClause: 'Clause 14.3',
      defectsProcedure: '',
      interestRate: null,
      depositWorkingDays: 2,
      depositNote: '',
    } as const;
    const draft = draftOf(regime as never, terms as never);
    expect(draft.stages).toEqual([{ label: 'Practical completion', share: '12.5', trigger: 'MonthsAfter', months: '6', eventOn: '' }]);
    expect([draft.enteredOn, draft.residentialOccupier, draft.interestRate, draft.depositWorkingDays]).toEqual(['2024-02-01', true, '', '2']);
  });
});
