/**
 * A thread of comments and its box, for whatever is commented on (a claim, a variation): the
 * caller reads the comments and adds one (`add`, e.g. commentAdd); sending is optimistic
 * (useCommentSending). Empty: 'No comments yet'. A comment that joins the thread is scrolled
 * into view, as the newest is the one to read.
 */
import { useEffect, useRef } from 'react';
import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '../ui/EmptyState';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import type { CommentInput, CommentLine, ThreadComment } from './types';
import { useCommentSending } from './useCommentSending';

export const NO_COMMENTS = 'No comments yet';
export const INTERNAL_HINT = 'Internal: only your organisation sees it, and nobody is emailed.';

export function CommentThread({
  comments,
  canComment,
  add,
  focusKey,
  emptyDescription,
  line,
  onClearLine,
}: {
  comments: ReadonlyArray<ThreadComment>;
  canComment: boolean;
  add: (input: CommentInput) => Promise<void>;
  focusKey?: number;
  emptyDescription: string;
  /** The line the comment being written is about (a line's 'Comment on' button). */
  line?: CommentLine | null;
  onClearLine?: () => void;
}) {
  const { pending, send } = useCommentSending(add);
  const shown = [...comments, ...pending.filter((p) => !comments.some((c) => c.commentId === p.commentId))];
  const end = useRef<HTMLDivElement>(null);
  const count = useRef(shown.length);
  useEffect(() => {
    if (shown.length > count.current) end.current?.scrollIntoView?.({ block: 'nearest' });
    count.current = shown.length;
  }, [shown.length]);
  return (
    <div className="flex min-h-full flex-col gap-4">
      <div className="flex-1">
        {shown.length ? (
          <>
            <CommentList comments={shown} />
            <div ref={end} />
          </>
        ) : (
          <EmptyState compact icon={<MessagesSquare />} title={NO_COMMENTS} description={emptyDescription} />
        )}
      </div>
      {canComment ? (
        <div className="sticky bottom-0 -mx-4 border-t border-border bg-surface px-4 pb-1 pt-3">
          <CommentForm onSend={send} focusKey={focusKey} internalHint={INTERNAL_HINT} line={line} onClearLine={onClearLine} />
        </div>
      ) : null}
    </div>
  );
}
