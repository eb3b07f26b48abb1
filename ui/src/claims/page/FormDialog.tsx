/**
 * The claim document's dialog with a form: Save runs `onSave` and closes it; a rejection's
 * message shows above the buttons, and the dialog stays open while saving. An `onSave` that
 * returns false (its errors already beside their fields) keeps the dialog open, saying nothing more.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { errorMessage } from '../../relay/mutate';

/**
 * A dialog with a form: Save runs `onSave`; a rejection's message shows above the buttons; false
 * keeps the dialog open silently.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSave,
  children,
  saveLabel = 'Save',
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  onSave: () => Promise<void | false> | void | false;
  children: ReactNode;
  saveLabel?: string;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = `claim-dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if ((await onSave()) !== false) onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) {
          setError(null);
          onOpenChange(next);
        }
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid={testId}>
        {children}
        {error ? (
          <p role="alert" data-field-error className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-soft-fg">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
