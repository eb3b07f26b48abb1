import { describe, expect, it } from 'vitest';
import { base64, candidatesFor } from './ReconcileForm';

describe('ReconcileForm', () => {
  it('sends the file as base64 of its bytes, whatever their encoding', () => {
    expect(base64(new TextEncoder().encode('Date,Amount\n'))).toBe('RGF0ZSxBbW91bnQK');
    expect(base64(new Uint8Array([0xe9, 0x3d]))).toBe('6T0=');
  });

  it('offers only the entries of the same amount and direction', () => {
    const entries = [{ id: 'a', amount: 1_000_000 }, { id: 'b', amount: -1_000_000 }, { id: 'c', amount: 1_000_000 }];
    expect(candidatesFor(1_000_000, entries).map((e) => e.id)).toEqual(['a', 'c']);
    expect(candidatesFor(-1_000_000, entries).map((e) => e.id)).toEqual(['b']);
    expect(candidatesFor(5, entries)).toEqual([]);
  });
});
