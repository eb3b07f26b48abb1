// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CODE } from '../../lib/http';
import { testLine as line } from '../testLine';
import { lineOfField, splitLine, stageChange, stageCreate, stageOrder, type Staged } from './edits';
import { LedgerPushLoop } from './pushLoop';

/** A server that refuses any batch with a negative quantity, naming the first such input as ledger.py does. */
function server() {
  const batches: Staged[] = [];
  let rev = 10;
  const push = async (batch: Staged) => {
    batches.push(batch);
    const index = Object.values(batch.updates).findIndex((c) => (c.qtyMilli ?? 0) < 0);
    if (index >= 0) throw { message: 'Quantity to date cannot be below zero', code: 'USERERROR', field: `update.${index}.qtyMilli` };
    rev += 1;
    return { ledgerRev: String(rev) };
  };
  return { batches, push };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a refused line', () => {
  it('is found from the field the server names, in the order the input lists lines', () => {
    let s = stageCreate({ creates: {}, createOrder: [], updates: {}, deletes: [], order: null }, 'n', { type: 'BaseContract', position: 3000 });
    s = stageChange(s, line('a'), { name: 'A' });
    s = stageChange(s, line('b'), { qtyMilli: -1 });
    expect(lineOfField(s, 'update.1.qtyMilli')).toEqual({ itemId: 'b', input: 'qtyMilli' });
    expect(lineOfField(s, 'create.0.name')).toEqual({ itemId: 'n', input: 'name' });
    expect(lineOfField(s, 'update.7.name')).toBeNull();
    expect(lineOfField(s, 'order')).toBeNull();
    expect(lineOfField(s, null)).toBeNull();
  });

  it('splits out of a batch with its creation, and leaves the new order', () => {
    let s = stageCreate({ creates: {}, createOrder: [], updates: {}, deletes: [], order: null }, 'n', { type: 'BaseContract', position: 3000 });
    s = stageChange(s, line('a'), { name: 'A' });
    s = stageOrder(s, ['n', 'a']);
    const { line: held, rest } = splitLine(s, 'n');
    expect(held.createOrder).toEqual(['n']);
    expect(rest.createOrder).toEqual([]);
    expect(rest.order).toEqual(['a']);
    expect(rest.updates).toEqual({ a: { name: 'A' } });
  });

  it('is held back with its message while the other lines are saved at once', async () => {
    const { batches, push } = server();
    const stager = new LedgerPushLoop(push, '10', () => 100000, 20);
    const [a, b, c] = [line('a'), line('b'), line('c')];
    stager.stage((s) => stageChange(s, a, { name: 'Slab' }));
    stager.stage((s) => stageChange(s, b, { qtyMilli: -5000 }));
    stager.stage((s) => stageChange(s, c, { name: 'Roof' }));
    // The refused batch, then the rest straight away.
    await vi.waitFor(() => expect(batches.map((x) => Object.keys(x.updates))).toEqual([['a', 'b', 'c'], ['a', 'c']]));
    await vi.waitFor(() => expect(stager.idle).toBe(true));
    const snap = stager.getSnapshot();
    expect(snap.error).toBeNull();
    expect(snap.blocked).toBe(false);
    expect(snap.lineErrors).toEqual({ b: { message: 'Quantity to date cannot be below zero', input: 'qtyMilli' } });
    expect(stager.unsaved).toBe(true);
    // The refused value stays on its line, as typed.
    expect(stager.preview([a, b, c]).map((l) => l.qtyMilli)).toEqual([0, -5000, 0]);
    await expect(stager.flush()).rejects.toEqual({ message: 'Quantity to date cannot be below zero', code: null });
    // Other edits go on being saved; the held line is not pushed again.
    stager.stage((s) => stageChange(s, a, { reference: 'R' }));
    await vi.waitFor(() => expect(batches).toHaveLength(3));
    expect(Object.keys(batches[2].updates)).toEqual(['a']);
    // Fixing the line releases it: the fix rides on its held edits, and the message goes.
    stager.stage((s) => stageChange(s, b, { qtyMilli: 2000 }));
    expect(stager.getSnapshot().lineErrors).toEqual({});
    await vi.waitFor(() => expect(batches).toHaveLength(4));
    expect(batches[3].updates).toEqual({ b: { qtyMilli: 2000 } });
    await vi.waitFor(() => expect(stager.unsaved).toBe(false));
    stager.dispose();
  });

  it('holds back each refused line in turn', async () => {
    const { batches, push } = server();
    const stager = new LedgerPushLoop(push, '10', () => 100000, 20);
    stager.stage((s) => stageChange(s, line('a'), { qtyMilli: -1 }));
    stager.stage((s) => stageChange(s, line('b'), { qtyMilli: -2 }));
    stager.stage((s) => stageChange(s, line('c'), { name: 'ok' }));
    await vi.waitFor(() => expect(batches).toHaveLength(3));
    expect(batches.map((x) => Object.keys(x.updates))).toEqual([['a', 'b', 'c'], ['b', 'c'], ['c']]);
    expect(Object.keys(stager.getSnapshot().lineErrors).sort()).toEqual(['a', 'b']);
    stager.dispose();
  });
});

describe('offline', () => {
  it('keeps the edits, says so, and sends them when the browser is back online', async () => {
    vi.useFakeTimers();
    let online = false;
    const sent: Staged[] = [];
    const stager = new LedgerPushLoop(async (batch) => {
      if (!online) throw { message: 'You appear to be offline.', code: OFFLINE_CODE };
      sent.push(batch);
      return { ledgerRev: '2' };
    }, '1');
    stager.start();
    stager.stage((s) => stageChange(s, line('a'), { name: 'Slab' }));
    await vi.advanceTimersByTimeAsync(1000);
    let snap = stager.getSnapshot();
    expect(snap.offline).toBe(true);
    expect(snap.error).toBeNull();
    expect(snap.pending.updates).toEqual({ a: { name: 'Slab' } });
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    snap = stager.getSnapshot();
    expect(sent.map((b) => b.updates)).toEqual([{ a: { name: 'Slab' } }]);
    expect(snap.offline).toBe(false);
    expect(stager.idle).toBe(true);
    stager.dispose();
  });
});

describe("the push loop's readers", () => {
  it('are told of staged edits once, after the next paint, and of anything else at once', async () => {
    // Not started: nothing is pushed, the edits stay staged.
    const stager = new LedgerPushLoop(vi.fn(), 'rev-1');
    const told = vi.fn();
    stager.subscribe(told);
    stager.stage((s) => stageChange(s, line('a'), { name: 'A' }));
    stager.stage((s) => stageChange(s, line('b'), { name: 'B' }));
    // The snapshot has both at once; its readers (the save status, the sections) hear of them later.
    expect(Object.keys(stager.getSnapshot().pending.updates)).toEqual(['a', 'b']);
    expect(told).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1));
    stager.discard();
    expect(told).toHaveBeenCalledTimes(2);
    expect(stager.getSnapshot().pending.updates).toEqual({});
  });
});
