"""`shared.claim_payments`: what each side of a claim has recorded of its payment.

Both parties read the records (the other side sees what one side recorded), so they live in
`shared` beside the claim, reached only through `app.contracts.access` first.

A record is never edited or deleted. A correction is a new record of the same side naming the one
it replaces (`corrects_id`, at most one correction each); an amount of 0 withdraws it. A payment
made in parts is several records. `request_key` makes a retried or double-clicked 'Record
payment' record it once.
"""
from datetime import date, datetime

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    Identity,
    String,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase

PAYER = "Payer"  # the customer side: 'Payment sent'
PAYEE = "Payee"  # the supplier side: 'Payment received'


class ClaimPayment(SharedBase):
    __tablename__ = "claim_payments"
    __table_args__ = (
        CheckConstraint("side IN ('Payer', 'Payee')", name="side"),
        CheckConstraint("amount >= 0", name="amount"),
        UniqueConstraint("claim_id", "request_key"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"), index=True)
    side: Mapped[str] = mapped_column(String(5))
    paid_on: Mapped[date] = mapped_column(Date)
    amount: Mapped[int] = mapped_column(BigInteger)  # cents, including GST
    reference: Mapped[str] = mapped_column(Text, default="", server_default="")
    # Why the record was made, when not typed by a person ('Marked as paid', migrated toggles).
    note: Mapped[str] = mapped_column(Text, default="", server_default="")
    corrects_id: Mapped[int | None] = mapped_column(ForeignKey("claim_payments.id", ondelete="CASCADE"), unique=True)
    request_key: Mapped[str | None] = mapped_column(String(64))
    recorded_by_org_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="SET NULL"))
    recorded_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # The name at the time, so the list reads in one statement and names someone who has left.
    recorded_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    recorded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
