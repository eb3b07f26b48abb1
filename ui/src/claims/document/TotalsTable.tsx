/**
 * The claim's totals as the PDF shows them: gross claimed to date, then the server's rows
 * (retentions with the formula, which a draft edits here, previous claims, the GST exclusive
 * amount, GST, the net payment). While edits wait to be saved the totals are dimmed: they are
 * the server's, not yet the staged ones.
 */
import { graphql, useFragment } from 'react-relay';
import type { TotalsTable_totals$key } from '../../__generated__/TotalsTable_totals.graphql';
import { formatMoney } from '../../domain/money';
import type { RetentionFormula } from '../../domain/retention';
import { cn } from '../../lib/cn';
import { describeRetention } from '../retentionText';
import { dollars } from '../../lib/format';

const fragment = graphql`
  fragment TotalsTable_totals on ClaimTotals {
    grossToDate
    lines {
      label
      amount
    }
  }
`;

export function TotalsTable({
  totals: ref,
  formula,
  editable,
  pending,
  onEditRetention,
}: {
  totals: TotalsTable_totals$key;
  formula: RetentionFormula | null | undefined;
  editable: boolean;
  pending: boolean;
  onEditRetention: () => void;
}) {
  const totals = useFragment(fragment, ref);
  const hasRetention = !!formula && formula.marginalRates.length > 0;
  const rows = totals.lines;
  return (
    <div className="flex flex-col gap-2" data-testid="totals">
      <table className={cn('w-full text-sm transition-opacity', pending && 'opacity-60')} aria-busy={pending || undefined}>
        <caption className="sr-only">Totals</caption>
        <tbody>
          <tr>
            <th scope="row" className="py-1.5 text-left font-normal text-fg-muted">
              Gross claimed to date
            </th>
            <td className="py-1.5 text-right tabular text-fg">{formatMoney(Number(totals.grossToDate))}</td>
          </tr>
          {rows.map((row, i) => {
            const last = i === rows.length - 1;
            const isRetention = row.label === 'Less Retentions';
            return (
              <tr key={row.label} className={cn(last && 'text-base font-semibold')}>
                <th
                  scope="row"
                  className={cn(
                    'py-1.5 text-left font-normal text-fg-muted',
                    last && 'border-t-2 border-fg/80 pt-2.5 font-semibold text-fg',
                    row.label === 'GST Exclusive Amount' && 'border-t border-border font-medium text-fg',
                  )}
                >
                  <span className="flex flex-wrap items-center gap-x-2">
                    {row.label}
                    {isRetention && (hasRetention || editable) ? (
                      <span className="text-xs text-fg-subtle" data-testid="retention-formula">
                        {describeRetention(formula)}
                      </span>
                    ) : null}
                    {isRetention && editable ? (
                      <button type="button" className="link text-xs" onClick={onEditRetention} data-testid="edit-retention">
                        {hasRetention ? 'Edit' : 'Set retention'}
                      </button>
                    ) : null}
                  </span>
                </th>
                <td
                  className={cn(
                    'py-1.5 text-right tabular text-fg',
                    last && 'border-t-2 border-fg/80 pt-2.5',
                    row.label === 'GST Exclusive Amount' && 'border-t border-border font-medium',
                  )}
                  data-total={row.label}
                >
                  {last ? dollars(Number(row.amount)) : formatMoney(Number(row.amount))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {pending ? <p className="text-right text-xs text-fg-subtle">Totals update once your changes are saved.</p> : null}
    </div>
  );
}
