import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrorsOf, HttpError, OFFLINE_MESSAGE, OfflineError, postJson, send } from './http';

describe('fieldErrorsOf', () => {
  it('reads flask-smorest 422 field errors', () => {
    const body = { code: 422, status: 'Unprocessable Entity', errors: { json: { email: ['Not a valid email address.'] } } };
    expect(fieldErrorsOf(body)).toEqual({ email: ['Not a valid email address.'] });
  });

  it('merges locations and ignores junk', () => {
    const body = { errors: { json: { email: ['a'], companyName: 'b', n: [1] }, query: { email: ['c'] } } };
    expect(fieldErrorsOf(body)).toEqual({ email: ['a', 'c'], companyName: ['b'] });
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf('Bad Request')).toEqual({});
    expect(fieldErrorsOf({ errors: 'x' })).toEqual({});
  });
});

describe('HttpError', () => {
  it('uses the status text as its message', () => {
    const error = new HttpError(500, 'Internal Server Error');
    expect(error.message).toBe('Internal Server Error');
    expect(error.status).toBe(500);
    expect(error).toBeInstanceOf(Error);
  });
});

describe('postJson', () => {
  it('posts JSON and throws HttpError with the parsed body on a non-ok answer', async () => {
    const calls: Array<[string, RequestInit]> = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ errors: { json: { x: ['bad'] } } }), {
        status: 422,
        statusText: 'Unprocessable Entity',
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const failure = await postJson('/v1/thing', { x: 1 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).fieldErrors).toEqual({ x: ['bad'] });
    expect(calls[0]![1].body).toBe('{"x":1}');
    expect(calls[0]![1].credentials).toBe('same-origin');
  });
});

describe('send', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['Failed to fetch', 'NetworkError when attempting to fetch resource.', 'Load failed'])(
    "turns the browser's '%s' into the product's own words",
    async (browserText) => {
      vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError(browserText))));
      const failure = await send('/graphql').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(OfflineError);
      expect((failure as Error).message).toBe(OFFLINE_MESSAGE);
      expect(OFFLINE_MESSAGE).toBe('You appear to be offline. Check your connection and try again.');
      await expect(postJson('/v1/demo', {})).rejects.toThrow(OFFLINE_MESSAGE);
    },
  );

  it('lets an abort and any answer through unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(abort)));
    await expect(send('/x')).rejects.toBe(abort);
    const response = new Response('no', { status: 500 });
    vi.stubGlobal('fetch', vi.fn(async () => response));
    expect(await send('/x')).toBe(response);
  });
});
