import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { payWhenPaidWords } from './payWhenPaid';

const vectors = JSON.parse(readFileSync(new URL('../../../tests/vectors/pay_when_paid.json', import.meta.url), 'utf8')) as {
  yes: { text: string; words: string }[];
  no: string[];
};

describe('pay-when-paid wording (tests/vectors/pay_when_paid.json)', () => {
  it.each(vectors.yes)('finds $text', ({ text, words }) => {
    expect(payWhenPaidWords(text)).toBe(words);
  });
  it.each(vectors.no)('leaves alone %s', (text) => {
    expect(payWhenPaidWords(text)).toBeNull();
  });
});
