"""The ledger update (`ledgerUpdate`): edits of the draft claim's lines, all or nothing.

The protocol (optimistic concurrency)
- Every change to a contract's ledger (a line edit, a new claim, a submission, a change back
  to draft, a deleted draft...) increments the contract's ledger revision
  (`contract_ledgers.rev`). Readers get it as `ledgerRev`; an update sends back the
  `ledgerRev` its edits were based on.
- Writers of one contract's ledger are serialised: each locks the contract's ledger row first
  (`lock`), so two updates never interleave and the check below cannot race.
- An update based on the current revision is applied. An update based on an older revision is
  applied only when none of what it touches changed since: every line records the revision of
  the last edit a person made to it (`edited_rev`), so an update touching a line someone else
  edited, voided or deleted after `ledgerRev`, a reorder after anyone's edit, or any edit of a
  draft that was submitted or restarted since, is refused as a whole with CONFLICT and changes
  nothing. The client keeps its staged edits, reloads the ledger, re-applies them on top and
  pushes again: no edit disappears silently, and two people editing different lines of one
  draft both get their way without a reload.
- A client's own earlier pushes are not "someone else": edits staged while a push is on its way
  keep the `ledgerRev` the person was looking at (not the one that push answers: a third
  party's save of the same line may lie between the two) and list the revisions their client's
  pushes produced since in `ownRevs`. The edits of those revisions never conflict. This is
  sound because a line records only its last edit: when that edit is one of the client's own
  pushes, that push was itself checked against a base no newer than this one (the client bases
  every batch on what it showed when the batch's first edit was made, and shows newer ledgers
  only), so nobody else edited the line in between either. A client claiming revisions that
  are not its own only overwrites edits, which sending the newest `ledgerRev` does anyway:
  this protects honest clients from lost updates, it is not a permission.
- Edits apply to the draft revision only ('Only drafts are edited'): there is at most one draft
  per contract, the newest claim.

What an update may do (in this order, in one transaction)
- create lines (`itemId` chosen by the client, unique in the contract's ledger),
- update lines (any attribute; amounts as explained in `_apply_amounts`),
- void lines (`deleteIds`): a line with amounts claimed before this claim gets a reversal entry
  negating exactly those amounts (amount, quantity and the tax on them), so its amount to date
  becomes zero; a line with none has its draft entry deleted,
- reorder (`order`): positions reset to 1000, 2000, ... in the order given,
- set the retention formula (the params of the retention item),
then the retention line is recomputed from its formula, and the ledger revision incremented.
"""
from dataclasses import dataclass, field
from datetime import datetime, timezone

from sqlalchemy import BigInteger, Numeric, and_, bindparam, case, cast, func, select, update
from sqlalchemy.dialects.postgresql import insert

from app.activity import record as activity
from app.claims import attachments, policy
from app.claims.gst import SUPPLIER_GST
from app.claims.models import (
    LIVE_STATUSES,
    MODE_CLAIM,
    RETENTION_ITEM_ID,
    Claim,
    ContractLedger,
    LedgerEntry,
    Revision,
)
from app.contracts import access
from app.contracts.access import VisibleContract
from app.db import db
from app.documents.files import clean_files
from app.domain.claims import amount_for_percent, amount_for_qty, check_percent_complete, check_qty_to_date
from app.domain.errors import RuleError
from app.domain.line_types import LineType
from app.domain.money import MAX_SCALED, format_money
from app.domain.retention import parse_retention_formula, retention_line_amount
from app.domain.tax import (
    NO_GST,
    NZ_GST,
    amount_and_tax_update,
    claim_tax_rate_id,
    line_tax_rate_id,
    tax_label,
    tax_on,
    tax_rate_bp,
)
from app.domain.text import clean_text
from app.errors import Conflict, UserError
from app.orgs.access import Viewer
from app.variations import ledger as variation_lines

CONFLICT = "Someone else changed this claim. Reload to see their changes; your edits are kept."
ITEM_ID_REQUIRED = "Line must have an itemId"
ONLY_DRAFTS = "Only drafts are edited. Start a new claim, or change this claim back to draft."
LINE_NOT_FOUND = "Line not found: {item_id}"
LINE_EXISTS = "A line with itemId {item_id} already exists"
ITEM_ID_INVALID = "An itemId is 1 to 64 letters, digits, '-', '_', '.' or ':'"
RETENTION_COMPUTED = "The retention line is computed from the retention formula: change the formula instead"
ONE_RETENTION = "There is one retention line: it is computed from the retention formula"
PERCENT_OR_AMOUNT = "Give either a percent complete or an amount, not both"
TAX_MISMATCH = "The tax on {amount} is {tax} ({label})"
ORDER_INVALID = "The order lists a line twice or a line that is not on this claim"
TOO_MANY = "At most {n} lines can be changed at once"
NOT_THIS_DRAFT = "Claim {number} is not the draft being edited"
LEDGER_REV_INVALID = "ledgerRev is invalid: send back the ledgerRev the ledger query answered"
OWN_REV_INVALID = "ownRevs are ledgerRevs your own updates answered"
TOO_MANY_OWN_REVS = "At most {n} ownRevs"

MAX_LINES_PER_UPDATE = 2000
MAX_OWN_REVS = 100
MAX_NAME = 500
MAX_GROUP_DEPTH = 10
RETENTION_NAME = "Retention"
POSITION_STEP = 1000
_ITEM_ID_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.:")


def now() -> datetime:
    return datetime.now(timezone.utc)


# ---- the lock and the counter -------------------------------------------------------------------

# Statements every ledger write runs, built once and run with parameters (building one cost more
# CPU than running it). The lock's is of the table: it reads the revision, no ORM object.
_LEDGER = ContractLedger.__table__
_LOCK = (insert(_LEDGER).values(contract_id=bindparam("contract_id"), rev=0)
         .on_conflict_do_update(index_elements=[_LEDGER.c.contract_id], set_={"rev": _LEDGER.c.rev})
         .returning(_LEDGER.c.rev))
# The same lock answering, in the same statement, whether the contract's supplier is registered for
# GST today (app.claims.gst; null: its contact says nothing): a draft's lines take their rate from it.
_LOCK_WITH_GST = _LOCK.returning(SUPPLIER_GST.scalar_subquery())
_DRAFT_CLAIM = select(Claim).where(Claim.contract_id == bindparam("contract_id"), Claim.draft_rev.is_not(None),
                                   Claim.status.in_(LIVE_STATUSES))
_EARLIER_SUMS = (
    select(LedgerEntry.item_id, func.sum(LedgerEntry.amount), func.sum(LedgerEntry.qty_milli))
    .join(Claim, and_(Claim.id == LedgerEntry.claim_id, LedgerEntry.rev == Claim.latest_rev))
    .where(LedgerEntry.contract_id == bindparam("contract_id"), LedgerEntry.mode == MODE_CLAIM,
           Claim.status.in_(LIVE_STATUSES), Claim.number < bindparam("number"),
           LedgerEntry.item_id.in_(bindparam("item_ids", expanding=True)))
    .group_by(LedgerEntry.item_id)
)


def lock(contract_id: int, session=None) -> int:
    """Lock the contract's ledger for this transaction; its current revision (one statement)."""
    return (session or db.session).execute(_LOCK, {"contract_id": contract_id}).scalar_one()


def lock_with_gst(contract_id: int, session=None) -> tuple[int, bool]:
    """`lock`, and whether the contract's supplier is registered for GST today (app.claims.gst), read
    by the same statement."""
    rev, registered = (session or db.session).execute(_LOCK_WITH_GST, {"contract_id": contract_id}).one()
    return rev, registered is not False


def bump(contract_id: int, current: int, session=None) -> int:
    new_rev = current + 1
    (session or db.session).execute(update(ContractLedger).where(ContractLedger.contract_id == contract_id)
                       .values(rev=new_rev, updated_at=func.now()))
    return new_rev


def _rev_number(value, message: str, field: str) -> int:
    text = str(value if value is not None else "").strip()
    if not (text.isascii() and text.isdigit()) or len(text) > 18:
        raise UserError(message, field=field)
    return int(text)


def parse_ledger_rev(value) -> int:
    return _rev_number(value, LEDGER_REV_INVALID, "ledgerRev")


def parse_own_revs(values) -> list[int]:
    values = list(values or ())
    if len(values) > MAX_OWN_REVS:
        raise UserError(TOO_MANY_OWN_REVS.format(n=MAX_OWN_REVS), field="ownRevs")
    return [_rev_number(value, OWN_REV_INVALID, f"ownRevs.{i}") for i, value in enumerate(values)]


# ---- permissions ---------------------------------------------------------------------------------

def draft_claim(contract_id: int) -> Claim | None:
    """The contract's draft claim (at most one: the newest), or None."""
    return db.session.scalars(_DRAFT_CLAIM, {"contract_id": contract_id}).first()


# ---- derived lines -------------------------------------------------------------------------------

def earlier_sums(contract_id: int, number: int, item_ids) -> dict[str, tuple[int, int]]:
    """{item id: (amount, qty)} over the live claims numbered before `number` (their latest revisions)."""
    item_ids = list(item_ids)
    if not item_ids:
        return {}
    rows = db.session.execute(_EARLIER_SUMS, {"contract_id": contract_id, "number": number,
                                              "item_ids": item_ids}).all()
    return {item_id: (int(amount or 0), int(qty or 0)) for item_id, amount, qty in rows}


def recompute_retention(claim: Claim, rev: int, entry: LedgerEntry | None = None) -> LedgerEntry | None:
    """Set the claim revision's retention line from its formula and the gross claimed to date."""
    if entry is None:
        entry = db.session.scalars(select(LedgerEntry).where(
            LedgerEntry.claim_id == claim.id, LedgerEntry.rev == rev, LedgerEntry.mode == MODE_CLAIM,
            LedgerEntry.item_id == RETENTION_ITEM_ID)).first()
    if entry is None:
        return None
    db.session.flush()
    counted_rev = case((Claim.id == claim.id, rev), else_=Claim.latest_rev)
    # The gross excludes every Retention line: the computed one and a release of retention claimed as a
    # line (issue 38, app.claims.release_line), which pays retention back and is no work to retain on.
    gross, retained_before = db.session.execute(
        select(
            func.coalesce(func.sum(LedgerEntry.amount).filter(LedgerEntry.type != LineType.RETENTION.value), 0),
            func.coalesce(func.sum(LedgerEntry.amount).filter(
                LedgerEntry.item_id == RETENTION_ITEM_ID, Claim.id != claim.id), 0),
        )
        .select_from(LedgerEntry)
        .join(Claim, and_(Claim.id == LedgerEntry.claim_id, LedgerEntry.rev == counted_rev))
        .where(LedgerEntry.contract_id == claim.contract_id, LedgerEntry.mode == MODE_CLAIM,
               Claim.number <= claim.number, (Claim.status.in_(LIVE_STATUSES)) | (Claim.id == claim.id))
    ).one()
    formula = parse_retention_formula(entry.params)
    entry.amount = retention_line_amount(int(gross), int(retained_before), formula)
    entry.tax = tax_on(entry.amount, NZ_GST)
    return entry


def line_tax_sql(tax_rate_id: str):
    """Each ledger entry's GST at a claim's rate, as SQL (an UPDATE's value): `tax_on` of its amount
    at its line's rate (retention's for the retention item), halves away from zero as Postgres's
    numeric round() does."""
    def at(line_type: LineType):
        bp = tax_rate_bp(line_tax_rate_id(line_type, tax_rate_id))
        return cast(func.round(cast(LedgerEntry.amount, Numeric) * bp / 10000), BigInteger)

    return case((LedgerEntry.item_id == RETENTION_ITEM_ID, at(LineType.RETENTION)), else_=at(LineType.BASE_CONTRACT))


def new_retention_entry(claim: Claim, rev: int, ledger_rev: int, params: dict | None = None,
                        session=None) -> LedgerEntry:
    entry = LedgerEntry(contract_id=claim.contract_id, claim_id=claim.id, rev=rev, item_id=RETENTION_ITEM_ID,
                        mode=MODE_CLAIM, type=LineType.RETENTION.value, position=0, name=RETENTION_NAME,
                        group_path=[], files=[], reference="", total_price=0, unit_price=0, qty_milli=0,
                        amount=0, tax=0, is_draft=True, params=params, edited_rev=ledger_rev)
    (session or db.session).add(entry)
    return entry


# ---- input cleaning ------------------------------------------------------------------------------

def clean_item_id(value, field: str) -> str:
    if value is None or (isinstance(value, str) and not value.strip()):
        raise UserError(ITEM_ID_REQUIRED, field=field)
    if not isinstance(value, str) or len(value) > 64 or not set(value) <= _ITEM_ID_CHARS:
        raise UserError(ITEM_ID_INVALID, field=field)
    return value


def _int(value, field: str, label: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_SCALED:
        raise UserError(f"{label} must be a whole number", field=field)
    return value


def _line_type(value, field: str) -> str:
    try:
        return LineType(getattr(value, "value", value)).value
    except ValueError:
        raise UserError(f"Unknown line type: {value}", field=field) from None


def clean_group(value, field: str) -> list[str]:
    """A line's parent group names, outermost first, as stored."""
    if not isinstance(value, (list, tuple)) or len(value) > MAX_GROUP_DEPTH:
        raise UserError(f"A line sits at most {MAX_GROUP_DEPTH} groups deep", field=field)
    out = [clean_text(v, 200, field, "A group name") for v in value]
    if any(not g for g in out):
        raise UserError("A group name is empty", field=field)
    return out


def retention_params(formula: dict | None) -> dict | None:
    """The API's {marginalRates: [{rate, upTo}], maxAmount} as stored params (None: no retention)."""
    if formula is None:
        return None
    params = {"version": 1, "marginalRates": [
        {k: v for k, v in (("rate", band.get("rate")), ("upTo", band.get("up_to"))) if v is not None}
        for band in formula.get("marginal_rates") or []
    ]}
    if formula.get("max_amount") is not None:
        params["amount"] = {"max": formula["max_amount"]}
    try:
        parsed = parse_retention_formula(params)
    except RuleError as error:
        raise UserError(error.message, field="retentionFormula") from None
    return parsed.to_params() if parsed is not None else None


# ---- the update ----------------------------------------------------------------------------------

UNSET = object()


@dataclass
class LedgerChanges:
    create: list = field(default_factory=list)  # [dict]
    update: list = field(default_factory=list)  # [dict]
    delete_ids: list = field(default_factory=list)  # [str]
    order: list | None = None  # [str]
    retention_formula: object = UNSET  # dict, None (no retention) or UNSET


@dataclass
class LedgerResult:
    contract: VisibleContract
    claim: Claim
    ledger_rev: int
    # What the update did to the draft's lines: the items whose line it created or changed (the
    # retention line always: its amount follows the others), and those whose line it removed.
    changed: list = field(default_factory=list)  # [item id]
    deleted: list = field(default_factory=list)  # [item id]


def update_ledger(viewer: Viewer, contract_id: int, ledger_rev, changes: LedgerChanges, *,
                  number: int | None = None, own_revs=()) -> LedgerResult:
    """Apply one push of the draft's line edits, in its phases: the edit parsed; the ledger locked
    and the draft's touched lines read, a stale push's conflicts checked; the edit applied (lines
    created, changed, voided, reordered, the retention formula); the ledger revision bumped, the
    activity recorded and committed."""
    found = access.get_contract(viewer, contract_id)
    policy.require_supplier(found)
    base = parse_ledger_rev(ledger_rev)
    own_revs = parse_own_revs(own_revs)
    edit = _parsed(changes)
    locked = _locked_draft(contract_id, number, base, own_revs, edit)
    new_rev = locked.current + 1
    _apply(found, locked, edit, new_rev)
    return _finish(viewer, found, locked, edit, new_rev)


@dataclass
class _Edit:
    """One push's edits, their item ids cleaned."""

    creates: list
    updates: list
    delete_ids: list
    order: list | None
    retention_formula: object


@dataclass
class _Locked:
    """The ledger as the push finds it under the lock: its revision, the client's own pushes since
    its base, whether its view is stale, the draft claim and the draft's lines it touches."""

    current: int
    own: set
    stale: bool
    claim: Claim
    entries: dict
    supplier_registered: bool = True  # the supplier is registered for GST today (read with the lock)

    def refuse(self, message: str, field: str | None = None):
        """Anything that does not fit the ledger as it now is: a conflict when the client's view is
        stale (it could not have known), else the client's own mistake."""
        if self.stale:
            raise Conflict(CONFLICT, code="LEDGER_CONFLICT")
        raise UserError(message, field=field)


def _parsed(changes: LedgerChanges) -> _Edit:
    for name in ("create", "update", "delete_ids"):
        if len(getattr(changes, name)) > MAX_LINES_PER_UPDATE:
            raise UserError(TOO_MANY.format(n=MAX_LINES_PER_UPDATE), field=name)
    creates = [dict(line, item_id=clean_item_id(line.get("item_id"), f"create.{i}.itemId"))
               for i, line in enumerate(changes.create)]
    updates = [dict(line, item_id=clean_item_id(line.get("item_id"), f"update.{i}.itemId"))
               for i, line in enumerate(changes.update)]
    delete_ids = [clean_item_id(item_id, f"deleteIds.{i}") for i, item_id in enumerate(changes.delete_ids)]
    order = None if changes.order is None else [clean_item_id(item_id, f"order.{i}")
                                                 for i, item_id in enumerate(changes.order)]
    return _Edit(creates, updates, delete_ids, order, changes.retention_formula)


def _locked_draft(contract_id: int, number: int | None, base: int, own_revs, edit: _Edit) -> _Locked:
    current, registered = lock_with_gst(contract_id)
    own = {rev for rev in own_revs if base < rev <= current}
    # Stale: some revision since the base is not one of this client's own pushes.
    stale = base != current and len(own) != current - base
    claim = draft_claim(contract_id)
    locked = _Locked(current, own, stale, claim, {}, registered)
    if claim is None:
        locked.refuse(ONLY_DRAFTS)
    if number is not None and number != claim.number:
        locked.refuse(NOT_THIS_DRAFT.format(number=number), "number")
    revision = db.session.scalars(select(Revision).where(Revision.claim_id == claim.id,
                                                         Revision.rev == claim.draft_rev)).one()
    if stale and revision.ledger_rev > base:
        raise Conflict(CONFLICT, code="LEDGER_CONFLICT")
    # The draft's lines this update touches (all of them for a reorder), and its retention line.
    query = select(LedgerEntry).where(LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.draft_rev,
                                      LedgerEntry.mode == MODE_CLAIM)
    if edit.order is None:
        touched = ({line["item_id"] for line in edit.creates} | {line["item_id"] for line in edit.updates}
                   | set(edit.delete_ids) | {RETENTION_ITEM_ID})
        query = query.where(LedgerEntry.item_id.in_(touched))
    locked.entries = {e.item_id: e for e in db.session.scalars(query)}
    if stale:
        _check_conflicts(base, own, locked.entries, edit.creates, edit.updates, edit.delete_ids, edit.order,
                         edit.retention_formula)
    return locked


def _apply(found: VisibleContract, locked: _Locked, edit: _Edit, new_rev: int) -> None:
    contract_id, claim, entries, refuse = found.id, locked.claim, locked.entries, locked.refuse
    # The draft's rate: the contract's, or NO_GST while the supplier is not registered (app.claims.gst).
    tax_rate_id = claim_tax_rate_id(found.contract.tax_rate_id, locked.supplier_registered)
    guard = variation_lines.Guard(contract_id, edit.creates, edit.updates, entries)
    _create(found, claim, entries, edit.creates, new_rev, refuse)
    # What earlier claims hold of the lines that need it: a percent to date, a quantity's floor, a void.
    sums = earlier_sums(contract_id, claim.number, {line["item_id"] for line in edit.creates + edit.updates
                                                    if line.get("percent_complete") is not None
                                                    or line.get("qty_milli") is not None}
                        | set(edit.delete_ids))
    for i, line in enumerate(edit.creates):
        _apply_amounts(entries[line["item_id"]], line, sums, tax_rate_id, f"create.{i}", found.contract.tax_rate_id)
    for i, line in enumerate(edit.updates):
        entry = entries.get(line["item_id"])
        if entry is None:
            refuse(LINE_NOT_FOUND.format(item_id=line["item_id"]), f"update.{i}.itemId")
        if entry.item_id == RETENTION_ITEM_ID:
            raise UserError(RETENTION_COMPUTED, field=f"update.{i}")
        apply_attributes(entry, line, f"update.{i}")
        _apply_amounts(entry, line, sums, tax_rate_id, f"update.{i}", found.contract.tax_rate_id)
        entry.edited_rev = new_rev
    guard.check(entries)
    for i, item_id in enumerate(edit.delete_ids):
        entry = entries.get(item_id)
        if entry is None:
            refuse(LINE_NOT_FOUND.format(item_id=item_id), f"deleteIds.{i}")
        if item_id == RETENTION_ITEM_ID:
            raise UserError(RETENTION_COMPUTED, field=f"deleteIds.{i}")
        _void(entry, sums.get(item_id, (0, 0)), tax_rate_id, new_rev)
        if entry.is_reversal is False:
            attachments.release(contract_id, entry.files)
            del entries[item_id]
    if edit.order is not None:
        _reorder(entries, edit.order, new_rev)
    # The contract's schedule keeps what the draft now says of its lines (a cycle: it writes drafts too).
    from app.claims import contract_lines

    contract_lines.mirror(contract_id, entries, {line["item_id"] for line in edit.updates} | set(edit.delete_ids)
                          | (set(edit.order) if edit.order is not None else set()))
    if edit.retention_formula is not UNSET:
        entry = entries.get(RETENTION_ITEM_ID) or new_retention_entry(claim, claim.draft_rev, new_rev)
        entry.params = retention_params(edit.retention_formula)
        entry.edited_rev = new_rev
        entries[RETENTION_ITEM_ID] = entry
    recompute_retention(claim, claim.draft_rev, entries.get(RETENTION_ITEM_ID))


def _finish(viewer: Viewer, found: VisibleContract, locked: _Locked, edit: _Edit, new_rev: int) -> LedgerResult:
    claim, entries = locked.claim, locked.entries
    # Read before the commit expires the entries: every line this update wrote has its edited_rev.
    changed = [item_id for item_id, entry in entries.items()
               if item_id == RETENTION_ITEM_ID or entry.edited_rev == new_rev]
    deleted = [item_id for item_id in edit.delete_ids if item_id not in entries]
    claim.content_updated_at = now()
    attachments.settle(found.id)
    bump(found.id, locked.current)
    activity.draft_edited(viewer, claim)
    db.session.commit()
    from app.claims import queries

    queries.forget(found.id)
    return LedgerResult(found, claim, new_rev, changed, deleted)


def _check_conflicts(base, own, entries, creates, updates, delete_ids, order, retention_formula) -> None:
    def edited_by_others(entry: LedgerEntry) -> bool:
        return entry.edited_rev > base and entry.edited_rev not in own

    def changed(item_id: str) -> bool:
        entry = entries.get(item_id)
        return entry is None or edited_by_others(entry)

    touched = [line["item_id"] for line in updates] + list(delete_ids)
    names = [i for i in touched if changed(i)]
    if any(line["item_id"] in entries for line in creates):
        names += [line["item_id"] for line in creates if line["item_id"] in entries]
    if order is not None and (any(edited_by_others(e) for e in entries.values() if e.item_id != RETENTION_ITEM_ID)
                              or any(item_id not in entries for item_id in order)):
        names.append("the order of the lines")
    if retention_formula is not UNSET and changed(RETENTION_ITEM_ID) and RETENTION_ITEM_ID in entries:
        names.append(RETENTION_NAME)
    if names:
        raise Conflict(CONFLICT, code="LEDGER_CONFLICT")


def _create(found, claim, entries, creates, new_rev, refuse) -> None:
    if not creates:
        return
    ids = [line["item_id"] for line in creates]
    if len(set(ids)) != len(ids):
        raise UserError(LINE_EXISTS.format(item_id=next(i for i in ids if ids.count(i) > 1)), field="create")
    taken = set(db.session.scalars(select(LedgerEntry.item_id).distinct().where(
        LedgerEntry.contract_id == claim.contract_id, LedgerEntry.item_id.in_(ids))))
    top = None
    for i, line in enumerate(creates):
        item_id = line["item_id"]
        if item_id == RETENTION_ITEM_ID or line.get("type") in (LineType.RETENTION, LineType.RETENTION.value):
            raise UserError(ONE_RETENTION, field=f"create.{i}")
        if item_id in taken or item_id in entries:
            refuse(LINE_EXISTS.format(item_id=item_id), f"create.{i}.itemId")
        total = line.get("total_price")
        unit = line.get("unit_price")
        if total is None:
            total = unit if unit is not None else 0
        if unit is None:
            unit = total
        if line.get("position") is None:
            if top is None:  # after the draft's last line
                top = db.session.scalar(select(func.max(LedgerEntry.position)).where(
                    LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.draft_rev,
                    LedgerEntry.mode == MODE_CLAIM, LedgerEntry.item_id != RETENTION_ITEM_ID)) or 0
                top = max([top] + [e.position for e in entries.values() if e.item_id != RETENTION_ITEM_ID])
            top += POSITION_STEP
        entry = LedgerEntry(
            contract_id=claim.contract_id, claim_id=claim.id, rev=claim.draft_rev, item_id=item_id, mode=MODE_CLAIM,
            type=LineType.BASE_CONTRACT.value, position=top, name="", group_path=[], files=[], reference="",
            total_price=_int(total, f"create.{i}.totalPrice", "Total price"),
            unit_price=_int(unit, f"create.{i}.unitPrice", "Unit price"),
            qty_milli=0, amount=0, tax=0, is_draft=True, edited_rev=new_rev,
        )
        apply_attributes(entry, {k: v for k, v in line.items() if k not in ("total_price", "unit_price")},
                          f"create.{i}")
        db.session.add(entry)
        entries[item_id] = entry


def apply_attributes(entry: LedgerEntry, line: dict, field: str) -> None:
    if line.get("type") is not None:
        line_type = _line_type(line["type"], f"{field}.type")
        if line_type == LineType.RETENTION.value:
            raise UserError(ONE_RETENTION, field=f"{field}.type")
        entry.type = line_type
    if line.get("position") is not None:
        entry.position = _int(line["position"], f"{field}.position", "Position")
    if line.get("name") is not None:
        entry.name = clean_text(line["name"], MAX_NAME, f"{field}.name", "Description")
    if line.get("group") is not None:
        entry.group_path = clean_group(line["group"], f"{field}.group")
    if line.get("reference") is not None:
        entry.reference = clean_text(line["reference"], 200, f"{field}.reference", "Reference")
    if line.get("files") is not None:
        entry.files = attachments.line_files(entry.contract_id, entry.files, clean_files(line["files"], f"{field}.files"),
                                             f"{field}.files")
    if line.get("total_price") is not None:
        entry.total_price = _int(line["total_price"], f"{field}.totalPrice", "Total price")
    if line.get("unit_price") is not None:
        unit = _int(line["unit_price"], f"{field}.unitPrice", "Unit price")
        if unit != entry.unit_price:
            # Spec 2 §5: a unit price of zero keeps the quantity (and clears the amount); any
            # other new price resets the quantity to zero (and so the amount).
            entry.unit_price = unit
            if unit != 0:
                entry.qty_milli = 0
            entry.amount = 0
            entry.tax = 0


def _apply_amounts(entry: LedgerEntry, line: dict, sums: dict, tax_rate_id: str, field: str,
                   contract_rate: str = NZ_GST) -> None:
    """This claim's amount for the line, from one of:

    - `percent_complete` (basis points of the quote, to date): the amount is what brings the
      line's amount to date to that share of its total price;
    - `amount` and `tax` together ('tax missing' otherwise); the tax must be the line's rate on
      the amount (the server computes GST, the client shows it);
    - `qty_milli` alone: the amount is the quantity at the unit price.
    `qty_milli` with an amount stores both as given. Any of them un-voids a voided line.
    """
    percent = line.get("percent_complete")
    amount, tax, qty = line.get("amount"), line.get("tax"), line.get("qty_milli")
    rate = line_tax_rate_id(LineType(entry.type), tax_rate_id)
    if percent is not None:
        if amount is not None or tax is not None:
            raise UserError(PERCENT_OR_AMOUNT, field=f"{field}.percentComplete")
        try:
            basis_points = check_percent_complete(_int(percent, f"{field}.percentComplete", "Percent complete"))
        except RuleError as error:
            raise UserError(error.message, field=f"{field}.percentComplete") from None
        previous = sums.get(entry.item_id, (0, 0))[0]
        entry.amount = amount_for_percent(entry.total_price, basis_points) - previous
    elif amount is not None or tax is not None:
        try:
            amount, tax = amount_and_tax_update(amount, tax)
        except RuleError as error:
            raise UserError(error.message, field=f"{field}.tax") from None
        amount = _int(amount, f"{field}.amount", "Amount")
        expected = tax_on(amount, rate)
        given = _int(tax, f"{field}.tax", "Tax")
        # With no GST the tax is nil whatever a client computed at the contract's rate (a screen
        # opened before the supplier's status changed): the server decides GST, never the client.
        if given != expected and not (rate == NO_GST and given in (0, tax_on(amount, line_tax_rate_id(
                LineType(entry.type), contract_rate)))):
            raise UserError(TAX_MISMATCH.format(amount=format_money(amount), tax=format_money(expected),
                                                label=tax_label(rate)), field=f"{field}.tax")
        entry.amount = amount
        if qty is not None:
            entry.qty_milli = _qty(qty, sums.get(entry.item_id, (0, 0))[1], f"{field}.qtyMilli")
    elif qty is not None:
        entry.qty_milli = _qty(qty, sums.get(entry.item_id, (0, 0))[1], f"{field}.qtyMilli")
        entry.amount = amount_for_qty(entry.unit_price, entry.qty_milli)
    else:
        if line.get("type") is not None:
            entry.tax = tax_on(entry.amount, rate)
        return
    entry.tax = tax_on(entry.amount, rate)
    entry.is_reversal = False


def _qty(value, earlier_qty: int, field: str) -> int:
    """This claim's quantity: whole thousandths; negative only as far as the earlier claims' quantity
    (a credit, see check_qty_to_date)."""
    try:
        return check_qty_to_date(earlier_qty, _int(value, field, "Quantity"))
    except RuleError as error:
        raise UserError(error.message, field=field) from None


def _void(entry: LedgerEntry, earlier: tuple[int, int], tax_rate_id: str, new_rev: int) -> None:
    amount, qty = earlier
    if amount != 0 or qty != 0:
        entry.amount = -amount
        entry.qty_milli = -qty
        entry.tax = tax_on(entry.amount, line_tax_rate_id(LineType(entry.type), tax_rate_id))
        entry.is_reversal = True
        entry.edited_rev = new_rev
    else:
        entry.is_reversal = False
        db.session.delete(entry)


def reordered(lines: dict, order: list[str], invalid: str) -> list:
    """The lines ({item id: line}) in `order`, the ones it leaves out after them as they were."""
    if len(set(order)) != len(order) or not set(order) <= set(lines):
        raise UserError(invalid, field="order")
    rest = sorted((line for i, line in lines.items() if i not in set(order)), key=lambda l: (l.position, l.item_id))
    return [lines[i] for i in order] + rest


def _reorder(entries: dict, order: list[str], new_rev: int) -> None:
    lines = {item_id: e for item_id, e in entries.items() if item_id != RETENTION_ITEM_ID}
    for index, entry in enumerate(reordered(lines, order, ORDER_INVALID), start=1):
        if entry.position != index * POSITION_STEP:
            entry.position = index * POSITION_STEP
            entry.edited_rev = new_rev
