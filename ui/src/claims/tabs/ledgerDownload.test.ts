// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../../ui/Toaster', () => ({ toast: { error: toastError } }));

import { downloadLedger, LEDGER_EXPORT_FAILED } from './ledgerDownload';

afterEach(() => {
  vi.unstubAllGlobals();
  toastError.mockReset();
});

describe('downloadLedger', () => {
  it("shows the server's message for an empty ledger instead of downloading", async () => {
    const body = JSON.stringify({ message: 'There are no entries in the ledger yet.' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 404, headers: { 'content-type': 'application/json' } })));
    await downloadLedger('acme', 'Q29udHJhY3Q6MQ==');
    expect(toastError).toHaveBeenCalledWith('There are no entries in the ledger yet.');
  });

  it('says it failed when the network does', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error('offline'))));
    await downloadLedger('acme', 'x');
    expect(toastError).toHaveBeenCalledWith(LEDGER_EXPORT_FAILED);
  });

  it('downloads the CSV under the name the server gives', async () => {
    const csv = new Response('\ufeff"id"\r\n', { headers: { 'content-disposition': 'attachment; filename="acme-site-ledger-20260101-000000.csv"' } });
    vi.stubGlobal('fetch', vi.fn(async () => csv));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await downloadLedger('acme', 'x');
    expect(clicked).toEqual(['acme-site-ledger-20260101-000000.csv']);
    expect(toastError).not.toHaveBeenCalled();
  });
});
