"""New Zealand registered banks, and the trust account number's shape (CCA s 18E: the account must
be at a registered bank in New Zealand).

The list is kept here, by hand, from the Reserve Bank of New Zealand's register of registered banks
(`SOURCE`, as of `AS_OF`); review it yearly and whenever the register changes (a bank registered or
deregistered). A bank that is not on it cannot be chosen: a trust account elsewhere does not meet
s 18E. Keys are stable (stored); names are what the screen shows.
"""
import re

from stdnum.exceptions import ValidationError
from stdnum.nz import bankaccount

from app.errors import UserError

SOURCE = ("Reserve Bank of New Zealand, Register of registered banks "
          "(https://www.rbnz.govt.nz/regulation-and-supervision/oversight-of-banks/registered-banks-in-new-zealand)")
AS_OF = "2026-11-29"
REVIEW = "Reviewed yearly: check the Reserve Bank's register before relying on this list."

# key -> name, in the screen's order (the five main retail banks first, then by name).
BANKS: dict[str, str] = {
    "anz": "ANZ Bank New Zealand Limited",
    "asb": "ASB Bank Limited",
    "bnz": "Bank of New Zealand",
    "westpac": "Westpac New Zealand Limited",
    "kiwibank": "Kiwibank Limited",
    "anz-group": "Australia and New Zealand Banking Group Limited",
    "baroda": "Bank of Baroda (New Zealand) Limited",
    "boc-nz": "Bank of China (New Zealand) Limited",
    "boc": "Bank of China Limited",
    "boi": "Bank of India (New Zealand) Limited",
    "ccb-nz": "China Construction Bank (New Zealand) Limited",
    "ccb": "China Construction Bank Corporation",
    "citibank": "Citibank, N.A.",
    "cba": "Commonwealth Bank of Australia",
    "heartland": "Heartland Bank Limited",
    "hsbc": "The Hongkong and Shanghai Banking Corporation Limited",
    "icbc-nz": "Industrial and Commercial Bank of China (New Zealand) Limited",
    "icbc": "Industrial and Commercial Bank of China Limited",
    "jpmorgan": "JPMorgan Chase Bank, N.A.",
    "kookmin": "Kookmin Bank",
    "mufg": "MUFG Bank, Ltd.",
    "rabobank": "Rabobank New Zealand Limited",
    "sbs": "SBS Bank",
    "cooperative": "The Co-operative Bank Limited",
    "tsb": "TSB Bank Limited",
    "westpac-group": "Westpac Banking Corporation",
}

BANK_REQUIRED = "Choose the registered bank that holds the account"
BANK_UNKNOWN = "Choose a bank from the list: retention money must be kept at a New Zealand registered bank (CCA s 18E)"
NUMBER_SHAPE = "Enter the account number as BB-bbbb-AAAAAAA-SS or BB-bbbb-AAAAAAA-SSS (bank, branch, account, suffix)"
NUMBER_CHECK = "This account number does not pass the bank's check: compare it with a bank statement"

# Bank (2), branch (4), account (7), suffix (2 or 3) digits, separated by a hyphen or a space (or not at all).
_SHAPE = re.compile(r"(\d{2})[- ]?(\d{4})[- ]?(\d{7})[- ]?(\d{2,3})")


def bank_name(key: str) -> str:
    return BANKS.get(key, key)


def checked_bank(key) -> str:
    if not isinstance(key, str) or not key.strip():
        raise UserError(BANK_REQUIRED, field="bank")
    if key not in BANKS:
        raise UserError(BANK_UNKNOWN, field="bank")
    return key


def account_number(value) -> str:
    """The number as BB-bbbb-AAAAAAA-SS[S] (the suffix as typed), or a UserError on its field."""
    text = value.strip() if isinstance(value, str) else ""
    match = _SHAPE.fullmatch(text)
    if match is None:
        raise UserError(NUMBER_SHAPE, field="accountNumber")
    try:
        bankaccount.validate("".join(match.groups()))
    except ValidationError:
        raise UserError(NUMBER_CHECK, field="accountNumber") from None
    return "-".join(match.groups())
