/**
 * The New issue screen's recipient contracts (spec 2 'New issue screen'): the search matches every
 * whitespace-separated word against the supplier name, the supplier entity name, the site name and
 * the slug; a contract cannot be chosen twice; query `c` preselects 'owner-slug/contract-slug' pairs.
 */

export const SELECT_CONTRACTS = 'Select contracts...';
export const ALL_SELECTED = 'All subcontracts selected';
export const NO_RESULTS = 'No results';

export interface RecipientContract {
  readonly id: string;
  readonly slug: string;
  readonly siteName: string;
  readonly ownerSlug: string;
  readonly supplierName: string;
  readonly supplierEntityName: string;
}

export function matchesSearch(contract: RecipientContract, text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const fields = [contract.supplierName, contract.supplierEntityName, contract.siteName, contract.slug].map((f) =>
    f.toLowerCase(),
  );
  return words.every((word) => fields.some((field) => field.includes(word)));
}

/** The contracts still to choose that match what was typed, in the given order. */
export function remainingContracts(
  all: ReadonlyArray<RecipientContract>,
  chosen: ReadonlyArray<RecipientContract>,
  text: string,
): RecipientContract[] {
  const taken = new Set(chosen.map((c) => c.id));
  return all.filter((c) => !taken.has(c.id) && matchesSearch(c, text));
}

/** What the list says when it shows nothing. */
export function emptyMessage(all: ReadonlyArray<RecipientContract>, chosen: ReadonlyArray<RecipientContract>): string {
  return all.length > 0 && chosen.length >= all.length ? ALL_SELECTED : NO_RESULTS;
}

/** The contracts named by query `c` ('owner/contract,owner/contract'), once each, in its order. */
export function preselected(all: ReadonlyArray<RecipientContract>, c: string | null): RecipientContract[] {
  if (!c) return [];
  const out: RecipientContract[] = [];
  for (const pair of c.split(',')) {
    const [owner, slug] = pair.trim().split('/');
    const found = all.find((x) => x.ownerSlug === owner && x.slug === slug);
    if (found && !out.includes(found)) out.push(found);
  }
  return out;
}

/** 'Site / Supplier' as the picker and the issue page name a contract. */
export function contractLabel(c: Pick<RecipientContract, 'siteName' | 'supplierName'>): string {
  return c.supplierName ? `${c.siteName} / ${c.supplierName}` : c.siteName;
}

/** The default deadline for price estimates: 20 days from `today` (YYYY-MM-DD). */
export function defaultDeadline(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 20);
  return d.toISOString().slice(0, 10);
}

/** Submit is disabled while both the title and the description are empty. */
export function canSubmit(title: string, body: string): boolean {
  return Boolean(title.trim() || body.trim());
}
