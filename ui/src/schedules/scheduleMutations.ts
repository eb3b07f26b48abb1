/**
 * The payment schedule calls (spec 2 §7): paymentScheduleUpdate saves the draft (with the
 * version it was based on), paymentScheduleSend checks it under s 21, freezes and emails it;
 * paymentScheduleMarkViewed records that the supplier side opened the sent schedule ('viewed').
 * Both answer the claim with its schedule, spreading the fragments of the components that show
 * them — the builder, the sent view, the badges, the page's dates — so the store updates each
 * from the answer; sending answers the claim's standing too (a schedule sent moves the claim's
 * dates: 'Payment due', or 'Given late'), for the schedule page's header and the claim page's.
 */
import { graphql } from 'react-relay';

/**
 * The claim as a schedule call answers it: what the schedule page reads of it directly (its
 * status, whether the viewer may schedule it, whether its schedule is sent) and the fragments of
 * the components that show it. No component reads this fragment: the calls spread it.
 */
graphql`
  fragment scheduleMutations_claim on Claim {
    id
    status
    viewerCanSchedule
    viewerCanDraftSchedule
    schedule {
      status
      ...SentSchedule_schedule
    }
    ...ScheduleBuilder_claim
    ...ClaimBadges_claim
  }
`;

export const paymentScheduleUpdateMutation = graphql`
  mutation scheduleMutationsUpdateMutation($input: PaymentScheduleUpdateInput!) {
    paymentScheduleUpdate(input: $input) {
      claim {
        ...scheduleMutations_claim
        schedule {
          version
        }
      }
    }
  }
`;

export const paymentScheduleSendMutation = graphql`
  mutation scheduleMutationsSendMutation($input: ClaimRefInput!) {
    paymentScheduleSend(input: $input) {
      claim {
        ...scheduleMutations_claim
        ...ClaimStanding_claim
        standing {
          claimed
          scheduleDeadline
          lateScheduleNotice
          ...ScheduleDates_standing
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
