import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthCallError, AuthError, authErrorFrom, fetchSession, loginWithCode, UNKNOWN_ERROR } from './client';

function answer(status: number, body: unknown, type = 'application/json') {
  return new Response(typeof body === 'string' && type !== 'application/json' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': type },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('reading auth failures (spec 1 section 8)', () => {
  it('a string body is the message', () => {
    const error = authErrorFrom('Too many requests', 429);
    expect(error).toBeInstanceOf(AuthCallError);
    expect(error).not.toBeInstanceOf(AuthError);
    expect(error.message).toBe('Too many requests');
    expect(error.status).toBe(429);
  });
  it('an error_description is an authentication error', () => {
    const error = authErrorFrom({ message: 'x', error_description: 'That code is not right.', field: 'magic_code' }, 400);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.message).toBe('That code is not right.');
    expect(error.field).toBe('magic_code');
  });
  it('anything else is Unknown error', () => {
    expect(authErrorFrom({ message: 'no description' }, 500).message).toBe(UNKNOWN_ERROR);
    expect(authErrorFrom(null, 502).message).toBe(UNKNOWN_ERROR);
  });
});

describe('authCall', () => {
  it('sends JSON with cookies and the account header', async () => {
    const fetchMock = vi.fn(async () => answer(200, { userAccountId: 7, email: 'a@b.nz', name: '', users: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await fetchSession(7);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/auth/session');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['user-account-id']).toBe('7');

    await loginWithCode('token', 'ABC123');
    const [, post] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(post.method).toBe('POST');
    expect((post.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(post.body))).toEqual({ magic_token: 'token', magic_code: 'ABC123' });
  });

  it('throws the read error with its status', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { message: 'm', error_description: 'You are not signed in.' })));
    await expect(fetchSession(1)).rejects.toMatchObject({ status: 401, message: 'You are not signed in.' });
    vi.stubGlobal('fetch', vi.fn(async () => answer(503, 'Service down', 'text/plain')));
    await expect(fetchSession(1)).rejects.toMatchObject({ status: 503, message: 'Service down' });
  });
});
