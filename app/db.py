"""Database engine, the two declarative bases, and the per-app-context session.

Shared tables name their schema (`shared`). Tenant tables name none: the session routes them
to the bound organisation's schema with `schema_translate_map` (see `tenants.context`).
Every connection starts with `search_path = pg_catalog`, so a tenant table reached with no
organisation bound is an error ("relation does not exist"), never another tenant's rows.
"""
from flask import g
from sqlalchemy import MetaData, create_engine, event
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


@event.listens_for(Session, "after_begin")
def _route_tenant_tables(session, transaction, connection):
    # Re-applied at every transaction start: a commit hands the session a fresh connection.
    connection.execution_options(schema_translate_map=tenant_translate_map(session.info.get("tenant_schema")))


def make_engine(url: str, **kwargs):
    return create_engine(
        url,
        pool_pre_ping=True,
        connect_args={"options": "-c search_path=pg_catalog", "connect_timeout": 5},
        **kwargs,
    )


class Database:
    """Flask extension: one engine per app, one session per app context."""

    def __init__(self):
        self.engine = None
        self.sessionmaker = None

    def init_app(self, app):
        from app.embedded import resolve_database_url

        self.engine = make_engine(resolve_database_url(app.config), pool_size=5, max_overflow=10)
        self.sessionmaker = sessionmaker(self.engine, expire_on_commit=False)
        app.extensions["db"] = self
        app.teardown_appcontext(self._close_session)

    @property
    def session(self) -> Session:
        if "db_session" not in g:
            g.db_session = self.sessionmaker()
        return g.db_session

    def _close_session(self, exc):
        session = g.pop("db_session", None)
        if session is not None:
            if exc is not None:
                session.rollback()
            session.close()


db = Database()
