import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  divRound,
  formatMoney,
  formatPercent,
  formatQty,
  parseMoney,
  parsePercent,
  parseQty,
  percentOf,
} from './money';
import { taxOn } from './tax';

type ParseCase = { text: string; error?: string } & Record<string, unknown>;

const vectors = JSON.parse(
  readFileSync(new URL('../../../tests/vectors/money.json', import.meta.url), 'utf8'),
) as {
  formatMoney: { cents: number; text: string; accounting: string }[];
  parseMoney: ParseCase[];
  formatQty: { qtyMilli: number; text: string }[];
  parseQty: ParseCase[];
  formatPercent: { basisPoints: number; text: string }[];
  parsePercent: ParseCase[];
  percentOf: { part: number; whole: number; basisPoints: number }[];
  gst: { cents: number; gst: number }[];
  unknownTaxRate: { taxRateId: string; error: string };
};

function checkParse(parse: (text: string) => number, testCase: ParseCase, key: string): void {
  if (testCase.error !== undefined) {
    expect(() => parse(testCase.text)).toThrow(testCase.error);
  } else {
    expect(parse(testCase.text)).toBe(testCase[key]);
  }
}

describe('money (tests/vectors/money.json)', () => {
  it.each(vectors.formatMoney)('formats $cents cents', ({ cents, text, accounting }) => {
    expect(formatMoney(cents)).toBe(text);
    expect(formatMoney(cents, true)).toBe(accounting);
    expect(parseMoney(text)).toBe(cents);
    expect(parseMoney(accounting)).toBe(cents);
  });

  it.each(vectors.parseMoney)('parses money "$text"', (testCase) =>
    checkParse(parseMoney, testCase, 'cents'),
  );

  it.each(vectors.formatQty)('formats $qtyMilli thousandths', ({ qtyMilli, text }) => {
    expect(formatQty(qtyMilli)).toBe(text);
    expect(parseQty(text)).toBe(qtyMilli);
  });

  it.each(vectors.parseQty)('parses quantity "$text"', (testCase) =>
    checkParse(parseQty, testCase, 'qtyMilli'),
  );

  it.each(vectors.formatPercent)('formats $basisPoints basis points', ({ basisPoints, text }) => {
    expect(formatPercent(basisPoints)).toBe(text);
    expect(parsePercent(text)).toBe(basisPoints);
  });

  it.each(vectors.parsePercent)('parses percent "$text"', (testCase) =>
    checkParse(parsePercent, testCase, 'basisPoints'),
  );

  it.each(vectors.percentOf)('$part of $whole', ({ part, whole, basisPoints }) => {
    expect(percentOf(part, whole)).toBe(basisPoints);
  });

  it.each(vectors.gst)('GST on $cents cents', ({ cents, gst }) => {
    expect(taxOn(cents)).toBe(gst);
    expect(taxOn(cents, 'NZ_GST')).toBe(gst);
  });

  it('refuses an unknown tax rate', () => {
    const { taxRateId, error } = vectors.unknownTaxRate;
    expect(() => taxOn(100, taxRateId)).toThrow(error);
  });

  it('rounds halves away from zero', () => {
    const rounded = [divRound(5, 10), divRound(-5, 10), divRound(4, 10), divRound(-15, 10)];
    expect(rounded).toEqual([1, -1, 0, -2]);
    expect(() => divRound(1, 0)).toThrow();
  });

  it('formats then parses back to the same cents', () => {
    // A deterministic sweep standing in for the Python property test.
    let cents = 1;
    for (let step = 0; step < 2000; step += 1) {
      cents = (cents * 48271 + step) % 2147483647;
      for (const value of [cents, -cents, cents * 4093]) {
        expect(parseMoney(formatMoney(value))).toBe(value);
        expect(parseMoney(formatMoney(value, true))).toBe(value);
      }
    }
  });
});
