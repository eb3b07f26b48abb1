"""The enforcement records, in `shared` beside the claim (both parties read them: the payer is served
the notice and sees the suspension), reached only through `app.contracts.access` first.

- `contract_service_terms`: whether the payer has consented to service by email (Construction
  Contracts Regulations 2003, regs 9-10: a contract clause, or the parties' routine use of email),
  (whether a party is a residential occupier is the contract's own fact, contracts.residential_occupier).
  Off until someone with Edit on the contract says so: without consent a notice is served by hand
  or post and the person who served it records how and when.
- `suspension_notices`: a notice of intention to suspend (ss 23(2)(b), 24(2)(b), 59(2)(b)), the facts
  it was generated from (ground, unpaid amount, its date and the dates it fixes) and how it was
  served. One per claim and ground: generating it again is the same notice.
- `work_suspensions`: work suspended under s 24A after a notice, and resumed (lifted).
"""
from datetime import date, datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
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
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase
from app.domain.dates import long_date

# How a notice was served (s 80 of the Act; regs 9-10 for email).
EMAIL = "email"
PERSONAL = "personal"  # delivered to the person
LEFT = "left"  # left at their usual or last known place of business or residence
POST = "post"
MANNERS = (EMAIL, PERSONAL, LEFT, POST)
MANNER_WORDS = {
    EMAIL: "by email",
    PERSONAL: "by personal delivery",
    LEFT: "by leaving it at the usual or last known place of business or residence",
    POST: "by post",
}


def served_words(manner: str | None, on: date | None, *, mid_sentence: bool = False) -> str | None:
    """'Served by post on 2 March 2026' ('served ...' `mid_sentence`): how and when a notice was served,
    in the words every notice and record uses (this package's and app.adjudication's); None until served."""
    if manner is None or on is None:
        return None
    return f"{'served' if mid_sentence else 'Served'} {MANNER_WORDS[manner]} on {long_date(on)}"


CLAUSE = "clause"  # consent to email service by a clause of the contract
ROUTINE = "routine"  # inferred from the parties' routine use of email


class ServiceTerms(SharedBase):
    __tablename__ = "contract_service_terms"
    __table_args__ = (CheckConstraint("email_basis IN ('', 'clause', 'routine')", name="email_basis"),)

    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), primary_key=True)
    email_service_agreed: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    email_basis: Mapped[str] = mapped_column(String(10), default="", server_default="")
    clause: Mapped[str] = mapped_column(Text, default="", server_default="")  # the clause it is agreed in
    updated_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class SuspensionNotice(SharedBase):
    __tablename__ = "suspension_notices"
    __table_args__ = (
        UniqueConstraint("claim_id", "ground"),
        CheckConstraint("ground IN ('no_schedule_unpaid', 'scheduled_unpaid', 'determination_unpaid')",
                        name="ground"),
        CheckConstraint("served_manner IS NULL OR served_manner IN ('email', 'personal', 'left', 'post')",
                        name="served_manner"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"), index=True)
    # The claim revision it concerns (the one served): the proof of service is recorded against it.
    revision_id: Mapped[int] = mapped_column(ForeignKey("claim_revisions.id", ondelete="CASCADE"))
    ground: Mapped[str] = mapped_column(String(24))
    section: Mapped[str] = mapped_column(String(10))  # '23(2)(b)', '24(2)(b)', '59(2)(b)'
    unpaid: Mapped[int] = mapped_column(BigInteger)  # cents, including GST
    unpaid_since: Mapped[date] = mapped_column(Date)
    notice_date: Mapped[date] = mapped_column(Date)
    pay_by: Mapped[date] = mapped_column(Date)
    suspend_from: Mapped[date] = mapped_column(Date)
    # The schedule (s 24) or determination (s 59) it rests on, as they stood: {amount, date, ...}.
    basis: Mapped[dict] = mapped_column(JSONB, default=dict, server_default="{}")
    generated_by_org_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="SET NULL"))
    generated_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    # Its service: by email through Claimdesk (with proof per recipient), or as a person records it.
    served_manner: Mapped[str | None] = mapped_column(String(10))
    served_on: Mapped[date | None] = mapped_column(Date)
    served_to: Mapped[str] = mapped_column(Text, default="", server_default="")  # on whom / where
    served_recorded_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    served_recorded_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class WorkSuspension(SharedBase):
    __tablename__ = "work_suspensions"
    __table_args__ = (CheckConstraint("resumed_on IS NULL OR resumed_on >= suspended_on", name="resumed_on"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"), index=True)
    notice_id: Mapped[int] = mapped_column(ForeignKey("suspension_notices.id", ondelete="CASCADE"))
    suspended_on: Mapped[date] = mapped_column(Date)
    scope: Mapped[str] = mapped_column(Text, default="", server_default="")  # the work suspended
    resumed_on: Mapped[date | None] = mapped_column(Date)
    recorded_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    resumed_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
