/**
 * Amounts a person would not mean (issue 33): a line its claim takes past 100 % of its value.
 *
 * The % Complete column refuses more than 100 % ('0 – 100%'), but an amount typed into the
 * amount column (or a quantity past the planned one) may be meant (a value not yet brought up
 * to date with extra work) as well as be a slip (100002 typed for 10.00). So it is not refused:
 * the line says so ('This takes the line to 1,000,020 % of its value') and the send dialog lists
 * such lines before the claim goes. The percentage is the line's % Complete (to date ÷ value, in basis
 * points, rounded by the money rules), so a line at 100 % as shown is never warned about.
 *
 * Kept in the browser: the server has no place for a claim's non-blocking warnings
 * (`submitProblems` are refusals), and this one is about typing.
 */
import { BASIS_POINTS_PER_PERCENT, formatPercent } from '../domain/money';
import { bySection, percentComplete, type Line } from './lines';

const FULL = 100 * BASIS_POINTS_PER_PERCENT;

/**
 * The percent of its value (basis points) this claim takes a line to, when that is past 100 %;
 * else null. Only when this claim adds to the line (in the direction of its value: a credit
 * line's value is negative): a line left alone, or brought back, is not this claim's doing.
 * No value, no percentage: a line without one is not warned about.
 */
export function linePastValue(line: Line): number | null {
  if (line.isRetention || line.isReversal || line.totalPrice === 0) return null;
  if (Math.sign(line.amount) !== Math.sign(line.totalPrice)) return null;
  const basisPoints = percentComplete(line);
  return basisPoints > FULL ? basisPoints : null;
}

/** '1,000,020 %': the number as the money rules write it, a no-break space keeping the sign beside it. */
function percentText(basisPoints: number): string {
  return `${formatPercent(basisPoints).slice(0, -1)}\u00a0%`;
}

/** The line's warning: 'This takes the line to 1,000,020 % of its value'. */
export function pastValueWarning(basisPoints: number): string {
  return `This takes the line to ${percentText(basisPoints)} of its value`;
}

/** The send dialog's: 'Claim line Foundations is at 1,000,020 % of its value'. */
export function pastValueNote(name: string, basisPoints: number): string {
  return `Claim line ${name || '\u2014'} is at ${percentText(basisPoints)} of its value`;
}

export interface LinePastValue {
  itemId: string;
  name: string;
  basisPoints: number;
}

/** The lines past their value, in the document's order (sections, then position). */
export function linesPastValue(lines: ReadonlyArray<Line>): LinePastValue[] {
  const out: LinePastValue[] = [];
  for (const section of bySection(lines)) {
    for (const line of section.lines) {
      const basisPoints = linePastValue(line);
      if (basisPoints !== null) out.push({ itemId: line.itemId, name: line.name, basisPoints });
    }
  }
  return out;
}
