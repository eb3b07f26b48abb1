"""The auth service under /auth (spec 1 section 7): thin views over app.auth.service/passkeys.

- Every POST must be JSON (Content-Type: application/json, a JSON object): a cross-site form
  cannot send it without a CORS preflight, which is never granted. DELETE needs a preflight
  too. (app.security also refuses any unsafe request whose Origin is not ours.)
- Account-scoped calls carry `user-account-id`; it must name an account signed in on this
  browser, else 401 (see app.auth.session.load_request_account).
- Failures answer JSON {"message", "error_description"} with a 4xx status; 429 adds Retry-After.
- Answers are never cached (Cache-Control: no-store).
"""
import logging

from flask import Blueprint, current_app, jsonify, request

from app.auth import callbacks, identities, passkeys, service
from app.auth.ratelimit import TooManyRequests
from app.auth.session import (
    apply_cookie,
    require_account,
    sign_out_account,
    sign_out_browser,
    signed_in_account_ids,
)
from app.db import db
from app.errors import UserError
from app.orgs import workspaces

log = logging.getLogger(__name__)
bp = Blueprint("auth", __name__, url_prefix="/auth")

JSON_ONLY = "Send the request as JSON (Content-Type: application/json)."
JSON_OBJECT = "The request body must be a JSON object."


@bp.before_request
def _json_only():
    if request.method in ("POST", "PUT", "PATCH") and request.mimetype != "application/json":
        return jsonify(message=JSON_ONLY, error_description=JSON_ONLY), 415
    return None


@bp.after_request
def _finish(response):
    apply_cookie(response)
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.errorhandler(TooManyRequests)
def _too_many(exc: TooManyRequests):
    return (jsonify(message=exc.message, error_description=exc.message), 429,
            {"Retry-After": str(exc.retry_after)})


def _body() -> dict:
    data = request.get_json(silent=True)
    if not isinstance(data, dict):
        raise UserError(JSON_OBJECT)
    return data


def _client_address() -> str | None:
    return request.remote_addr


def _sessions():
    return {"sessions": service.session_answers(signed_in_account_ids())}


# ---- sessions ----------------------------------------------------------------------------

@bp.get("/sessions")
def sessions():
    """Every account signed in on this browser, oldest sign-in first."""
    return _sessions()


@bp.get("/session")
def session_get():
    return service.session_answer(require_account())


@bp.post("/session")
def session_refresh():
    _body()
    return service.session_answer(require_account())


@bp.delete("/session")
def session_remove():
    """Sign this one account out of this browser; the browser's other accounts stay."""
    sign_out_account(require_account())
    db.session.commit()
    return _sessions()


@bp.get("/session/external")
def session_external():
    """The linked Google / Microsoft identity of this session: provider, tenantId (Microsoft's
    directory) and the ID token's claims (idClaims.tid ...); all empty when none is linked.
    `?provider=` asks for the account's identity of that provider."""
    return identities.external_session(require_account(), request.args.get("provider") or None)


@bp.get("/openid/userinfo")
def openid_userinfo():
    return service.userinfo(require_account())


@bp.post("/oauth/logout")
def logout():
    """Sign every account of this browser out, and forget the browser."""
    _body()
    sign_out_browser()
    db.session.commit()
    return {"sessions": []}


# ---- organisations -----------------------------------------------------------------------

@bp.post("/orgs")
def create_org():
    account_id = require_account()
    data = _body()
    org = workspaces.create_owned_workspace(
        account_id, name=data.get("name"), slug=data.get("slug"), user_name=data.get("userName"),
        per_day=current_app.config["AUTH_ORGS_PER_ACCOUNT_PER_DAY"], now=service.now())
    log.info("organisation %s (%s) created by account %s", org.id, org.slug, account_id)
    answer = service.session_answer(account_id)
    answer["org"] = {"id": org.id, "name": org.name, "slug": org.slug}
    return answer, 201


# ---- magic code and link -----------------------------------------------------------------

@bp.post("/login")
def login():
    """Email a code and link. Answers {"magicToken"} whether or not the email has an account."""
    data = _body()
    magic_token = service.request_code(email=data.get("email"), signup=data.get("signup") is True,
                                       to=data.get("to"), client_address=_client_address())
    return {"magicToken": magic_token}


def _signed_in(account_id: int, to=None):
    answer = service.session_answer(account_id)
    answer["to"] = to
    return answer


@bp.post("/login/magic")
def login_magic():
    data = _body()
    _, account_id, to = service.verify_code(magic_token=data.get("magic_token"), magic_code=data.get("magic_code"))
    return _signed_in(account_id, to)


@bp.post("/login/link")
def login_link():
    """The emailed link's page posts here; opening the link (GET) signs nobody in."""
    data = _body()
    _, account_id, to = service.verify_link(link_token=data.get("link_token"))
    return _signed_in(account_id, to)


# ---- passkeys ----------------------------------------------------------------------------

@bp.post("/login/webauthn/challenge")
def webauthn_challenge():
    _body()
    return passkeys.prepare_sign_in(_client_address())


@bp.post("/login/webauthn/response")
def webauthn_response():
    data = _body()
    _, account_id = passkeys.sign_in_with_passkey(challenge_token=data.get("challengeToken"), auth=data.get("auth"))
    return _signed_in(account_id)


def _credential(passkey) -> dict:
    ext = passkeys.external_id(passkey)
    return {
        "id": ext,
        "externalId": ext,
        "name": passkey.name,
        "createdAt": passkey.created_at.isoformat(),
        "lastUsedAt": passkey.last_used_at.isoformat() if passkey.last_used_at else None,
    }


@bp.post("/profile/creds/prepare")
def creds_prepare():
    account_id = require_account()
    _body()
    return passkeys.prepare_registration(account_id)


@bp.post("/profile/creds")
def creds_create():
    account_id = require_account()
    data = _body()
    passkey = passkeys.register(account_id, credential=data.get("credential"),
                                challenge_token=data.get("challengeToken"), name=data.get("name"))
    return _credential(passkey), 201


@bp.get("/profile/creds")
def creds_list():
    return {"credentials": [_credential(p) for p in passkeys.list_passkeys(require_account())]}


@bp.delete("/profile/creds")
def creds_delete():
    account_id = require_account()
    external = request.args.get("id")
    passkeys.remove_passkey(account_id, external)
    return {"deleted": external}


# ---- Google and Microsoft (OpenID Connect) -----------------------------------------------

@bp.get("/oidc/providers")
def oidc_providers():
    """Which identity providers this server is set up for (the login page shows their buttons)."""
    return {"providers": identities.providers()}


@bp.post("/oidc/<provider>/login")
def oidc_login(provider):
    """Start signing in with Google / Microsoft: answers {"url"} of the provider's page."""
    data = _body()
    return {"url": identities.start(provider, identities.LOGIN, to=data.get("to"), client_address=_client_address())}


@bp.post("/oidc/<provider>/link")
def oidc_link(provider):
    """Start linking a Google / Microsoft identity to the account: answers {"url"}."""
    account_id = require_account()
    data = _body()
    return {"url": identities.start(provider, identities.LINK, account_id=account_id, to=data.get("to"),
                                    client_address=_client_address())}


@bp.get("/oidc/<provider>/callback")
def oidc_callback(provider):
    """Where the provider sends the browser back: finishes, then on to the page that started it."""
    try:
        target = identities.callback(provider, request.args.get("state"), request.args.get("code"),
                                     request.args.get("error"))
    except identities.CallbackRefused:
        return callbacks.refused("This sign-in", "the sign-in page")
    return callbacks.back_to(target)


@bp.get("/identities")
def identities_list():
    return {"identities": identities.list_identities(require_account())}


@bp.delete("/identities")
def identities_delete():
    account_id = require_account()
    identities.unlink(account_id, request.args.get("id"))
    return {"deleted": request.args.get("id")}
