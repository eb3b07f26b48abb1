/** Recipient picking rules shared by the New project and Add subcontract screens (spec 2). */

export interface PublicContact {
  readonly id: string;
  readonly name: string;
}

export interface Recipient {
  /** The account's global ID; null for a new invitee. */
  readonly accountId: string | null;
  readonly email: string;
  readonly name: string;
  readonly isNew: boolean;
  readonly score?: number;
  /** The organisations they belong to. */
  readonly contacts: ReadonlyArray<PublicContact>;
}

/** User lookup waits this long after the last keystroke. */
export const LOOKUP_DEBOUNCE_MS = 200;
/** About this many suggestions are shown. */
export const SUGGESTION_COUNT = 10;
export const CHECKING_FOR_USER = 'Checking for user...';
export const NO_RECIPIENTS = 'No recipients';

/**
 * The contact most common across the recipients (the customer to suggest), or null. Ties go to
 * the contact seen first.
 */
export function mostCommonContact(recipients: ReadonlyArray<Recipient>): PublicContact | null {
  return contactChoices(recipients)[0] ?? null;
}

/** Every contact of the recipients, most common first (the customer choices). */
export function contactChoices(recipients: ReadonlyArray<Recipient>): PublicContact[] {
  const counts = new Map<string, { contact: PublicContact; n: number; order: number }>();
  let order = 0;
  for (const recipient of recipients) {
    for (const contact of recipient.contacts) {
      const entry = counts.get(contact.id);
      if (entry) entry.n += 1;
      else counts.set(contact.id, { contact, n: 1, order: order++ });
    }
  }
  return [...counts.values()].sort((a, b) => b.n - a.n || a.order - b.order).map((e) => e.contact);
}

/** Suggestions not already chosen, best first, at most SUGGESTION_COUNT. */
export function remainingSuggestions(
  suggestions: ReadonlyArray<Recipient>,
  chosen: ReadonlyArray<Recipient>,
): Recipient[] {
  const taken = new Set(chosen.map((r) => r.email.toLowerCase()));
  return suggestions.filter((s) => !taken.has(s.email.toLowerCase())).slice(0, SUGGESTION_COUNT);
}
