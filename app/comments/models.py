"""A claim's comments, in two tables by who reads them (ARCHITECTURE.md, "Where data lives").

- `shared.comments` (`Comment`): what either party wrote for both parties to read.
- `internal_comments` (`InternalComment`), in the author organisation's own schema: what it
  wrote for itself alone. Being there is what makes it internal: no other organisation's
  request can reach that schema.
Both are read through `app.comments.service`, which starts from the claims the viewer may reach.
The author's name and the line's name are copied at the time, so a list reads in one statement
per table and still names someone who has since left.
"""
from datetime import datetime

from sqlalchemy import BigInteger, Boolean, DateTime, ForeignKey, Identity, Index, String, Text, func
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase, TenantBase


class _CommentText:
    """What a comment says, and who wrote it when: the same in both tables."""

    # The client's id of a comment: a second send of the same comment (a double click, a retry) is the first.
    client_id: Mapped[str] = mapped_column(String(64))
    body: Mapped[str] = mapped_column(Text, default="", server_default="")
    # The line it is about (a ledger entry's item_id) and that line's name then; null: the whole claim.
    item_id: Mapped[str | None] = mapped_column(String(64))
    item_name: Mapped[str | None] = mapped_column(Text)
    # [{id, filename, contentType, size, org}]: uploads of the author's organisation (app.claims.attachments).
    files: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    author_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class Comment(_CommentText, SharedBase):
    __tablename__ = "comments"
    __table_args__ = (
        # A claim's Comments tab, oldest first.
        Index("ix_comments_claim_id_created_at", "claim_id", "created_at", "id"),
        Index("uq_comments_claim_id_client_id", "claim_id", "client_id", unique=True),
    )
    is_internal = False

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"))
    # The other side's recipients were emailed it.
    is_email: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    author_org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"))
    author_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))


class InternalComment(_CommentText, TenantBase):
    """An internal comment of this organisation: emailed to nobody, read by its people alone."""

    __tablename__ = "internal_comments"
    __table_args__ = (
        Index("ix_internal_comments_claim_id_created_at", "claim_id", "created_at", "id"),
        Index("uq_internal_comments_claim_id_client_id", "claim_id", "client_id", unique=True),
    )
    is_internal = True
    is_email = False

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(BigInteger)  # shared.contracts.id
    claim_id: Mapped[int] = mapped_column(BigInteger)  # shared.claims.id
    author_user_id: Mapped[int | None] = mapped_column(BigInteger)  # shared.users.id
