/**
 * Project settings: the contract's payment terms (issue 34): when claims are made, the working days
 * the payer has for a payment schedule, and when payment is due. A new claim's date and due date
 * default from them; a claim already sent keeps the terms it was sent under. A term left empty is not
 * stated and the Act fills it; the card says so (`actNotes`, from the server). Each refusal shows
 * beside its field: checked here first (src/domain/paymentTerms.ts), then by the server.
 * (It replaces the card that held the schedule period alone.)
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentTermsCard_contract$key } from '../__generated__/PaymentTermsCard_contract.graphql';
import type { PaymentTermsCardMutation } from '../__generated__/PaymentTermsCardMutation.graphql';
import { termsFrom, termsProblem, type DueKind, type Terms, type TermsField } from '../domain/paymentTerms';
import { formatDate } from '../lib/dates';
import { WHOLE, WHOLE_NUMBER } from '../lib/wholeNumber';
import { MutationError, errorMessage, useMutationPromise } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { Field } from '../ui/Field';
import { Input, NativeSelect } from '../ui/Input';
import { toast } from '../ui/Toaster';

const fragment = graphql`
  fragment PaymentTermsCard_contract on Contract {
    id
    paymentTerms {
      claimDay
      claimDay2
      claimEveryWeeks
      claimFrom
      scheduleWorkingDays
      dueKind
      dueValue
      description
      actNotes
      nextClaimDate
      nextDueDate
    }
  }
`;

const mutation = graphql`
  mutation PaymentTermsCardMutation($input: ContractTermsUpdateInput!) {
    contractTermsUpdate(input: $input) {
      contract {
        id
        scheduleWorkingDays
        ...PaymentTermsCard_contract
      }
    }
  }
`;

type ClaimRule = 'none' | 'monthly' | 'twice' | 'weeks';

/** The form's text fields, as typed. */
interface Draft {
  claimRule: ClaimRule;
  claimDay: string;
  claimDay2: string;
  claimEveryWeeks: string;
  claimFrom: string;
  scheduleWorkingDays: string;
  dueKind: DueKind | '';
  dueValue: string;
}

export const CLAIM_RULES: { value: ClaimRule; label: string }[] = [
  { value: 'none', label: 'Not stated (the day the claim is made)' },
  { value: 'monthly', label: 'A day of each month' },
  { value: 'twice', label: 'Two days of each month' },
  { value: 'weeks', label: 'Every so many weeks' },
];

export const DUE_KINDS: { value: DueKind | ''; label: string }[] = [
  { value: '', label: "Not stated (20 working days, the Act's default)" },
  { value: 'WorkingDays', label: 'Working days after the claim' },
  { value: 'Days', label: 'Days after the claim' },
  { value: 'DayOfFollowingMonth', label: 'A day of the following month' },
];

const DUE_VALUE_LABEL: Record<DueKind, string> = {
  WorkingDays: 'Working days',
  Days: 'Days',
  DayOfFollowingMonth: 'Day of the month',
};

const text = (n: number | null | undefined) => (n == null ? '' : String(n));

function draftOf(t: Terms): Draft {
  const claimRule: ClaimRule =
    t.claimEveryWeeks !== null ? 'weeks' : t.claimDay2 !== null ? 'twice' : t.claimDay !== null ? 'monthly' : 'none';
  return {
    claimRule,
    claimDay: text(t.claimDay),
    claimDay2: text(t.claimDay2),
    claimEveryWeeks: text(t.claimEveryWeeks),
    claimFrom: t.claimFrom ?? '',
    scheduleWorkingDays: text(t.scheduleWorkingDays),
    dueKind: t.dueKind ?? '',
    dueValue: text(t.dueValue),
  };
}

/** The terms the draft states, or the first field that is not a whole number. */
export function termsOf(d: Draft): { terms: Terms } | { field: TermsField; message: string } {
  const numbers: [TermsField, string, boolean][] = [
    ['claimDay', d.claimDay, d.claimRule === 'monthly' || d.claimRule === 'twice'],
    ['claimDay2', d.claimDay2, d.claimRule === 'twice'],
    ['claimEveryWeeks', d.claimEveryWeeks, d.claimRule === 'weeks'],
    ['scheduleWorkingDays', d.scheduleWorkingDays, d.scheduleWorkingDays.trim() !== ''],
    ['dueValue', d.dueValue, d.dueKind !== ''],
  ];
  const values: Partial<Record<TermsField, number | null>> = {};
  for (const [field, typed, used] of numbers) {
    if (!used) {
      values[field] = null;
    } else if (!WHOLE.test(typed.trim())) {
      return { field, message: WHOLE_NUMBER };
    } else {
      values[field] = Number(typed.trim());
    }
  }
  return {
    terms: {
      claimDay: values.claimDay ?? null,
      claimDay2: values.claimDay2 ?? null,
      claimEveryWeeks: values.claimEveryWeeks ?? null,
      claimFrom: d.claimRule === 'weeks' ? d.claimFrom || null : null,
      scheduleWorkingDays: values.scheduleWorkingDays ?? null,
      dueKind: d.dueKind || null,
      dueValue: values.dueValue ?? null,
    },
  };
}

export function PaymentTermsCard({ contract: contractRef, editable }: { contract: PaymentTermsCard_contract$key; editable: boolean }) {
  const contract = useFragment(fragment, contractRef);
  const stored = contract.paymentTerms;
  const saved = useMemo(() => draftOf(termsFrom(stored)), [stored]);
  const [draft, setDraft] = useState<Draft>(saved);
  const [error, setError] = useState<{ field: TermsField | null; message: string } | null>(null);
  const [update, saving] = useMutationPromise<PaymentTermsCardMutation>(mutation);
  useEffect(() => setDraft(saved), [saved]);

  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const errorFor = (...fields: TermsField[]) => (error && error.field && fields.includes(error.field) ? error.message : null);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = termsOf(draft);
    if ('field' in typed) {
      setError(typed);
      return;
    }
    const problem = termsProblem(typed.terms);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await update({ input: { contractId: contract.id, ...typed.terms } });
      setError(null);
      toast.success('Payment terms saved');
    } catch (failure) {
      const field = failure instanceof MutationError ? (failure.field as TermsField | null) : null;
      setError({ field, message: errorMessage(failure) });
    }
  };

  const twice = draft.claimRule === 'twice';
  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Payment terms">
        <CardHeader
          title="Payment terms"
          description="When claims are made, how long the payer has for a payment schedule, and when payment is due, as the contract states them. A new claim's date and due date follow them; a claim already sent keeps the terms it was sent under."
        />
        <CardBody>
          <div className="flex flex-col gap-5">
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label="Claim date" className="sm:col-span-3">
                <NativeSelect
                  name="claimRule"
                  value={draft.claimRule}
                  disabled={!editable}
                  options={CLAIM_RULES}
                  onChange={(e) => set({ claimRule: e.target.value as ClaimRule })}
                />
              </Field>
              {draft.claimRule === 'monthly' || twice ? (
                <Field label={twice ? 'First day' : 'Day of the month'} error={errorFor('claimDay')}>
                  <Input name="claimDay" inputMode="numeric" placeholder="25" value={draft.claimDay} disabled={!editable} onChange={(e) => set({ claimDay: e.target.value })} />
                </Field>
              ) : null}
              {twice ? (
                <Field label="Second day" error={errorFor('claimDay2')}>
                  <Input name="claimDay2" inputMode="numeric" placeholder="16" value={draft.claimDay2} disabled={!editable} onChange={(e) => set({ claimDay2: e.target.value })} />
                </Field>
              ) : null}
              {draft.claimRule === 'weeks' ? (
                <>
                  <Field label="Every (weeks)" error={errorFor('claimEveryWeeks')}>
                    <Input name="claimEveryWeeks" inputMode="numeric" placeholder="2" value={draft.claimEveryWeeks} disabled={!editable} onChange={(e) => set({ claimEveryWeeks: e.target.value })} />
                  </Field>
                  <Field label="First claim date" error={errorFor('claimFrom')}>
                    <Input type="date" name="claimFrom" value={draft.claimFrom} disabled={!editable} onChange={(e) => set({ claimFrom: e.target.value })} />
                  </Field>
                </>
              ) : null}
            </div>
            <Field
              label="Payment schedule period (working days)"
              error={errorFor('scheduleWorkingDays')}
              hint="Working days after a claim is served. Leave empty when the contract sets none: the Act's 20 working days apply."
            >
              <Input
                name="scheduleWorkingDays"
                inputMode="numeric"
                placeholder="20 (the Act's default)"
                value={draft.scheduleWorkingDays}
                disabled={!editable}
                onChange={(e) => set({ scheduleWorkingDays: e.target.value })}
              />
            </Field>
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label="Payment due" className="sm:col-span-2" error={errorFor('dueKind')}>
                <NativeSelect
                  name="dueKind"
                  value={draft.dueKind}
                  disabled={!editable}
                  options={DUE_KINDS}
                  onChange={(e) => set({ dueKind: e.target.value as DueKind | '' })}
                />
              </Field>
              {draft.dueKind ? (
                <Field label={DUE_VALUE_LABEL[draft.dueKind]} error={errorFor('dueValue')}>
                  <Input name="dueValue" inputMode="numeric" value={draft.dueValue} disabled={!editable} onChange={(e) => set({ dueValue: e.target.value })} />
                </Field>
              ) : null}
            </div>
            {error && !error.field ? (
              <p role="alert" className="text-sm text-danger-soft-fg">
                {error.message}
              </p>
            ) : null}
            <div className="flex flex-col gap-1 rounded-lg bg-muted px-3 py-2 text-sm" data-testid="payment-terms">
              <p className="text-fg">{stored.description}</p>
              {stored.actNotes.map((note) => (
                <p key={note} className="text-fg-muted">
                  {note}
                </p>
              ))}
              <p className="text-fg-muted" data-testid="payment-terms-next">
                {`A claim made today is dated ${formatDate(stored.nextClaimDate, true)}${
                  stored.nextDueDate ? `, due ${formatDate(stored.nextDueDate, true)}` : ''
                }.`}
              </p>
            </div>
          </div>
        </CardBody>
        <CardFooter>
          <Button type="submit" loading={saving} disabled={!editable || !changed}>
            Save
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
