"""The contracting chain (issue 40): principal → head contract → subcontract → sub-subcontract, and
the head contractor's exposure between its two sides.

Each link of a chain is a separate construction contract with its own claims, schedule deadlines
and payment dates (CCA ss 20-22): nothing here moves a date from one link to another. The dates are
the stored facts of each claim (`app.payments.facts` writes them, `app.payments.standing` reads
them); the working days left come from `app.domain.schedule_deadline`; the retention held is the
contract's retention ledger (`app.retention.ledger`, CCA ss 18C-18FB).

Why here and not in app.contracts: a link reads claims, schedules and the retention ledger, which
all stand above contracts in the layers (setup.cfg); payments stands above them all.

**The chain view** (`chain_of`), for a contract the viewer reaches (`app.contracts.access`; anything
else answers 'Contract not found'):
- the ancestors the viewer is a party to, walking up from the contract and stopping at the first
  it is not (a subcontractor never learns who is above its customer: the existing rule that a
  subcontract's parent is hidden from its subcontractor);
- the contract itself;
- its descendants: each the viewer is a party to is a full link; one it is not a party to shows
  only that a further subcontract exists, on the link above it (`further_subcontract`), without
  figures, names or how many.
A link's figures: its parties, the open claim (the newest served claim not paid) with its schedule
deadline and the working days left while a schedule is awaited, the payment date that applies, the
amounts outstanding over its unpaid served claims (payable less what the payee confirms), and the
retention money held on it. Six SQL statements whatever the chain's length.

**The exposure gap** (`gaps_of`): for the viewer's organisation as head contractor (supplier on a
head contract and customer on its subcontracts), each subcontract claim awaiting a schedule whose
deadline falls before the principal's schedule deadline for the head claim of the same period. The
Act runs each deadline from its own claim: not being paid by the principal is no reason to pay a
subcontractor less or later (s 13, conditional payment provisions have no effect). Four statements
whatever the number of subcontracts.

Decisions:
- **The same period**: the calendar month of the claim's period end ('period to'), else of the day
  it was served. Claimdesk's pay cycles are monthly; a head claim to the principal and the
  subcontract claims it answers for are those of one month. Until the roll-up (issue 40, not
  built) records which subcontract claims a head claim includes, the month is what joins them.
- Only a subcontract claim still awaiting a schedule whose deadline has not passed is listed (a
  passed one is already shown overdue on every list); the head claim may be scheduled or not: its
  deadline is the principal's whatever it does. The head claim of a period is its newest whose
  deadline is still to come (one already passed can make no gap, so the statement does not read it).
- Rules as at `claim_standing.RULES_AS_AT`; this is not legal advice.
"""
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date

from sqlalchemy import and_, literal, or_, select, union_all

from app.claims.models import SENT as CLAIM_SENT
from app.claims.models import Claim, Revision
from app.contracts import access, queries
from app.contracts.access import VisibleContract
from app.contracts.models import CUSTOMER, SUPPLIER, Contract
from app.db import db
from app.domain import claim_standing as rules
from app.domain.dates import long_date, long_month
from app.domain.schedule_deadline import working_days_left
from app.domain.working_days import today_in_auckland
from app.orgs.access import Viewer
from app.payments import standing as reader
from app.payments.periods import period_of
from app.retention import ledger as retention_ledger
from app.schedules.deadline import served_day
from app.schedules.models import SENT, PaymentSchedule

FURTHER_SUBCONTRACT = "A further subcontract exists"
# The longest chain walked either way: a parent loop cannot be made (a subcontract is made under an
# existing contract), but a bound keeps a recursive statement finite whatever the data.
MAX_DEPTH = 20


@dataclass(frozen=True)
class OpenClaim:
    number: int
    schedule_deadline: date | None  # while a schedule is awaited (s 22)
    working_days_left: int | None  # to the schedule deadline, negative once passed
    payment_due: date | None
    next_label: str | None  # 'Schedule due 30 Mar 2026' / 'Payment due ...' / '... overdue'


@dataclass
class Link:
    contract: VisibleContract
    depth: int  # 0: the top of what the viewer sees
    customer_name: str
    supplier_name: str
    open_claim: OpenClaim | None
    outstanding: int
    retention_held: int
    is_current: bool  # the contract asked for
    further_subcontract: bool = False  # a subcontract below it the viewer is no party to


@dataclass
class Chain:
    links: list[Link] = field(default_factory=list)


# ---- the chain ---------------------------------------------------------------------------------------

def _chain_rows(contract_id: int) -> list[tuple[int, int | None, int]]:
    """(id, parent id, level) of every contract above (level < 0) and below (level > 0) the contract, and
    itself (0): one recursive statement."""
    C = Contract
    up = select(C.id, C.parent_id, literal(0).label("level")).where(C.id == contract_id).cte("up", recursive=True)
    up = up.union_all(select(C.id, C.parent_id, (up.c.level - 1).label("level"))
                      .join(up, C.id == up.c.parent_id).where(up.c.level > -MAX_DEPTH))
    down = select(C.id, C.parent_id, literal(0).label("level")).where(C.id == contract_id).cte("down", recursive=True)
    down = down.union_all(select(C.id, C.parent_id, (down.c.level + 1).label("level"))
                          .join(down, C.parent_id == down.c.id).where(down.c.level < MAX_DEPTH))
    rows = db.session.execute(union_all(select(up.c.id, up.c.parent_id, up.c.level).where(up.c.level < 0),
                                        select(down.c.id, down.c.parent_id, down.c.level))).all()
    return [(r[0], r[1], r[2]) for r in rows]


def chain_of(viewer: Viewer, contract_id: int, today: date | None = None) -> Chain:
    """The chain through the contract as the viewer's organisation may see it (see the module)."""
    today = today or today_in_auckland()
    asked = access.get_contract(viewer, contract_id)  # 'Contract not found' otherwise
    rows = _chain_rows(asked.id)
    seen = access.get_contracts(viewer, [r[0] for r in rows if r[0] != asked.id])
    seen[asked.id] = asked
    level_of = {r[0]: r[2] for r in rows}
    parent_of = {r[0]: r[1] for r in rows}
    children = defaultdict(list)
    for cid, parent_id, level in rows:
        if level > 0:
            children[parent_id].append(cid)

    # Up: while the viewer is a party.
    above = []
    cursor = parent_of.get(asked.id)
    while cursor is not None and cursor in seen and level_of.get(cursor, 0) < 0:
        above.append(cursor)
        cursor = parent_of.get(cursor)
    ordered: list[tuple[int, int]] = [(cid, i) for i, cid in enumerate(reversed(above))]  # (id, depth)
    further: set[int] = set()

    def walk(cid: int, depth: int, shown_parent: int) -> None:
        for child in sorted(children.get(cid, [])):
            if child in seen:
                ordered.append((child, depth + 1))
                walk(child, depth + 1, child)
            else:
                further.add(shown_parent)
                walk(child, depth, shown_parent)

    ordered.append((asked.id, len(above)))
    walk(asked.id, len(above), asked.id)
    ids = [cid for cid, _ in ordered]
    figures = _figures(ids, today)
    parties = queries.parties_of(ids)
    links = []
    for cid, depth in ordered:
        open_claim, outstanding = figures.get(cid, (None, 0))
        names = parties.get(cid, {})
        links.append(Link(seen[cid], depth, _name(names.get(CUSTOMER)), _name(names.get(SUPPLIER)), open_claim,
                          outstanding, 0, cid == asked.id, cid in further))
    held = retention_ledger.balances_of(ids, today)
    for link in links:
        link.retention_held = held[link.contract.id].retention_money
    return Chain(links)


def _name(party) -> str:
    return party.org_name if party is not None else ""


def _figures(contract_ids: list[int], today: date) -> dict[int, tuple[OpenClaim | None, int]]:
    """{contract id: (its open claim, the amounts outstanding)} from the stored facts: one statement."""
    if not contract_ids:
        return {}
    rows = db.session.execute(
        select(Claim, Revision, PaymentSchedule)
        .outerjoin(Revision, and_(Revision.claim_id == Claim.id, Revision.rev == Claim.latest_rev))
        .outerjoin(PaymentSchedule, and_(PaymentSchedule.claim_id == Claim.id, PaymentSchedule.status == SENT))
        .where(Claim.contract_id.in_(contract_ids), Claim.status.in_(rules.ANSWERABLE), Claim.is_paid.is_(False),
               Claim.latest_rev.is_not(None))
        .order_by(Claim.contract_id, Claim.number)
    ).all()
    out: dict[int, tuple[OpenClaim | None, int]] = {}
    for claim, revision, schedule in rows:
        facts = reader.facts_of(claim, revision, schedule)
        standing = rules.standing(facts, today)
        awaiting = standing.next_kind == rules.SCHEDULE
        deadline = facts.deadline if awaiting else None
        open_claim = OpenClaim(claim.number, deadline,
                               working_days_left(today, deadline) if deadline is not None else None,
                               facts.payment_due, standing.next_label)
        _, total = out.get(claim.contract_id, (None, 0))
        out[claim.contract_id] = (open_claim, total + (standing.outstanding or 0))  # the newest wins
    return out


# ---- the exposure gap ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Gap:
    sub_contract: VisibleContract
    head_contract: VisibleContract
    sub_name: str
    sub_claim_number: int
    sub_deadline: date
    head_claim_number: int
    head_deadline: date
    period: str  # 'YYYY-MM'

    @property
    def period_label(self) -> str:
        return long_month(self.period)

    @property
    def text(self) -> str:
        return gap_text(self.sub_name, self.sub_deadline, self.head_deadline)


def gap_text(sub: str, sub_deadline: date, head_deadline: date) -> str:
    """The home's line for one gap (research MT-2; CCA s 13)."""
    return (f"Schedule due to {sub} on {long_date(sub_deadline)}; the principal's schedule to you is due "
            f"{long_date(head_deadline)}. You must answer {sub} first: not being paid by the principal is no "
            f"reason (CCA s 13).")


def is_gap(sub_deadline: date, head_deadline: date, today: date) -> bool:
    """A subcontract's schedule falls due before the principal's, and is still to be given in time."""
    return today <= sub_deadline < head_deadline


def gaps_of(viewer: Viewer, today: date | None = None) -> list[Gap]:
    """The viewer organisation's exposure gaps, the soonest subcontract deadline first (see the module).
    On every home load, so the statements read only what can make a gap: the live subcontracts the
    viewer is the customer on, their claims still awaiting a schedule whose deadline has not passed,
    and the head claims whose deadline is still to come (`is_gap` needs today <= sub's < head's)."""
    today = today or today_in_auckland()
    subs = [access.visible(viewer, row) for row in db.session.execute(
        access.visible_contracts(viewer, relation=CUSTOMER)
        .where(Contract.parent_id.is_not(None), Contract.archived_at.is_(None)))]
    if not subs:
        return []
    heads = {cid: c for cid, c in access.get_contracts(viewer, {s.contract.parent_id for s in subs}).items()
             if c.is_supplier}
    subs = [s for s in subs if s.contract.parent_id in heads]
    if not subs:
        return []
    rows = db.session.execute(
        select(Claim.contract_id, Claim.number, Claim.schedule_deadline, Revision.period_to, Revision.submitted_at)
        .join(Revision, and_(Revision.claim_id == Claim.id, Revision.rev == Claim.latest_rev))
        .where(or_(and_(Claim.contract_id.in_([s.id for s in subs]), Claim.status == CLAIM_SENT,
                        Claim.schedule_deadline >= today),
                   and_(Claim.contract_id.in_(list(heads)), Claim.status.in_(rules.ANSWERABLE),
                        Claim.schedule_deadline > today)))
        .order_by(Claim.contract_id, Claim.number)
    ).all()
    head_claims = defaultdict(dict)  # {head id: {period: (number, deadline)}}: the newest of the period
    sub_claims = defaultdict(list)
    for contract_id, number, deadline, period_to, submitted_at in rows:
        period = period_of(period_to, served_day(submitted_at))
        if contract_id in heads:
            head_claims[contract_id][period] = (number, deadline)
        else:  # awaiting its schedule (Sent), its deadline still to come
            sub_claims[contract_id].append((number, deadline, period))
    names = queries.parties_of([s.id for s in subs])
    gaps = []
    for sub in subs:
        for number, deadline, period in sub_claims.get(sub.id, []):
            head = head_claims.get(sub.contract.parent_id, {}).get(period)
            if head is not None and is_gap(deadline, head[1], today):
                gaps.append(Gap(sub, heads[sub.contract.parent_id], _name(names[sub.id].get(SUPPLIER)), number,
                                deadline, head[0], head[1], period))
    return sorted(gaps, key=lambda g: (g.sub_deadline, g.sub_name, g.sub_claim_number))


__all__ = ["Chain", "FURTHER_SUBCONTRACT", "Gap", "Link", "OpenClaim", "chain_of", "gap_text", "gaps_of",
           "is_gap", "period_of"]
