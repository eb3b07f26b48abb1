/**
 * The Comments tab of the claim's right panel: the claim's comments and the box that adds one
 * through commentAdd. The tab's count reads the same query and refetches the comments and the
 * activity at once when the claim page's poll (ClaimPoll.ts) sees the claim's activityVersion
 * change.
 */
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ClaimCommentsAddMutation } from '../../__generated__/ClaimCommentsAddMutation.graphql';
import type { ClaimCommentsQuery } from '../../__generated__/ClaimCommentsQuery.graphql';
import type { ClaimPollPanelQuery } from '../../__generated__/ClaimPollPanelQuery.graphql';
import { CommentThread } from '../../comments/CommentThread';
import type { CommentInput, CommentLine } from '../../comments/types';
import { useMutationPromise } from '../../relay/mutate';
import { claimPanelRefreshQuery, useClaimPanelPoll } from './ClaimPoll';

graphql`
  fragment ClaimComments_comment on Comment {
    id
    commentId
    body
    itemId
    itemName
    isInternal
    isEmail
    isMine
    at
    user {
      name
    }
    files {
      ...Attachments_file @relay(mask: false)
    }
  }
`;

const commentsQuery = graphql`
  query ClaimCommentsQuery($id: ID!) {
    node(id: $id) {
      ... on Claim {
        id
        activityVersion
        viewerCanComment
        commentsCount
        comments {
          ...ClaimComments_comment @relay(mask: false)
        }
      }
    }
  }
`;

const addComment = graphql`
  mutation ClaimCommentsAddMutation($input: CommentAddInput!) {
    commentAdd(input: $input) {
      claim {
        id
        commentsCount
        comments {
          ...ClaimComments_comment @relay(mask: false)
        }
      }
    }
  }
`;

/**
 * From the network each time the panel opens: the page's poll writes the claim's activityVersion
 * into the store while the panel is closed, so comments kept in the store would pass for current.
 */
function useClaimComments(claimId: string) {
  const variables = { id: claimId };
  return useLazyLoadQuery<ClaimCommentsQuery>(commentsQuery, variables, { fetchPolicy: 'store-and-network' }).node;
}

/** The count beside 'Comments'; mounted while the panel is open, it refetches the panel's lists. */
export function ClaimCommentsCount({ claimId }: { claimId: string }) {
  const claim = useClaimComments(claimId);
  useClaimPanelPoll<ClaimPollPanelQuery>(claimPanelRefreshQuery, claimId, claim?.activityVersion);
  return <>{claim?.commentsCount ?? 0}</>;
}

export function ClaimComments({
  claimId,
  contractId,
  number,
  focusKey,
  line,
  onClearLine,
}: {
  claimId: string;
  contractId: string;
  number: number;
  focusKey: number;
  line: CommentLine | null;
  onClearLine: () => void;
}) {
  const claim = useClaimComments(claimId);
  const [commit] = useMutationPromise<ClaimCommentsAddMutation>(addComment);
  const add = async (input: CommentInput) => {
    await commit({ input: { contractId, number, ...input } });
  };
  return (
    <CommentThread
      comments={claim?.comments ?? []}
      canComment={claim?.viewerCanComment ?? false}
      add={add}
      focusKey={focusKey}
      line={line}
      onClearLine={onClearLine}
      emptyDescription="Questions and answers about this claim between both sides show here."
    />
  );
}
