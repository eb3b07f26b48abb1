"""A claim's period in the contracting chain (issue 40; app.payments.periods): its month by the period end,
else by the day it was served, and the month's bounds the SQL filter reads by (Auckland days). Its words
are app.domain.dates' (tests/unit/domain/test_dates.py)."""
from datetime import date

from app.payments.periods import bounds, period_of


def test_the_period_is_the_month_of_the_period_end_else_of_service():
    assert period_of(date(2026, 3, 31), date(2026, 4, 2)) == "2026-03"
    assert period_of(None, date(2026, 4, 2)) == "2026-04"
    assert period_of(None, None) is None


def test_a_month_runs_from_its_first_day_to_the_next_months():
    assert bounds("2026-02") == (date(2026, 2, 1), date(2026, 3, 1))
    assert bounds("2026-12") == (date(2026, 12, 1), date(2027, 1, 1))
    assert bounds("2028-02") == (date(2028, 2, 1), date(2028, 3, 1))
