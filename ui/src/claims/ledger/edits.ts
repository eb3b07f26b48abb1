/**
 * Line edits staged in the browser (spec 2 §4: "Line edits are staged locally, merged with the
 * ledger preview, and pushed about once a second while staged").
 *
 * A `Staged` value holds what the person changed and has not saved yet: new lines, changes to
 * lines (field by field), voided lines, a new order and a new retention formula. Staging an
 * edit keeps the batch equivalent to the edits made one after the other (the server applies a
 * batch all at once):
 * - a line's amount comes from one of percent complete, an amount, or a quantity: the newest wins;
 * - a new unit price clears this claim's amount and, unless it is zero, the quantity (spec 2 §5),
 *   so the batch carries `qtyMilli: 0` explicitly: the server then gets the same result even when
 *   the price ends where it started;
 * - edits of a line created in the same batch fold into its creation; voiding it drops it.
 *
 * `applyStaged(lines, staged)` is the preview: the server's lines with the staged edits on top,
 * amounts recomputed the way the server will. `toLedgerInput` turns a batch into ledgerUpdate's
 * input. The push loop is in pushLoop.ts.
 */
import type { RetentionFormula } from '../../domain/retention';
import { taxOn } from '../../domain/tax';
import { amountForPercent, amountForQty, sectionOf, type ChosenLineType, type Line } from '../lines';

export const POSITION_STEP = 1000;

/** A change to one line; omitted fields stay. */
export interface LineChange {
  type?: ChosenLineType;
  name?: string;
  group?: string[];
  reference?: string;
  position?: number;
  totalPrice?: number;
  unitPrice?: number;
  qtyMilli?: number;
  amount?: number;
  /** Basis points of the quote claimed to date (0–10000). */
  percentComplete?: number;
}

export interface Staged {
  /** New lines by itemId (with every field they were given), in the order they were added. */
  creates: Record<string, LineChange & { type: ChosenLineType; position: number }>;
  createOrder: string[];
  updates: Record<string, LineChange>;
  deletes: string[];
  /** itemIds in their new order (drag-reorder); null: unchanged. */
  order: string[] | null;
  /** A new formula; null: no retention; undefined: unchanged. */
  retention?: RetentionFormula | null;
}

export const EMPTY: Staged = Object.freeze({ creates: {}, createOrder: [], updates: {}, deletes: [], order: null }) as Staged;

export function isEmpty(s: Staged): boolean {
  return (
    s.createOrder.length === 0 &&
    Object.keys(s.updates).length === 0 &&
    s.deletes.length === 0 &&
    s.order === null &&
    s.retention === undefined
  );
}

/** How many lines the batch touches (for 'Saving 3 changes'). */
export function changeCount(s: Staged): number {
  return (
    s.createOrder.length +
    Object.keys(s.updates).length +
    s.deletes.length +
    (s.order ? 1 : 0) +
    (s.retention !== undefined ? 1 : 0)
  );
}

/**
 * `previous` with `change` on top, the way the server would apply them one after the other.
 * `currentUnitPrice` is the line's price before `change` (to know whether a price really changed).
 */
export function mergeChange(previous: LineChange, change: LineChange, currentUnitPrice: number): LineChange {
  const out: LineChange = { ...previous };
  if (change.unitPrice !== undefined && change.unitPrice !== currentUnitPrice) {
    delete out.percentComplete;
    delete out.amount;
    if (change.unitPrice !== 0) out.qtyMilli = 0;
  }
  if (change.percentComplete !== undefined) {
    delete out.qtyMilli;
    delete out.amount;
  }
  if (change.qtyMilli !== undefined) {
    delete out.percentComplete;
    delete out.amount;
  }
  if (change.amount !== undefined) {
    delete out.percentComplete;
  }
  for (const [key, value] of Object.entries(change) as Array<[keyof LineChange, unknown]>) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** Stage a change to a line (`line` as the person sees it now, staged edits included). */
export function stageChange(s: Staged, line: Pick<Line, 'itemId' | 'unitPrice'>, change: LineChange): Staged {
  const { itemId } = line;
  if (s.deletes.includes(itemId)) return s;
  if (s.creates[itemId]) {
    const merged = mergeChange(s.creates[itemId], change, line.unitPrice) as Staged['creates'][string];
    return { ...s, creates: { ...s.creates, [itemId]: merged } };
  }
  return { ...s, updates: { ...s.updates, [itemId]: mergeChange(s.updates[itemId] ?? {}, change, line.unitPrice) } };
}

/** Stage a new line. */
export function stageCreate(
  s: Staged,
  itemId: string,
  fields: LineChange & { type: ChosenLineType; position: number },
): Staged {
  return { ...s, creates: { ...s.creates, [itemId]: { ...fields } }, createOrder: [...s.createOrder, itemId] };
}

/** Stage voiding a line: a line created in this batch just goes; a saved one is voided by the server. */
export function stageDelete(s: Staged, itemId: string): Staged {
  const order = s.order ? s.order.filter((id) => id !== itemId) : null;
  if (s.creates[itemId]) {
    const creates = { ...s.creates };
    delete creates[itemId];
    return { ...s, creates, createOrder: s.createOrder.filter((id) => id !== itemId), order };
  }
  const updates = { ...s.updates };
  delete updates[itemId];
  return { ...s, updates, deletes: s.deletes.includes(itemId) ? s.deletes : [...s.deletes, itemId], order };
}

/** Stage a new order of the lines (every itemId shown, in order). */
export function stageOrder(s: Staged, order: string[]): Staged {
  return { ...s, order: [...order] };
}

export function stageRetention(s: Staged, formula: RetentionFormula | null): Staged {
  return { ...s, retention: formula };
}

/** `later` staged on top of `earlier` (a failed push's edits, then what was staged meanwhile). */
export function combine(earlier: Staged, later: Staged, unitPriceOf: (itemId: string) => number = () => 0): Staged {
  let out: Staged = earlier;
  for (const id of later.createOrder) out = stageCreate(out, id, later.creates[id]);
  for (const [id, change] of Object.entries(later.updates)) {
    const price = out.creates[id]?.unitPrice ?? out.updates[id]?.unitPrice ?? unitPriceOf(id);
    out = stageChange(out, { itemId: id, unitPrice: price }, change);
  }
  for (const id of later.deletes) out = stageDelete(out, id);
  if (later.order) out = stageOrder(out, later.order);
  if (later.retention !== undefined) out = stageRetention(out, later.retention);
  return out;
}

function applyChange(line: Line, change: LineChange): Line {
  const next: Line = { ...line };
  if (change.type !== undefined) next.type = change.type;
  if (change.name !== undefined) next.name = change.name;
  if (change.group !== undefined) next.group = change.group;
  if (change.reference !== undefined) next.reference = change.reference;
  if (change.position !== undefined) next.position = change.position;
  if (change.totalPrice !== undefined) next.totalPrice = change.totalPrice;
  if (change.unitPrice !== undefined && change.unitPrice !== line.unitPrice) {
    next.unitPrice = change.unitPrice;
    next.amount = 0;
    if (change.unitPrice !== 0) next.qtyMilli = 0;
  }
  if (change.percentComplete !== undefined) {
    next.amount = amountForPercent(next.totalPrice, change.percentComplete) - next.previous;
    next.isReversal = false;
  } else if (change.amount !== undefined) {
    next.amount = change.amount;
    if (change.qtyMilli !== undefined) next.qtyMilli = change.qtyMilli;
    next.isReversal = false;
  } else if (change.qtyMilli !== undefined) {
    next.qtyMilli = change.qtyMilli;
    next.amount = amountForQty(next.unitPrice, next.qtyMilli);
    next.isReversal = false;
  }
  return next;
}

function newLine(itemId: string, fields: Staged['creates'][string]): Line {
  const totalPrice = fields.totalPrice ?? fields.unitPrice ?? 0;
  const base: Line = {
    itemId,
    type: fields.type,
    position: fields.position,
    name: '',
    group: [],
    reference: '',
    totalPrice,
    unitPrice: fields.unitPrice ?? totalPrice,
    qtyMilli: 0,
    amount: 0,
    previous: 0,
    qtyPrevious: 0,
    isReversal: false,
    isRetention: false,
    isNew: true,
  };
  // Prices of a new line are its starting values, not a change (no reset of the quantity).
  const { totalPrice: _t, unitPrice: _u, ...rest } = fields;
  return { ...applyChange(base, rest), isNew: true };
}

/** The server's lines with `staged` on top: what the claim will be once the batch is saved. */
export function applyStaged(lines: ReadonlyArray<Line>, staged: Staged): Line[] {
  if (isEmpty(staged)) return lines as Line[];
  const out: Line[] = [];
  const deletes = new Set(staged.deletes);
  for (const line of lines) {
    if (deletes.has(line.itemId) && !line.isRetention) {
      if (line.previous !== 0 || line.qtyPrevious !== 0) {
        out.push({ ...line, amount: -line.previous, qtyMilli: -line.qtyPrevious, isReversal: true });
      }
      continue;
    }
    const change = staged.updates[line.itemId];
    out.push(change && !line.isRetention ? applyChange(line, change) : line);
  }
  if (staged.createOrder.length) {
    const shown = new Set(out.map((l) => l.itemId));
    for (const id of staged.createOrder) {
      if (!shown.has(id)) out.push(newLine(id, staged.creates[id]));
    }
  }
  if (staged.order) {
    const index = new Map(staged.order.map((id, i) => [id, i]));
    const work = out.filter((l) => !l.isRetention);
    const listed = work.filter((l) => index.has(l.itemId)).sort((a, b) => index.get(a.itemId)! - index.get(b.itemId)!);
    const rest = work.filter((l) => !index.has(l.itemId)).sort((a, b) => a.position - b.position);
    const positions = new Map([...listed, ...rest].map((l, i) => [l.itemId, (i + 1) * POSITION_STEP]));
    return out.map((l) => (positions.has(l.itemId) ? { ...l, position: positions.get(l.itemId)! } : l));
  }
  return out;
}

/** The next position after every line (a new line goes last). */
export function nextPosition(lines: ReadonlyArray<Pick<Line, 'position' | 'isRetention'>>): number {
  const top = Math.max(0, ...lines.filter((l) => !l.isRetention).map((l) => l.position));
  return top + POSITION_STEP;
}

/**
 * The order of every line after moving `itemId` to where `overId` is (drag-reorder), or null
 * when nothing moves. `lines` are all the claim's lines (any section).
 */
export function moveLine(lines: ReadonlyArray<Line>, itemId: string, overId: string): string[] | null {
  if (itemId === overId) return null;
  const ids = lines
    .filter((l) => !l.isRetention)
    .slice()
    .sort((a, b) => a.position - b.position)
    .map((l) => l.itemId);
  const from = ids.indexOf(itemId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  ids.splice(from, 1);
  ids.splice(to, 0, itemId);
  return ids;
}

// ---- to the server ------------------------------------------------------------------------------

export interface LedgerLineInput {
  itemId: string;
  type?: string;
  position?: number;
  name?: string;
  group?: string[];
  reference?: string;
  totalPrice?: number;
  unitPrice?: number;
  qtyMilli?: number;
  amount?: number;
  tax?: number;
  percentComplete?: number;
}

export interface LedgerInput {
  contractId: string;
  ledgerRev: string;
  ownRevs?: string[];
  number: number;
  create: LedgerLineInput[];
  update: LedgerLineInput[];
  deleteIds: string[];
  order?: string[];
  retentionFormula?: { marginalRates: Array<{ rate: number; upTo: number | null }>; maxAmount: number | null };
  clearRetention?: boolean;
}

function lineInput(itemId: string, change: LineChange, taxRateId: string): LedgerLineInput {
  const out: LedgerLineInput = { itemId };
  for (const [key, value] of Object.entries(change)) {
    if (value !== undefined) (out as unknown as Record<string, unknown>)[key] = value;
  }
  // An amount goes with its tax (the server checks it is the line's rate on the amount).
  if (change.amount !== undefined) out.tax = taxOn(change.amount, taxRateId);
  return out;
}

/** ledgerUpdate's input for a batch. */
export function toLedgerInput(
  s: Staged,
  ctx: { contractId: string; ledgerRev: string; ownRevs?: string[]; number: number; taxRateId: string },
): LedgerInput {
  const input: LedgerInput = {
    contractId: ctx.contractId,
    ledgerRev: ctx.ledgerRev,
    ...(ctx.ownRevs?.length ? { ownRevs: [...ctx.ownRevs] } : {}),
    number: ctx.number,
    create: s.createOrder.map((id) => lineInput(id, s.creates[id], ctx.taxRateId)),
    update: Object.entries(s.updates).map(([id, change]) => lineInput(id, change, ctx.taxRateId)),
    deleteIds: [...s.deletes],
  };
  if (s.order) input.order = [...s.order];
  if (s.retention === null) input.clearRetention = true;
  else if (s.retention !== undefined) input.retentionFormula = s.retention;
  return input;
}

/** A new line's itemId (the server takes 1–64 of A–Z a–z 0–9 - _ . :). */
export function newItemId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `item-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export { sectionOf };

// ---- one line of a batch ------------------------------------------------------------------------

/** The lines a batch creates, changes or voids. */
export function touchedIds(s: Staged): string[] {
  return [...s.createOrder, ...Object.keys(s.updates), ...s.deletes];
}

/**
 * `s` split into the edits of line `itemId` and everything else (a refused line held back, the
 * rest pushed). A new line held back leaves the new order too: the server only orders lines it has.
 */
export function splitLine(s: Staged, itemId: string): { line: Staged; rest: Staged } {
  const line: Staged = { ...EMPTY, creates: {}, updates: {}, deletes: [] };
  const rest: Staged = { ...s, creates: { ...s.creates }, updates: { ...s.updates } };
  if (s.creates[itemId]) {
    line.creates = { [itemId]: s.creates[itemId] };
    line.createOrder = [itemId];
    delete rest.creates[itemId];
    rest.createOrder = s.createOrder.filter((id) => id !== itemId);
    if (rest.order) rest.order = rest.order.filter((id) => id !== itemId);
  }
  if (s.updates[itemId]) {
    line.updates = { [itemId]: s.updates[itemId] };
    delete rest.updates[itemId];
  }
  if (s.deletes.includes(itemId)) {
    line.deletes = [itemId];
    rest.deletes = s.deletes.filter((id) => id !== itemId);
  }
  return { line, rest };
}

/** Which input of a batch a server field names ('update.3.name'): `toLedgerInput`'s order. */
const FIELD_PATH = /^(create|update|deleteIds)\.(\d+)(?:\.([A-Za-z]+))?/;

/** The batch's line a refusal's field points at, and the input field it names ('name', 'qtyMilli'...), or null. */
export function lineOfField(s: Staged, field: string | null | undefined): { itemId: string; input: string | null } | null {
  const match = field ? FIELD_PATH.exec(field) : null;
  if (!match) return null;
  const index = Number(match[2]);
  const ids = match[1] === 'create' ? s.createOrder : match[1] === 'update' ? Object.keys(s.updates) : s.deletes;
  const itemId = ids[index];
  return itemId === undefined ? null : { itemId, input: match[3] ?? null };
}
