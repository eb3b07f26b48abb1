/**
 * The contract page's grid (spec 2 'Contract page'): a row per item with its quote, a column per
 * claim, then To Date and Remaining; totals rows Total excl, GST and Payment. Items are grouped
 * by section in document order, retention last. `gridCsv` exports it: cells with whitespace
 * collapsed, quotes doubled and commas replaced by spaces (spec 2 §5).
 */
import { formatMoney } from '../../domain/money';
import { sectionOf, SECTIONS, type LineType } from '../lines';

export interface GridColumn {
  number: number;
  title: string;
  isDraft: boolean;
  status: string;
  totals: { gstExclusive: number; gst: number; netPayment: number };
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
}

export type GridRow =
  | { kind: 'section'; title: string }
  | { kind: 'item'; item: GridItem };

/** Section headings and items in document order; retention at the end. */
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
  return rows;
}

export interface GridTotals {
  label: 'Total excl' | 'GST' | 'Payment';
  perColumn: number[];
  toDate: number;
}

export function gridTotals(columns: ReadonlyArray<GridColumn>): GridTotals[] {
  const row = (label: GridTotals['label'], pick: (c: GridColumn) => number): GridTotals => {
    const perColumn = columns.map(pick);
    return { label, perColumn, toDate: perColumn.reduce((a, b) => a + b, 0) };
  };
  return [row('Total excl', (c) => c.totals.gstExclusive), row('GST', (c) => c.totals.gst), row('Payment', (c) => c.totals.netPayment)];
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

/** The grid as CSV: Item, Section, Quote, each claim, To Date, Remaining; then the totals rows. */
export function gridCsv(columns: ReadonlyArray<GridColumn>, items: ReadonlyArray<GridItem>): string {
  const head = ['Item', 'Section', 'Quote', ...columns.map((c) => c.title), 'To Date', 'Remaining'];
  const body: Array<Array<string | number>> = [];
  for (const row of gridRows(items)) {
    if (row.kind !== 'item') continue;
    const i = row.item;
    const section = i.isRetention ? 'Retention' : SECTIONS.find((s) => s.key === sectionOf(i.type))?.title ?? '';
    body.push([
      i.groupPath ? `${i.groupPath} >> ${i.name}` : i.name,
      section,
      plain(i.totalPrice),
      ...i.amounts.map(plain),
      plain(i.toDate),
      plain(i.remaining),
    ]);
  }
  const totals = gridTotals(columns).map((t) => [t.label, '', '', ...t.perColumn.map(plain), plain(t.toDate), '']);
  return toCsv([head, ...body, ...totals]);
}
