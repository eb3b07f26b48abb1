"""How dates are written: one rule for every document, email, statement and list. Pure.

- `long_date`: '7 January 2027', as documents, emails and statements write a date;
- `short_date`: '7 Jan 2027', as badges and lists do (ui/src/lib/dates.ts `formatDate` writes the same);
- `long_month`: 'October 2026', a month ('YYYY-MM': a claim's period, app.payments.periods) as text
  says it (a cut-off's words, the roll-up, every `periodLabel` of the API);
- `short_month`: 'Mar 2026', as a table's row or a chart's axis names a month (a project's money by month).

And one rule for a day of a month that the month may lack (`day_in_month`: the 31st of February is
its last day), which payment terms, pay cycles and retention release dates share.
Month names are spelled here rather than taken from the locale, so a server's locale never changes them.
"""
import calendar
from datetime import date

SHORT_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
LONG_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
               "November", "December")


def long_date(day: date | None) -> str:
    """'7 January 2027', or '' for none."""
    return f"{day.day} {LONG_MONTHS[day.month - 1]} {day.year}" if day else ""


def short_date(day: date | None) -> str:
    """'7 Jan 2027', or '' for none."""
    return f"{day.day} {SHORT_MONTHS[day.month - 1]} {day.year}" if day else ""


def long_month(period: str | None) -> str | None:
    """'2026-10' -> 'October 2026'; None for none (the API answers no period with null)."""
    return _month_in_words(period, LONG_MONTHS)


def short_month(period: str | None) -> str | None:
    """'2026-03' -> 'Mar 2026'; None for none."""
    return _month_in_words(period, SHORT_MONTHS)


def _month_in_words(period: str | None, names: tuple[str, ...]) -> str | None:
    if period is None:
        return None
    year, month = period.split("-")
    return f"{names[int(month) - 1]} {int(year)}"


def day_in_month(year: int, month: int, day: int) -> date:
    """The `day`th of the month, or its last day when the month is shorter (31 in February: the 28th or 29th)."""
    return date(year, month, min(day, calendar.monthrange(year, month)[1]))
