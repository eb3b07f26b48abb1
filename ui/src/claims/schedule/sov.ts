/**
 * The contract's schedule of values (issue 15), browser side: a line typed into the form becomes
 * the API's ContractLineInput, with the message of each field that is not right yet. The server
 * applies the same rules (app/claims/contract_lines.py); these only say so before a round trip.
 *
 * A description may carry its groups as the ledger's CSV does, by the import's rule
 * (domain/groupPath.ts): 'Civil >> Roading >> Kerb'. A line with a quantity is a quantity line
 * (quantity x rate = contract value); without, a lump sum whose value is typed.
 */
import { GROUP_SEPARATOR, splitGroupPath } from '../../domain/groupPath';
import { formatMoney, formatQty, parseMoney, parseQty } from '../../domain/money';
import { RuleError } from '../../domain/ruleError';
import { amountForQty, type ChosenLineType } from '../lines';
import { REQUIRED } from '../texts';

export const QTY_POSITIVE = 'More than zero';

export interface SovLine {
  itemId: string;
  type: string;
  name: string;
  group: ReadonlyArray<string>;
  unit: string;
  isLumpSum: boolean;
  qtyMilli: number | null;
  unitPrice: number;
  totalPrice: number;
  lockedReason: string | null;
  viewerCanEditPrices: boolean;
}

/** What the line form holds: text as typed. */
export interface LineForm {
  description: string;
  type: ChosenLineType;
  qty: string;
  unit: string;
  rate: string;
  value: string;
}

export type FormField = keyof LineForm;

export interface ContractLineInput {
  itemId: string;
  name: string;
  group: string[];
  type: ChosenLineType;
  unit: string;
  isLumpSum?: boolean;
  qtyMilli?: number;
  unitPrice?: number;
  totalPrice?: number;
}

export const EMPTY_FORM: LineForm = { description: '', type: 'BaseContract', qty: '', unit: '', rate: '', value: '' };

export function joinDescription(line: Pick<SovLine, 'group' | 'name'>): string {
  return [...line.group, line.name].join(GROUP_SEPARATOR);
}

/** The form of an existing line (to edit it). */
export function formOf(line: SovLine): LineForm {
  return {
    description: joinDescription(line),
    type: line.type as ChosenLineType,
    qty: line.qtyMilli === null ? '' : formatQty(line.qtyMilli),
    unit: line.unit,
    rate: line.isLumpSum ? '' : formatMoney(line.unitPrice),
    value: formatMoney(line.totalPrice),
  };
}

function parsed<T>(parse: () => T, errors: Partial<Record<FormField, string>>, field: FormField): T | null {
  try {
    return parse();
  } catch (error) {
    if (error instanceof RuleError) {
      errors[field] = error.message;
      return null;
    }
    throw error;
  }
}

export interface Checked {
  errors: Partial<Record<FormField, string>>;
  /** The line's input when there are no errors (prices left out when `withPrices` is false). */
  input: ContractLineInput | null;
  /** Quantity x rate, or the typed value; null while unknown. */
  value: number | null;
}

/** The form checked; `withPrices` false for a locked line (its prices are not sent). */
export function checkForm(form: LineForm, itemId: string, withPrices = true): Checked {
  const errors: Partial<Record<FormField, string>> = {};
  // 'Civil >> Roading >> Kerb' → groups ['Civil', 'Roading'] and name 'Kerb', as the CSV import reads it.
  const path = splitGroupPath(form.description);
  let group: string[] = [];
  let name = form.description.trim();
  if (path && 'error' in path) errors.description = path.error;
  else if (path) ({ group, name } = path);
  if (!name) errors.description = REQUIRED;
  const base = { itemId, name, group, type: form.type, unit: form.unit.trim() };
  let value: number | null = null;
  let prices: Partial<ContractLineInput> = {};
  if (form.qty.trim()) {
    const qty = parsed(() => parseQty(form.qty), errors, 'qty');
    if (qty !== null && qty <= 0) errors.qty = QTY_POSITIVE;
    const rate = form.rate.trim() ? parsed(() => parseMoney(form.rate), errors, 'rate') : null;
    if (!form.rate.trim()) errors.rate = REQUIRED;
    if (qty !== null && qty > 0 && rate !== null) {
      value = amountForQty(rate, qty);
      prices = { isLumpSum: false, qtyMilli: qty, unitPrice: rate };
    }
  } else {
    const total = form.value.trim() ? parsed(() => parseMoney(form.value), errors, 'value') : null;
    if (!form.value.trim()) errors.value = REQUIRED;
    if (total !== null) {
      value = total;
      prices = { isLumpSum: true, totalPrice: total };
    }
  }
  if (!withPrices) {
    delete errors.qty;
    delete errors.rate;
    delete errors.value;
  }
  const ok = Object.keys(errors).length === 0;
  return { errors, value, input: ok ? { ...base, ...(withPrices ? prices : {}) } : null };
}

/** '420 m @ 62.50 = 26,250.00' for a quantity line; null for a lump sum or while incomplete. */
export function valueSum(form: LineForm, value: number | null): string | null {
  if (!form.qty.trim() || value === null) return null;
  const unit = form.unit.trim() ? ` ${form.unit.trim()}` : '';
  return `${form.qty.trim()}${unit} @ ${form.rate.trim()} = ${formatMoney(value)}`;
}

/** The item ids after moving one up (-1) or down (+1); unchanged at either end. */
export function moved(itemIds: ReadonlyArray<string>, itemId: string, delta: -1 | 1): string[] {
  const order = [...itemIds];
  const from = order.indexOf(itemId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return order;
  [order[from], order[to]] = [order[to], order[from]];
  return order;
}

export function scheduleTotal(lines: ReadonlyArray<Pick<SovLine, 'totalPrice'>>): number {
  return lines.reduce((sum, line) => sum + line.totalPrice, 0);
}
