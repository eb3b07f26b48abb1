/**
 * The URLs of the server's CSV exports (app/exports/rest.py). A download is a link the browser
 * opens, which cannot carry the `user-account-id` header, so the account goes in `sid` (it counts
 * only when it is signed in on this browser) and the organisation in `org`, as the PDF links do.
 * The server writes every cell (one set of CSV rules: app/domain/csv_export.py).
 */
import { getSelectedAccountId } from '../auth/state';

export type Relation = 'Supplier' | 'Customer';
export type ClaimStatus = 'New' | 'Sent' | 'Scheduled' | 'Voided';

export interface ExportFilters {
  relation?: Relation | null;
  status?: ClaimStatus | null;
  from?: string | null; // yyyy-mm-dd: the claim's period ends on or after
  to?: string | null;
}

function url(path: string, org: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams({ sid: getSelectedAccountId() ?? '', org });
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `/v1/export/${path}?${query.toString()}`;
}

/** The claims CSV (claims-{timestamp}.csv), or with `json` the first rows for the table. */
export function claimsExportUrl(org: string, filters: ExportFilters, json = false): string {
  return url('claims', org, { ...filters, format: json ? 'json' : null });
}

/** A contract's ledger entries as CSV. */
export function ledgerExportUrl(org: string, contractId: string): string {
  return url('ledger', org, { contract: contractId });
}

/** The filters a URL's search parameters hold (unknown values ignored). */
export function filtersOf(search: URLSearchParams): ExportFilters {
  const relation = search.get('relation');
  const status = search.get('status');
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
  return {
    relation: relation === 'Supplier' || relation === 'Customer' ? relation : null,
    status: status === 'New' || status === 'Sent' || status === 'Scheduled' || status === 'Voided' ? status : null,
    from: day(search.get('from')),
    to: day(search.get('to')),
  };
}
