"""The contract's schedule of values (issue 15): its lines, set up on the Contract tab before claim 1.

Decisions
- The schedule is its own table (`contract_lines`), not ledger entries: an entry is one item's
  line in one claim revision, and before claim 1 there is no claim to hang it on. Each new claim
  starts from it (`seed`), and while a line is on the draft claim the two are kept equal both
  ways: a schedule edit writes the draft's entry (`update_schedule`), a draft edit of a schedule
  line writes the schedule (`mirror`). Lines added inside a draft stay claim lines, as before.
- A line is a lump sum (`qty_milli` null: its value is the contract value, and its rate the same,
  as a new ledger line's) or a quantity line (contract quantity x rate = contract value, rounded
  to the cent). The unit is free text ('m', 'm2', 'ea').
- Its quantity, rate, value and its deletion are locked once any live claim (the draft included)
  has an amount or quantity on it: `locked_reason` says which claim. Its description, group, type,
  reference, unit and place stay editable (they reach the draft, not the claims already sent).
- Only the supplier side with the contract's Edit permission changes it, never on an archived
  contract; both sides read it.
- A deleted line keeps its item id (`removed`), so the next claim does not bring it back from the
  previous claim's lines.
- Every change locks and bumps the contract's ledger revision (`app.claims.ledger`): writers of
  the draft are serialised with it, and the polled ledger version shows the change.
"""
from dataclasses import dataclass, field

from sqlalchemy import and_, func, or_, select

from app.claims import attachments, ledger, policy, queries
from app.claims.models import (
    LIVE_STATUSES,
    MODE_CLAIM,
    RETENTION_ITEM_ID,
    Claim,
    ContractLine,
    LedgerEntry,
)
from app.contracts import access
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.db import db
from app.domain.claims import amount_for_qty
from app.domain.line_types import LineType
from app.domain.text import clean_text
from app.errors import UserError
from app.orgs.access import Viewer

P = cp.ContractPermission
LOCKED = ("Claim {number} has an amount on this line, so its quantity, rate and value are fixed "
          "and it cannot be deleted")
NOT_IN_SCHEDULE = "Line not found: {item_id}"
NAME_REQUIRED = "Description is required"
QTY_NEEDS_RATE = "A quantity line needs a rate"
LUMP_SUM_NEEDS_VALUE = "A lump sum line needs a contract value"
NEGATIVE_QTY = "The contract quantity must be more than zero"
ORDER_INVALID = "The order lists a line twice or a line that is not in the schedule"
MAX_UNIT = 20
# What a schedule line and its draft entry share (`mirror` and `update_schedule` copy them).
SHARED = ("type", "position", "name", "group_path", "reference", "total_price", "unit_price")


@dataclass
class ScheduleChanges:
    create: list = field(default_factory=list)  # [dict]
    update: list = field(default_factory=list)  # [dict]
    delete_ids: list = field(default_factory=list)  # [str]
    order: list | None = None  # [str]


# ---- reading -------------------------------------------------------------------------------------

def lines_of(contract_ids) -> dict[int, list[ContractLine]]:
    """The schedules of these contracts, in order (one statement)."""
    out: dict[int, list[ContractLine]] = {cid: [] for cid in contract_ids}
    if out:
        for line in db.session.scalars(select(ContractLine).where(
                ContractLine.contract_id.in_(list(out)), ContractLine.removed.is_(False))
                .order_by(ContractLine.position, ContractLine.id)):
            out[line.contract_id].append(line)
    return out


def claimed_in(contract_ids) -> dict[tuple[int, str], int]:
    """{(contract id, item id): the first live claim with an amount or quantity on it} (one statement).

    A claim counts by its draft and its latest revision: both are what it says now."""
    ids = list(contract_ids)
    if not ids:
        return {}
    E = LedgerEntry
    rows = db.session.execute(
        select(E.contract_id, E.item_id, func.min(Claim.number))
        .join(Claim, and_(Claim.id == E.claim_id, or_(E.rev == Claim.draft_rev, E.rev == Claim.latest_rev)))
        .where(E.contract_id.in_(ids), E.mode == MODE_CLAIM, E.item_id != RETENTION_ITEM_ID,
               Claim.status.in_(LIVE_STATUSES), or_(E.amount != 0, E.qty_milli != 0))
        .group_by(E.contract_id, E.item_id)
    ).all()
    return {(contract_id, item_id): number for contract_id, item_id, number in rows}


def locked_reason(number: int | None) -> str | None:
    return None if number is None else LOCKED.format(number=number)


def may_edit(found: VisibleContract) -> bool:
    return policy.acts_as_supplier(found, P.EDIT)


# ---- input cleaning ------------------------------------------------------------------------------

def _prices(line: dict, current: ContractLine | None, where: str) -> tuple[int | None, int, int] | None:
    """(contract qty, rate, value) from a line's input, or None when it changes none of them."""
    given = [k for k in ("is_lump_sum", "qty_milli", "unit_price", "total_price") if line.get(k) is not None]
    if not given:
        return None
    lump = line.get("is_lump_sum")
    if lump is None:
        lump = line.get("qty_milli") is None and (current is None or current.qty_milli is None)
    if lump:
        total = line.get("total_price")
        if total is None and current is not None:
            total = current.total_price
        if total is None:
            raise UserError(LUMP_SUM_NEEDS_VALUE, field=f"{where}.totalPrice")
        total = ledger._int(total, f"{where}.totalPrice", "Contract value")
        return None, total, total
    qty = line.get("qty_milli", current.qty_milli if current is not None else None)
    rate = line.get("unit_price", current.unit_price if current is not None and current.qty_milli is not None else None)
    if qty is None:
        raise UserError(NEGATIVE_QTY, field=f"{where}.qtyMilli")
    if rate is None:
        raise UserError(QTY_NEEDS_RATE, field=f"{where}.unitPrice")
    qty = ledger._int(qty, f"{where}.qtyMilli", "Quantity")
    if qty <= 0:
        raise UserError(NEGATIVE_QTY, field=f"{where}.qtyMilli")
    rate = ledger._int(rate, f"{where}.unitPrice", "Rate")
    return qty, rate, amount_for_qty(rate, qty)


def _attributes(row: ContractLine, line: dict, where: str) -> None:
    # Type, description, group and reference as a ledger line takes them (the prices are the schedule's own).
    ledger.apply_attributes(row, {k: line[k] for k in ("type", "name", "group", "reference") if k in line}, where)
    if line.get("name") is not None and not row.name:
        raise UserError(NAME_REQUIRED, field=f"{where}.name")
    if line.get("unit") is not None:
        row.unit = clean_text(line["unit"], MAX_UNIT, f"{where}.unit", "Unit")


# ---- the update ----------------------------------------------------------------------------------

@dataclass
class _Draft:
    claim: Claim | None
    entries: dict  # {item id: LedgerEntry} of the schedule's lines on the draft

    def sync(self, row: ContractLine, new_rev: int) -> None:
        if self.claim is None:
            return
        entry = self.entries.get(row.item_id)
        if entry is None:
            entry = LedgerEntry(contract_id=row.contract_id, claim_id=self.claim.id, rev=self.claim.draft_rev,
                                item_id=row.item_id, mode=MODE_CLAIM, files=[], qty_milli=0, amount=0, tax=0,
                                is_draft=True)
            db.session.add(entry)
            self.entries[row.item_id] = entry
        for name in SHARED:
            setattr(entry, name, getattr(row, name))
        entry.edited_rev = new_rev


def update_schedule(viewer: Viewer, contract_id: int, changes: ScheduleChanges) -> VisibleContract:
    """Create, change, delete and reorder schedule lines, all or nothing (see the module's rules)."""
    try:
        return _update(viewer, contract_id, changes)
    except Exception:
        db.session.rollback()
        raise


def _update(viewer: Viewer, contract_id: int, changes: ScheduleChanges) -> VisibleContract:
    found = access.get_contract(viewer, contract_id)
    policy.require_supplier(found, P.EDIT)
    for name in ("create", "update", "delete_ids"):
        if len(getattr(changes, name)) > ledger.MAX_LINES_PER_UPDATE:
            raise UserError(ledger.TOO_MANY.format(n=ledger.MAX_LINES_PER_UPDATE), field=name)
    creates = [dict(line, item_id=ledger.clean_item_id(line.get("item_id"), f"create.{i}.itemId"))
               for i, line in enumerate(changes.create)]
    updates = [dict(line, item_id=ledger.clean_item_id(line.get("item_id"), f"update.{i}.itemId"))
               for i, line in enumerate(changes.update)]
    delete_ids = [ledger.clean_item_id(v, f"deleteIds.{i}") for i, v in enumerate(changes.delete_ids)]
    order = None if changes.order is None else [ledger.clean_item_id(v, f"order.{i}")
                                                 for i, v in enumerate(changes.order)]

    current = ledger.lock(contract_id)
    new_rev = current + 1
    rows = {r.item_id: r for r in db.session.scalars(select(ContractLine).where(ContractLine.contract_id == contract_id))}
    live = {item_id: r for item_id, r in rows.items() if not r.removed}
    claimed = {item_id: n for (_, item_id), n in claimed_in([contract_id]).items()}
    touched = {line["item_id"] for line in updates} | set(delete_ids)
    draft = _draft_of(contract_id, touched | set(live) if order is not None else touched)

    def existing(item_id: str, where: str) -> ContractLine:
        row = live.get(item_id)
        if row is None:
            raise UserError(NOT_IN_SCHEDULE.format(item_id=item_id), field=where)
        return row

    def unlocked(item_id: str, where: str) -> None:
        if item_id in claimed:
            raise UserError(LOCKED.format(number=claimed[item_id]), field=where)

    if creates:
        ids = [line["item_id"] for line in creates]
        taken = set(rows) | set(db.session.scalars(select(LedgerEntry.item_id).distinct().where(
            LedgerEntry.contract_id == contract_id, LedgerEntry.item_id.in_(ids))))
        top = max((r.position for r in live.values()), default=0)
        for i, line in enumerate(creates):
            if line["item_id"] in taken or line["item_id"] == ledger.RETENTION_ITEM_ID:
                raise UserError(ledger.LINE_EXISTS.format(item_id=line["item_id"]), field=f"create.{i}.itemId")
            taken.add(line["item_id"])
            if not (line.get("name") or "").strip():
                raise UserError(NAME_REQUIRED, field=f"create.{i}.name")
            top += ledger.POSITION_STEP
            row = ContractLine(contract_id=contract_id, item_id=line["item_id"], type=LineType.BASE_CONTRACT.value,
                               position=top, name="", group_path=[], reference="", unit="", removed=False)
            _attributes(row, line, f"create.{i}")
            row.qty_milli, row.unit_price, row.total_price = _prices(line, None, f"create.{i}") or (None, 0, 0)
            db.session.add(row)
            live[row.item_id] = row
            draft.sync(row, new_rev)
    for i, line in enumerate(updates):
        row = existing(line["item_id"], f"update.{i}.itemId")
        _attributes(row, line, f"update.{i}")
        prices = _prices(line, row, f"update.{i}")
        if prices is not None and prices != (row.qty_milli, row.unit_price, row.total_price):
            unlocked(row.item_id, f"update.{i}")
            row.qty_milli, row.unit_price, row.total_price = prices
        draft.sync(row, new_rev)
    for i, item_id in enumerate(delete_ids):
        row = existing(item_id, f"deleteIds.{i}")
        unlocked(item_id, f"deleteIds.{i}")
        row.removed = True
        del live[item_id]
        entry = draft.entries.pop(item_id, None)
        if entry is not None:
            attachments.release(contract_id, entry.files)
            db.session.delete(entry)
    if order is not None:
        for index, row in enumerate(ledger.reordered(live, order, ORDER_INVALID), start=1):
            row.position = index * ledger.POSITION_STEP
            draft.sync(row, new_rev)

    if draft.claim is not None:
        ledger.recompute_retention(draft.claim, draft.claim.draft_rev)
        draft.claim.content_updated_at = ledger.now()
        attachments.settle(contract_id)
    ledger.bump(contract_id, current)
    db.session.commit()
    queries.forget(contract_id)
    return found


def _draft_of(contract_id: int, item_ids: set[str]) -> _Draft:
    """The contract's draft claim and its entries of these items (two statements at most)."""
    claim = ledger.draft_claim(contract_id)
    if claim is None:
        return _Draft(None, {})
    return _Draft(claim, _entries(claim, item_ids) if item_ids else {})


def _entries(claim: Claim, item_ids) -> dict:
    """{item id: the draft's entry} of these items (one statement)."""
    return {e.item_id: e for e in db.session.scalars(select(LedgerEntry).where(
        LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.draft_rev, LedgerEntry.mode == MODE_CLAIM,
        LedgerEntry.item_id.in_(list(item_ids))))}


# ---- the claims' side ----------------------------------------------------------------------------

def seed(claim: Claim, ledger_rev: int) -> None:
    """A new claim's lines from the schedule: a schedule line overrides the previous claim's copy of
    its item (the schedule is the newest word on it), a removed one drops it, the rest are added."""
    rows = list(db.session.scalars(select(ContractLine).where(ContractLine.contract_id == claim.contract_id)))
    if not rows:
        return
    entries = _entries(claim, [r.item_id for r in rows])
    draft = _Draft(claim, entries)
    for row in rows:
        if row.removed:
            entry = entries.pop(row.item_id, None)
            if entry is not None:
                db.session.delete(entry)
        else:
            draft.sync(row, ledger_rev)
    db.session.flush()


def mirror(contract_id: int, entries: dict, item_ids: set[str]) -> None:
    """After a draft edit: the schedule lines among `item_ids` take the draft's attributes; one the
    draft no longer has (deleted), or voided, leaves the schedule (one statement, none when no id)."""
    if not item_ids:
        return
    for row in db.session.scalars(select(ContractLine).where(
            ContractLine.contract_id == contract_id, ContractLine.removed.is_(False),
            ContractLine.item_id.in_(list(item_ids)))):
        entry = entries.get(row.item_id)
        if entry is None or entry.is_reversal:
            row.removed = True
            continue
        new_rate = entry.unit_price != row.unit_price and entry.total_price == row.total_price
        for name in SHARED:
            setattr(row, name, getattr(entry, name))
        if row.qty_milli is None:
            continue
        if new_rate:  # a quantity line's value follows its rate, on the draft too
            row.total_price = entry.total_price = amount_for_qty(row.unit_price, row.qty_milli)
        elif amount_for_qty(row.unit_price, row.qty_milli) != row.total_price:
            row.qty_milli = None  # a value typed over quantity x rate stands as a lump sum
