/**
 * The words and the small rules of the remedies' screens (the server's words come with the data:
 * the ground's reasons, the notice's sentence, the refusals): what a ground is called in a list,
 * the manners of service a person may record, and the checks a dialog makes before it asks.
 */

export type Ground = 'NO_SCHEDULE_UNPAID' | 'SCHEDULED_UNPAID' | 'DETERMINATION_UNPAID';

/** A row's ground, short (the home lists): the section the notice would be given under. */
export const GROUND_LABELS: Record<Ground, string> = {
  NO_SCHEDULE_UNPAID: 'Unpaid, no schedule (s 23)',
  SCHEDULED_UNPAID: 'Scheduled amount unpaid (s 24)',
  DETERMINATION_UNPAID: 'Determination unpaid (s 59)',
};

export function groundLabel(ground: string | null | undefined): string | null {
  return ground && Object.hasOwn(GROUND_LABELS, ground) ? GROUND_LABELS[ground as Ground] : null;
}

export const REMEDIES_TITLE = 'What you can do now';
export const NOTHING_NOW = 'Nothing yet: the Act gives no remedy on these facts today.';
export const NOTICE_PREPARED = 'Notice of intention to suspend prepared';
export const NOTICE_SERVED = 'Notice served';
export const SUSPENSION_RECORDED = 'Suspension recorded';
export const SUSPENSION_LIFTED = 'Suspension lifted';
export const TERMS_SAVED = 'Email service recorded';

/** The manners a person records (s 80); email is served through Claimdesk itself. */
export const MANNERS = [
  { value: 'PERSONAL', label: 'Delivered to the person' },
  { value: 'LEFT', label: 'Left at their place of business or residence' },
  { value: 'POST', label: 'Posted' },
] as const;
export type Manner = (typeof MANNERS)[number]['value'];

export const MANNER_REQUIRED = 'Choose how the notice was served';
export const DATE_REQUIRED = 'Enter the date';
export const DATE_IN_FUTURE = 'The date cannot be in the future';
export const SERVED_TO_REQUIRED = 'Say on whom (or where) the notice was served';
export const CLAUSE_REQUIRED = 'Name the clause of the contract that agrees to service by email';
export const BASIS_REQUIRED = "Say how email service is agreed: a clause of the contract, or the parties' routine use of email";

export interface ServiceForm {
  manner: Manner | '';
  servedOn: string;
  servedTo: string;
}
export type ServiceErrors = Partial<Record<keyof ServiceForm, string>>;

/** The record-of-service form, checked as the server will (so most refusals never leave the page). */
export function checkService(form: { manner: string; servedOn: string; servedTo: string }, today: string): ServiceErrors {
  const errors: ServiceErrors = {};
  if (!form.manner) errors.manner = MANNER_REQUIRED;
  if (!form.servedOn) errors.servedOn = DATE_REQUIRED;
  else if (form.servedOn > today) errors.servedOn = DATE_IN_FUTURE;
  if (!form.servedTo.trim()) errors.servedTo = SERVED_TO_REQUIRED;
  return errors;
}

/** A date typed for a suspension or a resumption: required, not in the future. */
export function checkDay(value: string, today: string): string | undefined {
  if (!value) return DATE_REQUIRED;
  if (value > today) return DATE_IN_FUTURE;
  return undefined;
}

export interface TermsForm {
  agreed: boolean;
  basis: 'clause' | 'routine' | '';
  clause: string;
}
export type TermsErrors = Partial<Record<'basis' | 'clause', string>>;

export function checkTerms(form: TermsForm): TermsErrors {
  if (!form.agreed) return {};
  if (!form.basis) return { basis: BASIS_REQUIRED };
  if (form.basis === 'clause' && !form.clause.trim()) return { clause: CLAUSE_REQUIRED };
  return {};
}

/** A server field name (extensions.field) as the form's own key, or null for a problem of the whole. */
export function formField<K extends string>(field: string | null | undefined, keys: readonly K[]): K | null {
  return field && (keys as readonly string[]).includes(field) ? (field as K) : null;
}
