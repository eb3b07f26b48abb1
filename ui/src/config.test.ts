import { describe, expect, it } from 'vitest';
import { httpsUrl } from './config';

describe('httpsUrl (the accounting service\'s link, the payer information page)', () => {
  it('keeps an https link to the accounting service', () => {
    const url = 'https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID=1';
    expect(httpsUrl(url)).toBe(url);
  });
  it('refuses what is not https or not a URL', () => {
    expect(httpsUrl(null)).toBeNull();
    expect(httpsUrl('')).toBeNull();
    expect(httpsUrl('javascript:alert(1)')).toBeNull();
    expect(httpsUrl('http://go.xero.com/x')).toBeNull();
    expect(httpsUrl('/relative')).toBeNull();
  });
});
