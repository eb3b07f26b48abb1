/**
 * The Relay environment: every GraphQL call is a JSON POST to /graphql with the browser's
 * cookies, the selected account (`user-account-id`) and organisation (`org-id`) headers.
 *
 * - HTTP 401: the registered unauthorized handler runs (default: go to /login); the sign-in
 *   work registers one that logs out first (setUnauthorizedHandler).
 * - HTTP 429: the account (or its organisation) has as many requests running as the server
 *   allows at once (app/graphql/core/budget.py). A refused request ran nothing, so it is sent
 *   again after Retry-After (plus a little, so tabs refused together do not come back together),
 *   up to BUSY_TRIES times in all; then its RATE_LIMITED error stands like any other.
 * - GraphQL errors in the answer are shown in the 'Error' modal (path, message, extensions).
 *   A caller that shows errors itself opts out per request with
 *   `{ metadata: { errorDialog: false } }` in its cacheConfig / networkCacheConfig.
 *   An answer with errors and no data also rejects with GraphQLResponseError, so the caller's
 *   onError / error boundary runs too.
 */
import {
  Environment,
  Network,
  RecordSource,
  Store,
  type CacheConfig,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import { getSelectedAccountId, getSelectedOrgId } from '../auth/state';
import { HttpError, readBody, send } from '../lib/http';
import { GraphQLResponseError, reportGraphQLErrors, toErrorItems } from './errors';

export const GRAPHQL_URL = '/graphql';

export type UnauthorizedHandler = () => void;

const goToLogin: UnauthorizedHandler = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') window.location.assign('/login');
};

let unauthorizedHandler: UnauthorizedHandler = goToLogin;

/** Registers what a 401 does; returns a function restoring the previous handler. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  const previous = unauthorizedHandler;
  unauthorizedHandler = handler;
  return () => {
    unauthorizedHandler = previous;
  };
}

/** Runs the registered 401 handler (also for REST calls that get a 401). */
export function onUnauthorized(): void {
  unauthorizedHandler();
}

export function graphqlHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const accountId = getSelectedAccountId();
  const orgId = getSelectedOrgId();
  if (accountId) headers['user-account-id'] = accountId;
  if (orgId) headers['org-id'] = orgId;
  return headers;
}

function wantsErrorDialog(cacheConfig: CacheConfig | undefined): boolean {
  const metadata = cacheConfig?.metadata as { errorDialog?: boolean } | undefined;
  return metadata?.errorDialog !== false;
}

/** How many times a request the server is too busy for (429) is sent in all. */
export const BUSY_TRIES = 4;
const MAX_RETRY_AFTER_S = 10;

function retryDelayMs(response: Response): number {
  const seconds = Number(response.headers.get('Retry-After'));
  const wait = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, MAX_RETRY_AFTER_S) : 1;
  return wait * 1000 + Math.random() * 250;
}

async function post(body: string): Promise<Response> {
  for (let tries = 1; ; tries += 1) {
    const response = await send(GRAPHQL_URL, { method: 'POST', credentials: 'same-origin', headers: graphqlHeaders(), body });
    if (response.status !== 429 || tries >= BUSY_TRIES) return response;
    const delay = retryDelayMs(response);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

export const fetchGraphQL: FetchFunction = async (
  params: RequestParameters,
  variables: Variables,
  cacheConfig: CacheConfig,
) => {
  const response = await post(JSON.stringify({ query: params.text, variables, operationName: params.name }));

  if (response.status === 401) {
    onUnauthorized();
    throw new HttpError(401, response.statusText || 'Unauthorized', await readBody(response));
  }

  const body = await readBody(response);
  const json = body && typeof body === 'object' ? (body as { data?: unknown; errors?: unknown }) : null;
  if (!json || (!response.ok && !('data' in json) && !('errors' in json))) {
    throw new HttpError(response.status, response.statusText, body);
  }

  const errors = toErrorItems(json.errors);
  if (errors.length && wantsErrorDialog(cacheConfig)) reportGraphQLErrors(errors, params.name);
  if (errors.length && (json.data === null || json.data === undefined)) {
    throw new GraphQLResponseError(errors, params.name);
  }
  return json as GraphQLResponse;
};

export function createEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource()),
  });
}

/** The one environment of the signed-in app. Replace it (resetEnvironment) on switching account. */
let environment = createEnvironment();
const environmentListeners = new Set<() => void>();

export function getEnvironment(): Environment {
  return environment;
}

/** A fresh store: call after log out or switching account so no cached data leaks across. */
export function resetEnvironment(): Environment {
  environment = createEnvironment();
  for (const listener of environmentListeners) listener();
  return environment;
}

export function subscribeEnvironment(listener: () => void): () => void {
  environmentListeners.add(listener);
  return () => {
    environmentListeners.delete(listener);
  };
}
