/**
 * The 'claims due by' day of a subcontract as its field is typed (issue 40's cut-offs), pure: what is
 * sent to `subcontractClaimsDueDaySet`. The server decides and words what is wrong with it.
 */

/** Empty clears it (null); a whole number is sent as it is; anything else as 0, which the server refuses. */
export function dayToSend(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isInteger(n) ? n : 0;
}

/** The field's text for a day set (or none). */
export function dayText(day: number | null | undefined): string {
  return day == null ? '' : String(day);
}
