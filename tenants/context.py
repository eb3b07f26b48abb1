"""Tenant context: which organisation's schema the current session's tenant tables use.

This is the one place a tenant is bound. A request binds it once (`bind_request_tenant`,
after the account is known); jobs and commands use `tenant_context(org)`. The binding is
reset at the start of every request, so nothing leaks from one request to the next, and an
unbound session cannot reach any tenant table (see `app.db`).
"""
from contextlib import contextmanager

from flask import g, request
from sqlalchemy import bindparam, column, inspect, select, table, text
from sqlalchemy.orm import make_transient_to_detached

from app.db import SHARED_SCHEMA, db, route_tenant_tables
from app.errors import NotFound
from tenants import bindings
from tenants.models import Organisation
from tenants.names import validate_schema

# Which account is a user of which organisation: read by table, since the model belongs to
# app.auth and tenants/ depends on the db platform only.
_users = table("users", column("account_id"), column("org_id"), schema=SHARED_SCHEMA)


def current_org() -> Organisation | None:
    return g.get("tenant_org")


def require_org() -> Organisation:
    org = current_org()
    if org is None:
        raise NotFound("Organisation not found")
    return org


def _bind(org: Organisation | None) -> None:
    schema = validate_schema(org.schema_name) if org is not None else None
    g.tenant_org = org
    session = db.session
    session.info["tenant_schema"] = schema
    if session.in_transaction():
        route_tenant_tables(session.connection(), schema)


@contextmanager
def tenant_context(org: Organisation | None):
    """Bind `org` for the duration of the block (jobs, commands, tests), then restore."""
    previous = current_org()
    _bind(org)
    try:
        yield org
    finally:
        _bind(previous)


def bind_search_path() -> None:
    """For raw SQL only: point this transaction's search_path at the bound tenant."""
    org = require_org()
    db.session.execute(
        text("SELECT set_config('search_path', :path, true)"), {"path": validate_schema(org.schema_name)}
    )


def reset_tenant() -> None:
    _bind(None)


def bind_request_tenant() -> None:
    """Resolve the organisation of this request, or leave none bound (fail closed).

    The organisation comes from the `org-id` header (GraphQL) or the `{org}` slug of the
    route, and is bound only when the signed-in account is one of its users.
    """
    reset_tenant()
    org_ref = request.headers.get("org-id") or (request.view_args or {}).get("org")
    org = _cached_account_org(g.get("account_id"), org_ref)
    if org is not None:
        _bind(org)


def _account_org_query(named_by):
    return (select(Organisation).join(_users, _users.c.org_id == Organisation.id)
            .where(_users.c.account_id == bindparam("account_id"), named_by == bindparam("org_ref"),
                   Organisation.schema_name.is_not(None)))


# Built once: every request runs one of them (building the statement cost more than running it).
_ORG_BY_ID, _ORG_BY_SLUG = _account_org_query(Organisation.id), _account_org_query(Organisation.slug)


def _cached_account_org(account_id: int | None, org_ref) -> Organisation | None:
    """account_org, answered from this process's cache while it holds (tenants.bindings)."""
    if account_id is None or not org_ref:
        return None
    key, generation = (account_id, str(org_ref)), bindings.generation()
    values = bindings.cache("tenant_bindings").get(key, generation)
    if values is not None:
        # Made from the kept values as a query would (no attribute events: a fifth of the binding's
        # CPU went to the constructor's), then this request's session takes its own copy.
        org = _ORGANISATION.class_manager.new_instance()
        org.__dict__.update(values)
        make_transient_to_detached(org)
        return db.session.merge(org, load=False)
    org = account_org(account_id, org_ref)
    if org is not None:
        bindings.cache("tenant_bindings").put(key, {c: getattr(org, c) for c in _COLUMNS}, generation)
    return org


_COLUMNS = tuple(c.key for c in Organisation.__table__.columns)
_ORGANISATION = inspect(Organisation)


def account_org(account_id: int | None, org_ref) -> Organisation | None:
    """The organisation named by id or slug, when `account_id` is one of its users; else None
    (an organisation the account is not in reads exactly like one that does not exist)."""
    if account_id is None or not org_ref or "\x00" in str(org_ref):  # NUL: no text column can hold it
        return None
    if str(org_ref).isascii() and str(org_ref).isdigit():
        query, ref = _ORG_BY_ID, int(org_ref)
    else:
        query, ref = _ORG_BY_SLUG, str(org_ref).replace("%40", "@")
    return db.session.scalars(query, {"account_id": account_id, "org_ref": ref}).first()
