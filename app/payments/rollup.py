"""The roll-up of subcontract claims into the head claim (issue 40): on a head contract's draft claim,
the head contractor includes the subcontract claims of a period instead of typing them again.

The steps, each a function here:
- `rollup_of`: the head draft, its lines, and the subcontract claims it may include (served on the
  head contractor and live), with the period's listed first; what the draft includes already, and
  whether a source changed since ('source changed').
- `set_map`: a subcontract line -> a line of the head contract, remembered per subcontract (mapped
  once, used for every later claim of that subcontract; `app.payments.rollup_models`).
- `preview_of`: for the claims chosen, per head line what is added and from where, and what stops it.
- `apply`: the preview written into the draft, in one transaction with the ledger locked.
- `remove`: undo one subcontract claim's inclusion in the draft (its amounts out of the head lines, its
  records gone), under the same lock; the claim can be included again.

Rules (issue 40; money in cents excluding GST, never floats):
- What a subcontract claim counts for, line by line: once a payment schedule is given (status
  Scheduled), the amount it schedules for the line; while it is only sent, the amount claimed on the
  line. Retention and the schedule's claim-level adjustments are the subcontract's own: lines only.
- A line with an amount must be mapped first: 'Map {sub line} to a line of your contract before
  including it.' The head contractor's margin lines are its own: nothing is ever added to one, and
  one cannot be a mapping's target.
- A subcontract claim is included once: one included in another live head claim is refused ('Claim N
  from {sub} was included in your claim M.'); one already included in this draft is left as it is,
  so applying the same choice again changes nothing.
- The amounts added are the sources' to the cent: a head line's amount grows by the sum of the
  source lines mapped to it; its GST follows from the line's rate as any edit's does.
- 'source changed': an included source whose amount is no longer what was added (a schedule given
  for less, a claim changed and sent again, or withdrawn) marks the head draft; nothing changes by
  itself: the head contractor decides.
- A subcontract claim sent after the head claim of its period was sent carries the cut-off's text
  ('not in your claim for {period}; include it next period', `app.payments.cutoffs.cutoff_text`).
- Only the head contract's supplier side with SupplierDraft acts; a subcontract is reached only as
  its customer (`app.contracts.access`): any other id reads as not found.

Why in payments: it reads claims, schedules and contracts and writes the claims' ledger, which stand
below payments in the layers (setup.cfg), like the chain view (app.payments.chain).
A rollup reads in a fixed number of statements whatever the number of subcontracts and claims.
"""
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timezone

from sqlalchemy import and_, exists, or_, select, tuple_
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.orm import aliased

from app.activity import record as activity
from app.claims import ledger, policy, queries
from app.claims.models import (
    LIVE_STATUSES,
    MODE_CLAIM,
    RETENTION_ITEM_ID,
    SCHEDULED as CLAIM_SCHEDULED,
    Claim,
    ContractLine,
    LedgerEntry,
    Revision,
)
from app.contracts import access
from app.contracts import permissions as cp
from app.contracts import queries as contract_queries
from app.contracts.access import CONTRACT_NOT_FOUND, VisibleContract
from app.contracts.models import SUPPLIER, Contract
from app.db import db, rolls_back
from app.domain.claim_standing import ANSWERABLE
from app.domain.dates import long_month
from app.domain.line_types import LineType
from app.domain.tax import claim_tax_rate_id, line_tax_rate_id, tax_on
from app.errors import NotFound, UserError
from app.orgs.access import Viewer
from app.payments import cutoffs
from app.payments.periods import in_period, period_of
from app.schedules.deadline import served_day
from app.payments.rollup_models import CLAIMED, SCHEDULED, RollupInclusion, RollupLineMap
from app.schedules.models import SENT as SCHEDULE_SENT, PaymentSchedule

P = cp.ContractPermission
CLAIM_NOT_FOUND = "Claim not found"

NOT_INCLUDED = "Claim {number} from {sub} is not included in this claim."
LINE_GONE = ("A line claim {number} was added to is no longer in this claim: change the amounts by hand, or add "
             "the line back first.")
UNMAPPED = "Map {sub_line} to a line of your contract before including it."
INCLUDED_BEFORE = "Claim {number} from {sub} was included in your claim {head_number}."
SOURCE_CHANGED = "source changed"
LINE_NOT_FOUND = "Line not found: {item_id}"
MARGIN_IS_OWN = "{line} is your own margin line: subcontract claims are never added to it."
PERIOD_INVALID = "A period is a month, as YYYY-MM"
FIRST_FOR = "Subcontract claims for {period} first."
COUNTS_FOR = "A scheduled claim counts for its scheduled amount; a claim not yet scheduled for its claimed amount."
FOR_PERIOD = "For {period}"
TOO_MANY = "At most {n} claims or lines at once"
MAX_CHOSEN = 200


def now() -> datetime:
    return datetime.now(timezone.utc)


# ---- what a rollup shows -----------------------------------------------------------------------------

@dataclass
class HeadLine:
    item_id: str
    name: str
    type: str
    amount: int  # this draft's amount for it now, excluding GST

    @property
    def is_margin(self) -> bool:
        return self.type == LineType.MARGIN.value


@dataclass
class SubLine:
    item_id: str
    name: str
    amount: int  # what it counts for: scheduled, else claimed (cents excluding GST)
    head_item_id: str | None  # where it is mapped, when mapped to a line the draft has


@dataclass
class SubClaim:
    contract: VisibleContract
    sub_name: str
    claim: Claim
    period: str | None
    basis: str  # SCHEDULED or CLAIMED
    lines: list[SubLine]
    included_in: int | None = None  # the number of the live head claim that includes it
    included_here: bool = False  # ... which is this draft
    cutoff_text: str | None = None  # sent after the head claim of its period: 'not in your claim for ...'

    @property
    def key(self) -> tuple[int, int]:
        return self.contract.id, self.claim.number

    @property
    def amount(self) -> int:
        return sum(line.amount for line in self.lines)


@dataclass
class Included:
    head_item_id: str
    sub_contract_id: int
    sub_name: str
    sub_claim_number: int
    sub_item_id: str
    sub_line_name: str
    basis: str
    amount: int  # added to the head line
    current: int | None  # what the source counts for now (None: withdrawn)

    @property
    def changed(self) -> bool:
        return self.current != self.amount


@dataclass
class Rollup:
    found: VisibleContract
    claim: Claim
    period: str | None
    head_lines: list[HeadLine]
    sub_claims: list[SubClaim]  # the period's first, then the others, by subcontractor and number
    included: list[Included]  # what this draft includes already
    chosen: tuple = ()  # the claims chosen it was read for, besides what it lists

    @property
    def period_label(self) -> str | None:
        return long_month(self.period)

    @property
    def intro_text(self) -> str:
        """The dialog's description: which month's claims come first, and what each counts for."""
        if self.period is None:
            return COUNTS_FOR
        return f"{FIRST_FOR.format(period=self.period_label)} {COUNTS_FOR}"

    def other_period_text(self, sub: "SubClaim") -> str | None:
        """'For October 2026' under a claim of another month than the draft's; None for the draft's."""
        if sub.period == self.period:
            return None
        return FOR_PERIOD.format(period=long_month(sub.period) if sub.period else "another period")

    @property
    def source_changed(self) -> bool:
        return any(i.changed for i in self.included)

    def head_line(self, item_id: str | None) -> HeadLine | None:
        return next((h for h in self.head_lines if h.item_id == item_id), None)


@dataclass
class Problem:
    field: str
    message: str


@dataclass
class Source:
    sub_claim: SubClaim
    line: SubLine


@dataclass
class PreviewLine:
    head: HeadLine
    sources: list[Source] = field(default_factory=list)

    @property
    def added(self) -> int:
        return sum(s.line.amount for s in self.sources)

    @property
    def after(self) -> int:
        return self.head.amount + self.added


@dataclass
class Preview:
    lines: list[PreviewLine]
    problems: list[Problem]
    unchanged: list[SubClaim]  # chosen and included in this draft already: left as they are

    @property
    def added(self) -> int:
        return sum(line.added for line in self.lines)


# ---- reading -------------------------------------------------------------------------------------------

def _head(viewer: Viewer, contract_id: int, number) -> tuple[VisibleContract, Claim, Revision]:
    """The head contract as its supplier side with SupplierDraft, and its draft claim `number`."""
    found = access.get_contract(viewer, contract_id)
    if not found.is_supplier:
        raise NotFound(CLAIM_NOT_FOUND)  # the customer side never sees a draft
    policy.require_supplier(found, P.SUPPLIER_DRAFT)
    claim = ledger.draft_claim(contract_id)
    if claim is None or not isinstance(number, int) or claim.number != number:
        raise NotFound(CLAIM_NOT_FOUND)
    revision = db.session.scalars(select(Revision).where(Revision.claim_id == claim.id,
                                                         Revision.rev == claim.draft_rev)).one()
    return found, claim, revision


def clean_period(period: str | None) -> str | None:
    if period is None:
        return None
    text = str(period).strip()
    if len(text) != 7 or text[4] != "-" or not (text[:4] + text[5:]).isdigit() or not 1 <= int(text[5:]) <= 12:
        raise UserError(PERIOD_INVALID, field="period")
    return text


def _subcontracts(viewer: Viewer, head_id: int) -> dict[int, VisibleContract]:
    """The head contract's subcontracts the viewer's organisation is the customer of (one statement)."""
    rows = db.session.execute(access.visible_contracts(viewer).where(Contract.parent_id == head_id))
    subs = [access.visible(viewer, row) for row in rows]
    return {s.id: s for s in subs if not s.is_supplier}


def _load(viewer: Viewer, found: VisibleContract, claim: Claim, revision: Revision, period: str | None,
          chosen: list[tuple[int, int]] = ()) -> Rollup:
    """The rollup, reading only what it shows: the subcontract claims of the period, those no other live
    head claim includes yet (still to include: a late one's 'include it next period'), those this draft
    includes, and any `chosen` (so a choice of an older one is answered by its own refusal). A claim of
    another month that another head claim includes is history: not read, so the rows read do not grow
    with the subcontracts' history."""
    period = period or period_of(revision.period_to, revision.claim_date)
    entries = list(db.session.scalars(select(LedgerEntry).where(
        LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.draft_rev, LedgerEntry.mode == MODE_CLAIM,
        LedgerEntry.item_id != RETENTION_ITEM_ID, LedgerEntry.is_reversal.is_(False))
        .order_by(LedgerEntry.position, LedgerEntry.id)))
    head_lines = [HeadLine(e.item_id, e.name, e.type, e.amount) for e in entries]
    by_item = {h.item_id: h for h in head_lines}
    subs = _subcontracts(viewer, found.id)
    if not subs:
        return Rollup(found, claim, period, head_lines, [], [])
    names = contract_queries.parties_of(list(subs))
    sub_ids = list(subs)
    head_claim = aliased(Claim)
    included_elsewhere = exists(
        select(RollupInclusion.id).join(head_claim, head_claim.id == RollupInclusion.head_claim_id)
        .where(RollupInclusion.sub_claim_id == Claim.id, RollupInclusion.head_contract_id == found.id,
               RollupInclusion.head_claim_id != claim.id, head_claim.status.in_(LIVE_STATUSES)))
    wanted = [in_period([period]), ~included_elsewhere]
    if chosen:
        wanted.append(tuple_(Claim.contract_id, Claim.number).in_(list(chosen)))
    claim_rows = db.session.execute(
        select(Claim, Revision, PaymentSchedule)
        .join(Revision, and_(Revision.claim_id == Claim.id, Revision.rev == Claim.latest_rev))
        .outerjoin(PaymentSchedule, and_(PaymentSchedule.claim_id == Claim.id, PaymentSchedule.status == SCHEDULE_SENT))
        .where(Claim.contract_id.in_(sub_ids), Claim.status.in_(ANSWERABLE), or_(*wanted))
        .order_by(Claim.contract_id, Claim.number)).all()
    claim_ids = [row.id for row, _, _ in claim_rows]
    lines_of = defaultdict(list)
    sent_at = {}  # {(head id, period): when the head claim of that period was first sent} (the cut-off rule)
    if claim_rows:
        sent_at = cutoffs.head_sent([found.id], [period_of(r.period_to, served_day(r.submitted_at))
                                                 for _, r, _ in claim_rows])
        for e in db.session.execute(select(LedgerEntry.claim_id, LedgerEntry.item_id, LedgerEntry.name,
                                           LedgerEntry.amount, LedgerEntry.position)
                                    .join(Claim, and_(Claim.id == LedgerEntry.claim_id,
                                                      LedgerEntry.rev == Claim.latest_rev))
                                    .where(LedgerEntry.claim_id.in_(claim_ids), LedgerEntry.mode == MODE_CLAIM,
                                           LedgerEntry.item_id != RETENTION_ITEM_ID)
                                    .order_by(LedgerEntry.position, LedgerEntry.id)):
            lines_of[e.claim_id].append(e)
    maps = {(m.sub_contract_id, m.sub_item_id): m.head_item_id for m in db.session.scalars(
        select(RollupLineMap).where(RollupLineMap.sub_contract_id.in_(sub_ids)))}
    # The inclusions of the claims read (where they were included) and this draft's own (its entries).
    inclusions = db.session.execute(
        select(RollupInclusion, Claim.number)
        .join(Claim, Claim.id == RollupInclusion.head_claim_id)
        .where(RollupInclusion.sub_contract_id.in_(sub_ids), RollupInclusion.head_contract_id == found.id,
               or_(RollupInclusion.sub_claim_id.in_(claim_ids), RollupInclusion.head_claim_id == claim.id),
               Claim.status.in_(LIVE_STATUSES))).all()
    included_in = {}
    for inclusion, head_number in inclusions:
        included_in[inclusion.sub_claim_id] = (inclusion.head_claim_id, head_number)

    sub_claims = []
    current = {}  # {(sub claim id, item id): what it counts for now}
    for sub_claim_row, sub_revision, schedule in claim_rows:
        basis = SCHEDULED if sub_claim_row.status == CLAIM_SCHEDULED and schedule is not None else CLAIMED
        scheduled = {line.get("itemId"): (0 if line.get("removed") else line.get("scheduled"))
                     for line in (schedule.lines or [])} if basis == SCHEDULED else {}
        sub_lines = []
        for e in lines_of.get(sub_claim_row.id, []):
            amount = scheduled.get(e.item_id)
            amount = int(e.amount) if amount is None else int(amount)
            current[(sub_claim_row.id, e.item_id)] = amount
            if amount == 0:
                continue
            head_item_id = maps.get((sub_claim_row.contract_id, e.item_id))
            target = by_item.get(head_item_id)
            sub_lines.append(SubLine(e.item_id, e.name, amount,
                                     head_item_id if target is not None and not target.is_margin else None))
        contract = subs[sub_claim_row.contract_id]
        party = names.get(contract.id, {}).get(SUPPLIER)
        sub_period = period_of(sub_revision.period_to, served_day(sub_revision.submitted_at))
        sub = SubClaim(contract, party.org_name if party is not None else "", sub_claim_row, sub_period, basis,
                       sub_lines, cutoff_text=cutoffs.cutoff_text(sub_revision.submitted_at,
                                                                  sent_at.get((found.id, sub_period)), sub_period))
        where = included_in.get(sub_claim_row.id)
        if where is not None:
            sub.included_in, sub.included_here = where[1], where[0] == claim.id
        sub_claims.append(sub)
    sub_claims.sort(key=lambda s: (s.period != period, s.sub_name, s.contract.id, s.claim.number))
    sub_name = {s.contract.id: s.sub_name for s in sub_claims}
    for contract_id in subs:
        party = names.get(contract_id, {}).get(SUPPLIER)
        sub_name.setdefault(contract_id, party.org_name if party is not None else "")
    included = [Included(i.head_item_id, i.sub_contract_id, sub_name.get(i.sub_contract_id, ""), i.sub_claim_number,
                         i.sub_item_id, i.sub_line_name, i.basis, i.amount, current.get((i.sub_claim_id, i.sub_item_id)))
                for i, _ in inclusions if i.head_claim_id == claim.id]
    included.sort(key=lambda i: (i.head_item_id, i.sub_name, i.sub_claim_number, i.sub_item_id))
    return Rollup(found, claim, period, head_lines, sub_claims, included, chosen=tuple(chosen))


def rollup_of(viewer: Viewer, contract_id: int, number: int, period: str | None = None,
              chosen: list[tuple[int, int]] = ()) -> Rollup:
    """The head draft `number` of the contract and what it may include (see the module)."""
    period = clean_period(period)
    if len(chosen) > MAX_CHOSEN:
        raise UserError(TOO_MANY.format(n=MAX_CHOSEN), field="claims")
    found, claim, revision = _head(viewer, contract_id, number)
    return _load(viewer, found, claim, revision, period, chosen)


def with_chosen(viewer: Viewer, rollup: "Rollup", chosen: list[tuple[int, int]]) -> "Rollup":
    """The rollup able to answer for `chosen`: itself when it read them all (the dialog offers only what
    it read), else read again with them (an older claim chosen by its key)."""
    known = {s.key for s in rollup.sub_claims}
    if all(key in known for key in chosen):
        return rollup
    return rollup_of(viewer, rollup.found.id, rollup.claim.number, rollup.period, chosen)


# ---- the preview ---------------------------------------------------------------------------------------

def preview_of(rollup: Rollup, chosen: list[tuple[int, int]]) -> Preview:
    """Per head line, what the chosen subcontract claims ((subcontract id, number)) add and from where;
    the problems that stop it, each with the field it is about."""
    if len(chosen) > MAX_CHOSEN:
        raise UserError(TOO_MANY.format(n=MAX_CHOSEN), field="claims")
    by_key = {s.key: s for s in rollup.sub_claims}
    lines = {h.item_id: PreviewLine(h) for h in rollup.head_lines}
    problems, unchanged, seen = [], [], set()
    for i, key in enumerate(chosen):
        if key in seen:
            continue
        seen.add(key)
        sub = by_key.get(key)
        if sub is None:
            problems.append(Problem(f"claims.{i}", CLAIM_NOT_FOUND))
            continue
        if sub.included_here:
            unchanged.append(sub)
            continue
        if sub.included_in is not None:
            problems.append(Problem(f"claims.{i}", INCLUDED_BEFORE.format(
                number=sub.claim.number, sub=sub.sub_name, head_number=sub.included_in)))
            continue
        for j, line in enumerate(sub.lines):
            if line.head_item_id is None:
                problems.append(Problem(f"claims.{i}.lines.{j}", UNMAPPED.format(sub_line=line.name or line.item_id)))
            else:
                lines[line.head_item_id].sources.append(Source(sub, line))
    return Preview([line for line in lines.values() if line.sources], problems, unchanged)


# ---- writing -------------------------------------------------------------------------------------------

@rolls_back
def set_map(viewer: Viewer, contract_id: int, sub_contract_id: int, pairs: list[tuple[str, str | None]]) -> None:
    """Map subcontract lines (item ids) to lines of the head contract (None: unmapped), for this
    subcontract's claims from now on."""
    if len(pairs) > ledger.MAX_LINES_PER_UPDATE:
        raise UserError(TOO_MANY.format(n=ledger.MAX_LINES_PER_UPDATE), field="lines")
    found = access.get_contract(viewer, contract_id)
    if not found.is_supplier:
        raise NotFound(CONTRACT_NOT_FOUND)
    policy.require_supplier(found, P.SUPPLIER_DRAFT)
    subs = _subcontracts(viewer, contract_id)
    if sub_contract_id not in subs:
        raise NotFound(CONTRACT_NOT_FOUND)
    pairs = [(ledger.clean_item_id(s, f"lines.{i}.subItemId"),
              None if h is None else ledger.clean_item_id(h, f"lines.{i}.headItemId")) for i, (s, h) in enumerate(pairs)]
    # The head lines a subcontract line may go to: the draft's and the schedule's, never a margin line.
    targets: dict[str, tuple[str, str]] = {}
    draft = ledger.draft_claim(contract_id)
    if draft is not None:
        for item_id, name, line_type in db.session.execute(select(LedgerEntry.item_id, LedgerEntry.name, LedgerEntry.type)
                                                           .where(LedgerEntry.claim_id == draft.id,
                                                                  LedgerEntry.rev == draft.draft_rev,
                                                                  LedgerEntry.mode == MODE_CLAIM,
                                                                  LedgerEntry.item_id != RETENTION_ITEM_ID)):
            targets[item_id] = (name, line_type)
    for item_id, name, line_type in db.session.execute(select(ContractLine.item_id, ContractLine.name, ContractLine.type)
                                                       .where(ContractLine.contract_id == contract_id,
                                                              ContractLine.removed.is_(False))):
        targets.setdefault(item_id, (name, line_type))
    sub_items = set(db.session.scalars(select(LedgerEntry.item_id).distinct().where(
        LedgerEntry.contract_id == sub_contract_id, LedgerEntry.item_id.in_([s for s, _ in pairs]))))
    for i, (sub_item, head_item) in enumerate(pairs):
        if sub_item not in sub_items or sub_item == RETENTION_ITEM_ID:
            raise UserError(LINE_NOT_FOUND.format(item_id=sub_item), field=f"lines.{i}.subItemId")
        if head_item is None:
            db.session.execute(RollupLineMap.__table__.delete().where(
                RollupLineMap.sub_contract_id == sub_contract_id, RollupLineMap.sub_item_id == sub_item))
            continue
        target = targets.get(head_item)
        if target is None:
            raise UserError(LINE_NOT_FOUND.format(item_id=head_item), field=f"lines.{i}.headItemId")
        if target[1] == LineType.MARGIN.value:
            raise UserError(MARGIN_IS_OWN.format(line=target[0] or head_item), field=f"lines.{i}.headItemId")
        db.session.execute(pg_insert(RollupLineMap).values(
            head_contract_id=contract_id, sub_contract_id=sub_contract_id, sub_item_id=sub_item, head_item_id=head_item,
            updated_by_user_id=viewer.user_id, updated_at=now(),
        ).on_conflict_do_update(index_elements=["sub_contract_id", "sub_item_id"],
                                set_={"head_item_id": head_item, "updated_by_user_id": viewer.user_id,
                                      "updated_at": now()}))
    db.session.commit()


@rolls_back
def apply(viewer: Viewer, contract_id: int, number: int, chosen: list[tuple[int, int]]) -> tuple[Rollup, Preview]:
    """Include the chosen subcontract claims in the head draft: all or nothing (see the module)."""
    if len(chosen) > MAX_CHOSEN:
        raise UserError(TOO_MANY.format(n=MAX_CHOSEN), field="claims")
    found, claim, revision = _head(viewer, contract_id, number)
    current, registered = ledger.lock_with_gst(contract_id)
    rollup = _load(viewer, found, claim, revision, None, chosen)
    preview = preview_of(rollup, chosen)
    if preview.problems:
        problem = preview.problems[0]
        raise UserError(problem.message, field=problem.field)
    if not preview.lines:
        db.session.rollback()  # nothing new: included already, or nothing to add
        return rollup, preview
    new_rev = current + 1
    tax_rate_id = claim_tax_rate_id(found.contract.tax_rate_id, registered)
    entries = {e.item_id: e for e in db.session.scalars(select(LedgerEntry).where(
        LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.draft_rev, LedgerEntry.mode == MODE_CLAIM,
        LedgerEntry.item_id.in_([line.head.item_id for line in preview.lines])))}
    at = now()
    for line in preview.lines:
        entry = entries[line.head.item_id]
        entry.amount += line.added
        entry.tax = tax_on(entry.amount, line_tax_rate_id(LineType(entry.type), tax_rate_id))
        entry.edited_rev = new_rev
        for source in line.sources:
            db.session.add(RollupInclusion(
                head_contract_id=contract_id, head_claim_id=claim.id, head_item_id=line.head.item_id,
                sub_contract_id=source.sub_claim.contract.id, sub_claim_id=source.sub_claim.claim.id,
                sub_claim_number=source.sub_claim.claim.number, sub_item_id=source.line.item_id,
                sub_line_name=source.line.name, basis=source.sub_claim.basis, amount=source.line.amount,
                included_by_user_id=viewer.user_id, included_at=at))
    ledger.recompute_retention(claim, claim.draft_rev)
    claim.content_updated_at = at
    ledger.bump(contract_id, current)
    activity.draft_edited(viewer, claim)
    db.session.commit()
    queries.forget(contract_id)
    return rollup_of(viewer, contract_id, number), preview


@rolls_back
def remove(viewer: Viewer, contract_id: int, number: int, sub_contract_id: int, sub_number: int) -> tuple[Rollup, int]:
    """Undo the inclusion of one subcontract claim in the head draft: each head line it added to loses what
    was added from it (its GST at the line's rate, as any edit), and its records go, all or nothing with
    the head contract's ledger locked as `apply`; the claim can then be included again. Returns the
    rollup after and the amount taken out (cents excluding GST)."""
    found, claim, revision = _head(viewer, contract_id, number)
    if sub_contract_id not in _subcontracts(viewer, contract_id):
        raise NotFound(CLAIM_NOT_FOUND)
    party = contract_queries.parties_of([sub_contract_id]).get(sub_contract_id, {}).get(SUPPLIER)
    sub = party.org_name if party is not None else ""
    current, registered = ledger.lock_with_gst(contract_id)
    rows = list(db.session.scalars(select(RollupInclusion).where(
        RollupInclusion.head_claim_id == claim.id, RollupInclusion.head_contract_id == contract_id,
        RollupInclusion.sub_contract_id == sub_contract_id, RollupInclusion.sub_claim_number == sub_number)))
    if not rows:
        raise UserError(NOT_INCLUDED.format(number=sub_number, sub=sub))
    removed: dict[str, int] = defaultdict(int)
    for row in rows:
        removed[row.head_item_id] += row.amount
    entries = {e.item_id: e for e in db.session.scalars(select(LedgerEntry).where(
        LedgerEntry.claim_id == claim.id, LedgerEntry.rev == claim.draft_rev, LedgerEntry.mode == MODE_CLAIM,
        LedgerEntry.item_id.in_(list(removed))))}
    missing = next((item for item in sorted(removed) if item not in entries), None)
    if missing is not None:  # the line was deleted from the draft since: nothing to take the amount from
        raise UserError(LINE_GONE.format(number=sub_number))
    new_rev = current + 1
    tax_rate_id = claim_tax_rate_id(found.contract.tax_rate_id, registered)
    for item_id, amount in removed.items():
        entry = entries[item_id]
        entry.amount -= amount
        entry.tax = tax_on(entry.amount, line_tax_rate_id(LineType(entry.type), tax_rate_id))
        entry.edited_rev = new_rev
    db.session.execute(RollupInclusion.__table__.delete().where(RollupInclusion.id.in_([row.id for row in rows])))
    ledger.recompute_retention(claim, claim.draft_rev)
    claim.content_updated_at = now()
    ledger.bump(contract_id, current)
    activity.draft_edited(viewer, claim)
    db.session.commit()
    queries.forget(contract_id)
    return rollup_of(viewer, contract_id, number), sum(removed.values())
