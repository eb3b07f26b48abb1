"""Public access links (`shared.access_links`): a claim or payment schedule email's way in for a
reader with no account (spec 1 §2 'Public link views').

In `shared` because the one who reads a link is nobody yet: a visitor holding only the link has
no organisation, so no tenant schema is bound when the link is looked up, and both parties meet
in it (the sender's organisation made it, the recipient's person holds it). What it reaches is
`shared` too: the claim, its revision, its schedule and its comments.

One row per claim, document ('claim' or 'schedule') and recipient (`user_id`: the recipient as a
user of their organisation). Each email sent for it draws a new key, so the newest email's link is
the one that works. Only the SHA-256 of the key is kept; the key itself is in the email alone.
Deleting the recipient's user row (they left their organisation) deletes the link.
"""
from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Index, Integer, String, func
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase

CLAIM = "claim"
SCHEDULE = "schedule"
DOCUMENTS = (CLAIM, SCHEDULE)


class AccessLink(SharedBase):
    __tablename__ = "access_links"
    __table_args__ = (
        Index("uq_access_links_claim_id_document_user_id", "claim_id", "document", "user_id", unique=True),
    )

    # A random public id (secrets.token_urlsafe(12)): it names the link, it grants nothing.
    id: Mapped[str] = mapped_column(String(16), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"))
    document: Mapped[str] = mapped_column(String(16))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    # The address the email (and so the link) went to: comment codes go there too.
    email: Mapped[str] = mapped_column(String(254))
    key_sha256: Mapped[str] = mapped_column(String(64))
    # The organisation whose send made it: its people may revoke it.
    sender_org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    issued_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # The pending comment confirmation code: its SHA-256, until when, and wrong tries so far.
    code_sha256: Mapped[str | None] = mapped_column(String(64))
    code_expires_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    code_tries: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
