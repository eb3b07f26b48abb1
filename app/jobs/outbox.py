"""The transactional outbox.

A write that must send mail or render a PDF calls `promise(...)` inside its transaction. The
row commits or rolls back with the write. After commit the row is relayed to RQ; the job
locks the row, does the work in the same transaction that marks it done, and so runs at
most once however often it is enqueued. A sweeper re-enqueues rows whose relay was lost
(Redis down, process killed between commit and enqueue).

What fails is retried, with a cap for what can never succeed (issue 37: one unsendable email was
retried forever and kept /healthz at 'retrying', hiding the next real outage):

- `Transient`: an outage of what the work talks to (an SMTP relay unreachable or answering 4xx):
  retried for as long as it lasts, never counted; /healthz says 'retrying'.
- `Impossible`: the work can never be done as promised (an email with a line break in its subject
  cannot be built): dead-lettered at once.
- anything else (a relay's permanent refusal, `Refused`, a bug) counts as a failure; at
  OUTBOX_MAX_FAILURES the row is dead-lettered.

A dead-lettered row (`failed_at`) is logged once (ERROR; INFO for a `Refused`), never tried again,
and shown by /healthz as 'failed' until a person retries or dismisses it (`flask outbox`).
"""
import logging
from collections.abc import Callable
from datetime import timedelta

from flask import current_app
from rq import Retry
from sqlalchemy import event, func, select, update
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import Session

from app.db import db
from app.jobs.models import OutboxItem
from app.jobs.queues import queue

log = logging.getLogger(__name__)

# task name -> (queue, handler(payload, key)); handlers run inside the row's transaction and
# the organisation's tenant context.
TASKS: dict[str, tuple[str, Callable[[dict, str], None]]] = {}
RETRY = Retry(max=5, interval=[5, 30, 120, 600, 1800])
STALE_AFTER = timedelta(minutes=2)


class Transient(Exception):
    """An outage of the service the work goes to: retried as long as it lasts, never counted."""


class Impossible(Exception):
    """The work can never be done as promised: dead-lettered at once, not retried."""


class Refused(Exception):
    """A job's work was refused by the service it went to because of what the person gave (Xero
    validating a document, say): a user error, not an outage. Raised like any failure, so the job is
    retried (someone may fix it meanwhile), but the worker logs it at INFO, never as ERROR."""


def task(name: str, queue_name: str = "default"):
    def register(fn):
        TASKS[name] = (queue_name, fn)
        return fn

    return register


def promise(task_name: str, payload: dict, *, key: str, org_id: int | None = None) -> None:
    """Add work to the current transaction. The same key twice is the same work, once."""
    queue_name, _ = TASKS[task_name]
    session = db.session
    row_id = session.execute(
        insert(OutboxItem)
        .values(key=key, task=task_name, queue=queue_name, org_id=org_id, payload=payload)
        .on_conflict_do_nothing(index_elements=["key"])
        .returning(OutboxItem.id)
    ).scalar()
    if row_id is not None:
        session.info.setdefault("outbox_pending", []).append((row_id, queue_name))


def relay(items: list[tuple[int, str]]) -> None:
    """Enqueue committed outbox rows. A failure here is repaired by the sweeper."""
    for row_id, queue_name in items:
        try:
            queue(queue_name).enqueue(
                run_item, row_id, job_id=f"outbox-{row_id}", retry=RETRY, failure_ttl=7 * 86400
            )
        except Exception:  # Redis down: the row stays pending and the sweeper retries it
            log.warning("outbox row %s not enqueued; the sweeper will retry", row_id, exc_info=True)
            continue
        with db.sessionmaker() as s, s.begin():
            s.execute(update(OutboxItem).where(OutboxItem.id == row_id).values(enqueued_at=func.now()))


def run_item(row_id: int) -> str:
    """The RQ job: do one outbox row's work exactly once.

    It runs in the caller's app context (`flask worker` runs jobs in its own process and
    context), so this module never imports the app factory.
    """
    from tenants.context import tenant_context
    from tenants.models import Organisation

    session = db.session
    try:
        # FOR UPDATE waits for whoever holds the row: a second copy of this job waits for the
        # first and then finds it done. (SKIP LOCKED lost jobs: the relay's own UPDATE of
        # enqueued_at can still hold the row when a fast worker picks the job up, and the job
        # was skipped until the sweeper re-enqueued it minutes later.)
        item = session.scalars(
            select(OutboxItem).where(OutboxItem.id == row_id).with_for_update()
        ).first()
        if item is None or item.done_at is not None or item.failed_at is not None:
            session.rollback()
            return "skipped"
        _, handler = TASKS[item.task]
        org = session.get(Organisation, item.org_id) if item.org_id is not None else None
        if item.org_id is not None and org is None:
            item.done_at = func.now()
            item.last_error = "organisation no longer exists"
        else:
            with tenant_context(org):
                handler(item.payload, item.key)
            item.done_at = func.now()
            item.attempts += 1
        session.commit()
        return "done"
    except Exception as exc:
        session.rollback()
        if _record_failure(row_id, exc):
            return "failed"
        raise


def _record_failure(row_id: int, exc: Exception) -> bool:
    """Count a failed attempt; True when the row is now dead-lettered (the job must not be retried)."""
    counted = 0 if isinstance(exc, Transient) else 1
    error = f"{type(exc).__name__}: {exc}"[:2000]
    with db.sessionmaker() as s, s.begin():
        row = s.execute(
            update(OutboxItem)
            .where(OutboxItem.id == row_id)
            .values(attempts=OutboxItem.attempts + 1, failures=OutboxItem.failures + counted, last_error=error)
            .returning(OutboxItem.task, OutboxItem.attempts, OutboxItem.failures)
        ).first()
        if row is None:
            return False
        dead = isinstance(exc, Impossible) or (counted and row.failures >= current_app.config["OUTBOX_MAX_FAILURES"])
        if dead:
            s.execute(update(OutboxItem).where(OutboxItem.id == row_id).values(failed_at=func.now()))
    if dead:
        # Once: a dead-lettered row is never run again. A person's data (Refused) is no outage.
        level = logging.INFO if isinstance(exc, Refused) else logging.ERROR
        log.log(level, "outbox row %s (%s) failed for good after %s attempts and needs a person "
                "(flask outbox failed): %s", row_id, row.task, row.attempts, error)
    return dead


def sweep(session: Session) -> int:
    """Re-enqueue rows that are not done and were never (or long ago) enqueued."""
    rows = session.execute(
        select(OutboxItem.id, OutboxItem.queue)
        .where(OutboxItem.done_at.is_(None), OutboxItem.failed_at.is_(None))
        .where((OutboxItem.enqueued_at.is_(None)) | (OutboxItem.enqueued_at < func.now() - STALE_AFTER))
        .where(OutboxItem.created_at < func.now() - timedelta(seconds=5))
        .limit(500)
    ).all()
    session.rollback()
    relay([(r.id, r.queue) for r in rows])
    return len(rows)


# Relay each session's promises once its outermost transaction has committed.
@event.listens_for(Session, "after_commit")
def _after_commit(session):
    pending = session.info.pop("outbox_pending", None)
    if pending:
        session.info.setdefault("outbox_committed", []).extend(pending)


@event.listens_for(Session, "after_soft_rollback")
def _after_rollback(session, previous_transaction):
    session.info.pop("outbox_pending", None)


@event.listens_for(Session, "after_transaction_end")
def _after_end(session, transaction):
    committed = session.info.pop("outbox_committed", None)
    if committed and transaction.parent is None:
        relay(committed)
