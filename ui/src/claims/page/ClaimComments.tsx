/**
 * The Comments tab of the claim's right panel: the claim's comments and the box that adds one
 * through commentAdd. The tab's count reads the same query and refetches the comments and the
 * activity at once when the claim page's poll (ClaimPoll.ts) sees the claim's activityVersion
 * change.
 */
import { useMemo } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { ClaimCommentsAddMutation } from '../../__generated__/ClaimCommentsAddMutation.graphql';
import type { ClaimCommentsQuery } from '../../__generated__/ClaimCommentsQuery.graphql';
import type { ClaimComments_comment$key } from '../../__generated__/ClaimComments_comment.graphql';
import type { ClaimPollPanelQuery } from '../../__generated__/ClaimPollPanelQuery.graphql';
import { CommentThread } from '../../comments/CommentThread';
import type { CommentInput, CommentLine } from '../../comments/types';
import { useMutationPromise } from '../../relay/mutate';
import { attachedFiles } from '../../uploads/Attachments';
import { claimPanelRefreshQuery, useClaimPanelPoll } from './ClaimPoll';

const commentsFragment = graphql`
  fragment ClaimComments_comment on Comment @relay(plural: true) {
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
      ...Attachments_file
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
          ...ClaimComments_comment
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
          ...ClaimComments_comment
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

/** The claim's comments as the thread shows them (ClaimComments_comment), their files read. */
function useThreadComments(refs: ClaimComments_comment$key | null) {
  const comments = useFragment(commentsFragment, refs);
  return useMemo(() => (comments ?? []).map((c) => ({ ...c, files: attachedFiles(c.files) })), [comments]);
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
  const comments = useThreadComments(claim?.comments ?? null);
  const [commit] = useMutationPromise<ClaimCommentsAddMutation>(addComment);
  const add = async (input: CommentInput) => {
    await commit({ input: { contractId, number, ...input } });
  };
  return (
    <CommentThread
      comments={comments}
      canComment={claim?.viewerCanComment ?? false}
      add={add}
      focusKey={focusKey}
      line={line}
      onClearLine={onClearLine}
      emptyDescription="Questions and answers about this claim between both sides show here."
    />
  );
}
