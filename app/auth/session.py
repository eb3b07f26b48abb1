"""Browser sessions: the cookie, the accounts signed in on this browser, and who is asking.

The cookie holds a random token; the server keeps its SHA-256 in `shared.browser_sessions`.
The cookie is HttpOnly, SameSite=Lax, Secure (except on plain-http localhost, where it could
not be set), named `__Host-...` when Secure, and its token is replaced at every sign-in
(rotation), so a token seen before sign-in is worthless after it.

`load_request_account` (a before_request hook) resolves the `user-account-id` header: when it
names one of this browser's signed-in accounts, `g.account_id` is that account; when it names
anything else the request is answered 401 at once; without the header nothing is resolved.

Outside /auth, a web process keeps each browser's sessions it read (SessionCache; issue 21:
every poll of every open tab asked again) under the access generation of tenants/bindings.py,
which every commit that ends a session or replaces a token bumps (a sign-out, a sign-in's
rotation, an identity unlinked, the purge), in every process alike. A request served from the
cache is confirmed against the request's generation before anything acts for its account
(`confirm_kept_session`; a GraphQL request has read it already, with its budget), and read
again from the database when the generation moved: a session ended in any process stops
working at the next request everywhere, as without the cache. Expiry and the idle timeout are
checked on every use. Without Redis nothing is kept. AUTH_SESSION_CACHE_SECONDS bounds an entry's
life whatever else could go wrong; 0 turns the cache off (the default under CLAIMDESK_ENV=test,
so statement counts do not depend on the machine's speed). /auth itself always reads the
database, so the sessions screen and sign-out never see a cached answer.
"""
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta

from flask import current_app, g, jsonify, request
from flask.sessions import NullSession, SessionInterface
from sqlalchemy import and_, delete, select, update
from sqlalchemy.dialects.postgresql import insert

from app.auth.models import AccountSession, BrowserSession
from app.auth.tokens import new_token, now, token_hash
from app.db import db
from app.errors import UserError
from tenants import bindings

ACCOUNT_HEADER = "user-account-id"
# A browser that only started a sign-in (no account yet) is forgotten after a day.
ANONYMOUS_BROWSER_TTL = timedelta(days=1)
# last_seen_at is written at most this often per account session.
TOUCH_EVERY = timedelta(minutes=5)
NOT_SIGNED_IN = "You are not signed in. Please sign in again."


class NotSignedIn(UserError):
    status = 401

    def __init__(self, message: str = NOT_SIGNED_IN):
        super().__init__(message, code="UNAUTHENTICATED")


@dataclass
class SignedInAccount:
    session_id: int
    account_id: int
    last_seen_at: datetime
    expires_at: datetime | None = None


@dataclass
class Browser:
    id: int
    accounts: dict[int, SignedInAccount] = field(default_factory=dict)
    expires_at: datetime | None = None


def _cookie_name() -> str:
    return current_app.config["AUTH_COOKIE_NAME"]


def _settings():
    config = current_app.config
    return (timedelta(seconds=config["AUTH_SESSION_MAX_AGE"]), timedelta(seconds=config["AUTH_SESSION_IDLE_TIMEOUT"]))


_UNLOADED = object()


class SessionCache:
    """Browsers by their token's hash, each kept `seconds` at most and used only under the access
    generation it was read at (see the module's docstring), at most `size` of them. Only found
    browsers are kept: a new cookie from another process works at once.

    `epoch` counts this process's forgets: a browser read from the database is kept only when no
    forget happened since the read began (`put(..., epoch=)`), else a read that saw a session a
    moment before its sign-out committed would be kept."""

    def __init__(self, seconds: float, size: int = 10_000):
        self.seconds, self.size = seconds, size
        self._entries: OrderedDict[bytes, tuple] = OrderedDict()
        self._lock = threading.Lock()
        self.epoch = 0

    def get(self, key: bytes, at: datetime, idle: timedelta) -> tuple[Browser, bytes] | None:
        """(the browser with its accounts still live at `at`, the generation it was read under)."""
        with self._lock:
            entry = self._entries.get(key)
        if entry is None:
            return None
        stored_at, generation, browser_id, expires_at, accounts = entry
        # A clock set back (time travel in tests) must not stretch an entry's life either.
        if not stored_at <= time.time() < stored_at + self.seconds or not at < expires_at:
            return None
        live = {a.account_id: replace(a) for a in accounts if at < a.expires_at and a.last_seen_at > at - idle}
        return Browser(browser_id, live, expires_at), generation

    def put(self, key: bytes, browser: Browser, *, epoch: int, generation) -> None:
        if self.seconds <= 0 or generation is None:
            return
        with self._lock:
            if epoch != self.epoch:
                return
            self._entries[key] = (time.time(), generation, browser.id, browser.expires_at,
                                  tuple(replace(a) for a in browser.accounts.values()))
            self._entries.move_to_end(key)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def drop(self, key: bytes) -> None:
        with self._lock:
            self.epoch += 1
            self._entries.pop(key, None)

    def forget(self, browser_id: int) -> None:
        with self._lock:
            self.epoch += 1
            for key in [k for k, entry in self._entries.items() if entry[2] == browser_id]:
                del self._entries[key]


def install_session_cache(app) -> None:
    app.extensions["auth_sessions"] = SessionCache(app.config["AUTH_SESSION_CACHE_SECONDS"])


def _forget(browser_id: int) -> None:
    current_app.extensions["auth_sessions"].forget(browser_id)


def forget_after_commit(*browser_ids: int) -> None:
    """Forget these browsers once this /auth request's work is committed (apply_cookie, after the
    view): a forget before the commit would let a concurrent request cache what is about to change."""
    g.setdefault("auth_forget", set()).update(browser_ids)


def current_browser() -> Browser | None:
    """This request's browser session and its live accounts (one query, cached per request, and
    outside /auth per process while the access generation holds: SessionCache)."""
    cached = g.get("auth_browser", _UNLOADED)
    if cached is not _UNLOADED:
        return cached
    browser = None
    token = request.cookies.get(_cookie_name())
    if token and len(token) <= 100:
        key = token_hash(token)
        sessions = current_app.extensions["auth_sessions"] if request.blueprint != "auth" else None
        kept = sessions.get(key, now(), _settings()[1]) if sessions is not None else None
        if kept is not None and g.get("auth_confirm_at_once"):
            # Past confirm_kept_session (a PDF link's `sid`, read by its view): confirmed here.
            if bindings.generation() != kept[1]:
                sessions.drop(key)
                kept = None
        elif kept is not None:
            g.auth_browser_kept = (key, kept[1])  # confirm_kept_session checks it
        if kept is not None:
            browser = kept[0]
        elif sessions is not None:
            epoch = sessions.epoch
            # Read before the sessions: a revocation committed after this read bumps past it.
            generation = bindings.generation()
            browser = _load_browser(key)
            if browser is not None:
                sessions.put(key, browser, epoch=epoch, generation=generation)
        else:
            browser = _load_browser(key)
    g.auth_browser = browser
    return browser


def confirm_kept_session():
    """before_request, after the organisation binding (which reads the access generation, or the
    GraphQL budget did) and before anything acts for the account: a browser from the cache holds
    only under the generation it was read at; otherwise it is read again, and an account that is
    no longer signed in on it is answered 401 as `load_request_account` does. A browser first
    asked for after this point is confirmed as it is read (`current_browser`)."""
    g.auth_confirm_at_once = True
    kept = g.pop("auth_browser_kept", None)
    if kept is None:
        return None
    key, read_under = kept
    if bindings.generation() == read_under:
        return None
    current_app.extensions["auth_sessions"].drop(key)
    g.pop("auth_browser", None)
    browser = current_browser()
    account_id = g.get("account_id")
    if account_id is not None and (browser is None or account_id not in browser.accounts):
        g.pop("account_id", None)
        return _not_signed_in()
    return None


def _load_browser(key: bytes) -> Browser | None:
    """The browser of a token's hash with its live accounts, from the database (one query)."""
    at = now()
    _, idle = _settings()
    rows = db.session.execute(
        select(BrowserSession.id, BrowserSession.expires_at, AccountSession.id, AccountSession.account_id,
               AccountSession.last_seen_at, AccountSession.expires_at)
        .outerjoin(
            AccountSession,
            and_(
                AccountSession.browser_session_id == BrowserSession.id,
                AccountSession.expires_at > at,
                AccountSession.last_seen_at > at - idle,
            ),
        )
        .where(BrowserSession.token_hash == key, BrowserSession.expires_at > at)
        .order_by(AccountSession.signed_in_at, AccountSession.id)
    ).all()
    if not rows:
        return None
    browser = Browser(id=rows[0][0], expires_at=rows[0][1])
    for _, _, session_id, account_id, last_seen_at, expires_at in rows:
        if session_id is not None:
            browser.accounts[account_id] = SignedInAccount(session_id, account_id, last_seen_at, expires_at)
    return browser


def signed_in_account_ids() -> list[int]:
    """The accounts signed in on this browser, in the order they signed in."""
    browser = current_browser()
    return list(browser.accounts) if browser else []


def account_of_browser(account_id) -> int | None:
    """`account_id` when it is one of this browser's signed-in accounts, else None.

    For surfaces that cannot send the header (a PDF link's `sid` query parameter, say).
    """
    try:
        account_id = int(account_id)
    except (TypeError, ValueError):
        return None
    browser = current_browser()
    return account_id if browser and account_id in browser.accounts else None


def load_request_account():
    """before_request: `g.account_id` from the `user-account-id` header, or a 401 answer."""
    header = request.headers.get(ACCOUNT_HEADER, "").strip()
    if not header:
        return None
    account_id = account_of_browser(header) if header.isascii() and header.isdigit() and len(header) < 19 else None
    if account_id is None:
        return _not_signed_in()
    g.account_id = account_id
    browser = current_browser()
    if _touch(browser.accounts[account_id]):
        _forget(browser.id)  # the cached last_seen_at is old now: read again rather than touch again
    return None


def _not_signed_in():
    body = {"message": NOT_SIGNED_IN, "error_description": NOT_SIGNED_IN}
    return jsonify(body), 401, {"Cache-Control": "no-store"}


def require_account() -> int:
    account_id = g.get("account_id")
    if account_id is None:
        raise NotSignedIn()
    return account_id


def _touch(signed_in: SignedInAccount) -> bool:
    """Write last_seen_at when it is older than TOUCH_EVERY; whether it did."""
    at = now()
    if at - signed_in.last_seen_at < TOUCH_EVERY:
        return False
    session = db.session
    session.execute(
        update(AccountSession).where(AccountSession.id == signed_in.session_id).values(last_seen_at=at),
        execution_options={bindings.ENDS_NO_SESSION: True},
    )
    session.commit()
    signed_in.last_seen_at = at
    return True


def _set_cookie(token: str) -> None:
    g.auth_set_cookie = token
    g.pop("auth_clear_cookie", None)


def ensure_browser() -> Browser:
    """This browser's session, created (with a cookie) if it has none. Flushes, no commit."""
    browser = current_browser()
    if browser is not None:
        return browser
    at = now()
    token = new_token()
    row = BrowserSession(
        token_hash=token_hash(token),
        created_at=at,
        rotated_at=at,
        expires_at=at + ANONYMOUS_BROWSER_TTL,
        user_agent=(request.user_agent.string or "")[:300],
    )
    db.session.add(row)
    db.session.flush()
    browser = Browser(id=row.id)
    g.auth_browser = browser
    _set_cookie(token)
    return browser


def sign_in(browser: Browser, account_id: int, method: str, identity_id: int | None = None) -> None:
    """Add `account_id` to this browser and rotate the cookie token. Flushes, no commit.
    `identity_id`: the linked Google / Microsoft identity it signed in with, if any."""
    at = now()
    max_age, _ = _settings()
    token = new_token()
    session = db.session
    session.execute(
        update(BrowserSession)
        .where(BrowserSession.id == browser.id)
        .values(token_hash=token_hash(token), rotated_at=at, expires_at=at + max_age)
    )
    session_id = session.execute(
        insert(AccountSession)
        .values(browser_session_id=browser.id, account_id=account_id, method=method, signed_in_at=at,
                last_seen_at=at, expires_at=at + max_age, identity_id=identity_id)
        .on_conflict_do_update(
            index_elements=[AccountSession.browser_session_id, AccountSession.account_id],
            set_={"method": method, "signed_in_at": at, "last_seen_at": at, "expires_at": at + max_age,
                  "identity_id": identity_id},
        )
        .returning(AccountSession.id)
    ).scalar_one()
    # Signing in again moves the account to the end of the list, like a fresh sign-in.
    browser.accounts.pop(account_id, None)
    browser.accounts[account_id] = SignedInAccount(session_id, account_id, at, at + max_age)
    _set_cookie(token)
    forget_after_commit(browser.id)


def sign_out_account(account_id: int) -> None:
    """End one account's session on this browser; the others stay. Flushes, no commit."""
    browser = current_browser()
    if browser is None or account_id not in browser.accounts:
        raise NotSignedIn()
    db.session.execute(
        delete(AccountSession).where(
            AccountSession.browser_session_id == browser.id, AccountSession.account_id == account_id
        )
    )
    browser.accounts.pop(account_id, None)
    forget_after_commit(browser.id)


def sign_out_browser() -> None:
    """End every account of this browser, forget the browser and clear its cookie."""
    browser = current_browser()
    if browser is not None:
        db.session.execute(delete(BrowserSession).where(BrowserSession.id == browser.id))
        forget_after_commit(browser.id)
    g.auth_browser = None
    g.pop("auth_set_cookie", None)
    g.auth_clear_cookie = True


def apply_cookie(response):
    """after_request of the auth blueprint: write the rotated cookie, or clear it; forget the
    browsers this request changed in the session cache."""
    for browser_id in g.pop("auth_forget", ()):
        _forget(browser_id)
    config = current_app.config
    if g.get("auth_set_cookie") and response.status_code < 400:
        response.set_cookie(
            _cookie_name(),
            g.auth_set_cookie,
            max_age=config["AUTH_SESSION_MAX_AGE"],
            path="/",
            secure=config["AUTH_COOKIE_SECURE"],
            httponly=True,
            samesite="Lax",
        )
    elif g.get("auth_clear_cookie") or (request.cookies.get(_cookie_name()) and g.get("auth_browser", 0) is None):
        response.delete_cookie(_cookie_name(), path="/", secure=config["AUTH_COOKIE_SECURE"], httponly=True,
                               samesite="Lax")
    return response


def purge_expired(at: datetime) -> None:
    """Forget browsers, sign-in attempts and ceremonies that can no longer be used."""
    from app.auth.models import SignInAttempt, WebAuthnChallenge

    session = db.session
    session.execute(delete(SignInAttempt).where(SignInAttempt.expires_at < at - timedelta(hours=1)))
    session.execute(delete(WebAuthnChallenge).where(WebAuthnChallenge.expires_at < at - timedelta(hours=1)))
    session.execute(delete(BrowserSession).where(BrowserSession.expires_at < at))
    _, idle = _settings()
    session.execute(
        delete(AccountSession).where((AccountSession.expires_at < at) | (AccountSession.last_seen_at < at - idle))
    )


FLASK_SESSION_UNUSED = "Flask's session cookie is not used: a browser's session is app.auth.session's."


def _refuse_write(*_args, **_kwargs):
    raise RuntimeError(FLASK_SESSION_UNUSED)


class _UnusedSession(NullSession):
    """Flask's session, empty and never saved: reads answer nothing, a write is a bug and raises."""

    __setitem__ = __delitem__ = clear = pop = popitem = update = setdefault = _refuse_write


class _NoFlaskSession(SessionInterface):
    """Flask opens its signed-cookie session on every request, making a signing serializer each time,
    and nothing here uses it (issue 41: part of the envelope every GraphQL request pays). Flask saves
    no null session, so no cookie is ever written either."""

    def open_session(self, app, request):
        return _UnusedSession()

    def save_session(self, app, session, response):
        return None


def install_login_manager(app) -> None:
    """flask-login on top of these sessions: `current_user` is the request's account (from
    `g.account_id`), `login_required` answers 401. Flask's own session cookie is never used."""
    from flask_login import LoginManager

    manager = LoginManager()
    manager.session_protection = None

    @manager.user_loader
    def _never(_user_id):  # no Flask-session logins: every request proves itself afresh
        return None

    @manager.request_loader
    def _request_account(_request):
        from app.auth.models import Account

        account_id = g.get("account_id")
        return db.session.get(Account, account_id) if account_id is not None else None

    @manager.unauthorized_handler
    def _unauthorized():
        raise NotSignedIn()

    manager.init_app(app)
    app.session_interface = _NoFlaskSession()
    # No remember-me cookies exist here; its after_request hook would only read Flask's session
    # on every response (and add `Vary: Cookie` to static assets).
    app.after_request_funcs[None].remove(manager._update_remember_cookie)
