"""Pay cycles: on which day of the month claims are submitted and paid.

Params JSON (spec 2 §3), as stored on the pay cycle:

    {"period": "monthly", "submit1": 20, "pay1": 21, "pay1FollowingPeriod": true,
     "scheduleWorkingDays": 10}                  (optional; none: the Act's 20)
    {"period": "twice_monthly",
     "submit1": 1, "pay1": 6, "pay1FollowingPeriod": false,
     "submit2": 16, "pay2": 21, "pay2FollowingPeriod": false}

Decisions:

- Day values are whole numbers 1–31; anything else (missing, text, 0, 32, a boolean), or a
  following-period flag that is not true/false, is 'Invalid settings detected.'. A pay day
  earlier than its submit day in the same period is also invalid, since payment would fall
  due before the claim is made.
- A period other than monthly or twice_monthly is 'not supported' (spec 2 §8).
- A day beyond the month's length falls on the month's last day (31 → 30 April, 28/29 Feb).
- A pay cycle is the template of a contract's payment terms (app.domain.payment_terms): its
  submit days are the claim days, its pay days the payment due, and its optional
  `scheduleWorkingDays` (1 to 60, as a contract's) the schedule period. `terms_of` maps it: a
  pay day in the following month is 'the Nth of the following month'; one in the same month is
  'N days after the claim' (the days between submit and pay day). A twice-monthly cycle whose
  two runs pay by different rules cannot be one contract's terms: its first run's rule is taken
  and `terms_of` says so (`PayCycleTerms.note`).
- The next submit date is the first submit day on or after the given date (a claim can still
  go in on the submit day itself); its pay date is the pay day in the same month, or in the
  following month when the flag says so.
"""
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from typing import Any

from app.domain.dates import day_in_month
from app.domain.errors import RuleError
from app.domain.payment_terms import DAY_OF_FOLLOWING_MONTH, DAYS, PaymentTerms
from app.domain.schedule_deadline import check_agreed_days

MONTHLY = "monthly"
TWICE_MONTHLY = "twice_monthly"

INVALID_SETTINGS = "Invalid settings detected."
NOT_SUPPORTED = "not supported"

DEFAULT_PARAMS: dict[str, dict[str, Any]] = {
    MONTHLY: {"period": MONTHLY, "submit1": 20, "pay1": 21, "pay1FollowingPeriod": True},
    TWICE_MONTHLY: {
        "period": TWICE_MONTHLY,
        "submit1": 1,
        "pay1": 6,
        "pay1FollowingPeriod": False,
        "submit2": 16,
        "pay2": 21,
        "pay2FollowingPeriod": False,
    },
}


@dataclass(frozen=True, slots=True)
class PayRun:
    submit_day: int
    pay_day: int
    pay_following_period: bool


@dataclass(frozen=True, slots=True)
class PayCycle:
    period: str
    runs: tuple[PayRun, ...]  # one for monthly, two for twice monthly
    schedule_days: int | None = None  # the schedule period it sets (None: it sets none)


@dataclass(frozen=True, slots=True)
class PayCycleTerms:
    terms: PaymentTerms
    note: str | None  # when the cycle cannot be stated exactly as one contract's terms


RUNS_DIFFER = "The two pay runs pay by different rules; the first run's is applied."


@dataclass(frozen=True, slots=True)
class PayDates:
    submit: date
    pay: date


def default_pay_cycle_params(period: str) -> dict[str, Any]:
    """The creation dialog's defaults for a period. Raises RuleError('not supported')."""
    try:
        return dict(DEFAULT_PARAMS[period])
    except KeyError:
        raise RuleError(NOT_SUPPORTED) from None


def parse_pay_cycle(params: Mapping[str, Any]) -> PayCycle:
    """Validate stored or submitted params. Raises RuleError."""
    period = params.get("period")
    if period == MONTHLY:
        count = 1
    elif period == TWICE_MONTHLY:
        count = 2
    else:
        raise RuleError(NOT_SUPPORTED)
    schedule_days = params.get("scheduleWorkingDays")
    try:
        schedule_days = check_agreed_days(schedule_days)
    except RuleError:
        raise RuleError(INVALID_SETTINGS) from None
    return PayCycle(period, tuple(_parse_run(params, n) for n in range(1, count + 1)), schedule_days)


def terms_of(cycle: PayCycle) -> PayCycleTerms:
    """The contract terms the pay cycle states (see the module's rules)."""
    dues = [_due_of(run) for run in cycle.runs]
    days = [run.submit_day for run in cycle.runs]
    first, second = min(days), (max(days) if len(set(days)) > 1 else None)
    kind, value = dues[0] if cycle.runs[0].submit_day == first else dues[-1]
    terms = PaymentTerms(claim_day=first, claim_day2=second, due_kind=kind, due_value=value,
                         schedule_days=cycle.schedule_days)
    return PayCycleTerms(terms, RUNS_DIFFER if len(set(dues)) > 1 else None)


def _due_of(run: PayRun) -> tuple[str, int]:
    if run.pay_following_period:
        return DAY_OF_FOLLOWING_MONTH, run.pay_day
    return DAYS, run.pay_day - run.submit_day


def next_pay_dates(cycle: PayCycle, on: date) -> PayDates:
    """The first submit date on or after `on`, and the pay date that goes with it."""
    candidates = [(_next_submit(run.submit_day, on), run) for run in cycle.runs]
    submit, run = min(candidates, key=lambda candidate: candidate[0])
    pay_year, pay_month = submit.year, submit.month
    if run.pay_following_period:
        pay_year, pay_month = _month_after(pay_year, pay_month)
    return PayDates(submit, day_in_month(pay_year, pay_month, run.pay_day))


def _parse_run(params: Mapping[str, Any], n: int) -> PayRun:
    submit_day = params.get(f"submit{n}")
    pay_day = params.get(f"pay{n}")
    following = params.get(f"pay{n}FollowingPeriod")
    if not (_is_day(submit_day) and _is_day(pay_day) and isinstance(following, bool)):
        raise RuleError(INVALID_SETTINGS)
    if not following and pay_day < submit_day:
        raise RuleError(INVALID_SETTINGS)
    return PayRun(submit_day, pay_day, following)


def _is_day(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 31


def _next_submit(submit_day: int, on: date) -> date:
    this_month = day_in_month(on.year, on.month, submit_day)
    if this_month >= on:
        return this_month
    return day_in_month(*_month_after(on.year, on.month), submit_day)


def _month_after(year: int, month: int) -> tuple[int, int]:
    return (year + 1, 1) if month == 12 else (year, month + 1)
