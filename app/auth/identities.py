"""Google and Microsoft identities (issue 20; spec 1 sections 2, 6 and 7): link one to the signed-in
account, list and unlink it, and sign in with it.

- `start` saves a state (its SHA-256), a nonce and a PKCE verifier for this browser (and, to link,
  the account), and answers the provider's authorisation URL. `/auth/oidc/<provider>/callback`
  (`callback`) accepts the state once, within OIDC_STATE_TTL seconds, from the browser that started
  it (to link: with that account still signed in on it); anything else is refused before the code
  is exchanged. The ID token is checked in app.auth.oidc.
- An identity (provider + subject) belongs to one account. Linking one that another account holds
  is refused; signing in with it signs in its own account, never another.
- Signing in with an identity nobody linked signs nobody in and creates no account, even when the
  provider vouches for an email of an existing account: an email is not proof that the two belong
  to one person (a reused address, a directory that lets users type any email). The login page
  explains that and offers the emailed code; link the identity once signed in.
- A sign-in with an identity is a normal server-side session (app.auth.session.sign_in): the same
  cookie, rotation, expiry and revocation, with the identity noted on the account session so
  `session/external` answers its tenant and claims. Unlinking an identity ends the sessions it
  started on other browsers.
"""
import logging
import secrets
from datetime import timedelta
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from flask import current_app
from sqlalchemy import delete, select
from sqlalchemy.dialects.postgresql import insert

from app.auth import oidc, ratelimit
from app.auth.callbacks import FAILED, use_state
from app.auth.models import Account, AccountSession, ExternalIdentity, OidcState
from app.auth.service import TOO_MANY_FROM_ADDRESS, safe_return_path
from app.auth.session import current_browser, ensure_browser, forget_after_commit, sign_in
from app.auth.tokens import new_token, now, token_hash
from app.db import db
from app.errors import NotFound, UserError

log = logging.getLogger(__name__)

LINK, LOGIN = "link", "login"
UNKNOWN_PROVIDER = "Unknown identity provider"
NOT_CONFIGURED = "Signing in with {label} is not set up on this server."
UNREACHABLE = "{label} could not be reached. Please try again in a moment."
IDENTITY_NOT_FOUND = "Linked identity not found"
# Callback outcomes beyond app.auth.callbacks' (the pages word them: ui/src/auth/external.ts).
LINKED, SIGNED_IN = "linked", "signed-in"
TAKEN, NO_TENANT, NOT_LINKED, UNKNOWN = "taken", "no-tenant", "not-linked", "unknown"
CLAIMS_KEPT = ("iss", "sub", "aud", "tid", "oid", "email", "email_verified", "name", "preferred_username",
               "hd", "iat", "auth_time")


class CallbackRefused(Exception):
    """The callback names no authorisation this server started."""


def providers() -> list[dict]:
    return [{"id": name, "name": label, "configured": oidc.configured(name)} for name, label in oidc.LABELS.items()]


def _provider(name: str) -> oidc.Provider:
    if name not in oidc.LABELS:
        raise NotFound(UNKNOWN_PROVIDER)
    if not oidc.configured(name):
        raise UserError(NOT_CONFIGURED.format(label=oidc.LABELS[name]), code="NOT_CONFIGURED")
    return oidc.provider(name)


def start(name: str, purpose: str, *, account_id: int | None = None, to=None,
          client_address: str | None = None) -> str:
    """Save a state for this browser and answer the provider's authorisation URL."""
    p = _provider(name)
    at = now()
    ratelimit.enforce(f"sign-in:ip:{client_address or 'unknown'}", current_app.config["AUTH_SIGN_INS_PER_IP_PER_HOUR"],
                      timedelta(hours=1), at, TOO_MANY_FROM_ADDRESS)
    browser = ensure_browser()
    state, nonce, verifier = new_token(), new_token(), secrets.token_urlsafe(64)
    db.session.add(OidcState(state_hash=token_hash(state), provider=name, purpose=purpose, nonce=nonce,
                             code_verifier=verifier, browser_session_id=browser.id, account_id=account_id,
                             return_to=safe_return_path(to), created_at=at))
    db.session.execute(delete(OidcState).where(OidcState.created_at < at - timedelta(days=1)))
    try:
        url = oidc.authorize_url(p, state=state, nonce=nonce, code_verifier=verifier)
    except oidc.ProviderError as exc:
        db.session.rollback()
        log.warning("oidc %s discovery failed: %s", name, exc)
        raise UserError(UNREACHABLE.format(label=p.label), code="PROVIDER_UNREACHABLE") from exc
    db.session.commit()
    return url


def with_result(path: str, **params) -> str:
    """`path` with these query parameters set (replacing any of the same name)."""
    parts = urlsplit(path)
    query = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k not in params]
    query += [(k, v) for k, v in params.items() if v is not None]
    return urlunsplit(("", "", parts.path, urlencode(query), ""))


def callback(name: str, state: str | None, code: str | None, error: str | None) -> str:
    """Finish a link or sign-in; answers where to send the browser (a path of this site)."""
    if name not in oidc.LABELS or not isinstance(state, str) or not 20 <= len(state) <= 100:
        raise CallbackRefused()
    saved = db.session.scalars(select(OidcState).where(OidcState.state_hash == token_hash(state))
                               .with_for_update()).first()
    if saved is None or saved.provider != name:
        raise CallbackRefused()
    outcome, extra = _finish(saved, code, error)
    db.session.commit()
    if saved.purpose == LOGIN:
        return with_result("/login", external=name, result=outcome, to=saved.return_to, **extra)
    return with_result(saved.return_to or "/", result=outcome)


def _finish(saved: OidcState, code: str | None, error: str | None) -> tuple[str, dict]:
    refused = use_state(saved, ttl=current_app.config["OIDC_STATE_TTL"], code=code, error=error,
                        account_id=saved.account_id if saved.purpose == LINK else None)
    if refused:
        return refused, {}
    if not oidc.configured(saved.provider):
        return FAILED, {}
    p = oidc.provider(saved.provider)
    try:
        claims = oidc.verify_id_token(p, oidc.exchange(p, code, saved.code_verifier), saved.nonce)
    except oidc.NoTenant:
        return NO_TENANT, {}
    except (oidc.ProviderError, oidc.TokenRefused) as exc:
        log.warning("oidc %s %s refused: %s", saved.provider, saved.purpose, exc)
        return FAILED, {}
    identity = db.session.scalars(select(ExternalIdentity).where(
        ExternalIdentity.provider == p.name, ExternalIdentity.subject == claims["sub"]).with_for_update()).first()
    if saved.purpose == LINK:
        return _link(p, saved.account_id, identity, claims), {}
    if identity is None:
        email = oidc.email_verified(p, claims)
        if email and db.session.scalar(select(Account.id).where(Account.email == email)) is not None:
            return NOT_LINKED, {"email": email}
        return UNKNOWN, {}
    _remember(identity, p, claims)
    identity.last_used_at = now()
    sign_in(current_browser(), identity.account_id, p.name, identity_id=identity.id)
    return SIGNED_IN, {"account": str(identity.account_id)}


def _remember(identity: ExternalIdentity, p: oidc.Provider, claims: dict) -> None:
    identity.claims = {k: claims[k] for k in CLAIMS_KEPT if k in claims}
    identity.tenant_id = claims.get("tid") if p.name == "microsoft" else None
    identity.email = (claims.get("email") or claims.get("preferred_username") or "")[:254]


def _link(p: oidc.Provider, account_id: int, identity: ExternalIdentity | None, claims: dict) -> str:
    if identity is None:
        identity_id = db.session.execute(
            insert(ExternalIdentity).values(account_id=account_id, provider=p.name, subject=claims["sub"],
                                            created_at=now())
            .on_conflict_do_nothing(index_elements=[ExternalIdentity.provider, ExternalIdentity.subject])
            .returning(ExternalIdentity.id)
        ).scalar()
        if identity_id is None:  # linked by a concurrent callback a moment ago
            identity = db.session.scalars(select(ExternalIdentity).where(
                ExternalIdentity.provider == p.name, ExternalIdentity.subject == claims["sub"])).one()
        else:
            identity = db.session.get(ExternalIdentity, identity_id)
    if identity.account_id != account_id:
        return TAKEN
    _remember(identity, p, claims)
    return LINKED


def _answer(identity: ExternalIdentity) -> dict:
    return {
        "id": identity.id,
        "provider": identity.provider,
        "email": identity.email,
        "tenantId": identity.tenant_id,
        "createdAt": identity.created_at.isoformat(),
        "lastUsedAt": identity.last_used_at.isoformat() if identity.last_used_at else None,
    }


def list_identities(account_id: int) -> list[dict]:
    rows = db.session.scalars(select(ExternalIdentity).where(ExternalIdentity.account_id == account_id)
                              .order_by(ExternalIdentity.provider, ExternalIdentity.id))
    return [_answer(r) for r in rows]


def unlink(account_id: int, identity_id) -> None:
    """Forget the identity; the sessions it started on other browsers end with it."""
    try:
        identity_id = int(identity_id)
    except (TypeError, ValueError):
        raise NotFound(IDENTITY_NOT_FOUND) from None
    identity = db.session.scalars(select(ExternalIdentity).where(
        ExternalIdentity.id == identity_id, ExternalIdentity.account_id == account_id)).first()
    if identity is None:
        raise NotFound(IDENTITY_NOT_FOUND)
    browser = current_browser()
    ended = db.session.scalars(delete(AccountSession).where(
        AccountSession.identity_id == identity.id, AccountSession.browser_session_id != browser.id)
        .returning(AccountSession.browser_session_id)).all()
    db.session.delete(identity)
    db.session.commit()
    forget_after_commit(*ended)


def external_session(account_id: int, provider: str | None = None) -> dict:
    """spec 1 section 7 `session/external`: the identity this session signed in with, else the
    account's most recently used (or linked) one, optionally of one provider."""
    browser = current_browser()
    identity = None
    if provider is None:
        identity = db.session.scalars(select(ExternalIdentity).join(
            AccountSession, AccountSession.identity_id == ExternalIdentity.id).where(
            AccountSession.browser_session_id == browser.id, AccountSession.account_id == account_id)).first()
    if identity is None:
        query = select(ExternalIdentity).where(ExternalIdentity.account_id == account_id)
        if provider is not None:
            query = query.where(ExternalIdentity.provider == provider)
        identity = db.session.scalars(query.order_by(
            ExternalIdentity.last_used_at.desc().nulls_last(), ExternalIdentity.created_at.desc())).first()
    if identity is None:
        return {"userAccountId": account_id, "provider": None, "tenantId": None, "email": None, "idClaims": {}}
    return {"userAccountId": account_id, "provider": identity.provider, "tenantId": identity.tenant_id,
            "email": identity.email, "idClaims": identity.claims}
