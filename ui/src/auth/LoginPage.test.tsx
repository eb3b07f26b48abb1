// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './LoginPage';
import { SIGN_IN_REDIRECT_DELAY_MS } from './redirect';
import { resetSessionsForTests } from './sessions';
import { CHECKING, LOGGING_IN } from './texts';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const SESSION = { userAccountId: 5, email: 'ann@example.com', name: 'Ann', users: [{ userId: 9, email: 'ann@example.com', org: { id: 3, name: 'Acme', slug: 'acme' } }] };

async function renderLogin(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

async function askForCode() {
  fireEvent.change(screen.getByRole('textbox', { name: /email/i }), { target: { value: 'ann@example.com' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
  });
  return screen.getByRole('textbox', { name: 'Code' }) as HTMLInputElement;
}

/** The sign-in calls, without the page's question of which identity providers are set up. */
function loginCalls(fetchMock: { mock: { calls: unknown[][] } }) {
  return fetchMock.mock.calls.filter(([url]) => url !== '/auth/oidc/providers');
}

beforeEach(() => {
  localStorage.clear();
  resetSessionsForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/login', () => {
  it('code input: alphanumerics only, shown 3-dash-3, submits itself at 6, then redirects about 100 ms later', async () => {
    let resolveMagic: (r: Response) => void = () => {};
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/auth/login') return json(200, { magicToken: 'mt' });
      if (url === '/auth/login/magic') return new Promise<Response>((resolve) => (resolveMagic = resolve));
      return json(404, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = await renderLogin('/login?to=%2Facme%2Faccount');
    const code = await askForCode();
    expect(JSON.parse(String((loginCalls(fetchMock)[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      email: 'ann@example.com',
      signup: false,
      to: '/acme/account',
    });

    fireEvent.change(code, { target: { value: 'ab-c!1' } });
    expect(code.value).toBe('ABC-1');
    expect(loginCalls(fetchMock)).toHaveLength(1);
    await act(async () => {
      fireEvent.change(code, { target: { value: 'ABC-123' } });
    });
    expect(loginCalls(fetchMock)).toHaveLength(2);
    expect(JSON.parse(String((loginCalls(fetchMock)[1] as unknown as [string, RequestInit])[1].body))).toEqual({
      magic_token: 'mt',
      magic_code: 'ABC123',
    });
    expect(screen.getByRole('status').textContent).toContain(CHECKING);

    // The redirect's delay on a fake clock: a real 150 ms wait raced a loaded machine (vitest runs
    // one worker per core beside nothing else, yet a slow tick could still land either side of it).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => resolveMagic(json(200, { ...SESSION, to: '/acme/account' })));
    expect(screen.getByRole('status').textContent).toContain(LOGGING_IN);
    expect(router.state.location.pathname).toBe('/login');
    await act(async () => vi.advanceTimersByTime(SIGN_IN_REDIRECT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/login');
    await act(async () => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/acme/account');
    expect(JSON.parse(localStorage.getItem('claimdesk.auth-state')!).sessions[0].userAccountId).toBe(5);
  });

  it('shows a wrong code under the input and empties it for another try', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/auth/login'
          ? json(200, { magicToken: 'mt' })
          : json(400, { message: 'x', error_description: 'That code is not right. Check the email and try again (4 tries left).' }),
      ),
    );
    await renderLogin();
    const code = await askForCode();
    await act(async () => {
      fireEvent.change(code, { target: { value: 'ZZZZZZ' } });
    });
    expect(screen.getByText('That code is not right. Check the email and try again (4 tries left).')).toBeTruthy();
    expect(code.value).toBe('');
    expect(code.readOnly).toBe(false);
  });

  it('an unsafe `to` is not followed: the first organisation instead', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/auth/login' ? json(200, { magicToken: 'mt' }) : json(200, { ...SESSION, to: null }))),
    );
    const router = await renderLogin('/login?to=%2F%2Fevil.example');
    const code = await askForCode();
    await act(async () => {
      fireEvent.change(code, { target: { value: 'ABC123' } });
    });
    // Waited for by its condition: the redirect follows a 100 ms timer, which a busy machine may stretch.
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme'), { timeout: 5000 });
  });

  it('signup mode asks to sign up, and a missing email is explained', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderLogin('/login?signup');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your Claimdesk account');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign up with email' }));
    });
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers only the identity providers the server is set up for', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/auth/oidc/providers'
          ? json(200, { providers: [{ id: 'google', name: 'Google', configured: true }, { id: 'microsoft', name: 'Microsoft', configured: false }] })
          : json(404, {}),
      ),
    );
    await renderLogin();
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Microsoft' })).toBeNull();
  });

  it('a Google sign-in coming back is finished like any other: the session, then `to`', async () => {
    const fetchMock = vi.fn(async (url: string) => (url === '/auth/session' ? json(200, SESSION) : json(200, { providers: [] })));
    vi.stubGlobal('fetch', fetchMock);
    const router = await renderLogin('/login?external=google&result=signed-in&account=5&to=%2Facme%2Fprojects');
    await waitFor(() => expect(router.state.location.pathname).toBe('/acme/projects'), { timeout: 5000 });
    const [, init] = loginCalls(fetchMock)[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['user-account-id']).toBe('5');
    expect(JSON.parse(localStorage.getItem('claimdesk.auth-state') ?? '{}').sessions[0].userAccountId).toBe(5);
  });

  it('an identity that is not linked is explained and the emailed code offered, never a sign-in', async () => {
    const fetchMock = vi.fn(async (url: string) => (url === '/auth/login' ? json(200, { magicToken: 'mt' }) : json(200, { providers: [] })));
    vi.stubGlobal('fetch', fetchMock);
    await renderLogin('/login?external=google&result=not-linked&email=ann%40example.com');
    expect(screen.getByText('This Google account is not linked to Claimdesk yet.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /email/i }) as HTMLInputElement).value).toBe('ann@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    });
    expect(loginCalls(fetchMock).map(([url]) => url)).toEqual(['/auth/login']);
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeTruthy();
  });
});
