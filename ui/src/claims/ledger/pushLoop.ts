/**
 * The push loop of staged line edits (spec 2 §4, §9: ledger push interval 1 s).
 *
 * Edits are staged (`stage`), shown from the frame after the key that made them (the page previews
 * `applyStaged(server lines, inflight then pending)`), and pushed about once a second as one
 * ledgerUpdate. Each batch is sent with the ledgerRev it was based on (app/claims/ledger.py): the
 * revision the person was looking at when they made its first edit. Edits made while a push is on
 * its way keep that revision, not the one the push answers: someone else may have saved the same
 * line between the two, unseen. So that our own pushes never conflict with each other, every push
 * also lists the revisions our earlier pushes answered since its base (`ownRevs`): the server
 * ignores the edits of those.
 *
 * A failed push keeps every edit. How the loop goes on depends on the refusal:
 * - The server refuses a batch as a whole (one transaction) and names the input it refused
 *   ('update.3.name'). When that is one line's, that line is HELD BACK: its edits leave the
 *   batch, stay shown on its row with the message (`lineErrors`), and are not pushed again until
 *   the person edits that line; the rest of the batch is pushed again at once, so one bad line
 *   never holds up the others (another bad line in the rest is held back the same way).
 * - A request that never reached the server (OFFLINE_CODE): the edits wait (`offline`) and are
 *   pushed again when the browser says it is back online, or on the next edit.
 * - A conflict (LEDGER_CONFLICT): the page reloads the ledger and calls `rebase(newRev)`; the
 *   edits are then re-applied on top and pushed again.
 * - Anything else stops pushing until the person acts (a new edit or `retry()`): its message is
 *   shown.
 */
import { OFFLINE_CODE } from '../../lib/http';
import { applyStaged, combine, EMPTY, isEmpty, lineOfField, splitLine, touchedIds, type Staged } from './edits';

export interface PushError {
  message: string;
  code?: string | null;
  /** The input the server refused ('update.3.name'). */
  field?: string | null;
}

/** Why a held-back line was refused: the message, and the input it names ('name', 'qtyMilli'...; null: the line). */
export interface LineError {
  message: string;
  input: string | null;
}

export interface PushResult {
  ledgerRev: string;
}

/** Push `batch` based on `ledgerRev`; `ownRevs`: what our own pushes answered since. */
export type PushFn = (batch: Staged, ledgerRev: string, ownRevs: string[]) => Promise<PushResult>;

export interface StagerSnapshot {
  pending: Staged;
  inflight: Staged | null;
  error: PushError | null;
  /** Edits waiting for the person (after an error): not pushed until retry/rebase/new edit. */
  blocked: boolean;
  /** Edits of lines the server refused, held back until the line is edited again. */
  held: Staged;
  lineErrors: Readonly<Record<string, LineError>>;
  /** The last push never reached the server: the edits wait for the connection. */
  offline: boolean;
}

type Timer = ReturnType<typeof setTimeout>;

export const PUSH_INTERVAL_MS = 1000;
export const CONFLICT_CODE = 'LEDGER_CONFLICT';

export class LedgerPushLoop {
  private pending: Staged = EMPTY;
  private pendingBase: string | null = null;
  private inflight: Staged | null = null;
  private inflightBase: string | null = null;
  private error: PushError | null = null;
  private blocked = false;
  private held: Staged = EMPTY;
  private heldBase: string | null = null;
  private lineErrors: Record<string, LineError> = {};
  private offline = false;
  private serverRev: string;
  /** The revisions our pushes answered that a batch may still be based before. */
  private ownRevs: string[] = [];
  private timer: Timer | null = null;
  private snap: StagerSnapshot;
  private listeners = new Set<() => void>();
  private idleWaiters: Array<{ resolve: () => void; reject: (e: PushError) => void }> = [];
  private disposed = false;
  private notifyQueued = false;

  constructor(
    private push: PushFn,
    serverRev: string,
    private unitPriceOf: (itemId: string) => number = () => 0,
    private intervalMs = PUSH_INTERVAL_MS,
  ) {
    this.serverRev = serverRev;
    this.snap = this.makeSnapshot();
  }

  // ---- reading ------------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): StagerSnapshot => this.snap;

  /** Nothing staged and nothing on its way (held-back lines wait for the person, not the loop). */
  get idle(): boolean {
    return isEmpty(this.pending) && this.inflight === null;
  }

  /** Some edit is not saved (staged, on its way or held back). */
  get unsaved(): boolean {
    return !this.idle || !isEmpty(this.held);
  }

  /** The lines with every unsaved edit on top. */
  preview<T extends Parameters<typeof applyStaged>[0]>(lines: T): ReturnType<typeof applyStaged> {
    let out = applyStaged(lines, this.held);
    out = applyStaged(out, this.inflight ?? EMPTY);
    out = applyStaged(out, this.pending);
    return out;
  }

  /** The ledger revision the server last answered (the query's, or our push's). */
  setServerRev(rev: string): void {
    if (compareRev(rev, this.serverRev) > 0) this.serverRev = rev;
  }

  // ---- writing ------------------------------------------------------------------------------

  stage(update: (s: Staged) => Staged): void {
    // Editing a held-back line releases it: its edits come back, under this one.
    const released = touchedIds(update(EMPTY)).filter((id) => id in this.lineErrors);
    for (const itemId of released) this.release(itemId);
    const next = update(this.pending);
    if (next === this.pending && !released.length) return;
    if (isEmpty(this.pending) && !released.length) this.pendingBase = this.serverRev;
    this.pending = next;
    if (this.blocked && this.error?.code !== CONFLICT_CODE) {
      // A new edit after a refused push: try again (the person may have fixed what was wrong).
      this.blocked = false;
      this.error = null;
    }
    this.changedAfterPaint();
    this.schedule();
  }

  /** Push again after an error that was not a conflict. */
  retry(): void {
    this.blocked = false;
    this.error = null;
    this.offline = false;
    this.changed();
    this.schedule(0);
  }

  /** After a conflict and a reload of the ledger at `rev`: re-apply the edits on top and push again. */
  rebase(rev: string): void {
    this.serverRev = rev;
    this.pendingBase = rev;
    this.forgetOwnRevs();
    this.blocked = false;
    this.error = null;
    this.changed();
    this.schedule(0);
  }

  /** Forget the edits not yet pushed (held-back lines' too). */
  discard(): void {
    this.pending = EMPTY;
    this.pendingBase = null;
    this.held = EMPTY;
    this.heldBase = null;
    this.lineErrors = {};
    this.offline = false;
    this.blocked = false;
    this.error = null;
    this.changed();
    this.settleWaiters();
  }

  /** Push now and resolve once everything staged is saved (rejects with the error of a failed push). */
  flush(): Promise<void> {
    const heldError = Object.values(this.lineErrors)[0];
    if (heldError) return Promise.reject({ message: heldError.message, code: null });
    if (this.idle) return Promise.resolve();
    if (this.blocked && this.error) return Promise.reject(this.error);
    const done = new Promise<void>((resolve, reject) => this.idleWaiters.push({ resolve, reject }));
    this.schedule(0);
    return done;
  }

  /** (Re)start the loop (a component mounting; StrictMode mounts twice). */
  start(): void {
    this.disposed = false;
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    if (!isEmpty(this.pending)) this.schedule();
  }

  dispose(): void {
    this.disposed = true;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The browser is back online: send what waited for it. */
  onOnline = (): void => {
    if (!this.offline) return;
    this.offline = false;
    this.changed();
    this.schedule(0);
  };

  /** A held-back line's edits back into `pending`, under what was staged since (they are older). */
  private release(itemId: string): void {
    const { line, rest } = splitLine(this.held, itemId);
    this.held = rest;
    const errors = { ...this.lineErrors };
    delete errors[itemId];
    this.lineErrors = errors;
    if (isEmpty(this.pending)) this.pendingBase = this.heldBase ?? this.serverRev;
    else if (this.heldBase !== null && compareRev(this.heldBase, this.pendingBase ?? this.serverRev) < 0) this.pendingBase = this.heldBase;
    this.pending = combine(line, this.pending, this.unitPriceOf);
    if (isEmpty(this.held)) this.heldBase = null;
  }

  // ---- the loop -----------------------------------------------------------------------------

  private schedule(delay = this.intervalMs): void {
    if (this.disposed) return;
    if (this.timer) {
      if (delay > 0) return; // one push a second: a later edit rides with the one already scheduled
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delay);
  }

  private async run(): Promise<void> {
    if (this.disposed || this.inflight || this.blocked || isEmpty(this.pending)) return;
    const batch = this.pending;
    const base = this.pendingBase ?? this.serverRev;
    this.inflight = batch;
    this.inflightBase = base;
    this.pending = EMPTY;
    this.pendingBase = null;
    this.changed();
    try {
      const ownRevs = this.ownRevs.filter((rev) => compareRev(rev, base) > 0);
      const result = await this.push(batch, base, ownRevs);
      this.ownRevs.push(result.ledgerRev);
      this.setServerRev(result.ledgerRev);
      this.inflight = null;
      this.inflightBase = null;
      this.offline = false;
      this.forgetOwnRevs();
      this.changed();
      if (!isEmpty(this.pending)) this.schedule(this.idleWaiters.length ? 0 : this.intervalMs);
      else this.settleWaiters();
    } catch (raw) {
      const error = toPushError(raw);
      const refused =
        error.code === CONFLICT_CODE || error.code === OFFLINE_CODE ? null : lineOfField(batch, error.field);
      if (refused) {
        // One line refused: hold it back and push the rest at once.
        const { line, rest } = splitLine(batch, refused.itemId);
        this.held = combine(this.held, line, this.unitPriceOf);
        if (this.heldBase === null || compareRev(base, this.heldBase) < 0) this.heldBase = base;
        this.lineErrors = { ...this.lineErrors, [refused.itemId]: { message: error.message, input: refused.input } };
        this.pending = combine(rest, this.pending, this.unitPriceOf);
        this.pendingBase = base;
        this.inflight = null;
        this.inflightBase = null;
        this.changed();
        if (!isEmpty(this.pending)) this.schedule(0);
        // Whoever waits for everything to be saved (sending the claim) learns it will not be.
        this.rejectWaiters(error);
        return;
      }
      // Keep every edit: the failed batch, then what was staged meanwhile on top.
      this.pending = combine(batch, this.pending, this.unitPriceOf);
      this.pendingBase = this.inflightBase;
      this.inflight = null;
      this.inflightBase = null;
      if (error.code === OFFLINE_CODE) {
        this.offline = true;
      } else {
        this.error = error;
        this.blocked = true;
      }
      this.changed();
      this.rejectWaiters(error);
    }
  }

  /** Batches are based on the oldest pending base or later (serverRev): older own revs are no use. */
  private forgetOwnRevs(): void {
    const bases = [this.serverRev, this.pendingBase, this.inflightBase, this.heldBase].filter((rev): rev is string => rev !== null);
    const oldest = bases.reduce((a, b) => (compareRev(a, b) <= 0 ? a : b));
    this.ownRevs = this.ownRevs.filter((rev) => compareRev(rev, oldest) > 0);
  }

  private settleWaiters(): void {
    if (!this.idle) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w.resolve();
  }

  private rejectWaiters(error: PushError): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w.reject(error);
  }

  private makeSnapshot(): StagerSnapshot {
    return {
      pending: this.pending,
      inflight: this.inflight,
      error: this.error,
      blocked: this.blocked,
      held: this.held,
      lineErrors: this.lineErrors,
      offline: this.offline,
    };
  }

  /**
   * A staged edit is in the snapshot at once but its readers are told after the next frame is
   * painted: the key that made it (Enter, which moves the focus to the next line) paints first, and
   * the save status, the banners and the sections render in the frames after. Told at once, the
   * save status re-rendered inside the key press (useSyncExternalStore renders synchronously).
   * Anything else tells them at once.
   */
  private changedAfterPaint(): void {
    this.snap = this.makeSnapshot();
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    afterNextPaint(() => {
      if (this.notifyQueued && !this.disposed) this.notify();
    });
  }

  private changed(): void {
    this.snap = this.makeSnapshot();
    this.notify();
  }

  private notify(): void {
    this.notifyQueued = false;
    for (const listener of this.listeners) listener();
  }
}

/** Runs `run` once the next frame is painted (at once-ish in a hidden page, which paints no frames). */
function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') setTimeout(run, 0);
  else requestAnimationFrame(() => setTimeout(run, 0));
}

function toPushError(raw: unknown): PushError {
  if (raw && typeof raw === 'object' && 'message' in raw) {
    const e = raw as { message: unknown; code?: unknown; field?: unknown };
    const error: PushError = { message: String(e.message), code: typeof e.code === 'string' ? e.code : null };
    if (typeof e.field === 'string') error.field = e.field;
    return error;
  }
  return { message: String(raw) };
}

/** Compare two ledgerRevs (decimal strings). */
export function compareRev(a: string, b: string): number {
  const x = a.replace(/^0+/, '');
  const y = b.replace(/^0+/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}
