"""`flask outbox`: the dead letters /healthz reports as 'failed', for a person to look at.

    flask outbox failed            # id, task, when, tries, the last error (newest first)
    flask outbox retry 42          # run it again from scratch (after fixing what it needed)
    flask outbox dismiss 42        # give up on it: done, never sent, gone from /healthz
"""
import click
from flask.cli import with_appcontext
from sqlalchemy import func, select, update

from app.db import db
from app.jobs.models import OutboxItem
from app.jobs.outbox import relay


@click.group("outbox")
def outbox_cli():
    """Work promised by the app that failed for good (dead letters)."""


@outbox_cli.command("failed")
@with_appcontext
def failed():
    rows = db.session.execute(
        select(OutboxItem.id, OutboxItem.task, OutboxItem.failed_at, OutboxItem.attempts, OutboxItem.last_error)
        .where(OutboxItem.failed_at.is_not(None), OutboxItem.done_at.is_(None)).order_by(OutboxItem.id.desc())
    ).all()
    for row in rows:
        click.echo(f"{row.id}\t{row.task}\t{row.failed_at:%Y-%m-%d %H:%M}\t{row.attempts} tries\t{row.last_error}")
    if not rows:
        click.echo("No failed work.")


def _dead_letter(row_id: int, **values) -> OutboxItem:
    row = db.session.execute(
        update(OutboxItem).where(OutboxItem.id == row_id, OutboxItem.failed_at.is_not(None),
                                 OutboxItem.done_at.is_(None)).values(**values).returning(OutboxItem)
    ).scalar()
    if row is None:
        raise click.ClickException(f"No failed work with id {row_id}.")
    return row


@outbox_cli.command("retry")
@click.argument("row_id", type=int)
@with_appcontext
def retry(row_id: int):
    row = _dead_letter(row_id, failed_at=None, failures=0, enqueued_at=None)
    queue_name = row.queue
    db.session.commit()
    relay([(row_id, queue_name)])
    click.echo(f"Outbox row {row_id} queued again.")


@outbox_cli.command("dismiss")
@click.argument("row_id", type=int)
@with_appcontext
def dismiss(row_id: int):
    _dead_letter(row_id, done_at=func.now(), last_error=func.concat("dismissed; ", OutboxItem.last_error))
    db.session.commit()
    click.echo(f"Outbox row {row_id} dismissed.")
