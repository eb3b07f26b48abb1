import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, HttpError, postJson } from './http';

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
