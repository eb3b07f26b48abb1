/**
 * The claim mutations (app/graphql/claims.py), each answering the claim with the fields the
 * claim page shows so the store (and the page) update from the answer (ledgerUpdate: only what
 * changed). They run through
 * relay/mutate.ts: the claim page shows its own errors (toasts, the save banner) and reads
 * a MutationError's `code` (LEDGER_CONFLICT, STALE_REVISION).
 */
import { graphql } from 'react-relay';
import type { claimMutationsPatchMutation } from '../__generated__/claimMutationsPatchMutation.graphql';

/** What claimPatch changes on a draft: its dates, period, purchase order, payment details, billing mode, type, files. */
export type PatchFields = claimMutationsPatchMutation['variables']['input']['patch'];
export type Patch = (fields: PatchFields) => Promise<void>;

/** The claim as every claim mutation answers it: what the claim page shows, and the contract's ledger and claim counts. */
graphql`
  fragment claimMutations_claim on Claim {
    ...ClaimPage_claim
    contract {
      id
      claimsCount
      viewerCanCreateClaim
      createClaimDisabledReason
      ledger {
        ledgerRev
        draftNumber
        viewerCanEdit
      }
    }
  }
`;

/**
 * A save of the draft's lines answers only what changed (ledger/ledgerAnswer.ts puts it into the
 * store): the lines it created or changed, the items it removed, and what the page shows of the
 * whole draft (totals, retention, whether it can be submitted, the claim's version and ledgerRev).
 */
export const ledgerUpdateMutation = graphql`
  mutation claimMutationsLedgerUpdateMutation($input: LedgerUpdateInput!) {
    ledgerUpdate(input: $input) {
      ledgerRev
      changedLines {
        ...LineGrid_line
      }
      deletedItemIds
      claim {
        id
        version
        contract {
          id
          ledger {
            ledgerRev
          }
        }
        draft {
          id
          submitProblems
          ...ClaimDocument_figures
        }
      }
    }
  }
`;

export const claimCreateMutation = graphql`
  mutation claimMutationsCreateMutation($input: ClaimCreateInput!) {
    claimCreate(input: $input) {
      claim {
        id
        number
        contract {
          id
          viewerCanCreateClaim
          createClaimDisabledReason
        }
      }
    }
  }
`;

export const claimPatchMutation = graphql`
  mutation claimMutationsPatchMutation($input: ClaimPatchInput!) {
    claimPatch(input: $input) {
      claim {
        ...claimMutations_claim
      }
    }
  }
`;

export const claimSubmitMutation = graphql`
  mutation claimMutationsSubmitMutation($input: ClaimSubmitInput!) {
    claimSubmit(input: $input) {
      claim {
        ...claimMutations_claim
      }
    }
  }
`;

export const claimSendMutation = graphql`
  mutation claimMutationsSendMutation($input: ClaimRefInput!) {
    claimSend(input: $input) {
      claim {
        id
        status
      }
    }
  }
`;

export const claimResendMutation = graphql`
  mutation claimMutationsResendMutation($input: ClaimResendInput!) {
    claimResend(input: $input) {
      sentCount
      claim {
        id
      }
    }
  }
`;

export const claimChangeToDraftMutation = graphql`
  mutation claimMutationsChangeToDraftMutation($input: ClaimRefInput!) {
    claimChangeToDraft(input: $input) {
      claim {
        ...claimMutations_claim
      }
    }
  }
`;

export const claimDeleteDraftMutation = graphql`
  mutation claimMutationsDeleteDraftMutation($input: ClaimRefInput!) {
    claimDeleteDraft(input: $input) {
      didDeleteClaim
      claim {
        ...claimMutations_claim
      }
    }
  }
`;

export const claimDeleteMutation = graphql`
  mutation claimMutationsDeleteMutation($input: ClaimRefInput!) {
    claimDelete(input: $input) {
      claim {
        ...claimMutations_claim
      }
    }
  }
`;

export const claimMarkReadMutation = graphql`
  mutation claimMutationsMarkReadMutation($input: ClaimMarkReadInput!) {
    claimMarkRead(input: $input) {
      claim {
        id
        isUnread
      }
    }
  }
`;
