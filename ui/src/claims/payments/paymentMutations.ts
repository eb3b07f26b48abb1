/**
 * The payment mutations: claimPaymentRecord (record, correct, withdraw) and the spec's toggles
 * claimMarkPaid / claimSetPaying (which record payments on the server too). Each answers the claim
 * with everything a payment changes on every screen that shows it (its badges and standing, the
 * home row's date and summary, the claim page's header, banner and payments), so the store, and
 * the screens, update from the answer without asking again.
 */
import { graphql } from 'react-relay';

graphql`
  fragment paymentMutations_claim on Claim {
    id
    version
    isPaid
    isPaying
    viewerCanDelete
    viewerCanChangeToDraft
    viewerCanMarkPaid
    viewerCanSetPaying
    ...ClaimBadges_claim
    ...ClaimRowStanding_claim
    ...ClaimStanding_claim
    ...ScheduleDeadlineNote_claim
    ...PaymentsPanel_claim
    ...PaymentDialog_claim
    ...RemediesPanel_claim
    ...ServedNoticeCard_claim
    ...GroundBadge_claim
  }
`;

export const claimPaymentRecordMutation = graphql`
  mutation paymentMutationsRecordMutation($input: ClaimPaymentRecordInput!) {
    claimPaymentRecord(input: $input) {
      claim {
        ...paymentMutations_claim
      }
    }
  }
`;

export const claimMarkPaidMutation = graphql`
  mutation paymentMutationsMarkPaidMutation($input: ClaimMarkPaidInput!) {
    claimMarkPaid(input: $input) {
      claim {
        ...paymentMutations_claim
      }
    }
  }
`;

export const claimSetPayingMutation = graphql`
  mutation paymentMutationsSetPayingMutation($input: ClaimSetPayingInput!) {
    claimSetPaying(input: $input) {
      claim {
        ...paymentMutations_claim
      }
    }
  }
`;
