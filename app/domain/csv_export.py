"""CSV export cells: the one set of rules for every CSV the server writes (spec 2 §5).

Text cells (names, slugs, statuses, references...): commas become spaces, whitespace runs
(tabs, carriage returns and newlines included) collapse to one space and the ends are trimmed,
quotes are doubled, and the cell is wrapped in quotes. A text cell a spreadsheet would run as a
formula gets a leading apostrophe, which spreadsheets show as text: one starting with
= + - or @. A leading tab or carriage return (the other two OWASP starts) is whitespace, so the
trim has already removed it and whatever follows it is what gets checked.

Decisions:
- Money is written in dollars with two decimals ("1234.50", "-12.00"), ungrouped (a grouping
  comma would become a space), because that is what a spreadsheet adds up; the database holds
  cents. Quantities are units with three decimals ("2.500"), percentages numbers with two
  ("12.50").
- A number cell is never prefixed: it is formatted here from an integer, never from what a user
  typed, so a negative amount stays a number the spreadsheet can sum. Every text cell is
  prefixed when it starts like a formula, even "-5" typed as a line name: a text column is never
  trusted to be a number.
- None is an empty cell ("").
- Lines end with CRLF (RFC 4180), and a download starts with a UTF-8 byte-order mark so Excel
  reads accented names correctly.
"""
import re
from datetime import date, datetime
from typing import Iterable

from app.domain.money import QTY_SCALE

EMPTY_LEDGER = "There are no entries in the ledger yet."
BOM = "\ufeff"

_WHITESPACE = re.compile(r"\s+")
_FORMULA_STARTS = ("=", "+", "-", "@")


def text_cell(value: object) -> str:
    """A text field, quoted, safe to open in a spreadsheet."""
    raw = "" if value is None else str(value)
    text = _WHITESPACE.sub(" ", raw.replace(",", " ")).strip().replace('"', '""')
    if text.startswith(_FORMULA_STARTS):
        text = "'" + text
    return f'"{text}"'


def money_cell(cents: int | None) -> str:
    """Cents as dollars with two decimals, unquoted: "-1234.50"."""
    if cents is None:
        return ""
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(int(cents)), 100)
    return f"{sign}{whole}.{part:02d}"


def qty_cell(milli: int | None) -> str:
    """Thousandths as units with three decimals: "2.500"."""
    if milli is None:
        return ""
    sign = "-" if milli < 0 else ""
    whole, part = divmod(abs(int(milli)), QTY_SCALE)
    return f"{sign}{whole}.{part:03d}"


def percent_cell(basis_points: int | None) -> str:
    """Basis points as a percentage with two decimals, unquoted: "12.50"."""
    return money_cell(basis_points)


def int_cell(value: int | None) -> str:
    return "" if value is None else str(int(value))


def date_cell(value: date | datetime | None) -> str:
    """ISO 8601 (yyyy-mm-dd), which every spreadsheet reads as a date."""
    return "" if value is None else value.isoformat()


def bool_cell(value: bool | None) -> str:
    return "" if value is None else ("true" if value else "false")


def csv_line(cells: Iterable[str]) -> str:
    """Cells already made by the functions above, as one CSV line."""
    return ",".join(cells) + "\r\n"


def header_line(columns: Iterable[str]) -> str:
    return csv_line(text_cell(column) for column in columns)
