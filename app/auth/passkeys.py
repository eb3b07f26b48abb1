"""Passkeys (WebAuthn, py_webauthn): register, list, remove, and sign in.

- Relying party: WEBAUTHN_RP_ID and WEBAUTHN_ORIGIN from configuration (default: PUBLIC_URL's
  host name and origin); nothing is taken from the request.
- Registration asks for a discoverable credential with user verification, excludes the
  account's existing passkeys, and stores the credential's public key, sign count and a
  random per-account user handle (never the email or account id).
- Sign-in is usernameless: the credential is looked up by its id, the user handle it returns
  must be its account's, user verification is required (py_webauthn's default is not to;
  STACK-NOTES pitfall 8), and the sign count must grow whenever the authenticator keeps one.
- Every ceremony has a challenge stored server-side, bound to this browser, single use (it is
  used up by the first answer, right or wrong), valid for a few minutes.
"""
import json
import logging
import secrets
from datetime import timedelta

from flask import current_app
from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    options_to_json,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.parse_authentication_credential_json import parse_authentication_credential_json
from webauthn.helpers.structs import (
    AttestationConveyancePreference,
    AuthenticatorSelectionCriteria,
    AuthenticatorTransport,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from app.auth import ratelimit
from app.auth.models import Account, Passkey, WebAuthnChallenge
from app.auth.session import Browser, current_browser, ensure_browser, sign_in
from app.auth.tokens import new_token, now, token_hash
from app.db import db
from app.errors import NotFound, UserError

log = logging.getLogger(__name__)

DEFAULT_NAME = "Passkey"
CHALLENGE_TTL = timedelta(minutes=10)
CEREMONY_EXPIRED = "This passkey request has expired. Please try again."
REGISTER_FAILED = "Failed to create credential: the passkey could not be verified. Please try again."
ALREADY_REGISTERED = "This passkey is already registered."
SIGN_IN_FAILED = "Passkey sign-in failed. Please try again, or sign in with an email code."
UNKNOWN_PASSKEY = ("This passkey is not registered with Claimdesk. Sign in with an email code, then add a "
                   "passkey on your Authentication page.")
PASSKEY_NOT_FOUND = "Passkey not found"
TOO_MANY_CEREMONIES = "Too many passkey requests from your network. Please wait a while and try again."


def _rp() -> tuple[str, str]:
    config = current_app.config
    return config["WEBAUTHN_RP_ID"], config["WEBAUTHN_ORIGIN"]


def _new_challenge(browser: Browser, purpose: str, challenge: bytes, account_id: int | None) -> str:
    token = new_token()
    at = now()
    db.session.add(WebAuthnChallenge(
        token_hash=token_hash(token), purpose=purpose, challenge=challenge, browser_session_id=browser.id,
        account_id=account_id, created_at=at, expires_at=at + CHALLENGE_TTL,
    ))
    return token


def _use_challenge(token, purpose: str, account_id: int | None, expired_message: str) -> WebAuthnChallenge:
    """Lock, check and use up a ceremony's challenge; the use is committed whatever follows."""
    if not isinstance(token, str) or not token or len(token) > 100:
        raise UserError(expired_message)
    browser = current_browser()
    challenge = db.session.scalars(
        select(WebAuthnChallenge).where(WebAuthnChallenge.token_hash == token_hash(token)).with_for_update()
    ).first()
    if (
        challenge is None
        or browser is None
        or challenge.browser_session_id != browser.id
        or challenge.purpose != purpose
        or challenge.account_id != account_id
        or challenge.used_at is not None
        or challenge.expires_at <= now()
    ):
        db.session.rollback()
        raise UserError(expired_message)
    challenge.used_at = now()
    db.session.commit()
    return challenge


def _options_json(options) -> dict:
    return json.loads(options_to_json(options))


# ---- registration (from the Authentication page) ----------------------------------------

def prepare_registration(account_id: int) -> dict:
    account = db.session.get(Account, account_id)
    if account.webauthn_user_handle is None:
        account.webauthn_user_handle = secrets.token_bytes(32)
    existing = db.session.execute(
        select(Passkey.credential_id, Passkey.transports).where(Passkey.account_id == account_id)
    ).all()
    rp_id, _ = _rp()
    options = generate_registration_options(
        rp_id=rp_id,
        rp_name=current_app.config["WEBAUTHN_RP_NAME"],
        user_name=account.email,
        user_id=account.webauthn_user_handle,
        user_display_name=account.name or account.email,
        timeout=current_app.config["WEBAUTHN_TIMEOUT_MS"],
        attestation=AttestationConveyancePreference.NONE,
        authenticator_selection=AuthenticatorSelectionCriteria(
            resident_key=ResidentKeyRequirement.REQUIRED,
            require_resident_key=True,
            user_verification=UserVerificationRequirement.REQUIRED,
        ),
        exclude_credentials=[
            PublicKeyCredentialDescriptor(id=cid, transports=_transports(transports)) for cid, transports in existing
        ],
    )
    token = _new_challenge(ensure_browser(), "register", options.challenge, account_id)
    db.session.commit()
    return {"options": _options_json(options), "challengeToken": token}


def _transports(values) -> list[AuthenticatorTransport] | None:
    known = {t.value for t in AuthenticatorTransport}
    result = [AuthenticatorTransport(v) for v in values or [] if v in known]
    return result or None


def register(account_id: int, *, credential, challenge_token, name=None) -> Passkey:
    challenge = _use_challenge(challenge_token, "register", account_id, CEREMONY_EXPIRED)
    if not isinstance(credential, (dict, str)):
        raise UserError(REGISTER_FAILED)
    rp_id, origin = _rp()
    try:
        verified = verify_registration_response(
            credential=credential,
            expected_challenge=challenge.challenge,
            expected_rp_id=rp_id,
            expected_origin=origin,
            require_user_verification=True,
        )
    except (WebAuthnException, ValueError, KeyError, TypeError) as exc:
        log.info("passkey registration refused for account %s: %s", account_id, exc)
        raise UserError(REGISTER_FAILED) from None
    response = credential.get("response", {}) if isinstance(credential, dict) else {}
    transports = [t for t in response.get("transports") or [] if isinstance(t, str)][:10]
    label = name.strip()[:100] if isinstance(name, str) and name.strip() else DEFAULT_NAME
    passkey = Passkey(
        account_id=account_id,
        credential_id=verified.credential_id,
        public_key=verified.credential_public_key,
        sign_count=verified.sign_count,
        transports=[t[:20] for t in transports],
        aaguid=verified.aaguid or "",
        backed_up=bool(verified.credential_backed_up),
        name=label,
        created_at=now(),
        last_used_at=None,
    )
    db.session.add(passkey)
    try:
        with db.session.begin_nested():
            db.session.flush()
    except IntegrityError:
        db.session.rollback()
        raise UserError(ALREADY_REGISTERED) from None
    db.session.commit()
    return passkey


def list_passkeys(account_id: int) -> list[Passkey]:
    return list(db.session.scalars(
        select(Passkey).where(Passkey.account_id == account_id).order_by(Passkey.created_at, Passkey.id)
    ))


def external_id(passkey: Passkey) -> str:
    return bytes_to_base64url(passkey.credential_id)


def _credential_id(value) -> bytes | None:
    if not isinstance(value, str) or not value or len(value) > 1400:
        return None
    try:
        return base64url_to_bytes(value)
    except (ValueError, TypeError):
        return None


def remove_passkey(account_id: int, external) -> None:
    credential_id = _credential_id(external)
    deleted = None
    if credential_id is not None:
        deleted = db.session.execute(
            delete(Passkey).where(Passkey.account_id == account_id, Passkey.credential_id == credential_id)
            .returning(Passkey.id)
        ).scalar()
    if deleted is None:
        raise NotFound(PASSKEY_NOT_FOUND)
    db.session.commit()


# ---- sign-in (from /login) --------------------------------------------------------------

def prepare_sign_in(client_address: str | None) -> dict:
    at = now()
    ratelimit.enforce(f"passkey:ip:{client_address or 'unknown'}",
                      current_app.config["AUTH_SIGN_INS_PER_IP_PER_HOUR"] * 5, timedelta(hours=1), at,
                      TOO_MANY_CEREMONIES)
    rp_id, _ = _rp()
    options = generate_authentication_options(
        rp_id=rp_id,
        timeout=current_app.config["WEBAUTHN_TIMEOUT_MS"],
        allow_credentials=[],
        user_verification=UserVerificationRequirement.REQUIRED,
    )
    token = _new_challenge(ensure_browser(), "login", options.challenge, None)
    db.session.commit()
    return {"options": _options_json(options), "challengeToken": token}


def sign_in_with_passkey(*, challenge_token, auth) -> tuple[Browser, int]:
    challenge = _use_challenge(challenge_token, "login", None, CEREMONY_EXPIRED)
    try:
        parsed = parse_authentication_credential_json(auth)
    except (WebAuthnException, ValueError, TypeError) as exc:
        log.info("passkey sign-in refused: %s", exc)
        raise UserError(SIGN_IN_FAILED) from None
    passkey = db.session.scalars(
        select(Passkey).where(Passkey.credential_id == parsed.raw_id).with_for_update()
    ).first()
    if passkey is None:
        raise UserError(UNKNOWN_PASSKEY)
    handle = db.session.scalar(select(Account.webauthn_user_handle).where(Account.id == passkey.account_id))
    if not parsed.response.user_handle or handle is None or not secrets.compare_digest(
        parsed.response.user_handle, handle
    ):
        log.warning("passkey %s answered with a user handle that is not its account's", passkey.id)
        raise UserError(SIGN_IN_FAILED)
    rp_id, origin = _rp()
    try:
        verified = verify_authentication_response(
            credential=parsed,
            expected_challenge=challenge.challenge,
            expected_rp_id=rp_id,
            expected_origin=origin,
            credential_public_key=passkey.public_key,
            credential_current_sign_count=passkey.sign_count,
            require_user_verification=True,
        )
    except (WebAuthnException, ValueError, TypeError) as exc:
        log.warning("passkey sign-in refused for passkey %s: %s", passkey.id, exc)
        raise UserError(SIGN_IN_FAILED) from None
    at = now()
    passkey.sign_count = verified.new_sign_count
    passkey.last_used_at = at
    passkey.backed_up = bool(verified.credential_backed_up)
    browser = current_browser()
    sign_in(browser, passkey.account_id, "passkey")
    db.session.commit()
    return browser, passkey.account_id
