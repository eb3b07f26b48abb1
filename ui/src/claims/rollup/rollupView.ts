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
  inPeriod: boolean;
  period?: string | null;
}

/**
 * What the dialog's list says under a subcontract claim, the server's words first: included here; the
 * claim that included it; the cut-off ('not in your claim for {period}; include it next period'); else
 * the period of a claim from another month.
 */
export function claimNote(c: ClaimNoteOf): string | undefined {
  if (c.includedHere) return 'Included in this claim.';
  if (c.includedText) return c.includedText;
  if (c.cutoffText) return c.cutoffText;
  return c.inPeriod ? undefined : `For ${c.period ?? 'another period'}`;
}
