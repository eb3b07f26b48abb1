/**
 * 'Include subcontract claims' (issue 40): choose the subcontract claims (the period's first; one a
 * schedule answered counts for the scheduled amount, one only sent for the claimed amount), map each
 * of their lines to a line of the head contract once (remembered per subcontract: claimRollupMap on
 * change), preview per head line what is added and from where, then include (claimRollupApply, all or
 * nothing). The server's refusals show beside what they are about: 'Map {sub line} to a line of your
 * contract before including it.' under the line, 'Claim N from {sub} was included in your claim M.'
 * under the claim. Applying answers the claim with the page's fragment, so its lines and totals update.
 */
import { useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { RollupDialogApplyMutation } from '../../__generated__/RollupDialogApplyMutation.graphql';
import type { RollupDialogMapMutation } from '../../__generated__/RollupDialogMapMutation.graphql';
import type { RollupDialogPreviewQuery, RollupDialogPreviewQuery$data } from '../../__generated__/RollupDialogPreviewQuery.graphql';
import { dollars } from '../../lib/format';
import { errorMessage, mutate, MutationError } from '../../relay/mutate';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { NativeSelect } from '../../ui/Input';
import { toast } from '../../ui/Toaster';
import type { Rollup } from './rollupQuery';
import { chosenRefs, claimKey, claimNote, problemsByField } from './rollupView';

export const INCLUDED = 'Included in your claim';

const previewQuery = graphql`
  query RollupDialogPreviewQuery($id: ID!, $number: Int!, $claims: [RollupClaimRef!]!) {
    claimRollup(contractId: $id, number: $number) {
      preview(claims: $claims) {
        added
        unchangedCount
        problems {
          field
          message
        }
        lines {
          headItemId
          headLineName
          current
          added
          after
          sources {
            subName
            claimNumber
            subItemId
            subLineName
            amount
          }
        }
      }
    }
  }
`;

const mapMutation = graphql`
  mutation RollupDialogMapMutation($input: ClaimRollupMapInput!) {
    claimRollupMap(input: $input) {
      added
    }
  }
`;

const applyMutation = graphql`
  mutation RollupDialogApplyMutation($input: ClaimRollupApplyInput!) {
    claimRollupApply(input: $input) {
      added
      claim {
        ...claimMutations_claim
      }
    }
  }
`;

type Preview = NonNullable<RollupDialogPreviewQuery$data['claimRollup']>['preview'];

export function RollupDialog({
  open,
  onOpenChange,
  rollup,
  onChanged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rollup: Rollup;
  onChanged: () => Promise<unknown>;
}) {
  const environment = useRelayEnvironment();
  // The period's claims, and any other not yet in a claim of yours: an older one included before is history.
  const claims = useMemo(
    () =>
      rollup.subClaims
        .filter((c) => c.inPeriod || c.includedIn === null)
        .map((c) => ({ ...c, contractId: c.subContractId, key: claimKey({ contractId: c.subContractId, number: c.number }) })),
    [rollup.subClaims],
  );
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const [preview, setPreview] = useState<Preview | null>(null);
  const [errors, setErrors] = useState<Map<string, string>>(() => new Map());
  const [busy, setBusy] = useState(false);
  const targets = rollup.headLines.filter((h) => !h.isMargin).map((h) => ({ value: h.itemId, label: h.name || h.itemId }));
  const refs = chosenRefs(claims, chosen);
  const variables = { id: rollup.contractId, number: rollup.number };

  const reset = () => {
    setPreview(null);
    setErrors(new Map());
  };
  const toggle = (key: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(key);
    else next.delete(key);
    setChosen(next);
    reset();
  };
  // The server names a problem by the chosen claim's index in `refs` ('claims.0', 'claims.0.lines.1').
  const fieldOf = (key: string) => `claims.${refs.findIndex((r) => claimKey(r) === key)}`;

  const setMap = async (subContractId: string, subItemId: string, headItemId: string) => {
    reset();
    try {
      await mutate<RollupDialogMapMutation>(environment, mapMutation, {
        input: { contractId: rollup.contractId, number: rollup.number, subContractId, lines: [{ subItemId, headItemId: headItemId || null }] },
      });
      await onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };

  const showPreview = async () => {
    setBusy(true);
    try {
      const data = await fetchQuery<RollupDialogPreviewQuery>(
        environment,
        previewQuery,
        { ...variables, claims: refs },
        { networkCacheConfig: { metadata: { errorDialog: false } }, fetchPolicy: 'network-only' },
      ).toPromise();
      const found = data?.claimRollup?.preview ?? null;
      setPreview(found);
      setErrors(problemsByField(found?.problems ?? []));
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    setBusy(true);
    try {
      const answer = await mutate<RollupDialogApplyMutation>(environment, applyMutation, {
        input: { contractId: rollup.contractId, number: rollup.number, claims: refs },
      });
      await onChanged();
      toast.success(INCLUDED, { description: `${dollars(answer.claimRollupApply?.added ?? 0)} added` });
      setChosen(new Set());
      reset();
      onOpenChange(false);
    } catch (e) {
      if (e instanceof MutationError && e.field) setErrors(new Map([[e.field, e.message]]));
      else toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      size="xl"
      title="Include subcontract claims"
      description={rollup.introText}
      footer={
        <>
          <Button variant="secondary" onClick={() => void showPreview()} disabled={refs.length === 0} loading={busy && !preview}>
            Preview
          </Button>
          <Button
            onClick={() => void apply()}
            disabled={!preview || preview.problems.length > 0 || preview.lines.length === 0}
            loading={busy && preview !== null}
          >
            Include
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4" data-testid="rollup-dialog">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-fg">Claims</legend>
          {claims.map((c) => {
            const on = chosen.has(c.key);
            const claimError = on ? errors.get(fieldOf(c.key)) : undefined;
            return (
              <div key={c.key} className="flex flex-col gap-2 rounded-md border border-border p-3" data-testid="rollup-claim">
                <Checkbox
                  checked={on}
                  disabled={c.includedHere}
                  onCheckedChange={(v) => toggle(c.key, v)}
                  label={`${c.subName}, claim ${c.number}: ${dollars(c.amount)} ${c.basis === 'scheduled' ? 'scheduled' : 'claimed'}`}
                  description={claimNote(c)}
                />
                {claimError ? (
                  <p role="alert" className="text-sm text-danger-soft-fg" data-testid="rollup-claim-error">
                    {claimError}
                  </p>
                ) : null}
                {on ? (
                  <div className="grid gap-2 pl-6 sm:grid-cols-2">
                    {c.lines.map((line, j) => {
                      const lineError = errors.get(`${fieldOf(c.key)}.lines.${j}`);
                      return (
                        <Field
                          key={line.itemId}
                          label={`${line.name || line.itemId} (${dollars(line.amount)})`}
                          error={lineError ?? (line.headItemId ? undefined : (line.unmappedText ?? undefined))}
                        >
                          <NativeSelect
                            value={line.headItemId ?? ''}
                            placeholder="Choose a line of your contract"
                            options={targets}
                            invalid={!line.headItemId}
                            onChange={(e) => void setMap(c.subContractId, line.itemId, e.target.value)}
                            data-testid="rollup-map"
                          />
                        </Field>
                      );
                    })}
                  </div>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        {preview && preview.problems.length === 0 ? (
          <section aria-labelledby="rollup-preview-title" data-testid="rollup-preview">
            <h3 id="rollup-preview-title" className="mb-2 text-sm font-medium text-fg">
              What is added to your claim
            </h3>
            {preview.lines.length === 0 ? (
              <p className="text-sm text-fg-muted">Nothing new: the claims chosen are included already.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {preview.lines.map((line) => (
                  <li key={line.headItemId} className="text-sm" data-testid="rollup-preview-line">
                    <div className="flex flex-wrap justify-between gap-2">
                      <span className="font-medium text-fg">{line.headLineName}</span>
                      <span className="tabular text-fg">
                        {dollars(line.current)} + {dollars(line.added)} = {dollars(line.after)}
                      </span>
                    </div>
                    <ul className="pl-4 text-fg-muted">
                      {line.sources.map((s) => (
                        <li key={`${s.subName}:${s.claimNumber}:${s.subItemId}`}>
                          From {s.subName} claim {s.claimNumber}: {s.subLineName} {dollars(s.amount)}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
                <li className="flex justify-between border-t border-border pt-2 text-sm font-medium" data-testid="rollup-preview-total">
                  <span>Added in all</span>
                  <span className="tabular">{dollars(preview.added)}</span>
                </li>
              </ul>
            )}
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
