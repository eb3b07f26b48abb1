/**
 * The contact dialogs (spec 1 'Contact edit dialogs'): 'Edit Contact' edits a contact the viewer's
 * organisation provides (its business details in Settings, or a contract's customer or supplier
 * contact); 'New Contact' (project settings) replaces a contact provided by another owner with one
 * provided by the viewer's organisation.
 *
 * Fields: Business name; 'Use business name as display name' (ticked when the two are equal, and
 * then the display name follows the business name); Display name (only when unticked); Address;
 * GST Number (only for a supplier contact or when one exists, and then required); Save.
 *
 * Each caller saves with its own mutation; the dialog closes when `onSave` resolves.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Input, TextArea } from '../ui/Input';
import { GstNumberField, gstReady, gstToSend, initialGst } from '../settings/GstNumberField';
import { errorMessage } from '../relay/mutate';

export interface ContactValues {
  name: string;
  entityName: string;
  address: string;
  gstNumber?: string | null;
}

/** What Save sends: the GST number only when the dialog shows it. */
export interface ContactChanges {
  name: string;
  entityName: string;
  address: string;
  gstNumber?: string;
}

export interface ContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: 'edit' | 'new';
  initial: ContactValues;
  /** A supplier contact always shows the GST number. */
  isSupplier?: boolean;
  /** Rejecting with an error whose `field` names a shown field puts the message under it. */
  onSave: (changes: ContactChanges) => Promise<unknown>;
}

export const BUSINESS_NAME_REQUIRED = 'Business name is required';
export const NEW_CONTACT_TEXT = 'Your organisation will provide these details for this project, in place of the current ones.';

/** The dialog's field a server error names; contract mutations prefix it with the party ('customer.gstNumber'). */
function fieldOf(failure: unknown): string | null {
  const field = (failure as { field?: unknown } | null)?.field;
  return typeof field === 'string' ? (field.split('.').pop() ?? null) : null;
}

export function ContactDialog({ open, onOpenChange, mode, initial, isSupplier = false, onSave }: ContactDialogProps) {
  const [entityName, setEntityName] = useState(initial.entityName);
  const [sameName, setSameName] = useState(!initial.name || initial.name === initial.entityName);
  const [name, setName] = useState(initial.name);
  const [address, setAddress] = useState(initial.address);
  const [gst, setGst] = useState(() => initialGst(initial.gstNumber, { hasSaved: false }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const showGst = isSupplier || Boolean(initial.gstNumber);
  const shownFields = ['entityName', 'address', ...(sameName ? [] : ['name']), ...(showGst ? ['gstNumber'] : [])];

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const business = entityName.trim();
    if (!business) {
      setErrors({ entityName: BUSINESS_NAME_REQUIRED });
      return;
    }
    if (showGst && !gstReady(gst, true)) {
      setGst({ ...gst, touched: true });
      return;
    }
    const gstNumber = showGst ? gstToSend(gst) : null;
    setErrors({});
    setSaving(true);
    try {
      await onSave({
        entityName: business,
        name: sameName ? business : name.trim() || business,
        address: address.trim(),
        ...(gstNumber ? { gstNumber } : {}),
      });
      onOpenChange(false);
    } catch (failure) {
      const field = fieldOf(failure);
      const message = errorMessage(failure);
      setErrors({ [field && shownFields.includes(field) ? field : 'form']: message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'edit' ? 'Edit Contact' : 'New Contact'}
      description={mode === 'new' ? NEW_CONTACT_TEXT : undefined}
      footer={
        <Button type="submit" form="contact-dialog-form" loading={saving}>
          Save
        </Button>
      }
    >
      <form id="contact-dialog-form" onSubmit={save} noValidate className="flex flex-col gap-4">
        <Field label="Business name" required error={errors.entityName}>
          <Input
            name="entityName"
            value={entityName}
            maxLength={200}
            autoFocus
            onChange={(event) => {
              setEntityName(event.target.value);
              setErrors({});
            }}
          />
        </Field>
        <Checkbox
          label="Use business name as display name"
          checked={sameName}
          onCheckedChange={(checked) => {
            setSameName(checked);
            if (!checked && !name) setName(entityName);
          }}
        />
        {sameName ? null : (
          <Field label="Display name" error={errors.name}>
            <Input name="name" value={name} maxLength={200} onChange={(event) => setName(event.target.value)} />
          </Field>
        )}
        <Field label="Address" error={errors.address}>
          <TextArea name="address" rows={3} value={address} onChange={(event) => setAddress(event.target.value)} />
        </Field>
        {showGst ? <GstNumberField state={gst} onChange={setGst} required serverError={errors.gstNumber} /> : null}
        {errors.form ? (
          <p className="text-[13px] text-danger-soft-fg" role="alert">
            {errors.form}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
