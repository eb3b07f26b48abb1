"""Approved variations in the contract's ledger (issue 16 'Into the claim').

A variation approved by both sides is a line of its contract's ledger: type Variation (section
'Variations'), item id `variation-{id}`, its quote (total and unit price) the approved estimate's
total, named after the issue. The supplier claims against it like any line.

Decisions:
- The line lives in the draft claim, the only revision that may change: it is added to the draft
  (or, with no draft, to the next claim started) in the transaction of the approval that makes
  the variation approved by both. A submitted claim is never changed by an approval.
- `sync` brings a draft's variation lines in line with the variations, whatever happened before,
  so it is idempotent: approving twice, a double click, a retry never makes two lines (the item id
  is the variation's, and the contract's ledger lock serialises writers).
- When either side withdraws its approval (Pending or Rejected):
  - a line with nothing claimed on it (no earlier claim, nothing in the draft) leaves the draft;
  - a line with something claimed stays, shown 'Not Approved', and what is claimed on it to date
    can no longer grow (`check_update`); it may be lowered or voided (a reversal, as any line).
  Claimed amounts never vanish, and a sent claim never changes.
- A new estimate can only follow a withdrawal (app.variations.policy.APPROVED_BY_BOTH); once both
  approve it, the line's value becomes the new total. The line's value, name and section are the
  variation's: the ledger update refuses to change them, and to make lines of this item id.
- Modes vo and vor are not used: the line is an ordinary Claim entry, so claiming against it,
  totals, retention, the grid and the PDF need nothing new.
"""
import re
from dataclasses import dataclass

from sqlalchemy import and_, func, select, tuple_

from app.claims import ledger as claims_ledger
from app.claims.models import LIVE_STATUSES, MODE_CLAIM, RETENTION_ITEM_ID, Claim, LedgerEntry
from app.db import db
from app.domain.line_types import LineType
from app.errors import UserError
from app.variations.models import APPROVED, Issue, Variation, VariationEstimate

PREFIX = "variation-"
_ITEM_ID = re.compile(r"^variation-([0-9]{1,18})$")

RESERVED = "Item ids starting with 'variation-' are the lines of approved variations"
FIXED = "A variation's line takes its value, description and section from the variation: change its estimate there"
NOT_APPROVED = ("This variation is no longer approved by both sides: what is claimed on it cannot grow until both "
                "approve again")


def item_id(variation_id: int) -> str:
    return f"{PREFIX}{variation_id}"


def variation_id_of(item: str) -> int | None:
    found = _ITEM_ID.match(item or "")
    return int(found.group(1)) if found else None


@dataclass(frozen=True)
class Agreed:
    """A contract's variation as its ledger line needs it."""

    variation_id: int
    issue_id: int
    title: str
    approved: bool  # by both sides
    total: int  # the latest estimate's, cents excluding GST


def _variations(contract_id: int) -> dict[int, Agreed]:
    """The contract's variations with an estimate, by id (one statement)."""
    both = and_(Variation.supplier_status == APPROVED, Variation.customer_status == APPROVED)
    rows = db.session.execute(
        select(Variation.id, Variation.issue_id, Issue.title, both, VariationEstimate.total)
        .join(Issue, Issue.id == Variation.issue_id)
        .join(VariationEstimate, and_(VariationEstimate.variation_id == Variation.id,
                                      VariationEstimate.rev == Variation.estimate_rev))
        .where(Variation.contract_id == contract_id)).all()
    return {row[0]: Agreed(*row) for row in rows}


def apply(claim: Claim, rev: int, ledger_rev: int) -> bool:
    """Bring the variation lines of a draft claim revision in line with its contract's variations,
    the contract's ledger locked by the caller; True when a line changed (4 statements at most)."""
    agreed = _variations(claim.contract_id)
    E = LedgerEntry
    entries = {e.item_id: e for e in db.session.scalars(select(E).where(
        E.claim_id == claim.id, E.rev == rev, E.mode == MODE_CLAIM, E.item_id.startswith(PREFIX)))}
    gone = [e for e in entries.values() if not e.is_reversal and not _approved(agreed, e.item_id)]
    earlier = claims_ledger.earlier_sums(claim.contract_id, claim.number, [e.item_id for e in gone])
    changed = False
    for entry in gone:
        if entry.amount == 0 and entry.qty_milli == 0 and earlier.get(entry.item_id, (0, 0)) == (0, 0):
            db.session.delete(entry)
            changed = True
    top = None
    for variation in agreed.values():
        if not variation.approved:
            continue
        entry = entries.get(item_id(variation.variation_id))
        if entry is None:
            if top is None:
                top = db.session.scalar(select(func.max(E.position)).where(
                    E.claim_id == claim.id, E.rev == rev, E.mode == MODE_CLAIM, E.item_id != RETENTION_ITEM_ID)) or 0
            top += claims_ledger.POSITION_STEP
            db.session.add(LedgerEntry(
                contract_id=claim.contract_id, claim_id=claim.id, rev=rev, item_id=item_id(variation.variation_id),
                mode=MODE_CLAIM, type=LineType.VARIATION.value, position=top, name=variation.title, group_path=[],
                files=[], reference="", total_price=variation.total, unit_price=variation.total, qty_milli=0,
                amount=0, tax=0, is_draft=True, edited_rev=ledger_rev))
            changed = True
        elif not entry.is_reversal and entry.total_price != variation.total:
            # A new approved estimate: the line's value follows; what the draft claims stays.
            entry.total_price = entry.unit_price = variation.total
            entry.edited_rev = ledger_rev
            changed = True
    return changed


def _approved(agreed: dict[int, Agreed], item: str) -> bool:
    found = agreed.get(variation_id_of(item))
    return found is not None and found.approved


def sync(contract_id: int) -> bool:
    """After an approval changed: lock the contract's ledger and bring its draft claim's variation
    lines in line (a new ledger revision when a line changed). With no draft, the next claim
    started takes the approved variations (app.claims.service.create_claim)."""
    current = claims_ledger.lock(contract_id)
    claim = db.session.scalars(select(Claim).where(
        Claim.contract_id == contract_id, Claim.draft_rev.is_not(None), Claim.status.in_(LIVE_STATUSES))).first()
    if claim is None or not apply(claim, claim.draft_rev, current + 1):
        return False
    claim.content_updated_at = claims_ledger.now()
    claims_ledger.bump(contract_id, current)
    return True


# ---- the ledger update's rules for these lines ---------------------------------------------------

class Guard:
    """What `ledgerUpdate` may not do to a variation's line: create one, change its value,
    description or section, or (no longer approved by both) let what is claimed on it grow."""

    def __init__(self, contract_id: int, creates: list, updates: list, entries: dict):
        for i, line in enumerate(creates):
            if line["item_id"].startswith(PREFIX):
                raise UserError(RESERVED, field=f"create.{i}.itemId")
        self.touched = [(i, line) for i, line in enumerate(updates) if variation_id_of(line["item_id"]) is not None]
        for i, line in self.touched:
            if any(line.get(key) is not None for key in ("total_price", "unit_price", "name", "group")) or \
                    getattr(line.get("type"), "value", line.get("type")) not in (None, LineType.VARIATION.value):
                raise UserError(FIXED, field=f"update.{i}")
        self.before = {line["item_id"]: entries[line["item_id"]].amount for _, line in self.touched
                       if line["item_id"] in entries}
        self.contract_id = contract_id

    def check(self, entries: dict) -> None:
        """After the update's amounts are applied (one statement when a variation's line is touched)."""
        grown = [(i, line["item_id"]) for i, line in self.touched
                 if line["item_id"] in entries and entries[line["item_id"]].amount > self.before.get(line["item_id"], 0)]
        if not grown:
            return
        ids = [variation_id_of(item) for _, item in grown]
        approved = set(db.session.scalars(select(Variation.id).where(
            tuple_(Variation.id, Variation.contract_id).in_([(v, self.contract_id) for v in ids]),
            Variation.supplier_status == APPROVED, Variation.customer_status == APPROVED)))
        for i, item in grown:
            if variation_id_of(item) not in approved:
                raise UserError(NOT_APPROVED, field=f"update.{i}")


# ---- reading --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class LineVariation:
    """The variation a ledger line stands for, as its row shows it."""

    variation_id: int
    issue_id: int
    contract_id: int
    approved: bool  # by both sides: 'Approved', else 'Not Approved'


def line_variations(keys: list[tuple[int, int]]) -> dict[tuple[int, int], LineVariation]:
    """{(claim id, variation id): the variation}, for variations of the claim's own contract only
    (a line's item id names a variation; another contract's reads as none). One statement."""
    if not keys:
        return {}
    both = and_(Variation.supplier_status == APPROVED, Variation.customer_status == APPROVED)
    rows = db.session.execute(
        select(Claim.id, Variation.id, Variation.issue_id, Variation.contract_id, both)
        .join(Variation, Variation.contract_id == Claim.contract_id)
        .where(tuple_(Claim.id, Variation.id).in_(keys))).all()
    return {(claim_id, vid): LineVariation(vid, issue_id, contract_id, approved)
            for claim_id, vid, issue_id, contract_id, approved in rows}
