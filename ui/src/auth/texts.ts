/** Words of the sign-in screens that more than one screen (and the tests) use. */
export const CHECKING = 'Checking your code...';
export const LOGGING_IN = 'Logging you in...';
/** The profile's name left blank (spec 1 section 5: 'Profile name is required'), as the server says it. */
export const NAME_REQUIRED = 'Name is required';

/** What a failed sign-in step shows: the error's message, or 'Unknown error'. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}
