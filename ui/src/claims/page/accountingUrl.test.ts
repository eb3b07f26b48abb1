import { describe, expect, it } from 'vitest';
import { accountingUrl } from './ClaimActions';

describe('accountingUrl', () => {
  it('keeps an https link to the accounting service', () => {
    const url = 'https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID=1';
    expect(accountingUrl(url)).toBe(url);
  });
  it('refuses what is not https or not a URL', () => {
    expect(accountingUrl(null)).toBeNull();
    expect(accountingUrl('')).toBeNull();
    expect(accountingUrl('javascript:alert(1)')).toBeNull();
    expect(accountingUrl('http://go.xero.com/x')).toBeNull();
    expect(accountingUrl('/relative')).toBeNull();
  });
});
