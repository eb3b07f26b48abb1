/** The comments of a thread, oldest first: author, time, internal marker, the line it is about, body and files. */
import { Lock, Mail } from 'lucide-react';
import { initials } from '../auth/UserMenu';
import { relativeTime, useNow } from '../activity/relativeTime';
import { FileList } from '../uploads/FileList';
import { cn } from '../lib/cn';
import { formatInstant } from '../lib/dates';
import { Badge } from '../ui/Badge';
import { CommentBody } from './CommentBody';
import type { ThreadComment } from './types';

export function CommentList({ comments }: { comments: ReadonlyArray<ThreadComment> }) {
  const now = useNow();
  return (
    <ol className="flex flex-col gap-4" data-testid="comment-list">
      {comments.map((comment) => (
        <li
          key={comment.commentId}
          className={cn('flex gap-3', comment.isSending && 'opacity-60')}
          data-testid="comment"
          aria-busy={comment.isSending || undefined}
        >
          <span
            aria-hidden
            className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full border border-border bg-muted text-[11px] font-semibold text-fg-muted"
          >
            {initials({ name: comment.user.name, email: comment.user.name })}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="text-sm font-medium text-fg" data-testid="comment-author">
                {comment.user.name}
              </span>
              {comment.isSending ? (
                <span className="text-xs text-fg-subtle" role="status">
                  Sending...
                </span>
              ) : (
                <time dateTime={comment.at} title={formatInstant(comment.at)} className="text-xs tabular text-fg-subtle">
                  {relativeTime(comment.at, now)}
                </time>
              )}
              {comment.isInternal ? (
                <Badge tone="warning" className="gap-1" data-testid="comment-internal">
                  <Lock aria-hidden className="size-3" />
                  Internal
                </Badge>
              ) : null}
              {comment.isEmail ? (
                <span title="Emailed to the other side" className="text-fg-subtle">
                  <Mail aria-label="Emailed" className="size-3.5" />
                </span>
              ) : null}
            </div>
            {comment.itemName ? (
              <p className="text-xs text-fg-subtle" data-testid="comment-line">
                On line: <span className="font-medium text-fg-muted">{comment.itemName}</span>
              </p>
            ) : null}
            {comment.body ? (
              <div className="mt-1">
                <CommentBody text={comment.body} />
              </div>
            ) : null}
            {comment.files.length ? <FileList files={comment.files} className="mt-2" /> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
