/**
 * The rules of the projects table: its columns and how a header click changes the sort, what the
 * URL keeps of it, and how each figure reads (money as the rest of the UI writes it).
 */
import { formatMoney, formatPercent } from '../domain/money';
import { formatDate } from '../lib/dates';

export type SortField =
  | 'NAME'
  | 'CONTRACT_VALUE'
  | 'CLAIMED_TO_DATE'
  | 'PERCENT_COMPLETE'
  | 'LAST_CLAIM_DATE'
  | 'NEXT_DUE_DATE';

export interface Sort {
  field: SortField;
  descending: boolean;
}

export const DEFAULT_SORT: Sort = { field: 'NAME', descending: false };

/** The columns, in order; `hide` says below which width a column gives way on a phone. */
export const COLUMNS: ReadonlyArray<{ field: SortField; label: string; numeric: boolean; hide?: 'sm' | 'md' | 'lg' }> = [
  { field: 'NAME', label: 'Project', numeric: false },
  { field: 'CONTRACT_VALUE', label: 'Contract value', numeric: true, hide: 'md' },
  { field: 'CLAIMED_TO_DATE', label: 'Claimed to date', numeric: true, hide: 'lg' },
  { field: 'PERCENT_COMPLETE', label: '% complete', numeric: true },
  { field: 'LAST_CLAIM_DATE', label: 'Last claim', numeric: false, hide: 'lg' },
  { field: 'NEXT_DUE_DATE', label: 'Next due', numeric: false, hide: 'sm' },
];

/**
 * A header click: the same column turns around; another starts the way people read it first
 * (names A–Z, the soonest due date first, the largest figures first).
 */
export function nextSort(current: Sort, field: SortField): Sort {
  if (current.field === field) return { field, descending: !current.descending };
  return { field, descending: !(field === 'NAME' || field === 'NEXT_DUE_DATE') };
}

export function ariaSort(current: Sort, field: SortField): 'ascending' | 'descending' | 'none' {
  if (current.field !== field) return 'none';
  return current.descending ? 'descending' : 'ascending';
}

const FIELDS = new Set<string>(COLUMNS.map((c) => c.field));

/** The sort kept in the URL (?sort=CONTRACT_VALUE&desc=1); the default when absent or unknown. */
export function sortFromParams(params: URLSearchParams): Sort {
  const field = params.get('sort')?.toUpperCase() ?? '';
  if (!FIELDS.has(field)) return DEFAULT_SORT;
  return { field: field as SortField, descending: params.get('desc') === '1' };
}

export function sortToParams(sort: Sort, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort.field === DEFAULT_SORT.field && sort.descending === DEFAULT_SORT.descending) {
    next.delete('sort');
    next.delete('desc');
  } else {
    next.set('sort', sort.field);
    if (sort.descending) next.set('desc', '1');
    else next.delete('desc');
  }
  return next;
}

export function moneyText(cents: number | string): string {
  return formatMoney(Number(cents));
}

/** '31.25%', or '–' when the contract has no value to be complete against. */
export function percentText(basisPoints: number | null | undefined): string {
  return basisPoints == null ? '\u2013' : formatPercent(basisPoints);
}

/** The bar's width: 0–100 % of the cell, whatever was claimed beyond the value. */
export function percentWidth(basisPoints: number | null | undefined): number {
  if (basisPoints == null || basisPoints <= 0) return 0;
  return Math.min(100, basisPoints / 100);
}

const STATUS_TEXT: Record<string, string> = { New: 'Draft', Sent: 'Sent', Scheduled: 'Scheduled', Voided: 'Voided' };

/** 'Claim 4 · Draft' and its date ('31 May 2026'), or none. */
export function lastClaimText(
  last: { number: number; status: string; date?: string | null } | null | undefined,
): { title: string; date: string } | null {
  if (!last) return null;
  const title = last.number === 0 ? 'Initial Import' : `Claim ${last.number}`;
  return { title: `${title} \u00b7 ${STATUS_TEXT[last.status] ?? last.status}`, date: formatDate(last.date) };
}

/** The next statutory date as the server names it ('Schedule due 7 Jan 2027', 'Payment overdue'), or '–'. */
export function dueText(label: string | null | undefined): string {
  return label || '\u2013';
}

/** Fetch the next page when the rows in view come within this many of the end of those loaded. */
export const PAGE_SIZE = 100;
export const LOAD_AHEAD = 30;

export function needsNextPage(lastIndexInView: number, loaded: number, hasNext: boolean, loading: boolean): boolean {
  return hasNext && !loading && lastIndexInView >= loaded - LOAD_AHEAD;
}
