/**
 * The issue and variation mutations (spec 2 §7). Each answers the variation as it now is, so Relay
 * updates the page: its panel, and who must act next (`awaiting` and `viewerMustAct`: the rows' badge
 * text and its tone on the issue page, the register and the Variations tab), which an estimate or an
 * approval changes at once.
 */
import { graphql } from 'react-relay';

export const issueCreateMutation = graphql`
  mutation variationMutationsIssueCreateMutation($input: IssueCreateInput!) {
    issueCreate(input: $input) {
      issue {
        id
        number
        variations {
          id
          contractId
        }
      }
    }
  }
`;

export const issueEmailSendMutation = graphql`
  mutation variationMutationsEmailSendMutation($input: VariationRefInput!) {
    issueEmailSend(input: $input) {
      sentCount
    }
  }
`;

export const estimateSaveMutation = graphql`
  mutation variationMutationsEstimateSaveMutation($input: VariationEstimateSaveInput!) {
    variationEstimateSave(input: $input) {
      variation {
        awaiting
        viewerMustAct
        ...VariationPanel_variation
      }
    }
  }
`;

export const customerApprovalMutation = graphql`
  mutation variationMutationsCustomerApprovalMutation($input: VariationApprovalInput!) {
    variationCustomerApprovalSet(input: $input) {
      variation {
        awaiting
        viewerMustAct
        ...VariationPanel_variation
      }
    }
  }
`;

export const supplierApprovalMutation = graphql`
  mutation variationMutationsSupplierApprovalMutation($input: VariationApprovalInput!) {
    variationSupplierApprovalSet(input: $input) {
      variation {
        awaiting
        viewerMustAct
        ...VariationPanel_variation
      }
    }
  }
`;

export const commentAddMutation = graphql`
  mutation variationMutationsCommentAddMutation($input: VariationCommentAddInput!) {
    variationCommentAdd(input: $input) {
      variation {
        ...VariationPanel_variation
      }
    }
  }
`;
