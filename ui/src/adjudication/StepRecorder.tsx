/**
 * Recording a step of a served notice of adjudication as it happened (issue 39): the step, the day, and
 * the fields that step needs, shown for that step only: the acceptance may name the adjudicator; an
 * extension of the response's time its new last day (s 37), of the determination's a date the parties
 * agreed (left empty: 30 working days, by the adjudicator, s 46(2)(b)); the determination its adjudicator,
 * amount, date for payment and whether a charging order was approved (a yes/no with no default: an
 * unanswered question is never read as 'no'). The server checks again and counts the timetable from the
 * step (app/adjudication/service.py `record`); its refusals show beside the field they name.
 *
 * The step→fields rule, the input sent (only the chosen step's fields) and the browser's own checks are
 * pure functions, tested in StepRecorder.test.tsx.
 */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StepRecorder_notice$key } from '../__generated__/StepRecorder_notice.graphql';
import type { StepRecorderMutation } from '../__generated__/StepRecorderMutation.graphql';
import { parseMoney } from '../domain/money';
import { RuleError } from '../domain/ruleError';
import { refusalErrors, useMutationPromise } from '../relay/mutate';
import { Button, Field, Input, NativeSelect, toast } from '../ui';

const fragment = graphql`
  fragment StepRecorder_notice on AdjudicationNotice {
    number
    noticeDate
    viewerCanAct
  }
`;

const recordMutation = graphql`
  mutation StepRecorderMutation($input: AdjudicationStepRecordInput!) {
    adjudicationStepRecord(input: $input) {
      notice {
        number
      }
    }
  }
`;

export type StepKind = 'accepted' | 'claim_served' | 'response_served' | 'response_extended' | 'determination_extended' | 'determined';

/** The fields a step may carry beyond its day (the mutation input's names, which the server's refusals name). */
export type StepField = 'adjudicator' | 'extendedTo' | 'amount' | 'payBy' | 'chargingOrderApproved';

export const STEPS: ReadonlyArray<{ kind: StepKind; label: string; fields: readonly StepField[] }> = [
  { kind: 'accepted', label: 'Notice of acceptance received', fields: ['adjudicator'] },
  { kind: 'claim_served', label: 'Adjudication claim served', fields: [] },
  { kind: 'response_served', label: 'Response served', fields: [] },
  { kind: 'response_extended', label: 'Time for the response extended', fields: ['extendedTo'] },
  { kind: 'determination_extended', label: 'Time for the determination extended', fields: ['extendedTo'] },
  { kind: 'determined', label: 'Determination made', fields: ['adjudicator', 'amount', 'payBy', 'chargingOrderApproved'] },
];

/** The fields shown for `kind`, in the order shown. */
export function stepFields(kind: StepKind): readonly StepField[] {
  return STEPS.find((s) => s.kind === kind)?.fields ?? [];
}

export interface StepForm {
  kind: StepKind;
  on: string;
  adjudicator: string;
  extendedTo: string;
  amount: string;
  payBy: string;
  /** null: not answered (no default). */
  chargingOrderApproved: boolean | null;
}

export const EMPTY_STEP: StepForm = { kind: 'accepted', on: '', adjudicator: '', extendedTo: '', amount: '', payBy: '', chargingOrderApproved: null };

export type StepErrors = Partial<Record<'on' | StepField, string>>;

export const ON_REQUIRED = 'Enter the day it happened';
export const EXTENDED_TO_REQUIRED = 'Enter the new last day';
export const AMOUNT_REQUIRED = 'Enter the amount the determination orders paid (0.00 for none)';
export const CHARGING_ORDER_UNANSWERED = 'Say whether the adjudicator approved a charging order';

/**
 * The browser's own checks, for what the server cannot tell from an empty field: the day, the response's new
 * last day, the amount as money, and the charging-order question answered. Everything else (the order of the
 * steps, dates before the notice, the adjudicator named) is the server's, beside the same fields.
 */
export function checkStep(form: StepForm): { ok: true; amount: number | null } | { ok: false; errors: StepErrors } {
  const errors: StepErrors = {};
  const fields = stepFields(form.kind);
  if (!form.on) errors.on = ON_REQUIRED;
  if (form.kind === 'response_extended' && !form.extendedTo) errors.extendedTo = EXTENDED_TO_REQUIRED;
  let amount: number | null = null;
  if (fields.includes('amount')) {
    const text = form.amount.trim().replace(/^\$/, '');
    if (!text) errors.amount = AMOUNT_REQUIRED;
    else {
      try {
        amount = parseMoney(text);
      } catch (e) {
        errors.amount = e instanceof RuleError ? e.message : String(e);
      }
    }
  }
  if (fields.includes('chargingOrderApproved') && form.chargingOrderApproved === null) errors.chargingOrderApproved = CHARGING_ORDER_UNANSWERED;
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, amount };
}

/** The mutation's input: the step, its day, and only the fields its kind carries (nothing typed for another step). */
export function stepInput(contractId: string, number: number, form: StepForm, amount: number | null) {
  const fields = stepFields(form.kind);
  const has = (f: StepField) => fields.includes(f);
  return {
    contractId,
    number,
    kind: form.kind,
    on: form.on,
    adjudicator: has('adjudicator') && form.adjudicator.trim() ? form.adjudicator.trim() : null,
    extendedTo: has('extendedTo') && form.extendedTo ? form.extendedTo : null,
    amount: has('amount') ? amount : null,
    payBy: has('payBy') && form.payBy ? form.payBy : null,
    chargingOrderApproved: has('chargingOrderApproved') ? form.chargingOrderApproved : null,
  };
}

/** The fields a refusal may name: shown beside them, else above the button (`whole`). */
export const KNOWN_FIELDS = ['on', 'adjudicator', 'extendedTo', 'amount', 'payBy', 'chargingOrderApproved'] as const;

const EXTENDED_TO_LABEL: Partial<Record<StepKind, { label: string; hint: string }>> = {
  response_extended: { label: 'The new last day for the response', hint: 'The day the adjudicator extended the time for the response to (s 37).' },
  determination_extended: {
    label: 'The new last day for the determination',
    hint: 'A later day the parties agreed (s 46(2)). Leave it empty when the adjudicator extended the time to 30 working days.',
  },
};

export function StepRecorder({ contractId, notice: key, onDone }: { contractId: string; notice: StepRecorder_notice$key; onDone: () => void }) {
  const notice = useFragment(fragment, key);
  const [form, setForm] = useState<StepForm>(EMPTY_STEP);
  const [errors, setErrors] = useState<StepErrors & { whole?: string }>({});
  const [record, recording] = useMutationPromise<StepRecorderMutation>(recordMutation);
  if (!notice.viewerCanAct) return null;
  const fields = stepFields(form.kind);
  const set = (patch: Partial<StepForm>) => setForm((f) => ({ ...f, ...patch }));
  const prefix = `step-${notice.number}`;

  const save = async () => {
    const checked = checkStep(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      await record({ input: stepInput(contractId, notice.number, form, checked.amount) });
      toast.success('Recorded');
      setForm(EMPTY_STEP);
      onDone();
    } catch (e) {
      setErrors(refusalErrors(e, KNOWN_FIELDS, 'whole'));
    }
  };

  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-border p-3"
      aria-label="Record a step"
      data-testid="step-recorder"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 className="text-sm font-semibold">Record a step</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Step">
          <NativeSelect
            name="kind"
            value={form.kind}
            onChange={(e) => {
              set({ kind: e.target.value as StepKind });
              setErrors({});
            }}
          >
            {STEPS.map((s) => (
              <option key={s.kind} value={s.kind}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={form.kind === 'determined' ? 'The day it was made' : 'The day it happened'} error={errors.on} required>
          <Input type="date" name="on" min={notice.noticeDate ?? undefined} value={form.on} onChange={(e) => set({ on: e.target.value })} />
        </Field>
        {fields.includes('adjudicator') ? (
          <Field label="Adjudicator" error={errors.adjudicator} required={form.kind === 'determined'} hint={form.kind === 'accepted' ? 'Optional: who accepted the appointment.' : undefined}>
            <Input name="adjudicator" autoComplete="off" maxLength={200} value={form.adjudicator} onChange={(e) => set({ adjudicator: e.target.value })} />
          </Field>
        ) : null}
        {fields.includes('extendedTo') ? (
          <Field label={EXTENDED_TO_LABEL[form.kind]?.label ?? 'The new last day'} hint={EXTENDED_TO_LABEL[form.kind]?.hint} error={errors.extendedTo} required={form.kind === 'response_extended'}>
            <Input type="date" name="extendedTo" value={form.extendedTo} onChange={(e) => set({ extendedTo: e.target.value })} />
          </Field>
        ) : null}
        {fields.includes('amount') ? (
          <Field label="Amount to be paid (incl. GST)" error={errors.amount} required>
            <Input name="amount" inputMode="decimal" autoComplete="off" leading="$" placeholder="0.00" value={form.amount} onChange={(e) => set({ amount: e.target.value })} />
          </Field>
        ) : null}
        {fields.includes('payBy') ? (
          <Field label="To be paid by" error={errors.payBy} hint="The date the determination says it must be paid by. Without it, it grounds no suspension (s 59).">
            <Input type="date" name="payBy" value={form.payBy} onChange={(e) => set({ payBy: e.target.value })} />
          </Field>
        ) : null}
      </div>
      {fields.includes('chargingOrderApproved') ? (
        <fieldset className="flex flex-col gap-1" aria-describedby={errors.chargingOrderApproved ? `${prefix}-charging-error` : undefined}>
          <legend className="text-sm font-medium">Was a charging order approved?</legend>
          <div className="flex gap-4 text-sm">
            {([true, false] as const).map((value) => (
              <label key={String(value)} className="inline-flex items-center gap-1.5">
                <input
                  type="radio"
                  name={`${prefix}-charging`}
                  value={value ? 'yes' : 'no'}
                  checked={form.chargingOrderApproved === value}
                  aria-invalid={errors.chargingOrderApproved ? true : undefined}
                  onChange={() => set({ chargingOrderApproved: value })}
                />
                {value ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
          {errors.chargingOrderApproved ? (
            <p id={`${prefix}-charging-error`} className="text-sm text-danger" role="alert" data-field-error>
              {errors.chargingOrderApproved}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {errors.whole ? (
        <p className="text-sm text-danger" role="alert">
          {errors.whole}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="secondary" loading={recording} data-testid="step-record">
          Record
        </Button>
      </div>
    </form>
  );
}
