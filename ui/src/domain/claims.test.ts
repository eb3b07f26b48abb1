import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { claimTitle, invoiceReference, percentCompleteProblem, resolveBillingMode, type BillingMode, type RevisionType } from './claims';

const vectors = JSON.parse(
  readFileSync(new URL('../../../tests/vectors/claims.json', import.meta.url), 'utf8'),
) as {
  invoiceReference: { supplier: string; number: number; reference: string }[];
  percentComplete: { text: string; problem: string | null }[];
  claimTitle: { number: number; type: RevisionType; title: string }[];
  billingMode: { mode: BillingMode; prices: [number, number][]; resolved: BillingMode }[];
};

describe('claims (tests/vectors/claims.json)', () => {
  it.each(vectors.invoiceReference)('$supplier #$number → $reference', (testCase) => {
    expect(invoiceReference(testCase.supplier, testCase.number)).toBe(testCase.reference);
  });

  it.each(vectors.percentComplete)('percent complete "$text"', ({ text, problem }) => {
    expect(percentCompleteProblem(text)).toBe(problem);
  });

  it.each(vectors.claimTitle)('$type $number → $title', ({ number, type, title }) => {
    expect(claimTitle(number, type)).toBe(title);
  });

  it.each(vectors.billingMode)('$mode with $prices → $resolved', ({ mode, prices, resolved }) => {
    expect(resolveBillingMode(mode, prices)).toBe(resolved);
  });
});
