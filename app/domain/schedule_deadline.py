"""The payer's deadline for a payment schedule, and when to remind the payer of it. Pure: no I/O.

Section 22 of the Construction Contracts Act 2002: a payer who does not give a payment schedule
within the time the contract requires, or, when it says nothing, within 20 working days after
the claim was served, becomes liable to pay the claimed amount on the claim's due date; section
23 lets the payee recover it as a debt.

Decisions:

- The claim is served when its latest revision was submitted (the Auckland date of
  `submitted_at`): a resubmitted claim is a new claim to answer, with a new deadline.
- A contract may agree its own period, in working days (`Contract.schedule_working_days`,
  1 to 60, part of its payment terms, app.domain.payment_terms, set in the project settings by
  an editor of either party or from a pay cycle it is moved onto); none means the Act's default
  of 20 (s 22(b)(ii)). A claim counts the period agreed when it was served, kept with it
  (`claims.schedule_days`), so a later change moves no served claim's deadline. Days are counted
  by `cca_deadline`, so the explanation (every day skipped, with its reason) is the deadline
  engine's own.
- `working_days_left` is the number of working days after today up to and including the
  deadline: 1 on the working day before it, 0 on the day, and once passed minus the working
  days since (at least -1, so a weekend after a Friday deadline already reads as passed).
- Reminders go at 10, 5, 2 and 1 working days before the deadline. The step due today is the
  smallest step not below the days left; a reminder job that missed days (a worker down) thus
  sends only the latest step, never the ones it missed. The step of 1 is still sent on the
  deadline day itself when it was missed the day before; nothing is sent once it has passed.
"""
from dataclasses import dataclass
from datetime import date, timedelta

from app.domain.dates import long_date
from app.domain.errors import RuleError
from app.domain.money import dollars
from app.domain.working_days import DEFAULT_DUE_WORKING_DAYS, SkippedDay, cca_deadline, is_working_day

REMINDER_STEPS = (10, 5, 2, 1)
MIN_AGREED_DAYS = 1
MAX_AGREED_DAYS = 60
AGREED_DAYS_INVALID = (f"The working days for the payment schedule must be a whole number from "
                       f"{MIN_AGREED_DAYS} to {MAX_AGREED_DAYS}")


@dataclass(frozen=True, slots=True)
class ScheduleDeadline:
    date: date
    basis: str
    skipped: tuple[SkippedDay, ...]
    working_days_left: int

    @property
    def is_passed(self) -> bool:
        return self.working_days_left < 0


def check_agreed_days(days: int | None) -> int | None:
    """The contract's agreed period as stored: None (the Act's default) or 1 to 60 working days."""
    if days is None:
        return None
    if isinstance(days, bool) or not isinstance(days, int) or not MIN_AGREED_DAYS <= days <= MAX_AGREED_DAYS:
        raise RuleError(AGREED_DAYS_INVALID)
    return days


def schedule_deadline(served: date, today: date, agreed_days: int | None = None) -> ScheduleDeadline:
    """The deadline for a schedule answering a claim served on `served`, as seen on `today`.

    Raises RuleError when the deadline falls outside the known calendar (2022 to 2052).
    """
    days = DEFAULT_DUE_WORKING_DAYS if agreed_days is None else agreed_days
    deadline = cca_deadline(served, days)
    return ScheduleDeadline(deadline.date, basis_of(served, agreed_days), deadline.skipped,
                            working_days_left(today, deadline.date))


def basis_of(served: date, agreed_days: int | None) -> str:
    """How the deadline is counted: '20 working days after the claim was served on 1 December 2026'."""
    days = DEFAULT_DUE_WORKING_DAYS if agreed_days is None else agreed_days
    basis = f"{days} working days after the claim was served on {long_date(served)}"
    if agreed_days is not None:
        basis += ", as agreed in the contract"
    return basis


def working_days_left(today: date, deadline: date) -> int:
    if today <= deadline:
        return _working_days_in(today, deadline)
    return -max(1, _working_days_in(deadline, today))


def reminder_step(days_left: int) -> int | None:
    """The reminder due with `days_left` working days to go (the latest step reached), or None."""
    if days_left < 0:
        return None
    due = [step for step in REMINDER_STEPS if step >= days_left]
    return min(due) if due else None


def overdue_statement(deadline: date, claimed_amount: int, due_date: date | None) -> str:
    """What both sides read once the deadline has passed with no schedule given."""
    when = f"on the claim's due date ({long_date(due_date)})" if due_date else "on the claim's due date"
    return (f"No payment schedule was given by {long_date(deadline)}. Under sections 22\u201323 of the "
            f"Construction Contracts Act 2002 the claimed amount ({dollars(claimed_amount)} including GST) "
            f"is now due as a debt {when}.")


def _working_days_in(after: date, until: date) -> int:
    """Working days d with after < d <= until."""
    count, day = 0, after + timedelta(days=1)
    while day <= until:
        count += is_working_day(day)
        day += timedelta(days=1)
    return count
