/**
 * HTTP helpers shared by the app's calls: the one place a request that never reached the server
 * becomes the product's own words, an HttpError for a non-ok answer, and reading its body.
 */

/**
 * What a person reads when a request could not be sent at all (fetch's 'Failed to fetch'). It
 * promises no automatic resend, as forms do not resend on reconnecting: a form keeps what was
 * typed. The claim grid does resend (its push loop waits for the browser's 'online' event) and
 * says so in its own words (GRID_OFFLINE_MESSAGE).
 */
export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';
export const GRID_OFFLINE_MESSAGE = 'You appear to be offline. Your changes are kept and will be sent when you reconnect.';

/** The code of a mutation that never reached the server (the claim grid waits for the connection). */
export const OFFLINE_CODE = 'OFFLINE';

/** A request that never reached the server; its message is OFFLINE_MESSAGE. */
export class OfflineError extends Error {
  readonly code = OFFLINE_CODE;

  constructor() {
    super(OFFLINE_MESSAGE);
    this.name = 'OfflineError';
  }
}

/**
 * `fetch`, except that a request that never got an answer rejects with an OfflineError.
 * fetch reports that as a TypeError whose text depends on the browser ('Failed to fetch',
 * 'NetworkError when attempting to fetch resource.', 'Load failed'), which would otherwise reach
 * toasts and banners word for word. An abort (a DOMException) passes through unchanged.
 */
export async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof TypeError) throw new OfflineError();
    throw error;
  }
}

/** Field errors as flask-smorest reports them: {"email": ["Not a valid email address."]}. */
export type FieldErrors = Record<string, string[]>;

/** A non-ok HTTP answer. `message` is the status text, as the spec asks ("throws with the status text"). */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(status: number, statusText: string, body: unknown = null) {
    super(statusText || `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }

  /**
   * Field errors of a flask-smorest 422 answer
   * ({"code": 422, "status": "Unprocessable Entity", "errors": {"json": {"email": ["..."]}}}),
   * merged across locations (json, query, form ...). Empty when there are none.
   */
  get fieldErrors(): FieldErrors {
    return fieldErrorsOf(this.body);
  }
}

export function fieldErrorsOf(body: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!body || typeof body !== 'object') return out;
  const errors = (body as { errors?: unknown }).errors;
  if (!errors || typeof errors !== 'object') return out;
  for (const location of Object.values(errors as Record<string, unknown>)) {
    if (!location || typeof location !== 'object') continue;
    for (const [field, messages] of Object.entries(location as Record<string, unknown>)) {
      const list = Array.isArray(messages)
        ? messages.filter((m): m is string => typeof m === 'string')
        : typeof messages === 'string'
          ? [messages]
          : [];
      if (list.length) out[field] = [...(out[field] ?? []), ...list];
    }
  }
  return out;
}

/** Reads a response body as JSON when it is JSON, else as text; never throws. */
export async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  try {
    if (type.includes('json')) return await response.json();
    const text = await response.text();
    return text || null;
  } catch {
    return null;
  }
}

/**
 * POSTs JSON and returns the parsed JSON answer; a non-ok answer throws an HttpError
 * carrying the status, status text and parsed body.
 */
export async function postJson<T>(url: string, body: unknown, init: RequestInit = {}): Promise<T> {
  const response = await send(url, {
    method: 'POST',
    credentials: 'same-origin',
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(init.headers ?? {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new HttpError(response.status, response.statusText, await readBody(response));
  }
  return (await response.json()) as T;
}
