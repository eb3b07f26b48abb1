"""`shared.comments`: what either party of a contract wrote about one of its claims.

It lives in `shared` because both parties read it, through `app.comments.service`, which starts
from the claims the viewer may reach. An internal comment (`is_internal`) is read by its
author's organisation alone (`author_org_id`). The author's name and the line's name are copied
at the time, so a list reads in one statement and still names someone who has since left.
"""
from datetime import datetime

from sqlalchemy import BigInteger, Boolean, DateTime, ForeignKey, Identity, Index, String, Text, func
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase


class Comment(SharedBase):
    __tablename__ = "comments"
    __table_args__ = (
        # A claim's Comments tab, oldest first.
        Index("ix_comments_claim_id_created_at", "claim_id", "created_at", "id"),
        # The client's id of a comment: a second send of the same comment (a double click, a retry) is the first.
        Index("uq_comments_claim_id_client_id", "claim_id", "client_id", unique=True),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"))
    client_id: Mapped[str] = mapped_column(String(64))
    body: Mapped[str] = mapped_column(Text, default="", server_default="")
    # The line it is about (a ledger entry's item_id) and that line's name then; null: the whole claim.
    item_id: Mapped[str | None] = mapped_column(String(64))
    item_name: Mapped[str | None] = mapped_column(Text)
    is_internal: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    # The other side's recipients were emailed it.
    is_email: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    # [{id, filename, contentType, size, org}]: uploads of the author's organisation (app.claims.attachments).
    files: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    author_org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"))
    author_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    author_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
