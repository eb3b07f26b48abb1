import { describe, expect, it } from 'vitest';
import { answerValue, bundleProgressLabel, chosenVariations, fieldErrors, prepareInput, toggleClaim, toggleVariation } from './notice';

const CHARGING = 'Say whether you seek approval for a charging order (s 28(2)(e)). If the notice does not say, approval cannot be given (s 31A(2)).';

describe('the notice form', () => {
  it('sends the two questions unanswered as null, never a default', () => {
    const input = prepareInput('C1', null, { claimNumbers: [3, 1], variationIds: ['VmFyaWF0aW9uOjk=', 'VmFyaWF0aW9uOjQ='], dispute: 'd', arose: 'a', relief: '', chargingOrder: null, ownerLiability: false, ownerName: '', ownerAddress: '' });
    expect(input).toEqual({ contractId: 'C1', number: null, claimNumbers: [1, 3], variationIds: ['VmFyaWF0aW9uOjQ=', 'VmFyaWF0aW9uOjk='], dispute: 'd', arose: 'a', relief: '', chargingOrder: null, ownerLiability: false, ownerName: '', ownerAddress: '' });
    expect(answerValue(null)).toBe('');
    expect(answerValue(true)).toBe('yes');
    expect(answerValue(false)).toBe('no');
  });

  it("sends the owner with the notice only while it seeks the owner's liability (s 28(1)(b))", () => {
    const form = { claimNumbers: [1], variationIds: [], dispute: 'd', arose: 'a', relief: '', chargingOrder: true, ownerLiability: true, ownerName: 'Harbour Land Ltd', ownerAddress: '1 Quay St' };
    expect(prepareInput('C1', 1, form)).toMatchObject({ ownerLiability: true, ownerName: 'Harbour Land Ltd', ownerAddress: '1 Quay St' });
    expect(prepareInput('C1', 1, { ...form, ownerLiability: false })).toMatchObject({ ownerLiability: false, ownerName: '', ownerAddress: '' });
    expect(prepareInput('C1', 1, { ...form, ownerLiability: null })).toMatchObject({ ownerName: '', ownerAddress: '' });
  });

  it("ticks the variations a draft already lists, by the id the server gave each item", () => {
    const items = [
      { kind: 'claim', number: 1, variationId: null },
      { kind: 'variation', number: 7, variationId: 'VmFyaWF0aW9uOjM=' },
    ];
    expect(chosenVariations(items)).toEqual(['VmFyaWF0aW9uOjM=']);
  });

  it('toggles variations, each once', () => {
    expect(toggleVariation(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleVariation(['a', 'b'], 'a', true)).toEqual(['a', 'b']);
    expect(toggleVariation(['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it('toggles claims in order, each once', () => {
    expect(toggleClaim([2], 1, true)).toEqual([1, 2]);
    expect(toggleClaim([1, 2], 1, true)).toEqual([1, 2]);
    expect(toggleClaim([1, 2], 1, false)).toEqual([2]);
  });

  it("shows a field's problems and the refusal that named it, once", () => {
    const problems = [{ field: 'chargingOrder', message: CHARGING }];
    expect(fieldErrors('chargingOrder', problems, { field: 'chargingOrder', message: CHARGING })).toEqual([CHARGING]);
    expect(fieldErrors('dispute', problems, { field: 'dispute', message: 'Describe the nature of the dispute (s 28(2)(b))' })).toEqual([
      'Describe the nature of the dispute (s 28(2)(b))',
    ]);
    expect(fieldErrors('arose', problems, null)).toEqual([]);
  });

  it("reads the bundle's progress in words", () => {
    expect(bundleProgressLabel('Queued', 0)).toBe('Waiting to start…');
    expect(bundleProgressLabel('Building', 40)).toBe('Building… 40%');
    expect(bundleProgressLabel('Building', 140)).toBe('Building… 100%');
    expect(bundleProgressLabel('Ready', 100)).toBe('Ready to download');
  });
});
