"""`flask tenants …`: support commands for staff, against the same database as ops/run.

`flask tenants migrate` is added to this group by app.cli from migrations/cli.py: it runs the data
repairs, which need the domain's models, and tenants imports nothing of the domain."""
import os
import sys
import time

import click
from flask.cli import AppGroup
from sqlalchemy import select, text

from app.db import db
from app.errors import UserError
from tenants.models import Organisation
from tenants.provision import create_organisation, drop_organisation
from tenants.transfer import dump, restore


tenants_cli = AppGroup("tenants", help="Create, list, migrate and drop organisations (tenants).")


def _fail(message: str, code: int = 1):
    click.echo(f"Error: {message}", err=True)
    sys.exit(code)


# dump and restore refuse with 2, so a script moving organisations can tell "refused, nothing
# written" from a crash (1, with a traceback).
REFUSED = 2


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


SHARED_ROWS = ("Only the organisation's schema is in the file. Its rows in the shared schema (its users, "
               "i.e. accounts' memberships; accounts; contracts and claims between organisations) stay "
               "there: in the scale-out plan the shared schema is the routing layer that stays central "
               "(docs/scaling.md). Uploaded files' bytes stay in object storage.")


@tenants_cli.command("dump", help=f"""Write organisation SLUG's schema to FILE.

One consistent snapshot (a REPEATABLE READ, read-only transaction): a manifest (revision,
tables, columns, row counts, sequences) and each table's rows by COPY. Its catalogue reads
are bounded by the one schema, so it costs the same beside 10 or 10,000 organisations.
{SHARED_ROWS} Exit 2: refused, nothing written.""")
@click.argument("slug")
@click.argument("file", type=click.Path(dir_okay=False, writable=True))
def dump_command(slug, file):
    started = time.perf_counter()
    try:
        manifest = dump(slug, file)
    except UserError as exc:
        _fail(exc.message, REFUSED)
    rows = sum(t["rows"] for t in manifest["tables"])
    click.echo(f"Dumped '{slug}' ({manifest['schema']}, revision {manifest['schema_revision']}): "
               f"{len(manifest['tables'])} tables, {rows} rows, {os.path.getsize(file)} bytes "
               f"in {time.perf_counter() - started:.2f} s")


@tenants_cli.command("restore", help=f"""Create an organisation from a dump FILE in this database.

The organisation row and its schema are created as `tenants create` creates them, then each
table's rows are copied in and the sequences set, all in one transaction: a failure leaves
nothing behind. Refused (exit 2) when the dump's revision is not this code's tenant head, when
the slug (or the schema) already exists, or when the file is damaged. --as-slug restores beside
the live organisation, e.g. to recover its data. {SHARED_ROWS} The restored organisation has no
users until staff add them; its members rows keep their user ids.""")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--as-slug", "as_slug", help="Restore under this slug instead of the dump's.")
def restore_command(file, as_slug):
    started = time.perf_counter()
    try:
        org = restore(file, as_slug)
        db.session.commit()
    except UserError as exc:
        db.session.rollback()
        _fail(exc.message, REFUSED)
    except BaseException:
        db.session.rollback()
        raise
    click.echo(f"Restored '{org.slug}' (id {org.id}, schema {org.schema_name}, revision {org.schema_revision}) "
               f"in {time.perf_counter() - started:.2f} s")
