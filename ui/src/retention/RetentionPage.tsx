/**
 * /{org}/retention — the Retention page (issue 38): 'We hold' (retention money the organisation
 * holds as payer, per subcontractor × contract: held, in the trust account, covered, shortfall, and
 * the warning when nothing is recorded for it) and 'Held from us' (read-only: the ledgers of money
 * others hold from it), never netted, with the reason; then the trust account. One query
 * (app/graphql/retention), a fixed number of SQL statements whatever the number of ledgers.
 */
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { FileCheck, Landmark } from 'lucide-react';
import type { RetentionPageQuery } from '../__generated__/RetentionPageQuery.graphql';
import { Card, CardBody, CardHeader } from '../ui/Card';
import { PageHeader } from '../ui/PageHeader';
import { Loader } from '../ui/Spinner';
import { RetentionHistoryCard } from '../money/RetentionHistoryCard';
import { DefectNoticesReceived } from './DefectNoticesReceived';
import { DepositsOutstanding, ReleasesDue } from './DueCards';
import { InspectionCard, InspectionRequestHost, InspectionRowAction, useInspections } from './InspectionCard';
import type { InspectionRequestTarget } from './InspectionRequestDialog';
import { LedgerTable } from './LedgerTable';
import { RecordsCard } from './RecordsCard';
import { StatementsCard } from './StatementsCard';
import { RetentionEntry } from './RetentionEntry';
import { TrustAccountCard } from './TrustAccountCard';
import {
  HELD_FROM_US,
  LOADING_RETENTION,
  NOT_LEGAL_ADVICE,
  NOTHING_HELD_FROM_US,
  NOTHING_WE_HOLD,
  RETENTION_DESCRIPTION,
  RETENTION_TITLE,
  WE_HOLD,
  WE_HOLD_DESCRIPTION,
} from './texts';

const query = graphql`
  query RetentionPageQuery {
    retention {
      notNettedReason
      weHold {
        ...LedgerTable_ledgers
      }
      weHoldTotals {
        ...LedgerTable_totals
      }
      heldFromUs {
        ...LedgerTable_ledgers
      }
      heldFromUsTotals {
        ...LedgerTable_totals
      }
      ...TrustAccountCard_retention
    }
    ...StatementsCard_query
    ...RecordsCard_query
    ...RetentionHistoryCard_query
    ...DueCards_query
    ...InspectionCard_query
    ...DefectNoticesReceived_query
  }
`;

function Retention() {
  // Bumped when the trust account or a ledger entry is recorded: the page asks again (the balances,
  // the warnings and the account follow it).
  const [fetchKey, setFetchKey] = useState(0);
  const reload = () => setFetchKey((k) => k + 1);
  const data = useLazyLoadQuery<RetentionPageQuery>(query, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const retention = data.retention;
  // The subcontractor's requests to inspect the records (s 18FC): the 'Held from us' rows ask, the card lists.
  const inspections = useInspections(data);
  const [asking, setAsking] = useState<InspectionRequestTarget | null>(null);
  if (!retention) return null;
  return (
    <>
      <Card>
        <CardHeader title={WE_HOLD} description={WE_HOLD_DESCRIPTION} />
        <CardBody>
          <LedgerTable
            ledgers={retention.weHold}
            totals={retention.weHoldTotals}
            side="weHold"
            empty={NOTHING_WE_HOLD}
            onRecorded={reload}
          />
        </CardBody>
      </Card>
      <DepositsOutstanding query={data} holds={retention.weHold.length > 0} />
      <Card>
        <CardHeader title={HELD_FROM_US} description={retention.notNettedReason} />
        <CardBody>
          <LedgerTable
            ledgers={retention.heldFromUs}
            totals={retention.heldFromUsTotals}
            side="heldFromUs"
            empty={NOTHING_HELD_FROM_US}
            rowAction={
              inspections ? (contractId) => <InspectionRowAction inspections={inspections} contractId={contractId} onAsk={setAsking} /> : undefined
            }
          />
        </CardBody>
      </Card>
      <InspectionRequestHost
        inspections={inspections}
        target={asking}
        onClose={() => setAsking(null)}
        onSent={() => {
          setAsking(null);
          reload();
        }}
      />
      {/* Issue 38: retention held over time per contract, drawn (src/money). */}
      <RetentionHistoryCard query={data} />
      <DefectNoticesReceived query={data} show={retention.heldFromUs.length > 0} />
      <ReleasesDue query={data} />
      <TrustAccountCard retention={retention} onSaved={reload} />
      <StatementsCard query={data} onServed={reload} />
      {/* The internal report and the owners' export of every record (RecordsCard.tsx). */}
      <RecordsCard query={data} />
      <InspectionCard query={data} onChanged={reload} />
      {/* Bank reconciliation of the trust account (ReconcilePage.tsx). */}
      <RetentionEntry
        title="Bank reconciliation"
        description="Import the trust account's bank statement and reconcile it with the ledgers (CCA ss 18E, 18EA)."
        screen="reconcile"
        label="Reconcile"
        icon={Landmark}
      />
      {/* The quarterly compliance certificate (CertificatePage.tsx). */}
      <RetentionEntry
        title="Compliance certificate"
        description="Each quarter, the five checks of the trust records with their evidence, signed by a director (owners)."
        screen="certificate"
        label="Certificate"
        icon={FileCheck}
      />
    </>
  );
}

export function RetentionPage() {
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <title>Retention · Claimdesk</title>
      <PageHeader title={RETENTION_TITLE} description={`${RETENTION_DESCRIPTION} ${NOT_LEGAL_ADVICE}`} />
      <Suspense fallback={<Loader message={LOADING_RETENTION} />}>
        <Retention />
      </Suspense>
    </div>
  );
}

export { RetentionPage as Component };
