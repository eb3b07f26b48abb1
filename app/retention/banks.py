"""New Zealand registered banks, and the trust account number's shape (CCA s 18E: the account must
be at a registered bank in New Zealand).

The list is kept here, by hand, from the Reserve Bank of New Zealand's register of registered banks
(`SOURCE`, the register as of `AS_OF`); review it yearly and whenever the register changes (a bank
registered or deregistered). A bank that is not on it cannot be chosen: a trust account elsewhere does
not meet s 18E. Keys are stable (stored); names are the register's, which the screen shows.

How it was checked (`CHECKED_ON`): the register itself could not be read from here, so the list was
compared with what reports it: the 15 banks incorporated in New Zealand as the Reserve Bank's data
listed them on 7 November 2025 (wikimili.com 'List of banks in New Zealand', citing the RBNZ), and the
Reserve Bank's announcement of 18 May 2020 registering ICBC's branch ('There are now 27 registered
banks'), whose 12 branches of overseas banks were named with it. Two corrections came of it: the
register names SBS as 'Southland Building Society' (SBS Bank is its trading name), and Rabobank is
registered twice, its New Zealand company and the Dutch parent's branch (Coöperatieve Rabobank U.A.),
which the list lacked. No registration or deregistration after May 2020 among the branches was found;
check the register (`SOURCE`) at the next review.

Looked for again on 30 November 2026 (the stored public pages and documentation searchable from here,
'Reserve Bank of New Zealand registered banks register'): the register's own list was not among them, and
nothing newer than the 7 November 2025 figures was found (the RBNZ's pages found describe the register, s 69
of the Banking (Prudential Supervision) Act 1989, without listing it; the other lists found were older: 22
banks in February 2013, 24 on an undated page). The list is unchanged; `AS_OF` stays the date of the data it
was checked against.
"""
import re

from stdnum.exceptions import ValidationError
from stdnum.nz import bankaccount

from app.errors import UserError

SOURCE = ("Reserve Bank of New Zealand, Register of registered banks "
          "(https://www.rbnz.govt.nz/regulation-and-supervision/oversight-of-banks/registered-banks-in-new-zealand)")
AS_OF = "2025-11-07"  # the register's state the list was checked against
CHECKED_ON = "2026-11-29"  # when it was checked (the next review is due a year after)
REVIEW = "Reviewed yearly: check the Reserve Bank's register before relying on this list."

# key -> name, in the screen's order (the five main retail banks first, then by name): 15 banks
# incorporated in New Zealand and 12 branches of overseas banks, 27 in all.
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
    "rabobank-ua": "Co\u00f6peratieve Rabobank U.A.",
    "heartland": "Heartland Bank Limited",
    "hsbc": "The Hongkong and Shanghai Banking Corporation Limited",
    "icbc-nz": "Industrial and Commercial Bank of China (New Zealand) Limited",
    "icbc": "Industrial and Commercial Bank of China Limited",
    "jpmorgan": "JPMorgan Chase Bank, N.A.",
    "kookmin": "Kookmin Bank",
    "mufg": "MUFG Bank, Ltd.",
    "rabobank": "Rabobank New Zealand Limited",
    "sbs": "Southland Building Society (SBS Bank)",
    "cooperative": "The Co-operative Bank Limited",
    "tsb": "TSB Bank Limited",
    "westpac-group": "Westpac Banking Corporation",
}
# The register's split, for the test that keeps the list whole.
INCORPORATED_IN_NZ = ("anz", "asb", "bnz", "westpac", "kiwibank", "baroda", "boc-nz", "boi", "ccb-nz", "heartland",
                      "icbc-nz", "rabobank", "sbs", "cooperative", "tsb")

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
