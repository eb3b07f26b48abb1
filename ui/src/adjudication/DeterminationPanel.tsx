/**
 * The determination of a notice of adjudication (issue 39, s 59): who made it and when, the amount, the
 * date it must be paid by and whether a charging order was approved; the payments recorded towards it; what
 * is still owed, as the server counts it (`determinationUnpaid`: never worked out here); and 'Record a
 * payment' (date, amount, reference) for a member who may record, as the server decides it
 * (`viewerCanAct`: Edit on the contract, either party, app/adjudication/policy.py `may_record`). The
 * server refuses a payment before the determination, in the future, or beyond what is owed, each beside its
 * field (app/adjudication/payments.py); the browser checks only what an empty or mistyped field is.
 * Nothing shows until a determination is recorded.
 */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DeterminationPanel_notice$key } from '../__generated__/DeterminationPanel_notice.graphql';
import type { DeterminationPanelPayMutation } from '../__generated__/DeterminationPanelPayMutation.graphql';
import { parseMoney } from '../domain/money';
import { RuleError } from '../domain/ruleError';
import { todayInAuckland } from '../domain/workingDays';
import { formatDate } from '../lib/dates';
import { dollars } from '../lib/format';
import { refusalErrors, useMutationPromise } from '../relay/mutate';
import { Badge, Button, Field, Input, toast } from '../ui';

const fragment = graphql`
  fragment DeterminationPanel_notice on AdjudicationNotice {
    number
    viewerCanAct
    determination {
      adjudicator
      madeOn
      amount
      payBy
      chargingOrderApproved
      noPayBy
    }
    determinationUnpaid
    payments {
      paidOn
      amount
      reference
      recordedBy
    }
  }
`;

const payMutation = graphql`
  mutation DeterminationPanelPayMutation($input: DeterminationPaymentRecordInput!) {
    determinationPaymentRecord(input: $input) {
      notice {
        number
        determinationUnpaid
      }
    }
  }
`;

export interface PaymentForm {
  paidOn: string;
  amount: string;
  reference: string;
}

export type PaymentErrors = Partial<Record<'paidOn' | 'amount' | 'reference', string>> & { whole?: string };

export const PAID_ON_REQUIRED = 'Enter the date it was paid';
export const AMOUNT_REQUIRED = 'Enter the amount paid';

/** The browser's checks: a date given, an amount that reads as money. The rest is the server's. */
export function checkPayment(form: PaymentForm): { ok: true; amount: number } | { ok: false; errors: PaymentErrors } {
  const errors: PaymentErrors = {};
  if (!form.paidOn) errors.paidOn = PAID_ON_REQUIRED;
  let amount = 0;
  const text = form.amount.trim().replace(/^\$/, '');
  if (!text) errors.amount = AMOUNT_REQUIRED;
  else {
    try {
      amount = parseMoney(text);
    } catch (e) {
      errors.amount = e instanceof RuleError ? e.message : String(e);
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, amount };
}

/** The fields a refusal may name: shown beside them, else above the button (`whole`). */
export const PAYMENT_FIELDS = ['paidOn', 'amount', 'reference'] as const;

export function DeterminationPanel({ contractId, notice: key, onDone }: { contractId: string; notice: DeterminationPanel_notice$key; onDone: () => void }) {
  const notice = useFragment(fragment, key);
  const made = notice.determination;
  if (!made) return null;
  const owed = notice.determinationUnpaid ?? 0;
  return (
    <section aria-label="Determination" data-testid="determination" className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold">Determination</h3>
        {owed === 0 ? <Badge tone="success">Paid in full</Badge> : null}
      </header>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-fg-muted">Adjudicator</dt>
        <dd data-testid="determination-adjudicator">{made.adjudicator}</dd>
        <dt className="text-fg-muted">Made on</dt>
        <dd>{formatDate(made.madeOn)}</dd>
        <dt className="text-fg-muted">Amount to be paid</dt>
        <dd className="tabular-nums">{dollars(made.amount)}</dd>
        <dt className="text-fg-muted">To be paid by</dt>
        <dd>{made.payBy ? formatDate(made.payBy) : 'No date recorded'}</dd>
        <dt className="text-fg-muted">Charging order</dt>
        <dd>{made.chargingOrderApproved ? 'Approved' : 'Not approved'}</dd>
      </dl>
      {notice.payments.length ? (
        <table className="w-full text-sm" aria-label="Payments towards the determination">
          <thead>
            <tr className="text-left text-xs text-fg-muted">
              <th className="py-1 pr-3 font-medium">Paid on</th>
              <th className="py-1 pr-6 text-right font-medium">Amount</th>
              <th className="py-1 pr-3 font-medium">Reference</th>
              <th className="py-1 font-medium">Recorded by</th>
            </tr>
          </thead>
          <tbody>
            {notice.payments.map((p, i) => (
              <tr key={i} className="border-t border-border" data-testid="determination-payment">
                <td className="py-1.5 pr-3 whitespace-nowrap">{formatDate(p.paidOn)}</td>
                <td className="py-1.5 pr-6 text-right tabular-nums">{dollars(p.amount)}</td>
                <td className="py-1.5 pr-3">{p.reference || '—'}</td>
                <td className="py-1.5 text-fg-muted">{p.recordedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-fg-muted">No payments recorded towards it yet.</p>
      )}
      <p className="text-sm font-medium" data-testid="determination-owed">
        {owed === 0 ? 'Nothing is owed: the determination has been paid in full.' : `Still owed: ${dollars(owed)}`}
      </p>
      {notice.viewerCanAct && owed > 0 ? (
        made.payBy ? (
          <PaymentRecorder contractId={contractId} number={notice.number} onDone={onDone} />
        ) : (
          <p className="text-sm text-fg-muted">{made.noPayBy}</p>
        )
      ) : null}
    </section>
  );
}

function PaymentRecorder({ contractId, number, onDone }: { contractId: string; number: number; onDone: () => void }) {
  const today = todayInAuckland();
  const [form, setForm] = useState<PaymentForm>({ paidOn: '', amount: '', reference: '' });
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [pay, paying] = useMutationPromise<DeterminationPanelPayMutation>(payMutation);
  const set = (patch: Partial<PaymentForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = async () => {
    const checked = checkPayment(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await pay({ input: { contractId, number, paidOn: form.paidOn, amount: checked.amount, reference: form.reference.trim() || null } });
      toast.success('Payment recorded');
      setForm({ paidOn: '', amount: '', reference: '' });
      onDone();
    } catch (e) {
      setErrors(refusalErrors(e, PAYMENT_FIELDS, 'whole'));
    }
  };

  return (
    <form
      className="flex flex-col gap-3 border-t border-border pt-3"
      aria-label="Record a payment"
      data-testid="determination-pay"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h4 className="text-sm font-semibold">Record a payment</h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Date paid" error={errors.paidOn} required>
          <Input type="date" name="paidOn" max={today} value={form.paidOn} onChange={(e) => set({ paidOn: e.target.value })} />
        </Field>
        <Field label="Amount (incl. GST)" error={errors.amount} required>
          <Input name="amount" inputMode="decimal" autoComplete="off" leading="$" placeholder="0.00" value={form.amount} onChange={(e) => set({ amount: e.target.value })} />
        </Field>
        <Field label="Reference" error={errors.reference} hint="Optional: the bank reference.">
          <Input name="reference" autoComplete="off" maxLength={100} value={form.reference} onChange={(e) => set({ reference: e.target.value })} />
        </Field>
      </div>
      {errors.whole ? (
        <p className="text-sm text-danger" role="alert">
          {errors.whole}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="secondary" loading={paying} data-testid="determination-pay-save">
          Record payment
        </Button>
      </div>
    </form>
  );
}
