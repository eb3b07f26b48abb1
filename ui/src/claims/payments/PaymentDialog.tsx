/**
 * 'Record payment' (and 'Correct payment'): the date (today in Auckland, never in the future),
 * the amount including GST (the amount that remains by the viewer side's own records, typed as
 * money is everywhere: 1,234.56) and a reference. Each opening has one request key, so a double
 * click or a retried request records once. The server's refusals show beside their field
 * (extensions.field: amount, paidOn, reference), anything else above the buttons. The mutation
 * answers the claim with its new standing and payments, so every screen showing it updates.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { PaymentDialog_claim$key } from '../../__generated__/PaymentDialog_claim.graphql';
import type { paymentMutationsRecordMutation } from '../../__generated__/paymentMutationsRecordMutation.graphql';
import { todayInAuckland } from '../../domain/workingDays';
import { errorMessage, MutationError, mutate } from '../../relay/mutate';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { toast } from '../../ui/Toaster';
import { dollars } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { newRequestKey } from './paymentActions';
import { claimPaymentRecordMutation } from './paymentMutations';
import {
  checkForm,
  correctionForm,
  dialogTitle,
  formField,
  initialForm,
  MAX_REFERENCE,
  type PaymentErrors,
  type PaymentForm,
  type Side,
} from './paymentText';

export const PAYMENT_RECORDED = 'Payment recorded';
export const PAYMENT_CORRECTED = 'Payment corrected';

const fragment = graphql`
  fragment PaymentDialog_claim on Claim {
    contractId
    number
    viewerPaymentSide
    viewerOutstanding
  }
`;

/** A record being corrected: the dialog opens with its date, amount and reference. */
export interface Correcting {
  id: string;
  paidOn: string;
  amount: number;
  reference: string;
}

/** One opening of the dialog: its request key, what is typed, and the refusals shown. */
interface Opening {
  requestKey: string;
  form: PaymentForm;
  errors: PaymentErrors;
  problem: string | null;
}

export function PaymentDialog({
  claim: claimRef,
  open,
  onOpenChange,
  correcting = null,
}: {
  claim: PaymentDialog_claim$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  correcting?: Correcting | null;
}) {
  const claim = useFragment(fragment, claimRef);
  const environment = useRelayEnvironment();
  const side: Side = claim.viewerPaymentSide === 'Payer' ? 'Payer' : 'Payee';
  const remaining = claim.viewerOutstanding == null ? null : Number(claim.viewerOutstanding);

  // Each opening starts afresh: its own form and request key, set while rendering the opening
  // (so the dialog never shows the previous opening's values for a frame).
  const [opening, setOpening] = useState<Opening | null>(null);
  if (open && opening === null) {
    setOpening({
      requestKey: newRequestKey(),
      form: correcting ? correctionForm(correcting) : initialForm(remaining),
      errors: {},
      problem: null,
    });
  } else if (!open && opening !== null) {
    setOpening(null);
  }
  const [busy, setBusy] = useState(false);
  const form = opening?.form ?? initialForm(remaining);
  const errors = opening?.errors ?? {};
  const update = (patch: Partial<Opening>) => setOpening((o) => (o ? { ...o, ...patch } : o));

  const formId = `payment-${useId().replace(/:/g, '')}`;
  const fieldsRef = useRef<HTMLFormElement>(null);
  const today = todayInAuckland();

  const change = (key: keyof PaymentForm) => (value: string) =>
    setOpening((o) => (o ? { ...o, form: { ...o.form, [key]: value }, errors: { ...o.errors, [key]: undefined } } : o));

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !opening) return;
    update({ problem: null });
    const checked = checkForm(form, today);
    if (!checked.ok) {
      update({ errors: checked.errors });
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await mutate<paymentMutationsRecordMutation>(environment, claimPaymentRecordMutation, {
        input: {
          contractId: claim.contractId,
          number: claim.number,
          paidOn: checked.paidOn,
          amount: checked.amount,
          reference: checked.reference || null,
          correctsId: correcting?.id ?? null,
          requestKey: opening.requestKey,
        },
      });
      toast.success(correcting ? PAYMENT_CORRECTED : PAYMENT_RECORDED, {
        description: `${dollars(checked.amount)} on ${formatDate(checked.paidOn)}`,
      });
      onOpenChange(false);
    } catch (e) {
      const field = e instanceof MutationError ? formField(e.field) : null;
      const message = errorMessage(e);
      if (field) {
        setOpening((o) => (o ? { ...o, errors: { ...o.errors, [field]: message } } : o));
        focusFirstInvalid();
      } else {
        update({ problem: message });
      }
    } finally {
      setBusy(false);
    }
  };

  const description = correcting
    ? `This record replaces the payment of ${dollars(correcting.amount)} on ${formatDate(correcting.paidOn)}; the earlier one stays, struck through.`
    : side === 'Payer'
      ? 'A payment your side made for this claim, including GST. Record each part of a part payment as it is made.'
      : 'A payment your side received for this claim, including GST. Record each part of a part payment as it arrives.';
  const hint =
    !correcting && remaining != null && remaining > 0
      ? side === 'Payer'
        ? `Not yet recorded as sent: ${dollars(remaining)}`
        : `Outstanding: ${dollars(remaining)}`
      : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      dismissible={!busy}
      title={dialogTitle(side, correcting !== null)}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} data-testid="payment-save">
            {correcting ? 'Save correction' : 'Record payment'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={fieldsRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="payment-dialog">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Date paid" error={errors.paidOn} required>
            <Input type="date" name="paidOn" max={today} value={form.paidOn} onChange={(e) => change('paidOn')(e.target.value)} />
          </Field>
          <Field label="Amount (incl. GST)" error={errors.amount} hint={hint} required>
            <Input
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              leading="$"
              placeholder="0.00"
              value={form.amount}
              onChange={(e) => change('amount')(e.target.value)}
            />
          </Field>
        </div>
        <Field label="Reference" error={errors.reference} hint="Optional: the bank reference, remittance or invoice number.">
          <Input
            name="reference"
            maxLength={MAX_REFERENCE}
            autoComplete="off"
            value={form.reference}
            onChange={(e) => change('reference')(e.target.value)}
          />
        </Field>
        {opening?.problem ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-soft-fg">
            {opening.problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
