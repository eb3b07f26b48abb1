/**
 * A comment's text as plain-text pieces and links: only http and https addresses become links;
 * nothing else in the text is interpreted (no HTML, no markdown, no other schemes — a
 * 'javascript:' address stays text). Punctuation that ends a sentence is not part of the link.
 */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The address as a safe href, or null when it is not a well-formed http(s) URL. */
export function safeHref(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    let address = match[0];
    // Keep a closing bracket the address opened ('(see https://x.nz/a_(b))').
    const trailing = address.match(TRAILING)?.[0] ?? '';
    if (trailing) address = address.slice(0, -trailing.length);
    const start = match.index ?? 0;
    const href = safeHref(address);
    if (!href) continue;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}
