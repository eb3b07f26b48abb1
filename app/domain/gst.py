"""GST numbers (New Zealand IRD numbers used for GST registration).

The rule (spec 1 §5): blank is allowed; spaces and hyphens are stripped; the rest must be
digits, 8 or 9 of them; the value must lie between 10,000,000 and 150,000,000 and pass Inland
Revenue's modulus-11 check with its two weight sets. Display is xxx-xxx-xxx, an 8-digit
number padded with a leading zero.

Decisions:

- Checks run in this order: digits, then length, then existence. A stray letter is the most
  useful thing to point at first, so '12a' answers 'GST number must only contain digits'
  rather than complaining about its length.
- "Spaces" means any whitespace (a pasted tab, newline or non-breaking space), and hyphens
  include the en dash a word processor may have substituted; nothing else is stripped (an
  'NZ' prefix is not a GST number).
- The check digit comes from python-stdnum's `stdnum.nz.ird.calc_check_digit`, which follows
  IR's specification (weights 3,2,7,6,5,4,3,2; if that yields 10, weights 7,4,3,2,5,2,7,6;
  10 again means the number cannot exist). We do not use `stdnum.nz.ird.validate` itself: it
  also strips an 'NZ' prefix and checks length before digits, which the spec does not.
  Its range test is exclusive at both ends; neither 10,000,000 nor 150,000,000 passes the
  check digit, so inclusive or exclusive makes no difference.
- The stored form is the 9-digit string (leading zero kept), so equal numbers compare equal.

ui/src/domain/gst.ts implements the same rule; tests/vectors/gst.json keeps them equal.
"""
import re

from stdnum.nz.ird import calc_check_digit

from app.domain.errors import RuleError

GST_NUMBER_LENGTH = "GST number must be 8 or 9 digits"
GST_NUMBER_DIGITS = "GST number must only contain digits"
GST_NUMBER_UNKNOWN = "That GST number does not exist"

LOWEST = 10_000_000
HIGHEST = 150_000_000

_SEPARATORS = re.compile("[\\s\u2013-]")
_DIGITS = re.compile("[0-9]*")


def normalise_gst_number(value: str | None) -> str | None:
    """The stored 9-digit form, or None for a blank entry. Raises RuleError."""
    compact = _SEPARATORS.sub("", value or "")
    if not compact:
        return None
    if not _DIGITS.fullmatch(compact):
        raise RuleError(GST_NUMBER_DIGITS)
    if len(compact) not in (8, 9):
        raise RuleError(GST_NUMBER_LENGTH)
    if not LOWEST <= int(compact) <= HIGHEST or calc_check_digit(compact[:-1]) != compact[-1]:
        raise RuleError(GST_NUMBER_UNKNOWN)
    return compact.zfill(9)


def gst_number_problem(value: str | None) -> str | None:
    """The message to show for a value typed into a form, or None when it is acceptable."""
    try:
        normalise_gst_number(value)
    except RuleError as error:
        return error.message
    return None


def format_gst_number(value: str | None) -> str:
    """'49091850' → '049-091-850'; blank → ''. Raises RuleError for an invalid number."""
    stored = normalise_gst_number(value)
    if stored is None:
        return ""
    return f"{stored[:3]}-{stored[3:6]}-{stored[6:]}"


def gst_number_forms(value: str | None) -> list[str]:
    """The ways a valid GST number is commonly written elsewhere (another system's free-text field):
    displayed and bare, and an 8-digit number also without its leading zero. Blank → []. Raises
    RuleError for an invalid number."""
    display = format_gst_number(value)
    if not display:
        return []
    forms = [display, display.replace("-", "")]
    if display.startswith("0"):
        forms += [form[1:] for form in forms]
    return forms
