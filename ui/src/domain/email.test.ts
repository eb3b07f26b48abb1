import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

interface EmailCase {
  note: string;
  email: string;
  valid: boolean;
}

const { cases } = JSON.parse(
  readFileSync(new URL('../../../tests/vectors/email.json', import.meta.url), 'utf8'),
) as { cases: EmailCase[] };

describe('email addresses (tests/vectors/email.json)', () => {
  it.each(cases)('$email: $note', ({ email, valid }) => {
    expect(isEmail(email)).toBe(valid);
  });
});
