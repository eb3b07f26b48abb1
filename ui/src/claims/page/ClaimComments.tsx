/**
 * The Comments tab of the claim's right panel: the claim's comments and the box that adds one
 * through commentAdd. The tab's count reads the same query and runs the panel's one poll
 * (ClaimPanelPoll.ts), which refreshes the activity too.
 */
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ClaimCommentsAddMutation } from '../../__generated__/ClaimCommentsAddMutation.graphql';
import type { ClaimCommentsQuery } from '../../__generated__/ClaimCommentsQuery.graphql';
import type { ClaimPanelPollRefreshQuery } from '../../__generated__/ClaimPanelPollRefreshQuery.graphql';
import type { ClaimPanelPollVersionQuery } from '../../__generated__/ClaimPanelPollVersionQuery.graphql';
import { CommentThread } from '../../comments/CommentThread';
import type { CommentInput, CommentLine } from '../../comments/types';
import { usePoll } from '../../lib/usePoll';
import { useMutationPromise } from '../../relay/mutate';
import { CLAIM_PANEL_POLL_MS, claimPanelRefreshQuery, claimPanelVersionQuery } from './ClaimPanelPoll';

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

function useClaimComments(claimId: string) {
  const variables = { id: claimId };
  return useLazyLoadQuery<ClaimCommentsQuery>(commentsQuery, variables, { fetchPolicy: 'store-or-network' }).node;
}

/** The count beside 'Comments'; mounted while the panel is open, it runs the panel's poll. */
export function ClaimCommentsCount({ claimId }: { claimId: string }) {
  const claim = useClaimComments(claimId);
  const variables = { id: claimId };
  usePoll<ClaimPanelPollRefreshQuery, ClaimPanelPollVersionQuery>(claimPanelRefreshQuery, variables, CLAIM_PANEL_POLL_MS, undefined, {
    query: claimPanelVersionQuery,
    variables,
    read: (d) => d.node?.activityVersion,
    loadedOf: (d) => d.node?.activityVersion,
    loaded: claim?.activityVersion,
  });
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
