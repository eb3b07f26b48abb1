/**
 * The details of a party new to Claimdesk, typed on the New project (customer) and Add subcontract
 * (supplier) screens: Business name, Display name (defaults to the business name), Address, GST
 * Number (optional, checked when typed).
 */
import { gstNumberProblem, GST_NUMBER_PLACEHOLDER } from '../domain/gst';
import { Field } from '../ui/Field';
import { Input, TextArea } from '../ui/Input';

export interface ContactDraft {
  entityName: string;
  name: string;
  address: string;
  gstNumber: string;
}

export const EMPTY_CONTACT: ContactDraft = { entityName: '', name: '', address: '', gstNumber: '' };

export interface ContactErrors {
  entityName?: string | null;
  gstNumber?: string | null;
}

export function ContactFields({
  value,
  onChange,
  errors = {},
}: {
  value: ContactDraft;
  onChange: (next: ContactDraft) => void;
  errors?: ContactErrors;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Business name" required error={errors.entityName}>
        <Input name="entityName" value={value.entityName} onChange={(e) => onChange({ ...value, entityName: e.target.value })} />
      </Field>
      <Field label="Display name" hint="Defaults to the business name">
        <Input name="displayName" value={value.name} onChange={(e) => onChange({ ...value, name: e.target.value })} />
      </Field>
      <Field label="Address" className="sm:col-span-2">
        <TextArea name="address" rows={2} value={value.address} onChange={(e) => onChange({ ...value, address: e.target.value })} />
      </Field>
      <Field label="GST Number" error={errors.gstNumber}>
        <Input
          name="gstNumber"
          placeholder={GST_NUMBER_PLACEHOLDER}
          value={value.gstNumber}
          onChange={(e) => onChange({ ...value, gstNumber: e.target.value })}
        />
      </Field>
    </div>
  );
}

/**
 * The errors beside the fields once the form was submitted: a new party's business name is always
 * required (nothing is created without it), whether or not its people are named yet.
 */
export function contactErrors(draft: ContactDraft): ContactErrors {
  return {
    entityName: !draft.entityName.trim() ? 'Required' : null,
    gstNumber: gstNumberProblem(draft.gstNumber),
  };
}

export function contactComplete(draft: ContactDraft): boolean {
  return Boolean(draft.entityName.trim()) && !gstNumberProblem(draft.gstNumber);
}

export function contactInput(c: ContactDraft) {
  return {
    entityName: c.entityName.trim(),
    name: c.name.trim() || c.entityName.trim(),
    address: c.address.trim(),
    gstNumber: c.gstNumber.trim() || null,
  };
}
