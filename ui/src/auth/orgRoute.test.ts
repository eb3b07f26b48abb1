// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_TO_ACCESS, takeAuthNotice } from './notice';
import { noAccountNotice, orgLoader } from './orgRoute';
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

  it('asks a browser with no session to sign up for Add a subcontract', async () => {
    stubSessions([]);
    const answer = (await load('/acme/projects/acme/harbour/subcontracts/new')) as Response;
    expect(answer.headers.get('Location')).toBe('/login?signup&to=%2Facme%2Fprojects%2Facme%2Fharbour%2Fsubcontracts%2Fnew');
    expect(takeAuthNotice()).toBe(SIGN_UP_TO_ACCESS);
    expect(SIGN_UP_TO_ACCESS).toBe('Sign up to access this feature.');
  });

  it('sends to login with a notice in plain words when no account belongs to the workspace', async () => {
    stubSessions(SESSIONS);
    const answer = (await load('/charlie')) as Response;
    expect(answer.headers.get('Location')).toBe('/login?add&to=%2Fcharlie');
    expect(takeAuthNotice()).toBe(noAccountNotice('charlie'));
    expect(noAccountNotice('charlie')).toBe('You’re not signed in to charlie');
    // The spec's developer text ('No user account id for {org}') is never what a visitor reads.
    expect(noAccountNotice('charlie')).not.toMatch(/user account id/i);
  });

  it('selects the account and organisation for the API headers', async () => {
    stubSessions(SESSIONS);
    const match = await load('/bravo/settings');
    expect((match as { session: { userAccountId: number } }).session.userAccountId).toBe(2);
    expect(getSelectedAccountId()).toBe('2');
    expect(getSelectedOrgId()).toBe('201');
  });
});
