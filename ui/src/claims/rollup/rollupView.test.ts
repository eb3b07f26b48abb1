import { describe, expect, it } from 'vitest';
import { byHeadLine, chosenRefs, claimKey, claimNote, problemsByField } from './rollupView';

describe('the roll-up view helpers', () => {
  it('keys a claim by its subcontract and number, and keeps the list order of the chosen', () => {
    const claims = [
      { contractId: 'S1', number: 1, subName: 'Sparky' },
      { contractId: 'S2', number: 1, subName: 'Pipes' },
      { contractId: 'S1', number: 2, subName: 'Sparky' },
    ];
    expect(claimKey(claims[0])).toBe('S1#1');
    expect(chosenRefs(claims, new Set(['S1#2', 'S1#1']))).toEqual([
      { contractId: 'S1', number: 1 },
      { contractId: 'S1', number: 2 },
    ]);
  });

  it('reads the first problem of each field', () => {
    const found = problemsByField([
      { field: 'claims.0.lines.0', message: 'Map Wiring to a line of your contract before including it.' },
      { field: 'claims.0.lines.0', message: 'second' },
      { field: 'claims.1', message: 'Claim 1 from Pipe Dreams was included in your claim 1.' },
    ]);
    expect(found.get('claims.0.lines.0')).toBe('Map Wiring to a line of your contract before including it.');
    expect(found.get('claims.1')).toBe('Claim 1 from Pipe Dreams was included in your claim 1.');
    expect(found.size).toBe(2);
  });

  it('groups included entries by head line', () => {
    const entry = (headItemId: string, sourceText: string) => ({
      headItemId,
      headLineName: headItemId === 'e' ? 'Electrical' : 'Plumbing',
      sourceText,
      amount: 1,
      changed: false,
      currentAmount: 1,
    });
    const groups = byHeadLine([entry('e', 'a'), entry('p', 'b'), entry('e', 'c')]);
    expect(groups.map((g) => [g.name, g.entries.map((e) => e.sourceText)])).toEqual([
      ['Electrical', ['a', 'c']],
      ['Plumbing', ['b']],
    ]);
  });
});

describe('claimNote', () => {
  const base = { includedHere: false, includedText: null, cutoffText: null, otherPeriodText: null };
  const cutoff = 'not in your claim for March 2026; include it next period';

  it("shows the server's cut-off text for a claim sent after the head claim of its period", () => {
    expect(claimNote({ ...base, otherPeriodText: 'For March 2026', cutoffText: cutoff })).toBe(cutoff);
  });

  it("puts being included before the cut-off, says nothing of a claim of the period, and the server's words for another month", () => {
    expect(claimNote({ ...base, includedHere: true, cutoffText: cutoff })).toBe('Included in this claim.');
    expect(claimNote({ ...base, includedText: 'Claim 1 from Pipe Dreams was included in your claim 2.', cutoffText: cutoff })).toBe(
      'Claim 1 from Pipe Dreams was included in your claim 2.',
    );
    expect(claimNote(base)).toBeUndefined();
    expect(claimNote({ ...base, otherPeriodText: 'For February 2026' })).toBe('For February 2026');
  });
});
