/**
 * One side of the Retention page: a row per subcontractor × contract with its retention money, what
 * is in the trust account, what instruments cover and the shortfall; under the table, the holder's
 * warning of any ledger holding money with nowhere recorded for it (CCA s 18D).
 */
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { LedgerTable_ledgers$key } from '../__generated__/LedgerTable_ledgers.graphql';
import { dollars } from '../lib/format';
import { orgPath, useOrgSlug } from '../shell/org';
import { Banner } from '../ui/Banner';
import { EmptyState } from '../ui/EmptyState';
import { Table, TBody, TFoot, Td, Th, THead, Tr } from '../ui/Table';
import { sideTotals } from './balances';

const fragment = graphql`
  fragment LedgerTable_ledgers on RetentionLedger @relay(plural: true) {
    contractId
    siteName
    ownerSlug
    contractSlug
    holderName
    payeeName
    weHold
    warning
    balances {
      retentionMoney
      heldInAccount
      coveredByInstruments
      shortfall
    }
  }
`;

export function LedgerTable({
  ledgers: key,
  side,
  empty,
}: {
  ledgers: LedgerTable_ledgers$key;
  side: 'weHold' | 'heldFromUs';
  empty: string;
}) {
  const ledgers = useFragment(fragment, key);
  const org = useOrgSlug();
  if (ledgers.length === 0) return <EmptyState compact title={empty} />;
  const total = sideTotals(ledgers);
  const warnings = ledgers.filter((l) => l.warning);
  return (
    <div className="flex flex-col gap-3">
      <Table dense data-testid={`retention-${side}`}>
        <THead>
          <Tr>
            <Th>Contract</Th>
            <Th>{side === 'weHold' ? 'Held for' : 'Held by'}</Th>
            <Th numeric>Retention money</Th>
            <Th numeric>In the trust account</Th>
            <Th numeric>Covered by instruments</Th>
            <Th numeric>Shortfall</Th>
          </Tr>
        </THead>
        <TBody>
          {ledgers.map((l) => (
            <Tr key={l.contractId} data-testid="retention-ledger">
              <Td>
                <Link className="link" to={orgPath(org, `projects/${l.ownerSlug}/${l.contractSlug}`)}>
                  {l.siteName}
                </Link>
              </Td>
              <Td>{side === 'weHold' ? l.payeeName : l.holderName}</Td>
              <Td numeric data-testid="retention-money">{dollars(Number(l.balances.retentionMoney))}</Td>
              <Td numeric>{dollars(Number(l.balances.heldInAccount))}</Td>
              <Td numeric>{dollars(Number(l.balances.coveredByInstruments))}</Td>
              <Td numeric data-testid="retention-shortfall" className={Number(l.balances.shortfall) > 0 ? 'font-semibold text-danger' : undefined}>
                {dollars(Number(l.balances.shortfall))}
              </Td>
            </Tr>
          ))}
        </TBody>
        {ledgers.length > 1 ? (
          <TFoot>
            <Tr>
              <Th scope="row" colSpan={2}>
                Total
              </Th>
              <Td numeric>{dollars(total.retentionMoney)}</Td>
              <Td numeric>{dollars(total.heldInAccount)}</Td>
              <Td numeric>{dollars(total.coveredByInstruments)}</Td>
              <Td numeric>{dollars(total.shortfall)}</Td>
            </Tr>
          </TFoot>
        ) : null}
      </Table>
      {warnings.map((l) => (
        <div key={l.contractId} data-testid="retention-warning">
          <Banner tone="danger" title={l.warning} />
        </div>
      ))}
    </div>
  );
}
