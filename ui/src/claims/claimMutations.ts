/**
 * The claim mutations (app/graphql/claims.py), each answering the claim with the fields the
 * claim page shows so the store (and the page) update from the answer.
 *
 * `runMutation` is commitMutation as a promise that rejects with the server's message and its
 * `extensions.code` (LEDGER_CONFLICT, STALE_REVISION) instead of opening the Error modal: the
 * claim page shows its own errors (toasts, the save banner).
 */
import { commitMutation, graphql, type GraphQLTaggedNode } from 'react-relay';
import type { IEnvironment, MutationParameters } from 'relay-runtime';

export class ClaimActionError extends Error {
  readonly code: string | null;
  readonly field: string | null;

  constructor(message: string, code: string | null = null, field: string | null = null) {
    super(message);
    this.name = 'ClaimActionError';
    this.code = code;
    this.field = field;
  }
}

interface ErrorLike {
  message?: unknown;
  extensions?: { code?: unknown; field?: unknown } | null;
}

function toError(errors: ReadonlyArray<ErrorLike>): ClaimActionError {
  const first = errors[0] ?? {};
  const ext = first.extensions ?? {};
  return new ClaimActionError(
    typeof first.message === 'string' ? first.message : 'Something went wrong',
    typeof ext.code === 'string' ? ext.code : null,
    typeof ext.field === 'string' ? ext.field : null,
  );
}

export function runMutation<T extends MutationParameters>(
  environment: IEnvironment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      cacheConfig: { metadata: { errorDialog: false } },
      onCompleted: (response, errors) => {
        if (errors?.length) reject(toError(errors as ReadonlyArray<ErrorLike>));
        else resolve(response);
      },
      onError: (error) => {
        const items = (error as { errors?: ErrorLike[] }).errors;
        reject(items?.length ? toError(items) : new ClaimActionError(error.message || 'Network error'));
      },
    });
  });
}

export const ledgerUpdateMutation = graphql`
  mutation claimMutationsLedgerUpdateMutation($input: LedgerUpdateInput!) {
    ledgerUpdate(input: $input) {
      ledgerRev
      claim {
        ...ClaimPage_claim @relay(mask: false)
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
        ...ClaimPage_claim @relay(mask: false)
      }
    }
  }
`;

export const claimSubmitMutation = graphql`
  mutation claimMutationsSubmitMutation($input: ClaimSubmitInput!) {
    claimSubmit(input: $input) {
      claim {
        ...ClaimPage_claim @relay(mask: false)
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
        ...ClaimPage_claim @relay(mask: false)
      }
    }
  }
`;

export const claimDeleteDraftMutation = graphql`
  mutation claimMutationsDeleteDraftMutation($input: ClaimRefInput!) {
    claimDeleteDraft(input: $input) {
      didDeleteClaim
      claim {
        ...ClaimPage_claim @relay(mask: false)
      }
    }
  }
`;

export const claimDeleteMutation = graphql`
  mutation claimMutationsDeleteMutation($input: ClaimRefInput!) {
    claimDelete(input: $input) {
      claim {
        ...ClaimPage_claim @relay(mask: false)
      }
    }
  }
`;

export const claimMarkPaidMutation = graphql`
  mutation claimMutationsMarkPaidMutation($input: ClaimMarkPaidInput!) {
    claimMarkPaid(input: $input) {
      claim {
        id
        isPaid
        viewerCanDelete
        viewerCanChangeToDraft
      }
    }
  }
`;

export const claimSetPayingMutation = graphql`
  mutation claimMutationsSetPayingMutation($input: ClaimSetPayingInput!) {
    claimSetPaying(input: $input) {
      claim {
        id
        isPaying
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
