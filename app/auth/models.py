"""Identities in `shared`: accounts, users, browser sessions, sign-in attempts and passkeys.

`users` is the index that answers "which organisations does this account belong to" with one
query on `shared`; what the organisation says about its user (name, permissions) lives in the
organisation's own schema (`app.orgs.models.Member`).

Sessions are server-side and revocable. A browser holds one `browser_sessions` row, found by
the SHA-256 of the token in its cookie (the token itself is never stored); each account signed
in on that browser is an `account_sessions` row under it. Deleting the browser row ends every
account of the browser (log out); deleting one account row ends only that account.

Every secret the server hands out (session token, magic token, link token, WebAuthn challenge
token) is stored as its SHA-256; the 6-character code is stored as an HMAC-SHA256 keyed with
the app's SECRET_KEY, so a copy of the database does not let anyone test codes offline.
"""
from datetime import datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    DateTime,
    ForeignKey,
    Identity,
    Integer,
    LargeBinary,
    String,
    UniqueConstraint,
    func,
)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase


class Account(SharedBase):
    __tablename__ = "accounts"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    # Stored lower-cased: one account per mailbox, whatever case it was typed in.
    email: Mapped[str] = mapped_column(String(254), unique=True)
    name: Mapped[str] = mapped_column(String(200), default="", server_default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    # The WebAuthn user handle: random bytes, made at the first passkey registration.
    webauthn_user_handle: Mapped[bytes | None] = mapped_column(LargeBinary(64), unique=True)

    # flask-login's user protocol, so `current_user` is the account of the request.
    is_authenticated = True
    is_active = True
    is_anonymous = False

    def get_id(self) -> str:
        return str(self.id)


class User(SharedBase):
    __tablename__ = "users"
    __table_args__ = (UniqueConstraint("account_id", "org_id"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class BrowserSession(SharedBase):
    """One browser: the holder of the session cookie, and of its sign-in attempts."""

    __tablename__ = "browser_sessions"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    # SHA-256 of the cookie's token; replaced at every sign-in (rotation).
    token_hash: Mapped[bytes] = mapped_column(LargeBinary(32), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    rotated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # After this the cookie is worthless; extended at each sign-in.
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    user_agent: Mapped[str] = mapped_column(String(300), default="", server_default="")


class AccountSession(SharedBase):
    """One account signed in on one browser."""

    __tablename__ = "account_sessions"
    __table_args__ = (UniqueConstraint("browser_session_id", "account_id"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    browser_session_id: Mapped[int] = mapped_column(ForeignKey("browser_sessions.id", ondelete="CASCADE"))
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    # How the account proved itself: code, link, passkey, google or microsoft.
    method: Mapped[str] = mapped_column(String(20))
    signed_in_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_seen_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # Absolute end (sign-in + max age); idleness ends it earlier (last_seen_at + idle timeout).
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # The linked identity this session signed in with (method google or microsoft), else null.
    identity_id: Mapped[int | None] = mapped_column(
        ForeignKey("external_identities.id", ondelete="SET NULL"), index=True)


class SignInAttempt(SharedBase):
    """A magic code and link, bound to the browser that asked for it."""

    __tablename__ = "sign_in_attempts"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    # SHA-256 of the magic token held by the asking page, and of the token in the emailed link.
    token_hash: Mapped[bytes] = mapped_column(LargeBinary(32), unique=True)
    link_hash: Mapped[bytes] = mapped_column(LargeBinary(32), unique=True)
    # HMAC-SHA256(SECRET_KEY, token_hash + code).
    code_hash: Mapped[bytes] = mapped_column(LargeBinary(32))
    browser_session_id: Mapped[int] = mapped_column(
        ForeignKey("browser_sessions.id", ondelete="CASCADE"), index=True
    )
    email: Mapped[str] = mapped_column(String(254))
    signup: Mapped[bool] = mapped_column(Boolean)
    # Where to go after signing in (a checked relative path), or null.
    return_to: Mapped[str | None] = mapped_column(String(2000))
    failed_tries: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class WebAuthnChallenge(SharedBase):
    """A WebAuthn ceremony in progress (register a passkey, or sign in with one)."""

    __tablename__ = "webauthn_challenges"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    token_hash: Mapped[bytes] = mapped_column(LargeBinary(32), unique=True)
    purpose: Mapped[str] = mapped_column(String(20))  # "register" or "login"
    challenge: Mapped[bytes] = mapped_column(LargeBinary(64))
    browser_session_id: Mapped[int] = mapped_column(
        ForeignKey("browser_sessions.id", ondelete="CASCADE"), index=True
    )
    # The account registering a passkey; null for sign-in.
    account_id: Mapped[int | None] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class Passkey(SharedBase):
    """A WebAuthn credential registered to an account."""

    __tablename__ = "passkeys"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    # The raw credential id; its base64url form is the `externalId` clients see.
    credential_id: Mapped[bytes] = mapped_column(LargeBinary(1023), unique=True)
    public_key: Mapped[bytes] = mapped_column(LargeBinary)
    sign_count: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    transports: Mapped[list[str]] = mapped_column(ARRAY(String(20)), default=list, server_default="{}")
    aaguid: Mapped[str] = mapped_column(String(36), default="", server_default="")
    backed_up: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    name: Mapped[str] = mapped_column(String(100), default="Passkey", server_default="Passkey")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class RateLimit(SharedBase):
    """Fixed-window counters, bumped atomically with INSERT ... ON CONFLICT ... RETURNING."""

    __tablename__ = "rate_limits"

    key: Mapped[str] = mapped_column(String(200), primary_key=True)
    window_start: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    count: Mapped[int] = mapped_column(Integer)


class ExternalIdentity(SharedBase):
    """A Google or Microsoft identity linked to an account (OpenID Connect). One account per
    identity: (provider, subject) is unique, and only a signed-in account links one."""

    __tablename__ = "external_identities"
    __table_args__ = (UniqueConstraint("provider", "subject"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    provider: Mapped[str] = mapped_column(String(20))  # google, microsoft
    subject: Mapped[str] = mapped_column(String(255))  # the ID token's `sub`
    # Microsoft's directory (the `tid` claim); null for Google.
    tenant_id: Mapped[str | None] = mapped_column(String(64))
    email: Mapped[str] = mapped_column(String(254), default="", server_default="")
    # The verified ID token's claims at the last link or sign-in (session/external answers them).
    claims: Mapped[dict] = mapped_column(JSONB, default=dict, server_default="{}")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class OidcState(SharedBase):
    """An OpenID Connect authorisation in flight (link an identity, or sign in with one): the state
    (kept as its SHA-256), the nonce and PKCE verifier, and the browser (and, to link, the account)
    that started it. Used once, within OIDC_STATE_TTL seconds, by that browser only."""

    __tablename__ = "oidc_states"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    state_hash: Mapped[bytes] = mapped_column(LargeBinary(32), unique=True)
    provider: Mapped[str] = mapped_column(String(20))
    purpose: Mapped[str] = mapped_column(String(10))  # link, login
    nonce: Mapped[str] = mapped_column(String(100))
    code_verifier: Mapped[str] = mapped_column(String(128))
    browser_session_id: Mapped[int] = mapped_column(
        ForeignKey("browser_sessions.id", ondelete="CASCADE"), index=True
    )
    account_id: Mapped[int | None] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    # Where the browser goes afterwards (a checked relative path), or null.
    return_to: Mapped[str | None] = mapped_column(String(2000))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
