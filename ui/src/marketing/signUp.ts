/**
 * Where the marketing pages send a visitor who wants an account: /signup (spec 1 section 2),
 * which goes on to /login?signup when nobody is signed in, and the words of those buttons.
 */
export const SIGN_UP = '/signup';
export const GET_STARTED = 'Get started';
export const CREATE_ACCOUNT = 'Create an account';
