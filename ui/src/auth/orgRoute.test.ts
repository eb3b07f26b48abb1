// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeAuthNotice } from './notice';
import { noAccountMessage, orgLoader } from './orgRoute';
import { resetSessionsForTests } from './sessions';
import { clearAuthState, getSelectedAccountId, getSelectedOrgId } from './state';

const SESSIONS = [
  { userAccountId: 1, email: 'a@x.nz', name: '', users: [{ userId: 11, email: 'a@x.nz', org: { id: 101, name: 'Acme', slug: 'acme' } }] },
  { userAccountId: 2, email: 'b@x.nz', name: '', users: [{ userId: 21, email: 'b@x.nz', org: { id: 201, name: 'Bravo', slug: 'bravo' } }] },
];

function stubSessions(sessions: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ sessions }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
}

async function load(path: string) {
  const org = path.split('/')[1];
  try {
    return await orgLoader({ params: { org }, request: new Request(`http://localhost${path}`), context: undefined } as never);
  } catch (thrown) {
    return thrown as Response;
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionsForTests();
  clearAuthState();
});
afterEach(() => vi.unstubAllGlobals());

describe('the /:org loader', () => {
  it('sends a browser with no session to /login with the way back', async () => {
    stubSessions([]);
    const answer = (await load('/acme/account?tab=1')) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/login?to=%2Facme%2Faccount%3Ftab%3D1');
  });

  it("says 'No user account id for {org}' and sends to login when no account belongs to it", async () => {
    stubSessions(SESSIONS);
    const answer = (await load('/charlie')) as Response;
    expect(answer.headers.get('Location')).toBe('/login?add&to=%2Fcharlie');
    expect(takeAuthNotice()).toBe(noAccountMessage('charlie'));
    expect(noAccountMessage('charlie')).toBe('No user account id for charlie');
  });

  it('selects the account and organisation for the API headers', async () => {
    stubSessions(SESSIONS);
    const match = await load('/bravo/settings');
    expect((match as { session: { userAccountId: number } }).session.userAccountId).toBe(2);
    expect(getSelectedAccountId()).toBe('2');
    expect(getSelectedOrgId()).toBe('201');
  });
});
