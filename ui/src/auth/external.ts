/**
 * Google and Microsoft identities (issue 20): their names, the security link pages' paths, and the
 * words for each outcome the server's callback names in `?result=` (app/auth/identities.py).
 */
import type { BannerTone } from '../ui/Banner';
import type { ExternalProvider } from './client';
import { orgPath } from '../shell/org';

export const PROVIDERS: ExternalProvider[] = ['google', 'microsoft'];
export const PROVIDER_NAMES: Record<ExternalProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

// Spec 1 section 8: the security link pages' errors, word for word.
export const MISSING_ACCOUNT_PARAM = 'Link is missing the userAccountId parameter';
export const NO_TENANT = 'No Tenant ID found';
export const USER_NOT_FOUND = 'User not found';

export function isProvider(value: string | null | undefined): value is ExternalProvider {
  return value === 'google' || value === 'microsoft';
}

/** The security link page of a provider for one signed-in account. */
export function linkPagePath(slug: string, provider: ExternalProvider, accountId: number): string {
  return `${orgPath(slug, 'settings', 'security', 'link', provider)}?userAccountId=${accountId}`;
}

export interface Outcome {
  tone: BannerTone;
  title: string;
  detail?: string;
}

/** What the callback's `result` means, worded for the page it lands on. */
export function outcomeOf(result: string | null, provider: ExternalProvider, email?: string | null): Outcome | null {
  const name = PROVIDER_NAMES[provider];
  switch (result) {
    case 'linked':
      return { tone: 'success', title: `${name} account linked`, detail: `You can now sign in with ${name}.` };
    case 'taken':
      return {
        tone: 'danger',
        title: `This ${name} account is already linked to another Claimdesk account.`,
        detail: `Unlink it there first, or choose another ${name} account.`,
      };
    case 'no-tenant':
      return { tone: 'danger', title: NO_TENANT, detail: `${name} did not say which directory your account belongs to.` };
    case 'not-linked':
      return {
        tone: 'warning',
        title: `This ${name} account is not linked to Claimdesk yet.`,
        detail:
          `${email ?? 'Its email'} has a Claimdesk account, but we only sign you in with ${name} once you have linked it. ` +
          `Sign in with a code sent to that address, then link ${name} on your Authentication page.`,
      };
    case 'unknown':
      return {
        tone: 'warning',
        title: `No Claimdesk account is linked to this ${name} account.`,
        detail: `Sign in with your email, then link ${name} on your Authentication page. New here? Create an account with your email.`,
      };
    case 'expired':
      return { tone: 'danger', title: `The ${name} sign-in took too long.`, detail: 'Please start again.' };
    case 'replayed':
      return { tone: 'danger', title: `This ${name} sign-in has already been used.`, detail: 'Please start again.' };
    case 'other-browser':
      return {
        tone: 'danger',
        title: `This ${name} sign-in was started in another browser or by another account.`,
        detail: 'Please start again here.',
      };
    case 'denied':
      return { tone: 'warning', title: `${name} sign-in was cancelled.` };
    case 'failed':
      return {
        tone: 'danger',
        title: `${name} could not confirm who you are.`,
        detail: 'Please try again, or sign in with your email.',
      };
    default:
      return null;
  }
}
