"""`shared.claim_served_documents`: the proof of service of every served document.

Every PDF served and every email sent of a claim revision, or of the payment schedule answering
it, with its SHA-256, size, when and to whom: the evidence of exactly what was served (the
supplier's of its claim, the payer's of its schedule). Written by the PDF door
(app.documents.rest), the public link page (app.links.rest) and the senders (app.claims.sending);
read by the claim page's 'served' list.
"""
from datetime import datetime

from sqlalchemy import BigInteger, Boolean, CheckConstraint, DateTime, ForeignKey, Identity, String, Text, func
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase


class ServedDocument(SharedBase):
    """A PDF served or a claim email sent: its SHA-256, when, and to whom."""

    __tablename__ = "claim_served_documents"
    __table_args__ = (
        CheckConstraint("kind IN ('pdf', 'email')", name="kind"),
        CheckConstraint("document IN ('claim', 'schedule')", name="document"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"), index=True)
    revision_id: Mapped[int] = mapped_column(ForeignKey("claim_revisions.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(10))
    # What was served: the claim revision, or the payment schedule answering it.
    document: Mapped[str] = mapped_column(String(10), default="claim", server_default="claim")
    sha256: Mapped[str] = mapped_column(String(64))
    size: Mapped[int] = mapped_column(BigInteger)
    is_draft: Mapped[bool] = mapped_column(Boolean)
    file_name: Mapped[str] = mapped_column(String(300), default="", server_default="")
    served_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    # A PDF: the account that fetched it, for which organisation. An email: its recipients.
    served_to_account_id: Mapped[int | None] = mapped_column(ForeignKey("accounts.id", ondelete="SET NULL"))
    served_to_org_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="SET NULL"))
    recipients: Mapped[list[str]] = mapped_column(ARRAY(Text), default=list, server_default="{}")
