import { describe, expect, it } from 'vitest';
import { withHeadings } from './groups';

describe('withHeadings', () => {
  it('puts a heading with its count before each group', () => {
    const items = withHeadings(
      [{ group: 'Draft' }, { group: 'Paid' }, { group: 'Paid' }],
      [
        { group: 'Draft', count: 1 },
        { group: 'Paid', count: 7 },
      ],
    );
    expect(items.map((i) => (i.kind === 'group' ? `${i.group}:${i.count}` : 'row'))).toEqual([
      'Draft:1',
      'row',
      'Paid:7',
      'row',
      'row',
    ]);
  });
});
