"""Reconciling the retention trust account with its bank statements (issue 38; CCA s 18E the account,
s 18EA unallocated withdrawals and deposits, s 18FC proper records). docs/retention-reconciliation.md.

- `import_statement`: a statement CSV of the trust account, through the upload checks (a CSV or text
  file, at most app.domain.csv_lines.MAX_BYTES, read as data: app.domain.bank_statement). A layout no
  format recognises answers its columns, to be mapped once (the mapping is kept). Its lines are kept
  once each (a line's identity), then matched to the ledgers' deposits, releases and uses for defects
  (`app.domain.bank_statement.match`), all in one transaction.
- `allocate` / `unallocate`: a person allocates a line to an entry of a ledger the organisation holds
  (of the same amount and direction), or explains it: interest (kept apart from retention money), a
  bank fee, or other (with a note).
- `report`: the bank balance (the latest statement's last balance), the ledgers' total held in the
  account (app.retention.ledger.Balances.held_in_account), interest, fees and other explained, the
  unallocated deposits and withdrawals, and the difference; a withdrawal that is not a release or a
  use for defects after notice is flagged (research RT-6).

Only the holder's owners and members who can edit projects reconcile (app.retention.policy); bank
lines live in the holder's own schema; an entry of a ledger the organisation does not hold is
'Retention entry not found', like an id that exists nowhere. Not legal advice.
"""
import base64
import binascii
import hashlib
import os
from dataclasses import dataclass, field
from datetime import date, datetime, timezone

from sqlalchemy import select
from sqlalchemy.dialects.postgresql import insert

from app.db import advisory_lock, db, rolls_back
from app.domain import bank_statement as bs
from app.domain.csv_lines import MAX_BYTES
from app.domain.errors import RuleError
from app.domain.money import dollars
from app.domain.text import clean_text
from app.errors import NotFound, PermissionDenied, UserError
from app.orgs.access import Viewer
from app.retention import ledger, policy, queries
from app.retention.bank_models import (BANK_FEE, ENTRY, EXPLANATIONS, INTEREST, OTHER, BankAllocation, BankImport,
                                       BankLine, BankMapping)
from app.retention.models import DEPOSITED, RELEASED, USED_FOR_DEFECTS, RetentionEntry, TrustAccount
from app.retention.service import ENTRY_NOT_FOUND
from app.uploads import checks

LINE_NOT_FOUND = "Bank line not found"
NO_ACCOUNT = "Record the trust account before importing its statement."
WRONG_ACCOUNT = "This statement is for account {found}, not the trust account {account}."
NEEDS_CLOSING = "Enter the statement's closing balance: this export has no balance column."
NOT_A_CSV = "Choose the statement's CSV file (export it from your bank as CSV)."
TOO_LARGE = f"The statement is too large (at most {MAX_BYTES // 1024} KB): export a shorter period."
FILE_REQUIRED = "Choose the statement's CSV file."
ALREADY_ALLOCATED = "This line is already allocated: undo its allocation first."
ENTRY_TAKEN = "Entry {number} on {site} is already allocated to another bank line."
AMOUNT_DIFFERS = "The line is {line} and entry {number} on {site} is {entry}: allocate a line to an entry of the same amount."
CHOOSE = "Choose an entry, or explain the line as interest, a bank fee or other."
NOTE_REQUIRED = "Say what this line is."
DIFFERENCE = "The trust account holds {bank} but the ledgers say {ledgers}: {difference} is unexplained."
WITHDRAWAL = ("Withdrawal of {amount} on {date} to {payee} is not a release to a subcontractor or a defect remedy "
              "with notice: trust money may not be used for anything else.")
NO_NOTICE = ("Use for defects of {amount} on {date}: no notice before use is recorded for it; keep the notice "
             "served ten working days before.")
EXPLANATION_WORDS = {INTEREST: "Interest", BANK_FEE: "Bank fee", OTHER: "Other"}
# Withdrawals a ledger entry explains: a release, or a use for defects (after notice).
MOVEMENTS = (DEPOSITED, RELEASED, USED_FOR_DEFECTS)
CONTENT_TYPES = {checks.CSV, checks.TEXT, "application/vnd.ms-excel", ""}
EXTENSIONS = {".csv", ".txt", ""}
LOCK_SPACE = 18_0140  # pg_advisory_xact_lock(space, org): one import or allocation at a time per holder


def now() -> datetime:
    return datetime.now(timezone.utc)


def _may(viewer: Viewer) -> None:
    if not policy.may_keep_account(viewer):
        raise PermissionDenied(policy.NO_ACCOUNT_PERMISSION, code="FORBIDDEN")


def _lock(viewer: Viewer) -> None:
    advisory_lock(LOCK_SPACE, viewer.org.id)


# ---- importing ------------------------------------------------------------------------------------

@dataclass
class ImportOutcome:
    imported: BankImport | None = None
    new_lines: int = 0
    known_lines: int = 0
    matched: int = 0
    needs_mapping: bs.NeedsMapping | None = None


def _file(data: dict) -> bytes:
    """The upload checks: a CSV or text file by its type and name, not empty, not too large."""
    encoded = data.get("file")
    if not encoded:
        raise UserError(FILE_REQUIRED, field="file")
    name = clean_text(data.get("file_name") or "", 200, "file", "File name")
    content_type = checks.normalise_content_type(data.get("content_type") or "")
    if content_type not in CONTENT_TYPES or os.path.splitext(name.lower())[1] not in EXTENSIONS:
        raise UserError(NOT_A_CSV, field="file")
    if len(encoded) > MAX_BYTES * 4 // 3 + 4:
        raise UserError(TOO_LARGE, field="file")
    try:
        raw = base64.b64decode(encoded, validate=True)
    except (binascii.Error, ValueError):
        raise UserError(NOT_A_CSV, field="file") from None
    if len(raw) > MAX_BYTES:
        raise UserError(TOO_LARGE, field="file")
    if not raw.strip():
        raise UserError(checks.EMPTY_FILE, field="file")
    return raw


def _given_mapping(value) -> bs.Mapping | None:
    if not value:
        return None
    return bs.Mapping(date=value.get("date") or "", amount=value.get("amount") or None,
                      credit=value.get("credit") or None, debit=value.get("debit") or None,
                      reference=tuple(c for c in (value.get("reference") or []) if c),
                      description=tuple(c for c in (value.get("description") or []) if c),
                      balance=value.get("balance") or None)


def _kept_mappings() -> dict[str, bs.Mapping]:
    out = {}
    for row in db.session.scalars(select(BankMapping)):
        m = row.mapping
        out[row.signature] = bs.Mapping(date=m["date"], amount=m.get("amount"), credit=m.get("credit"),
                                        debit=m.get("debit"), reference=tuple(m.get("reference") or ()),
                                        description=tuple(m.get("description") or ()), balance=m.get("balance"))
    return out


def problems_message(error: bs.StatementError) -> str:
    """Every malformed line, named (the first ten, then how many more)."""
    listed = [str(p) for p in error.problems[:10]]
    more = len(error.problems) - len(listed)
    if more > 0:
        listed.append(f"and {more} more")
    if len(error.problems) == 1 and error.problems[0].row is None:
        return error.message
    return f"{error.message}. " + "; ".join(listed) + "."


@rolls_back
def import_statement(viewer: Viewer, data: dict) -> ImportOutcome:
    _may(viewer)
    account = db.session.get(TrustAccount, 1)
    if account is None:
        raise UserError(NO_ACCOUNT, field="file")
    raw = _file(data)
    given = _given_mapping(data.get("mapping"))
    try:
        statement = bs.read_statement(bs.rows_of(raw), _kept_mappings(), given)
    except bs.StatementError as error:
        raise UserError(problems_message(error), field="file") from None
    except RuleError as error:  # the user's mapping names a column wrongly
        raise UserError(error.message, field="mapping") from None
    if isinstance(statement, bs.NeedsMapping):
        return ImportOutcome(needs_mapping=statement)
    ours = bs.account_digits(account.account_number)
    if statement.account and ours and statement.account != ours:
        raise UserError(WRONG_ACCOUNT.format(found=_shown(statement.account), account=account.account_number),
                        field="file")
    closing = statement.closing_balance
    if closing is None:
        closing = data.get("closing_balance")
        if not isinstance(closing, int) or isinstance(closing, bool):
            raise UserError(NEEDS_CLOSING, field="closingBalance")
    _lock(viewer)
    if given is not None:
        _keep_mapping(viewer, statement.signature, given)
    last = max(statement.lines, key=lambda line: line.date)
    imported = BankImport(file_name=clean_text(data.get("file_name") or "statement.csv", 200, "file", "File name"),
                          sha256=hashlib.sha256(raw).hexdigest(), format=statement.format,
                          line_count=len(statement.lines), new_lines=0, closing_balance=closing,
                          closing_on=last.date, imported_by_user_id=viewer.user_id, imported_at=now())
    db.session.add(imported)
    db.session.flush()
    inserted = db.session.scalars(
        insert(BankLine).values([dict(import_id=imported.id, identity=line.identity, line_date=line.date,
                                      amount=line.amount, reference=line.reference, description=line.description,
                                      balance=line.balance, row=line.row) for line in statement.lines])
        .on_conflict_do_nothing(index_elements=["identity"]).returning(BankLine.id)).all()
    imported.new_lines = len(inserted)
    matched = _auto_match(viewer)
    db.session.commit()
    return ImportOutcome(imported=imported, new_lines=len(inserted), known_lines=len(statement.lines) - len(inserted),
                         matched=matched)


def _shown(digits: str) -> str:
    return f"{digits[:2]}-{digits[2:6]}-{digits[6:13]}-{digits[13:]}"


def _keep_mapping(viewer: Viewer, sig: str, mapping: bs.Mapping) -> None:
    value = {"date": mapping.date, "amount": mapping.amount, "credit": mapping.credit, "debit": mapping.debit,
             "reference": list(mapping.reference), "description": list(mapping.description),
             "balance": mapping.balance}
    db.session.execute(insert(BankMapping).values(signature=sig, mapping=value, created_by_user_id=viewer.user_id,
                                                  created_at=now())
                       .on_conflict_do_update(index_elements=["signature"], set_={"mapping": value}))


# ---- the ledgers' side ----------------------------------------------------------------------------

def held_contracts(viewer: Viewer) -> list[queries.LedgerView]:
    return [view for view in queries.ledgers(viewer) if view.we_hold]


def _movements(contract_ids: list[int]) -> list[tuple[RetentionEntry, int]]:
    """Each deposit, release and use for defects of these ledgers, with its amount as the bank shows it
    (corrections counted: a deposit corrected down by $100 is $100 less on the statement)."""
    if not contract_ids:
        return []
    rows = db.session.execute(
        ledger.corrected_amounts(RetentionEntry.contract_id.in_(contract_ids), RetentionEntry.kind.in_(MOVEMENTS))
        .add_columns(RetentionEntry).order_by(RetentionEntry.entry_date, RetentionEntry.id)).all()
    out = []
    for _, amount, entry in rows:
        amount = int(amount)
        if amount > 0:
            out.append((entry, amount if entry.kind == DEPOSITED else -amount))
    return out


def _auto_match(viewer: Viewer) -> int:
    open_lines = db.session.scalars(
        select(BankLine).outerjoin(BankAllocation, BankAllocation.line_id == BankLine.id)
        .where(BankAllocation.id.is_(None)).order_by(BankLine.line_date, BankLine.id)).all()
    if not open_lines:
        return 0
    taken = set(db.session.scalars(select(BankAllocation.entry_id).where(BankAllocation.entry_id.is_not(None))))
    movements = [(e, a) for e, a in _movements([v.contract_id for v in held_contracts(viewer)]) if e.id not in taken]
    pairs = bs.match(
        [bs.Movement(line.id, line.line_date, line.amount, line.reference, i) for i, line in enumerate(open_lines)],
        [bs.Movement(entry.id, entry.entry_date, amount, entry.bank_ref, i) for i, (entry, amount) in enumerate(movements)])
    at = now()
    for line_id, entry_id in pairs.items():
        db.session.add(BankAllocation(line_id=line_id, kind=ENTRY, entry_id=entry_id, by_matcher=True,
                                      allocated_by_user_id=viewer.user_id, allocated_at=at))
    db.session.flush()
    return len(pairs)


# ---- allocating by hand ---------------------------------------------------------------------------

@rolls_back
def allocate(viewer: Viewer, line_id: int, data: dict) -> BankAllocation:
    _may(viewer)
    line = db.session.get(BankLine, line_id) if isinstance(line_id, int) else None
    if line is None:
        raise NotFound(LINE_NOT_FOUND)
    _lock(viewer)
    if db.session.scalar(select(BankAllocation.id).where(BankAllocation.line_id == line.id)) is not None:
        raise UserError(ALREADY_ALLOCATED, field="lineId")
    entry_id, explanation = data.get("entry_id"), data.get("explanation")
    note = clean_text(data.get("note"), 500, "note", "Note", multiline=True)
    allocation = BankAllocation(line_id=line.id, note=note, by_matcher=False, allocated_by_user_id=viewer.user_id,
                                allocated_at=now())
    if entry_id is not None:
        views = {v.contract_id: v for v in held_contracts(viewer)}
        entry = db.session.get(RetentionEntry, entry_id) if isinstance(entry_id, int) else None
        if entry is None or entry.contract_id not in views or entry.kind not in MOVEMENTS:
            raise NotFound(ENTRY_NOT_FOUND)
        site = views[entry.contract_id].site_name
        if db.session.scalar(select(BankAllocation.id).where(BankAllocation.entry_id == entry.id)) is not None:
            raise UserError(ENTRY_TAKEN.format(number=entry.seq, site=site), field="entryId")
        amount = {e.id: a for e, a in _movements([entry.contract_id])}.get(entry.id, 0)
        if amount != line.amount:
            raise UserError(AMOUNT_DIFFERS.format(line=dollars(line.amount), number=entry.seq, site=site,
                                                  entry=dollars(amount)), field="entryId")
        allocation.kind, allocation.entry_id = ENTRY, entry.id
    elif explanation in EXPLANATIONS:
        if explanation == OTHER and not note:
            raise UserError(NOTE_REQUIRED, field="note")
        allocation.kind = explanation
    else:
        raise UserError(CHOOSE, field="explanation")
    db.session.add(allocation)
    db.session.commit()
    return allocation


@rolls_back
def unallocate(viewer: Viewer, line_id: int) -> None:
    _may(viewer)
    line = db.session.get(BankLine, line_id) if isinstance(line_id, int) else None
    if line is None:
        raise NotFound(LINE_NOT_FOUND)
    _lock(viewer)
    allocation = db.session.scalar(select(BankAllocation).where(BankAllocation.line_id == line.id))
    if allocation is not None:
        db.session.delete(allocation)
    db.session.commit()


# ---- the report -----------------------------------------------------------------------------------

@dataclass
class LineView:
    line: BankLine
    allocation: BankAllocation | None = None
    entry: RetentionEntry | None = None
    ledger: queries.LedgerView | None = None
    flag: str | None = None

    @property
    def status(self) -> str:
        if self.allocation is None:
            return "unallocated"
        return "matched" if self.allocation.by_matcher else self.allocation.kind if self.allocation.kind != ENTRY \
            else "allocated"


@dataclass
class OpenEntry:
    entry: RetentionEntry
    amount: int  # as the bank would show it
    ledger: queries.LedgerView


@dataclass
class Report:
    account: TrustAccount | None
    bank_balance: int | None  # None: no statement imported
    balance_on: date | None
    ledgers_total: int
    interest: int
    bank_fees: int
    other: int
    unallocated_in: int
    unallocated_out: int
    lines: list[LineView] = field(default_factory=list)
    open_entries: list[OpenEntry] = field(default_factory=list)
    imports: list[BankImport] = field(default_factory=list)

    @property
    def accounted(self) -> int:
        return (self.ledgers_total + self.interest + self.bank_fees + self.other + self.unallocated_in
                + self.unallocated_out)

    @property
    def difference(self) -> int:
        return 0 if self.bank_balance is None else self.bank_balance - self.accounted

    @property
    def problem(self) -> str | None:
        if self.bank_balance is None or self.difference == 0:
            return None
        return DIFFERENCE.format(bank=dollars(self.bank_balance), ledgers=dollars(self.accounted),
                                 difference=dollars(abs(self.difference)))

    @property
    def flagged(self) -> int:
        return sum(1 for view in self.lines if view.flag)


def noticed_uses(entries: list[RetentionEntry]) -> set[int]:
    """Uses for defects recorded under a served notice before use (app.retention.defects records a use only
    under one, from its tenth working day: the entry names it). A use without one (written before the
    notice was built) is flagged."""
    return {e.id for e in entries if e.kind == USED_FOR_DEFECTS and e.defect_notice_id is not None}


def report(viewer: Viewer) -> Report | None:
    """The reconciliation as it stands; None for a viewer who may not reconcile."""
    if not policy.may_keep_account(viewer):
        return None
    views = held_contracts(viewer)
    by_contract = {v.contract_id: v for v in views}
    held = ledger.balances_of(list(by_contract))
    ledgers_total = sum(b.held_in_account for b in held.values())
    movements = _movements(list(by_contract))
    entries = {e.id: (e, a) for e, a in movements}
    rows = db.session.execute(
        select(BankLine, BankAllocation).outerjoin(BankAllocation, BankAllocation.line_id == BankLine.id)
        .order_by(BankLine.line_date.desc(), BankLine.id.desc())).all()
    imports = db.session.scalars(select(BankImport).order_by(BankImport.imported_at.desc(), BankImport.id.desc())
                                 ).all()
    latest = max(imports, key=lambda i: (i.closing_on, i.imported_at, i.id), default=None)
    noticed = noticed_uses([e for e, _ in movements])
    totals = {INTEREST: 0, BANK_FEE: 0, OTHER: 0, "in": 0, "out": 0}
    lines, allocated = [], set()
    for line, allocation in rows:
        view = LineView(line, allocation)
        if allocation is None:
            totals["in" if line.amount > 0 else "out"] += line.amount
        elif allocation.kind == ENTRY:
            found = entries.get(allocation.entry_id)
            view.entry = found[0] if found else None
            view.ledger = by_contract.get(view.entry.contract_id) if view.entry else None
            allocated.add(allocation.entry_id)
        else:
            totals[allocation.kind] += line.amount
        view.flag = _flag(view, noticed)
        lines.append(view)
    open_entries = [OpenEntry(e, a, by_contract[e.contract_id]) for e, a in movements if e.id not in allocated]
    return Report(account=db.session.get(TrustAccount, 1),
                  bank_balance=latest.closing_balance if latest else None,
                  balance_on=latest.closing_on if latest else None, ledgers_total=ledgers_total,
                  interest=totals[INTEREST], bank_fees=totals[BANK_FEE], other=totals[OTHER],
                  unallocated_in=totals["in"], unallocated_out=totals["out"], lines=lines,
                  open_entries=open_entries, imports=list(imports))


def _flag(view: LineView, noticed: set[int]) -> str | None:
    """A withdrawal that is not a release or a use for defects after notice (nor interest taken out:
    interest is not retention money) is flagged (research RT-6; CCA ss 18C, 18EA)."""
    line = view.line
    if line.amount >= 0:
        return None
    allocation = view.allocation
    if allocation is not None and allocation.kind == INTEREST:
        return None
    if view.entry is not None and view.entry.kind == RELEASED:
        return None
    if view.entry is not None and view.entry.kind == USED_FOR_DEFECTS:
        if view.entry.id in noticed:
            return None
        return NO_NOTICE.format(amount=dollars(-line.amount), date=line.line_date.strftime("%-d %b %Y"))
    payee = line.description or line.reference or "an unnamed payee"
    return WITHDRAWAL.format(amount=dollars(-line.amount), date=line.line_date.strftime("%-d %b %Y"), payee=payee)
