"""`flask retention verify`: walk every ledger's hash chain; exit 1 naming the first entry that does
not match (an entry changed, removed or reordered after it was written), else say how many match."""
import click
from flask.cli import AppGroup
from sqlalchemy import func, select

from app.db import db
from app.retention import ledger
from app.retention.models import RetentionEntry

retention_cli = AppGroup("retention", help="Retention money held on trust (CCA subpart 2A).")


@retention_cli.command("verify")
def verify_command():
    """Check every retention ledger's hash chain."""
    broken = ledger.verify()
    if broken is not None:
        entry, why = broken
        click.echo(f"Retention entry {entry.id} (contract {entry.contract_id}, entry {entry.seq}, {entry.kind}) {why}.",
                   err=True)
        raise SystemExit(1)
    count = db.session.scalar(select(func.count()).select_from(RetentionEntry))
    click.echo(f"All {count} retention entries match their hash chain.")
