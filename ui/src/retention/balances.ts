/** Totals of one side's ledgers (a side only: what we hold and what is held from us are never netted). */
export interface Balances {
  readonly retentionMoney: number;
  readonly heldInAccount: number;
  readonly coveredByInstruments: number;
  readonly shortfall: number;
}

export function sideTotals(ledgers: ReadonlyArray<{ readonly balances: Balances }>): Balances {
  return ledgers.reduce<Balances>(
    (sum, { balances: b }) => ({
      retentionMoney: sum.retentionMoney + b.retentionMoney,
      heldInAccount: sum.heldInAccount + b.heldInAccount,
      coveredByInstruments: sum.coveredByInstruments + b.coveredByInstruments,
      shortfall: sum.shortfall + b.shortfall,
    }),
    { retentionMoney: 0, heldInAccount: 0, coveredByInstruments: 0, shortfall: 0 },
  );
}
