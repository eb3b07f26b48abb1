/**
 * Project settings: the contract's retention money (issue 38). Which of the Act's retention rules
 * govern it (Contract.retentionRegime, the server's answer: the browser decides none of it) and the
 * facts it depends on (the dates entered into and last renewed, a residential occupier, the parties'
 * agreement for a contract older than 31 March 2017), and the retention terms: release stages (label,
 * share, trigger, the event's date once known; their release dates from the server), the clause and
 * procedure permitting use for defects, interest on late release, the deposit period (Claimdesk's
 * default of 2 working days, said so). Each refusal shows beside its field: checked here first
 * (src/domain/retentionTerms.ts), then by the server.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Plus, Trash2 } from 'lucide-react';
import type { RetentionCard_contract$data, RetentionCard_contract$key } from '../__generated__/RetentionCard_contract.graphql';
import type { RetentionCardMutation } from '../__generated__/RetentionCardMutation.graphql';
import { formatPercent, parsePercent } from '../domain/money';
import { RuleError } from '../domain/ruleError';
import { TRIGGERS, retentionProblem, type Stage, type Trigger } from '../domain/retentionTerms';
import { formatDate } from '../lib/dates';
import { WHOLE, WHOLE_NUMBER } from '../lib/wholeNumber';
import { MutationError, errorMessage, useMutationPromise } from '../relay/mutate';
import { Button, IconButton } from '../ui/Button';
import { Card, CardBody, CardFooter, CardHeader } from '../ui/Card';
import { Checkbox } from '../ui/Checkbox';
import { Field } from '../ui/Field';
import { Input, NativeSelect, TextArea } from '../ui/Input';
import { toast } from '../ui/Toaster';

const fragment = graphql`
  fragment RetentionCard_contract on Contract {
    id
    retentionRegime {
      regime
      question
      summary
      notes
      enteredOn
      renewedOn
      residentialOccupier
      optedIn
      optInBefore
      rulesNote
    }
    retentionTerms {
      stages {
        label
        share
        trigger
        months
        eventOn
        releaseOn
      }
      defectsClause
      defectsProcedure
      interestRate
      depositWorkingDays
      depositNote
      useNoticeWorkingDays
    }
  }
`;

const mutation = graphql`
  mutation RetentionCardMutation($input: ContractRetentionUpdateInput!) {
    contractRetentionUpdate(input: $input) {
      contract {
        id
        ...RetentionCard_contract
      }
    }
  }
`;

/**
 * Whether to ask if the parties agreed the Act's retention rules apply: for a contract typed as entered
 * into before the server's date (RetentionRegime.optInBefore, 31 March 2017: s 11A(3)(b)). The answer
 * is sent as typed; the server keeps it only where it counts.
 */
export function asksOptIn(enteredOn: string, optInBefore: string): boolean {
  return enteredOn !== '' && enteredOn < optInBefore;
}

export interface StageDraft {
  label: string;
  share: string;
  trigger: Trigger;
  months: string;
  eventOn: string;
}

/** The form's fields, as typed. */
export interface RetentionDraft {
  enteredOn: string;
  renewedOn: string;
  residentialOccupier: boolean;
  optedIn: boolean;
  stages: StageDraft[];
  defectsClause: string;
  defectsProcedure: string;
  interestRate: string;
  depositWorkingDays: string;
}

type Stored = RetentionCard_contract$data;

export function draftOf(regime: Stored['retentionRegime'], terms: Stored['retentionTerms']): RetentionDraft {
  return {
    enteredOn: regime.enteredOn ?? '',
    renewedOn: regime.renewedOn ?? '',
    residentialOccupier: regime.residentialOccupier,
    optedIn: regime.optedIn,
    stages: terms.stages.map((s) => ({
      label: s.label,
      share: formatPercent(s.share).replace('%', ''),
      trigger: s.trigger as Trigger,
      months: s.months ? String(s.months) : '',
      eventOn: s.eventOn ?? '',
    })),
    defectsClause: terms.defectsClause,
    defectsProcedure: terms.defectsProcedure,
    interestRate: terms.interestRate == null ? '' : formatPercent(terms.interestRate).replace('%', ''),
    depositWorkingDays: String(terms.depositWorkingDays),
  };
}

export type RetentionInput = Omit<RetentionCardMutation['variables']['input'], 'contractId'>;

/** The mutation's input from the draft, or the first field that cannot be read (then the shared rules' refusal). */
export function inputOf(d: RetentionDraft): { input: RetentionInput } | { field: string; message: string } {
  const stages: Stage[] = [];
  for (const [index, s] of d.stages.entries()) {
    let share: number;
    try {
      share = parsePercent(s.share);
    } catch (error) {
      return { field: `stages.${index}.share`, message: error instanceof RuleError ? error.message : String(error) };
    }
    const months = s.trigger === 'MonthsAfter' ? (WHOLE.test(s.months.trim()) ? Number(s.months.trim()) : NaN) : 0;
    if (Number.isNaN(months)) return { field: `stages.${index}.months`, message: WHOLE_NUMBER };
    stages.push({ label: s.label, share, trigger: s.trigger, months, eventOn: s.eventOn || null });
  }
  let interestRate: number | null = null;
  if (d.interestRate.trim()) {
    try {
      interestRate = parsePercent(d.interestRate);
    } catch (error) {
      return { field: 'interestRate', message: error instanceof RuleError ? error.message : String(error) };
    }
  }
  const deposit = d.depositWorkingDays.trim();
  if (deposit && !WHOLE.test(deposit)) return { field: 'depositWorkingDays', message: WHOLE_NUMBER };
  const depositWorkingDays = deposit ? Number(deposit) : null;
  const problem = retentionProblem(stages, {
    interestRate,
    depositWorkingDays,
    enteredOn: d.enteredOn || null,
    renewedOn: d.renewedOn || null,
  });
  if (problem) return problem;
  return {
    input: {
      enteredOn: d.enteredOn || null,
      renewedOn: d.renewedOn || null,
      residentialOccupier: d.residentialOccupier,
      optedIn: d.optedIn,
      stages: stages.map((s) => ({
        label: s.label.trim(),
        share: s.share,
        trigger: s.trigger,
        months: s.trigger === 'MonthsAfter' ? s.months : null,
        eventOn: s.eventOn,
      })),
      defectsClause: d.defectsClause,
      defectsProcedure: d.defectsProcedure,
      interestRate,
      depositWorkingDays,
    },
  };
}

const NEW_STAGE: StageDraft = { label: '', share: '', trigger: 'OnEvent', months: '', eventOn: '' };

export function RetentionCard({ contract: contractRef, editable }: { contract: RetentionCard_contract$key; editable: boolean }) {
  const contract = useFragment(fragment, contractRef);
  const regime = contract.retentionRegime;
  const terms = contract.retentionTerms;
  const saved = useMemo(() => draftOf(regime, terms), [regime, terms]);
  const [draft, setDraft] = useState<RetentionDraft>(saved);
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [update, saving] = useMutationPromise<RetentionCardMutation>(mutation);
  useEffect(() => setDraft(saved), [saved]);

  const set = (patch: Partial<RetentionDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setError(null);
  };
  const setStage = (index: number, patch: Partial<StageDraft>) =>
    set({ stages: draft.stages.map((s, i) => (i === index ? { ...s, ...patch } : s)) });
  const errorFor = (field: string) => (error && error.field === field ? error.message : null);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = inputOf(draft);
    if ('field' in typed) {
      setError(typed);
      return;
    }
    try {
      await update({ input: { contractId: contract.id, ...typed.input } });
      setError(null);
      toast.success('Retention settings saved');
    } catch (failure) {
      const field = failure instanceof MutationError ? failure.field : null;
      setError({ field, message: errorMessage(failure) });
    }
  };

  const beforeSubpart = asksOptIn(draft.enteredOn, regime.optInBefore);
  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Retention money">
        <CardHeader
          title="Retention money"
          description="Which of the Construction Contracts Act's retention rules apply to this contract, and its retention terms: when retention is released, when it may be used for defects, and interest on late release."
        />
        <CardBody>
          <div className="flex flex-col gap-5">
            <div className="flex flex-col gap-1 rounded-lg bg-muted px-3 py-2 text-sm" data-testid="retention-regime">
              {regime.question ? (
                <p className="font-medium text-warning-soft-fg" role="status">
                  {regime.question}
                </p>
              ) : (
                <p className="text-fg">{regime.summary}</p>
              )}
              {regime.notes.map((note) => (
                <p key={note} className="text-fg-muted">
                  {note}
                </p>
              ))}
              <p className="text-xs text-fg-subtle">{regime.rulesNote}</p>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Date entered into" error={errorFor('enteredOn')}>
                <Input type="date" name="enteredOn" value={draft.enteredOn} disabled={!editable} onChange={(e) => set({ enteredOn: e.target.value })} />
              </Field>
              <Field label="Last renewed" hint="Leave empty if it was never renewed for a further term." error={errorFor('renewedOn')}>
                <Input type="date" name="renewedOn" value={draft.renewedOn} disabled={!editable} onChange={(e) => set({ renewedOn: e.target.value })} />
              </Field>
            </div>
            <Checkbox
              name="residentialOccupier"
              label="A party to this contract is a residential occupier"
              description="The owner or occupier of the home the work is on. The Act's retention trust rules cover only commercial construction contracts."
              checked={draft.residentialOccupier}
              disabled={!editable}
              onCheckedChange={(checked) => set({ residentialOccupier: checked })}
            />
            {beforeSubpart ? (
              <Checkbox
                name="optedIn"
                label="The parties agreed that the Act's retention rules apply"
                description="A contract entered into before 31 March 2017 comes under them only by agreement or renewal (s 11A(3))."
                checked={draft.optedIn}
                disabled={!editable}
                onCheckedChange={(checked) => set({ optedIn: checked })}
              />
            ) : null}
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 text-sm font-medium text-fg">Release stages</legend>
              {draft.stages.map((stage, index) => {
                const releaseOn = terms.stages[index]?.releaseOn;
                return (
                  <div key={index} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-6" data-testid="retention-stage">
                    <div className="flex min-h-8 items-center justify-between gap-2 sm:col-span-6">
                      <p className="text-sm text-fg-muted">
                        <span className="font-medium text-fg">{`Stage ${index + 1}`}</span>
                        {releaseOn && !changed ? (
                          <>
                            {' \u00b7 '}
                            <span data-testid="retention-release-on">{`Due for release on ${formatDate(releaseOn, true)}.`}</span>
                          </>
                        ) : null}
                      </p>
                      {editable ? (
                        <IconButton
                          label={`Remove stage ${index + 1}`}
                          icon={<Trash2 />}
                          onClick={() => set({ stages: draft.stages.filter((_, i) => i !== index) })}
                        />
                      ) : null}
                    </div>
                    <Field label="Event" className="sm:col-span-4" error={errorFor(`stages.${index}.label`)}>
                      <Input name={`stage${index}Label`} placeholder="Practical completion" value={stage.label} disabled={!editable} onChange={(e) => setStage(index, { label: e.target.value })} />
                    </Field>
                    <Field label="Share (%)" className="sm:col-span-2" error={errorFor(`stages.${index}.share`)}>
                      <Input name={`stage${index}Share`} inputMode="decimal" placeholder="50" value={stage.share} disabled={!editable} onChange={(e) => setStage(index, { share: e.target.value })} />
                    </Field>
                    <Field label="Released" className="sm:col-span-3" error={errorFor(`stages.${index}.trigger`)}>
                      <NativeSelect
                        name={`stage${index}Trigger`}
                        value={stage.trigger}
                        disabled={!editable}
                        options={TRIGGERS}
                        onChange={(e) => setStage(index, { trigger: e.target.value as Trigger })}
                      />
                    </Field>
                    {stage.trigger === 'MonthsAfter' ? (
                      <Field label="Months after" className="sm:col-span-1" error={errorFor(`stages.${index}.months`)}>
                        <Input name={`stage${index}Months`} inputMode="numeric" placeholder="12" value={stage.months} disabled={!editable} onChange={(e) => setStage(index, { months: e.target.value })} />
                      </Field>
                    ) : null}
                    <Field label="Event date" hint="Once it is known." className={stage.trigger === 'MonthsAfter' ? 'sm:col-span-2' : 'sm:col-span-3'} error={errorFor(`stages.${index}.eventOn`)}>
                      <Input type="date" name={`stage${index}EventOn`} value={stage.eventOn} disabled={!editable} onChange={(e) => setStage(index, { eventOn: e.target.value })} />
                    </Field>
                  </div>
                );
              })}
              {errorFor('stages') ? (
                <p role="alert" className="text-sm text-danger-soft-fg" data-testid="retention-stages-error" data-field-error>
                  {errorFor('stages')}
                </p>
              ) : null}
              {editable ? (
                <div>
                  <Button type="button" size="sm" variant="secondary" icon={<Plus />} data-testid="retention-add-stage" onClick={() => set({ stages: [...draft.stages, NEW_STAGE] })}>
                    Add a stage
                  </Button>
                </div>
              ) : null}
            </fieldset>
            <div className="grid gap-3 sm:grid-cols-3">
              <Field label="Clause permitting use for defects" className="sm:col-span-2" error={errorFor('defectsClause')}>
                <Input name="defectsClause" placeholder="Clause 14.3" value={draft.defectsClause} disabled={!editable} onChange={(e) => set({ defectsClause: e.target.value })} />
              </Field>
              <Field label="Interest on late release (% a year)" error={errorFor('interestRate')} hint="Leave empty if none is agreed.">
                <Input name="interestRate" inputMode="decimal" value={draft.interestRate} disabled={!editable} onChange={(e) => set({ interestRate: e.target.value })} />
              </Field>
            </div>
            <Field label="Procedure before use for defects" error={errorFor('defectsProcedure')} hint={`Retention money may be used only to remedy defects, where the contract permits, after ${terms.useNoticeWorkingDays} working days' written notice.`}>
              <TextArea name="defectsProcedure" rows={2} value={draft.defectsProcedure} disabled={!editable} onChange={(e) => set({ defectsProcedure: e.target.value })} />
            </Field>
            <Field label="Deposit within (working days)" error={errorFor('depositWorkingDays')} hint={terms.depositNote}>
              <Input name="depositWorkingDays" inputMode="numeric" className="sm:max-w-40" value={draft.depositWorkingDays} disabled={!editable} onChange={(e) => set({ depositWorkingDays: e.target.value })} />
            </Field>
            {error && !error.field ? (
              <p role="alert" className="text-sm text-danger-soft-fg">
                {error.message}
              </p>
            ) : null}
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
