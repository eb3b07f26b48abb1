"""A pooled connection that has served DATABASE_SCHEMAS_PER_CONNECTION organisations is replaced at
its next checkout (app.db._retire_wide_connections): a PostgreSQL backend keeps the catalogue entries
of every table it touched, so a web process serving thousands of organisations on long-lived
connections would grow without end (ops/bench/tenants measures it: docs/scaling.md)."""
import itertools
import uuid

from sqlalchemy import func, select

from app import create_app
from app.db import db
from app.orgs.models import Member
from tenants.context import tenant_context
from tenants.models import Organisation
from tenants.provision import create_organisation

_tokens = itertools.count(1)


def organisations(app, n: int) -> list[int]:
    with app.app_context():
        ids = [create_organisation(f"Bound {i}", f"bound-{uuid.uuid4().hex[:10]}").id for i in range(n)]
        db.session.commit()
        return ids


def connection_serving(app, org_id: int | None) -> int:
    """Read a member count of `org_id`'s schema (or nothing of a tenant: None) in one app context, as a
    request does; which pooled connection served it (a token kept on the connection's record, which the
    pool clears when it replaces the connection)."""
    with app.app_context():
        org = db.session.get(Organisation, org_id) if org_id else None
        with tenant_context(org):
            if org is not None:
                db.session.scalar(select(func.count()).select_from(Member))  # the bound schema's table
            info = db.session.connection().connection.info
            return info.setdefault("test_token", next(_tokens))


def one_connection_app(test_config, limit: int):
    # Its own engine, used one app context at a time: the pool never needs a second connection, so
    # every context gets the same one until it is replaced.
    return create_app({**test_config, "DATABASE_SCHEMAS_PER_CONNECTION": limit})


def test_a_connection_is_replaced_once_it_has_served_the_limit_of_organisations(test_config, app):
    bounded = one_connection_app(test_config, 3)
    first, second, third, fourth = organisations(app, 4)
    token = connection_serving(bounded, first)
    assert connection_serving(bounded, second) == token
    assert connection_serving(bounded, first) == token  # the same organisation again counts once
    assert connection_serving(bounded, None) == token   # nothing of a tenant counts nothing
    assert connection_serving(bounded, third) == token  # the third: served, then due for replacement
    replaced = connection_serving(bounded, fourth)
    assert replaced != token
    # The new connection starts its own count.
    assert connection_serving(bounded, first) == replaced
    assert connection_serving(bounded, second) == replaced


def test_zero_keeps_a_connection_whatever_it_served(test_config, app):
    unbounded = one_connection_app(test_config, 0)
    ids = organisations(app, 5)
    tokens = {connection_serving(unbounded, org_id) for org_id in ids}
    assert len(tokens) == 1
