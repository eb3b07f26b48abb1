/**
 * What the two 'Record … received' dialogs share (a claim served on the customer, a schedule given
 * to the supplier, outside Claimdesk): the form's state, reset each time the dialog opens; the check
 * before sending; the save, with the server's refusal shown beside the field it names (else above
 * the footer); and the dialog around the PDF as received. Each dialog keeps its own fields.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { todayInAuckland } from '../../domain/workingDays';
import { errorMessage, MutationError } from '../../relay/mutate';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { PdfField } from './PdfField';
import { formField, type PdfRef } from './receivedText';

type Checked<F, I> = { ok: true; input: I } | { ok: false; errors: Partial<Record<keyof F, string>> };

export function useRecordForm<F extends { file: PdfRef | null }, I>({
  open,
  empty,
  check,
  save,
}: {
  open: boolean;
  empty: (today: string) => F;
  check: (form: F, today: string) => Checked<F, I>;
  /** Sends the checked input; a MutationError naming a field of the form is shown beside it. */
  save: (input: I) => Promise<void>;
}) {
  const today = todayInAuckland();
  const [form, setForm] = useState<F>(() => empty(today));
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setForm(empty(today));
      setErrors({});
      setProblem(null);
    }
  }
  const fieldsRef = useRef<HTMLFormElement>(null);
  const change =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      setForm((f) => ({ ...f, [key]: value }));
      setErrors((e) => ({ ...e, [key]: undefined }));
    };
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => fieldsRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    setProblem(null);
    const checked = check(form, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await save(checked.input);
    } catch (e) {
      const field = e instanceof MutationError ? formField(e.field, form) : null;
      if (field) {
        setErrors((current) => ({ ...current, [field]: errorMessage(e) }));
        focusFirstInvalid();
      } else {
        setProblem(errorMessage(e));
      }
    } finally {
      setBusy(false);
    }
  };
  return { today, form, errors, setErrors, problem, busy, uploading, setUploading, change, submit, fieldsRef };
}

export type RecordForm<F extends { file: PdfRef | null }> = ReturnType<typeof useRecordForm<F, unknown>>;

export function RecordDialog<F extends { file: PdfRef | null }>({
  state,
  open,
  onOpenChange,
  title,
  description,
  saveLabel,
  name,
  pdfLabel,
  children,
}: {
  state: RecordForm<F>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  saveLabel: string;
  /** 'received-claim' or 'received-schedule': the form's id and its test ids. */
  name: string;
  pdfLabel: string;
  /** The dialog's own fields, below the PDF. */
  children: ReactNode;
}) {
  const { busy, uploading, problem, form, errors, setErrors, change, submit, fieldsRef, setUploading } = state;
  const formId = `${name}-${useId().replace(/:/g, '')}`;
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
          <Button type="submit" form={formId} loading={busy} disabled={uploading} data-testid={`${name}-save`}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={fieldsRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid={`${name}-dialog`}>
        <PdfField
          label={pdfLabel}
          value={form.file}
          error={errors.file}
          onChange={change('file') as (ref: PdfRef | null) => void}
          onError={(message) => setErrors((e) => ({ ...e, file: message }))}
          onBusy={setUploading}
        />
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
