/**
 * Retention formulas: the browser side of app/domain/retention.py (read its docstring for the
 * decisions), for the payment schedule builder, which recomputes retention on every keystroke.
 *
 * The band arithmetic multiplies cents by millionths of a percent (a $10M gross at 10 % is
 * 1e9 × 1e7 = 1e16, past 2^53), so it runs in BigInt and rounds once, like Python's ints.
 */

/** A band: a rate up to a cumulative gross. */
export interface RetentionBand {
  /** Millionths of a percent (10 % = 10,000,000). */
  rate: number;
  /** Cumulative gross (cents) where the band ends; null: no end. */
  upTo: number | null;
}

/** A claim's retention formula, as the claim page edits it and the schedule builder applies it. */
export interface RetentionFormula {
  marginalRates: RetentionBand[];
  /** A cap on the total retention held, cents; null: none. */
  maxAmount: number | null;
}

const RATE_SCALE = 100n * 1_000_000n;

function divRoundBig(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if (2n * (magnitude % denominator) >= denominator) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** Total retention (positive cents) due on a gross value. */
export function retentionDue(grossCents: number, formula: RetentionFormula | null | undefined): number {
  if (!formula || grossCents <= 0 || formula.marginalRates.every((b) => b.rate === 0)) return 0;
  const gross = BigInt(grossCents);
  let weighted = 0n;
  let floor = 0n;
  for (const band of formula.marginalRates) {
    const end = band.upTo == null ? null : BigInt(band.upTo);
    const ceiling = end === null || end > gross ? gross : end;
    if (ceiling > floor) weighted += (ceiling - floor) * BigInt(band.rate);
    if (end === null || end >= gross) break;
    floor = end;
  }
  const due = Number(divRoundBig(weighted, RATE_SCALE));
  return formula.maxAmount == null ? due : Math.min(due, formula.maxAmount);
}

/** A claim's retention line: -(retention due to date) - retainedBefore (earlier entries, ≤ 0). */
export function retentionLineAmount(
  grossToDate: number,
  retainedBefore: number,
  formula: RetentionFormula | null | undefined,
): number {
  // 0 - x, not -x: a nothing retained is 0, never -0.
  return 0 - retentionDue(grossToDate, formula) - retainedBefore;
}
