"""How dates are written: one rule for every document, email, statement and list. Pure.

- `long_date`: '7 January 2027', as documents, emails and statements write a date;
- `short_date`: '7 Jan 2027', as badges and lists do (ui/src/lib/dates.ts `formatDate` writes the same).
Month names are spelled here rather than taken from the locale, so a server's locale never changes them.
"""
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
