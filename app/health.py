"""GET /healthz: 200 when the database and Redis answer, 503 (naming which) otherwise.

It also says whether email is being delivered (`email`), and neither state alone makes it 503
(the web answers):

- `retrying: N emails, the last error: ...` while attempts fail and are being retried: an
  outage (the SMTP relay refusing or unreachable); the mail goes out, once, when the relay
  accepts it again (the outbox);
- `failed: N emails need a person (flask outbox failed), the last error: ...` for emails
  dead-lettered (one that can never be built, or that the relay refused for good): they are not
  retried, so they never keep `retrying` on and hide the next outage. Both can show, `; `-joined.
"""
from flask import Blueprint, jsonify
from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import distinct_on

from app.db import db
from app.jobs.models import OutboxItem
from app.redis import redis_connection

bp = Blueprint("health", __name__)


def check() -> dict[str, str]:
    status = {}
    try:
        with db.engine.connect() as conn:
            # The outbox query is the database's answer too: one statement per check, as before.
            email = _email(conn)
        status["database"] = "ok"
        status["email"] = email
    except Exception as exc:  # any failure to answer is "down", whatever the cause
        status["database"] = f"down: {type(exc).__name__}"
    try:
        redis_connection().ping()
        status["redis"] = "ok"
    except Exception as exc:
        status["redis"] = f"down: {type(exc).__name__}"
    return status


def _email(conn) -> str:
    # Undone rows are few (done_at is indexed), however long the outbox has grown: one statement
    # counts both states and picks each one's newest error.
    failed = OutboxItem.failed_at.is_not(None)
    rows = conn.execute(
        select(failed.label("failed"), func.count().over(partition_by=failed), OutboxItem.last_error)
        .where(OutboxItem.done_at.is_(None), OutboxItem.task == "email.send", OutboxItem.attempts > 0)
        .order_by(failed, OutboxItem.id.desc()).ext(distinct_on(failed))
    ).all()
    states = []
    for is_failed, count, last_error in rows:
        emails = f"{count} email{'s' if count != 1 else ''}"
        state = f"failed: {emails} need{'s' if count == 1 else ''} a person (flask outbox failed)" if is_failed \
            else f"retrying: {emails}"
        states.append(f"{state}, the last error: {(last_error or '')[:200]}")
    return "; ".join(states) or "ok"


@bp.get("/healthz")
def healthz():
    status = check()
    healthy = status["database"] == "ok" and status["redis"] == "ok"
    return jsonify(status=("ok" if healthy else "unavailable"), **status), (200 if healthy else 503)
