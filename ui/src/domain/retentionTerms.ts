/**
 * A contract's retention terms (issue 38), checked in the browser before the server checks them
 * again (app/domain/retention_release.py): the release stages add up to 100 %, a release that waits
 * on another contract (its trigger, or a stage named after another contract's event) is refused
 * (CCA ss 13 and 18I), each stage is named, has a share and, when it
 * is months after its event, the months. Shares and the interest rate are basis points (5000 = 50 %),
 * as formatPercent/parsePercent write them. Both sides run tests/vectors/retention.json's `terms`.
 *
 * The regime itself (which of the Act's retention rules apply) is the server's alone
 * (Contract.retentionRegime): the browser decides none of it.
 */
// A stage named after another contract's event: the s 13 guard's one rule (app/domain/pay_when_paid.py).
import { OTHER_CONTRACT_WORDS } from './payWhenPaid';

export type Trigger = 'OnEvent' | 'MonthsAfter' | 'OtherContract';

export interface Stage {
  label: string;
  share: number; // basis points
  trigger: Trigger;
  months: number;
  eventOn: string | null;
}

export interface RetentionProblem {
  field: string;
  message: string;
}

export const HUNDRED_PERCENT = 10_000;
export const MAX_MONTHS = 120;

export const STAGES_TOTAL = 'The release stages must add up to 100 % of the retention held.';
export const OTHER_CONTRACT_REFUSED =
  "A release that waits on another contract has no effect (CCA ss 13 and 18I). Tie it to this subcontractor's own work.";
export const LABEL_NEEDED = "Name the event that releases this stage, such as 'Practical completion'.";
export const SHARE_RANGE = 'Enter a share between 0.01 % and 100 %.';
export const MONTHS_RANGE = `Enter the months after the event, from 1 to ${MAX_MONTHS}.`;
export const INTEREST_RANGE = 'Enter an interest rate between 0.01 % and 100 % a year, or leave it empty if none is agreed.';
export const DEPOSIT_RANGE = 'Enter a whole number of working days from 0 to 10.';
export const EVENT_DATE_RANGE = 'Enter an event date from 1 January 2000 to 31 December 2100.';
/** The event dates a stage may record (ISO dates compare as text). */
export const EARLIEST_EVENT = '2000-01-01';
export const LATEST_EVENT = '2100-12-31';
export const RENEWED_BEFORE_ENTERED = 'The renewal date cannot be before the contract date.';

export const TRIGGERS: { value: Trigger; label: string }[] = [
  { value: 'OnEvent', label: 'On the event' },
  { value: 'MonthsAfter', label: 'Months after the event' },
  { value: 'OtherContract', label: 'When another contract releases' },
];

/** The first refusal of these stages (and rate, period, dates), or null: the server's order. */
export function retentionProblem(
  stages: Stage[],
  { interestRate = null, depositWorkingDays = null, enteredOn = null, renewedOn = null }: {
    interestRate?: number | null;
    depositWorkingDays?: number | null;
    enteredOn?: string | null;
    renewedOn?: string | null;
  } = {},
): RetentionProblem | null {
  if (enteredOn && renewedOn && renewedOn < enteredOn) return { field: 'renewedOn', message: RENEWED_BEFORE_ENTERED };
  for (const [index, stage] of stages.entries()) {
    const field = `stages.${index}`;
    if (stage.trigger === 'OtherContract') return { field: `${field}.trigger`, message: OTHER_CONTRACT_REFUSED };
    if (!stage.label.trim()) return { field: `${field}.label`, message: LABEL_NEEDED };
    if (OTHER_CONTRACT_WORDS.test(stage.label)) return { field: `${field}.label`, message: OTHER_CONTRACT_REFUSED };
    if (!Number.isInteger(stage.share) || stage.share <= 0 || stage.share > HUNDRED_PERCENT) {
      return { field: `${field}.share`, message: SHARE_RANGE };
    }
    if (stage.trigger === 'MonthsAfter' && (!Number.isInteger(stage.months) || stage.months < 1 || stage.months > MAX_MONTHS)) {
      return { field: `${field}.months`, message: MONTHS_RANGE };
    }
    if (stage.eventOn && (stage.eventOn < EARLIEST_EVENT || stage.eventOn > LATEST_EVENT)) {
      return { field: `${field}.eventOn`, message: EVENT_DATE_RANGE };
    }
  }
  if (stages.length && stages.reduce((sum, s) => sum + s.share, 0) !== HUNDRED_PERCENT) {
    return { field: 'stages', message: STAGES_TOTAL };
  }
  if (interestRate !== null && (interestRate <= 0 || interestRate > HUNDRED_PERCENT)) {
    return { field: 'interestRate', message: INTEREST_RANGE };
  }
  if (depositWorkingDays !== null && (!Number.isInteger(depositWorkingDays) || depositWorkingDays < 0 || depositWorkingDays > 10)) {
    return { field: 'depositWorkingDays', message: DEPOSIT_RANGE };
  }
  return null;
}
