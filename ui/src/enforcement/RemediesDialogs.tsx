/**
 * The remedies' dialogs: how a person served the notice (manner, date, on whom), the suspension
 * (its first day and the work suspended) and its end (the day work resumed), and the contract's
 * terms of service by email. Each checks what it can before asking, then shows the server's
 * refusal beside its field (extensions.field) or above the buttons.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';
import { todayInAuckland } from '../domain/workingDays';
import { errorMessage, MutationError, mutate } from '../relay/mutate';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { toast } from '../ui/Toaster';
import {
  MANNERS,
  NOTICE_SERVED,
  SUSPENSION_LIFTED,
  SUSPENSION_RECORDED,
  TERMS_SAVED,
  checkDay,
  checkService,
  checkTerms,
  formField,
  type ServiceForm,
  type TermsForm,
} from './texts';

type Errors = Record<string, string | undefined>;

/** One dialog's form: submit checks, asks, and places the server's refusal. */
function useDialogForm<F extends object>(initial: () => F, keys: readonly string[]) {
  const environment = useRelayEnvironment();
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reset = () => {
    setForm(initial());
    setErrors({});
    setProblem(null);
  };
  const change = (key: keyof F, value: unknown) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key as string]: undefined }));
  };
  const run = async (checked: Errors, node: GraphQLTaggedNode, variables: object, done: string, close: () => void) => {
    setProblem(null);
    if (Object.values(checked).some(Boolean)) {
      setErrors(checked);
      return;
    }
    setBusy(true);
    try {
      await mutate(environment, node, variables as never);
      toast.success(done);
      close();
    } catch (e) {
      const field = e instanceof MutationError ? formField(e.field, keys) : null;
      if (field) setErrors((x) => ({ ...x, [field]: errorMessage(e) }));
      else setProblem(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { form, errors, problem, busy, change, run, reset };
}

function Shell({
  open,
  onOpenChange,
  title,
  description,
  busy,
  formId,
  action,
  testId,
  problem,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  busy: boolean;
  formId: string;
  action: string;
  testId: string;
  problem: string | null;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      dismissible={!busy}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy} data-testid={`${testId}-save`}>
            {action}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid={testId}>
        {children}
        {problem ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-soft-fg">
            {problem}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

export interface ClaimRef {
  contractId: string;
  number: number;
}

export function ServiceDialog({
  claim,
  node,
  howToServe,
  open,
  onOpenChange,
}: {
  claim: ClaimRef;
  node: GraphQLTaggedNode;
  howToServe: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const today = todayInAuckland();
  const d = useDialogForm<ServiceForm>(() => ({ manner: '', servedOn: today, servedTo: '' }), ['manner', 'servedOn', 'servedTo']);
  const formId = `service-${useId().replace(/:/g, '')}`;
  const close = (next: boolean) => {
    if (!next) d.reset();
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (d.busy) return;
    void d.run(checkService(d.form, today), node, { input: { ...claim, ...d.form } }, NOTICE_SERVED, () => close(false));
  };
  return (
    <Shell
      open={open}
      onOpenChange={close}
      title="Record how the notice was served"
      description={howToServe}
      busy={d.busy}
      formId={formId}
      action="Record service"
      testId="service-dialog"
      problem={d.problem}
      onSubmit={submit}
    >
      <fieldset className="flex flex-col gap-2" aria-describedby={d.errors.manner ? `${formId}-manner` : undefined}>
        <legend className="mb-1 text-sm font-medium text-fg">How it was served</legend>
        {MANNERS.map((m) => (
          <label key={m.value} className="flex items-center gap-2 text-sm text-fg">
            <input
              type="radio"
              name="manner"
              value={m.value}
              checked={d.form.manner === m.value}
              onChange={() => d.change('manner', m.value)}
              aria-invalid={d.errors.manner ? true : undefined}
              className="size-4 accent-[var(--color-primary)]"
            />
            {m.label}
          </label>
        ))}
        {d.errors.manner ? (
          <p id={`${formId}-manner`} className="text-sm text-danger" role="alert">
            {d.errors.manner}
          </p>
        ) : null}
      </fieldset>
      <Field label="Date served" error={d.errors.servedOn} required>
        <Input type="date" name="servedOn" max={today} value={d.form.servedOn} onChange={(e) => d.change('servedOn', e.target.value)} />
      </Field>
      <Field label="On whom, or where" error={d.errors.servedTo} hint="E.g. 'Handed to Cara Client at the site office'." required>
        <Input name="servedTo" maxLength={500} value={d.form.servedTo} onChange={(e) => d.change('servedTo', e.target.value)} />
      </Field>
    </Shell>
  );
}

export function SuspendDialog({
  claim,
  node,
  mode,
  open,
  onOpenChange,
  from,
}: {
  claim: ClaimRef;
  node: GraphQLTaggedNode;
  mode: 'suspend' | 'resume';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The first day work may be suspended (the notice's), shown beside the date. */
  from?: string;
}) {
  const today = todayInAuckland();
  const key = mode === 'suspend' ? 'suspendedOn' : 'resumedOn';
  const d = useDialogForm<{ day: string; scope: string }>(() => ({ day: today, scope: '' }), [key, 'scope']);
  const formId = `${mode}-${useId().replace(/:/g, '')}`;
  const close = (next: boolean) => {
    if (!next) d.reset();
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (d.busy) return;
    const problem = checkDay(d.form.day, today);
    const input = mode === 'suspend' ? { ...claim, suspendedOn: d.form.day, scope: d.form.scope } : { ...claim, resumedOn: d.form.day };
    void d.run({ [key]: problem }, node, { input }, mode === 'suspend' ? SUSPENSION_RECORDED : SUSPENSION_LIFTED, () => close(false));
  };
  const error = d.errors[key];
  return (
    <Shell
      open={open}
      onOpenChange={close}
      title={mode === 'suspend' ? 'Record the suspension of work' : 'Lift the suspension'}
      description={
        mode === 'suspend'
          ? 'Section 24A: work suspended after your notice, while the amount is unpaid. The days suspended are counted as the extension of time the Act gives.'
          : 'Section 24A(2)(e): you may lift the suspension at any time, even if the amount has not been paid.'
      }
      busy={d.busy}
      formId={formId}
      action={mode === 'suspend' ? 'Record suspension' : 'Lift suspension'}
      testId={`${mode}-dialog`}
      problem={d.problem}
      onSubmit={submit}
    >
      <Field
        label={mode === 'suspend' ? 'First day work is suspended' : 'Day work resumed'}
        error={error}
        hint={from ? `Work may be suspended from ${from}.` : undefined}
        required
      >
        <Input type="date" name={key} max={today} value={d.form.day} onChange={(e) => d.change('day', e.target.value)} />
      </Field>
      {mode === 'suspend' ? (
        <Field label="The work suspended" error={d.errors.scope} hint="Optional: e.g. 'All work on site'.">
          <Input name="scope" maxLength={2000} value={d.form.scope} onChange={(e) => d.change('scope', e.target.value)} />
        </Field>
      ) : null}
    </Shell>
  );
}

export function TermsDialog({
  contractId,
  node,
  current,
  open,
  onOpenChange,
}: {
  contractId: string;
  node: GraphQLTaggedNode;
  current: TermsForm;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const d = useDialogForm<TermsForm>(() => current, ['basis', 'clause']);
  const formId = `terms-${useId().replace(/:/g, '')}`;
  const close = (next: boolean) => {
    if (!next) d.reset();
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (d.busy) return;
    const input = { contractId, emailServiceAgreed: d.form.agreed, basis: d.form.basis, clause: d.form.clause };
    void d.run(checkTerms(d.form), node, { input }, TERMS_SAVED, () => close(false));
  };
  return (
    <Shell
      open={open}
      onOpenChange={close}
      title="Service of notices by email"
      description="Email service needs the payer's consent (Construction Contracts Regulations 2003, regs 9–10): a clause of the contract, or the parties' routine use of email."
      busy={d.busy}
      formId={formId}
      action="Save"
      testId="terms-dialog"
      problem={d.problem}
      onSubmit={submit}
    >
      <Checkbox label="The parties agree to service of notices by email" checked={d.form.agreed} onCheckedChange={(v) => d.change('agreed', v === true)} />
      {d.form.agreed ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">Agreed by</legend>
          {(
            [
              ['clause', 'A clause of the contract'],
              ['routine', 'The parties routinely use email'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm text-fg">
              <input type="radio" name="basis" value={value} checked={d.form.basis === value} onChange={() => d.change('basis', value)} className="size-4" />
              {label}
            </label>
          ))}
          {d.errors.basis ? (
            <p className="text-sm text-danger" role="alert">
              {d.errors.basis}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {d.form.agreed && d.form.basis === 'clause' ? (
        <Field label="Clause" error={d.errors.clause} required>
          <Input name="clause" maxLength={200} value={d.form.clause} onChange={(e) => d.change('clause', e.target.value)} />
        </Field>
      ) : null}
    </Shell>
  );
}
