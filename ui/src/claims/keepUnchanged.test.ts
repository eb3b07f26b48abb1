import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './lines';

const a = { itemId: 'a', name: 'Slab', group: ['Stage 1'], files: [{ id: 'f', filename: 'x.pdf' }], amount: 5 };
const b = { itemId: 'b', name: 'Frame', group: [], files: [], amount: 0 };

describe('keepUnchanged: the server’s fresh lines keep the objects of the lines that did not change', () => {
  it('returns the previous array when nothing changed, however freshly read', () => {
    const previous = [a, b];
    const fresh = [structuredClone(a), structuredClone(b)];
    expect(keepUnchanged(previous, fresh)).toBe(previous);
  });

  it('keeps unchanged lines and takes changed, new and reordered ones', () => {
    const changed = { ...structuredClone(b), amount: 7 };
    const c = { itemId: 'c', name: 'Roof', group: [], files: [], amount: 0 };
    const out = keepUnchanged([a, b], [structuredClone(a), changed, c]);
    expect(out[0]).toBe(a);
    expect(out[1]).toBe(changed);
    expect(out[2]).toBe(c);
    const swapped = keepUnchanged([a, b], [structuredClone(b), structuredClone(a)]);
    expect(swapped).toEqual([b, a]);
    expect(swapped[0]).toBe(b);
  });

  it('sees a change inside a group or a file', () => {
    const moved = { ...structuredClone(a), group: ['Stage 2'] };
    expect(keepUnchanged([a], [moved])[0]).toBe(moved);
    const renamed = { ...structuredClone(a), files: [{ id: 'f', filename: 'y.pdf' }] };
    expect(keepUnchanged([a], [renamed])[0]).toBe(renamed);
  });
});
