/**
 * 'Subcontract claims' on a head contract's draft claim (issue 40; app/payments/rollup.py): what the
 * draft includes of its subcontract claims, each entry with its source (subcontractor, claim, line),
 * 'source changed' when a source no longer counts for what was added, 'Remove' per claim included
 * (RollupIncludedClaims.tsx), and 'Include subcontract claims', the dialog that chooses, maps, previews
 * and applies (RollupDialog.tsx).
 *
 * Shown to the head contractor only (the query answers null to anyone else) and only when the
 * contract has subcontract claims or the draft includes some: a claim of any other contract shows
 * nothing. The entries are the head contractor's own working papers: the principal never sees them.
 */
import { Suspense, useCallback, useState } from 'react';
import { fetchQuery, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { Layers } from 'lucide-react';
import type { RollupPanelQuery } from '../../__generated__/RollupPanelQuery.graphql';
import { dollars } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { RollupDialog } from './RollupDialog';
import { RollupIncludedClaims } from './RollupIncludedClaims';
import { rollupPanelQuery } from './rollupQuery';
import { byHeadLine } from './rollupView';

export const INCLUDE_SUBCONTRACT_CLAIMS = 'Include subcontract claims';

export function RollupPanel({ contractId, number }: { contractId: string; number: number }) {
  return (
    <Suspense fallback={null}>
      <RollupLoaded contractId={contractId} number={number} />
    </Suspense>
  );
}

function RollupLoaded({ contractId, number }: { contractId: string; number: number }) {
  const environment = useRelayEnvironment();
  const variables = { id: contractId, number };
  const data = useLazyLoadQuery<RollupPanelQuery>(rollupPanelQuery, variables, { fetchPolicy: 'store-and-network' });
  const [open, setOpen] = useState(false);
  const refresh = useCallback(
    () => fetchQuery<RollupPanelQuery>(environment, rollupPanelQuery, { id: contractId, number }).toPromise(),
    [environment, contractId, number],
  );
  const rollup = data.claimRollup;
  if (!rollup || (rollup.subClaims.length === 0 && rollup.included.length === 0)) return null;
  const groups = byHeadLine(rollup.included);
  return (
    <Card data-testid="rollup-panel">
      <CardHeader
        title={
          <span className="flex items-center gap-2">
            Subcontract claims
            {rollup.sourceChanged ? (
              <Badge tone="warning" dot>
                <span data-testid="rollup-source-changed">{rollup.sourceChangedText}</span>
              </Badge>
            ) : null}
          </span>
        }
        description="Subcontract claims included in this claim, each with where it comes from. Your margin lines stay your own."
        actions={
          <Button variant="secondary" icon={<Layers />} onClick={() => setOpen(true)}>
            {INCLUDE_SUBCONTRACT_CLAIMS}
          </Button>
        }
      />
      <CardBody>
        {groups.length === 0 ? (
          <p className="text-sm text-fg-muted">None included yet.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Included subcontract claims">
            {groups.map((group) => (
              <li key={group.headItemId} data-testid="rollup-line" data-item-id={group.headItemId}>
                <div className="text-sm font-medium text-fg">{group.name}</div>
                <ul className="mt-1 flex flex-col gap-1">
                  {group.entries.map((entry) => (
                    <li
                      key={`${entry.subName}:${entry.claimNumber}:${entry.subItemId}`}
                      className="flex flex-wrap items-baseline justify-between gap-2 text-sm"
                      data-testid="rollup-source"
                    >
                      <span className="text-fg-muted">{entry.sourceText}</span>
                      <span className="tabular text-fg">
                        {dollars(entry.amount)}
                        {entry.changed ? (
                          <span className="ml-2 text-warning-soft-fg">
                            {entry.currentAmount === null ? 'withdrawn' : `now ${dollars(entry.currentAmount)}`}
                          </span>
                        ) : null}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        <RollupIncludedClaims rollup={rollup} onChanged={refresh} />
      </CardBody>
      <RollupDialog open={open} onOpenChange={setOpen} rollup={rollup} onChanged={refresh} />
    </Card>
  );
}
