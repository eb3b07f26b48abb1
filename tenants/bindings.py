"""Who an account is in an organisation, kept per web process while nothing changed it (issue 21).

Every request of a signed-in person named its organisation and ran two statements before its
own work: the organisation it names, if the account is one of its users (`tenants.context`),
then the account's member row there (the Viewer, `app.orgs.access`). A poll's answer is one
tiny version field, so those two were a third of its CPU. Both answers are kept here, per web
process, keyed by the account and what the request named, for at most
AUTH_SESSION_CACHE_SECONDS (0 turns it off: the default under CLAIMDESK_ENV=test); the browser
sessions (app/auth/session.py) are kept under the same generation.

What keeps it right: every commit that wrote a table these answers come from (organisations,
users, accounts, members, invites: a member removed, a permission changed, an invitation taken
up, an organisation renamed) bumps one generation number in Redis, in every process alike, and
an answer is used only while the generation it was read under is still the current one. A
request reads the generation once (one Redis round trip instead of two statements; a GraphQL
request whose binding is kept reads it in its budget's admission, app/graphql/core/budget.py,
which counts it against that organisation only under that same generation). So a
member removed or a permission taken away loses it at the next request in every process, as
without the cache; only a request that reads the generation in the moment between another's
commit and its bump can see the old answer. Without Redis nothing is kept or used (every
request reads the database), and a bump that fails forgets this process's answers; the
seconds bound whatever else could go wrong.

Only found answers are kept (a new member works at once), and only values: each request gets
its own Organisation instance in its own session (`session.merge(..., load=False)`, no SQL).
"""
import logging
import random
import threading
import time
from collections import OrderedDict

from flask import current_app, g, has_app_context
from redis.exceptions import RedisError
from sqlalchemy import event
from sqlalchemy.orm import Session

from app.redis import redis_connection

log = logging.getLogger(__name__)

GENERATION_KEY = "access:generation"
# The tables the organisation binding and the viewer are read from (schema-less names: members
# and invites are in every organisation's schema).
WATCHED = frozenset({"organisations", "users", "accounts", "members", "invites"})
# The browser sessions app/auth/session.py keeps under the same generation: a session ended or a
# token replaced bumps it (a new session ends nothing, and neither does a write whose statement
# carries ENDS_NO_SESSION: the touch of last_seen_at, every few minutes per person).
SESSIONS = frozenset({"browser_sessions", "account_sessions"})
ENDS_NO_SESSION = "ends_no_session"
_UNREAD = object()


class BindingCache:
    """Answers by key, each kept `seconds` and used only under the generation it was read at."""

    def __init__(self, seconds: float, size: int = 10_000):
        self.seconds, self.size = seconds, size
        self._entries: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key, generation):
        if generation is None:
            return None
        with self._lock:
            entry = self._entries.get(key)
        if entry is None:
            return None
        stored_at, read_under, value = entry
        # A clock set back (time travel in tests) must not stretch an entry's life either.
        if read_under != generation or not stored_at <= time.time() < stored_at + self.seconds:
            return None
        return value

    def peek(self, key):
        """(the generation it was read under, the answer) while its seconds last, whatever the
        generation now: for a caller that checks the generation itself (app/graphql/core/budget.py)."""
        with self._lock:
            entry = self._entries.get(key)
        if entry is None or not entry[0] <= time.time() < entry[0] + self.seconds:
            return None
        return entry[1], entry[2]

    def put(self, key, value, generation) -> None:
        if generation is None or self.seconds <= 0:
            return
        with self._lock:
            self._entries[key] = (time.time(), generation, value)
            self._entries.move_to_end(key)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def forget_all(self) -> None:
        with self._lock:
            self._entries.clear()


def install(app) -> None:
    seconds = app.config["AUTH_SESSION_CACHE_SECONDS"]
    app.extensions["tenant_bindings"] = BindingCache(seconds)
    app.extensions["viewer_rows"] = BindingCache(seconds)


def cache(name: str) -> BindingCache:
    return current_app.extensions[name]


def generation():
    """This request's generation of what the caches hold (read once per request), or None when
    the caches are off or Redis cannot be asked (nothing is used or kept then)."""
    found = g.get("access_generation", _UNREAD)
    if found is _UNREAD:
        found = g.access_generation = _read_generation() if current_app.config["AUTH_SESSION_CACHE_SECONDS"] > 0 \
            else None
    return found


def forget_generation() -> None:
    """At the start of a request: its generation is read afresh."""
    g.pop("access_generation", None)


def read_generation_as(value) -> None:
    """This request's generation, as read by another round trip of this request (the GraphQL
    budget's). None (no generation yet) leaves it to be read, which starts one."""
    if value is not None and current_app.config["AUTH_SESSION_CACHE_SECONDS"] > 0:
        g.access_generation = value


def _read_generation():
    try:
        redis = redis_connection()
        value = redis.get(GENERATION_KEY)
        if value is None:
            # Never from 0: after a Redis restart, answers kept under an old count must not match.
            redis.set(GENERATION_KEY, random.getrandbits(62), nx=True)
            value = redis.get(GENERATION_KEY)
        return value
    except RedisError:
        return None


def _bump() -> None:
    for name in ("tenant_bindings", "viewer_rows"):
        kept = current_app.extensions.get(name)
        if kept is not None:
            kept.forget_all()
    try:
        redis_connection().incr(GENERATION_KEY)
    except RedisError as error:  # other processes' answers end with their seconds
        log.warning("access generation not bumped (Redis: %s)", error)


@event.listens_for(Session, "after_flush")
def _note_flushed(session, _context):
    for instances, watched in ((session.new, WATCHED), (session.dirty, WATCHED | SESSIONS),
                               (session.deleted, WATCHED | SESSIONS)):
        for instance in instances:
            table = getattr(type(instance), "__table__", None)
            if table is not None and table.name in watched:
                session.info["access_written"] = True
                return


@event.listens_for(Session, "do_orm_execute")
def _note_statement(state):
    if state.is_insert or state.is_update or state.is_delete:
        name = getattr(getattr(state.statement, "table", None), "name", None)
        if name in WATCHED or (name in SESSIONS and not state.is_insert
                               and not state.execution_options.get(ENDS_NO_SESSION)):
            state.session.info["access_written"] = True


@event.listens_for(Session, "after_commit")
def _bump_after_commit(session):
    if session.info.pop("access_written", False) and has_app_context():
        _bump()


@event.listens_for(Session, "after_soft_rollback")
def _nothing_written(session, previous):
    if previous.parent is None:  # the whole transaction, not a savepoint
        session.info.pop("access_written", None)
