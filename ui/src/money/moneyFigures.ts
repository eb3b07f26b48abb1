/**
 * What the money chart draws, from the figures the server sends (app/payments/money.py): no sum is
 * made here. Three views: money in, money out, and for a head contractor receivable from the
 * principal against payable to subcontractors (the payable figures of each side, month by month).
 */
export interface Side {
  readonly claimed: number;
  readonly scheduled: number;
  readonly payable: number;
  readonly paid: number;
  readonly outstanding: number;
  readonly retentionWithheld: number;
}

export interface MonthFigures {
  readonly period: string;
  readonly label: string;
  readonly moneyIn: Side;
  readonly moneyOut: Side;
}

export type View = 'in' | 'out' | 'compare';

/** A design token (src/styles/index.css) the chart reads its colour from, so light and dark both apply. */
export type Token = '--primary' | '--success' | '--warning' | '--danger' | '--accent' | '--fg-muted';

export interface Series {
  readonly label: string;
  readonly token: Token;
  /** Cents, one per month. */
  readonly values: number[];
  /** Drawn dashed (a line chart's second kind: retention held from us, beside retention we hold). */
  readonly dashed?: boolean;
}

/** The tokens a chart of many series takes in turn. */
export const SERIES_TOKENS: Token[] = ['--primary', '--accent', '--success', '--warning', '--danger', '--fg-muted'];

export interface ContractHeld {
  readonly siteName: string;
  readonly counterparty: string;
  readonly weHold: boolean;
  readonly held: ReadonlyArray<number>;
}

/** Retention held over time: a line per contract, 'we hold' solid and 'held from us' dashed (never one line). */
export function retentionSeries(contracts: ReadonlyArray<ContractHeld>): Series[] {
  return contracts.map((c, i) => ({
    label: `${c.siteName} (${c.weHold ? 'we hold for' : 'held from us by'} ${c.counterparty})`,
    token: SERIES_TOKENS[i % SERIES_TOKENS.length],
    values: [...c.held],
    dashed: !c.weHold,
  }));
}

export interface Column {
  readonly key: keyof Side;
  readonly label: string;
}

/** The table's and the CSV's columns per side, in order. */
export const COLUMNS: Column[] = [
  { key: 'claimed', label: 'Claimed' },
  { key: 'scheduled', label: 'Scheduled' },
  { key: 'payable', label: 'Payable' },
  { key: 'paid', label: 'Paid' },
  { key: 'outstanding', label: 'Outstanding' },
  { key: 'retentionWithheld', label: 'Retention withheld' },
];

const DRAWN: { key: keyof Side; label: string; token: Token }[] = [
  { key: 'claimed', label: 'Claimed', token: '--primary' },
  { key: 'scheduled', label: 'Scheduled', token: '--accent' },
  { key: 'paid', label: 'Paid', token: '--success' },
  { key: 'outstanding', label: 'Outstanding', token: '--danger' },
];

export const VIEW_LABELS: Record<View, string> = {
  in: 'Money in',
  out: 'Money out',
  compare: 'Receivable against payable',
};

/** The views worth offering: a side with no contract is left out; the comparison needs both. */
export function viewsOf(hasIn: boolean, hasOut: boolean): View[] {
  const views: View[] = [];
  if (hasIn) views.push('in');
  if (hasOut) views.push('out');
  if (hasIn && hasOut) views.push('compare');
  return views;
}

export function seriesOf(months: ReadonlyArray<MonthFigures>, view: View): Series[] {
  if (view === 'compare') {
    return [
      { label: 'Receivable from the principal', token: '--primary', values: months.map((m) => m.moneyIn.payable) },
      { label: 'Payable to subcontractors', token: '--warning', values: months.map((m) => m.moneyOut.payable) },
    ];
  }
  const side = (m: MonthFigures) => (view === 'in' ? m.moneyIn : m.moneyOut);
  return DRAWN.map(({ key, label, token }) => ({ label, token, values: months.map((m) => side(m)[key]) }));
}

/** The chart's text alternative: what it shows and where the figures are. */
export function chartLabel(view: View, months: ReadonlyArray<MonthFigures>): string {
  const span = months.length === 0 ? '' : months.length === 1 ? ` for ${months[0].label}` : ` from ${months[0].label} to ${months[months.length - 1].label}`;
  return `Bar chart of ${VIEW_LABELS[view].toLowerCase()} by month${span}; the table below has the same figures.`;
}
