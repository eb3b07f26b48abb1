import { describe, expect, it } from 'vitest';
import { DAY_RANGE, defaultParams, fieldProblems, INVALID_SETTINGS, ownedByMessage, PAY_BEFORE_SUBMIT, paramsProblem } from './payCycles';

describe('pay cycle creation', () => {
  it('uses the spec defaults', () => {
    expect(defaultParams('monthly')).toEqual({ period: 'monthly', submit1: 20, pay1: 21, pay1FollowingPeriod: true });
    expect(defaultParams('twice_monthly')).toEqual({
      period: 'twice_monthly',
      submit1: 1,
      pay1: 6,
      pay1FollowingPeriod: false,
      submit2: 16,
      pay2: 21,
      pay2FollowingPeriod: false,
    });
  });

  it('accepts days 1 to 31 only', () => {
    expect(paramsProblem(defaultParams('monthly'))).toBeNull();
    expect(paramsProblem({ ...defaultParams('monthly'), submit1: 0 })).toBe(INVALID_SETTINGS);
    expect(paramsProblem({ ...defaultParams('monthly'), pay1: 32 })).toBe(INVALID_SETTINGS);
    expect(paramsProblem({ ...defaultParams('twice_monthly'), pay2: 1.5 })).toBe(INVALID_SETTINGS);
    expect(paramsProblem({ ...defaultParams('twice_monthly'), pay2: 10 })).toBe(INVALID_SETTINGS);
    // A following-month choice that is not a boolean (no checkbox leaves it so) is refused too.
    expect(paramsProblem({ ...defaultParams('monthly'), pay1FollowingPeriod: undefined as unknown as boolean })).toBe(INVALID_SETTINGS);
    expect(paramsProblem({ ...defaultParams('twice_monthly'), pay2FollowingPeriod: undefined })).toBe(INVALID_SETTINGS);
  });

  it('names the owner of a contract the viewer cannot move', () => {
    expect(ownedByMessage('acme', 'queen-st', 'Acme Builders')).toBe('acme/queen-st is owned by Acme Builders.');
  });

  it('marks each field at fault beside it, with its range (the spec\'s message stays above)', () => {
    expect(fieldProblems(defaultParams('monthly'))).toEqual({});
    expect(fieldProblems({ ...defaultParams('monthly'), submit1: 32 })).toEqual({ submit1: DAY_RANGE });
    expect(fieldProblems({ ...defaultParams('monthly'), pay1: Number.NaN })).toEqual({ pay1: DAY_RANGE });
    const early = { ...defaultParams('twice_monthly'), pay2: 10 };
    expect(paramsProblem(early)).toBe(INVALID_SETTINGS);
    expect(fieldProblems(early)).toEqual({ pay2: PAY_BEFORE_SUBMIT });
    expect(fieldProblems({ ...early, pay2FollowingPeriod: true })).toEqual({});
  });
});
