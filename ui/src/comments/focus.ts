/**
 * Asking the screen's comment box to open and take the focus (the shortcut 'c' on a claim, a
 * palette command, a line's 'Comment on' button): `focusCommentBox()` from anywhere, with the
 * line the comment is about when there is one; the screen that shows a comment box answers with
 * `useCommentBoxRequests`. Answers whether a screen took the request.
 */
import { useEffect, useRef } from 'react';
import type { CommentLine } from './types';

const EVENT = 'claimdesk:focus-comment-box';

export function focusCommentBox(line?: CommentLine): boolean {
  // A listener that takes the request cancels the event.
  return !window.dispatchEvent(new CustomEvent<CommentLine | undefined>(EVENT, { cancelable: true, detail: line }));
}

export function useCommentBoxRequests(onRequest: (line?: CommentLine) => void) {
  const handler = useRef(onRequest);
  handler.current = onRequest;
  useEffect(() => {
    const listener = (event: Event) => {
      event.preventDefault();
      handler.current((event as CustomEvent<CommentLine | undefined>).detail);
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, []);
}
