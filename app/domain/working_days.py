"""Working days under the Construction Contracts Act 2002, and deadlines that explain themselves.

A day is not a working day when it is a Saturday or Sunday, falls from 24 December to
5 January inclusive (the Christmas closedown), or is a New Zealand national public holiday:
Waitangi Day and ANZAC Day (with the following Monday when either falls on a weekend), Good
Friday, Easter Monday, the Sovereign's birthday, Matariki on its legislated dates, Labour
Day, and one-off national holidays such as the Queen Elizabeth II Memorial Day
(26 September 2022). Regional anniversary days are working days under the Act.

Decisions:

- Holidays come from the `holidays` library, New Zealand, national only (no subdivision, so
  no anniversary days), checked against a hand-written table in the tests. The holidays it
  lists inside the closedown (Christmas, Boxing Day, New Year and their observed days) change
  nothing, since the closedown already covers them.
- The calendar runs from 2022-01-01 to 2052-12-31 (changed by issue 34; it used to end with
  2031, the years the spec lists, and refuse every later date, so a contract's due date in 2032
  could not be computed at all). Every holiday set by a rule (the fixed days, Easter, the
  Sovereign's birthday, Labour Day) is known for any year; Matariki is known through 2052,
  the last year whose date the Te Kāhui o Matariki Public Holiday Act 2022 sets and the
  `holidays` package carries, so the calendar ends there and a later date still raises
  RuleError(OUTSIDE_CALENDAR) rather than guess a Matariki.
- What no calendar can know is a one-off national holiday declared later (as the Queen
  Elizabeth II Memorial Day was, two weeks ahead). The years 2022 to 2031 are checked by
  hand in the tests (STATED_THROUGH); for a later year the deadline says so:
  `unconfirmed_holidays_note` is shown beside it ('How this date was counted') rather than
  hidden, since a wrong CCA deadline costs a party its rights. When a one-off holiday is
  declared, upgrading the `holidays` package (and regenerating the UI table) picks it up.
- Counting: day 1 is the first working day after the served date, whatever the served date
  itself is, so "20 working days after" a Saturday starts counting on Monday. 0 days is the
  served date itself; a negative count is refused.
- Each skipped day carries one reason; when several apply the closedown wins, then a public
  holiday's name, then the weekday ('Saturday' / 'Sunday'), so 25 April 2026 (a Saturday) reads
  'Anzac Day' and the Monday after it 'Anzac Day (observed)'.
- "Today" for due dates is the calendar date in Pacific/Auckland.
- Speed: the working days of the window are precomputed once as a sorted list of ordinals,
  so adding N working days is one bisect and an index.

ui/src/domain/workingDays.ts implements the same rule over ui/src/domain/nzHolidays.json
(written by ops/gen_holidays.py); tests/vectors/working_days.json keeps them equal.
"""
from bisect import bisect_right
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from functools import cache
from zoneinfo import ZoneInfo

import holidays

from app.domain.errors import RuleError

FIRST_DAY = date(2022, 1, 1)
LAST_DAY = date(2052, 12, 31)
STATED_THROUGH = date(2031, 12, 31)  # the years whose holidays the tests check by hand
DEFAULT_DUE_WORKING_DAYS = 20
AUCKLAND = ZoneInfo("Pacific/Auckland")

CLOSEDOWN = "Christmas closedown (24 Dec \u2013 5 Jan)"
SATURDAY = "Saturday"
SUNDAY = "Sunday"
OUTSIDE_CALENDAR = "Working days are only known from 2022 to 2052"
NEGATIVE_DAYS = "The number of working days cannot be negative"


@dataclass(frozen=True, slots=True)
class SkippedDay:
    date: date
    reason: str


@dataclass(frozen=True, slots=True)
class Deadline:
    date: date
    skipped: tuple[SkippedDay, ...]


def public_holidays() -> dict[date, str]:
    """New Zealand national public holidays in the calendar window, by date."""
    return dict(_calendar().holidays)


def non_working_reason(day: date) -> str | None:
    """Why `day` is not a working day, or None when it is one."""
    _check_in_calendar(day)
    return _reason(day, _calendar().holidays)


def is_working_day(day: date) -> bool:
    return non_working_reason(day) is None


def add_working_days(start: date, days: int) -> date:
    """The date `days` working days after `start`. Raises RuleError outside the calendar."""
    if days < 0:
        raise RuleError(NEGATIVE_DAYS)
    _check_in_calendar(start)
    if days == 0:
        return start
    ordinals = _calendar().working_ordinals
    index = bisect_right(ordinals, start.toordinal()) + days - 1
    if index >= len(ordinals):
        raise RuleError(OUTSIDE_CALENDAR)
    return date.fromordinal(ordinals[index])


def cca_deadline(served: date, days: int = DEFAULT_DUE_WORKING_DAYS) -> Deadline:
    """The deadline `days` working days after `served`, with every day skipped on the way."""
    due = add_working_days(served, days)
    known = _calendar().holidays
    skipped = []
    day = served + timedelta(days=1)
    while day < due:
        reason = _reason(day, known)
        if reason is not None:
            skipped.append(SkippedDay(day, reason))
        day += timedelta(days=1)
    return Deadline(due, tuple(skipped))


def unconfirmed_holidays_note(until: date) -> str | None:
    """What a count reaching `until` cannot know: one-off holidays of years after STATED_THROUGH
    (None when every year counted is one the tests check)."""
    if until <= STATED_THROUGH:
        return None
    return (f"Public holidays after {STATED_THROUGH.year} are those the law sets today (Matariki on its "
            f"legislated date); a one-off public holiday declared later is not counted.")


def default_due_date(issued: date) -> date:
    """Spec 2 §9: 20 working days after the issue date."""
    return add_working_days(issued, DEFAULT_DUE_WORKING_DAYS)


def today_in_auckland(now: datetime | None = None) -> date:
    """The calendar date in Pacific/Auckland at `now` (an aware datetime; default: now)."""
    if now is None:
        return datetime.now(AUCKLAND).date()
    if now.tzinfo is None:
        raise ValueError("now must be timezone-aware")
    return now.astimezone(AUCKLAND).date()


@dataclass(frozen=True, slots=True)
class _Calendar:
    holidays: dict[date, str]
    working_ordinals: list[int]


@cache
def _calendar() -> _Calendar:
    national = holidays.country_holidays("NZ", years=range(FIRST_DAY.year, LAST_DAY.year + 1))
    known = {day: name for day, name in sorted(national.items())}
    ordinals = []
    day = FIRST_DAY
    while day <= LAST_DAY:
        if _reason(day, known) is None:
            ordinals.append(day.toordinal())
        day += timedelta(days=1)
    return _Calendar(known, ordinals)


def _reason(day: date, known: dict[date, str]) -> str | None:
    if (day.month == 12 and day.day >= 24) or (day.month == 1 and day.day <= 5):
        return CLOSEDOWN
    name = known.get(day)
    if name is not None:
        return name
    weekday = day.weekday()
    if weekday == 5:
        return SATURDAY
    if weekday == 6:
        return SUNDAY
    return None


def _check_in_calendar(day: date) -> None:
    if not FIRST_DAY <= day <= LAST_DAY:
        raise RuleError(OUTSIDE_CALENDAR)
