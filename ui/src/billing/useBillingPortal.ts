/**
 * 'Open billing portal' (spec 1, sections 2 and 7): billingPortalLinkCreate(returnUrl) → portalUrl,
 * then the browser goes to Stripe's portal, which sends it back to this page.
 */
import { graphql } from 'react-relay';
import type { useBillingPortalMutation } from '../__generated__/useBillingPortalMutation.graphql';
import { errorMessage, useMutationPromise } from '../relay/mutate';
import { toast } from '../ui/Toaster';

const mutation = graphql`
  mutation useBillingPortalMutation($input: BillingPortalLinkCreateInput!) {
    billingPortalLinkCreate(input: $input) {
      portalUrl
    }
  }
`;

/** [open, busy]: open() leaves for the portal, or shows why it cannot in a toast. */
export function useBillingPortal() {
  const [create, busy] = useMutationPromise<useBillingPortalMutation>(mutation);
  const open = async () => {
    try {
      const answer = await create({ input: { returnUrl: window.location.href } });
      window.location.assign(answer.billingPortalLinkCreate!.portalUrl);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };
  return [open, busy] as const;
}
