"""The roll-up of subcontract claims into the head claim (issue 40; app.payments.rollup): the head
contractor's own records, in its organisation's schema.

Why there and not in `shared`: which subcontract line goes to which line of the head contract, and
which subcontract claims a head claim includes, are the head contractor's working papers. The
principal (the other party of the head contract) never learns who the subcontractors are (the chain
view's rule), and a subcontractor never sees the head contract; only the head contractor reads them.
Contract, claim and item ids name rows of `shared` (no foreign key crosses the schemas).

- rollup_line_maps: a subcontract line (its item id) -> a line of the head contract (its item id),
  remembered per subcontract: mapped once, used for every later claim of that subcontract.
- rollup_inclusions: one row per subcontract claim line included in a head claim, with the amount
  added (cents excluding GST) and on what basis (the scheduled amount, or the claimed amount while no
  schedule is given), so a later change of the source is seen ('source changed') and a claim is
  never included twice.
"""
from datetime import datetime

from sqlalchemy import BigInteger, CheckConstraint, DateTime, Identity, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from app.db import TenantBase

SCHEDULED = "scheduled"  # a schedule was given: the amount it schedules for the line
CLAIMED = "claimed"  # sent, no schedule yet: the amount claimed on the line
BASES = (SCHEDULED, CLAIMED)


class RollupLineMap(TenantBase):
    __tablename__ = "rollup_line_maps"
    __table_args__ = (UniqueConstraint("sub_contract_id", "sub_item_id"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    head_contract_id: Mapped[int] = mapped_column(BigInteger, index=True)  # shared.contracts.id
    sub_contract_id: Mapped[int] = mapped_column(BigInteger)  # shared.contracts.id, a subcontract of the head
    sub_item_id: Mapped[str] = mapped_column(String(64))
    head_item_id: Mapped[str] = mapped_column(String(64))
    updated_by_user_id: Mapped[int] = mapped_column(BigInteger)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class RollupInclusion(TenantBase):
    __tablename__ = "rollup_inclusions"
    __table_args__ = (
        CheckConstraint("basis IN ('scheduled', 'claimed')", name="basis"),
        Index("ix_rollup_inclusions_head_claim_id", "head_claim_id"),
        # Not unique: a subcontract claim included in a head draft later deleted may be included again (an
        # inclusion counts while its head claim is live); applies to one head contract are serialised by
        # its ledger lock (app.claims.ledger.lock).
        Index("ix_rollup_inclusions_sub_claim_id", "sub_claim_id"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    head_contract_id: Mapped[int] = mapped_column(BigInteger)  # shared.contracts.id
    head_claim_id: Mapped[int] = mapped_column(BigInteger)  # shared.claims.id
    head_item_id: Mapped[str] = mapped_column(String(64))
    sub_contract_id: Mapped[int] = mapped_column(BigInteger)
    sub_claim_id: Mapped[int] = mapped_column(BigInteger)
    sub_claim_number: Mapped[int] = mapped_column(Integer)
    sub_item_id: Mapped[str] = mapped_column(String(64))
    sub_line_name: Mapped[str] = mapped_column(Text, default="", server_default="")
    basis: Mapped[str] = mapped_column(String(10))
    amount: Mapped[int] = mapped_column(BigInteger)  # cents excluding GST, added to the head line
    included_by_user_id: Mapped[int] = mapped_column(BigInteger)
    included_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class SubcontractCutoff(TenantBase):
    """A subcontract's 'claims due by' day of the month in the head contractor's pay cycle (issue 40's
    cut-offs): the day its claims should reach the head contractor to go into the head claim of the
    month. The head contractor's own setting, so in its schema like the rest of the roll-up."""
    __tablename__ = "subcontract_cutoffs"
    __table_args__ = (CheckConstraint("claims_due_day BETWEEN 1 AND 31", name="claims_due_day"),)

    sub_contract_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    head_contract_id: Mapped[int] = mapped_column(BigInteger, index=True)  # shared.contracts.id
    claims_due_day: Mapped[int] = mapped_column(Integer)
    updated_by_user_id: Mapped[int] = mapped_column(BigInteger)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
