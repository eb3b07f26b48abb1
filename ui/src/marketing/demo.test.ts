import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http';
import { DEMO_FAILURE_ALERT, requestDemo, validateDemoRequest } from './demo';

const values = { email: ' ana@builder.co.nz ', companyName: 'Kāinga Build', message: 'Hi' };

function json(status: number, body: unknown, statusText = '') {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

describe('requestDemo', () => {
  it('POSTs the three fields as JSON to /v1/demo and resolves to the message', async () => {
    const fetch = vi.fn(async () => json(200, { message: 'Thanks, we will be in touch.' }));
    const alert = vi.fn();
    await expect(requestDemo(values, { fetch, alert })).resolves.toBe('Thanks, we will be in touch.');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v1/demo');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ana@builder.co.nz', companyName: 'Kāinga Build', message: 'Hi' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts and throws the status text on a non-ok answer, keeping 422 field errors', async () => {
    const body = { code: 422, status: 'Unprocessable Entity', errors: { json: { email: ['Not a valid email address.'] } } };
    const alert = vi.fn();
    const error = await requestDemo(values, { fetch: async () => json(422, body, 'Unprocessable Entity'), alert }).catch((e) => e);
    expect(alert).toHaveBeenCalledWith(DEMO_FAILURE_ALERT);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Unprocessable Entity');
    expect(error.fieldErrors).toEqual({ email: ['Not a valid email address.'] });
  });

  it('alerts and rethrows a network failure', async () => {
    const alert = vi.fn();
    const boom = new TypeError('Failed to fetch');
    await expect(requestDemo(values, { fetch: async () => Promise.reject(boom), alert })).rejects.toBe(boom);
    expect(alert).toHaveBeenCalledWith('Something went wrong, please try again.');
  });

  it('treats a 500 with a non-JSON body as a failure too', async () => {
    const alert = vi.fn();
    const fetch = async () => new Response('oops', { status: 500, statusText: 'Internal Server Error' });
    await expect(requestDemo(values, { fetch, alert })).rejects.toThrow('Internal Server Error');
    expect(alert).toHaveBeenCalledOnce();
  });
});

describe('validateDemoRequest', () => {
  it('requires an email of the simple pattern', () => {
    expect(validateDemoRequest({ ...values, email: '' })).toEqual({ email: ['Enter your email address.'] });
    expect(validateDemoRequest({ ...values, email: 'not-an-email' })).toEqual({ email: ['Enter a valid email address.'] });
    expect(validateDemoRequest({ ...values, email: 'a b@c.d' }).email).toBeDefined();
    expect(validateDemoRequest({ ...values, email: 'a@c.d' })).toEqual({});
  });
});
