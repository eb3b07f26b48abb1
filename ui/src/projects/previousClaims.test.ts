import { describe, expect, it } from 'vitest';
import { runFarFromNewZealand } from '../test/farFromNz';
import { claimErrors, claimInput, starterClaim, TOTAL_MISMATCH, todayIso } from './previousClaims';

runFarFromNewZealand();

describe('previous claims', () => {
  it('starts with number 1, today and one line', () => {
    const claim = starterClaim();
    expect(claim.number).toBe('1');
    expect(claim.date).toBe(todayIso());
    expect(claim.lines).toHaveLength(1);
  });

  it("dates a claim by today in New Zealand, not the browser's today", () => {
    // 12:30 am on 29 November in Auckland, 3:30 am on the 28th in Los Angeles.
    expect(todayIso(new Date('2026-11-28T11:30:00Z'))).toBe('2026-11-29');
  });

  it('needs the total to equal the sum of the lines', () => {
    const claim = starterClaim();
    claim.lines = [
      { ...claim.lines[0]!, name: 'A', amount: '1,000.00' },
      { ...claim.lines[0]!, key: 'b', name: 'B', amount: '250.50' },
    ];
    claim.total = '1250.5';
    expect(claimErrors(claim).total).toBeUndefined();
    claim.total = '1250.00';
    expect(claimErrors(claim).total).toBe(TOTAL_MISMATCH);
  });

  it('sends cents', () => {
    const claim = { ...starterClaim(3), total: '10.50' };
    claim.lines = [{ ...claim.lines[0]!, name: 'A', amount: '10.50' }];
    expect(claimInput(claim)).toMatchObject({ number: 3, totalExcl: 1050, lines: [{ name: 'A', amountExcl: 1050 }] });
  });
});
