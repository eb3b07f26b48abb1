/**
 * A GST number in a form (spec 1 section 5): checked on each change, normalised to xxx-xxx-xxx
 * on blur, placeholder 000-000-000. With `notRegistered` ('Not registered' ticked) it is empty,
 * disabled and reads 'Not required'. In the contact dialogs it is required.
 */
import { useState } from 'react';
import { GST_NUMBER_PLACEHOLDER, formatGstNumber, gstNumberProblem } from '../domain/gst';
import { Checkbox } from '../ui/Checkbox';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';

export const NOT_REQUIRED_PLACEHOLDER = 'Not required';
export const GST_REQUIRED = 'GST number is required';

/** The message for a value as typed (null when acceptable). */
export function gstMessage(value: string, { required = false }: { required?: boolean } = {}): string | null {
  if (!value.trim()) return required ? GST_REQUIRED : null;
  return gstNumberProblem(value);
}

/** The display form of a valid number; anything else as typed. */
export function normaliseOnBlur(value: string): string {
  return gstNumberProblem(value) === null ? formatGstNumber(value) : value;
}

export interface GstNumberState {
  value: string;
  notRegistered: boolean;
  /** Shown once the field has been changed (or a save was tried). */
  touched: boolean;
}

/** `registered`: the saved GST status (business details, issue 34); without it, saved details with no
 * number read as not registered. */
export function initialGst(
  saved: string | null | undefined,
  { hasSaved, registered }: { hasSaved: boolean; registered?: boolean | null },
): GstNumberState {
  const notRegistered = registered === undefined || registered === null ? hasSaved && !saved : !registered;
  return { value: saved ? formatGstNumber(saved) : '', notRegistered, touched: false };
}

export function useGstNumber(saved: string | null | undefined, hasSaved: boolean) {
  return useState<GstNumberState>(() => initialGst(saved, { hasSaved }));
}

export interface GstNumberFieldProps {
  state: GstNumberState;
  onChange: (next: GstNumberState) => void;
  /** Offer the 'Not registered' box (business details). */
  allowNotRegistered?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** An error from the server for this field. */
  serverError?: string | null;
}

export function GstNumberField({
  state,
  onChange,
  allowNotRegistered = false,
  required = false,
  disabled = false,
  serverError,
}: GstNumberFieldProps) {
  const notRegistered = allowNotRegistered && state.notRegistered;
  const problem = notRegistered ? null : state.touched ? gstMessage(state.value, { required }) : null;
  // The box sits beside the label but outside the Field, so it keeps its own id and label.
  return (
    <div className="relative">
      <Field label="GST Number" required={required} error={problem ?? serverError ?? null}>
        <Input
          name="gstNumber"
          inputMode="numeric"
          autoComplete="off"
          value={notRegistered ? '' : state.value}
          placeholder={notRegistered ? NOT_REQUIRED_PLACEHOLDER : GST_NUMBER_PLACEHOLDER}
          disabled={disabled || notRegistered}
          onChange={(event) => onChange({ ...state, value: event.target.value, touched: true })}
          onBlur={() => onChange({ ...state, value: normaliseOnBlur(state.value) })}
        />
      </Field>
      {allowNotRegistered ? (
        <Checkbox
          className="absolute right-0 top-0"
          label="Not registered"
          checked={state.notRegistered}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ value: checked ? '' : state.value, notRegistered: checked, touched: false })}
        />
      ) : null}
    </div>
  );
}

/** The value to send: null when not registered or blank. */
export function gstToSend(state: GstNumberState): string | null {
  return state.notRegistered || !state.value.trim() ? null : state.value.trim();
}

/** Whether the form may be saved; marks the field touched so its message shows. */
export function gstReady(state: GstNumberState, required = false): boolean {
  return state.notRegistered || gstMessage(state.value, { required }) === null;
}
