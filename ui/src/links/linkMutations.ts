import { graphql } from 'react-relay';

/** accessLinkRevoke: the claim's links come back with it, so the dialog shows the revocation. */
export const accessLinkRevokeMutation = graphql`
  mutation linkMutationsRevokeMutation($input: AccessLinkRevokeInput!) {
    accessLinkRevoke(input: $input) {
      claim {
        id
        accessLinks {
          id
          revokedAt
        }
      }
    }
  }
`;
