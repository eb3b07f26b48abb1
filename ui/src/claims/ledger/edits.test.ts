import { describe, expect, it, vi } from 'vitest';
import { taxOn } from '../../domain/tax';
import { keepUnchanged } from '../lines';
import { testLine as line } from '../testLine';
import {
  applyStaged,
  changeCount,
  combine,
  EMPTY,
  isEmpty,
  moveLine,
  nextPosition,
  stageChange,
  stageCreate,
  stageDelete,
  stageOrder,
  stageRetention,
  toLedgerInput,
} from './edits';
import { CONFLICT_CODE, compareRev, LedgerPushLoop } from './pushLoop';

const ctx = { contractId: 'Q29udHJhY3Q6MQ==', ledgerRev: '7', number: 2, taxRateId: 'NZ_GST' };

describe('staging line edits', () => {
  it('starts empty', () => {
    expect(isEmpty(EMPTY)).toBe(true);
    expect(changeCount(EMPTY)).toBe(0);
    expect(applyStaged([line('a')], EMPTY)).toEqual([line('a')]);
  });

  it('previewed as the page does, keeps the lines an edit does not touch the same objects, so only the edited row renders again', () => {
    const a = line('a');
    const b = line('b', { position: 2000 });
    let s = stageChange(EMPTY, a, { percentComplete: 5000 });
    s = stageCreate(s, 'c', { type: 'BaseContract', position: 3000, name: 'New' });
    const first = applyStaged([a, b], s);
    s = stageChange(s, b, { name: 'Frame' });
    const second = keepUnchanged(first, applyStaged([a, b], s));
    expect(second[0]).toBe(first[0]);
    expect(second[2]).toBe(first[2]);
    expect(second[1]).not.toBe(first[1]);
    expect(second.map((l) => [l.itemId, l.name, l.amount])).toEqual([
      ['a', 'a', 50000],
      ['b', 'Frame', 0],
      ['c', 'New', 0],
    ]);
  });

  it('merges field edits of one line; the newest amount source wins', () => {
    const a = line('a', { unitPrice: 5000, totalPrice: 100000 });
    let s = stageChange(EMPTY, a, { name: 'Piles' });
    s = stageChange(s, a, { qtyMilli: 2000 });
    expect(s.updates.a).toEqual({ name: 'Piles', qtyMilli: 2000 });
    s = stageChange(s, a, { percentComplete: 5000 });
    expect(s.updates.a).toEqual({ name: 'Piles', percentComplete: 5000 });
    s = stageChange(s, a, { amount: 1234 });
    expect(s.updates.a).toEqual({ name: 'Piles', amount: 1234 });
    expect(changeCount(s)).toBe(1);
  });

  it('previews percent complete to date against what earlier claims claimed', () => {
    const a = line('a', { totalPrice: 200000, previous: 50000 });
    const [shown] = applyStaged([a], stageChange(EMPTY, a, { percentComplete: 5000 }));
    // 50 % of 2,000.00 is 1,000.00 to date; 500.00 was claimed before.
    expect(shown.amount).toBe(50000);
  });

  it('shows a saved edit as the line it previewed: the save renders no row or grid again', () => {
    const a = line('a', { totalPrice: 200000, previous: 50000 });
    const shown = applyStaged([a, line('b')], stageChange(EMPTY, a, { percentComplete: 5000 }));
    // The server's answer: the same line, read afresh.
    const saved = [{ ...a, amount: 50000 }, line('b')];
    expect(keepUnchanged(shown, saved)).toBe(shown);
  });

  it('previews a quantity at the rate, rounded to the cent', () => {
    const a = line('a', { unitPrice: 333, totalPrice: 100000 });
    const [shown] = applyStaged([a], stageChange(EMPTY, a, { qtyMilli: 1500 }));
    expect(shown.qtyMilli).toBe(1500);
    expect(shown.amount).toBe(500); // 3.33 x 1.5 = 4.995 -> 5.00
  });

  it('a new unit price resets the quantity and amount, except at zero', () => {
    const a = line('a', { unitPrice: 1000, totalPrice: 50000, qtyMilli: 3000, amount: 3000 });
    const priced = stageChange(EMPTY, a, { unitPrice: 2000 });
    expect(priced.updates.a).toEqual({ unitPrice: 2000, qtyMilli: 0 });
    expect(applyStaged([a], priced)[0]).toMatchObject({ unitPrice: 2000, qtyMilli: 0, amount: 0 });

    const zero = stageChange(EMPTY, a, { unitPrice: 0 });
    expect(zero.updates.a).toEqual({ unitPrice: 0 });
    expect(applyStaged([a], zero)[0]).toMatchObject({ unitPrice: 0, qtyMilli: 3000, amount: 0 });
  });

  it('a quantity typed before a new price is reset by it, as the server would one after the other', () => {
    const a = line('a', { unitPrice: 1000, totalPrice: 50000 });
    let s = stageChange(EMPTY, a, { qtyMilli: 4000 });
    s = stageChange(s, applyStaged([a], s)[0], { unitPrice: 1500 });
    expect(s.updates.a).toEqual({ unitPrice: 1500, qtyMilli: 0 });
    // and a quantity typed after the price stays
    s = stageChange(s, applyStaged([a], s)[0], { qtyMilli: 2000 });
    expect(s.updates.a).toEqual({ unitPrice: 1500, qtyMilli: 2000 });
    expect(applyStaged([a], s)[0].amount).toBe(3000);
  });

  it('a price changed and changed back still clears the quantity', () => {
    const a = line('a', { unitPrice: 1000, qtyMilli: 2000, amount: 2000 });
    let s = stageChange(EMPTY, a, { unitPrice: 1200 });
    s = stageChange(s, applyStaged([a], s)[0], { unitPrice: 1000 });
    expect(s.updates.a).toEqual({ unitPrice: 1000, qtyMilli: 0 });
    expect(applyStaged([a], s)[0]).toMatchObject({ qtyMilli: 0, amount: 0 });
  });

  it('creates a line, folds its edits into the creation, and drops it when voided', () => {
    let s = stageCreate(EMPTY, 'n1', { type: 'Variation', position: 3000 });
    s = stageChange(s, { itemId: 'n1', unitPrice: 0 }, { name: 'Extra door', totalPrice: 45000 });
    expect(s.creates.n1).toEqual({ type: 'Variation', position: 3000, name: 'Extra door', totalPrice: 45000 });
    expect(Object.keys(s.updates)).toEqual([]);
    const shown = applyStaged([line('a')], s);
    expect(shown).toHaveLength(2);
    expect(shown[1]).toMatchObject({ itemId: 'n1', name: 'Extra door', totalPrice: 45000, unitPrice: 45000, isNew: true });
    const gone = stageDelete(s, 'n1');
    expect(isEmpty(gone)).toBe(true);
  });

  it('voids a line claimed before with a reversal, and removes one that was not', () => {
    const claimed = line('a', { previous: 20000, qtyPrevious: 1000, amount: 500 });
    const fresh = line('b', { position: 2000 });
    let s = stageChange(EMPTY, claimed, { name: 'x' });
    s = stageDelete(s, 'a');
    s = stageDelete(s, 'b');
    expect(s.updates).toEqual({});
    expect(s.deletes).toEqual(['a', 'b']);
    const shown = applyStaged([claimed, fresh], s);
    expect(shown).toEqual([expect.objectContaining({ itemId: 'a', amount: -20000, qtyMilli: -1000, isReversal: true })]);
    // edits to a voided line are ignored
    expect(stageChange(s, claimed, { name: 'y' })).toBe(s);
  });

  it('reorders lines: positions become 1000, 2000, ... with unlisted lines after', () => {
    const lines = [line('a', { position: 1000 }), line('b', { position: 2000 }), line('c', { position: 3500 })];
    expect(moveLine(lines, 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveLine(lines, 'a', 'a')).toBeNull();
    const shown = applyStaged(lines, stageOrder(EMPTY, ['c', 'a']));
    expect(Object.fromEntries(shown.map((l) => [l.itemId, l.position]))).toEqual({ c: 1000, a: 2000, b: 3000 });
    expect(nextPosition(lines)).toBe(4500);
  });

  it('combines a failed batch with what was staged meanwhile, the later edits winning', () => {
    const a = line('a', { unitPrice: 1000 });
    let failed = stageCreate(EMPTY, 'n1', { type: 'BaseContract', position: 2000 });
    failed = stageChange(failed, a, { name: 'Old', qtyMilli: 1000 });
    let meanwhile = stageChange(EMPTY, a, { name: 'New' });
    meanwhile = stageChange(meanwhile, { itemId: 'n1', unitPrice: 0 }, { name: 'Fresh line' });
    meanwhile = stageRetention(meanwhile, null);
    const both = combine(failed, meanwhile, () => 1000);
    expect(both.updates.a).toEqual({ name: 'New', qtyMilli: 1000 });
    expect(both.creates.n1).toMatchObject({ name: 'Fresh line', position: 2000 });
    expect(both.createOrder).toEqual(['n1']);
    expect(both.retention).toBeNull();
  });

  it('builds ledgerUpdate input: amounts with their GST, creations, voids, order and retention', () => {
    let s = stageCreate(EMPTY, 'n1', { type: 'Materials', position: 5000, name: 'Steel', totalPrice: 100000 });
    s = stageChange(s, line('a'), { amount: 12345 });
    s = stageDelete(s, 'b');
    s = stageOrder(s, ['n1', 'a']);
    s = stageRetention(s, { marginalRates: [{ rate: 10_000_000, upTo: 20_000_000 }, { rate: 5_000_000, upTo: null }], maxAmount: null });
    const input = toLedgerInput(s, ctx);
    expect(input).toEqual({
      contractId: ctx.contractId,
      ledgerRev: '7',
      number: 2,
      create: [{ itemId: 'n1', type: 'Materials', position: 5000, name: 'Steel', totalPrice: 100000 }],
      update: [{ itemId: 'a', amount: 12345, tax: taxOn(12345) }],
      deleteIds: ['b'],
      order: ['n1', 'a'],
      retentionFormula: {
        marginalRates: [{ rate: 10_000_000, upTo: 20_000_000 }, { rate: 5_000_000, upTo: null }],
        maxAmount: null,
      },
    });
    expect(toLedgerInput(stageRetention(EMPTY, null), ctx).clearRetention).toBe(true);
    expect(toLedgerInput(s, { ...ctx, ownRevs: ['8', '9'] }).ownRevs).toEqual(['8', '9']);
  });
});

describe('the push loop', () => {
  function deferred<T>() {
    let resolve!: (v: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('pushes staged edits about once a second, based on the ledgerRev they were made on', async () => {
    vi.useFakeTimers();
    const calls: Array<{ rev: string; own: string[]; names: string[] }> = [];
    const answers = [deferred<{ ledgerRev: string }>(), deferred<{ ledgerRev: string }>(), deferred<{ ledgerRev: string }>()];
    const stager = new LedgerPushLoop((batch, rev, own) => {
      calls.push({ rev, own, names: Object.values(batch.updates).map((c) => c.name ?? '') });
      return answers[calls.length - 1].promise;
    }, '5');
    const a = line('a');
    stager.stage((s) => stageChange(s, a, { name: 'one' }));
    stager.stage((s) => stageChange(s, a, { name: 'two' }));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ rev: '5', own: [], names: ['two'] }]);
    // An edit while the push is on its way is based on what the person saw (5), not on what
    // the push answers: it lists that answer as our own instead.
    stager.stage((s) => stageChange(s, a, { name: 'three' }));
    expect(stager.preview([a])[0].name).toBe('three');
    answers[0].resolve({ ledgerRev: '6' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[1]).toEqual({ rev: '5', own: ['6'], names: ['three'] });
    // Once the first push answered, the page shows revision 6: edits now are based on it.
    stager.stage((s) => stageChange(s, a, { name: 'four' }));
    answers[1].resolve({ ledgerRev: '8' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[2]).toEqual({ rev: '6', own: ['8'], names: ['four'] });
    answers[2].resolve({ ledgerRev: '9' });
    await vi.advanceTimersByTimeAsync(0);
    expect(stager.idle).toBe(true);
    // Nothing waits: the next edit is based on the newest revision, with no own revisions since.
    stager.stage((s) => stageChange(s, a, { name: 'five' }));
    answers.push(deferred<{ ledgerRev: string }>());
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[3]).toEqual({ rev: '9', own: [], names: ['five'] });
    stager.dispose();
    vi.useRealTimers();
  });

  it('keeps the edits made during a push when the next push meets a conflict', async () => {
    vi.useFakeTimers();
    const calls: Array<{ rev: string; own: string[]; names: string[] }> = [];
    const answers = [deferred<{ ledgerRev: string }>(), deferred<{ ledgerRev: string }>(), deferred<{ ledgerRev: string }>()];
    const stager = new LedgerPushLoop((batch, rev, own) => {
      calls.push({ rev, own, names: Object.entries(batch.updates).map(([id, c]) => `${id}:${c.name}`) });
      return answers[calls.length - 1].promise;
    }, '20');
    const [a, b] = [line('a'), line('b')];
    stager.stage((s) => stageChange(s, b, { name: 'B1' }));
    await vi.advanceTimersByTimeAsync(1000);
    stager.stage((s) => stageChange(s, a, { name: 'A1' }));
    answers[0].resolve({ ledgerRev: '22' }); // someone else saved 21 meanwhile
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[1]).toEqual({ rev: '20', own: ['22'], names: ['a:A1'] });
    stager.stage((s) => stageChange(s, a, { reference: 'R' }));
    answers[1].reject({ message: 'Someone else changed this claim.', code: CONFLICT_CODE });
    await vi.advanceTimersByTimeAsync(0);
    const snap = stager.getSnapshot();
    expect(snap.blocked).toBe(true);
    expect(snap.error?.code).toBe(CONFLICT_CODE);
    expect(snap.inflight).toBeNull();
    expect(snap.pending.updates).toEqual({ a: { name: 'A1', reference: 'R' } });
    expect(stager.preview([a, b]).map((l) => [l.name, l.reference])).toEqual([
      ['A1', 'R'],
      ['b', ''],
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2);
    // Reloaded at 23: everything up to it is seen, nothing of ours is left to list.
    stager.rebase('23');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[2]).toEqual({ rev: '23', own: [], names: ['a:A1'] });
    answers[2].resolve({ ledgerRev: '24' });
    await vi.advanceTimersByTimeAsync(0);
    expect(stager.idle).toBe(true);
    stager.dispose();
    vi.useRealTimers();
  });

  it('after a failed push, the edits staged meanwhile go back on the failed batch\'s base', async () => {
    vi.useFakeTimers();
    const calls: Array<{ rev: string; own: string[] }> = [];
    const first = deferred<{ ledgerRev: string }>();
    const stager = new LedgerPushLoop((_batch, rev, own) => {
      calls.push({ rev, own });
      return calls.length === 1 ? first.promise : Promise.resolve({ ledgerRev: '4' });
    }, '2');
    stager.stage((s) => stageChange(s, line('a'), { name: 'x' }));
    await vi.advanceTimersByTimeAsync(1000);
    stager.setServerRev('3'); // a poll answered meanwhile
    stager.stage((s) => stageChange(s, line('b'), { name: 'y' }));
    first.reject({ message: 'Description must be at most 500 characters' });
    await vi.advanceTimersByTimeAsync(0);
    expect(Object.keys(stager.getSnapshot().pending.updates).sort()).toEqual(['a', 'b']);
    stager.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ rev: '2', own: [] }, { rev: '2', own: [] }]);
    stager.dispose();
    vi.useRealTimers();
  });

  it('keeps the edits after a conflict, shows its message, and pushes them again after a reload', async () => {
    vi.useFakeTimers();
    const revs: string[] = [];
    let fail = true;
    const stager = new LedgerPushLoop(async (_batch, rev) => {
      revs.push(rev);
      if (fail) throw { message: 'Someone else changed this claim.', code: CONFLICT_CODE };
      return { ledgerRev: '12' };
    }, '9');
    const a = line('a');
    stager.stage((s) => stageChange(s, a, { name: 'mine' }));
    await vi.advanceTimersByTimeAsync(1000);
    let snap = stager.getSnapshot();
    expect(snap.error).toEqual({ message: 'Someone else changed this claim.', code: CONFLICT_CODE });
    expect(snap.blocked).toBe(true);
    expect(snap.pending.updates.a).toEqual({ name: 'mine' });
    expect(stager.preview([a])[0].name).toBe('mine');
    // more edits do not push while the conflict stands
    stager.stage((s) => stageChange(s, a, { reference: 'R1' }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(revs).toEqual(['9']);
    fail = false;
    stager.rebase('11');
    await vi.advanceTimersByTimeAsync(0);
    expect(revs).toEqual(['9', '11']);
    snap = stager.getSnapshot();
    expect(snap.error).toBeNull();
    expect(stager.idle).toBe(true);
    vi.useRealTimers();
  });

  it('flush pushes at once and rejects with the error of a failed push', async () => {
    const stager = new LedgerPushLoop(async () => {
      throw { message: 'Description must be at most 500 characters' };
    }, '1');
    stager.stage((s) => stageChange(s, line('a'), { name: 'x' }));
    await expect(stager.flush()).rejects.toEqual({ message: 'Description must be at most 500 characters', code: null });
    // a new edit after a refusal (not a conflict) tries again
    stager.stage((s) => stageChange(s, line('a'), { name: 'y' }));
    expect(stager.getSnapshot().blocked).toBe(false);
    stager.dispose();
  });

  it('compares ledger revisions as numbers', () => {
    expect(compareRev('10', '9')).toBeGreaterThan(0);
    expect(compareRev('9', '10')).toBeLessThan(0);
    expect(compareRev('12', '12')).toBe(0);
  });
});
