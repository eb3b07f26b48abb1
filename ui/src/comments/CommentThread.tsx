/**
 * A thread of comments and its box, for whatever is commented on (a claim today, a variation
 * later): the caller reads the comments and adds one (`add`, e.g. commentAdd); sending is
 * optimistic (useCommentSending). Empty: 'No comments yet'.
 */
import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../ui/EmptyState';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import type { CommentInput, ThreadComment } from './types';
import { useCommentSending } from './useCommentSending';

export const NO_COMMENTS = 'No comments yet';
export const INTERNAL_HINT = 'Internal: only your organisation sees it, and nobody is emailed.';

export function CommentThread({
  comments,
  canComment,
  add,
  focusKey,
  emptyDescription,
}: {
  comments: ReadonlyArray<ThreadComment>;
  canComment: boolean;
  add: (input: CommentInput) => Promise<void>;
  focusKey?: number;
  emptyDescription: string;
}) {
  const { pending, send } = useCommentSending(add);
  const shown = [...comments, ...pending.filter((p) => !comments.some((c) => c.commentId === p.commentId))];
  return (
    <div className="flex min-h-full flex-col gap-4">
      <div className="flex-1">
        {shown.length ? (
          <CommentList comments={shown} />
        ) : (
          <EmptyState compact icon={<MessagesSquare />} title={NO_COMMENTS} description={emptyDescription} />
        )}
      </div>
      {canComment ? (
        <div className="sticky bottom-0 -mx-4 border-t border-border bg-surface px-4 pb-1 pt-3">
          <CommentForm onSend={send} focusKey={focusKey} internalHint={INTERNAL_HINT} />
        </div>
      ) : null}
    </div>
  );
}
