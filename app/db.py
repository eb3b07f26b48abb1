"""Database engine, the two declarative bases, and the per-app-context session.

Shared tables name their schema (`shared`). Tenant tables name none: the session routes them
to the bound organisation's schema with `schema_translate_map` (see `tenants.context`).
Every connection starts with `search_path = pg_catalog`, so a tenant table reached with no
organisation bound is an error ("relation does not exist"), never another tenant's rows.

Behind a transaction-mode pooler (`DATABASE_POOLER=pgbouncer`) consecutive transactions of one
connection may run on different server backends, so nothing may outlive a transaction: the
tenant's search_path is only ever set transaction-locally, psycopg prepares no statements (a
prepared statement lives on one backend), and the startup `options` (which PgBouncer refuses)
give way to the role's or database's own `search_path = pg_catalog` (docs/scaling.md).
"""
import functools
import json
import os
import re
import threading
from contextlib import contextmanager

import orjson

from flask import current_app, g
from sqlalchemy import MetaData, create_engine, event, text
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker

NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
SHARED_SCHEMA = "shared"


class SharedBase(DeclarativeBase):
    metadata = MetaData(schema=SHARED_SCHEMA, naming_convention=NAMING)


class TenantBase(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


def tenant_translate_map(schema: str | None) -> dict:
    return {None: schema} if schema else {}


# The schemas a pooled connection has been bound to, kept on its record (which outlives a checkout).
# A PostgreSQL backend keeps the catalogue entries of every table it has touched for as long as it
# lives (its relcache and catcache are never trimmed): ops/bench/tenants measured 28-38 kB more per
# organisation whose projects page one connection served (31 MB after 1,000). A connection of a web
# process that serves thousands of organisations would grow without end, so one that has been bound
# to this many organisations' schemas is replaced at its next checkout (issue 41; the app's limit is
# the setting DATABASE_SCHEMAS_PER_CONNECTION, app.config; docs/scaling.md).
TENANT_SCHEMAS_SEEN = "claimdesk_tenant_schemas"


def route_tenant_tables(connection, schema: str | None) -> None:
    """Point `connection`'s tenant tables at `schema` (None: at nothing), and count the schema
    on the pooled connection's own record, which outlives the checkout (_retire_wide_connections)."""
    connection.execution_options(schema_translate_map=tenant_translate_map(schema))
    if schema:
        connection.connection.info.setdefault(TENANT_SCHEMAS_SEEN, set()).add(schema)


@event.listens_for(Session, "after_begin")
def _route_tenant_tables(session, transaction, connection):
    # Re-applied at every transaction start: a commit hands the session a fresh connection.
    route_tenant_tables(connection, session.info.get("tenant_schema"))


def _retire_wide_connections(engine, limit: int) -> None:
    """Bound each connection's catalogue cache by the number of organisations it has served: past
    `limit`, the pool replaces it (a DisconnectionError at checkout is SQLAlchemy's documented way:
    the pool discards the connection and hands out a new one). 0: never."""
    from sqlalchemy import exc

    if limit <= 0:
        return

    @event.listens_for(engine, "checkout")
    def checkout(dbapi_connection, record, proxy):
        if len(record.info.get(TENANT_SCHEMAS_SEEN, ())) >= limit:
            raise exc.DisconnectionError(f"served {limit} organisations' schemas: replaced to bound its catalogue cache")


POOLERS = ("pgbouncer",)


def connect_args(pooler: str | None) -> dict:
    if pooler is None:
        return {"options": "-c search_path=pg_catalog", "connect_timeout": 5}
    if pooler not in POOLERS:
        raise RuntimeError(f"DATABASE_POOLER must be one of {', '.join(POOLERS)}, not {pooler!r}")
    return {"prepare_threshold": None, "connect_timeout": 5}


def make_engine(url: str, *, pooler: str | None = None, schemas_per_connection: int = 0, **kwargs):
    """`pooler` defaults to DATABASE_POOLER, so commands and child processes agree with the app;
    `schemas_per_connection`: see _retire_wide_connections."""
    # pool_pre_ping: a connection that died with a restarted server is replaced before use, so
    # the first request after a restart is served rather than failed.
    engine = create_engine(
        url,
        pool_pre_ping=True,
        connect_args=connect_args(pooler or os.environ.get("DATABASE_POOLER") or None),
        **kwargs,
    )
    _remember_schema_translations(engine.dialect)
    _ping_with_an_empty_query(engine.dialect)
    _parse_json_with_orjson()
    _retire_wide_connections(engine, schemas_per_connection)
    return engine


# An integer of 19 digits or more may pass 64 bits, which orjson reads as a float (losing digits).
_LONG_INTEGER = re.compile(rb"\d{19}")


def json_loads(text: str | bytes):
    """JSON text from PostgreSQL (json and jsonb columns, and text the app stores JSON in), parsed by
    orjson at a fraction of the standard parser's CPU (the claim page parses 3 per ledger line; issue
    41), with exactly the standard parser's values: text orjson reads otherwise (an integer past 64
    bits, which it makes a float) or refuses (a number out of a float's range, which the standard
    parser makes infinity) is parsed by the standard parser."""
    try:
        raw = text.encode() if isinstance(text, str) else text
    except UnicodeEncodeError:  # a lone surrogate: not from PostgreSQL, but answered as before
        return json.loads(text)
    if not _LONG_INTEGER.search(raw):
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError:
            pass
    return json.loads(text)


def _parse_json_with_orjson() -> None:
    from psycopg.types.json import set_json_loads

    set_json_loads(json_loads)  # every connection's json and jsonb columns (psycopg's global adapters)


def _ping_with_an_empty_query(dialect) -> None:
    """pool_pre_ping with an empty query sent by libpq itself: the same round trip as the dialect's
    `SELECT 1` through a cursor with autocommit turned on and off, at a sixth of the CPU (every
    request checks out a connection, so every request pays it; issue 21). A connection in any
    state but idle (never, after the pool's reset) is pinged the dialect's way."""
    from psycopg import Error
    from psycopg.pq import ExecStatus, TransactionStatus

    dialect_ping = dialect.do_ping

    def do_ping(dbapi_connection) -> bool:
        pgconn = dbapi_connection.pgconn
        if dbapi_connection.closed or pgconn.transaction_status != TransactionStatus.IDLE:
            return dialect_ping(dbapi_connection)
        try:
            return pgconn.exec_(b"").status == ExecStatus.EMPTY_QUERY  # False: replaced by the pool
        except Error:
            return False

    dialect.do_ping = do_ping


SCHEMA_TRANSLATIONS_KEPT = 4096


def _remember_schema_translations(dialect) -> None:
    """Keep each statement's text as translated to a tenant's schema (issue 21).

    A statement compiled under `schema_translate_map` holds a placeholder for every schema it
    names, and SQLAlchemy replaces them on every execution (a regular expression calling back
    into Python once per table: a fifth of a version poll's statement CPU, by profile). The
    result depends only on the compiled text and the map, so it is kept, per engine, up to
    SCHEMA_TRANSLATIONS_KEPT texts (then forgotten all at once: the hot statements come back at
    once). A refused map raises as before: only a translation is kept."""
    kept: dict = {}
    preparer_class = type(dialect.identifier_preparer)

    class RememberingPreparer(preparer_class):
        def _render_schema_translates(self, statement, schema_translate_map):
            key = (statement, *((k, v) for k, v in schema_translate_map.items() if k != "_none"))
            translated = kept.get(key)
            if translated is None:
                translated = super()._render_schema_translates(statement, schema_translate_map)
                if len(kept) >= SCHEMA_TRANSLATIONS_KEPT:
                    kept.clear()
                kept[key] = translated
            return translated

    # Every compiled statement's preparer is a copy of the dialect's, of the same class.
    dialect.identifier_preparer.__class__ = RememberingPreparer


@contextmanager
def cli_connection():
    """For a command that runs without the app (the bare `alembic` command): a connection to the
    database the app would use. An embedded server started for it lives until the block ends."""
    from app.config import from_environment
    from app.embedded import resolve_database_url

    config = from_environment()
    engine = make_engine(resolve_database_url(config))
    try:
        with engine.connect() as connection:
            yield connection
    finally:
        engine.dispose()


class _Engines:
    """One app's engine and sessionmaker, made on first use (a command that never touches
    the database never starts one)."""

    def __init__(self, config):
        self.config = config
        self._lock = threading.Lock()
        self._engine = None
        self._sessionmaker = None

    @property
    def engine(self):
        if self._engine is None:
            with self._lock:
                if self._engine is None:
                    from app.embedded import resolve_database_url

                    engine = make_engine(resolve_database_url(self.config), pooler=self.config.get("DATABASE_POOLER"),
                                         schemas_per_connection=self.config["DATABASE_SCHEMAS_PER_CONNECTION"],
                                         pool_size=5, max_overflow=10)
                    self._sessionmaker = sessionmaker(engine, expire_on_commit=False)
                    self._engine = engine
        return self._engine

    @property
    def sessionmaker(self):
        self.engine
        return self._sessionmaker


class Database:
    """Flask extension: per app an engine, per app context a session."""

    def init_app(self, app):
        app.extensions["db"] = _Engines(app.config)
        app.teardown_appcontext(self._close_session)

    @property
    def engine(self):
        return current_app.extensions["db"].engine

    @property
    def sessionmaker(self):
        return current_app.extensions["db"].sessionmaker

    @property
    def session(self) -> Session:
        session = g.get("db_session")  # one look through the context proxy: every statement asks
        if session is None:
            session = g.db_session = self.sessionmaker()
        return session

    def _close_session(self, exc):
        session = g.pop("db_session", None)
        if session is not None:
            if exc is not None:
                session.rollback()
            session.close()


db = Database()


def escape_like(text: str) -> str:
    """`text` for a LIKE pattern (escape character backslash), matched literally."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def advisory_lock(space: int, key: int) -> None:
    """Take Postgres's transaction-scoped advisory lock (space, key): a second holder of the same pair
    waits until the first transaction ends. `key` is any id, folded into the lock's int4."""
    db.session.execute(text("SELECT pg_advisory_xact_lock(:space, CAST(:key AS integer))"),
                       {"space": space, "key": int(key) % 2_147_483_647})


def rolls_back(fn):
    """A refused action leaves nothing behind in the session (a later commit in the same
    request must not carry half of it)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except Exception:
            db.session.rollback()
            raise

    return wrapper


# ---- statements shared by every request's threads ------------------------------------------------
# SQLAlchemy memoises parts of a statement, of the aliases it uses and of the mappers on their first
# compile. Threads compiling a shared statement (one built once, or a fresh one on a module-level
# alias) for the first time at once can read each other's half-made memos and fail with "Can't
# determine which FROM clause to join from" - an INTERNAL error on a freshly started server. Each
# module that shares statements registers a function naming them; `create_app` compiles them all in
# one thread before any request (tests/api/contracts/test_shared_statements.py).
_shared_statements: list = []


def shared_statements(names):
    """Register `names()`: the statements (or selectables) a module shares between threads."""
    _shared_statements.append(names)
    return names


def compile_shared_statements() -> None:
    from sqlalchemy.dialects import postgresql
    from sqlalchemy.orm import configure_mappers

    configure_mappers()
    dialect = postgresql.dialect()
    for names in _shared_statements:
        for statement in names():
            statement.compile(dialect=dialect)

