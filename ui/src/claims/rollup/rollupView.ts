/**
 * What the roll-up screens show of the server's answers (issue 40; app/payments/rollup.py), pure:
 * a subcontract claim's key, the problems by the field they name, the included entries by head line.
 */

export interface ClaimRef {
  contractId: string;
  number: number;
}

/** One key per subcontract claim: its subcontract's ID and its number. */
export function claimKey(ref: ClaimRef): string {
  return `${ref.contractId}#${ref.number}`;
}

/** The server's problems ({field: 'claims.0' | 'claims.0.lines.1', message}) by field, the first of each. */
export function problemsByField(problems: ReadonlyArray<{ field: string; message: string }>): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of problems) if (!out.has(p.field)) out.set(p.field, p.message);
  return out;
}

export interface IncludedEntry {
  headItemId: string;
  headLineName: string;
  sourceText: string;
  amount: number;
  changed: boolean;
  currentAmount: number | null;
}

/** The included entries grouped by the head line they were added to, in the order they come. */
export function byHeadLine<T extends IncludedEntry>(entries: ReadonlyArray<T>): Array<{ headItemId: string; name: string; entries: T[] }> {
  const groups = new Map<string, { headItemId: string; name: string; entries: T[] }>();
  for (const e of entries) {
    const group = groups.get(e.headItemId) ?? { headItemId: e.headItemId, name: e.headLineName, entries: [] };
    group.entries.push(e);
    groups.set(e.headItemId, group);
  }
  return [...groups.values()];
}

/** The claims chosen, in the order the list shows them (the server's problems name them by that index). */
export function chosenRefs<T extends ClaimRef>(claims: ReadonlyArray<T>, chosen: ReadonlySet<string>): ClaimRef[] {
  return claims.filter((c) => chosen.has(claimKey(c))).map((c) => ({ contractId: c.contractId, number: c.number }));
}

export interface ClaimNoteOf {
  includedHere: boolean;
  includedText?: string | null;
  cutoffText?: string | null;
  otherPeriodText?: string | null;
}

/**
 * What the dialog's list says under a subcontract claim, the server's words first: included here; the
 * claim that included it; the cut-off ('not in your claim for October 2026; include it next period');
 * else, for a claim of another month, 'For {month}' (every period worded by the server).
 */
export function claimNote(c: ClaimNoteOf): string | undefined {
  if (c.includedHere) return 'Included in this claim.';
  return c.includedText ?? c.cutoffText ?? c.otherPeriodText ?? undefined;
}

export interface IncludedSource {
  subContractId: string;
  subName: string;
  claimNumber: number;
  amount: number;
}

/** The subcontract claims the draft includes, once each (in the order they come), with what each added in all. */
export function includedClaims<T extends IncludedSource>(entries: ReadonlyArray<T>): Array<IncludedSource & { key: string }> {
  const claims = new Map<string, IncludedSource & { key: string }>();
  for (const e of entries) {
    const key = claimKey({ contractId: e.subContractId, number: e.claimNumber });
    const found = claims.get(key) ?? { key, subContractId: e.subContractId, subName: e.subName, claimNumber: e.claimNumber, amount: 0 };
    found.amount += Number(e.amount);
    claims.set(key, found);
  }
  return [...claims.values()];
}
