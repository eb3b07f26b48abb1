"""Sign-in rules: magic codes and links, sessions answers, accounts and organisation creation.

Each public function here is one unit of work and commits it. Failures that must leave a trace
(a wrong code counts against its attempt, a ceremony is used up) commit that trace before the
error is raised, so the error handler's rollback cannot undo them.

Magic code and link
- `request_code` answers the same whatever the email: a magic token for the asking page. The
  email carries the code (XXX-XXX) and a link, or, when there is no account and this is not a
  sign-up, a note saying so. Only the mailbox's owner learns whether an account exists.
- The attempt is bound to the asking browser (its browser session). Code and link sign in only
  that browser; the link page is opened by GET and signs in only on an explicit POST.
- Codes expire after AUTH_CODE_TTL (10 min), are single use, and the attempt dies after
  AUTH_CODE_MAX_TRIES (5) wrong codes: the row is locked (SELECT ... FOR UPDATE) while a code is
  checked, so concurrent guesses are counted one by one, and a request carries exactly one
  code (a list, or anything but a 6-character string, is refused before it is compared).
- At most AUTH_CODES_PER_EMAIL_PER_HOUR codes per email and AUTH_SIGN_INS_PER_IP_PER_HOUR
  requests per client address (PostgreSQL counters, `app.auth.ratelimit`).
"""
import logging
import time
import unicodedata
from datetime import timedelta
from urllib.parse import unquote, urlsplit

from flask import current_app
from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import insert

from app.auth import emails, ratelimit
from app.auth.models import Account, SignInAttempt, User
from app.auth.session import Browser, current_browser, ensure_browser, purge_expired, sign_in
from app.auth.tokens import code_hash, code_matches, keyed_digest, new_code, new_token, normalise_code, now, token_hash
from app.db import db
from app.domain.email import valid_email
from app.domain.text import clean_name
from app.errors import UserError
from app.mail.service import send_email
from tenants.models import Organisation

log = logging.getLogger(__name__)

HOUR = timedelta(hours=1)

EMAIL_REQUIRED = "Enter your email address."
EMAIL_INVALID = "Enter a valid email address."
CODE_FORMAT = "Enter the 6-character code from the email."
ATTEMPT_UNKNOWN = "This sign-in has expired. Please ask for a new code."
CODE_WRONG = "That code is not right. Check the email and try again ({left} {tries} left)."
CODE_DEAD = "Too many wrong codes. Please ask for a new code."
CODE_USED = "This code has already been used. Please ask for a new code."
CODE_EXPIRED = "This code has expired. Please ask for a new code."
OTHER_BROWSER = ("This sign-in was started in a different browser. Open the link in the browser where "
                 "you asked for the code, or enter the code there.")
LINK_UNKNOWN = "This sign-in link is not valid. Please ask for a new code."
LINK_USED = "This sign-in link has already been used. Please ask for a new code."
LINK_EXPIRED = "This sign-in link has expired. Please ask for a new code."
TOO_MANY_FOR_EMAIL = "Too many codes were requested for this email. Please use the latest code we sent, or wait an hour."
TOO_MANY_FROM_ADDRESS = "Too many sign-in requests from your network. Please wait a while and try again."

PURGE_EVERY_SECONDS = 600
_last_purge = 0.0


# ---- input rules -------------------------------------------------------------------------

def normalise_email(value) -> str:
    if not isinstance(value, str) or not value.strip():
        raise UserError(EMAIL_REQUIRED, field="email")
    email = valid_email(value)
    if email is None:
        raise UserError(EMAIL_INVALID, field="email")
    return email


def _unsafe_path(path: str) -> bool:
    if not path.startswith("/") or path.startswith(("//", "/\\")):
        return True
    if any(unicodedata.category(c)[0] in "CZ" and c != " " for c in path) or "\\" in path:
        return True
    parts = urlsplit(path)
    return bool(parts.scheme or parts.netloc)


def safe_return_path(value) -> str | None:
    """`value` when it is a relative path of this site, else None.

    It must begin with '/', and neither it nor its percent-decoded form may begin with '//' or
    '/\\', hold a control or space-like character or a backslash, or parse with a scheme or host
    (so '//evil.example', '/\\evil.example', '/%09/evil.example', 'javascript:...' and
    'https://evil.example' are all refused).
    """
    if not isinstance(value, str) or not value or len(value) > 2000:
        return None
    decoded = value
    for _ in range(3):  # percent-encoding nested a few times decodes to the same verdict
        if _unsafe_path(decoded):
            return None
        following = unquote(decoded)
        if following == decoded:
            return value
        decoded = following
    return None


# ---- magic code and link -----------------------------------------------------------------

def _config(key: str):
    return current_app.config[key]


def _maybe_purge(at) -> None:
    global _last_purge
    if time.monotonic() - _last_purge < PURGE_EVERY_SECONDS:
        return
    _last_purge = time.monotonic()
    purge_expired(at)
    ratelimit.purge(at)


def request_code(*, email, signup, to=None, client_address: str | None = None) -> str:
    """Start a sign-in: email a code and link; answer the magic token for the asking page."""
    email = normalise_email(email)
    signup = bool(signup)
    at = now()
    _maybe_purge(at)
    ratelimit.enforce(f"sign-in:ip:{client_address or 'unknown'}", _config("AUTH_SIGN_INS_PER_IP_PER_HOUR"),
                      HOUR, at, TOO_MANY_FROM_ADDRESS)
    ratelimit.enforce(f"sign-in:email:{keyed_digest('email', email)}", _config("AUTH_CODES_PER_EMAIL_PER_HOUR"),
                      HOUR, at, TOO_MANY_FOR_EMAIL)
    browser = ensure_browser()
    has_account = db.session.scalar(select(Account.id).where(Account.email == email)) is not None

    magic_token, link_token, code = new_token(), new_token(), new_code()
    attempt_hash = token_hash(magic_token)
    ttl = _config("AUTH_CODE_TTL")
    attempt = SignInAttempt(
        token_hash=attempt_hash,
        link_hash=token_hash(link_token),
        code_hash=code_hash(attempt_hash, code),
        browser_session_id=browser.id,
        email=email,
        signup=signup,
        return_to=safe_return_path(to),
        failed_tries=0,
        created_at=at,
        expires_at=at + timedelta(seconds=ttl),
    )
    db.session.add(attempt)
    db.session.flush()

    public_url = _config("PUBLIC_URL")
    if has_account or signup:
        subject, text, html = emails.sign_in_code(
            code=code, link=f"{public_url}/login/link?token={link_token}", minutes=max(1, ttl // 60),
            signup=not has_account,
        )
    else:
        # The attempt stays so the answer looks the same; its code was never sent and cannot sign in.
        subject, text, html = emails.no_account(signup_link=f"{public_url}/login?signup")
    send_email(to=email, subject=subject, text=text, html=html, key=f"sign-in:{attempt.id}")
    db.session.commit()
    return magic_token


def _locked_attempt(**where) -> SignInAttempt | None:
    (column, value), = where.items()
    return db.session.scalars(
        select(SignInAttempt).where(getattr(SignInAttempt, column) == value).with_for_update()
    ).first()


def _account_id_for(attempt: SignInAttempt, *, create: bool) -> int | None:
    account_id = db.session.scalar(select(Account.id).where(Account.email == attempt.email))
    if account_id is None and attempt.signup and create:
        account_id = db.session.execute(
            insert(Account).values(email=attempt.email, name="")
            .on_conflict_do_nothing(index_elements=[Account.email]).returning(Account.id)
        ).scalar()
        if account_id is None:  # created by a concurrent sign-up a moment ago
            account_id = db.session.scalar(select(Account.id).where(Account.email == attempt.email))
    return account_id


def _fail(message: str, *, field: str | None = None):
    db.session.commit()  # keep what the failure recorded (a wrong try, a used ceremony)
    raise UserError(message, field=field)


def verify_code(*, magic_token, magic_code) -> tuple[Browser, int, str | None]:
    """Sign in with the emailed code; returns (browser, account id, return path)."""
    if not isinstance(magic_token, str) or not magic_token or len(magic_token) > 100:
        raise UserError(ATTEMPT_UNKNOWN)
    code = normalise_code(magic_code)
    if code is None:
        raise UserError(CODE_FORMAT, field="magic_code")
    at = now()
    browser = current_browser()
    attempt = _locked_attempt(token_hash=token_hash(magic_token))
    if attempt is None:
        _fail(ATTEMPT_UNKNOWN)
    if browser is None or attempt.browser_session_id != browser.id:
        _fail(OTHER_BROWSER)
    if attempt.used_at is not None:
        _fail(CODE_USED)
    if attempt.expires_at <= at:
        _fail(CODE_EXPIRED)
    max_tries = _config("AUTH_CODE_MAX_TRIES")
    if attempt.failed_tries >= max_tries:
        _fail(CODE_DEAD)
    account_id = _account_id_for(attempt, create=False)
    can_sign_in = account_id is not None or attempt.signup
    if not (code_matches(attempt.token_hash, code, attempt.code_hash) and can_sign_in):
        attempt.failed_tries += 1
        left = max_tries - attempt.failed_tries
        _fail(CODE_DEAD if left <= 0 else CODE_WRONG.format(left=left, tries="try" if left == 1 else "tries"),
              field="magic_code")
    attempt.used_at = at
    account_id = account_id or _account_id_for(attempt, create=True)
    sign_in(browser, account_id, "code")
    db.session.commit()
    return browser, account_id, attempt.return_to


def verify_link(*, link_token) -> tuple[Browser, int, str | None]:
    """Sign in with the emailed link (an explicit POST from the link page, never its GET)."""
    if not isinstance(link_token, str) or not link_token or len(link_token) > 100:
        raise UserError(LINK_UNKNOWN)
    at = now()
    browser = current_browser()
    attempt = _locked_attempt(link_hash=token_hash(link_token))
    if attempt is None:
        _fail(LINK_UNKNOWN)
    if browser is None or attempt.browser_session_id != browser.id:
        _fail(OTHER_BROWSER)
    if attempt.used_at is not None:
        _fail(LINK_USED)
    if attempt.expires_at <= at:
        _fail(LINK_EXPIRED)
    if attempt.failed_tries >= _config("AUTH_CODE_MAX_TRIES"):
        _fail(CODE_DEAD)
    account_id = _account_id_for(attempt, create=True)
    if account_id is None:  # no account and not a sign-up: no link was ever sent for it
        _fail(LINK_UNKNOWN)
    attempt.used_at = at
    sign_in(browser, account_id, "link")
    db.session.commit()
    return browser, account_id, attempt.return_to


# ---- sessions ----------------------------------------------------------------------------

def session_answers(account_ids: list[int]) -> list[dict]:
    """The session of each account (in the given order), with its users and their organisations.

    One query on `shared`, however many organisations the accounts belong to.
    """
    if not account_ids:
        return []
    rows = db.session.execute(
        select(Account.id, Account.email, Account.name, User.id.label("user_id"),
               Organisation.id.label("org_id"), Organisation.name.label("org_name"), Organisation.slug)
        .outerjoin(User, User.account_id == Account.id)
        .outerjoin(Organisation, (Organisation.id == User.org_id) & Organisation.schema_name.is_not(None))
        .where(Account.id.in_(account_ids))
        .order_by(Account.id, func.lower(Organisation.name), Organisation.id)
    ).all()
    sessions: dict[int, dict] = {}
    for row in rows:
        entry = sessions.setdefault(
            row.id, {"userAccountId": row.id, "email": row.email, "name": row.name, "users": []}
        )
        if row.org_id is not None:
            entry["users"].append({
                "userId": row.user_id,
                "email": row.email,
                "org": {"id": row.org_id, "name": row.org_name, "slug": row.slug},
            })
    return [sessions[a] for a in account_ids if a in sessions]


def session_answer(account_id: int) -> dict:
    answers = session_answers([account_id])
    if not answers:
        from app.auth.session import NotSignedIn

        raise NotSignedIn()
    return answers[0]


def userinfo(account_id: int) -> dict:
    account = db.session.get(Account, account_id)
    return {"sub": str(account.id), "email": account.email, "email_verified": True, "name": account.name}


# ---- accounts and organisations ----------------------------------------------------------

def update_account_name(account_id: int, name) -> Account:
    account = db.session.get(Account, account_id)
    account.name = clean_name(name)
    db.session.commit()
    return account
