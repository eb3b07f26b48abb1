/**
 * The due date the contract's payment terms give a claim dated on a day, as the server counts it
 * (`PaymentTerms.dueDateFor`, app/domain/payment_terms.py default_due: the one function every
 * default due date comes from), with the payment due in words. The Dates dialog asks it as a
 * claim date is typed; nothing here counts a date.
 */
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { dueSuggestionQuery } from '../../__generated__/dueSuggestionQuery.graphql';

export interface DueSuggestion {
  /** The due date (ISO); null outside the working-day calendar the server knows. */
  dueDate: string | null;
  /** 'Payment due on the 20th of the month following the claim'. */
  dueText: string;
}

const query = graphql`
  query dueSuggestionQuery($id: ID!, $claimDate: Date!) {
    node(id: $id) {
      ... on Contract {
        paymentTerms {
          dueText
          dueDateFor(claimDate: $claimDate)
        }
      }
    }
  }
`;

/** A function answering the suggestion for a claim date on the contract `contractId` (null: none to give). */
export function useDueSuggester(contractId: string): (claimDate: string) => Promise<DueSuggestion | null> {
  const environment = useRelayEnvironment();
  return useCallback(
    async (claimDate: string) => {
      const data = await fetchQuery<dueSuggestionQuery>(environment, query, { id: contractId, claimDate }, {
        networkCacheConfig: { metadata: { errorDialog: false } },
        fetchPolicy: 'store-or-network',
      }).toPromise();
      const terms = data?.node?.paymentTerms;
      return terms ? { dueDate: (terms.dueDateFor as string | null | undefined) ?? null, dueText: terms.dueText } : null;
    },
    [environment, contractId],
  );
}
