/**
 * The payment schedule calls (spec 2 §7): paymentScheduleUpdate saves the draft (with the
 * version it was based on), paymentScheduleSend checks it under s 21, freezes and emails it;
 * paymentScheduleMarkViewed records that the supplier side opened the sent schedule ('viewed').
 * Both answer the claim with its schedule, so the store — the builder, the claim page and the
 * badges — update from the answer; sending answers its standing too (a schedule sent moves the
 * claim's dates: 'Payment due', or 'Given late').
 */
import { graphql } from 'react-relay';

/** A schedule as the builder and the sent view read it. */
graphql`
  fragment scheduleMutations_schedule on PaymentSchedule {
    status
    claimRev
    dueDate
    isTaxInvoice
    notes
    reference
    adjustExcl
    adjustTax
    retention
    scheduleExcl
    scheduleTax
    claimedExcl
    claimedTax
    lines {
      itemId
      name
      claimed
      scheduled
      reason
      removable
      removed
    }
    version
    sentAt
    givenLate
    submittedBy
    pdfDownloadUrl
    pdfViewUrl
  }
`;

/**
 * Where the claim stands under the Act, as the builder reads it: its dates and their names, the
 * claimed amount and the late notice, all the server's (app.domain.claim_standing).
 */
graphql`
  fragment scheduleMutations_standing on ClaimStanding {
    scheduleDeadline
    scheduleOverdue
    paymentDue
    paymentOverdue
    claimed
    nextLabel
    lateScheduleNotice
  }
`;

/** The claim as a schedule call answers it. */
graphql`
  fragment scheduleMutations_claim on Claim {
    id
    status
    viewerCanSchedule
    viewerCanDraftSchedule
    schedule {
      ...scheduleMutations_schedule @relay(mask: false)
    }
    ...ClaimBadges_claim
  }
`;

export const paymentScheduleUpdateMutation = graphql`
  mutation scheduleMutationsUpdateMutation($input: PaymentScheduleUpdateInput!) {
    paymentScheduleUpdate(input: $input) {
      claim {
        ...scheduleMutations_claim @relay(mask: false)
      }
    }
  }
`;

export const paymentScheduleSendMutation = graphql`
  mutation scheduleMutationsSendMutation($input: ClaimRefInput!) {
    paymentScheduleSend(input: $input) {
      claim {
        ...scheduleMutations_claim @relay(mask: false)
        standing {
          ...scheduleMutations_standing @relay(mask: false)
        }
      }
    }
  }
`;

export const paymentScheduleMarkViewedMutation = graphql`
  mutation scheduleMutationsMarkViewedMutation($input: ClaimRefInput!) {
    paymentScheduleMarkViewed(input: $input) {
      claim {
        id
      }
    }
  }
`;
