import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, keepListed, selectionTitle, toggleRow } from './selection';

const order = ['a', 'b', 'c', 'd', 'e'];

describe('row selection', () => {
  it('toggles one row and selects a range with shift', () => {
    let s = toggleRow(EMPTY_SELECTION, order, 'b', false);
    expect([...s.ids]).toEqual(['b']);
    s = toggleRow(s, order, 'd', true);
    expect([...s.ids].sort()).toEqual(['b', 'c', 'd']);
    s = toggleRow(s, order, 'c', false);
    expect([...s.ids].sort()).toEqual(['b', 'd']);
  });

  it('clears a range with shift from a selected row', () => {
    let s = toggleRow(EMPTY_SELECTION, order, 'a', false);
    s = toggleRow(s, order, 'e', true);
    s = toggleRow(s, order, 'b', false);
    s = toggleRow(s, order, 'd', true);
    expect([...s.ids].sort()).toEqual(['a', 'e']);
  });

  it('keeps only rows still listed', () => {
    const s = toggleRow(toggleRow(EMPTY_SELECTION, order, 'a', false), order, 'c', true);
    expect([...keepListed(s, ['b', 'x']).ids]).toEqual(['b']);
  });

  it('names the selection for the palette', () => {
    expect(selectionTitle([3])).toBe('Claim 3');
    expect(selectionTitle([3, 4])).toBe('2 Claims');
  });
});
