/**
 * The `/:org` route's loader (spec 1 sections 2 and 6): which signed-in account this
 * organisation belongs to, before any GraphQL call.
 *
 * - No sessions on this browser: /login?to={this path}; for a page that makes something new for
 *   the workspace (Add a subcontract), the sign-up form with 'Sign up to access this feature.'
 *   (spec 1 section 1, spec 2 'Add a subcontract').
 * - Sessions, but none with a user in this organisation (the spec's 'No user account id for
 *   {org}' case): /login?add&to={this path}, where a notice in the product's words asks for an
 *   account that belongs to it. The spec's developer text is never shown: an unknown or mistyped
 *   workspace would otherwise greet a visitor with it as a heading.
 * - Otherwise: select that account and organisation for the `user-account-id` and `org-id`
 *   headers. A change of account or organisation starts a fresh Relay store, so nothing cached
 *   for one is shown to the other.
 *
 * Importing this module also installs the 401 handler: an API 401 logs out and goes to /login.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { decodeOrgSlug } from '../shell/org';
import { resetEnvironment } from '../relay/environment';
import { SIGN_UP_TO_ACCESS, setAuthNotice } from './notice';
import { findOrg, getSessions, loadSessions, sessionsLoaded, type OrgMatch } from './sessions';
import { getSelectedAccountId, setSelectedAccountId, setSelectedOrgId } from './state';
import { installUnauthorizedHandler } from './unauthorized';

installUnauthorizedHandler();

export const ORG_ROUTE_ID = 'org';

/** Gated features a signed-out visitor is asked to sign up for. */
const SIGN_UP_FIRST = /\/subcontracts\/new\/?$/;

let selectedKey: string | null = null;

export function selectOrg(match: OrgMatch): void {
  const key = `${match.session.userAccountId}:${match.user.org.id}`;
  if (selectedKey !== null && selectedKey !== key) resetEnvironment();
  selectedKey = key;
  setSelectedAccountId(match.session.userAccountId);
  setSelectedOrgId(match.user.org.id);
}

/** The login page's notice when no signed-in account belongs to the workspace `org`. */
export function noAccountNotice(org: string): string {
  return `You’re not signed in to ${org}`;
}

export async function orgLoader({ params, request }: LoaderFunctionArgs): Promise<OrgMatch> {
  const slug = decodeOrgSlug(params.org ?? '');
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}${url.hash}`;
  let sessions = getSessions();
  let match = findOrg(sessions, slug, getSelectedAccountId());
  if (!sessionsLoaded() || !match) {
    try {
      sessions = await loadSessions();
    } catch (error) {
      if (!match) throw error;
    }
    match = findOrg(sessions, slug, getSelectedAccountId());
  }
  if (!sessions.length) {
    if (!SIGN_UP_FIRST.test(url.pathname)) throw redirect(`/login?to=${encodeURIComponent(here)}`);
    setAuthNotice(SIGN_UP_TO_ACCESS);
    throw redirect(`/login?signup&to=${encodeURIComponent(here)}`);
  }
  if (!match) {
    setAuthNotice(noAccountNotice(slug));
    throw redirect(`/login?add&to=${encodeURIComponent(here)}`);
  }
  selectOrg(match);
  return match;
}
