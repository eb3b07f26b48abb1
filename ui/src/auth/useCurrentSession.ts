import { useRouteLoaderData } from 'react-router';
import { useOrgSlug } from '../shell/org';
import { ORG_ROUTE_ID } from './orgRoute';
import { findOrg, useSessions, type OrgMatch } from './sessions';

/**
 * The signed-in account and its user in the organisation of the current `/:org` route, kept
 * up to date with the stored sessions (a renamed account shows its new name at once).
 */
export function useCurrentSession(): OrgMatch | null {
  const slug = useOrgSlug();
  const sessions = useSessions();
  const loaded = useRouteLoaderData(ORG_ROUTE_ID) as OrgMatch | undefined;
  return findOrg(sessions, slug, loaded?.session.userAccountId) ?? loaded ?? null;
}
