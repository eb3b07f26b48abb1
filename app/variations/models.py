"""Issues, their per-contract variations, estimates and comments (`shared`: both parties of a
recipient contract read them; app.variations.queries is the only reader).

The creator's and approvers' names are copied at the time, so a page reads in a fixed number of
statements and still names someone who has since left.
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
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase, TenantBase
from app.documents.models import _CommentText

PENDING = "Pending"
APPROVED = "Approved"
REJECTED = "Rejected"
STATES = (PENDING, APPROVED, REJECTED)


class Issue(SharedBase):
    __tablename__ = "issues"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    created_by_org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"), index=True)
    created_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    title: Mapped[str] = mapped_column(Text)
    body: Mapped[str] = mapped_column(Text, default="", server_default="")
    # [{id, filename, contentType, size, org}]: as a claim's attachments (app.claims.attachments).
    files: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    due_at: Mapped[date | None] = mapped_column(Date)  # the deadline for price estimates
    # The supplier side of its contracts raised it (a request to the customer, issue 36); else the
    # customer's request for a price. Who raised it decides who is emailed, never who may estimate.
    raised_by_supplier: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class Variation(SharedBase):
    """The issue as one recipient contract answers it."""

    __tablename__ = "variations"
    __table_args__ = (
        UniqueConstraint("issue_id", "contract_id", name="uq_variations_issue_id_contract_id"),
        # A contract's Variations tab, newest first.
        Index("ix_variations_contract_id_created_at", "contract_id", "created_at"),
        CheckConstraint("supplier_status IN ('Pending', 'Approved', 'Rejected')", name="supplier_status"),
        CheckConstraint("customer_status IN ('Pending', 'Approved', 'Rejected')", name="customer_status"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    issue_id: Mapped[int] = mapped_column(ForeignKey("issues.id", ondelete="CASCADE"))
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    # The latest estimate's rev (0: none yet).
    estimate_rev: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    supplier_status: Mapped[str] = mapped_column(Text, default=PENDING, server_default=PENDING)
    supplier_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    supplier_by_name: Mapped[str | None] = mapped_column(String(254))
    supplier_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    customer_status: Mapped[str] = mapped_column(Text, default=PENDING, server_default=PENDING)
    customer_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    customer_by_name: Mapped[str | None] = mapped_column(String(254))
    customer_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class VariationEstimate(SharedBase):
    """One submitted estimate: a revision, never changed; the variation shows its latest."""

    __tablename__ = "variation_estimates"
    __table_args__ = (UniqueConstraint("variation_id", "rev", name="uq_variation_estimates_variation_id_rev"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    variation_id: Mapped[int] = mapped_column(ForeignKey("variations.id", ondelete="CASCADE"))
    rev: Mapped[int] = mapped_column(Integer)
    # [{name, qtyMilli, unitPrice, amount}]: priced like ledger lines (cents, thousandths).
    lines: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    total: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")  # excluding GST
    other_impact: Mapped[str] = mapped_column(Text, default="", server_default="")
    schedule_impact: Mapped[str] = mapped_column(Text, default="", server_default="")
    schedule_impact_days: Mapped[int | None] = mapped_column(Integer)
    by_supplier: Mapped[bool] = mapped_column(Boolean)
    submitted_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    submitted_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class VariationComment(_CommentText, SharedBase):
    __tablename__ = "variation_comments"
    __table_args__ = (
        Index("ix_variation_comments_variation_id_created_at", "variation_id", "created_at", "id"),
        Index("uq_variation_comments_variation_id_client_id", "variation_id", "client_id", unique=True),
    )
    is_internal = False

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    variation_id: Mapped[int] = mapped_column(ForeignKey("variations.id", ondelete="CASCADE"))
    is_email: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    author_org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"))
    author_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))


class InternalVariationComment(_CommentText, TenantBase):
    """An internal comment on a variation: in its author organisation's own schema, read by it alone."""

    __tablename__ = "internal_variation_comments"
    __table_args__ = (
        Index("ix_internal_variation_comments_variation_id", "variation_id", "created_at", "id"),
        Index("uq_internal_variation_comments_variation_id_client_id", "variation_id", "client_id", unique=True),
    )
    is_internal = True
    is_email = False

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(BigInteger)  # shared.contracts.id
    variation_id: Mapped[int] = mapped_column(BigInteger)  # shared.variations.id
    author_user_id: Mapped[int | None] = mapped_column(BigInteger)  # shared.users.id
