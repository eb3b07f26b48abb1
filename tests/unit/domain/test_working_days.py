from datetime import date, datetime, timedelta, timezone

import holidays
import pytest
import time_machine
from hypothesis import given, settings
from hypothesis import strategies as st

from app.domain.errors import RuleError
from app.domain.working_days import (
    CLOSEDOWN,
    FIRST_DAY,
    LAST_DAY,
    STATED_THROUGH,
    OUTSIDE_CALENDAR,
    unconfirmed_holidays_note,
    add_working_days,
    cca_deadline,
    default_due_date,
    is_working_day,
    non_working_reason,
    public_holidays,
    today_in_auckland,
)
from tests.unit.domain.vectors import load

VECTORS = load("working_days.json")

# Written out by hand from the Holidays Act 2003, the Te Kāhui o Matariki Public Holiday Act
# 2022 schedule and the Queen Elizabeth II Memorial Day Act 2022: every national public
# holiday of 2022–2031 outside the Christmas closedown (the closedown covers the rest).
HAND_TABLE = {
    "2022-02-06": "Waitangi Day", "2022-02-07": "Waitangi Day (observed)",
    "2022-04-15": "Good Friday", "2022-04-18": "Easter Monday", "2022-04-25": "Anzac Day",
    "2022-06-06": "Queen's Birthday", "2022-06-24": "Matariki",
    "2022-09-26": "Queen Elizabeth II Memorial Day", "2022-10-24": "Labour Day",
    "2023-02-06": "Waitangi Day", "2023-04-07": "Good Friday", "2023-04-10": "Easter Monday",
    "2023-04-25": "Anzac Day", "2023-06-05": "King's Birthday", "2023-07-14": "Matariki",
    "2023-10-23": "Labour Day",
    "2024-02-06": "Waitangi Day", "2024-03-29": "Good Friday", "2024-04-01": "Easter Monday",
    "2024-04-25": "Anzac Day", "2024-06-03": "King's Birthday", "2024-06-28": "Matariki",
    "2024-10-28": "Labour Day",
    "2025-02-06": "Waitangi Day", "2025-04-18": "Good Friday", "2025-04-21": "Easter Monday",
    "2025-04-25": "Anzac Day", "2025-06-02": "King's Birthday", "2025-06-20": "Matariki",
    "2025-10-27": "Labour Day",
    "2026-02-06": "Waitangi Day", "2026-04-03": "Good Friday", "2026-04-06": "Easter Monday",
    "2026-04-25": "Anzac Day", "2026-04-27": "Anzac Day (observed)",
    "2026-06-01": "King's Birthday", "2026-07-10": "Matariki", "2026-10-26": "Labour Day",
    "2027-02-06": "Waitangi Day", "2027-02-08": "Waitangi Day (observed)",
    "2027-03-26": "Good Friday", "2027-03-29": "Easter Monday", "2027-04-25": "Anzac Day",
    "2027-04-26": "Anzac Day (observed)", "2027-06-07": "King's Birthday",
    "2027-06-25": "Matariki", "2027-10-25": "Labour Day",
    "2028-02-06": "Waitangi Day", "2028-02-07": "Waitangi Day (observed)",
    "2028-04-14": "Good Friday", "2028-04-17": "Easter Monday", "2028-04-25": "Anzac Day",
    "2028-06-05": "King's Birthday", "2028-07-14": "Matariki", "2028-10-23": "Labour Day",
    "2029-02-06": "Waitangi Day", "2029-03-30": "Good Friday", "2029-04-02": "Easter Monday",
    "2029-04-25": "Anzac Day", "2029-06-04": "King's Birthday", "2029-07-06": "Matariki",
    "2029-10-22": "Labour Day",
    "2030-02-06": "Waitangi Day", "2030-04-19": "Good Friday", "2030-04-22": "Easter Monday",
    "2030-04-25": "Anzac Day", "2030-06-03": "King's Birthday", "2030-06-21": "Matariki",
    "2030-10-28": "Labour Day",
    "2031-02-06": "Waitangi Day", "2031-04-11": "Good Friday", "2031-04-14": "Easter Monday",
    "2031-04-25": "Anzac Day", "2031-06-02": "King's Birthday", "2031-07-11": "Matariki",
    "2031-10-27": "Labour Day",
}


def in_closedown(day: date) -> bool:
    return (day.month, day.day) >= (12, 24) or (day.month, day.day) <= (1, 5)


def test_the_library_matches_the_hand_written_holiday_table_for_the_stated_years():
    outside_closedown = {
        day.isoformat(): name for day, name in public_holidays().items()
        if not in_closedown(day) and day <= STATED_THROUGH
    }
    assert outside_closedown == HAND_TABLE


def test_no_regional_anniversary_day_is_a_holiday():
    names = " ".join(public_holidays().values())
    assert "Anniversary" not in names


def slow_reason(day: date) -> str | None:
    """The rule restated from the spec over the hand table, day by day."""
    if in_closedown(day):
        return CLOSEDOWN
    if day.isoformat() in HAND_TABLE:
        return HAND_TABLE[day.isoformat()]
    return {5: "Saturday", 6: "Sunday"}.get(day.weekday())


def test_every_day_the_tests_state_has_the_reason_the_spec_gives():
    day = FIRST_DAY
    while day <= STATED_THROUGH:
        assert non_working_reason(day) == slow_reason(day), day
        day += timedelta(days=1)


@pytest.mark.parametrize("case", VECTORS["reasons"], ids=lambda c: c["date"])
def test_shared_reason_vectors(case):
    day = date.fromisoformat(case["date"])
    assert non_working_reason(day) == case["reason"]
    assert is_working_day(day) == (case["reason"] is None)


@pytest.mark.parametrize("case", VECTORS["deadlines"], ids=lambda c: f"{c['served']}+{c['days']}")
def test_shared_deadline_vectors(case):
    deadline = cca_deadline(date.fromisoformat(case["served"]), case["days"])
    assert deadline.date.isoformat() == case["date"]
    assert [(s.date.isoformat(), s.reason) for s in deadline.skipped] == [
        (s["date"], s["reason"]) for s in case["skipped"]
    ]
    assert add_working_days(date.fromisoformat(case["served"]), case["days"]) == deadline.date


@pytest.mark.parametrize("case", VECTORS["errors"], ids=lambda c: f"{c['served']}+{c['days']}")
def test_shared_error_vectors(case):
    with pytest.raises(RuleError) as refused:
        cca_deadline(date.fromisoformat(case["served"]), case["days"])
    assert refused.value.message == case["error"]


def test_years_past_the_stated_ones_come_from_the_holidays_package_to_the_last_legislated_matariki():
    """2032-2052: the package's national holidays (Matariki on its legislated date), the same rule."""
    package = holidays.country_holidays("NZ", years=range(2032, LAST_DAY.year + 1))
    day = STATED_THROUGH + timedelta(days=1)
    while day <= LAST_DAY:
        expected = CLOSEDOWN if in_closedown(day) else package.get(day) or {5: "Saturday", 6: "Sunday"}.get(day.weekday())
        assert non_working_reason(day) == expected, day
        day += timedelta(days=1)
    matariki = {d.year for d, name in package.items() if name == "Matariki"}
    assert matariki == set(range(2032, 2053))  # every year of the calendar has its Matariki


def test_a_count_past_the_stated_years_says_what_it_cannot_know():
    assert unconfirmed_holidays_note(STATED_THROUGH) is None
    assert unconfirmed_holidays_note(date(2033, 1, 20)) == (
        "Public holidays after 2031 are those the law sets today (Matariki on its legislated date); "
        "a one-off public holiday declared later is not counted.")


def test_outside_the_calendar_is_an_error():
    assert LAST_DAY == date(2052, 12, 31)
    for day in (date(2021, 12, 31), date(2053, 1, 1)):
        with pytest.raises(RuleError) as refused:
            non_working_reason(day)
        assert refused.value.message == OUTSIDE_CALENDAR


def test_default_due_date_is_20_working_days_after_issue():
    assert default_due_date(date(2024, 12, 20)) == date(2025, 1, 30)
    assert default_due_date(date(2025, 3, 3)) == date(2025, 3, 31)


@pytest.mark.parametrize(
    ("instant", "auckland_date"),
    [
        ("2024-06-30T11:59:00+00:00", date(2024, 6, 30)),  # NZST +12: 23:59
        ("2024-06-30T12:00:00+00:00", date(2024, 7, 1)),
        ("2025-01-01T10:59:00+00:00", date(2025, 1, 1)),  # NZDT +13: 23:59
        ("2025-01-01T11:00:00+00:00", date(2025, 1, 2)),
    ],
)
def test_today_is_the_date_in_auckland(instant, auckland_date):
    moment = datetime.fromisoformat(instant)
    assert today_in_auckland(moment) == auckland_date
    with time_machine.travel(moment, tick=False):
        assert today_in_auckland() == auckland_date


def test_today_needs_an_aware_datetime():
    with pytest.raises(ValueError):
        today_in_auckland(datetime(2025, 1, 1))
    assert today_in_auckland(datetime(2025, 1, 1, tzinfo=timezone.utc)) == date(2025, 1, 1)


days_in_window = st.dates(min_value=FIRST_DAY, max_value=date(2031, 6, 30))


@settings(max_examples=300, deadline=None)
@given(days_in_window, st.integers(min_value=0, max_value=60))
def test_adding_working_days_counts_exactly_and_lands_on_a_working_day(start, days):
    deadline = cca_deadline(start, days)
    assert deadline.date == add_working_days(start, days)
    if days == 0:
        assert deadline.date == start
        return
    assert is_working_day(deadline.date)
    between = [start + timedelta(days=n) for n in range(1, (deadline.date - start).days + 1)]
    assert sum(is_working_day(day) for day in between) == days
    assert [s.date for s in deadline.skipped] == [d for d in between if not is_working_day(d)]


@settings(max_examples=300, deadline=None)
@given(days_in_window, days_in_window, st.integers(0, 60), st.integers(0, 60))
def test_adding_working_days_is_monotonic(first, second, days, more):
    early, late = sorted((first, second))
    assert add_working_days(early, days) <= add_working_days(late, days)
    assert add_working_days(early, days) <= add_working_days(early, days + more)
    if more:
        assert add_working_days(early, days) < add_working_days(early, days + more)
