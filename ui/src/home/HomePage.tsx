/** /{org}: the organisation home's own address: the Inbox, or Sent for a supplier whose claims are
 * all there (the server decides; ClaimListPage turns there). /{org}/inbox is always the Inbox. */
import { ChainGap } from './ChainGap';
import { InboxPage } from './InboxPage';
import { RetentionAlerts } from './RetentionAlerts';

export function HomePage() {
  return (
    <InboxPage landing>
      <RetentionAlerts />
      <ChainGap />
    </InboxPage>
  );
}

export { HomePage as Component };
