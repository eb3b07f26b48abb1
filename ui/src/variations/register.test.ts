import { describe, expect, it } from 'vitest';
import { byIssue, filtersOf, searchOf } from './register';

describe('the variation register’s filters and groups', () => {
  it('reads and writes its filters in the address, ignoring an unknown state', () => {
    expect(filtersOf(new URLSearchParams('state=Open&project=Q29udHJhY3Q6MQ=='))).toEqual({ state: 'Open', projectId: 'Q29udHJhY3Q6MQ==' });
    expect(filtersOf(new URLSearchParams('state=Lost'))).toEqual({ state: null, projectId: null });
    expect(searchOf({ state: 'Approved', projectId: null })).toBe('?state=Approved');
    expect(searchOf({ state: null, projectId: null })).toBe('');
  });
  it('groups consecutive rows of one issue, keeping the order', () => {
    const row = (issue: string, id: string) => ({ id, issue: { id: issue } });
    const groups = byIssue([row('I2', 'a'), row('I2', 'b'), row('I1', 'c')]);
    expect(groups.map((g) => g.map((r) => r.id))).toEqual([['a', 'b'], ['c']]);
  });
});
