/**
 * The contract page's grid (spec 2 'Contract page'): a row per item with its quote, a column per
 * claim and, after a claim answered by a payment schedule, its schedule column; then To Date
 * and Remaining; totals rows Total excl, GST and Payment. Items are grouped by section in
 * document order, retention last, then the releases of retention claimed as lines (`isRelease`). `gridCsv` exports it: cells with whitespace collapsed, quotes
 * doubled and commas replaced by spaces (spec 2 §5).
 *
 * A schedule column shows what the payer scheduled: the claim's entry plus the schedule's
 * Adjustment entry for the item. A claim entry counts as approved; a non-zero adjustment is
 * rejected (shown in orange). An adjustment whose claim or schedule column cannot be found is
 * left out and named ('Could not find doc/col for {mode} {number}') rather than breaking the grid.
 */
import { formatMoney } from '../../domain/money';
import { sectionOf, SECTIONS, type LineType } from '../lines';
import type { LineVariation } from '../../variations/VariationLineName';

export interface GridColumn {
  number: number;
  title: string;
  isDraft: boolean;
  status: string;
  totals: { gstExclusive: number; gst: number; netPayment: number };
  /** The claim's sent payment schedule: its amount excl GST and its GST; null when none. */
  schedule?: { excl: number; tax: number } | null;
}

/** A ledger entry that is not the claim's own (mode Adjustment: a payment schedule's). */
export interface GridEntry {
  itemId: string;
  number: number;
  mode: string;
  amount: number;
}

/** A column of the grid as shown: a claim's, or the schedule's after it (`index` into the claims). */
export interface ShownColumn {
  kind: 'claim' | 'schedule';
  index: number;
}

/** The grid's money columns: each claim, followed by its schedule when it has one. */
export function shownColumns(columns: ReadonlyArray<GridColumn>): ShownColumn[] {
  return columns.flatMap((c, index): ShownColumn[] =>
    c.schedule ? [{ kind: 'claim', index }, { kind: 'schedule', index }] : [{ kind: 'claim', index }],
  );
}

/** Adjustments by item and claim column, and the entries that could not be placed. */
export interface PlacedAdjustments {
  byItem: Map<string, Map<number, number>>;
  problems: string[];
}

export function placeAdjustments(
  columns: ReadonlyArray<GridColumn>,
  items: ReadonlyArray<GridItem>,
  entries: ReadonlyArray<GridEntry>,
): PlacedAdjustments {
  const byItem = new Map<string, Map<number, number>>();
  const problems: string[] = [];
  const known = new Set(items.map((i) => i.itemId));
  for (const entry of entries) {
    const index = columns.findIndex((c) => c.number === entry.number);
    if (index < 0 || !columns[index]!.schedule || !known.has(entry.itemId)) {
      const problem = `Could not find doc/col for ${entry.mode} ${entry.number}`;
      if (!problems.includes(problem)) problems.push(problem);
      continue;
    }
    const row = byItem.get(entry.itemId) ?? new Map<number, number>();
    row.set(index, (row.get(index) ?? 0) + entry.amount);
    byItem.set(entry.itemId, row);
  }
  return { byItem, problems };
}

/** An item's cell in a shown column; a schedule cell with a non-zero adjustment is rejected. */
export function gridCell(item: GridItem, column: ShownColumn, placed: PlacedAdjustments): { amount: number; rejected: boolean } {
  const claimed = item.amounts[column.index] ?? 0;
  if (column.kind === 'claim') return { amount: claimed, rejected: false };
  const adjustment = placed.byItem.get(item.itemId)?.get(column.index) ?? 0;
  return { amount: claimed + adjustment, rejected: adjustment !== 0 };
}

/** A shown column's heading ('Claim 3', 'Claim 3 Schedule'). */
export function columnTitle(columns: ReadonlyArray<GridColumn>, column: ShownColumn): string {
  const title = columns[column.index]?.title ?? '';
  return column.kind === 'schedule' ? `${title} Schedule` : title;
}

export interface GridItem {
  itemId: string;
  type: LineType;
  name: string;
  groupPath: string;
  position: number;
  totalPrice: number;
  amounts: number[];
  toDate: number;
  remaining: number;
  isVoided: boolean;
  isRetention: boolean;
  /** The variation the row stands for, linked with 'Approved' / 'Not Approved'. */
  variation?: LineVariation | null;
}

export type GridRow =
  | { kind: 'section'; title: string }
  | { kind: 'item'; item: GridItem };

/** The section the releases of retention claimed as lines are listed in (issue 38, app/claims/release_line.py). */
export const RELEASES_SECTION = 'Releases of retention';

/**
 * A release of retention claimed as a line (issue 38): type Retention, not the claim's own retention line. It pays
 * retention back (no new revenue, no quote, nothing remaining), so the grid lists it apart, by its type, never as a
 * quantity line of a section.
 */
export function isRelease(item: Pick<GridItem, 'type' | 'isRetention'>): boolean {
  return item.type === 'Retention' && !item.isRetention;
}

/** Section headings and items in document order; retention at the end, then the releases of retention. */
export function gridRows(items: ReadonlyArray<GridItem>): GridRow[] {
  const rows: GridRow[] = [];
  for (const section of SECTIONS) {
    const mine = items
      .filter((i) => !i.isRetention && sectionOf(i.type) === section.key)
      .sort((a, b) => a.position - b.position);
    if (!mine.length) continue;
    rows.push({ kind: 'section', title: section.title });
    for (const item of mine) rows.push({ kind: 'item', item });
  }
  // The retention line shows once something was held (a contract without retention has none).
  const retention = items.filter((i) => i.isRetention && (i.toDate !== 0 || i.amounts.some((a) => a !== 0)));
  if (retention.length) {
    rows.push({ kind: 'section', title: 'Retention' });
    for (const item of retention) rows.push({ kind: 'item', item });
  }
  const releases = items.filter(isRelease).sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
  if (releases.length) {
    rows.push({ kind: 'section', title: RELEASES_SECTION });
    for (const item of releases) rows.push({ kind: 'item', item });
  }
  return rows;
}

export interface GridTotals {
  label: 'Total excl' | 'GST' | 'Payment';
  perColumn: number[];
  toDate: number;
}

/** Per shown column (a schedule's from its own totals); To Date adds up the claims. */
export function gridTotals(columns: ReadonlyArray<GridColumn>): GridTotals[] {
  const shown = shownColumns(columns);
  const row = (label: GridTotals['label'], claim: (c: GridColumn) => number, schedule: (s: { excl: number; tax: number }) => number) => {
    const perColumn = shown.map(({ kind, index }) => {
      const column = columns[index]!;
      return kind === 'schedule' && column.schedule ? schedule(column.schedule) : claim(column);
    });
    const toDate = columns.reduce((total, c) => total + claim(c), 0);
    return { label, perColumn, toDate };
  };
  return [
    row('Total excl', (c) => c.totals.gstExclusive, (s) => s.excl),
    row('GST', (c) => c.totals.gst, (s) => s.tax),
    row('Payment', (c) => c.totals.netPayment, (s) => s.excl + s.tax),
  ];
}

/** A CSV cell: whitespace collapsed, quotes doubled, commas replaced by spaces. */
export function csvCell(value: string | number): string {
  const text = String(value).replace(/\s+/g, ' ').trim().replace(/,/g, ' ').replace(/"/g, '""');
  return text.includes('"') ? `"${text}"` : text;
}

function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const plain = (cents: number) => formatMoney(cents).replace(/,/g, '').replace('\u2013', '-');

/** The grid as CSV: Item, Section, Quote, each claim (and schedule), To Date, Remaining; then the totals rows. */
export function gridCsv(
  columns: ReadonlyArray<GridColumn>,
  items: ReadonlyArray<GridItem>,
  placed: PlacedAdjustments = { byItem: new Map(), problems: [] },
): string {
  const shown = shownColumns(columns);
  const head = ['Item', 'Section', 'Quote', ...shown.map((c) => columnTitle(columns, c)), 'To Date', 'Remaining'];
  const body: Array<Array<string | number>> = [];
  for (const row of gridRows(items)) {
    if (row.kind !== 'item') continue;
    const i = row.item;
    const release = isRelease(i);
    const section = i.isRetention
      ? 'Retention'
      : release
        ? RELEASES_SECTION
        : SECTIONS.find((s) => s.key === sectionOf(i.type))?.title ?? '';
    body.push([
      i.groupPath ? `${i.groupPath} >> ${i.name}` : i.name,
      section,
      release ? '' : plain(i.totalPrice),
      ...shown.map((c) => plain(gridCell(i, c, placed).amount)),
      plain(i.toDate),
      release ? '' : plain(i.remaining),
    ]);
  }
  const totals = gridTotals(columns).map((t) => [t.label, '', '', ...t.perColumn.map(plain), plain(t.toDate), '']);
  return toCsv([head, ...body, ...totals]);
}
