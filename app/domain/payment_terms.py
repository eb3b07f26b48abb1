"""A contract's payment terms: when claims are made, how long the payer has for a payment
schedule, and when payment falls due. Pure: no I/O.

A contract (and a pay cycle, as its template: app.contracts.paycycles) states three things, each
of which may be left out:

- the **claim date**: a day of each month ('the 25th'), two days of each month ('the 1st and
  16th', as a twice-monthly pay cycle), or every so many weeks from a first date ('every two
  weeks from 9 January 2026');
- the **schedule period**: the working days the payer has for a payment schedule after a claim
  is served (`Contract.schedule_working_days`, checked by app.domain.schedule_deadline);
- the **payment due**: N working days after the claim, N days after the claim, or a day of the
  month following the claim's month.

Stored as JSON beside the schedule period (contracts.payment_terms; a sent claim keeps a copy,
claims.payment_terms, with the period it was counted by, claims.schedule_days):

    {"claim": {"day": 25}, "due": {"dayOfFollowingMonth": 20}}
    {"claim": {"day": 1, "day2": 16}, "due": {"days": 5}}
    {"claim": {"everyWeeks": 2, "from": "2026-01-09"}, "due": {"workingDays": 10}}
    {"due": {"days": 14}}

Decisions:

- A new claim's date is the first claim date on or after the day it is made (a claim can still
  go in on the claim day itself), its due date follows from that date; both stay editable, and
  what the user picks is what the claim states (s 20(2)(c)).
- A day beyond the month's length falls on the month's last day (31 -> 30 April, 28/29 Feb),
  as pay cycles do (app.domain.pay_cycles). A due date is the date the contract says, even on a
  weekend: the terms say when, this code does not move it.
- The Act fills what the contract leaves out, and the terms say so (`act_notes`): no schedule
  period means 20 working days after service (s 22(b)(ii)); no due date means 20 working days
  after the claim is served (s 18(b)), the default every claim has had (spec 2 §9). A period
  longer than 20 working days is the parties' agreement and the Act applies it as agreed.
- Limits: a claim day 1-31 (a second one after the first); every 1 to 8 weeks; the payment due
  1-120 working days, 0-365 days (0: on the claim date), or a day 1-31. Each refusal names its field (`TermsError.field`) so it shows beside it.
- Dates are counted in CCA working days by app.domain.working_days (2022 to 2052); a due date
  outside that calendar is None for the caller to ask the user for one.
"""
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

from app.domain.dates import day_in_month, long_date
from app.domain.errors import RuleError
from app.domain.working_days import DEFAULT_DUE_WORKING_DAYS, add_working_days

WORKING_DAYS = "workingDays"
DAYS = "days"
DAY_OF_FOLLOWING_MONTH = "dayOfFollowingMonth"
DUE_KINDS = (WORKING_DAYS, DAYS, DAY_OF_FOLLOWING_MONTH)
DUE_LIMITS = {WORKING_DAYS: (1, 120), DAYS: (0, 365), DAY_OF_FOLLOWING_MONTH: (1, 31)}
MAX_EVERY_WEEKS = 8

CLAIM_DAY_INVALID = "The claim day must be a whole number from 1 to 31"
SECOND_DAY_INVALID = "The second claim day must be a whole number after the first, up to 31"
SECOND_DAY_ALONE = "Set the first claim day before a second one"
EVERY_WEEKS_INVALID = f"Claims every so many weeks must be a whole number from 1 to {MAX_EVERY_WEEKS}"
FIRST_CLAIM_REQUIRED = "The first claim date is required for claims every so many weeks"
ONE_CLAIM_RULE = "Choose a day of the month or every so many weeks, not both"
DUE_KIND_INVALID = "Choose when payment is due: working days after the claim, days after the claim, or a day of the following month"
DUE_VALUE_INVALID = {
    WORKING_DAYS: "The working days until payment must be a whole number from 1 to 120",
    DAYS: "The days until payment must be a whole number from 0 to 365",
    DAY_OF_FOLLOWING_MONTH: "The day of the following month must be a whole number from 1 to 31",
}

NO_SCHEDULE_PERIOD = ("The contract sets no period for a payment schedule: the Act's 20 working days after the "
                      "claim is served apply (s 22(b)(ii)).")
NO_DUE_DATE = ("The contract sets no due date for payment: a claim's due date defaults to 20 working days "
               "after it is served (s 18(b)).")


class TermsError(RuleError):
    """A refused term, with the form field it belongs to."""

    def __init__(self, message: str, field: str):
        super().__init__(message)
        self.field = field


@dataclass(frozen=True, slots=True)
class PaymentTerms:
    claim_day: int | None = None  # the day of each month claims are made
    claim_day2: int | None = None  # and a second one (twice monthly)
    every_weeks: int | None = None  # or every so many weeks ...
    weeks_from: date | None = None  # ... from this first claim date
    due_kind: str | None = None  # WORKING_DAYS, DAYS or DAY_OF_FOLLOWING_MONTH
    due_value: int | None = None
    schedule_days: int | None = None  # the agreed schedule period (None: the Act's 20)

    @property
    def is_empty(self) -> bool:
        return self == PaymentTerms()

    def as_json(self) -> dict | None:
        """The stored JSON (without the schedule period, a column of its own); None when nothing is set."""
        out: dict[str, Any] = {}
        if self.claim_day is not None:
            out["claim"] = {"day": self.claim_day}
            if self.claim_day2 is not None:
                out["claim"]["day2"] = self.claim_day2
        elif self.every_weeks is not None:
            out["claim"] = {"everyWeeks": self.every_weeks, "from": self.weeks_from.isoformat()}
        if self.due_kind is not None:
            out["due"] = {self.due_kind: self.due_value}
        return out or None


def _whole(value: Any, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def check_terms(*, claim_day: Any = None, claim_day2: Any = None, every_weeks: Any = None, weeks_from: Any = None, due_kind: Any = None,
                due_value: Any = None, schedule_days: int | None = None) -> PaymentTerms:
    """The terms as typed, checked. Raises TermsError (message and field)."""
    if claim_day is not None and every_weeks is not None:
        raise TermsError(ONE_CLAIM_RULE, "claimEveryWeeks")
    if claim_day is not None and not _whole(claim_day, 1, 31):
        raise TermsError(CLAIM_DAY_INVALID, "claimDay")
    if claim_day2 is not None:
        if claim_day is None:
            raise TermsError(SECOND_DAY_ALONE, "claimDay")
        if not _whole(claim_day2, claim_day + 1, 31):
            raise TermsError(SECOND_DAY_INVALID, "claimDay2")
    if every_weeks is not None:
        if not _whole(every_weeks, 1, MAX_EVERY_WEEKS):
            raise TermsError(EVERY_WEEKS_INVALID, "claimEveryWeeks")
        if not isinstance(weeks_from, date):
            raise TermsError(FIRST_CLAIM_REQUIRED, "claimFrom")
    else:
        weeks_from = None
    if due_kind is None:
        due_value = None
    elif due_kind not in DUE_KINDS:
        raise TermsError(DUE_KIND_INVALID, "dueKind")
    elif not _whole(due_value, *DUE_LIMITS[due_kind]):
        raise TermsError(DUE_VALUE_INVALID[due_kind], "dueValue")
    return PaymentTerms(claim_day, claim_day2, every_weeks, weeks_from, due_kind, due_value, schedule_days)


def terms_of(stored: Mapping[str, Any] | None, schedule_days: int | None = None) -> PaymentTerms:
    """The terms from their stored JSON and the schedule period (a stored value is trusted as
    written by `as_json`; anything unreadable reads as not set)."""
    stored = stored or {}
    claim = stored.get("claim") or {}
    due = stored.get("due") or {}
    kind = next((k for k in DUE_KINDS if k in due), None)
    weeks_from = None
    if claim.get("from"):
        try:
            weeks_from = date.fromisoformat(claim["from"])
        except (TypeError, ValueError):
            weeks_from = None
    try:
        return check_terms(claim_day=claim.get("day"), claim_day2=claim.get("day2"), every_weeks=claim.get("everyWeeks"), weeks_from=weeks_from,
                           due_kind=kind, due_value=due.get(kind) if kind else None, schedule_days=schedule_days)
    except TermsError:
        return PaymentTerms(schedule_days=schedule_days)


# ---- dates -------------------------------------------------------------------------------------

def next_claim_date(terms: PaymentTerms, on: date) -> date:
    """The first claim date on or after `on` (`on` itself when the terms set no claim date)."""
    if terms.claim_day is not None:
        days = [d for d in (terms.claim_day, terms.claim_day2) if d is not None]
        return min(_next_day_of_month(day, on) for day in days)
    if terms.every_weeks is not None:
        if on <= terms.weeks_from:
            return terms.weeks_from
        step = 7 * terms.every_weeks
        periods = -(-(on - terms.weeks_from).days // step)  # ceiling: the first claim date not before `on`
        return terms.weeks_from + timedelta(days=periods * step)
    return on


def due_date(terms: PaymentTerms, claim_date: date) -> date:
    """The payment due date of a claim dated `claim_date` under the terms (the Act's 20 working
    days when they set none). Raises RuleError when a working-day count leaves the calendar."""
    if terms.due_kind == DAYS:
        return claim_date + timedelta(days=terms.due_value)
    if terms.due_kind == DAY_OF_FOLLOWING_MONTH:
        return day_in_month(*_month_after(claim_date.year, claim_date.month), terms.due_value)
    days = terms.due_value if terms.due_kind == WORKING_DAYS else DEFAULT_DUE_WORKING_DAYS
    return add_working_days(claim_date, days)


def default_due(terms: PaymentTerms, claim_date: date | None) -> date | None:
    """`due_date`, or None when there is no claim date or the count leaves the known calendar."""
    if claim_date is None:
        return None
    try:
        return due_date(terms, claim_date)
    except RuleError:
        return None


# ---- words -------------------------------------------------------------------------------------

def ordinal(day: int) -> str:
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _weeks(n: int) -> str:
    return {1: "every week", 2: "every two weeks"}.get(n, f"every {n} weeks")


def claim_text(terms: PaymentTerms) -> str | None:
    """'Claims on the 25th of each month' / 'Claims every two weeks from 9 January 2026'."""
    if terms.claim_day2 is not None:
        return f"Claims on the {ordinal(terms.claim_day)} and {ordinal(terms.claim_day2)} of each month"
    if terms.claim_day is not None:
        return f"Claims on the {ordinal(terms.claim_day)} of each month"
    if terms.every_weeks is not None:
        return f"Claims {_weeks(terms.every_weeks)} from {long_date(terms.weeks_from)}"
    return None


def schedule_text(terms: PaymentTerms) -> str:
    days = DEFAULT_DUE_WORKING_DAYS if terms.schedule_days is None else terms.schedule_days
    text = f"Payment schedule within {days} working days after a claim is served"
    return text + (" (the Act's default)" if terms.schedule_days is None else "")


def due_text(terms: PaymentTerms) -> str:
    if terms.due_kind == WORKING_DAYS:
        return f"Payment due {terms.due_value} working days after the claim"
    if terms.due_kind == DAYS:
        if terms.due_value == 0:
            return "Payment due on the claim date"
        return f"Payment due {terms.due_value} {'day' if terms.due_value == 1 else 'days'} after the claim"
    if terms.due_kind == DAY_OF_FOLLOWING_MONTH:
        return f"Payment due on the {ordinal(terms.due_value)} of the month following the claim"
    return f"Payment due {DEFAULT_DUE_WORKING_DAYS} working days after the claim (the Act's default)"


def describe(terms: PaymentTerms) -> str:
    """The terms in one sentence each, as the contract and the claim's 'How this date was counted' show them:
    'Claims on the 25th of each month. Payment schedule within 10 working days after a claim is served.
    Payment due on the 20th of the month following the claim.'"""
    parts = [claim_text(terms), schedule_text(terms), due_text(terms)]
    return " ".join(f"{part}." for part in parts if part)


def at_a_glance(terms: PaymentTerms) -> list[str]:
    """The terms that differ from the Act's defaults, as short as a chip on a list says them (issue 40,
    'payment terms at a glance'): 'schedules in 10 WD' (the schedule period, s 22(b)(ii)'s default 20
    working days), 'pays in 14 days' / 'pays in 10 WD' / 'pays on the 20th of next month' (the due date,
    s 18(b)'s default 20 working days). Nothing for a term the Act fills, or one stated as the Act's."""
    chips = []
    if terms.schedule_days is not None and terms.schedule_days != DEFAULT_DUE_WORKING_DAYS:
        chips.append(f"schedules in {terms.schedule_days} WD")
    if terms.due_kind == WORKING_DAYS and terms.due_value != DEFAULT_DUE_WORKING_DAYS:
        chips.append(f"pays in {terms.due_value} WD")
    elif terms.due_kind == DAYS:
        chips.append("pays on the claim date" if terms.due_value == 0 else
                     f"pays in {terms.due_value} {'day' if terms.due_value == 1 else 'days'}")
    elif terms.due_kind == DAY_OF_FOLLOWING_MONTH:
        chips.append(f"pays on the {ordinal(terms.due_value)} of next month")
    return chips


PRINTED_LEAD = "Payment terms"


def printed(terms: PaymentTerms) -> list[str]:
    """The terms as a claim's or schedule's PDF and email print them beside the date they set:
    'Payment terms: {describe}', then what the Act supplies where they are silent (`act_notes`),
    the same words the claim page's 'How this date was counted' shows."""
    return [f"{PRINTED_LEAD}: {describe(terms)}", *act_notes(terms)]


def act_notes(terms: PaymentTerms) -> list[str]:
    """What the Act supplies because the terms are silent, with its section."""
    notes = []
    if terms.schedule_days is None:
        notes.append(NO_SCHEDULE_PERIOD)
    if terms.due_kind is None:
        notes.append(NO_DUE_DATE)
    return notes


def _next_day_of_month(day: int, on: date) -> date:
    this_month = day_in_month(on.year, on.month, day)
    if this_month >= on:
        return this_month
    return day_in_month(*_month_after(on.year, on.month), day)


def _month_after(year: int, month: int) -> tuple[int, int]:
    return (year + 1, 1) if month == 12 else (year, month + 1)
