"""Each contract's money at a glance, as the Projects list shows and sorts it: contract value,
claimed to date, % complete, the last claim and the next due date.

The figures are of the submitted ledger (what the customer has been served, the same for both
sides), kept per contract in `contract_figures` by triggers in the transaction that changes a
claim, a revision or a ledger entry (migration s0090 defines the sums). The last claim is the
one the viewer's side sees: a supplier's newest claim, drafts included; a customer's newest
submitted one. Columns here are SQL expressions, so a list sorts and pages on them in the
statement that reads its page.
"""
from dataclasses import dataclass
from datetime import date

from sqlalchemy import BigInteger, Date, ForeignKey, Integer, Numeric, String, case, cast, column, func, select, values
from sqlalchemy.orm import Mapped, mapped_column

from app.contracts.models import SUPPLIER
from app.db import SharedBase, db


class ContractFigures(SharedBase):
    __tablename__ = "contract_figures"

    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), primary_key=True)
    value: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    claimed: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    # The newest claim that is not a deleted draft (the supplier side's), and the newest submitted
    # one (the customer side's): number, status, date.
    last_number: Mapped[int | None] = mapped_column(Integer)
    last_status: Mapped[str | None] = mapped_column(String(10))
    last_date: Mapped[date | None] = mapped_column(Date)
    last_sent_number: Mapped[int | None] = mapped_column(Integer)
    last_sent_status: Mapped[str | None] = mapped_column(String(10))
    last_sent_date: Mapped[date | None] = mapped_column(Date)
    # The next statutory date of the contract's open claims (served, not paid): a claim's
    # payment-schedule deadline while a schedule is awaited, else its payment date; the earliest,
    # and which of the two it is ('schedule' or 'payment'; app.domain.claim_standing.due_label).
    next_due_date: Mapped[date | None] = mapped_column(Date)
    next_due_kind: Mapped[str | None] = mapped_column(String(10))


@dataclass(frozen=True)
class Figures:
    """A contract's figures as one side sees them."""

    value: int
    claimed: int
    percent_complete: int | None  # basis points of the value claimed; None when the value is 0
    last_number: int | None
    last_status: str | None
    last_date: date | None
    next_due_date: date | None
    next_due_kind: str | None



COLUMNS = len(Figures.__dataclass_fields__)  # how many `columns` gives, in the order of Figures


def columns(relation) -> tuple:
    """The Figures fields as SQL expressions over `ContractFigures` (outer-joined: a contract
    with no claims has no row), for a viewer whose side is the column `relation`."""
    f = ContractFigures
    supplier = relation == SUPPLIER
    value = func.coalesce(f.value, 0)
    claimed = func.coalesce(f.claimed, 0)
    # Rounded halves away from zero, as app.domain.money.percent_of.
    percent = case((value != 0, cast(func.round(cast(claimed, Numeric) * 10000 / value), BigInteger)), else_=None)
    return (
        value.label("value"),
        claimed.label("claimed"),
        percent.label("percent_complete"),
        case((supplier, f.last_number), else_=f.last_sent_number).label("last_number"),
        case((supplier, f.last_status), else_=f.last_sent_status).label("last_status"),
        case((supplier, f.last_date), else_=f.last_sent_date).label("last_date"),
        f.next_due_date.label("next_due_date"),
        f.next_due_kind.label("next_due_kind"),
    )


def figures_of(sides: dict[int, bool]) -> dict[int, Figures]:
    """{contract id: Figures} for {contract id: the viewer is its supplier}, in one statement."""
    if not sides:
        return {}
    side = values(column("id", BigInteger), column("relation", String), name="side").data(
        [(cid, SUPPLIER if is_supplier else "Customer") for cid, is_supplier in sides.items()])
    rows = db.session.execute(
        select(side.c.id, *columns(side.c.relation)).select_from(side)
        .outerjoin(ContractFigures, ContractFigures.contract_id == side.c.id)
    ).all()
    return {row[0]: Figures(*row[1:]) for row in rows}
