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
    context.configure(connection=connection, target_metadata=TenantBase.metadata, compare_type=True)
    with context.begin_transaction():
        context.run_migrations()


if context.is_offline_mode():
    run_offline()
else:
    run_online()
