"""The accounting connection's tokens (below both the connection's lifecycle and the posting of
claims, which each need them): read through `fresh_token`, which refreshes them under the
connection row's lock in a transaction of its own: a second worker waits for the first and then
finds fresh tokens, so Xero's rotating refresh token is used once. A refused refresh
(invalid_grant) forgets the tokens and leaves the connection in 'reconnect': postings wait for the
next authorisation instead of retrying forever.
"""
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone

from sqlalchemy import select

from app.db import db
from app.integrations import crypto, xero
from app.integrations.models import CONNECTED, RECONNECT, Connection

RECONNECT_NEEDED = "Xero refused the saved authorisation (revoked or expired). Connect to Xero again."
REFRESH_LEEWAY = timedelta(seconds=60)


def now() -> datetime:
    return datetime.now(timezone.utc)


def configured(provider: str = xero.PROVIDER) -> bool:
    return provider == xero.PROVIDER and xero.configured()


def note_error(row: Connection, message: str) -> None:
    row.last_error, row.last_error_at = message[:2000], now()


def store_tokens(row: Connection, tokens: dict) -> None:
    row.tokens = crypto.seal({k: tokens.get(k) for k in ("access_token", "refresh_token", "token_type")})
    row.expires_at = now() + timedelta(seconds=int(tokens.get("expires_in") or 1800))


@contextmanager
def own_transaction():
    """A session of its own on the bound tenant: what it commits stays whatever the caller's does."""
    with db.sessionmaker() as session:
        session.info["tenant_schema"] = db.session.info.get("tenant_schema")
        with session.begin():
            yield session


def fresh_token(provider: str = xero.PROVIDER) -> tuple[dict, str]:
    """(access token, remote tenant id) of the bound organisation's connection, refreshed when due.
    Raises GrantInvalid (and leaves the connection in 'reconnect') when Xero refuses the refresh."""
    refused = None
    with own_transaction() as session:
        row = session.scalars(select(Connection).where(Connection.provider == provider).with_for_update()).first()
        if row is None or row.status != CONNECTED or row.tokens is None:
            raise xero.GrantInvalid("not connected")
        tokens = crypto.unseal(row.tokens)
        if row.expires_at is not None and row.expires_at > now() + REFRESH_LEEWAY:
            return tokens, row.remote_id
        try:
            fresh = xero.refresh(tokens["refresh_token"])
        except xero.GrantInvalid as exc:
            # Committed with the block (an exception inside it would roll this back).
            row.tokens = row.expires_at = None
            row.status = RECONNECT
            note_error(row, RECONNECT_NEEDED)
            refused = exc
        else:
            store_tokens(row, fresh)
            return crypto.unseal(row.tokens), row.remote_id
    raise refused
