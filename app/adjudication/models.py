"""The adjudication tables (`shared`: both parties of the contract read them; app.adjudication.service
is the only writer).

- `adjudication_notices`: a notice of adjudication (s 28), a draft until served; once served its
  content is frozen (`frozen`: the parties, contract and site as they were), so the PDF re-rendered
  from it is the very bytes served (app.documents.pdf is deterministic).
- `adjudication_served_copies`: each copy served, one per recipient, with the SHA-256 of the PDF
  that went to them: the proof of service.
- `adjudication_events`: what happened after, as a person records it (acceptance, the claim and the
  response served, extensions, the determination), each with its date.
- `determination_payments`: what has been paid towards the notice's determination, as a party records
  it (s 59: the determined amount less these is what is unpaid). Kept per notice, not per determination
  event, so a determination recorded again (corrected) keeps the payments made towards it.
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
    Integer,
    String,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase

DRAFT = "Draft"
SERVED = "Served"

# The events (adjudication_events.kind), in the order they happen.
ACCEPTED = "accepted"  # the adjudicator's notice of acceptance received (s 35A); details: adjudicator
CLAIM_SERVED = "claim_served"  # the adjudication claim served (s 36)
RESPONSE_SERVED = "response_served"  # the response served (s 37)
RESPONSE_EXTENDED = "response_extended"  # the time for the response extended (s 37(2)); details: to
DETERMINATION_EXTENDED = "determination_extended"  # s 46(2): details: {"to": date} agreed, or {} for 30 WD
DETERMINED = "determined"  # the determination; details: adjudicator, amount, pay_by, charging_order_approved
EVENTS = (ACCEPTED, CLAIM_SERVED, RESPONSE_SERVED, RESPONSE_EXTENDED, DETERMINATION_EXTENDED, DETERMINED)


class AdjudicationNotice(SharedBase):
    __tablename__ = "adjudication_notices"
    __table_args__ = (
        UniqueConstraint("contract_id", "number", name="uq_adjudication_notices_contract_number"),
        CheckConstraint("status IN ('Draft', 'Served')", name="status"),
        CheckConstraint("served_manner IS NULL OR served_manner IN ('email', 'personal', 'left', 'post')",
                        name="served_manner"),
        # The owner is served by a person (s 80): never by email through Claimdesk.
        CheckConstraint("owner_served_manner IS NULL OR owner_served_manner IN ('personal', 'left', 'post')",
                        name="owner_served_manner"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)  # 1, 2 ... on its contract
    status: Mapped[str] = mapped_column(String(10), default=DRAFT, server_default=DRAFT)
    # The party giving it (the claimant): 'Supplier' or 'Customer'; the other party is the respondent.
    claimant_relation: Mapped[str] = mapped_column(String(10))
    # s 28(2)(b)-(d): the dispute, where and when it arose, the relief sought.
    dispute: Mapped[str] = mapped_column(Text, default="", server_default="")
    arose: Mapped[str] = mapped_column(Text, default="", server_default="")
    relief: Mapped[str] = mapped_column(Text, default="", server_default="")
    # s 28(2)(e), (f): no default; None until answered.
    charging_order: Mapped[bool | None] = mapped_column(Boolean)
    owner_liability: Mapped[bool | None] = mapped_column(Boolean)
    # The disputed items, each listed on the notice (it fixes what the adjudicator may decide):
    # [{"kind": "claim"|"variation", "id", "number", "label", "claimed", "scheduled", "paid", "disputed"}]
    items: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    # At service: the parties, the contract and its site as served.
    frozen: Mapped[dict | None] = mapped_column(JSONB)
    notice_date: Mapped[date | None] = mapped_column(Date)  # s 28(2)(a): the day it was served
    served_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    served_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    sha256: Mapped[str | None] = mapped_column(String(64))  # the PDF served
    # How it was served (app.adjudication.hand): 'email' through Claimdesk, or as a person records it
    # ('personal', 'left', 'post': s 80), with on whom or where.
    served_manner: Mapped[str | None] = mapped_column(String(10))
    served_to: Mapped[str] = mapped_column(Text, default="", server_default="")
    # The owner, on whom the notice is served too when it seeks the owner's liability and a charging
    # order (s 28(1)(b), s 28(2)(f)): named for service, and its service as recorded.
    owner_name: Mapped[str] = mapped_column(Text, default="", server_default="")
    owner_address: Mapped[str] = mapped_column(Text, default="", server_default="")
    owner_served_manner: Mapped[str | None] = mapped_column(String(10))
    owner_served_on: Mapped[date | None] = mapped_column(Date)
    owner_served_to: Mapped[str] = mapped_column(Text, default="", server_default="")
    created_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class AdjudicationServedCopy(SharedBase):
    __tablename__ = "adjudication_served_copies"
    __table_args__ = (UniqueConstraint("notice_id", "email", name="uq_adjudication_served_copies_notice_email"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    notice_id: Mapped[int] = mapped_column(ForeignKey("adjudication_notices.id", ondelete="CASCADE"), index=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    email: Mapped[str] = mapped_column(String(320))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Set when the email carrying the PDF is delivered (app.mail's attachment record).
    sha256: Mapped[str | None] = mapped_column(String(64))
    size: Mapped[int | None] = mapped_column(BigInteger)
    promised_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    served_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class AdjudicationEvent(SharedBase):
    __tablename__ = "adjudication_events"
    __table_args__ = (
        CheckConstraint("kind IN ('accepted', 'claim_served', 'response_served', 'response_extended', "
                        "'determination_extended', 'determined')", name="kind"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    notice_id: Mapped[int] = mapped_column(ForeignKey("adjudication_notices.id", ondelete="CASCADE"), index=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(30))
    on: Mapped[date] = mapped_column(Date)
    details: Mapped[dict] = mapped_column(JSONB, default=dict, server_default="{}")
    recorded_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    recorded_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    recorded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class AdjudicationBundle(SharedBase):
    """`adjudication_bundles`: an adjudication bundle asked for (app.adjudication.bundle builds it in the
    background): its progress, and once ready its ZIP's SHA-256 and manifest (the file is kept in the
    instance folder, `bundles/<id>.zip`)."""

    __tablename__ = "adjudication_bundles"
    __table_args__ = (CheckConstraint("status IN ('Queued', 'Building', 'Ready', 'Failed')", name="status"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    notice_id: Mapped[int | None] = mapped_column(ForeignKey("adjudication_notices.id", ondelete="CASCADE"))
    claim_numbers: Mapped[list | None] = mapped_column(JSONB)  # without a notice: these claims (None: every one)
    status: Mapped[str] = mapped_column(String(10), default="Queued", server_default="Queued")
    progress: Mapped[int] = mapped_column(Integer, default=0, server_default="0")  # 0-100
    requester_relation: Mapped[str] = mapped_column(String(10))
    requested_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    requested_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    sha256: Mapped[str | None] = mapped_column(String(64))
    manifest: Mapped[dict | None] = mapped_column(JSONB)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class DeterminationPayment(SharedBase):
    """`determination_payments`: a payment made towards an adjudicator's determination (s 59), recorded by
    either party; never edited (a payment made in parts is several records)."""

    __tablename__ = "determination_payments"
    __table_args__ = (CheckConstraint("amount > 0", name="amount"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    notice_id: Mapped[int] = mapped_column(ForeignKey("adjudication_notices.id", ondelete="CASCADE"), index=True)
    paid_on: Mapped[date] = mapped_column(Date)
    amount: Mapped[int] = mapped_column(BigInteger)  # cents, including GST
    reference: Mapped[str] = mapped_column(Text, default="", server_default="")
    recorded_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    recorded_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    recorded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
