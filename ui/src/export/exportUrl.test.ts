import { afterEach, describe, expect, it } from 'vitest';
import { setSelectedAccountId } from '../auth/state';
import { claimsExportUrl, filtersOf, ledgerExportUrl } from './exportUrl';

afterEach(() => setSelectedAccountId(null));

describe('export URLs', () => {
  it('name the signed-in account and the organisation, and only the filters set', () => {
    setSelectedAccountId(7);
    expect(claimsExportUrl('acme', {})).toBe('/v1/export/claims?sid=7&org=acme');
    expect(claimsExportUrl('acme', { relation: 'Customer', status: null, from: '2026-03-01' }, true)).toBe(
      '/v1/export/claims?sid=7&org=acme&relation=Customer&from=2026-03-01&format=json',
    );
    expect(ledgerExportUrl('a@b', 'Q29udHJhY3Q6MQ==')).toBe('/v1/export/ledger?sid=7&org=a%40b&contract=Q29udHJhY3Q6MQ%3D%3D');
  });

  it('read filters from the search parameters, ignoring what is not one', () => {
    expect(filtersOf(new URLSearchParams('relation=Supplier&status=Sent&from=2026-03-01&to=31/03/2026'))).toEqual({
      relation: 'Supplier',
      status: 'Sent',
      from: '2026-03-01',
      to: null,
    });
    expect(filtersOf(new URLSearchParams('relation=Owner&status=Paid'))).toEqual({ relation: null, status: null, from: null, to: null });
  });
});
