/** /{org} and /{org}/inbox: the claims the organisation receives (ClaimListPage), after the
 * variations awaiting its estimate. */
import { useOrgSlug } from '../shell/org';
import { EstimateRequests } from '../variations/EstimateRequests';
import { ClaimListPage } from './ClaimListPage';

export function InboxPage({ landing = false }: { landing?: boolean }) {
  const org = useOrgSlug();
  return (
    <ClaimListPage box="Inbox" landing={landing}>
      <EstimateRequests org={org} />
    </ClaimListPage>
  );
}

export { InboxPage as Component };
