"""Retention actions a person takes (GraphQL `retentionEntryRecord`, `retentionInstrumentRecord`,
`retentionTrustAccountSave`), each reaching the contract through `app.contracts.access` (another
organisation's contract is 'Contract not found', like a missing id), refusing what
`app.retention.policy` forbids, and committing its work or nothing.

- A deposit, release or correction is appended to the contract's ledger
  (`app.retention.ledger.append`); releasing or using more than the retention money held is refused:
  'Only $X of retention money is held for {B} on {contract}.' A deposit of more than is still out of
  the account is refused too (it would mix other money in: CCA s 18D).
- A correction names the entry it corrects (of the same ledger) and carries a signed amount; it may
  not take that entry below nothing, and a correction is not itself corrected (correct the entry),
  nor is an instrument's cover (it follows the instrument in the register).
- A use for defects is not recorded here: only under its served notice (app.retention.defects.record_use,
  ten working days' written notice, CCA s 18D).
- The trust account (one per holder) is kept as the latest recorded; recording it again replaces it,
  with the attestation made again by whoever records it.
- An instrument is added to the register and writes an `instrument_cover` entry on its contract's
  ledger (the cover the subcontractor sees), in one transaction.
"""
from datetime import date, datetime, timezone

from app.contracts import access
from app.contracts import queries as contract_queries
from app.contracts.models import SUPPLIER
from app.db import db, rolls_back
from app.domain.money import AMOUNT_TOO_LARGE, dollars
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.errors import NotFound, PermissionDenied, UserError
from app.orgs.access import Viewer
from app.retention import banks, ledger, policy
from app.retention.models import (CORRECTION, INSTRUMENT_COVER, INSTRUMENT_KINDS, PERSON_KINDS, USED_FOR_DEFECTS,
                                  Instrument, RetentionEntry, TrustAccount)

ENTRY_NOT_FOUND = "Retention entry not found"
ONLY_HELD = "Only {amount} of retention money is held for {payee} on {contract}."
ONLY_OUT = "Only {amount} of retention money for {payee} on {contract} is not yet in the trust account."
KIND_UNKNOWN = "Choose what happened: deposited or released (or a correction)"
AMOUNT_POSITIVE = "Enter an amount greater than $0.00"
AMOUNT_NONZERO = "Enter the amount the correction adds (negative to take away)"
CORRECTION_NEEDS = "Choose the entry this corrects"
CORRECTION_OF_CORRECTION = "Correct the original entry, not a correction"
# An instrument_cover entry mirrors the instrument in the register: a correction of it would leave the two apart.
COVER_NOT_CORRECTED = "An instrument's cover follows the instrument in the register: it is not corrected here"
CORRECTION_BELOW_NIL = "The correction would take {entry} below $0.00"
REASON_REQUIRED = "Say why the entry is corrected"
DATE_REQUIRED = "Enter the date"
DATE_FUTURE = "The date cannot be in the future"
NAME_REQUIRED = "Enter the account name"
NOTIFIED_REQUIRED = "Enter the date the bank was told the account holds retention money on trust"
ATTEST_REQUIRED = "Confirm the account holds only retention money"
PROVIDER_REQUIRED = "Enter the insurer, bond or guarantee provider"
INSTRUMENT_KIND = "Choose insurance, bond or guarantee"
EXPIRY_BEFORE_START = "The expiry date must be after the start date"
USE_NEEDS_NOTICE = ("Retention money may be used to remedy defects only under a notice served 10 working days "
                    "before (CCA s 18D): record the use under its served notice.")
MAX_AMOUNT = 10**13  # $100 billion: more is a typing slip


def now() -> datetime:
    return datetime.now(timezone.utc)


def _holder_contract(viewer: Viewer, contract_id: int):
    found = access.get_contract(viewer, contract_id)
    if not policy.is_holder(found):
        raise PermissionDenied(policy.NOT_HOLDER, code="FORBIDDEN")
    if not policy.may_record(found):
        raise PermissionDenied(policy.NO_PERMISSION, code="FORBIDDEN")
    return found


def payee_name(contract_id: int) -> str:
    party = contract_queries.parties_of([contract_id])[contract_id].get(SUPPLIER)
    return "the subcontractor" if party is None else party.addressed_name


def _amount(value, field: str = "amount", *, signed: bool = False) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise UserError(AMOUNT_POSITIVE, field=field)
    if abs(value) > MAX_AMOUNT:
        raise UserError(AMOUNT_TOO_LARGE, field=field)
    if signed and value == 0:
        raise UserError(AMOUNT_NONZERO, field=field)
    if not signed and value <= 0:
        raise UserError(AMOUNT_POSITIVE, field=field)
    return value


def _day(value, field: str, required: str = DATE_REQUIRED, *, past: bool = True) -> date:
    if not isinstance(value, date):
        raise UserError(required, field=field)
    if past and value > today_in_auckland():
        raise UserError(DATE_FUTURE, field=field)
    return value


@rolls_back
def record_entry(viewer: Viewer, contract_id: int, data: dict) -> RetentionEntry:
    """A deposit, release or correction on the contract's ledger (a use for defects: app.retention.defects)."""
    found = _holder_contract(viewer, contract_id)
    kind = data.get("kind")
    if kind == USED_FOR_DEFECTS:  # only through app.retention.defects.record_use, which checks the notice
        raise UserError(USE_NEEDS_NOTICE, field="kind")
    if kind not in PERSON_KINDS:
        raise UserError(KIND_UNKNOWN, field="kind")
    entry_date = _day(data.get("date"), "date")
    note = clean_text(data.get("note"), 2000, "note", "Note", multiline=True)
    bank_ref = clean_text(data.get("bank_ref"), 100, "bankRef", "Bank reference")
    ledger.lock(contract_id)
    held = ledger.balances_of([contract_id])[contract_id]
    corrects_id = None
    if kind == CORRECTION:
        amount = _amount(data.get("amount"), signed=True)
        corrected = _corrected(contract_id, data.get("corrects_id"))
        if corrected.kind == CORRECTION:
            raise UserError(CORRECTION_OF_CORRECTION, field="correctsId")
        if corrected.kind == INSTRUMENT_COVER:
            raise UserError(COVER_NOT_CORRECTED, field="correctsId")
        if not note:
            raise UserError(REASON_REQUIRED, field="note")
        so_far = db.session.execute(ledger.corrected_amounts(RetentionEntry.id == corrected.id)).one().amount
        if so_far + amount < 0:
            raise UserError(CORRECTION_BELOW_NIL.format(entry=f"entry {corrected.seq}"), field="amount")
        counted_as, corrects_id = corrected.kind, corrected.id
    else:
        amount, counted_as = _amount(data.get("amount")), kind
    _refuse_over(found, held, held.after(counted_as, amount))
    entry = ledger.append(contract_id, kind, amount, entry_date, user_id=viewer.user_id, locked=True, note=note,
                          bank_ref=bank_ref, corrects_id=corrects_id)
    db.session.commit()
    return entry


def _corrected(contract_id: int, entry_id) -> RetentionEntry:
    if entry_id is None:
        raise UserError(CORRECTION_NEEDS, field="correctsId")
    entry = db.session.get(RetentionEntry, entry_id) if isinstance(entry_id, int) else None
    if entry is None or entry.contract_id != contract_id:
        raise NotFound(ENTRY_NOT_FOUND)
    return entry


def _refuse_over(found, held: ledger.Balances, after: ledger.Balances) -> None:
    """The one over-holding rule, for every kind (a correction counted as its entry's kind): an entry
    that would leave less than nothing of retention money held (releasing or using more than is held,
    or correcting a withholding below what was released) is refused naming what is held; one that
    would leave more in the trust account than the retention money (it would mix other money in:
    CCA s 18D) is refused naming what is still out of the account."""
    if after.retention_money < 0:
        raise UserError(ONLY_HELD.format(amount=dollars(max(0, held.retention_money)), **_names(found)),
                        field="amount")
    if after.in_account > after.retention_money:
        raise UserError(ONLY_OUT.format(amount=dollars(held.not_deposited), **_names(found)), field="amount")


def _names(found) -> dict:
    return {"payee": payee_name(found.id), "contract": found.contract.site_name}


# ---- the trust account and the instrument register (the holder's own schema) ------------------------

def trust_account() -> TrustAccount | None:
    return db.session.get(TrustAccount, 1)


@rolls_back
def save_trust_account(viewer: Viewer, data: dict) -> TrustAccount:
    if not policy.may_keep_account(viewer):
        raise PermissionDenied(policy.NO_ACCOUNT_PERMISSION, code="FORBIDDEN")
    bank = banks.checked_bank(data.get("bank"))
    name = clean_text(data.get("account_name"), 200, "accountName", "Account name")
    if not name:
        raise UserError(NAME_REQUIRED, field="accountName")
    number = banks.account_number(data.get("account_number"))
    notified = _day(data.get("bank_notified_on"), "bankNotifiedOn", NOTIFIED_REQUIRED)
    if data.get("attest") is not True:
        raise UserError(ATTEST_REQUIRED, field="attest")
    account = trust_account() or TrustAccount(id=1)
    account.bank, account.account_name, account.account_number = bank, name, number
    account.bank_notified_on = notified
    account.attested_by_user_id = viewer.user_id
    account.attested_by_name = name_of(viewer, 200)
    account.attested_at = now()
    db.session.add(account)
    db.session.commit()
    return account


def name_of(viewer: Viewer, limit: int = 254) -> str:
    """The viewer as their organisation names them, as a row records who did something (the trust
    account's attestation, a defect notice, a certificate), cut to the column's `limit`. The viewer's
    member row (app.orgs.access.member_select) always has a display: the organisation's name for them,
    else their own, else their email (never null)."""
    return viewer.member.display[:limit]


@rolls_back
def record_instrument(viewer: Viewer, contract_id: int, data: dict) -> Instrument:
    found = _holder_contract(viewer, contract_id)
    kind = data.get("kind")
    if kind not in INSTRUMENT_KINDS:
        raise UserError(INSTRUMENT_KIND, field="kind")
    provider = clean_text(data.get("provider"), 200, "provider", "Provider")
    if not provider:
        raise UserError(PROVIDER_REQUIRED, field="provider")
    reference = clean_text(data.get("reference"), 100, "reference", "Reference")
    amount = _amount(data.get("amount"))
    starts = _day(data.get("starts_on"), "startsOn", past=False)
    expires = _day(data.get("expires_on"), "expiresOn", past=False)
    if expires <= starts:
        raise UserError(EXPIRY_BEFORE_START, field="expiresOn")
    instrument = Instrument(contract_id=found.id, kind=kind, provider=provider, reference=reference, amount=amount,
                            starts_on=starts, expires_on=expires, created_by_user_id=viewer.user_id,
                            created_at=now())
    db.session.add(instrument)
    db.session.flush()
    ledger.append(found.id, INSTRUMENT_COVER, amount, starts, user_id=viewer.user_id, covers_until=expires,
                  instrument_ref=f"{kind} {provider} {reference}".strip()[:100],
                  note=f"Cover by {kind} from {provider}")
    db.session.commit()
    return instrument
