"""The accounting connection (Xero), in the organisation's own schema: only that organisation ever
reads its tokens, its pending authorisations or what it posted (ARCHITECTURE.md, "Where data lives").

A connection is one row per provider. Its states (spec 1 section 4): none or `disconnected` (not
connected), `authorising` (an `oauth_states` row saved, valid for XERO_STATE_TTL seconds), `choose`
(authorised; the remote organisation is not chosen yet), `connected`, and `reconnect` (the grant was
revoked or expired at Xero: tokens forgotten, a banner asks to connect again)."""
from datetime import datetime

from sqlalchemy import BigInteger, Boolean, DateTime, ForeignKey, Identity, Index, Integer, String, Text, func, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.ext.hybrid import hybrid_property
from sqlalchemy.orm import Mapped, mapped_column

from app.db import TenantBase

DISCONNECTED = "disconnected"
AUTHORISING = "authorising"
CHOOSE = "choose"
CONNECTED = "connected"
RECONNECT = "reconnect"


class Connection(TenantBase):
    __tablename__ = "accounting_connections"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    provider: Mapped[str] = mapped_column(String(20), unique=True)
    status: Mapped[str] = mapped_column(String(20), default=DISCONNECTED)
    # The remote organisations the grant reaches ([{id, name}]) and the one chosen.
    remotes: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    remote_id: Mapped[str | None] = mapped_column(String(64))
    # Access and refresh token, Fernet-encrypted (app.integrations.crypto); null when not connected.
    tokens: Mapped[str | None] = mapped_column(Text)
    expires_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # Each successful authorisation starts a new generation: postings left waiting for a
    # reconnection are promised again under it.
    generation: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    last_error: Mapped[str | None] = mapped_column(Text)
    last_error_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # The Xero account codes retention posts to (issue 38): retention withheld and released is no revenue nor
    # expense. The receivable account on the sales invoices the organisation sends (retention held from it), the
    # payable one on its bills (retention it holds). '' (Claimdesk's default): those lines go uncoded, as every
    # other line, for the accounts team to code (a code Xero does not know would refuse the whole document).
    retention_receivable_code: Mapped[str] = mapped_column(String(10), default="", server_default="")
    retention_payable_code: Mapped[str] = mapped_column(String(10), default="", server_default="")
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now(),
                                                 onupdate=func.now())


class OAuthState(TenantBase):
    """An authorisation in flight: the state sent to the provider (kept as its SHA-256), the PKCE
    verifier, and the browser and account that started it. Used once."""

    __tablename__ = "oauth_states"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    state_hash: Mapped[str] = mapped_column(String(64), unique=True)
    connection_id: Mapped[int] = mapped_column(ForeignKey("accounting_connections.id", ondelete="CASCADE"))
    code_verifier: Mapped[str] = mapped_column(Text)  # encrypted
    account_id: Mapped[int] = mapped_column(BigInteger)  # shared.accounts.id
    browser_session_id: Mapped[int] = mapped_column(BigInteger)  # shared.browser_sessions.id
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class Posting(TenantBase):
    """A claim in this organisation's books: the supplier's sales invoice for a sent revision (one
    per claim and revision), or the customer's bill (one per claim, whatever its revisions: made as
    a draft for the claimed amount when the claim is received, brought to the scheduled amount when
    the payment schedule is sent). A second send (a retried job, a double click) finds the document
    already made.

    `invoice` is what Xero should hold; `version` counts its changes and `posted_version` is the one
    Xero holds, so a job knows whether to create, update or do nothing."""

    __tablename__ = "accounting_postings"
    __table_args__ = (
        Index("uq_accounting_postings_invoice", "claim_id", "rev", unique=True, postgresql_where=text("kind = 'ACCREC'")),
        Index("uq_accounting_postings_bill", "claim_id", unique=True, postgresql_where=text("kind = 'ACCPAY'")),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    claim_id: Mapped[int] = mapped_column(BigInteger)  # shared.claims.id
    rev: Mapped[int] = mapped_column(Integer)  # the revision `invoice` was made from
    kind: Mapped[str] = mapped_column(String(10))  # ACCREC (sales invoice) or ACCPAY (bill)
    invoice: Mapped[dict] = mapped_column(JSONB)  # what is sent, frozen when the claim (or schedule) was sent
    # A bill holds the payment schedule's amounts: a claim revision arriving late leaves them.
    scheduled: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    version: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    posted_version: Mapped[int | None] = mapped_column(Integer)
    remote_invoice_id: Mapped[str | None] = mapped_column(String(64))
    url: Mapped[str | None] = mapped_column(Text)
    last_error: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    posted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))

    @hybrid_property
    def behind(self) -> bool:
        """Xero does not hold `invoice` yet: never made there (no posted_version), or changed since."""
        return (self.posted_version or 0) < self.version

    @behind.inplace.expression
    @classmethod
    def _behind_expression(cls):
        return func.coalesce(cls.posted_version, 0) < cls.version
