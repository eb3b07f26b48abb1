/**
 * Claim lines on the claim document: line types, the sections they are shown in (document
 * order), and the numbers of a line derived from what it claims (to date, percent complete,
 * remaining) — the browser side of app/claims/totals.py for one line, so an edit shows at once.
 */
import type { LineType as GeneratedLineType } from '../__generated__/LineGrid_line.graphql';
import { divRound, percentOf, QTY_SCALE } from '../domain/money';
import type { LineVariation } from '../variations/VariationLineName';

/** The schema's LineType enum (Relay's generated type, without its placeholder for values added later). */
export type LineType = Exclude<GeneratedLineType, '%future added value'>;
/** The line types a person can give a line: retention is computed. */
export type ChosenLineType = Exclude<LineType, 'Retention'>;

export type SectionKey = 'BaseContract' | 'Materials' | 'Variations' | 'Provisional' | 'Margin';

/** Sections in document order (spec 2 §9) with their headings and the type a new line gets. */
export const SECTIONS: ReadonlyArray<{ key: SectionKey; title: string; lineType: ChosenLineType }> = [
  { key: 'BaseContract', title: 'Base Contract', lineType: 'BaseContract' },
  { key: 'Materials', title: 'Materials', lineType: 'Materials' },
  { key: 'Variations', title: 'Variations', lineType: 'Variation' },
  { key: 'Provisional', title: 'Provisional', lineType: 'Provisional' },
  { key: 'Margin', title: 'Margin', lineType: 'Margin' },
];

export const SECTION_OF: Record<ChosenLineType, SectionKey> = {
  BaseContract: 'BaseContract',
  Materials: 'Materials',
  MaterialsOn: 'Materials',
  MaterialsOff: 'Materials',
  Variation: 'Variations',
  Provisional: 'Provisional',
  Margin: 'Margin',
};

/** The line types a person can choose for a line (retention is computed). */
export const LINE_TYPE_LABELS: ReadonlyArray<{ value: ChosenLineType; label: string }> = [
  { value: 'BaseContract', label: 'Base Contract' },
  { value: 'Materials', label: 'Materials' },
  { value: 'MaterialsOn', label: 'Materials on site' },
  { value: 'MaterialsOff', label: 'Materials off site' },
  { value: 'Variation', label: 'Variation' },
  { value: 'Provisional', label: 'Provisional' },
  { value: 'Margin', label: 'Margin' },
];

/** The line types a new line of a section may take, its default first (Materials: on or off site too). */
export function lineTypesOf(section: SectionKey): ReadonlyArray<{ value: ChosenLineType; label: string }> {
  return LINE_TYPE_LABELS.filter((t) => SECTION_OF[t.value] === section);
}

export function sectionOf(type: LineType): SectionKey | null {
  return type === 'Retention' ? null : SECTION_OF[type];
}

/** A line of the claim being shown: the ledger entry of this claim and the item's amounts before it. */
export interface Line {
  itemId: string;
  type: LineType;
  position: number;
  name: string;
  group: ReadonlyArray<string>;
  reference: string;
  /** The quote (contract value), cents. */
  totalPrice: number;
  /** Rate, cents. */
  unitPrice: number;
  /** Quantity claimed by this claim, thousandths. */
  qtyMilli: number;
  /** Amount claimed by this claim excluding tax, cents. */
  amount: number;
  /** Claimed by earlier claims, cents. */
  previous: number;
  /** Quantity claimed by earlier claims, thousandths. */
  qtyPrevious: number;
  isReversal: boolean;
  isRetention: boolean;
  /** The variation the line stands for: its value, description and section are the variation's. */
  variation?: LineVariation | null;
  /** Created here and not yet saved. */
  isNew?: boolean;
}

/** Cents claimed to date when a line of `totalPrice` is `basisPoints` complete (app.domain.claims.amount_for_percent). */
export function amountForPercent(totalPrice: number, basisPoints: number): number {
  return divRound(totalPrice * basisPoints, 100 * 100);
}

/** Cents for `qtyMilli` thousandths at `unitPrice` (app.domain.claims.amount_for_qty). */
export function amountForQty(unitPrice: number, qtyMilli: number): number {
  return divRound(unitPrice * qtyMilli, QTY_SCALE);
}

export function toDate(line: Line): number {
  return line.previous + line.amount;
}

export function qtyToDate(line: Line): number {
  return line.qtyPrevious + line.qtyMilli;
}

/** To date as basis points of the quote (0 without one). */
export function percentComplete(line: Line): number {
  return line.totalPrice === 0 ? 0 : percentOf(toDate(line), line.totalPrice);
}

export function remaining(line: Line): number {
  return line.totalPrice - toDate(line);
}

/**
 * A lump-sum line: its rate is its quote (or it has no rate) and no quantity was ever claimed on
 * it. It shows no quantity or rate (app/claims/qty_columns.py is_lump_sum).
 */
export function isLumpSum(line: Pick<Line, 'totalPrice' | 'unitPrice' | 'qtyMilli' | 'qtyPrevious'>): boolean {
  return (line.unitPrice === line.totalPrice || line.unitPrice === 0) && line.qtyMilli === 0 && line.qtyPrevious === 0;
}

/** Planned (contract) quantity (quote ÷ rate) in thousandths; 0 without a rate. */
export function plannedQty(line: Pick<Line, 'totalPrice' | 'unitPrice'>): number {
  return line.unitPrice === 0 ? 0 : divRound(line.totalPrice * QTY_SCALE, line.unitPrice);
}

/** Lines grouped into the document's sections (in order, only sections with lines), each by position. */
export function bySection<T extends Pick<Line, 'type' | 'position' | 'itemId'>>(
  lines: ReadonlyArray<T>,
): Array<{ key: SectionKey; title: string; lines: T[] }> {
  const out: Array<{ key: SectionKey; title: string; lines: T[] }> = [];
  for (const section of SECTIONS) {
    const mine = lines
      .filter((l) => sectionOf(l.type) === section.key)
      .sort((a, b) => a.position - b.position || (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
    if (mine.length) out.push({ key: section.key, title: section.title, lines: mine });
  }
  return out;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return false;
}

/**
 * `next` with each line that equals its `previous` version (same item, same values) replaced by
 * that version: keeping the unchanged ones the same objects lets a 500-line grid re-render only the
 * rows that changed. A line that is already the same object (what a save or an edit left alone)
 * costs no comparison.
 */
export function keepUnchanged<T extends { itemId: string }>(previous: ReadonlyArray<T>, next: T[]): T[] {
  let before: Map<string, T> | null = null;
  let same = previous.length === next.length;
  const out = next.map((line, i) => {
    if (line === previous[i]) return line;
    // Mostly the line at the same place; a map of them all only when lines moved.
    let old: T | undefined = previous[i]?.itemId === line.itemId ? previous[i] : undefined;
    if (old === undefined) old = (before ??= new Map(previous.map((l) => [l.itemId, l]))).get(line.itemId);
    const kept = old !== undefined && sameValue(old, line) ? old : line;
    if (kept !== previous[i]) same = false;
    return kept;
  });
  return same ? (previous as T[]) : out;
}
