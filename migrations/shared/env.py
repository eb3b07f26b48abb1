"""Alembic environment of the `shared` schema (version table in `shared`)."""
from alembic import context
from sqlalchemy import text

import migrations.models  # noqa: F401
from app.db import SHARED_SCHEMA, SharedBase, cli_connection

config = context.config


def include_name(name, type_, parent_names):
    if type_ == "schema":
        return name == SHARED_SCHEMA
    return True


def run() -> None:
    connection = config.attributes.get("connection")
    if connection is None:
        with cli_connection() as connection:
            _migrate(connection)
            connection.commit()
    else:
        _migrate(connection)


def _migrate(connection) -> None:
    connection.execute(text(f"CREATE SCHEMA IF NOT EXISTS {SHARED_SCHEMA}"))
    context.configure(
        connection=connection,
        target_metadata=SharedBase.metadata,
        version_table_schema=SHARED_SCHEMA,
        include_schemas=True,
        include_name=include_name,
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


run()
