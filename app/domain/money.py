"""Money, quantities and percentages as scaled integers, and how they are shown and typed.

Decisions:

- Money is integer cents, quantities are thousandths (qtyMilli), percentages are basis
  points (hundredths of a percent, so 12.5 % is 1250). No float ever carries a value.
- Every division rounds half away from zero (`div_round`): it is what a person checking the
  sum by hand expects, and it treats a credit exactly like the matching debit (-0.5 ¢ → -1 ¢).
- Parsed values are bounded by ±(2**53 - 1) in their unit (`MAX_SCALED`): the UI holds cents,
  thousandths and basis points in IEEE doubles, so every value either side accepts survives
  the round trip to the browser exactly (and fits a Postgres BIGINT).
- Display: cents / 100 with 2 decimals and en-US grouping ("1,234.56"). A negative amount is
  shown with an en dash ("–1,234.56") or, in accounting style, in brackets ("(1,234.56)").
  Quantities show up to 3 decimals and percentages up to 2, trailing zeros dropped.
- Parsing accepts everything display produces, plus a plain hyphen or minus sign, a leading
  "$", and no grouping at all ("1234.5"). Grouping commas must be real thousands groups:
  "1,50" is refused rather than read as 150 dollars, because a European decimal comma typed
  by mistake must not become an amount a hundred times too large. More decimals than the
  scale holds are refused rather than rounded, so parse(format(x)) == x and nothing typed is
  silently changed.

ui/src/domain/money.ts implements the same rules; tests/vectors/money.json keeps them equal.
"""
import re

from app.domain.errors import RuleError

CENTS_PER_DOLLAR = 100
QTY_SCALE = 1000
BASIS_POINTS_PER_PERCENT = 100
MAX_SCALED = 2**53 - 1

EN_DASH = "\u2013"
MINUS_SIGNS = ("-", EN_DASH, "\u2212")

AMOUNT_INVALID = "Enter an amount such as 1,234.56"
AMOUNT_TOO_PRECISE = "Amounts have at most 2 decimal places"
AMOUNT_TOO_LARGE = "Amount is too large"
QTY_INVALID = "Enter a quantity such as 1,234.5"
QTY_TOO_PRECISE = "Quantities have at most 3 decimal places"
QTY_TOO_LARGE = "Quantity is too large"
PERCENT_INVALID = "Enter a percentage such as 12.5"
PERCENT_TOO_PRECISE = "Percentages have at most 2 decimal places"
PERCENT_TOO_LARGE = "Percentage is too large"

_NUMBER = re.compile(r"([0-9]{1,3}(?:,[0-9]{3})+|[0-9]*)(?:\.([0-9]*))?")


def div_round(numerator: int, denominator: int) -> int:
    """numerator / denominator rounded to the nearest integer, halves away from zero."""
    if denominator <= 0:
        raise ValueError("denominator must be positive")
    magnitude = (2 * abs(numerator) + denominator) // (2 * denominator)
    return -magnitude if numerator < 0 else magnitude


def format_money(cents: int, *, accounting: bool = False) -> str:
    """1234567 → '12,345.67'; -5 → '–0.05', or '(0.05)' when accounting."""
    dollars, rest = divmod(abs(cents), CENTS_PER_DOLLAR)
    return _signed(f"{dollars:,}.{rest:02d}", cents < 0, accounting)


def dollars(cents: int) -> str:
    """-2312500 → '–$23,125.00': the sign before the dollar sign, as a person writes it, in every
    email, PDF and statement (never '$–23,125.00')."""
    text = format_money(cents)
    return f"{EN_DASH}${text[1:]}" if cents < 0 else f"${text}"


def parse_money(text: str) -> int:
    """'–1,234.5' → -123450 cents. Raises RuleError with AMOUNT_* messages."""
    return _parse_scaled(
        text, 2, AMOUNT_INVALID, AMOUNT_TOO_PRECISE, AMOUNT_TOO_LARGE, allow_dollar=True
    )


def format_qty(qty_milli: int) -> str:
    """1500 → '1.5'; 1234000 → '1,234'."""
    return _signed(_trimmed(abs(qty_milli), QTY_SCALE, 3), qty_milli < 0, False)


def parse_qty(text: str) -> int:
    """'1,234.5' → 1234500 thousandths."""
    return _parse_scaled(text, 3, QTY_INVALID, QTY_TOO_PRECISE, QTY_TOO_LARGE)


def format_percent(basis_points: int) -> str:
    """1250 → '12.5%'; 3333 → '33.33%'."""
    number = _trimmed(abs(basis_points), BASIS_POINTS_PER_PERCENT, 2)
    return _signed(number, basis_points < 0, False) + "%"


def parse_percent(text: str) -> int:
    """'12.5' or '12.5%' → 1250 basis points."""
    stripped = text.strip()
    if stripped.endswith("%"):
        stripped = stripped[:-1]
    return _parse_scaled(stripped, 2, PERCENT_INVALID, PERCENT_TOO_PRECISE, PERCENT_TOO_LARGE)


def percent_of(part: int, whole: int) -> int:
    """part / whole in basis points, rounded; 0 when whole is 0 (nothing to be complete)."""
    if whole == 0:
        return 0
    sign = -1 if whole < 0 else 1
    return div_round(sign * part * 100 * BASIS_POINTS_PER_PERCENT, abs(whole))


def _signed(number: str, negative: bool, accounting: bool) -> str:
    if not negative:
        return number
    return f"({number})" if accounting else EN_DASH + number


def _trimmed(magnitude: int, scale: int, places: int) -> str:
    whole, rest = divmod(magnitude, scale)
    decimals = f"{rest:0{places}d}".rstrip("0")
    return f"{whole:,}.{decimals}" if decimals else f"{whole:,}"


def _parse_scaled(
    text: str,
    places: int,
    invalid: str,
    too_precise: str,
    too_large: str,
    *,
    allow_dollar: bool = False,
) -> int:
    body = text.strip()
    negative = False
    if len(body) >= 2 and body[0] == "(" and body[-1] == ")":
        negative, body = True, body[1:-1].strip()
    if body[:1] in MINUS_SIGNS:
        if negative:
            raise RuleError(invalid)
        negative, body = True, body[1:].lstrip()
    if allow_dollar and body.startswith("$"):
        body = body[1:]
    match = _NUMBER.fullmatch(body)
    if match is None:
        raise RuleError(invalid)
    whole, decimals = match.group(1), match.group(2) or ""
    if not whole and not decimals:
        raise RuleError(invalid)
    if len(decimals) > places:
        raise RuleError(too_precise)
    value = int(whole.replace(",", "") or "0") * 10**places + int(decimals.ljust(places, "0"))
    if value > MAX_SCALED:
        raise RuleError(too_large)
    return -value if negative else value
