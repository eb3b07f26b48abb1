/**
 * receivedClaimRecord and receivedScheduleRecord (app/graphql/payments/received.py), and the correction
 * and deletion of a claim's record made by mistake: each answers the claim with what the claim page
 * shows, so the page and its lists update from the answer.
 */
import { graphql } from 'react-relay';

export const receivedClaimRecordMutation = graphql`
  mutation receivedMutationsClaimMutation($input: ReceivedClaimRecordInput!) {
    receivedClaimRecord(input: $input) {
      claim {
        number
        ...claimMutations_claim
      }
    }
  }
`;

export const receivedScheduleRecordMutation = graphql`
  mutation receivedMutationsScheduleMutation($input: ReceivedScheduleRecordInput!) {
    receivedScheduleRecord(input: $input) {
      claim {
        # The supplier side records a schedule it received: what the schedule changes on its claim page
        # (the standing, the deadline note, its payments panel and remedies), not the payer's own
        # card and dialog (paymentMutations_claim whole passed the UI's half of the field cap).
        ...claimMutations_claim
        id
        version
        isPaid
        isPaying
        ...ClaimBadges_claim
        ...ClaimRowStanding_claim
        ...ClaimStanding_claim
        ...ScheduleDeadlineNote_claim
        ...PaymentsPanel_claim
        ...RemediesPanel_claim
        ...GroundBadge_claim
      }
    }
  }
`;

export const receivedClaimCorrectMutation = graphql`
  mutation receivedMutationsCorrectMutation($input: ReceivedClaimCorrectInput!) {
    receivedClaimCorrect(input: $input) {
      claim {
        ...claimMutations_claim
        ...ReceivedClaimDocument_claim
        ...ClaimStanding_claim
        ...ScheduleDeadlineNote_claim
      }
    }
  }
`;

export const receivedClaimDeleteMutation = graphql`
  mutation receivedMutationsDeleteMutation($input: ReceivedClaimRefInput!) {
    receivedClaimDelete(input: $input) {
      claim {
        number
        status
      }
    }
  }
`;
