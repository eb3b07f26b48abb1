"""Alembic environment applied to each organisation schema.

Tables carry no schema name; the caller points the transaction's search_path at the
organisation's schema, so the same migrations (and the alembic_version table) apply to any
tenant. Offline mode renders schema-free DDL: `tenants.provision` executes it to create a new
organisation's schema at head in one step, so migrations here must be renderable offline
(no reads of existing data to decide what to do).
"""
from alembic import context

import migrations.models  # noqa: F401
from app.db import TenantBase

config = context.config


def run_offline() -> None:
    context.configure(
        dialect_name="postgresql",
        target_metadata=TenantBase.metadata,
        literal_binds=True,
        transactional_ddl=False,
        output_buffer=config.output_buffer,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_online() -> None:
    connection = config.attributes["connection"]  # search_path already set to the tenant
    # The version table named by its schema (tenants.migrate.upgrade_tenant passes it): unnamed, alembic's
    # check that it exists asks PostgreSQL which of every schema's `alembic_version` is on the
    # search_path, one visibility test per organisation, so each schema's upgrade cost grew with the
    # number of organisations (issue 41: 54 ms a schema at 10,000, most of it that query).
    context.configure(connection=connection, target_metadata=TenantBase.metadata, compare_type=True,
                      version_table_schema=config.attributes.get("schema"))
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
