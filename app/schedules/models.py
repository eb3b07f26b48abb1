"""The payment schedule table (`shared`, since both parties read a sent schedule).

A schedule answers one submitted revision of one claim. While a draft, its per-line amounts
live here as JSON and only the customer side sees them; at send they become Adjustment
entries of the ledger (app.claims.models.LedgerEntry) and the row is frozen.
"""
from datetime import date, datetime

from sqlalchemy import (BigInteger, Boolean, CheckConstraint, Date, DateTime, ForeignKey, Identity, Integer, String, Text,
                        func)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB
from sqlalchemy.ext.hybrid import hybrid_property
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase
from app.domain import schedules as rules

DRAFT = "Draft"
SENT = "Sent"
STATUSES = (DRAFT, SENT)
# Given through Claimdesk by the customer side, or received outside it (email, post) and recorded by
# the supplier side (issue 34, app.payments.received): a received schedule is Sent from the start,
# sent_at is the day it was received, and `file` is the schedule as received.
ORIGIN_SENT = "sent"
ORIGIN_RECEIVED = "received"
RECEIVED_MANNERS = ("email", "post")


class PaymentSchedule(SharedBase):
    __tablename__ = "payment_schedules"
    __table_args__ = (
        CheckConstraint("status IN ('Draft', 'Sent')", name="status"),
        CheckConstraint("origin IN ('sent', 'received')", name="origin"),
        CheckConstraint("received_manner IS NULL OR received_manner IN ('email', 'post')", name="received_manner"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    # One schedule per claim: a sent schedule is never replaced.
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"), unique=True)
    claim_rev: Mapped[int] = mapped_column(Integer)  # the submitted claim revision it answers
    status: Mapped[str] = mapped_column(Text, default=DRAFT, server_default=DRAFT)
    origin: Mapped[str] = mapped_column(String(10), default=ORIGIN_SENT, server_default=ORIGIN_SENT)
    received_manner: Mapped[str | None] = mapped_column(String(10))
    # The schedule as received (a ref as app.claims.attachments stores one); null for one given here.
    file: Mapped[dict | None] = mapped_column(JSONB)
    due_date: Mapped[date | None] = mapped_column(Date)
    is_tax_invoice: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    notes: Mapped[list[str]] = mapped_column(ARRAY(Text), default=list, server_default="{}")
    reference: Mapped[str] = mapped_column(Text, default="", server_default="")
    # [{"itemId": ..., "scheduled": cents, "reason": ...}]: while a draft, the lines the payer sent (any other is
    # scheduled as claimed); once sent, every line of the claim revision. A line the payer left out of the
    # schedule (nothing claimed on it, this claim or before) is {"itemId", "scheduled": 0, "reason": "",
    # "removed": true}.
    lines: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    adjust_excl: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    adjust_tax: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    # Computed by app.domain.schedules on every save; frozen at send with the totals table.
    retention: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    schedule_excl: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    schedule_tax: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    totals: Mapped[dict | None] = mapped_column(JSONB)
    # Optimistic concurrency of draft saves: each save names the version it was based on.
    version: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    created_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    updated_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    sent_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # Sent after the claim's payment-schedule deadline (s 22), frozen at send: the claimed amount
    # stays payable, and every surface marks the schedule 'Given late'.
    given_late: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())

    @hybrid_property
    def scheduled_amount(self) -> int:
        """The scheduled amount including GST (s 21(2)(b)), cents, by the domain's one rule. On the class
        the same rule is SQL (the sum of the two columns), for a statement that reads many schedules'
        amounts without loading their rows."""
        return rules.scheduled_amount(self.schedule_excl, self.schedule_tax)
