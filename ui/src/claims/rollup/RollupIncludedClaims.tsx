/**
 * The subcontract claims a head draft includes, each with 'Remove' (issue 40): undoing an inclusion takes
 * what the claim added out of the draft's lines again (claimRollupRemove: all or nothing, under the
 * ledger's lock, only on the draft), and the claim can then be included again. The server's refusal
 * shows beside the claim's action, word for word. The answer carries the claim with the page's
 * fragment, so its lines and totals update.
 */
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { Undo2 } from 'lucide-react';
import type { RollupIncludedClaimsRemoveMutation } from '../../__generated__/RollupIncludedClaimsRemoveMutation.graphql';
import { dollars } from '../../lib/format';
import { errorMessage, mutate } from '../../relay/mutate';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/Toaster';
import type { Rollup } from './rollupQuery';
import { includedClaims } from './rollupView';

export const REMOVED = 'Removed from your claim';

const removeMutation = graphql`
  mutation RollupIncludedClaimsRemoveMutation($input: ClaimRollupRemoveInput!) {
    claimRollupRemove(input: $input) {
      removed
      claim {
        ...claimMutations_claim
      }
    }
  }
`;

export function RollupIncludedClaims({ rollup, onChanged }: { rollup: Rollup; onChanged: () => Promise<unknown> }) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Map<string, string>>(() => new Map());
  const claims = includedClaims(rollup.included);
  if (claims.length === 0) return null;

  const remove = async (c: (typeof claims)[number]) => {
    setBusy(c.key);
    setErrors(new Map());
    try {
      const answer = await mutate<RollupIncludedClaimsRemoveMutation>(environment, removeMutation, {
        input: { contractId: rollup.contractId, number: rollup.number, subContractId: c.subContractId, subNumber: c.claimNumber },
      });
      await onChanged();
      toast.success(REMOVED, { description: `${dollars(Number(answer.claimRollupRemove?.removed ?? 0))} taken out` });
    } catch (e) {
      setErrors(new Map([[c.key, errorMessage(e)]]));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="rollup-included-claims" className="mt-4 border-t border-border pt-3">
      <h3 id="rollup-included-claims" className="mb-2 text-sm font-medium text-fg">
        Claims included
      </h3>
      <ul className="flex flex-col gap-2">
        {claims.map((c) => {
          const error = errors.get(c.key);
          const errorId = `rollup-remove-error-${c.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
          return (
            <li key={c.key} className="flex flex-col gap-1" data-testid="rollup-included-claim">
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="text-fg">
                  {c.subName} claim {c.claimNumber}
                  <span className="ml-2 tabular text-fg-muted">{dollars(c.amount)}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<Undo2 />}
                  loading={busy === c.key}
                  disabled={busy !== null && busy !== c.key}
                  aria-label={`Remove claim ${c.claimNumber} from ${c.subName} from this claim`}
                  aria-describedby={error ? errorId : undefined}
                  onClick={() => void remove(c)}
                >
                  Remove
                </Button>
              </div>
              {error ? (
                <p id={errorId} role="alert" className="text-sm text-danger-soft-fg" data-testid="rollup-remove-error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
