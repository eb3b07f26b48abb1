import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RetentionFormula } from './retention';
import { scheduleTotals } from './schedules';

interface Params {
  version: number;
  marginalRates: Array<{ rate: number; upTo?: number }>;
  amount?: { max?: number };
}

interface Case {
  name: string;
  lines: Array<{ itemId: string; type: string; claimed: number; previous: number; scheduled: number | null }>;
  retentionParams: Params | null;
  retainedBefore: number;
  taxRateId: string;
  adjustExcl: number;
  adjustTax: number;
  expected?: Record<string, number>;
  error?: string;
}

const vectors = JSON.parse(readFileSync(new URL('../../../tests/vectors/schedules.json', import.meta.url), 'utf8')) as {
  scheduleTotals: Case[];
};

// The browser gets the formula already parsed (GraphQL RetentionFormula); the params' version
// check is the server's alone, so that case is not the mirror's.
const SERVER_ONLY = new Set(['Unsupported retention formula version']);

function formulaOf(params: Params | null): RetentionFormula | null {
  if (!params) return null;
  return {
    marginalRates: params.marginalRates.map((band) => ({ rate: band.rate, upTo: band.upTo ?? null })),
    maxAmount: params.amount?.max ?? null,
  };
}

describe('payment schedule totals (tests/vectors/schedules.json)', () => {
  it.each(vectors.scheduleTotals.filter((c) => !SERVER_ONLY.has(c.error ?? '')))('$name', (testCase) => {
    const run = () =>
      scheduleTotals({
        lines: testCase.lines,
        grossBefore: testCase.lines.reduce((total, line) => total + line.previous, 0),
        retainedBefore: testCase.retainedBefore,
        formula: formulaOf(testCase.retentionParams),
        taxRateId: testCase.taxRateId,
        adjustExcl: testCase.adjustExcl,
        adjustTax: testCase.adjustTax,
      });
    if (testCase.error) expect(run).toThrow(testCase.error);
    else expect(run()).toEqual(testCase.expected);
  });
});
