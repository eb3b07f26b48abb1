/** Words of the sign-in screens that more than one screen (and the tests) use. */
export const CHECKING = 'Checking your code...';
export const LOGGING_IN = 'Logging you in...';

/** What a failed sign-in step shows: the error's message, or 'Unknown error'. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}
