/**
 * The claim page's payments (both sides): what is payable, received and outstanding (the
 * server's figures, `Claim.standing`), both sides' totals when they differ, and every record
 * oldest first: 'Payment sent' (the customer's) or 'Payment received' (the supplier's), its date,
 * amount, reference and who recorded it; a record a later one replaced is struck through and
 * says what replaced it. 'Record payment' opens the dialog; each of the viewer side's records
 * that still counts can be corrected (the same dialog, filled in) or withdrawn (an amount of nil,
 * after a confirmation). Shown once the claim has been served, or has any record.
 */
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Banknote, Plus } from 'lucide-react';
import type { PaymentsPanel_claim$key } from '../../__generated__/PaymentsPanel_claim.graphql';
import type { paymentMutationsRecordMutation } from '../../__generated__/paymentMutationsRecordMutation.graphql';
import { cn } from '../../lib/cn';
import { errorMessage, mutate } from '../../relay/mutate';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader } from '../../ui/Card';
import { confirmDialog } from '../../ui/confirm';
import { Table, TBody, Td, Th, THead, Tr } from '../../ui/Table';
import { toast } from '../../ui/Toaster';
import { dollars } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { newRequestKey } from './paymentActions';
import { claimPaymentRecordMutation } from './paymentMutations';
import { PaymentDialog, type Correcting } from './PaymentDialog';
import { amountsDifferText, correctsText, NO_PAYMENTS, recordName, replacedText } from './paymentText';

export const PAYMENT_WITHDRAWN = 'Payment withdrawn';

const fragment = graphql`
  fragment PaymentsPanel_claim on Claim {
    contractId
    number
    status
    latest {
      id
    }
    viewerCanRecordPayment
    viewerPaymentSide
    standing {
      payable
      received
      outstanding
      paidByPayer
      paidToPayee
      amountsDiffer
    }
    payments {
      id
      side
      paidOn
      amount
      reference
      note
      correctsId
      isCorrected
      recordedBy
      recordedAt
      viewerCanCorrect
    }
    ...PaymentDialog_claim
  }
`;

function money(value: unknown): string {
  return value == null ? '\u2014' : dollars(Number(value));
}

export function PaymentsPanel({ claim: claimRef }: { claim: PaymentsPanel_claim$key }) {
  const claim = useFragment(fragment, claimRef);
  const environment = useRelayEnvironment();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [correcting, setCorrecting] = useState<Correcting | null>(null);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);

  const served = claim.latest != null && (claim.status === 'Sent' || claim.status === 'Scheduled');
  if (!served && !claim.payments.length) return null;

  const records = claim.payments.map((p) => ({ ...p, amount: Number(p.amount) }));
  const standing = claim.standing;
  const viewer = claim.viewerPaymentSide === 'Payer' || claim.viewerPaymentSide === 'Payee' ? claim.viewerPaymentSide : null;

  const open = (record: Correcting | null) => {
    setCorrecting(record);
    setDialogOpen(true);
  };

  const withdraw = async (record: (typeof records)[number]) => {
    const sure = await confirmDialog({
      title: 'Withdraw this payment?',
      description: `The record of ${dollars(record.amount)} on ${formatDate(record.paidOn)} will no longer count. It stays in the list, struck through.`,
      actionLabel: 'Withdraw',
      tone: 'danger',
    });
    if (!sure) return;
    setWithdrawing(record.id);
    try {
      await mutate<paymentMutationsRecordMutation>(environment, claimPaymentRecordMutation, {
        input: {
          contractId: claim.contractId,
          number: claim.number,
          paidOn: record.paidOn,
          amount: 0,
          correctsId: record.id,
          requestKey: newRequestKey(),
        },
      });
      toast.success(PAYMENT_WITHDRAWN);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setWithdrawing(null);
    }
  };

  return (
    <Card data-testid="payments" aria-labelledby="payments-title">
      <CardHeader
        title={<span id="payments-title">Payments</span>}
        actions={
          claim.viewerCanRecordPayment ? (
            <Button variant="secondary" size="sm" icon={<Plus />} onClick={() => open(null)} data-testid="record-payment">
              Record payment
            </Button>
          ) : null
        }
      />
      <CardBody className="flex flex-col gap-4 pt-3">
        <dl className="grid grid-cols-3 gap-3 sm:max-w-lg" data-testid="payment-totals">
          <Figure label="Payable" value={money(standing.payable)} />
          <Figure label="Received" value={money(standing.received)} testId="payments-received" />
          <Figure
            label="Outstanding"
            value={money(standing.outstanding)}
            testId="payments-outstanding"
            strong={standing.outstanding != null && Number(standing.outstanding) > 0}
          />
        </dl>
        {standing.amountsDiffer && standing.paidByPayer != null && standing.paidToPayee != null ? (
          <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-fg" data-testid="payments-differ">
            {amountsDifferText(viewer, Number(standing.paidByPayer), Number(standing.paidToPayee))}
          </p>
        ) : null}
        {records.length ? (
          <Table bare aria-label="Payments recorded" data-testid="payment-records" containerClassName="-mx-6 w-auto border-t border-border">
            <THead>
              <tr>
                <Th className="pl-6">Payment</Th>
                <Th>Date</Th>
                <Th numeric>Amount</Th>
                <Th className="hidden sm:table-cell">Reference</Th>
                <Th className="hidden md:table-cell">Recorded by</Th>
                <Th className="pr-6">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </THead>
            <TBody>
              {records.map((record) => {
                const replaced = record.isCorrected ? replacedText(record, records) : null;
                const corrects = correctsText(record, records);
                const struck = record.isCorrected ? 'line-through decoration-fg-subtle' : undefined;
                return (
                  <Tr key={record.id} data-testid="payment-record" data-corrected={record.isCorrected ? 'true' : 'false'}>
                    <Td className="pl-6">
                      <div className={cn('font-medium text-fg', struck, record.isCorrected && 'text-fg-subtle')}>
                        {recordName(record.side)}
                      </div>
                      {replaced ? <div className="text-xs text-fg-muted">{replaced}</div> : null}
                      {corrects ? <div className="text-xs text-fg-muted">{corrects}</div> : null}
                      {record.note && !corrects ? <div className="text-xs text-fg-subtle">{record.note}</div> : null}
                    </Td>
                    <Td className={cn('whitespace-nowrap', struck)} muted>
                      {formatDate(record.paidOn)}
                    </Td>
                    <Td numeric className={cn('whitespace-nowrap', struck, record.isCorrected ? 'text-fg-subtle' : 'text-fg')}>
                      {dollars(record.amount)}
                    </Td>
                    <Td muted className={cn('hidden max-w-48 truncate sm:table-cell', struck)} title={record.reference || undefined}>
                      {record.reference || '\u2014'}
                    </Td>
                    <Td muted className="hidden md:table-cell" title={`Recorded ${formatDate(record.recordedAt, true)}`}>
                      {record.recordedBy}
                    </Td>
                    <Td className="whitespace-nowrap pr-6 text-right">
                      {record.viewerCanCorrect ? (
                        <span className="inline-flex gap-1">
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => open({ id: record.id, paidOn: record.paidOn, amount: record.amount, reference: record.reference })}
                            aria-label={`Correct the payment of ${dollars(record.amount)} on ${formatDate(record.paidOn)}`}
                          >
                            Correct
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            loading={withdrawing === record.id}
                            onClick={() => void withdraw(record)}
                            aria-label={`Withdraw the payment of ${dollars(record.amount)} on ${formatDate(record.paidOn)}`}
                          >
                            Withdraw
                          </Button>
                        </span>
                      ) : null}
                    </Td>
                  </Tr>
                );
              })}
            </TBody>
          </Table>
        ) : (
          <p className="flex items-center gap-2 text-sm text-fg-muted" data-testid="payments-empty">
            <Banknote aria-hidden className="size-4 text-fg-subtle" />
            {NO_PAYMENTS}
          </p>
        )}
      </CardBody>
      <PaymentDialog claim={claim} open={dialogOpen} onOpenChange={setDialogOpen} correcting={correcting} />
    </Card>
  );
}

function Figure({ label, value, testId, strong }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className={cn('tabular text-sm', strong ? 'font-semibold text-fg' : 'text-fg')} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
