import { describe, expect, it } from 'vitest';
import { base64, FILE_TOO_LARGE, fileSource, hasRows, MAX_FILE_BYTES, problemText } from './lineImport';

describe('lines from a file or a paste', () => {
  it('sends a file as the base64 of its very bytes (Windows-1252 and UTF-16 arrive untouched)', async () => {
    const cp1252 = new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x43, 0x61, 0x66, 0xe9]); // "name\nCafé" in cp1252
    expect(await fileSource(new Blob([cp1252]))).toEqual({ file: 'bmFtZQpDYWbp' });
    const big = new Uint8Array(70_000).fill(0x41);
    expect(atob(base64(big))).toBe('A'.repeat(70_000));
  });

  it('refuses a file over the limit with the server’s words, before sending it', async () => {
    await expect(fileSource(new Blob([new Uint8Array(MAX_FILE_BYTES + 1)]))).rejects.toThrow(FILE_TOO_LARGE);
  });

  it('names a problem by row and column', () => {
    expect(problemText({ row: 4, column: 'amountExcl', reason: 'amountExcl is not qty × unitPrice: it should be 200.00' }))
      .toBe('Row 4, amountExcl: amountExcl is not qty × unitPrice: it should be 200.00');
    expect(problemText({ row: null, column: null, reason: 'The file has no lines to import' })).toBe(
      'The file has no lines to import',
    );
  });

  it('a paste needs a header and a row', () => {
    expect(hasRows('name\n')).toBe(false);
    expect(hasRows('name\n\nPiles\n')).toBe(true);
  });
});
