import { describe, expect, it } from 'vitest';
import { NUMBER_SHAPE, accountNumberError, normaliseAccountNumber } from './accountNumber';

describe('the trust account number', () => {
  it('takes BB-bbbb-AAAAAAA-SS or -SSS with hyphens, spaces or nothing between', () => {
    expect(normaliseAccountNumber('01-0902-0068389-00')).toBe('01-0902-0068389-00');
    expect(normaliseAccountNumber(' 01 0902 0068389 000 ')).toBe('01-0902-0068389-000');
    expect(normaliseAccountNumber('0109020068389000')).toBe('01-0902-0068389-000');
    expect(accountNumberError('01-0902-0068389-00')).toBeNull();
  });

  it('refuses any other shape with the field error the server gives', () => {
    for (const text of ['', '01-902-68389-00', '12-3456-12345', '01-0902-0068389-0000', '01-0902-006838a-00']) {
      expect(accountNumberError(text)).toBe(NUMBER_SHAPE);
    }
  });
});
