/**
 * A whole number as a form's field reads it (days, months, weeks): digits only, no sign, point or
 * separator; and the words beside a field that is not one. Shared by every form that asks for one.
 */
export const WHOLE = /^\d+$/;
export const WHOLE_NUMBER = 'Enter a whole number';
