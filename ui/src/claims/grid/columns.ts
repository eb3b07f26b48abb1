/**
 * The columns of a claim section's grid by billing mode, and what typing into a cell does.
 *
 * Billing modes (spec 2 §3): Percent (shown 'Disabled': claim by percent complete),
 * PercentWithQty (shown 'Quantity': quantity at a rate, or percent), RateQtyEstimate (shown
 * 'Planned & Actual': a planned quantity at a rate is the quote, the actual quantity is
 * claimed), Auto (the server resolves it: quantity columns when any line's total price differs
 * from its unit price). The grid always gets the resolved mode.
 *
 * In the quantity modes a line shows its contract (planned) quantity, the quantity claimed
 * before, this claim's quantity and the quantity to date as separate columns, labelled and
 * ordered as in the PDF and the email (app/claims/qty_columns.py); a lump-sum line shows no
 * quantity or rate. Quantity mode's ten columns are wider than the claim document at 1280 px:
 * its grid scrolls sideways there and fits from about 1366 px.
 *
 * `cellChange` turns what was typed into a line change, or the message the cell shows:
 * 'Required' for an empty description or price, '0 – 100%' for a percent over 100, the money
 * rules' messages otherwise; a unit price of zero on a line with an amount claimed asks first.
 */
import { percentCompleteProblem, type BillingMode } from '../../domain/claims';
import {
  formatMoney,
  formatPercent,
  formatQty,
  parseMoney,
  parsePercent,
  parseQty,
} from '../../domain/money';
import { splitGroupPath } from '../../domain/groupPath';
import { RuleError } from '../../domain/ruleError';
import {
  amountForQty,
  isLumpSum,
  percentComplete,
  plannedQty,
  qtyToDate,
  remaining,
  toDate,
  type Line,
} from '../lines';
import type { LineChange } from '../ledger/edits';
import { REQUIRED } from '../texts';

export const BILLING_MODE_OPTIONS: ReadonlyArray<{ value: BillingMode; label: string; description: string }> = [
  { value: 'Auto', label: 'Auto', description: 'Quantity columns when a line has a rate' },
  { value: 'Percent', label: 'Disabled', description: 'Claim each line by percent complete' },
  { value: 'PercentWithQty', label: 'Quantity', description: 'Claim a quantity at a rate' },
  { value: 'RateQtyEstimate', label: 'Planned & Actual', description: 'Planned quantity, actual quantity claimed' },
];

export function billingModeLabel(mode: BillingMode): string {
  return BILLING_MODE_OPTIONS.find((o) => o.value === mode)?.label ?? mode;
}

/** The server's limit on a description (app/claims/ledger.py MAX_NAME) and its words for it. */
export const MAX_DESCRIPTION = 500;
export const DESCRIPTION_TOO_LONG = `Description must be at most ${MAX_DESCRIPTION} characters`;

/** What is wrong with a description as typed, checked the way the server checks it (characters, not UTF-16 units). */
export function descriptionProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return REQUIRED;
  // Checked at each keystroke: a text of no more code units than the limit has no more characters.
  if (trimmed.length <= MAX_DESCRIPTION) return null;
  return [...trimmed].length > MAX_DESCRIPTION ? DESCRIPTION_TOO_LONG : null;
}

/** The column a server refusal of a line's input ('name', 'qtyMilli', ...) is shown on; the description otherwise. */
export function columnOfInput(input: string | null, mode: BillingMode, columns: ReadonlyArray<Pick<Column, 'key' | 'editable'>>): ColumnKey {
  const wanted: Record<string, ColumnKey> = {
    name: 'name',
    qtyMilli: 'qty',
    unitPrice: 'unitPrice',
    totalPrice: mode === 'RateQtyEstimate' ? 'plannedQty' : 'totalPrice',
    percentComplete: 'percent',
    amount: 'thisClaim',
    tax: 'thisClaim',
  };
  const key = input ? wanted[input] : undefined;
  return key && columns.some((c) => c.key === key && c.editable) ? key : 'name';
}
export const UNIT_PRICE_ZERO =
  'Setting the unit price to zero will clear the current claim amount for this line item. Are you sure?';

export type ColumnKey =
  | 'name'
  | 'qty'
  | 'plannedQty'
  | 'qtyPrevious'
  | 'qtyToDate'
  | 'unitPrice'
  | 'totalPrice'
  | 'previous'
  | 'percent'
  | 'thisClaim'
  | 'toDate'
  | 'remaining';

export interface Column {
  key: ColumnKey;
  label: string;
  kind: 'text' | 'money' | 'qty' | 'percent';
  editable: boolean;
  /** Empty is refused with 'Required'. */
  required: boolean;
  /** Width in px (0: the description, which takes the rest, at least DESCRIPTION_MIN_PX). */
  width: number;
}

type Spec = [ColumnKey, string, Column['kind'], boolean, boolean, number];

/*
 * Widths: every mode's grid fits the claim document in a 1280 px window beside the side
 * navigation (895 px there; tests/e2e/test_claim_reorder.py measures it), narrower windows
 * scroll it. A money input holds 999,999.99 and a little more (its width less 22 px of
 * padding and border), a read-only amount (less 16 px) the same; long headings wrap.
 */
export const DESCRIPTION_MIN_PX = 176;

const NAME: Spec = ['name', 'Description', 'text', true, true, 0];
const CONTRACT_VALUE: Spec = ['totalPrice', 'Contract value', 'money', true, true, 104];
const PREVIOUS: Spec = ['previous', 'Previous', 'money', false, false, 92];
const PERCENT: Spec = ['percent', '% Complete', 'percent', true, false, 76];
const THIS_CLAIM: Spec = ['thisClaim', 'This claim', 'money', true, false, 104];
const TO_DATE: Spec = ['toDate', 'To date', 'money', false, false, 96];
const REMAINING: Spec = ['remaining', 'Remaining', 'money', false, false, 92];

const LAYOUTS: Record<Exclude<BillingMode, 'Auto'>, Spec[]> = {
  Percent: [NAME, CONTRACT_VALUE, PREVIOUS, PERCENT, THIS_CLAIM, TO_DATE, REMAINING],
  PercentWithQty: [
    NAME,
    ['plannedQty', 'Contract qty', 'qty', true, false, 72],
    ['unitPrice', 'Rate', 'money', true, true, 92],
    ['totalPrice', 'Contract value', 'money', true, true, 100],
    ['qtyPrevious', 'Previous qty', 'qty', false, false, 68],
    ['qty', 'This claim qty', 'qty', true, false, 72],
    ['qtyToDate', 'Qty to date', 'qty', false, false, 68],
    ['percent', '% Complete', 'percent', true, false, 72],
    ['thisClaim', 'This claim', 'money', true, false, 100],
    TO_DATE,
  ],
  RateQtyEstimate: [
    NAME,
    ['plannedQty', 'Planned qty', 'qty', true, true, 76],
    ['unitPrice', 'Rate', 'money', true, true, 88],
    ['totalPrice', 'Planned', 'money', false, false, 88],
    ['qtyPrevious', 'Previous qty', 'qty', false, false, 64],
    ['qty', 'Actual qty', 'qty', true, false, 68],
    ['qtyToDate', 'Qty to date', 'qty', false, false, 64],
    ['thisClaim', 'Actual', 'money', true, false, 100],
    TO_DATE,
  ],
};

/** The grid's columns for a resolved billing mode (Auto counts as Percent); read-only when not editable. */
export function columnsFor(mode: BillingMode, editable: boolean): Column[] {
  const layout = LAYOUTS[mode === 'Auto' ? 'Percent' : mode];
  return layout.map(([key, label, kind, canEdit, required, width]) => ({
    key,
    label,
    kind,
    editable: editable && canEdit,
    required: editable && canEdit && required,
    width,
  }));
}

/** Width of one character of the grid's 13 px tabular figures (the widths above hold 999,999.99 at it). */
export const CHAR_PX = 7.6;

/** {line: {column key: its cell's text length}}: a line unchanged is the same object, measured once. */
const lengths = new WeakMap<Line, Partial<Record<ColumnKey, number>>>();

function textLength(line: Line, column: Column): number {
  let known = lengths.get(line);
  if (!known) lengths.set(line, (known = {}));
  return (known[column.key] ??= cellText(line, column).length);
}

/**
 * The columns, each widened where a line's value or the section's total is longer than its
 * width holds (1,000,000.00 and up): the grid then scrolls sideways rather than clipping a number.
 */
export function fitColumns(
  columns: Column[],
  lines: Line[],
  totals: Partial<Record<ColumnKey, number>>,
): Column[] {
  return columns.map((c) => {
    if (!c.width) return c;
    let longest = 0;
    for (const line of lines) longest = Math.max(longest, textLength(line, c));
    const total = totals[c.key];
    if (total !== undefined) longest = Math.max(longest, formatMoney(total).length);
    // An input's padding and border take 22 px, a read-only cell's padding 16 px.
    const needed = Math.ceil(longest * CHAR_PX) + (c.editable ? 22 : 16);
    return needed > c.width ? { ...c, width: needed } : c;
  });
}

/** The drag handle's and the row menu's columns on a draft. */
export const HANDLE_PX = 24;
export const MENU_PX = 36;

/**
 * A claim grid is a <table> laid out as blocks, each row a CSS grid of the same columns (the
 * table's `--line-cols`), so that a row lays out on its own: a keystroke, a saved line or a moved
 * focus lays out one row, not all of a 500-line table (table rows cannot be layout boundaries).
 * The rows of the body skip layout and paint while off screen (content-visibility), keeping
 * their last size; their paint clip leaves room for an input's focus ring.
 */
export const COLUMNS_VAR = '--line-cols';
export const GRID_ROW = 'grid [grid-template-columns:var(--line-cols)]';
export const BODY_ROW = `${GRID_ROW} [content-visibility:auto] [contain-intrinsic-size:auto_37px] [overflow-clip-margin:4px]`;

/** The grid's columns (`--line-cols`): fixed widths, the description taking the rest. */
export function gridColumns(columns: Column[], editable: boolean): string {
  const widths = columns.map((c) => (c.width ? `${c.width}px` : `minmax(${DESCRIPTION_MIN_PX}px,1fr)`));
  return (editable ? [`${HANDLE_PX}px`, ...widths, `${MENU_PX}px`] : widths).join(' ');
}

/** The number (or text) a cell shows for a line. */
export function cellValue(line: Line, key: ColumnKey): number | string {
  switch (key) {
    case 'name':
      return line.name;
    case 'qty':
      return line.qtyMilli;
    case 'plannedQty':
      return plannedQty(line);
    case 'qtyPrevious':
      return line.qtyPrevious;
    case 'qtyToDate':
      return qtyToDate(line);
    case 'unitPrice':
      return line.unitPrice;
    case 'totalPrice':
      return line.totalPrice;
    case 'previous':
      return line.previous;
    case 'percent':
      return percentComplete(line);
    case 'thisClaim':
      return line.amount;
    case 'toDate':
      return toDate(line);
    case 'remaining':
      return remaining(line);
  }
}

/** The quantity columns and the rate: empty on a lump-sum line. */
export function quantityCell(key: ColumnKey): boolean {
  return key === 'plannedQty' || key === 'qtyPrevious' || key === 'qty' || key === 'qtyToDate' || key === 'unitPrice';
}

/** The text of a cell as shown (and as an input starts). */
export function cellText(line: Line, column: Pick<Column, 'key' | 'kind'>): string {
  if (quantityCell(column.key) && isLumpSum(line)) return '';
  const value = cellValue(line, column.key);
  if (typeof value === 'string') return value;
  switch (column.kind) {
    case 'money':
      return formatMoney(value);
    case 'qty':
      return formatQty(value);
    case 'percent':
      return line.totalPrice === 0 && column.key === 'percent' ? '' : formatPercent(value);
    default:
      return String(value);
  }
}

export type CellResult =
  | { error: string }
  | { change: LineChange | null; confirm?: string };

function parseNumber(kind: Column['kind'], text: string): number {
  if (kind === 'money') return parseMoney(text);
  if (kind === 'qty') return parseQty(text);
  return parsePercent(text);
}

/**
 * What typing `text` into `column` of `line` does: a change to stage (null when nothing
 * changes), possibly after a confirmation, or the cell's error message.
 */
export function cellChange(
  line: Line,
  column: Pick<Column, 'key' | 'kind' | 'required'>,
  text: string,
  mode: BillingMode = 'Percent',
): CellResult {
  const trimmed = text.trim();
  if (column.key === 'name') {
    const problem = descriptionProblem(trimmed);
    if (problem) return { error: problem };
    // 'Variation >> VO-07' puts the line in its groups, as the CSV import does.
    const path = splitGroupPath(text);
    if (path && 'error' in path) return { error: path.error };
    if (path) return { change: { name: path.name, group: path.group } };
    return { change: trimmed === line.name ? null : { name: trimmed } };
  }
  // A lump-sum line's quantity and rate cells start empty: left empty, nothing changes.
  if (!trimmed && quantityCell(column.key) && isLumpSum(line)) return { change: null };
  if (!trimmed && column.required) return { error: REQUIRED };
  if (column.key === 'percent') {
    const problem = trimmed ? percentCompleteProblem(trimmed) : null;
    if (problem) return { error: problem };
  }
  let value: number;
  try {
    value = trimmed ? parseNumber(column.kind, trimmed) : 0;
  } catch (error) {
    if (error instanceof RuleError) return { error: error.message };
    throw error;
  }
  if (value === cellValue(line, column.key)) return { change: null };
  switch (column.key) {
    case 'qty':
      return { change: { qtyMilli: value } };
    case 'plannedQty':
      return { change: { totalPrice: amountForQty(line.unitPrice, value) } };
    case 'unitPrice':
      if (mode === 'RateQtyEstimate') {
        // Planned & Actual: the quote is the planned quantity at the rate, so it follows the rate.
        const change = { unitPrice: value, totalPrice: amountForQty(value, plannedQty(line)) };
        return value === 0 && line.amount !== 0 ? { change, confirm: UNIT_PRICE_ZERO } : { change };
      }
      if (value === 0 && line.amount !== 0) return { change: { unitPrice: 0 }, confirm: UNIT_PRICE_ZERO };
      return { change: { unitPrice: value } };
    case 'totalPrice':
      if ((mode === 'Percent' && line.unitPrice === line.totalPrice) || (mode !== 'Percent' && isLumpSum(line))) {
        // A lump-sum line (its rate is its quote, or no rate yet) stays one, keeping what it
        // claims: without the rate, Auto would turn the claim to quantity columns, and a quantity
        // mode would show it a quantity of 0 at 0.00.
        return {
          change: line.amount !== 0 ? { totalPrice: value, unitPrice: value, amount: line.amount } : { totalPrice: value, unitPrice: value },
        };
      }
      return { change: { totalPrice: value } };
    case 'percent':
      return { change: { percentComplete: value } };
    case 'thisClaim':
      return { change: { amount: value } };
    default:
      return { change: null };
  }
}
