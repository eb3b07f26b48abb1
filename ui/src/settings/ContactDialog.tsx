/**
 * The contact dialogs (spec 1 section 2): 'Edit Contact' edits the viewer organisation's own
 * contact; 'New Contact' replaces a contact provided by another owner with one of ours.
 *
 * Fields: Business name; 'Use business name as display name' (ticked when the two are equal,
 * and then the display name follows the business name); Display name (only when unticked);
 * Address; GST Number (only for a supplier contact or when one exists, and then required);
 * Save. Project settings (contracts) opens it; `onSaved` gets the saved contact.
 */
import { useState, type FormEvent } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { ContactDialogCreateMutation, ContactDialogCreateMutation$data } from '../__generated__/ContactDialogCreateMutation.graphql';
import type { ContactDialogUpdateMutation } from '../__generated__/ContactDialogUpdateMutation.graphql';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';
import { Input, TextArea } from '../ui/Input';
import { GstNumberField, gstReady, initialGst, type GstNumberState } from './GstNumberField';
import { MutationError, mutate } from './mutate';

const updateMutation = graphql`
  mutation ContactDialogUpdateMutation($input: ContactUpdateInput!) {
    contactUpdate(input: $input) {
      contact {
        id
        name
        entityName
        address
        gstNumber
      }
    }
  }
`;

const createMutation = graphql`
  mutation ContactDialogCreateMutation($input: ContactCreateInput!) {
    contactCreate(input: $input) {
      contact {
        id
        name
        entityName
        address
        gstNumber
      }
    }
  }
`;

export interface ContactValues {
  id?: string;
  name: string;
  entityName: string;
  address: string;
  gstNumber?: string | null;
}

export type SavedContact = NonNullable<ContactDialogCreateMutation$data['contactCreate']>['contact'];

export interface ContactDialogProps {
  mode: 'edit' | 'new';
  /** The contact edited, or (new) the one being replaced, to start from. */
  contact?: ContactValues | null;
  /** A supplier contact always shows the GST number. */
  isSupplier?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: (contact: SavedContact) => void;
}

export const BUSINESS_NAME_REQUIRED = 'Business name is required';

export function ContactDialog({ mode, contact, isSupplier = false, open, onOpenChange, onSaved }: ContactDialogProps) {
  const environment = useRelayEnvironment();
  const [entityName, setEntityName] = useState(contact?.entityName ?? '');
  const [sameName, setSameName] = useState(!contact || contact.name === contact.entityName);
  const [name, setName] = useState(contact?.name ?? '');
  const [address, setAddress] = useState(contact?.address ?? '');
  const [gst, setGst] = useState<GstNumberState>(() => initialGst(contact?.gstNumber, { hasSaved: false }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const showGst = isSupplier || !!contact?.gstNumber;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!entityName.trim()) {
      setErrors({ entityName: BUSINESS_NAME_REQUIRED });
      return;
    }
    if (showGst && !gstReady(gst, true)) {
      setGst({ ...gst, touched: true });
      return;
    }
    const fields = {
      entityName: entityName.trim(),
      name: sameName ? entityName.trim() : name.trim(),
      address,
      ...(showGst ? { gstNumber: gst.value.trim() } : {}),
    };
    setSaving(true);
    try {
      let saved: SavedContact | undefined;
      if (mode === 'edit' && contact?.id) {
        const answer = await mutate<ContactDialogUpdateMutation>(environment, updateMutation, {
          input: { id: contact.id, ...fields },
        });
        saved = answer.contactUpdate?.contact;
      } else {
        const answer = await mutate<ContactDialogCreateMutation>(environment, createMutation, { input: fields });
        saved = answer.contactCreate?.contact;
      }
      if (saved) onSaved?.(saved);
      onOpenChange(false);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setErrors({ [failure instanceof MutationError && failure.field ? failure.field : 'form']: message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'edit' ? 'Edit Contact' : 'New Contact'}
      footer={
        <Button type="submit" form="contact-form" loading={saving}>
          Save
        </Button>
      }
    >
      <form id="contact-form" onSubmit={save} noValidate className="flex flex-col gap-4">
        <Field label="Business name" required error={errors.entityName}>
          <Input
            name="entityName"
            value={entityName}
            maxLength={200}
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
