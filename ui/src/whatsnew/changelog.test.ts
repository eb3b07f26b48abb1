import { describe, expect, it, vi } from 'vitest';
import shipped from './changelog.json';
import { parseChangelog } from './changelog';

const entry = (id: string, date: string) => ({ id, date, title: `T ${id}`, summary: 's', body: 'b' });

describe('parseChangelog', () => {
  it('reads the shipped changelog whole, newest first', () => {
    const warn = vi.fn();
    const entries = parseChangelog(shipped, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(entries).toHaveLength(shipped.length);
    expect(entries.map((e) => e.date)).toEqual([...entries.map((e) => e.date)].sort().reverse());
  });

  it('warns and answers nothing for a missing or empty changelog', () => {
    for (const raw of [undefined, null, {}, []]) {
      const warn = vi.fn();
      expect(parseChangelog(raw, warn)).toEqual([]);
      expect(warn).toHaveBeenCalledOnce();
    }
  });

  it('leaves out malformed and repeated entries with a warning, keeping the rest', () => {
    const warn = vi.fn();
    const entries = parseChangelog(
      [entry('old', '2026-01-01'), { id: 'Bad Id', date: '2026-02-01' }, entry('new', '2026-03-01'), entry('new', '2026-03-02')],
      warn,
    );
    expect(entries.map((e) => e.id)).toEqual(['new', 'old']);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
