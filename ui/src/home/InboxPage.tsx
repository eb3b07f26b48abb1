/** /{org} and /{org}/inbox: the claims the organisation receives (ClaimListPage), after the
 * variations awaiting its estimate. */
import type { ReactNode } from 'react';
import { useOrgSlug } from '../shell/org';
import { EstimateRequests } from '../variations/EstimateRequests';
import { ClaimListPage } from './ClaimListPage';

/** `children`: the home's own panels, above the variations (the retention alerts, issue 38). */
export function InboxPage({ landing = false, children }: { landing?: boolean; children?: ReactNode }) {
  const org = useOrgSlug();
  return (
    <ClaimListPage box="Inbox" landing={landing}>
      {children}
      <EstimateRequests org={org} />
    </ClaimListPage>
  );
}

export { InboxPage as Component };
