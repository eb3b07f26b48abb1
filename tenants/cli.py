"""`flask tenants …`: support commands for staff, against the same database as ops/run.

`flask tenants migrate` is added to this group by app.cli from migrations/cli.py: it runs the data
repairs, which need the domain's models, and tenants imports nothing of the domain."""
import sys

import click
from flask.cli import AppGroup
from sqlalchemy import select, text

from app.db import db
from app.errors import UserError
from tenants.models import Organisation
from tenants.provision import create_organisation, drop_organisation


tenants_cli = AppGroup("tenants", help="Create, list, migrate and drop organisations (tenants).")


def _fail(message: str):
    click.echo(f"Error: {message}", err=True)
    sys.exit(1)


@tenants_cli.command("create")
@click.option("--name", required=True, help="Organisation name.")
@click.option("--slug", required=True, help="URL name: lower-case letters, digits and hyphens.")
def create(name, slug):
    """Create an organisation and its schema at the current head."""
    try:
        org = create_organisation(name, slug)
        db.session.commit()
    except UserError as exc:
        db.session.rollback()
        _fail(exc.message)
    click.echo(f"Created organisation '{org.slug}' (id {org.id}, schema {org.schema_name}, revision {org.schema_revision})")


@tenants_cli.command("list")
def list_():
    """List organisations: slug, schema, revision, size."""
    rows = db.session.execute(
        text(
            """
            SELECT o.slug, o.schema_name, o.schema_revision, coalesce(s.bytes, 0) AS bytes
            FROM shared.organisations o
            LEFT JOIN (
                SELECT n.nspname, sum(pg_total_relation_size(c.oid)) AS bytes
                FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                WHERE n.nspname LIKE 'org\\_%' AND c.relkind IN ('r', 'm')
                GROUP BY n.nspname
            ) s ON s.nspname = o.schema_name
            ORDER BY o.slug
            """
        )
    ).all()
    click.echo(f"{'SLUG':<32} {'SCHEMA':<16} {'REVISION':<16} {'SIZE':>10}")
    for r in rows:
        click.echo(f"{r.slug:<32} {r.schema_name or '-':<16} {r.schema_revision or '-':<16} {_size(r.bytes):>10}")
    click.echo(f"{len(rows)} organisation(s)")


def _size(n: int) -> str:
    for unit in ("B", "kB", "MB", "GB"):
        if n < 1024 or unit == "GB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024


@tenants_cli.command("drop")
@click.argument("slug")
@click.option("--yes", is_flag=True, help="Do not ask for confirmation.")
def drop(slug, yes):
    """Drop an organisation and everything in its schema."""
    org = db.session.scalars(select(Organisation).where(Organisation.slug == slug)).first()
    if org is None:
        _fail(f"No organisation with slug '{slug}'.")
    if not yes:
        click.confirm(f"Drop organisation '{org.slug}' ({org.name}) and all its data?", abort=True)
    drop_organisation(org)
    db.session.commit()
    click.echo(f"Dropped organisation '{slug}'")
