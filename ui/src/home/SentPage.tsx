/** /{org}/outbox: the claims the organisation sends (ClaimListPage). */
import { ClaimListPage } from './ClaimListPage';

export function SentPage() {
  return <ClaimListPage box="Sent" />;
}

export { SentPage as Component };
