"""How a month is written (app.domain.dates): the long form, as text says a claim's period ('October 2026':
the cut-offs, the roll-up, every `periodLabel`), and the short form, as the money table and chart name a month
('Mar 2026'). Both from 'YYYY-MM', with the month names spelled in the module, never the locale's."""
import pytest

from app.domain.dates import long_month, short_month


@pytest.mark.parametrize("period, long, short", [
    ("2026-10", "October 2026", "Oct 2026"),
    ("2027-01", "January 2027", "Jan 2027"),  # the first month: names are counted from 1
    ("2026-12", "December 2026", "Dec 2026"),  # the last
    ("2026-03", "March 2026", "Mar 2026"),
    ("2026-09", "September 2026", "Sep 2026"),  # the short form is three letters, never 'Sept'
])
def test_a_month_in_words_long_and_short(period, long, short):
    assert (long_month(period), short_month(period)) == (long, short)


def test_no_period_has_no_words():
    # The API answers a claim without a period with null, not an empty label.
    assert long_month(None) is None and short_month(None) is None
