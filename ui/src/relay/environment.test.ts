import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CacheConfig, RequestParameters } from 'relay-runtime';
import { clearAuthState, setSelectedAccountId, setSelectedOrgId } from '../auth/state';
import { HttpError, OFFLINE_MESSAGE, OfflineError } from '../lib/http';
import { BUSY_TRIES, fetchGraphQL, graphqlHeaders, setUnauthorizedHandler } from './environment';
import { dismissGraphQLErrors, getGraphQLErrorReports, GraphQLResponseError } from './errors';

const params = { name: 'OrgQuery', text: 'query OrgQuery { org { id } }', operationKind: 'query' } as unknown as RequestParameters;

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

async function run(cacheConfig: CacheConfig = {}) {
  return (fetchGraphQL as unknown as (p: RequestParameters, v: object, c: CacheConfig) => Promise<unknown>)(params, { a: 1 }, cacheConfig);
}

afterEach(() => {
  clearAuthState();
  dismissGraphQLErrors();
  vi.useRealTimers();
});

const BUSY = {
  errors: [{
    message: 'Your account has 4 requests running, the most allowed at once. Please try again in a moment.',
    extensions: { code: 'RATE_LIMITED', status: 429, retryAfter: 1 },
  }],
};

function busy(retryAfter = '1') {
  return new Response(JSON.stringify(BUSY), { status: 429, headers: { 'content-type': 'application/json', 'Retry-After': retryAfter } });
}

function ok() {
  return new Response(JSON.stringify({ data: { org: null } }), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('graphql fetch', () => {
  it('POSTs JSON to /graphql with cookies and the account and org headers', async () => {
    setSelectedAccountId(7);
    setSelectedOrgId('42');
    const fetch = answer(200, { data: { org: null } });
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    await expect(run()).resolves.toEqual({ data: { org: null } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    const headers = init.headers as Record<string, string>;
    expect(headers['user-account-id']).toBe('7');
    expect(headers['org-id']).toBe('42');
    expect(headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ query: params.text, variables: { a: 1 }, operationName: 'OrgQuery' });
  });

  it("rejects in the product's words when the request never reaches the server", async () => {
    globalThis.fetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const error = (await run().catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(OfflineError);
    expect(error.message).toBe(OFFLINE_MESSAGE);
    expect(getGraphQLErrorReports()).toEqual([]);
  });

  it('sends no account or org header when none is selected', () => {
    const headers = graphqlHeaders();
    expect(headers).not.toHaveProperty('user-account-id');
    expect(headers).not.toHaveProperty('org-id');
  });

  it('calls the unauthorized handler on 401 and rejects', async () => {
    const handler = vi.fn();
    const restore = setUnauthorizedHandler(handler);
    globalThis.fetch = answer(401, { message: 'no' }) as unknown as typeof fetch;
    const error = (await run().catch((e: unknown) => e)) as HttpError;
    restore();
    expect(handler).toHaveBeenCalledOnce();
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(401);
  });

  it('reports GraphQL errors for the Error modal and rejects when there is no data', async () => {
    const errors = [{ message: 'Contract not found', path: ['contract'], extensions: { code: 'NOT_FOUND' } }];
    globalThis.fetch = answer(200, { data: null, errors }) as unknown as typeof fetch;
    const error = (await run().catch((e: unknown) => e)) as GraphQLResponseError;
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect(error.message).toBe('Contract not found');
    const [report] = getGraphQLErrorReports();
    expect(report?.operationName).toBe('OrgQuery');
    expect(report?.errors).toEqual([{ message: 'Contract not found', path: ['contract'], extensions: { code: 'NOT_FOUND' }, locations: undefined }]);
  });

  it('returns partial data with errors, and a caller can opt out of the modal', async () => {
    globalThis.fetch = answer(200, { data: { org: { id: '1' } }, errors: [{ message: 'x' }] }) as unknown as typeof fetch;
    await expect(run({ metadata: { errorDialog: false } })).resolves.toMatchObject({ data: { org: { id: '1' } } });
    expect(getGraphQLErrorReports()).toEqual([]);
  });

  it('throws the status text for a non-GraphQL failure', async () => {
    globalThis.fetch = vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })) as unknown as typeof fetch;
    await expect(run()).rejects.toThrow('Bad Gateway');
  });

  it('sends a request the server was too busy for again after Retry-After, and answers the retry', async () => {
    vi.useFakeTimers();
    setSelectedAccountId(7);
    const fetch = vi.fn().mockResolvedValueOnce(busy('2')).mockResolvedValueOnce(busy()).mockResolvedValueOnce(ok());
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const result = run();
    await vi.advanceTimersByTimeAsync(1900);
    expect(fetch).toHaveBeenCalledTimes(1); // Retry-After: 2 is waited for
    await vi.advanceTimersByTimeAsync(400);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1300);
    await expect(result).resolves.toEqual({ data: { org: null } });
    expect(fetch).toHaveBeenCalledTimes(3);
    const bodies = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].body);
    expect(new Set(bodies).size).toBe(1); // the same request each time
    expect(getGraphQLErrorReports()).toEqual([]);
  });

  it('gives up after a bounded number of tries with the server\'s clear error', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => busy());
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const result = run().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = (await result) as GraphQLResponseError;
    expect(fetch).toHaveBeenCalledTimes(BUSY_TRIES);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect(error.message).toBe(BUSY.errors[0]!.message);
    expect(getGraphQLErrorReports()[0]?.errors[0]?.extensions).toEqual({ code: 'RATE_LIMITED', status: 429, retryAfter: 1 });
  });

  it('waits at most ten seconds whatever Retry-After says', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockResolvedValueOnce(busy('3600')).mockResolvedValueOnce(ok());
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const result = run();
    await vi.advanceTimersByTimeAsync(10_300);
    await expect(result).resolves.toEqual({ data: { org: null } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
