/**
 * receivedClaimRecord and receivedScheduleRecord (app/graphql/payments/received.py): each answers
 * the claim with what the claim page shows, so the page and its lists update from the answer.
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
        ...claimMutations_claim
        ...paymentMutations_claim
      }
    }
  }
`;
