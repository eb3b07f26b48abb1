"""A project's money, and the organisation's (issue 40, 'A project's money, drawn'): money in and money
out by month, claimed, scheduled, payable, paid and outstanding, with retention both ways never netted.
The arithmetic is `app.domain.money_by_month`; this module reads the stored facts it adds up.

Which contracts count (visibility follows membership, `app.contracts.access`):
- **a project** (`project_money`): the contract asked for must be reachable ('Contract not found'
  otherwise); its project is the whole tree under the top of its chain, and of it only the contracts
  the viewer reaches count: a subcontract the organisation is no party to adds nothing, and a
  subcontractor never reads the head contract above it.
- **the organisation** (`organisation_money`): every contract it reaches.
'In' is a contract where the organisation is the supplier (payee), 'out' one where it is the customer
(payer); for a head contractor, receivable from the principal against payable to its subcontractors in
the same rows. Served claims only (Sent or Scheduled: the claims with statutory facts).

Five statements for a project (the contract, the tree's reachable contracts, their claims, their
retention withheld, their retention balances), four for the organisation, whatever the number of
contracts, claims or months.
"""
from dataclasses import dataclass, replace
from datetime import date

from sqlalchemy import and_, literal, select

from app.claims.models import Claim, Revision
from app.contracts import access
from app.contracts.models import Contract
from app.db import db
from app.domain import claim_standing as rules
from app.domain import money_by_month as arithmetic
from app.domain.working_days import today_in_auckland
from app.orgs.access import Viewer
from app.payments.chain import MAX_DEPTH, period_of
from app.retention import ledger as retention_ledger
from app.retention.models import WITHHELD, RetentionEntry
from app.schedules.deadline import claimed_amount, served_day
from app.schedules.models import SENT, PaymentSchedule


@dataclass(frozen=True)
class Money:
    months: list[arithmetic.Month]
    totals: arithmetic.Month
    held_from_us: int  # retention money held on contracts where the organisation is the payee
    we_hold: int  # retention money it holds on contracts where it is the payer
    has_in: bool  # any contract where it is the payee
    has_out: bool  # any contract where it is the payer
    slug: str = ""  # the project's contract (its file names); the organisation's is the caller's

    @property
    def is_head_contractor(self) -> bool:
        """Payee on one contract and payer on another: receivable against payable is worth showing."""
        return self.has_in and self.has_out


def _tree_ids(contract_id: int):
    """SELECT id of every contract in the tree of the contract's chain: up to its top, then all below."""
    C = Contract
    up = select(C.id, C.parent_id, literal(0).label("level")).where(C.id == contract_id).cte("money_up", recursive=True)
    up = up.union_all(select(C.id, C.parent_id, (up.c.level + 1).label("level"))
                      .join(up, C.id == up.c.parent_id).where(up.c.level < MAX_DEPTH))
    down = select(C.id, literal(0).label("level")).where(C.id.in_(select(up.c.id).where(up.c.parent_id.is_(None)))) \
        .cte("money_down", recursive=True)
    down = down.union_all(select(C.id, (down.c.level + 1).label("level"))
                          .join(down, C.parent_id == down.c.id).where(down.c.level < MAX_DEPTH))
    return select(down.c.id)


def project_money(viewer: Viewer, contract_id: int, today: date | None = None) -> Money:
    """The money of the project the contract belongs to, as the viewer's organisation may see it."""
    asked = access.get_contract(viewer, contract_id)  # 'Contract not found' otherwise
    rows = db.session.execute(access.visible_contracts(viewer).where(Contract.id.in_(_tree_ids(asked.id)))).all()
    sides = {row[0].id: _side(access.visible(viewer, row)) for row in rows}
    sides[asked.id] = _side(asked)
    return replace(_money(sides, today), slug=asked.contract.slug)


def organisation_money(viewer: Viewer, today: date | None = None) -> Money:
    """The money of every contract the viewer's organisation reaches."""
    rows = db.session.execute(access.visible_contracts(viewer)).all()
    return _money({row[0].id: _side(access.visible(viewer, row)) for row in rows}, today)


def _side(contract: access.VisibleContract) -> str:
    return arithmetic.IN if contract.is_supplier else arithmetic.OUT


def _money(sides: dict[int, str], today: date | None) -> Money:
    ids = sorted(sides)
    claims, period_of_claim = _claims(ids, sides)
    retention = _withheld(ids, sides, period_of_claim)
    held = retention_ledger.balances_of(ids, today or today_in_auckland()) if ids else {}
    months = arithmetic.by_month(claims, retention)
    return Money(months=months, totals=arithmetic.totals(months),
                 held_from_us=sum(b.retention_money for cid, b in held.items() if sides[cid] == arithmetic.IN),
                 we_hold=sum(b.retention_money for cid, b in held.items() if sides[cid] == arithmetic.OUT),
                 has_in=arithmetic.IN in sides.values(), has_out=arithmetic.OUT in sides.values())


def _claims(ids: list[int], sides: dict[int, str]) -> tuple[list[arithmetic.ClaimMoney], dict[int, str]]:
    """The served claims of the contracts as the arithmetic reads them, and each claim's month: one statement."""
    if not ids:
        return [], {}
    rows = db.session.execute(
        # The revision's columns the claimed amount and the month need, not whole rows: a project of
        # thousands of claims is read in one statement, and building ORM objects would cost most of its time.
        select(Claim.id, Claim.contract_id, Claim.payable, Claim.paid_to_payee, Revision.is_draft, Revision.totals,
               Revision.amount_excl, Revision.tax, Revision.period_to, Revision.submitted_at,
               PaymentSchedule.scheduled_amount.label("scheduled"))
        .join(Revision, and_(Revision.claim_id == Claim.id, Revision.rev == Claim.latest_rev))
        .outerjoin(PaymentSchedule, and_(PaymentSchedule.claim_id == Claim.id, PaymentSchedule.status == SENT))
        .where(Claim.contract_id.in_(ids), Claim.status.in_(rules.ANSWERABLE), Claim.latest_rev.is_not(None))
    ).all()
    out, periods = [], {}
    for row in rows:
        claim_id, contract_id, payable, paid, scheduled = row.id, row.contract_id, row.payable, row.paid_to_payee, \
            row.scheduled
        period = period_of(row.period_to, served_day(row.submitted_at))
        claimed = claimed_amount(row)  # the row has the revision's is_draft, totals, amount_excl and tax
        if period is None or claimed is None:
            continue
        periods[claim_id] = period
        out.append(arithmetic.ClaimMoney(period, sides[contract_id], claimed,
                                         None if scheduled is None else int(scheduled), payable, paid))
    return out, periods


def _withheld(ids: list[int], sides: dict[int, str],
              period_of_claim: dict[int, str]) -> list[arithmetic.RetentionMoney]:
    """Each withheld entry of the contracts' retention ledgers, as corrected, in its claim's month (else the
    month of its date): one statement."""
    if not ids:
        return []
    E = RetentionEntry
    rows = db.session.execute(
        retention_ledger.corrected_amounts(E.contract_id.in_(ids), E.kind == WITHHELD)
        .add_columns(E.contract_id, E.claim_id, E.entry_date)
    ).all()
    out = []
    for _, amount, contract_id, claim_id, entry_date in rows:
        period = period_of_claim.get(claim_id) or period_of(None, entry_date)
        out.append(arithmetic.RetentionMoney(period, sides[contract_id], int(amount)))
    return out


__all__ = ["Money", "organisation_money", "project_money"]
