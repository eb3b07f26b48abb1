/**
 * /{org}/settings/billing (spec 1 section 2): 'Billing Account' with 'Open billing portal'.
 * The portal is Stripe's; only 'Owner, full access' may open it (the server checks, the screen
 * mirrors). Without billing configured on the server, the screen says so and nothing else.
 */
import { CreditCard } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BillingPageQuery } from '../__generated__/BillingPageQuery.graphql';
import { Badge, type BadgeTone } from '../ui/Badge';
import { Banner } from '../ui/Banner';
import { Button } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import {
  ASK_AN_OWNER,
  BILLING_ACCOUNT,
  BILLING_OFF_TEXT,
  BILLING_OFF_TITLE,
  describe,
  LAPSE_RULE,
  OPEN_PORTAL,
  PORTAL_NOTE,
} from './status';
import { useBillingPortal } from './useBillingPortal';

const query = graphql`
  query BillingPageQuery {
    billing {
      enabled
      status
      lapsed
      pastDue
      trialEndsAt
      periodEndsAt
      cancelAtPeriodEnd
      viewerCanManage
    }
  }
`;

function tone(status: string, lapsed: boolean): BadgeTone {
  if (lapsed) return 'danger';
  if (status === 'PAST_DUE') return 'warning';
  if (status === 'ACTIVE') return 'success';
  if (status === 'TRIALING') return 'info';
  return 'neutral';
}

export function BillingPage() {
  const { billing } = useLazyLoadQuery<BillingPageQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const [openPortal, opening] = useBillingPortal();
  if (!billing) return null;
  const [label, sentence] = describe(billing);
  return (
    <div className="flex flex-col gap-6">
      <title>Billing · Settings · Claimdesk</title>
      <Card aria-labelledby="billing-account">
        <CardHeader
          title={<span id="billing-account">{BILLING_ACCOUNT}</span>}
          description={billing.enabled ? 'Your subscription, invoices and card are kept by Stripe.' : undefined}
          actions={
            billing.enabled ? (
              <Badge tone={tone(billing.status, billing.lapsed)} dot>
                {label}
              </Badge>
            ) : undefined
          }
        />
        <CardBody className="flex flex-col gap-4">
          {billing.enabled ? (
            <>
              {/* A lapse or a failed payment also has the shell's banner (BillingBanner), with the portal. */}
              <p className="text-sm text-fg" data-billing-state>
                {sentence}
              </p>
              <p className="text-[13px] text-fg-subtle">{LAPSE_RULE}</p>
            </>
          ) : (
            <Banner tone="neutral" title={BILLING_OFF_TITLE}>
              {BILLING_OFF_TEXT}
            </Banner>
          )}
        </CardBody>
        {billing.enabled ? (
          <CardFooter note={billing.viewerCanManage ? PORTAL_NOTE : ASK_AN_OWNER}>
            {billing.viewerCanManage ? (
              <Button icon={<CreditCard aria-hidden />} loading={opening} onClick={() => void openPortal()}>
                {OPEN_PORTAL}
              </Button>
            ) : null}
          </CardFooter>
        ) : null}
      </Card>
    </div>
  );
}

export { BillingPage as Component };
