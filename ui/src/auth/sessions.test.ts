// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from './client';
import {
  AUTH_STATE_KEY,
  dropSession,
  findOrg,
  firstOrgSlug,
  getSessions,
  loadSessions,
  logout,
  resetSessionsForTests,
  upsertSession,
} from './sessions';
import { getSelectedAccountId, setSelectedAccountId } from './state';

const make = (id: number, slugs: string[]): Session => ({
  userAccountId: id,
  email: `user${id}@example.com`,
  name: '',
  users: slugs.map((slug, i) => ({ userId: id * 10 + i, email: `user${id}@example.com`, org: { id: id * 100 + i, name: slug, slug } })),
});

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  localStorage.clear();
  resetSessionsForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('the session list', () => {
  it('is fetched once however many ask at the same time, and stored', async () => {
    const fetchMock = vi.fn(async () => json({ sessions: [make(1, ['acme'])] }));
    vi.stubGlobal('fetch', fetchMock);
    const [a, b, c] = await Promise.all([loadSessions(), loadSessions(), loadSessions()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(c).toEqual([make(1, ['acme'])]);
    expect(JSON.parse(localStorage.getItem(AUTH_STATE_KEY)!).sessions).toHaveLength(1);
    await loadSessions();
    expect(fetchMock).toHaveBeenCalledTimes(2); // re-fetched on demand once the first is done
  });

  it('replaces an account on refresh, appends a new one, drops one', () => {
    upsertSession(make(1, ['acme']));
    upsertSession(make(2, ['bravo']));
    upsertSession({ ...make(1, ['acme', 'charlie']), name: 'Ann' });
    expect(getSessions().map((s) => [s.userAccountId, s.users.length, s.name])).toEqual([
      [1, 2, 'Ann'],
      [2, 1, ''],
    ]);
    dropSession(1);
    expect(getSessions().map((s) => s.userAccountId)).toEqual([2]);
  });

  it('log out clears every session and the selected account', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ sessions: [] })));
    upsertSession(make(1, ['acme']));
    setSelectedAccountId(1);
    await logout();
    expect(getSessions()).toEqual([]);
    expect(localStorage.getItem(AUTH_STATE_KEY)).toBeNull();
    expect(getSelectedAccountId()).toBeNull();
  });

  it('finds the account of an organisation, preferring the selected one', () => {
    const list = [make(1, ['acme']), make(2, ['bravo', 'acme'])];
    expect(findOrg(list, 'acme')?.session.userAccountId).toBe(1);
    expect(findOrg(list, 'acme', 2)?.session.userAccountId).toBe(2);
    expect(findOrg(list, 'bravo')?.user.org.slug).toBe('bravo');
    expect(findOrg(list, 'nope')).toBeNull();
    expect(firstOrgSlug([make(3, []), ...list])).toBe('acme');
    expect(firstOrgSlug([make(3, [])])).toBeNull();
  });

  it('ignores a corrupt stored list', () => {
    localStorage.setItem(AUTH_STATE_KEY, '{not json');
    resetSessionsForTests();
    expect(getSessions()).toEqual([]);
  });
});
