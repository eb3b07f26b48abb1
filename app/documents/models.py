"""The tables of what every served document shares: its proof of service (`ServedDocument`), its
recipients' public access links (`AccessLink`), and the comments on it (`Comment`, `InternalComment`).

Here, below the documents, because the claims that serve them keep their files while a comment
refers to them (app.claims.attachments) and the links that open them show the comments; app.comments
reads and writes comments (its service and policy) on top.
"""
from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Identity,
    Index,
    Integer,
    String,
    Text,
    func,
)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase, TenantBase


class ServedDocument(SharedBase):
    """`shared.claim_served_documents`: a PDF served or a claim email sent, its SHA-256, when, and to whom.

    Every PDF served and every email sent of a claim revision, or of the payment schedule answering
    it: the evidence of exactly what was served (the supplier's of its claim, the payer's of its
    schedule). Written by the PDF door (app.documents.rest), the public link page (app.links.rest)
    and the senders (app.claims.sending); read by the claim page's 'served' list.
    """

    __tablename__ = "claim_served_documents"
    __table_args__ = (
        CheckConstraint("kind IN ('pdf', 'email')", name="kind"),
        CheckConstraint("document IN ('claim', 'schedule', 'debt', 'suspension')", name="document"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"), index=True)
    revision_id: Mapped[int] = mapped_column(ForeignKey("claim_revisions.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(10))
    # What was served: the claim revision, the payment schedule answering it, or a document of the
    # remedies (app.enforcement: 'debt', the debt statement; 'suspension', the notice of intention to suspend).
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


# The documents a link opens (AccessLink.document), and the PDF door serves (app.documents.rest).
CLAIM = "claim"
SCHEDULE = "schedule"
DEBT = "debt"
SUSPENSION = "suspension"
ADJUDICATION = "adjudication"  # the notice of adjudication: its copies in app.adjudication's own table, not here


class AccessLink(SharedBase):
    """`shared.access_links`: a claim or payment schedule email's way in for a reader with no account
    (spec 1 §2 'Public link views'). Issued with each email by app.documents.links (below the
    documents that send them); opened by app.links.

    In `shared` because the one who reads a link is nobody yet: a visitor holding only the link has
    no organisation, so no tenant schema is bound when the link is looked up, and both parties meet
    in it (the sender's organisation made it, the recipient's person holds it). What it reaches is
    `shared` too: the claim, its revision, its schedule and its comments.

    One row per claim, document ('claim' or 'schedule') and recipient (`user_id`: the recipient as a
    user of their organisation). Each email sent for it draws a new key, so the newest email's link
    is the one that works. Only the SHA-256 of the key is kept; the key itself is in the email alone.
    Deleting the recipient's user row (they left their organisation) deletes the link.
    """

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


# ---- comments -------------------------------------------------------------------------------------
# A claim's comments, in two tables by who reads them (ARCHITECTURE.md, "Where data lives").
#
# - `shared.comments` (`Comment`): what either party wrote for both parties to read.
# - `internal_comments` (`InternalComment`), in the author organisation's own schema: what it
#   wrote for itself alone. Being there is what makes it internal: no other organisation's
#   request can reach that schema.
# Both are read through `app.comments.service`, which starts from the claims the viewer may reach.
# The author's name and the line's name are copied at the time, so a list reads in one statement
# per table and still names someone who has since left.

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
