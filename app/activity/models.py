"""`shared.activities`: one row per thing that happened on a contract or one of its claims.

It lives in `shared` because both parties read it, and only through `app.activity.queries`,
which starts from the contracts the viewer may reach (`app.contracts.access`).

Who sees a row: every party of the contract, unless `private_to_org_id` names one organisation
(the supplier side's drafts: a customer never sees a claim before it is submitted, nor the
editing of a draft). The actor's name is copied at the time, so the feed reads in one
statement and still names someone who has since left the organisation.
"""
from datetime import datetime

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Identity,
    Index,
    Integer,
    String,
    Text,
    func,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase

# Stable codes (stored) and the spec's labels (spec 2 §4 'Activity labels'), in the spec's order.
COMMENTED = "commented"
CREATED = "created"
DELETED_DRAFT = "deleted_draft"
EDITED_DRAFT = "edited_draft"
MOVED_TO_DRAFT = "moved_to_draft"
FINALISED = "finalised"
FINALISED_SCHEDULE = "finalised_schedule"
SENT = "sent"
SENT_SCHEDULE = "sent_schedule"
VIEWED = "viewed"
MARKED_PAID = "marked_paid"
MARKED_UNPAID = "marked_unpaid"
ESTIMATE_APPROVED = "estimate_approved"
ESTIMATE_REJECTED = "estimate_rejected"
ESTIMATE_SUBMITTED = "estimate_submitted"
CONTRACT_CREATED = "contract_created"
CONTRACT_ARCHIVED = "contract_archived"
CONTRACT_UNARCHIVED = "contract_unarchived"
PARTY_REMOVED = "party_removed"
# Payments recorded (issue 33): the comment carries the amount, the date and the reference.
PAYMENT_SENT = "payment_sent"
PAYMENT_RECEIVED = "payment_received"
PAYMENT_CORRECTED = "payment_corrected"
# An invitation declined (issue 36): seen by the inviting side only, the party named as it typed it.
INVITATION_DECLINED = "invitation_declined"
# The remedies of an unpaid payee (issue 39, app.enforcement): the comment says what and when.
SUSPENSION_NOTICE_SERVED = "suspension_notice_served"
WORK_SUSPENDED = "work_suspended"
WORK_RESUMED = "work_resumed"
# The contract's payment terms changed (issue 34): the comment says them before and after.
TERMS_CHANGED = "terms_changed"
# Documents received outside Claimdesk (issue 34): the comment carries how and when it was received
# ('by email on 2 November 2026'), which `ActivityEntry.type` reads after the label.
RECEIVED_CLAIM = "received_claim"
RECEIVED_SCHEDULE = "received_schedule"
RECEIVED_CORRECTED = "received_corrected"
RECEIVED_DELETED = "received_deleted"
# Adjudication (issue 39, app.adjudication): the notice served; a step of it recorded (the comment says which).
ADJUDICATION_SERVED = "adjudication_served"
ADJUDICATION_RECORDED = "adjudication_recorded"
# Retention records (issue 38, app.retention.inspection): the subcontractor asks to inspect them (s 18FC); the
# holder answers. The comment carries the message or the answer.
INSPECTION_REQUESTED = "inspection_requested"
INSPECTION_ANSWERED = "inspection_answered"
# The owners' export of the retention records for an information request or a receiver (app.retention.export),
# private to the holder.
RETENTION_EXPORTED = "retention_exported"

LABELS: dict[str, str] = {
    COMMENTED: "commented",
    CREATED: "created",
    DELETED_DRAFT: "deleted draft",
    EDITED_DRAFT: "edited draft",
    MOVED_TO_DRAFT: "moved to Draft",
    FINALISED: "finalised",
    FINALISED_SCHEDULE: "finalised Schedule",
    SENT: "sent",
    SENT_SCHEDULE: "sent Schedule",
    VIEWED: "viewed",
    MARKED_PAID: "marked as Paid",
    MARKED_UNPAID: "marked as Unpaid",
    ESTIMATE_APPROVED: "estimate approved",
    ESTIMATE_REJECTED: "estimate rejected",
    ESTIMATE_SUBMITTED: "estimate submitted",
    CONTRACT_CREATED: "contract created",
    CONTRACT_ARCHIVED: "contract archived",
    CONTRACT_UNARCHIVED: "contract unarchived",
    PARTY_REMOVED: "removed an organisation",
    PAYMENT_SENT: "recorded Payment sent",
    PAYMENT_RECEIVED: "recorded Payment received",
    PAYMENT_CORRECTED: "corrected a payment",
    INVITATION_DECLINED: "declined the invitation",
    SUSPENSION_NOTICE_SERVED: "served a notice of intention to suspend work",
    WORK_SUSPENDED: "suspended work",
    WORK_RESUMED: "lifted the suspension",
    TERMS_CHANGED: "changed the payment terms",
    RECEIVED_CLAIM: "recorded a payment claim received",
    RECEIVED_SCHEDULE: "recorded a payment schedule received",
    RECEIVED_CORRECTED: "corrected the record of a payment claim received",
    RECEIVED_DELETED: "deleted the record of a payment claim received",
    ADJUDICATION_SERVED: "served a notice of adjudication",
    ADJUDICATION_RECORDED: "recorded an adjudication step",
    INSPECTION_REQUESTED: "asked to inspect the retention records",
    INSPECTION_ANSWERED: "answered a request to inspect the retention records",
    RETENTION_EXPORTED: "exported the retention records",
}
# The labels read with their comment ('recorded a payment claim received by email on 2 November 2026').
LABEL_WITH_COMMENT = frozenset({RECEIVED_CLAIM, RECEIVED_SCHEDULE, RECEIVED_CORRECTED, RECEIVED_DELETED})
CODES = tuple(LABELS)


class Activity(SharedBase):
    __tablename__ = "activities"
    __table_args__ = (
        CheckConstraint(f"code IN ({', '.join(repr(c) for c in CODES)})", name="code"),
        # A claim's Activity tab, newest first.
        Index("ix_activities_claim_id_at", "claim_id", text("at DESC"), text("id DESC")),
        # The organisation's feed: the entries of the contracts it is a party to, newest first.
        Index("ix_activities_contract_id_at", "contract_id", text("at DESC"), text("id DESC")),
        # 'viewed' is recorded once per person per submitted revision.
        Index("uq_activities_viewed", "claim_id", "claim_rev", "actor_user_id", unique=True,
              postgresql_where=text("code = 'viewed'")),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    claim_id: Mapped[int | None] = mapped_column(ForeignKey("claims.id", ondelete="SET NULL"))
    # Kept with the row: the feed names the claim without reading claims.
    claim_number: Mapped[int | None] = mapped_column(Integer)
    # The claim revision it concerns ('viewed' once per revision; edits coalesce per draft revision).
    claim_rev: Mapped[int | None] = mapped_column(Integer)
    code: Mapped[str] = mapped_column(String(30))
    actor_org_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="SET NULL"))
    actor_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    actor_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    # Null: every party sees it; else only this organisation (the supplier side's drafts).
    private_to_org_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"))
    comment: Mapped[str | None] = mapped_column(Text)
    # When it happened; a coalesced 'edited draft' moves to its latest edit.
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    # When the row was first written (edits coalesce into a row younger than ten minutes).
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
