/**
 * The contact dialogs of project settings (spec 1 'Contact edit dialogs'): 'Edit Contact' edits a
 * contact the viewer's organisation provided; 'New Contact' replaces a contact provided by another
 * owner with one provided by the viewer's organisation.
 *
 * Fields: Business name; 'Use business name as display name' (ticked when the two are equal, and
 * then the display name follows the business name); Display name (only when unticked); Address;
 * GST Number (only for a supplier contact or when one exists; then required); Save.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Input, TextArea } from '../ui/Input';
import { GstNumberField, gstReady, gstToSend, initialGst } from '../settings/GstNumberField';

export interface ContactValues {
  name: string;
  entityName: string;
  address: string;
  gstNumber: string | null;
}

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'edit' | 'new';
  relation: 'Customer' | 'Supplier';
  initial: ContactValues;
  onSave: (values: ContactValues) => Promise<unknown>;
}

export const BUSINESS_NAME_REQUIRED = 'Business name is required';

export function ContactDialog({ open, onOpenChange, mode, relation, initial, onSave }: ContactDialogProps) {
  const [entityName, setEntityName] = useState(initial.entityName);
  const [sameName, setSameName] = useState(!initial.name || initial.name === initial.entityName);
  const [name, setName] = useState(initial.name);
  const [address, setAddress] = useState(initial.address);
  const [gst, setGst] = useState(() => initialGst(initial.gstNumber, { hasSaved: false }));
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const showGst = relation === 'Supplier' || Boolean(initial.gstNumber);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (!entityName.trim()) return;
    if (showGst && !gstReady(gst, true)) {
      setGst({ ...gst, touched: true });
      return;
    }
    setBusy(true);
    try {
      await onSave({
        entityName: entityName.trim(),
        name: sameName ? entityName.trim() : name.trim() || entityName.trim(),
        address: address.trim(),
        gstNumber: showGst ? gstToSend(gst) : null,
      });
      onOpenChange(false);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'edit' ? 'Edit Contact' : 'New Contact'}
      description={
        mode === 'new'
          ? 'Your organisation will provide these details for this project, in place of the current ones.'
          : undefined
      }
      footer={
        <Button type="submit" form="contact-dialog-form" loading={busy}>
          Save
        </Button>
      }
    >
      <form id="contact-dialog-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label="Business name" required error={submitted && !entityName.trim() ? BUSINESS_NAME_REQUIRED : null}>
          <Input name="entityName" value={entityName} onChange={(e) => setEntityName(e.target.value)} autoFocus />
        </Field>
        <Checkbox label="Use business name as display name" checked={sameName} onCheckedChange={setSameName} />
        {sameName ? null : (
          <Field label="Display name">
            <Input name="displayName" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
        )}
        <Field label="Address">
          <TextArea name="address" rows={3} value={address} onChange={(e) => setAddress(e.target.value)} />
        </Field>
        {showGst ? <GstNumberField state={gst} onChange={setGst} required /> : null}
        {error ? (
          <p role="alert" className="text-sm text-danger-soft-fg">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
