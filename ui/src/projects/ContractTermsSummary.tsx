/**
 * The contract's payment terms in its summary (issue 34): the server's words ('Claims on the 25th of
 * each month. Payment schedule within 10 working days ...'), set in the project settings.
 */
import { graphql, useFragment } from 'react-relay';
import type { ContractTermsSummary_contract$key } from '../__generated__/ContractTermsSummary_contract.graphql';

const fragment = graphql`
  fragment ContractTermsSummary_contract on Contract {
    paymentTerms {
      description
    }
  }
`;

export function ContractTermsSummary({ contract: contractRef }: { contract: ContractTermsSummary_contract$key }) {
  const contract = useFragment(fragment, contractRef);
  return <span data-testid="contract-payment-terms">{contract.paymentTerms.description}</span>;
}
