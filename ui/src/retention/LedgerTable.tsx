/**
 * One side of the Retention page: a row per subcontractor × contract with its retention money, what
 * is in the trust account, what instruments cover and the shortfall; under the table, the holder's
 * warning of any ledger holding money with nowhere recorded for it (CCA s 18D). On 'We hold', a
 * 'Record' menu per ledger the viewer may record on (a deposit, a release, an instrument: RecordDialog; a
 * correction of one of its entries: CorrectionDialog).
 */
import { useState, type ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { LedgerTable_ledgers$key } from '../__generated__/LedgerTable_ledgers.graphql';
import type { LedgerTable_totals$key } from '../__generated__/LedgerTable_totals.graphql';
import { dollars } from '../lib/format';
import { contractPath } from '../projects/paths';
import { useOrgSlug } from '../shell/org';
import { Banner } from '../ui/Banner';
import { IconButton } from '../ui/Button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../ui/Menu';
import { EmptyState } from '../ui/EmptyState';
import { Table, TBody, TFoot, Td, Th, THead, Tr } from '../ui/Table';
import { CorrectionDialog, type CorrectionTarget } from './CorrectionDialog';
import { DefectNoticeDialog, type DefectTarget } from './DefectNoticeDialog';
import { RecordDialog, type RecordTarget } from './RecordDialog';
import { MENU_LABELS, type RecordKind } from './recordForm';

const RECORD_KINDS: RecordKind[] = ['deposited', 'released', 'instrument'];

const fragment = graphql`
  fragment LedgerTable_ledgers on RetentionLedger @relay(plural: true) {
    contractId
    siteName
    ownerSlug
    contractSlug
    holderName
    payeeName
    weHold
    viewerCanRecord
    warning
    releaseClaimsOut
    balances {
      retentionMoney
      heldInAccount
      coveredByInstruments
      shortfall
    }
  }
`;

// The side's totals as the server sums them (each figure the sum of its ledgers': the shortfall is what s 18D turns on).
const totalsFragment = graphql`
  fragment LedgerTable_totals on RetentionBalances {
    retentionMoney
    heldInAccount
    coveredByInstruments
    shortfall
  }
`;

export function LedgerTable({
  ledgers: key,
  totals: totalsKey,
  side,
  empty,
  onRecorded,
  rowAction,
}: {
  ledgers: LedgerTable_ledgers$key;
  totals: LedgerTable_totals$key;
  side: 'weHold' | 'heldFromUs';
  empty: string;
  /** After a deposit, release or instrument is recorded: the page asks for its balances again. */
  onRecorded?: () => void;
  /** 'Held from us': an action per row (the inspection request, InspectionCard), in a last column. */
  rowAction?: (contractId: string) => ReactNode;
}) {
  const ledgers = useFragment(fragment, key);
  const total = useFragment(totalsFragment, totalsKey);
  const org = useOrgSlug();
  const [recording, setRecording] = useState<RecordTarget | null>(null);
  const [defects, setDefects] = useState<DefectTarget | null>(null);
  const [correcting, setCorrecting] = useState<CorrectionTarget | null>(null);
  // Only the holder records, and only where it may (the server checks again).
  const recordable = side === 'weHold' && ledgers.some((l) => l.viewerCanRecord);
  const acts = rowAction !== undefined;
  if (ledgers.length === 0) return <EmptyState compact title={empty} />;
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
            {recordable ? (
              <Th>
                <span className="sr-only">Record</span>
              </Th>
            ) : null}
            {acts ? (
              <Th>
                <span className="sr-only">Inspection</span>
              </Th>
            ) : null}
          </Tr>
        </THead>
        <TBody>
          {ledgers.map((l) => (
            <Tr key={l.contractId} data-testid="retention-ledger">
              <Td>
                <Link className="link" to={contractPath(org, l.ownerSlug, l.contractSlug)}>
                  {l.siteName}
                </Link>
              </Td>
              <Td>{side === 'weHold' ? l.payeeName : l.holderName}</Td>
              <Td numeric data-testid="retention-money">{dollars(Number(l.balances.retentionMoney))}</Td>
              <Td numeric data-testid="retention-held-in-account">{dollars(Number(l.balances.heldInAccount))}</Td>
              <Td numeric>{dollars(Number(l.balances.coveredByInstruments))}</Td>
              <Td numeric data-testid="retention-shortfall" className={Number(l.balances.shortfall) > 0 ? 'font-semibold text-danger' : undefined}>
                {dollars(Number(l.balances.shortfall))}
              </Td>
              {recordable ? (
                <Td className="w-0 text-right">
                  {l.viewerCanRecord ? (
                    <Menu>
                      <MenuTrigger asChild>
                        {/* A square button: the table has no room for a word at the page's width. */}
                        <IconButton size="sm" variant="secondary" icon={<Plus aria-hidden />} label={`Record on ${l.siteName}`} />
                      </MenuTrigger>
                      <MenuContent>
                        {RECORD_KINDS.map((kind) => (
                          <MenuItem
                            key={kind}
                            onSelect={() => setRecording({ contractId: l.contractId, siteName: l.siteName, payeeName: l.payeeName, kind, claimsOut: l.releaseClaimsOut })}
                          >
                            {MENU_LABELS[kind]}
                          </MenuItem>
                        ))}
                        {/* A use for defects only under a served notice (DefectNoticeDialog). */}
                        <MenuItem onSelect={() => setDefects({ contractId: l.contractId, siteName: l.siteName, payeeName: l.payeeName })}>
                          Use for defects (notice first)
                        </MenuItem>
                        {/* Append only: a mistake is a correction naming the entry it corrects. */}
                        <MenuItem onSelect={() => setCorrecting({ contractId: l.contractId, siteName: l.siteName, payeeName: l.payeeName })}>
                          Correct an entry
                        </MenuItem>
                      </MenuContent>
                    </Menu>
                  ) : null}
                </Td>
              ) : null}
              {acts ? <Td className="w-36 text-right">{rowAction(l.contractId)}</Td> : null}
            </Tr>
          ))}
        </TBody>
        {ledgers.length > 1 ? (
          <TFoot>
            <Tr>
              <Th scope="row" colSpan={2}>
                Total
              </Th>
              <Td numeric>{dollars(Number(total.retentionMoney))}</Td>
              <Td numeric>{dollars(Number(total.heldInAccount))}</Td>
              <Td numeric>{dollars(Number(total.coveredByInstruments))}</Td>
              <Td numeric>{dollars(Number(total.shortfall))}</Td>
              {recordable ? <Td /> : null}
              {acts ? <Td /> : null}
            </Tr>
          </TFoot>
        ) : null}
      </Table>
      {warnings.map((l) => (
        <div key={l.contractId} data-testid="retention-warning">
          <Banner tone="danger" title={l.warning} />
        </div>
      ))}
      <RecordDialog
        target={recording}
        onOpenChange={(open) => (open ? undefined : setRecording(null))}
        onSaved={() => {
          setRecording(null);
          onRecorded?.();
        }}
      />
      <CorrectionDialog
        target={correcting}
        onOpenChange={(open) => (open ? undefined : setCorrecting(null))}
        onSaved={() => {
          setCorrecting(null);
          onRecorded?.();
        }}
      />
      <DefectNoticeDialog
        target={defects}
        onOpenChange={(open) => (open ? undefined : setDefects(null))}
        onUsed={() => onRecorded?.()}
      />
    </div>
  );
}
