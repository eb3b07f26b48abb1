/**
 * Creating a contract (New project, Add subcontract): the new contract's page then replaces the
 * form in history, so Back does not return to a form that was already sent.
 */
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { createContractMutation, ContractCreateInput } from '../__generated__/createContractMutation.graphql';
import { useOrgSlug } from '../shell/org';
import { useMutationPromise } from '../relay/mutate';
import { contractPath } from './paths';

const mutation = graphql`
  mutation createContractMutation($input: ContractCreateInput!) {
    contractCreate(input: $input) {
      contract {
        id
        slug
        owner {
          slug
        }
      }
    }
  }
`;

/** [create, creating]: `create` rejects with the server's MutationError and otherwise navigates. */
export function useCreateContract() {
  const org = useOrgSlug();
  const navigate = useNavigate();
  const [commit, creating] = useMutationPromise<createContractMutation>(mutation);
  const create = async (input: ContractCreateInput) => {
    const contract = (await commit({ input })).contractCreate?.contract;
    if (contract) navigate(contractPath(org, contract.owner.slug, contract.slug), { replace: true });
  };
  return [create, creating] as const;
}
