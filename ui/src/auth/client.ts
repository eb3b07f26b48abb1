/**
 * The auth service client (spec 1 section 7): every call under /auth on this origin, with the
 * browser's cookie and, for account-scoped calls, the `user-account-id` header.
 *
 * Failures are read as spec 1 section 8 says: a string body becomes the message; a body with an
 * `error_description` string becomes an AuthError with that message; anything else is
 * 'Unknown error'. Every error carries the HTTP status.
 */

export const AUTH_BASE = '/auth';
export const ACCOUNT_HEADER = 'user-account-id';
export const UNKNOWN_ERROR = 'Unknown error';

export interface SessionOrg {
  id: number;
  name: string;
  slug: string;
}

export interface SessionUser {
  userId: number;
  email: string;
  org: SessionOrg;
}

/** One signed-in account of this browser. */
export interface Session {
  userAccountId: number;
  email: string;
  name: string;
  users: SessionUser[];
}

/** The answer of a sign-in: the session, and the return path the server kept (or null). */
export interface SignedIn extends Session {
  to?: string | null;
}

export interface Credential {
  id: string;
  externalId: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface Ceremony {
  options: Record<string, unknown>;
  challengeToken: string;
}

/** A failed auth call whose message is for people to read. */
export class AuthCallError extends Error {
  readonly status: number;
  readonly field: string | null;

  constructor(message: string, status: number, field: string | null = null) {
    super(message);
    this.name = 'AuthCallError';
    this.status = status;
    this.field = field;
  }
}

/** The server said why authentication failed (an `error_description`). */
export class AuthError extends AuthCallError {
  constructor(message: string, status: number, field: string | null = null) {
    super(message, status, field);
    this.name = 'AuthError';
  }
}

/** Turns a failed response's body into the error spec 1 section 8 describes. */
export function authErrorFrom(body: unknown, status: number): AuthCallError {
  if (typeof body === 'string' && body.trim()) return new AuthCallError(body, status);
  if (body && typeof body === 'object') {
    const { error_description: description, field } = body as { error_description?: unknown; field?: unknown };
    if (typeof description === 'string' && description) {
      return new AuthError(description, status, typeof field === 'string' ? field : null);
    }
  }
  return new AuthCallError(UNKNOWN_ERROR, status);
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  try {
    if (type.includes('json')) return await response.json();
    return await response.text();
  } catch {
    return null;
  }
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  accountId?: number | string | null;
  query?: Record<string, string>;
  signal?: AbortSignal;
}

/** One call to the auth service; resolves to the JSON answer or throws an AuthCallError. */
export async function authCall<T>(path: string, { method = 'GET', body, accountId, query, signal }: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  if (accountId !== undefined && accountId !== null) headers[ACCOUNT_HEADER] = String(accountId);
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  let response: Response;
  try {
    response = await fetch(`${AUTH_BASE}${path}${search}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new AuthCallError('Could not reach Claimdesk. Check your connection and try again.', 0);
  }
  const answer = await readBody(response);
  if (!response.ok) throw authErrorFrom(answer, response.status);
  return answer as T;
}

// ---- sessions ------------------------------------------------------------------------------

export const fetchSessions = (signal?: AbortSignal) =>
  authCall<{ sessions: Session[] }>('/sessions', { signal }).then((r) => r.sessions);
export const fetchSession = (accountId: number) => authCall<Session>('/session', { accountId });
export const refreshSession = (accountId: number) => authCall<Session>('/session', { method: 'POST', accountId });
/** Signs one account out of this browser; answers the sessions that remain. */
export const removeSession = (accountId: number) =>
  authCall<{ sessions: Session[] }>('/session', { method: 'DELETE', accountId }).then((r) => r.sessions);
/** The linked Google / Microsoft identity of the session (of one provider when asked). */
export interface ExternalSession {
  userAccountId: number;
  provider: ExternalProvider | null;
  tenantId: string | null;
  email: string | null;
  idClaims: { tid?: string; sub?: string; email?: string; name?: string };
}
export const fetchExternalSession = (accountId: number, provider?: ExternalProvider) =>
  authCall<ExternalSession>('/session/external', { accountId, query: provider ? { provider } : undefined });
export const fetchUserInfo = (accountId: number) =>
  authCall<{ sub: string; email: string; name: string }>('/openid/userinfo', { accountId });
/** Signs every account of this browser out. */
export const logoutAll = () => authCall<{ sessions: Session[] }>('/oauth/logout', { method: 'POST' });

export interface CreateOrgInput {
  name: string;
  slug: string;
  userName?: string;
}

export const createOrganisation = (accountId: number, input: CreateOrgInput) =>
  authCall<Session & { org: SessionOrg }>('/orgs', { method: 'POST', accountId, body: input });

// ---- sign-in -------------------------------------------------------------------------------

export const requestLogin = (input: { email: string; signup: boolean; to?: string | null }) =>
  authCall<{ magicToken?: string; url?: string }>('/login', { method: 'POST', body: input });
export const loginWithCode = (magicToken: string, code: string) =>
  authCall<SignedIn>('/login/magic', { method: 'POST', body: { magic_token: magicToken, magic_code: code } });
export const loginWithLink = (linkToken: string) =>
  authCall<SignedIn>('/login/link', { method: 'POST', body: { link_token: linkToken } });
export const passkeyChallenge = (signal?: AbortSignal) =>
  authCall<Ceremony>('/login/webauthn/challenge', { method: 'POST', signal });
export const passkeyLogin = (challengeToken: string, auth: unknown) =>
  authCall<SignedIn>('/login/webauthn/response', { method: 'POST', body: { challengeToken, auth } });

// ---- passkeys of the account ---------------------------------------------------------------

export const prepareCredential = (accountId: number) =>
  authCall<Ceremony>('/profile/creds/prepare', { method: 'POST', accountId });
export const createCredential = (accountId: number, credential: unknown, challengeToken: string) =>
  authCall<Credential>('/profile/creds', { method: 'POST', accountId, body: { credential, challengeToken } });
export const listCredentials = (accountId: number) =>
  authCall<{ credentials: Credential[] }>('/profile/creds', { accountId }).then((r) => r.credentials);
export const deleteCredential = (accountId: number, externalId: string) =>
  authCall<{ deleted: string }>('/profile/creds', { method: 'DELETE', accountId, query: { id: externalId } });

// ---- Google and Microsoft identities (OpenID Connect) --------------------------------------

export type ExternalProvider = 'google' | 'microsoft';

export interface ProviderInfo {
  id: ExternalProvider;
  name: string;
  configured: boolean;
}

export interface LinkedIdentity {
  id: number;
  provider: ExternalProvider;
  email: string;
  tenantId: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

export const fetchProviders = () =>
  authCall<{ providers: ProviderInfo[] }>('/oidc/providers').then((r) => r.providers);
/** Starts signing in with the provider: answers the URL of its sign-in page. */
export const startExternalLogin = (provider: ExternalProvider, to: string | null) =>
  authCall<{ url: string }>(`/oidc/${provider}/login`, { method: 'POST', body: { to } }).then((r) => r.url);
/** Starts linking the provider's identity to the account; it comes back to `to`. */
export const startExternalLink = (accountId: number, provider: ExternalProvider, to: string) =>
  authCall<{ url: string }>(`/oidc/${provider}/link`, { method: 'POST', accountId, body: { to } }).then((r) => r.url);
export const listIdentities = (accountId: number) =>
  authCall<{ identities: LinkedIdentity[] }>('/identities', { accountId }).then((r) => r.identities);
export const unlinkIdentity = (accountId: number, id: number) =>
  authCall<{ deleted: string }>('/identities', { method: 'DELETE', accountId, query: { id: String(id) } });
