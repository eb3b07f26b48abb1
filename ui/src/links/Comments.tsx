/** The claim's shared comments, and a box that posts as the recipient once the emailed code is confirmed. */
import { useRef, useState, type FormEvent } from 'react';
import { MessageSquare } from 'lucide-react';
import { CommentBody } from '../comments/CommentBody';
import { formatDate } from '../lib/dates';
import { Button, Card, CardBody, CardHeader, Field, Input, TextArea } from '../ui';
import { describeFailure, LinkError, postComment, sendCode, type LinkComment, type LinkDocument, type LinkRef } from './api';

/**
 * What a failure says, and where: beside the code field when the server tags it 'code' (a wrong or
 * expired code), else under the form.
 */
export interface CommentFailure {
  field: 'code' | null;
  message: string;
}

export function commentFailure(failure: unknown): CommentFailure {
  const field = failure instanceof LinkError && failure.field === 'code' ? 'code' : null;
  return { field, message: describeFailure(failure) };
}

function newCommentId(): string {
  return `link-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export function Comments({
  linkRef,
  doc,
  comments,
  onAdded,
}: {
  linkRef: LinkRef;
  doc: LinkDocument;
  comments: LinkComment[];
  onAdded: (comment: LinkComment) => void;
}) {
  const [body, setBody] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<CommentFailure | null>(null);
  const commentId = useRef(newCommentId());
  const codeInput = useRef<HTMLInputElement>(null);

  const askCode = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await sendCode(linkRef);
      setSentTo(answer.email);
      setCode('');
      window.setTimeout(() => codeInput.current?.focus(), 0);
    } catch (failure) {
      setError(commentFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    if (!sentTo) {
      await askCode();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { comment } = await postComment(linkRef, code, body, commentId.current);
      onAdded(comment);
      setBody('');
      setCode('');
      setSentTo(null);
      commentId.current = newCommentId();
    } catch (failure) {
      setError(commentFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="link-comments">
      <CardHeader title="Comments" description="Both parties to the contract read these." />
      <CardBody className="flex flex-col gap-5">
        {comments.length ? (
          <ol className="flex flex-col gap-4">
            {comments.map((c) => (
              <li key={c.id} className="flex flex-col gap-1" data-testid="link-comment">
                <div className="flex items-baseline gap-2 text-sm">
                  <span className="font-medium text-fg">{c.authorName}</span>
                  <span className="text-fg-subtle">{formatDate(c.createdOn)}</span>
                  {c.itemName ? <span className="text-fg-subtle">on {c.itemName}</span> : null}
                </div>
                <CommentBody text={c.body} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="flex items-center gap-2 text-sm text-fg-muted">
            <MessageSquare className="size-4" aria-hidden /> No comments yet.
          </p>
        )}
        {doc.canComment ? (
          <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Add a comment">
            <Field label="Add a comment" hint={sentTo ? null : `We email a code to ${doc.recipient} to confirm it is you.`}>
              <TextArea value={body} onChange={(e) => setBody(e.target.value)} rows={3} maxLength={10000} data-testid="link-comment-body" />
            </Field>
            {sentTo ? (
              <Field
                label="Code from your email"
                hint={`We sent a 6-digit code to ${sentTo}. It works once, for 10 minutes.`}
                error={error?.field === 'code' ? error.message : null}
              >
                <Input
                  ref={codeInput}
                  value={code}
                  onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className="max-w-[10rem] tracking-widest"
                  data-testid="link-comment-code"
                />
              </Field>
            ) : null}
            {error && error.field !== 'code' ? (
              <p role="alert" className="text-sm text-danger" data-testid="link-comment-error">
                {error.message}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {sentTo ? (
                <>
                  <Button type="submit" loading={busy} disabled={!body.trim() || code.length !== 6} data-testid="link-comment-post">
                    Post comment
                  </Button>
                  <Button type="button" variant="ghost" onClick={askCode} disabled={busy}>
                    Send a new code
                  </Button>
                </>
              ) : (
                <Button type="submit" loading={busy} disabled={!body.trim()} data-testid="link-comment-send-code">
                  Email me a code
                </Button>
              )}
            </div>
          </form>
        ) : null}
      </CardBody>
    </Card>
  );
}
