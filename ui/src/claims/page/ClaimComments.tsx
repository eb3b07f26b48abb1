/**
 * The Comments tab of the claim's right panel: the claim's comments (polled with its activity,
 * every 5 s, while the panel is open: every comment records the activity 'commented', so the
 * claim's activityVersion says when to refetch them) and the box that adds one through
 * commentAdd. The tab's count reads the same query.
 */
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ClaimCommentsAddMutation } from '../../__generated__/ClaimCommentsAddMutation.graphql';
import type { ClaimCommentsQuery } from '../../__generated__/ClaimCommentsQuery.graphql';
import type { ClaimCommentsVersionQuery } from '../../__generated__/ClaimCommentsVersionQuery.graphql';
import { CommentThread } from '../../comments/CommentThread';
import type { CommentInput, CommentLine } from '../../comments/types';
import { usePoll } from '../../lib/usePoll';
import { useMutationPromise } from '../../relay/mutate';

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

const versionQuery = graphql`
  query ClaimCommentsVersionQuery($id: ID!) {
    node(id: $id) {
      ... on Claim {
        activityVersion
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

/** Spec 2 §7: polled with the claim's activity. */
export const CLAIM_COMMENTS_POLL_MS = 5_000;

function useClaimComments(claimId: string) {
  const variables = { id: claimId };
  return useLazyLoadQuery<ClaimCommentsQuery>(commentsQuery, variables, { fetchPolicy: 'store-or-network' }).node;
}

/** The count beside 'Comments'; it also keeps the comments fresh while the panel is open. */
export function ClaimCommentsCount({ claimId }: { claimId: string }) {
  const claim = useClaimComments(claimId);
  const variables = { id: claimId };
  usePoll<ClaimCommentsQuery, ClaimCommentsVersionQuery>(commentsQuery, variables, CLAIM_COMMENTS_POLL_MS, undefined, {
    query: versionQuery,
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
