import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatGstNumber, gstNumberProblem, normaliseGstNumber } from './gst';

interface GstCase {
  note: string;
  input: string;
  stored?: string | null;
  display?: string;
  error?: string;
}

const { cases } = JSON.parse(
  readFileSync(new URL('../../../tests/vectors/gst.json', import.meta.url), 'utf8'),
) as { cases: GstCase[] };

describe('GST numbers (tests/vectors/gst.json)', () => {
  it.each(cases)('$input: $note', (testCase) => {
    if (testCase.error !== undefined) {
      expect(() => normaliseGstNumber(testCase.input)).toThrow(testCase.error);
      expect(gstNumberProblem(testCase.input)).toBe(testCase.error);
      expect(() => formatGstNumber(testCase.input)).toThrow(testCase.error);
    } else {
      expect(normaliseGstNumber(testCase.input)).toBe(testCase.stored);
      expect(formatGstNumber(testCase.input)).toBe(testCase.display);
      expect(gstNumberProblem(testCase.input)).toBeNull();
    }
  });

  it('treats null and undefined as blank', () => {
    expect(normaliseGstNumber(null)).toBeNull();
    expect(formatGstNumber(undefined)).toBe('');
  });
});
