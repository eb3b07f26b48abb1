/**
 * The palette's claim search (issue 36): 'claim 4', '#4', 'harbour 4' find claim 4 (of the
 * projects whose site or company matches 'harbour'). A search names claims when it has a number
 * or starts with 'claim'; the server matches every word (app/claims/lists.py), the palette keeps
 * the claims with that very number.
 */
const CLAIM_WORDS = new Set(['claim', 'claims', '#']);
const NUMBER = /^#?(\d{1,8})$/;

export interface ClaimSearch {
  /** The claim number typed, if any. */
  number: number | null;
  /** The other words: site, project or company. */
  words: string[];
  /** What the server is asked: the words and the number. */
  server: string;
}

export function parseClaimSearch(search: string): ClaimSearch | null {
  const terms = search.trim().split(/\s+/).filter(Boolean);
  if (!terms.length) return null;
  const namesClaims = CLAIM_WORDS.has(terms[0]!.toLowerCase());
  let number: number | null = null;
  const words: string[] = [];
  for (const term of terms) {
    const m = NUMBER.exec(term);
    if (m && number === null) number = Number(m[1]);
    else if (!CLAIM_WORDS.has(term.toLowerCase())) words.push(term);
  }
  if (number === null && !namesClaims) return null;
  return { number, words, server: [...words, ...(number === null ? [] : [String(number)])].join(' ') };
}

export interface ClaimOption {
  id: string;
  number: number;
  label: string;
}

/** The claims to show for `search`: with a number typed, only claims of that number; best few. */
export function matchClaims<T extends ClaimOption>(claims: readonly T[], search: ClaimSearch, max = 8): T[] {
  const seen = new Set<string>();
  return claims
    .filter((c) => (search.number === null || c.number === search.number) && !seen.has(c.id) && seen.add(c.id))
    .slice(0, max);
}
