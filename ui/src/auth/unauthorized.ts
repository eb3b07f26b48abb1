/**
 * What a 401 from an API does (spec 1 sections 2 and 8): log out, then go to /login.
 * The Relay network layer calls it through setUnauthorizedHandler; auth REST calls made by
 * signed-in screens call it when they get a 401.
 */
import { resetEnvironment, setUnauthorizedHandler } from '../relay/environment';
import { logout } from './sessions';

let leaving = false;

export function handleUnauthorized(): void {
  if (leaving) return;
  leaving = true;
  logout()
    .catch(() => undefined)
    .finally(() => {
      resetEnvironment();
      window.location.assign('/login');
    });
}

export function installUnauthorizedHandler(): void {
  setUnauthorizedHandler(handleUnauthorized);
}

/** For screens: a failed auth call that is a 401 logs out; anything else is theirs to show. */
export function isUnauthorized(error: unknown): boolean {
  return (error as { status?: number } | null)?.status === 401;
}
