from datetime import date, timedelta

import pytest

from app.domain.errors import RuleError
from app.domain.schedule_deadline import (
    AGREED_DAYS_INVALID,
    REMINDER_STEPS,
    check_agreed_days,
    overdue_statement,
    reminder_step,
    schedule_deadline,
    working_days_left,
)
from app.domain.working_days import CLOSEDOWN

SERVED = date(2026, 12, 1)  # a Tuesday; the 20 working days run across the Christmas closedown


def test_default_is_twenty_working_days_across_the_closedown():
    deadline = schedule_deadline(SERVED, SERVED)
    assert deadline.date == date(2027, 1, 11)
    assert deadline.basis == "20 working days after the claim was served on 1 December 2026"
    reasons = {day.date: day.reason for day in deadline.skipped}
    assert reasons[date(2026, 12, 25)] == CLOSEDOWN
    assert reasons[date(2026, 12, 5)] == "Saturday"
    assert all(SERVED < day < deadline.date for day in reasons)
    assert deadline.working_days_left == 20
    assert not deadline.is_passed


def test_an_agreed_period_replaces_the_default_and_says_so():
    deadline = schedule_deadline(date(2027, 3, 3), date(2027, 3, 3), agreed_days=5)
    assert deadline.date == date(2027, 3, 10)
    assert deadline.basis == "5 working days after the claim was served on 3 March 2027, as agreed in the contract"


@pytest.mark.parametrize("today, left", [
    (date(2026, 12, 15), 10), (date(2026, 12, 22), 5), (date(2026, 12, 24), 4), (date(2027, 1, 3), 4),
    (date(2027, 1, 7), 2), (date(2027, 1, 8), 1), (date(2027, 1, 9), 1), (date(2027, 1, 11), 0),
    (date(2027, 1, 12), -1), (date(2027, 1, 14), -3),
])
def test_working_days_left(today, left):
    assert working_days_left(today, date(2027, 1, 11)) == left


def test_a_weekend_after_a_friday_deadline_is_already_passed():
    friday = date(2027, 3, 12)
    assert working_days_left(friday + timedelta(days=1), friday) == -1
    assert schedule_deadline(date(2027, 3, 11), friday + timedelta(days=2), agreed_days=1).is_passed


@pytest.mark.parametrize("left, step", [
    (20, None), (11, None), (10, 10), (9, 10), (6, 10), (5, 5), (4, 5), (3, 5), (2, 2), (1, 1), (0, 1), (-1, None),
])
def test_the_reminder_due_is_the_latest_step_reached(left, step):
    assert reminder_step(left) == step


def test_reminder_steps():
    assert REMINDER_STEPS == (10, 5, 2, 1)


def test_agreed_days_are_checked():
    assert check_agreed_days(None) is None
    assert check_agreed_days(1) == 1
    assert check_agreed_days(60) == 60
    for wrong in (0, 61, -3, True, 2.5):
        with pytest.raises(RuleError, match=AGREED_DAYS_INVALID):
            check_agreed_days(wrong)


def test_the_overdue_statement_names_the_amount_and_the_due_date():
    text = overdue_statement(date(2027, 1, 11), 1_150_000_00, date(2027, 1, 20))
    assert text == ("No payment schedule was given by 11 January 2027. Under sections 22\u201323 of the "
                    "Construction Contracts Act 2002 the claimed amount ($1,150,000.00 including GST) is now "
                    "due as a debt on the claim's due date (20 January 2027).")


def test_outside_the_calendar_is_refused():
    with pytest.raises(RuleError):
        schedule_deadline(date(2052, 12, 20), date(2052, 12, 20))
