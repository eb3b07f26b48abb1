"""`flask tenants migrate`: both alembic histories and the data repairs between them.

Added to the `flask tenants` group (tenants/cli.py) by app.cli: `tenants.migrate` runs the
histories, and takes the repairs (migrations/repairs.py, which need the domain's models) from here.
"""
import sys

import click
from flask.cli import with_appcontext

from app.db import db
from migrations import repairs
from tenants.migrate import TenantMigrationFailed, default_jobs, migrate_all


@click.command("migrate")
@click.option("--jobs", default=None, type=click.IntRange(1, 32), help="Tenants migrated in parallel.")
@with_appcontext
def migrate(jobs):
    """Upgrade `shared`, run the data repairs, then every organisation schema that is behind."""
    try:
        report = migrate_all(db.engine, jobs or default_jobs(), echo=click.echo, repairs=repairs.run)
    except TenantMigrationFailed as exc:
        click.echo(f"Error: {exc} ({exc.done} organisation(s) upgraded before it; the run stopped there)", err=True)
        sys.exit(1)
    click.echo(f"Migrated {report.upgraded} of {report.behind} organisation schema(s) behind head in {report.seconds:.2f} s")
