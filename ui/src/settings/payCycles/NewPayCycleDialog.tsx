/**
 * 'New Pay Cycle' (spec 2 'Pay cycle creation'): step one chooses the period (required before
 * continuing), step two sets the days (1–31), with Back to step one, and the payment schedule period
 * the cycle sets on contracts moved onto it (optional: it is the template of their payment terms).
 */
import { useState, type FormEvent } from 'react';
import { CalendarDays, CalendarRange } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { defaultParams, fieldProblems, paramsProblem, PERIOD_LABELS, scheduleDaysOf, type DayField, type PayCycleParams, type Period } from './payCycles';

export interface NewPayCycleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (name: string, params: PayCycleParams) => Promise<unknown>;
}

function DayInput({ label, value, error, onChange }: { label: string; value: number; error?: string; onChange: (v: number) => void }) {
  return (
    <Field label={label} error={error}>
      <Input
        type="number"
        min={1}
        max={31}
        inputMode="numeric"
        value={Number.isNaN(value) ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
      />
    </Field>
  );
}

export function NewPayCycleDialog({ open, onOpenChange, onCreate }: NewPayCycleDialogProps) {
  const [step, setStep] = useState<1 | 2>(1);
  const [period, setPeriod] = useState<Period | null>(null);
  const [params, setParams] = useState<PayCycleParams | null>(null);
  const [name, setName] = useState('');
  const [scheduleDays, setScheduleDays] = useState('');
  const [scheduleProblem, setScheduleProblem] = useState<string | null>(null);
  // The server's refusal; 'Invalid settings detected.' is derived from the fields below.
  const [error, setError] = useState<string | null>(null);
  // The fields at fault, beside each, and the spec's message above, once a submit found the
  // settings invalid (and while they stay so).
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setStep(1);
    setPeriod(null);
    setParams(null);
    setName('');
    setScheduleDays('');
    setScheduleProblem(null);
    setError(null);
    setChecked(false);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const next = () => {
    if (!period) return;
    setParams(defaultParams(period));
    setName(PERIOD_LABELS[period]);
    setStep(2);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!params) return;
    const schedule = scheduleDaysOf(scheduleDays);
    setScheduleProblem('problem' in schedule ? schedule.problem : null);
    if (paramsProblem(params)) {
      setChecked(true);
      return;
    }
    if ('problem' in schedule) return;
    setBusy(true);
    setError(null);
    try {
      await onCreate(name.trim(), { ...params, scheduleWorkingDays: schedule.days });
      close(false);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const runs = params?.period === 'twice_monthly' ? [1, 2] : [1];
  const faults: Partial<Record<DayField, string>> = checked && params ? fieldProblems(params) : {};
  const message = (checked && params ? paramsProblem(params) : null) ?? error;
  const set = (patch: Partial<PayCycleParams>) => params && setParams({ ...params, ...patch });

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="New Pay Cycle"
      description={step === 1 ? 'Step 1 of 2: how often are claims made?' : 'Step 2 of 2: on which days?'}
      footer={
        step === 1 ? (
          <Button onClick={next} disabled={!period}>
            Continue
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setStep(1)}>
              Back
            </Button>
            <Button type="submit" form="new-pay-cycle" loading={busy}>
              Create pay cycle
            </Button>
          </>
        )
      }
    >
      {step === 1 ? (
        <div role="radiogroup" aria-label="Period" className="grid gap-3 sm:grid-cols-2">
          {(['monthly', 'twice_monthly'] as const).map((p) => (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={period === p}
              onClick={() => setPeriod(p)}
              className={cn(
                'flex flex-col items-start gap-1.5 rounded-xl border px-4 py-3 text-left transition-colors',
                period === p ? 'border-primary bg-primary-soft' : 'border-border hover:bg-hover',
              )}
            >
              {p === 'monthly' ? (
                <CalendarDays aria-hidden className="size-5 text-primary" />
              ) : (
                <CalendarRange aria-hidden className="size-5 text-primary" />
              )}
              <span className="font-medium text-fg">{PERIOD_LABELS[p]}</span>
              <span className="text-[13px] text-fg-muted">
                {p === 'monthly' ? 'One claim a month.' : 'Two claims a month.'}
              </span>
            </button>
          ))}
        </div>
      ) : params ? (
        <form id="new-pay-cycle" onSubmit={submit} noValidate className="flex flex-col gap-5">
          <Field label="Name">
            <Input value={name} onChange={(e) => setName(e.target.value)} name="name" />
          </Field>
          {runs.map((n) => {
            const submitKey = n === 1 ? 'submit1' : 'submit2';
            const payKey = n === 1 ? 'pay1' : 'pay2';
            const followingKey = n === 1 ? 'pay1FollowingPeriod' : 'pay2FollowingPeriod';
            return (
              <fieldset key={n} className="flex flex-col gap-3 rounded-lg border border-border p-4">
                <legend className="px-1 text-sm font-medium text-fg">
                  {runs.length > 1 ? `Claim ${n}` : 'Claim'}
                </legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <DayInput
                    label="Submit day"
                    value={params[submitKey] as number}
                    error={faults[submitKey]}
                    onChange={(v) => set({ [submitKey]: v })}
                  />
                  <DayInput label="Pay day" value={params[payKey] as number} error={faults[payKey]} onChange={(v) => set({ [payKey]: v })} />
                </div>
                <Checkbox
                  label="Paid in the following month"
                  checked={Boolean(params[followingKey])}
                  onCheckedChange={(v) => set({ [followingKey]: v })}
                />
              </fieldset>
            );
          })}
          <Field
            label="Payment schedule period (working days)"
            error={scheduleProblem}
            hint="Set on the contracts moved onto this pay cycle. Leave empty to keep each contract's own (none: the Act's 20 working days)."
          >
            <Input
              name="scheduleWorkingDays"
              inputMode="numeric"
              placeholder="20 (the Act's default)"
              value={scheduleDays}
              onChange={(e) => {
                setScheduleDays(e.target.value);
                setScheduleProblem(null);
              }}
            />
          </Field>
          {message ? (
            <p role="alert" className="text-sm text-danger-soft-fg">
              {message}
            </p>
          ) : null}
        </form>
      ) : null}
    </Dialog>
  );
}
