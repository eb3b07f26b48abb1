"""Creating and dropping an organisation together with its schema."""
from sqlalchemy import delete, select, text
from sqlalchemy.exc import IntegrityError

from app.db import db
from app.errors import UserError
from tenants.migrate import head, tenant_ddl
from tenants.models import Organisation
from tenants.names import quote_schema, schema_for, validate_slug


def slug_taken_message(slug: str) -> str:
    return f"The slug '{slug}' is already taken. Please choose another."


def create_organisation(name: str, slug: str, *, is_personal: bool = False) -> Organisation:
    """Insert the organisation and create its schema at head, in the caller's transaction.

    The schema is built from the tenant history pre-rendered as DDL (no alembic run per
    tenant), then stamped, so creating an organisation costs about what the DDL itself costs.
    """
    name = (name or "").strip()
    if not name:
        raise UserError("Organisation name is required", field="name")
    if len(name) > 200:
        raise UserError("Organisation name must be at most 200 characters", field="name")
    validate_slug(slug)
    session = db.session
    if session.scalar(select(Organisation.id).where(Organisation.slug == slug)) is not None:
        raise UserError(slug_taken_message(slug), field="slug")
    org = Organisation(name=name, slug=slug, is_personal=is_personal)
    session.add(org)
    try:
        with session.begin_nested():
            session.flush()
    except IntegrityError:  # a concurrent create took the slug between our check and insert
        raise UserError(slug_taken_message(slug), field="slug") from None
    schema = schema_for(org.id)
    connection = session.connection()
    connection.exec_driver_sql(f"CREATE SCHEMA {quote_schema(schema)}")
    connection.execute(text("SELECT set_config('search_path', :s, true)"), {"s": schema})
    connection.exec_driver_sql(tenant_ddl())
    connection.execute(text("SELECT set_config('search_path', 'pg_catalog', true)"))
    org.schema_name = schema
    org.schema_revision = head("tenant")
    session.flush()
    return org


def drop_organisation(org: Organisation) -> None:
    session = db.session
    if org.schema_name:
        session.connection().exec_driver_sql(f"DROP SCHEMA IF EXISTS {quote_schema(org.schema_name)} CASCADE")
    session.execute(delete(Organisation).where(Organisation.id == org.id))
