/**
 * Asking the screen's comment box to open and take the focus (the shortcut 'c' on a claim, a
 * palette command): `focusCommentBox()` from anywhere; the screen that shows a comment box
 * answers with `useCommentBoxRequests`. Answers whether a screen took the request.
 */
import { useEffect, useRef } from 'react';

const EVENT = 'claimdesk:focus-comment-box';

export function focusCommentBox(): boolean {
  // A listener that takes the request cancels the event.
  return !window.dispatchEvent(new Event(EVENT, { cancelable: true }));
}

export function useCommentBoxRequests(onRequest: () => void) {
  const handler = useRef(onRequest);
  handler.current = onRequest;
  useEffect(() => {
    const listener = (event: Event) => {
      event.preventDefault();
      handler.current();
    };
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, []);
}
