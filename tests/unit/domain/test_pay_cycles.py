from datetime import date

import pytest

from app.domain.errors import RuleError
from app.domain.pay_cycles import (
    INVALID_SETTINGS,
    NOT_SUPPORTED,
    PayCycle,
    PayRun,
    default_pay_cycle_params,
    next_pay_dates,
    parse_pay_cycle,
)

MONTHLY = default_pay_cycle_params("monthly")
TWICE = default_pay_cycle_params("twice_monthly")


def test_defaults():
    assert MONTHLY == {"period": "monthly", "submit1": 20, "pay1": 21, "pay1FollowingPeriod": True}
    assert TWICE == {
        "period": "twice_monthly",
        "submit1": 1, "pay1": 6, "pay1FollowingPeriod": False,
        "submit2": 16, "pay2": 21, "pay2FollowingPeriod": False,
    }
    assert parse_pay_cycle(MONTHLY) == PayCycle("monthly", (PayRun(20, 21, True),))
    assert parse_pay_cycle(TWICE) == PayCycle(
        "twice_monthly", (PayRun(1, 6, False), PayRun(16, 21, False))
    )


def test_defaults_are_copies():
    default_pay_cycle_params("monthly")["submit1"] = 3
    assert default_pay_cycle_params("monthly")["submit1"] == 20


@pytest.mark.parametrize("period", ["weekly", None, "", "Monthly"])
def test_an_unsupported_period_is_not_supported(period):
    with pytest.raises(RuleError) as refused:
        parse_pay_cycle({**MONTHLY, "period": period})
    assert refused.value.message == NOT_SUPPORTED == "not supported"
    if period is not None:
        with pytest.raises(RuleError):
            default_pay_cycle_params(period)


@pytest.mark.parametrize(
    "change",
    [
        {"submit1": 0},
        {"submit1": 32},
        {"pay1": -1},
        {"pay1": "20"},
        {"pay1": 20.0},
        {"submit1": True},
        {"submit1": None},
        {"pay1FollowingPeriod": "yes"},
        {"pay1FollowingPeriod": None},
        {"submit2": 40},
        {"pay2": 0},
        {"pay2FollowingPeriod": 1},
        {"pay1": 5, "submit1": 20, "pay1FollowingPeriod": False},
    ],
)
def test_invalid_days_are_invalid_settings(change):
    with pytest.raises(RuleError) as refused:
        parse_pay_cycle({**TWICE, **change})
    assert refused.value.message == INVALID_SETTINGS == "Invalid settings detected."


def test_monthly_ignores_second_run_fields_and_twice_monthly_needs_them():
    assert parse_pay_cycle({**MONTHLY, "submit2": 99}).runs == (PayRun(20, 21, True),)
    with pytest.raises(RuleError):
        parse_pay_cycle({**TWICE, "submit2": None})


@pytest.mark.parametrize(
    ("params", "on", "submit", "pay"),
    [
        (MONTHLY, date(2024, 3, 5), date(2024, 3, 20), date(2024, 4, 21)),
        (MONTHLY, date(2024, 3, 20), date(2024, 3, 20), date(2024, 4, 21)),
        (MONTHLY, date(2024, 3, 21), date(2024, 4, 20), date(2024, 5, 21)),
        (MONTHLY, date(2024, 12, 25), date(2025, 1, 20), date(2025, 2, 21)),
        (MONTHLY, date(2024, 11, 21), date(2024, 12, 20), date(2025, 1, 21)),
        (TWICE, date(2024, 3, 1), date(2024, 3, 1), date(2024, 3, 6)),
        (TWICE, date(2024, 3, 2), date(2024, 3, 16), date(2024, 3, 21)),
        (TWICE, date(2024, 3, 17), date(2024, 4, 1), date(2024, 4, 6)),
        (TWICE, date(2024, 12, 31), date(2025, 1, 1), date(2025, 1, 6)),
        # A day beyond the month's length falls on its last day.
        ({**MONTHLY, "submit1": 31, "pay1": 31}, date(2024, 2, 10), date(2024, 2, 29), date(2024, 3, 31)),
        ({**MONTHLY, "submit1": 31, "pay1": 31}, date(2024, 3, 31), date(2024, 3, 31), date(2024, 4, 30)),
        ({**MONTHLY, "submit1": 30, "pay1": 31, "pay1FollowingPeriod": False},
         date(2023, 2, 1), date(2023, 2, 28), date(2023, 2, 28)),
        ({**MONTHLY, "submit1": 29, "pay1": 30}, date(2023, 3, 1), date(2023, 3, 29), date(2023, 4, 30)),
    ],
)
def test_next_submit_and_pay_dates(params, on, submit, pay):
    dates = next_pay_dates(parse_pay_cycle(params), on)
    assert (dates.submit, dates.pay) == (submit, pay)
