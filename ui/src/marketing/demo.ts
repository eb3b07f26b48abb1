/** The demo request of the marketing contact area (spec 1: POST v1 demo). */
import { EMAIL_INVALID, EMAIL_REQUIRED, isEmail } from '../domain/email';
import { HttpError, readBody, type FieldErrors } from '../lib/http';

export interface DemoRequest {
  email: string;
  companyName: string;
  message: string;
}

export const DEMO_URL = '/v1/demo';

/** The spec's failure alert, word for word. */
export const DEMO_FAILURE_ALERT = 'Something went wrong, please try again.';

/** Checks made before sending; the server checks again and its 422 field errors are shown too. */
export function validateDemoRequest(values: DemoRequest): FieldErrors {
  const errors: FieldErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = [EMAIL_REQUIRED];
  else if (!isEmail(email)) errors.email = [EMAIL_INVALID];
  return errors;
}

export interface RequestDemoOptions {
  /** How the failure alert is shown (window.alert in the browser). */
  alert?: (message: string) => void;
  fetch?: typeof fetch;
}

/**
 * Sends the request and resolves to the server's message (which replaces the form).
 * On any failure it alerts 'Something went wrong, please try again.' and rethrows; a non-ok
 * status throws an HttpError whose message is the status text (and which carries 422 field errors).
 */
export async function requestDemo(values: DemoRequest, options: RequestDemoOptions = {}): Promise<string> {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const alertUser = options.alert ?? ((message: string) => window.alert(message));
  try {
    const response = await doFetch(DEMO_URL, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        email: values.email.trim(),
        companyName: values.companyName.trim(),
        message: values.message.trim(),
      }),
    });
    if (!response.ok) throw new HttpError(response.status, response.statusText, await readBody(response));
    const body = (await response.json()) as { message?: unknown };
    return typeof body?.message === 'string' ? body.message : '';
  } catch (error) {
    alertUser(DEMO_FAILURE_ALERT);
    throw error;
  }
}
