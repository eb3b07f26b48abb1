/** Words of the sign-in screens that more than one screen (and the tests) use. */
export const CHECKING = 'Checking your code...';
export const LOGGING_IN = 'Logging you in...';
