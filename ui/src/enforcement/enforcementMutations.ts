/**
 * The remedies' mutations. Each answers the claim with the remedies panel's fields (and the home
 * row's ground), so the page updates from the answer without asking again.
 */
import { graphql } from 'react-relay';

export const generateNoticeMutation = graphql`
  mutation enforcementMutationsGenerateMutation($input: SuspensionNoticeInput!) {
    suspensionNoticeGenerate(input: $input) {
      claim {
        ...RemediesPanel_claim
        ...GroundBadge_claim
      }
    }
  }
`;

export const serveByEmailMutation = graphql`
  mutation enforcementMutationsServeByEmailMutation($input: SuspensionNoticeInput!) {
    suspensionNoticeServeByEmail(input: $input) {
      claim {
        ...RemediesPanel_claim
      }
    }
  }
`;

export const recordServiceMutation = graphql`
  mutation enforcementMutationsRecordServiceMutation($input: SuspensionNoticeServiceInput!) {
    suspensionNoticeRecordService(input: $input) {
      claim {
        ...RemediesPanel_claim
      }
    }
  }
`;

export const suspendMutation = graphql`
  mutation enforcementMutationsSuspendMutation($input: WorkSuspendInput!) {
    workSuspend(input: $input) {
      claim {
        ...RemediesPanel_claim
      }
    }
  }
`;

export const resumeMutation = graphql`
  mutation enforcementMutationsResumeMutation($input: WorkResumeInput!) {
    workResume(input: $input) {
      claim {
        ...RemediesPanel_claim
      }
    }
  }
`;

export const termsMutation = graphql`
  mutation enforcementMutationsTermsMutation($input: ServiceTermsSetInput!) {
    contractServiceTermsSet(input: $input) {
      terms {
        emailServiceAgreed
        basis
        clause
        viewerCanEdit
      }
      claim {
        ...RemediesPanel_claim
      }
    }
  }
`;
