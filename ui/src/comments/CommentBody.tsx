/** A comment's body: plain text with its line breaks, http(s) addresses as links that open in a new tab. */
import { linkify } from './linkify';

export function CommentBody({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words text-sm leading-relaxed text-fg" data-testid="comment-body">
      {linkify(text).map((piece, i) =>
        piece.kind === 'link' ? (
          <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer" className="link break-all">
            {piece.text}
          </a>
        ) : (
          <span key={i}>{piece.text}</span>
        ),
      )}
    </p>
  );
}
