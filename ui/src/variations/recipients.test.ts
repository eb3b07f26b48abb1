import { describe, expect, it } from 'vitest';
import { ALL_SELECTED, canSubmit, defaultDeadline, emptyMessage, matchesSearch, NO_RESULTS, preselected, remainingContracts } from './recipients';

const a = { id: 'A', slug: 'tower-a', siteName: 'Tower A', ownerSlug: 'sub-a', supplierName: 'Sparks', supplierEntityName: 'Sparks Electrical Ltd' };
const b = { id: 'B', slug: 'tower-b', siteName: 'Tower B', ownerSlug: 'sub-b', supplierName: 'Pipes', supplierEntityName: 'Pipes Plumbing Ltd' };

describe('recipient contracts', () => {
  it('matches every word against supplier name, entity name, site name and slug', () => {
    expect(matchesSearch(a, 'sparks tower')).toBe(true);
    expect(matchesSearch(a, 'electrical  a')).toBe(true);
    expect(matchesSearch(a, 'sparks pipes')).toBe(false);
    expect(matchesSearch(b, 'tower-b')).toBe(true);
    expect(matchesSearch(b, '')).toBe(true);
  });
  it('never offers a chosen contract again, and says why the list is empty', () => {
    expect(remainingContracts([a, b], [a], '')).toEqual([b]);
    expect(emptyMessage([a, b], [a, b])).toBe(ALL_SELECTED);
    expect(emptyMessage([a, b], [a])).toBe(NO_RESULTS);
  });
  it('preselects owner/contract pairs from query c, once each', () => {
    expect(preselected([a, b], 'sub-b/tower-b,sub-a/tower-a,sub-b/tower-b,x/y')).toEqual([b, a]);
    expect(preselected([a, b], null)).toEqual([]);
  });
  it('defaults the deadline to 20 days and needs a title or a description', () => {
    expect(defaultDeadline('2026-12-20')).toBe('2027-01-09');
    expect(canSubmit(' ', '')).toBe(false);
    expect(canSubmit('', 'x')).toBe(true);
  });
});
