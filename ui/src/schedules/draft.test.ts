import { describe, expect, it } from 'vitest';
import { belowNil, LINE_NAME_REQUIRED, ownLine, PAYMENT_DATE_REQUIRED, draftTotals, NOTE_REQUIRED, scheduleBasis, scheduleProblems, startingDraft, updateInput, type ScheduleBasis } from './draft';

const claim = {
  lines: [
    { itemId: 'a', name: 'Piles', claimed: 60000, removable: false },
    { itemId: 'b', name: 'Frame', claimed: 40000, removable: false },
  ],
  dueDate: '2027-04-02',
  supplierName: 'Acme Builders',
  number: 7,
};

const basis: ScheduleBasis = {
  contractId: 'Q29udHJhY3Q6MQ==',
  number: 7,
  claimRev: 2,
  grossBefore: 0,
  retainedBefore: 0,
  formula: null,
  taxRateId: 'NZ_GST',
};

describe('the schedule draft', () => {
  it('starts as claimed, due on the claim’s due date, under the invoice reference rule', () => {
    const draft = startingDraft(null, claim);
    expect(draft).toEqual({
      dueDate: '2027-04-02',
      isTaxInvoice: false,
      reference: 'INV-ACME007',
      notes: [],
      adjustExcl: 0,
      adjustTax: 0,
      lines: [
        { itemId: 'a', name: 'Piles', claimed: 60000, scheduled: 60000, reason: '', removable: false, removed: false },
        { itemId: 'b', name: 'Frame', claimed: 40000, scheduled: 40000, reason: '', removable: false, removed: false },
      ],
    });
    expect(scheduleProblems(draft, draftTotals(draft, basis))).toEqual([]);
  });

  it('starts under the claim’s reference as the server states it: a received claim’s own, or none, never a made-up one', () => {
    expect(startingDraft(null, { ...claim, reference: 'SP-0007' }).reference).toBe('SP-0007');
    expect(startingDraft(null, { ...claim, reference: '' }).reference).toBe('');
  });

  it('starts from the saved draft when there is one (cents arrive as strings)', () => {
    const draft = startingDraft(
      {
        dueDate: null,
        isTaxInvoice: true,
        reference: 'PS-7',
        notes: ['Defects'],
        adjustExcl: '-500',
        adjustTax: '-75',
        lines: [{ itemId: 'a', name: 'Piles', claimed: '60000', scheduled: '50000', reason: 'Short', removable: false, removed: false }],
      },
      claim,
    );
    expect(draft.lines).toEqual([
      { itemId: 'a', name: 'Piles', claimed: 60000, scheduled: 50000, reason: 'Short', removable: false, removed: false },
    ]);
    expect(draft).toMatchObject({ dueDate: '', isTaxInvoice: true, reference: 'PS-7', notes: ['Defects'], adjustExcl: -500, adjustTax: -75 });
  });

  it('names what s 21 needs: a reason on each changed line, why less, a due date', () => {
    const draft = startingDraft(null, claim);
    draft.lines[0] = { ...draft.lines[0]!, scheduled: 50000 };
    draft.dueDate = '';
    expect(scheduleProblems(draft, draftTotals(draft, basis))).toEqual(['Reason required for Piles', NOTE_REQUIRED, PAYMENT_DATE_REQUIRED]);
    draft.lines[0] = { ...draft.lines[0]!, reason: 'Not complete' };
    draft.notes = ['Piling to grid C is incomplete'];
    draft.dueDate = '2027-04-02';
    expect(scheduleProblems(draft, draftTotals(draft, basis))).toEqual([]);
  });

  it('saves as paymentScheduleUpdate input with the totals the payer saw and the version it was based on', () => {
    const draft = startingDraft(null, claim);
    draft.lines[1] = { ...draft.lines[1]!, scheduled: 30000, reason: ' Not started ' };
    draft.notes = ['  Frame not started ', ' '];
    expect(updateInput(draft, basis, 3)).toEqual({
      contractId: 'Q29udHJhY3Q6MQ==',
      number: 7,
      claimRev: 2,
      version: 3,
      dueDate: '2027-04-02',
      isTaxInvoice: false,
      lines: [
        { itemId: 'a', scheduled: 60000, reason: '', removed: false },
        { itemId: 'b', scheduled: 30000, reason: 'Not started', removed: false },
      ],
      adjustExcl: 0,
      adjustTax: 0,
      scheduleExcl: 90000,
      scheduleTax: 13500,
      notes: ['Frame not started'],
      reference: 'INV-ACME007',
    });
  });

  it('a line the server lets go may be removed, and is saved as removed', () => {
    // Which lines may go is the server's rule (PaymentScheduleLine.removable; 'Roof' was claimed before).
    const withIdle = {
      ...claim,
      lines: [...claim.lines, { itemId: 'c', name: 'Landscaping', claimed: 0, removable: true }, { itemId: 'd', name: 'Roof', claimed: 0, removable: false }],
    };
    const draft = startingDraft(null, withIdle);
    expect(draft.lines.map((l) => [l.itemId, l.removable])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
      ['d', false],
    ]);
    draft.lines[2] = { ...draft.lines[2]!, removed: true };
    const input = updateInput(draft, basis, 1);
    expect(input.lines[2]).toEqual({ itemId: 'c', scheduled: 0, reason: '', removed: true });
    expect(input.scheduleExcl).toBe(100000); // nothing claimed on it: no total changes
    const saved = startingDraft({ ...draft, lines: draft.lines.map((l) => ({ ...l, removable: !!l.removable, removed: !!l.removed })) }, withIdle);
    expect(saved.lines[2]).toMatchObject({ itemId: 'c', removable: true, removed: true });
  });
});

describe('a schedule below nil (s 21(2)(b): a set-off reduces the payment to nil at most)', () => {
  it('is named in the server’s words, with its total including GST', () => {
    // Every line at nil, then a set-off of 2,000.00 and its GST: –2,300.00 (app/schedules/policy.py BELOW_NIL).
    const draft = startingDraft(null, claim);
    draft.lines = draft.lines.map((l) => ({ ...l, scheduled: 0, reason: 'Not carried out' }));
    draft.adjustExcl = -200000;
    draft.adjustTax = -30000;
    const totals = draftTotals(draft, basis);
    expect(totals.net).toBe(-230000);
    expect(belowNil(totals)).toBe(
      'The scheduled amount cannot be less than nil: this schedule comes to \u2013$2,300.00 including GST. A set-off can reduce the payment to nil at most',
    );
    // A claim that charges no GST (a supplier not registered for it): the amount with no GST basis.
    expect(belowNil({ net: -200000 }, false)).toBe(
      'The scheduled amount cannot be less than nil: this schedule comes to \u2013$2,000.00. A set-off can reduce the payment to nil at most',
    );
  });

  it('a nil schedule — every line at nothing, with reasons and a note — can be sent', () => {
    const draft = startingDraft(null, claim);
    draft.lines = draft.lines.map((l) => ({ ...l, scheduled: 0, reason: 'Not carried out' }));
    draft.notes = ['Nothing was done this period'];
    const totals = draftTotals(draft, basis);
    expect(totals.net).toBe(0);
    expect(belowNil(totals)).toBeNull();
    expect(scheduleProblems(draft, totals)).toEqual([]);
    expect(belowNil({ net: -1 })).toContain('\u2013$0.01 including GST');
  });
});

describe("the schedule's basis", () => {
  const claimRef = { contractId: 'Q29udHJhY3Q6MQ==', number: 2, claimRev: 1 };

  it("is the server's, its cents read as numbers whether they arrive as strings or not", () => {
    const server = {
      grossBefore: '1750000',
      retainedBefore: -87500,
      taxRateId: 'NZ_GST',
      retentionFormula: { marginalRates: [{ rate: 10000000, upTo: '20000000' }, { rate: 5000000, upTo: null }], maxAmount: '5000000' },
    };
    expect(scheduleBasis(server, claimRef)).toEqual({
      ...claimRef,
      grossBefore: 1750000,
      retainedBefore: -87500,
      taxRateId: 'NZ_GST',
      formula: { marginalRates: [{ rate: 10000000, upTo: 20000000 }, { rate: 5000000, upTo: null }], maxAmount: 5000000 },
    });
  });

  it('with no retention formula retains nothing', () => {
    const basis = scheduleBasis({ grossBefore: 0, retainedBefore: 0, taxRateId: 'NZ_GST', retentionFormula: null }, claimRef);
    expect(basis.formula).toBeNull();
  });
});

describe("the payer's own breakdown of a claim received outside Claimdesk", () => {
  const received = { lines: [{ itemId: 'received', name: 'Claimed amount', claimed: 100000, removable: true }], dueDate: '2027-04-02', supplierName: 'Sparky', number: 7, reference: '' };

  it('starts from one Claimed amount line as claimed, under no made-up reference', () => {
    const draft = startingDraft(null, received);
    expect(draft.lines.map((l) => [l.name, l.claimed, l.scheduled])).toEqual([['Claimed amount', 100000, 100000]]);
    expect(draft.reference).toBe('');
  });

  it('asks no reason of its own lines nor of a line left out, but a name of each of its own', () => {
    const draft = startingDraft(null, received);
    draft.lines = [{ ...draft.lines[0]!, removed: true, scheduled: 0 }, { ...ownLine('x'), scheduled: 60000 }];
    draft.notes = ['Part done'];
    const problems = scheduleProblems(draft, draftTotals(draft, basis));
    expect(problems).toEqual([LINE_NAME_REQUIRED]);
    draft.lines[1]!.name = 'Rough-in';
    expect(scheduleProblems(draft, draftTotals(draft, basis))).toEqual([]);
    // The claimed total stays the amount received.
    expect(draftTotals(draft, basis).claimedGross).toBe(100000);
    expect(draftTotals(draft, basis).scheduledGross).toBe(60000);
  });

  it('saves each line with its name, a line of its own only once named (the totals without it till then)', () => {
    const draft = startingDraft(null, received);
    draft.lines = [{ ...draft.lines[0]!, name: 'Electrical, October' }, { ...ownLine('x'), scheduled: 5000 }];
    const input = updateInput(draft, basis, 3, true);
    expect(input.lines).toEqual([{ itemId: 'received', scheduled: 100000, reason: '', removed: false, name: 'Electrical, October' }]);
    expect(input.scheduleExcl).toBe(100000);
    draft.lines[1]!.name = ' Fit-off ';
    const named = updateInput(draft, basis, 3, true);
    expect(named.lines[1]).toEqual({ itemId: 'own-x', scheduled: 5000, reason: '', removed: false, name: 'Fit-off' });
    expect(named.scheduleExcl).toBe(105000);
    // A claim served here sends no names.
    expect('name' in updateInput(draft, basis, 3).lines[0]!).toBe(false);
  });

  it('knows its own lines again from a saved draft', () => {
    const draft = startingDraft({ dueDate: null, isTaxInvoice: false, reference: '', notes: [], adjustExcl: 0, adjustTax: 0,
      lines: [{ itemId: 'own-x', name: 'Fit-off', claimed: '0', scheduled: '5000', reason: '', removable: true, removed: false }] }, received);
    expect(draft.lines[0]!.own).toBe(true);
  });
});
