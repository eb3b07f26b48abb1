/**
 * The shell's banner when the organisation's subscription has lapsed or a payment failed, with
 * the portal for those who may open it. Says nothing while billing is off or in good standing,
 * and never blocks anything: it only names what is paused.
 */
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BillingBannerQuery } from '../__generated__/BillingBannerQuery.graphql';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { ASK_AN_OWNER, LAPSED_TEXT, LAPSED_TITLE, OPEN_PORTAL, PAST_DUE_TEXT, PAST_DUE_TITLE } from './status';
import { useBillingPortal } from './useBillingPortal';

const query = graphql`
  query BillingBannerQuery {
    billing {
      lapsed
      pastDue
      viewerCanManage
    }
  }
`;

export function BillingBanner() {
  const { billing } = useLazyLoadQuery<BillingBannerQuery>(query, {}, { fetchPolicy: 'store-or-network' });
  const [openPortal, opening] = useBillingPortal();
  if (!billing || !(billing.lapsed || billing.pastDue)) return null;
  return (
    <Banner
      tone={billing.lapsed ? 'danger' : 'warning'}
      title={billing.lapsed ? LAPSED_TITLE : PAST_DUE_TITLE}
      className="mb-6"
      action={
        billing.viewerCanManage ? (
          <Button size="sm" variant="secondary" loading={opening} onClick={() => void openPortal()}>
            {OPEN_PORTAL}
          </Button>
        ) : undefined
      }
    >
      {billing.lapsed ? LAPSED_TEXT : PAST_DUE_TEXT}
      {billing.viewerCanManage ? null : ` ${ASK_AN_OWNER}`}
    </Banner>
  );
}
