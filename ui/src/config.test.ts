import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('PAYER_INFO_URL (the payer\'s "More information" link: its own page, or one set when the UI is built)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });
  const built = async (url: string | undefined) => {
    vi.stubGlobal('__CLAIMDESK_PAYER_INFO_URL__', url);
    vi.resetModules();
    return (await import('./config')).PAYER_INFO_URL;
  };

  it('is the https page CLAIMDESK_PAYER_INFO_URL named', async () => {
    expect(await built('https://www.building.govt.nz/resolving-problems/payment-disputes/')).toBe(
      'https://www.building.govt.nz/resolving-problems/payment-disputes/',
    );
  });
  it("is the product's own page, /help/payers, when not configured or not https", async () => {
    expect(await built('')).toBe('/help/payers');
    expect(await built(undefined)).toBe('/help/payers');
    expect(await built('http://example.org/payers')).toBe('/help/payers');
  });
});
