import { describe, expect, it } from 'vitest';
import { cleanCode, formatCode } from './code';

describe('sign-in code input', () => {
  it('keeps only letters and digits, upper-cased, at most 6', () => {
    expect(cleanCode('ab-c 1!2?3')).toBe('ABC123');
    expect(cleanCode('abc1234567')).toBe('ABC123');
    expect(cleanCode('ÄÖ--')).toBe('');
  });
  it('shows 3, a dash, 3', () => {
    expect(formatCode('ABC123')).toBe('ABC-123');
    expect(formatCode('ABCD')).toBe('ABC-D');
    expect(formatCode('AB')).toBe('AB');
    expect(formatCode('ABC')).toBe('ABC');
  });
});
