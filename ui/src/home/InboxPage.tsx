/** /{org} and /{org}/inbox: the claims the organisation receives (ClaimListPage). */
import { ClaimListPage } from './ClaimListPage';

export function InboxPage() {
  return <ClaimListPage box="Inbox" />;
}

export { InboxPage as Component };
