"""The accounting connection (spec 1 sections 2, 4 and 7): prepare(provider) → the provider's
authorisation page with a state saved for XERO_STATE_TTL seconds → /xero/callback checks the state
(unknown, used, expired, or from another browser or account: refused), exchanges the code and lists
the remote organisations → selectRemote(connectionId, remoteId) → connected; disconnect(connectionId)
revokes the grant at Xero and forgets the tokens. The tokens themselves: app.integrations.tokens.
"""
import hashlib
import secrets
from datetime import timedelta

from flask import current_app
from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import insert

from app.auth.callbacks import FAILED, OTHER_BROWSER, REPLAYED, use_state
from app.auth.session import current_browser
from app.db import db, rolls_back
from app.errors import NotFound, UserError
from app.integrations import crypto, posting, xero
from app.integrations.models import (
    AUTHORISING,
    CHOOSE,
    CONNECTED,
    DISCONNECTED,
    RECONNECT,
    Connection,
    OAuthState,
)
from app.integrations.tokens import configured, note_error, now, store_tokens
from app.orgs import permissions as perms
from app.orgs.access import Viewer
from tenants.context import account_org, tenant_context
from tenants.models import Organisation

PROVIDERS = (xero.PROVIDER,)
CONNECTION_NOT_FOUND = "Connection not found"
NOT_CONFIGURED = "The accounting service is not set up on this server."
UNKNOWN_PROVIDER = "Unknown accounting service"
NOT_A_REMOTE = "Choose one of the organisations the accounting service listed."
ACCOUNT_CODE = "Enter the account's code as in Xero's chart of accounts: up to 10 letters or digits"


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def connections(viewer: Viewer) -> list[Connection]:
    viewer.require(perms.PROGRESS_CLAIMS, "view integrations")
    return list(db.session.scalars(select(Connection).order_by(Connection.id)))


def status_of(row: Connection) -> str:
    """The state shown: an authorisation nobody came back from within its time is over."""
    ttl = timedelta(seconds=current_app.config["XERO_STATE_TTL"])
    if row.status == AUTHORISING and row.updated_at is not None and row.updated_at < now() - ttl:
        return DISCONNECTED
    return row.status


def connections_version(viewer: Viewer) -> str:
    """Changes whenever the Integrations page would (the 30 s poll asks this first)."""
    viewer.require(perms.PROGRESS_CLAIMS, "view integrations")
    count, latest = db.session.execute(select(func.count(Connection.id), func.max(Connection.updated_at))).one()
    return f"{count}:{latest.isoformat() if latest else ''}"


def _connection(viewer: Viewer, connection_id: int, *, lock: bool = True) -> Connection:
    query = select(Connection).where(Connection.id == connection_id)
    row = db.session.scalars(query.with_for_update() if lock else query).first()
    if row is None:
        raise NotFound(CONNECTION_NOT_FOUND)
    return row


def _provider_row(provider: str) -> Connection:
    db.session.execute(insert(Connection).values(provider=provider, status=DISCONNECTED)
                       .on_conflict_do_nothing(index_elements=["provider"]))
    return db.session.scalars(select(Connection).where(Connection.provider == provider).with_for_update()).one()


@rolls_back
def prepare(viewer: Viewer, provider: str) -> dict:
    """Start an authorisation: save a state for this browser and account, return where to go."""
    viewer.require(perms.ORG_EDIT, "connect the accounting service")
    if provider not in PROVIDERS:
        raise UserError(UNKNOWN_PROVIDER, field="provider")
    if not configured(provider):
        raise UserError(NOT_CONFIGURED, code="NOT_CONFIGURED")
    browser = current_browser()
    if browser is None:
        raise UserError("Sign in again to connect the accounting service.")
    row = _provider_row(provider)
    if row.status in (DISCONNECTED, RECONNECT):
        row.status = AUTHORISING
    token, verifier = secrets.token_urlsafe(32), secrets.token_urlsafe(48)
    db.session.add(OAuthState(state_hash=_hash(token), connection_id=row.id, code_verifier=crypto.seal(verifier),
                              account_id=viewer.account_id, browser_session_id=browser.id))
    # States nobody came back with are of no use after their time.
    db.session.execute(OAuthState.__table__.delete().where(OAuthState.created_at < now() - timedelta(days=1)))
    state = f"{viewer.org.id}.{token}"
    settings = xero.settings()
    out = {
        "connection": row,
        "authorize_url": xero.authorize_url(state, verifier),
        "client_id": settings.client_id,
        "redirect_uri": settings.redirect_uri,
        "scopes": settings.scopes.split(),
        "response_types_supported": ["code"],
        "flags": ["pkce", "offline_access"],
    }
    db.session.commit()
    return out


class CallbackRefused(Exception):
    """/xero/callback could not be tied to an authorisation this server started."""


def _org_of_state(state: str | None) -> tuple[Organisation, str]:
    org_part, _, token = (state or "").partition(".")
    if not (org_part.isascii() and org_part.isdigit() and len(org_part) < 12 and 20 <= len(token) <= 100):
        raise CallbackRefused("Invalid state")
    org = db.session.get(Organisation, int(org_part))
    if org is None:
        raise CallbackRefused("Invalid state")
    return org, token


def callback(state: str | None, code: str | None, error: str | None) -> tuple[Organisation, str | None]:
    """Finish an authorisation: (the organisation, None) when connected or choosing, else (the
    organisation, an outcome code). CallbackRefused when the state names no saved authorisation."""
    org, token = _org_of_state(state)
    with tenant_context(org):
        try:
            outcome = _callback(org, token, code, error)
            db.session.commit()
        except Exception:
            db.session.rollback()
            raise
    return org, outcome


def _callback(org: Organisation, token: str, code: str | None, error: str | None) -> str | None:
    saved = db.session.scalars(select(OAuthState).where(OAuthState.state_hash == _hash(token))
                               .with_for_update()).first()
    if saved is None:
        raise CallbackRefused("Invalid state")
    refused = use_state(saved, ttl=current_app.config["XERO_STATE_TTL"], code=code, error=error,
                        account_id=saved.account_id)
    if refused in (REPLAYED, OTHER_BROWSER):
        return refused
    if account_org(saved.account_id, org.id) is None:
        return OTHER_BROWSER  # no longer a member of the organisation it was started for
    row = db.session.scalars(select(Connection).where(Connection.id == saved.connection_id).with_for_update()).one()
    if refused:
        _back_from_authorising(row)
        return refused
    try:
        tokens = xero.exchange(code, crypto.unseal(saved.code_verifier))
        remotes = xero.tenants(tokens)
    except (xero.XeroError, OSError) as exc:
        _back_from_authorising(row)
        note_error(row, f"Authorisation failed: {exc}")
        return FAILED
    store_tokens(row, tokens)
    row.remotes = remotes
    row.generation += 1
    row.last_error = row.last_error_at = None
    ids = {r["id"] for r in remotes}
    if row.remote_id in ids or len(ids) == 1:
        row.remote_id = row.remote_id if row.remote_id in ids else remotes[0]["id"]
        _connected(row)
    else:
        row.status, row.remote_id = CHOOSE, None
    return None


def _back_from_authorising(row: Connection) -> None:
    if row.status == AUTHORISING:
        row.status = DISCONNECTED


@rolls_back
def select_remote(viewer: Viewer, connection_id: int, remote_id: str) -> Connection:
    viewer.require(perms.ORG_EDIT, "connect the accounting service")
    row = _connection(viewer, connection_id)
    if row.tokens is None or row.status not in (CHOOSE, CONNECTED):
        raise UserError("Connect to the accounting service first.", code="NOT_CONNECTED")
    if remote_id not in {r["id"] for r in row.remotes}:
        raise UserError(NOT_A_REMOTE, field="remoteId")
    row.remote_id = remote_id
    _connected(row)
    db.session.commit()
    return row


@rolls_back
def set_retention_accounts(viewer: Viewer, connection_id: int, receivable, payable) -> Connection:
    """The Xero account codes retention posts to (issue 38; app.integrations.posting): '' leaves those
    lines uncoded (Claimdesk's default). Changing them changes what is posted next, not what Xero holds."""
    viewer.require(perms.ORG_EDIT, "set the accounting service's accounts")
    row = _connection(viewer, connection_id)
    row.retention_receivable_code = _account_code(receivable, "retentionReceivableCode")
    row.retention_payable_code = _account_code(payable, "retentionPayableCode")
    db.session.commit()
    return row


def _account_code(value, field: str) -> str:
    code = (value or "").strip() if isinstance(value, str) or value is None else None
    if code is None or len(code) > 10 or not code.isascii() or not all(c.isalnum() for c in code):
        raise UserError(ACCOUNT_CODE, field=field)
    return code


@rolls_back
def disconnect(viewer: Viewer, connection_id: int) -> Connection:
    """Revoke the grant at the provider and forget the tokens (the page has asked for confirmation)."""
    viewer.require(perms.ORG_EDIT, "disconnect the accounting service")
    row = _connection(viewer, connection_id)
    sealed = row.tokens
    row.tokens = row.expires_at = row.remote_id = None
    row.remotes, row.status = [], DISCONNECTED
    row.last_error = row.last_error_at = None
    db.session.execute(OAuthState.__table__.delete().where(OAuthState.connection_id == row.id))
    if sealed is not None:
        try:
            xero.revoke(crypto.unseal(sealed)["refresh_token"])
        except (xero.XeroError, OSError) as exc:
            note_error(row, f"Disconnected here, but Xero could not be told ({exc}): remove Claimdesk under "
                             "Connected apps in Xero.")
    db.session.commit()
    return row


def _connected(row: Connection) -> None:
    """Mark connected, and promise again what waited for a connection (app.integrations.posting)."""
    row.status = CONNECTED
    posting.promise_waiting(row)
