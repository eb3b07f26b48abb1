"""GET /healthz: 200 when the database and Redis answer, 503 (naming which) otherwise.

It also says whether email is being delivered: `retrying: N emails, the last error: ...` while
the worker's attempts fail (the SMTP relay refusing or unreachable). That alone stays 200: the
web answers, and the mail goes out, once, when the relay accepts it again (the outbox).
"""
from flask import Blueprint, jsonify
from sqlalchemy import func, select

from app.db import db
from app.jobs.models import OutboxItem
from app.jobs.queues import redis_connection

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
    # Undone rows are few (done_at is indexed), however long the outbox has grown.
    newest = conn.execute(
        select(func.count().over(), OutboxItem.last_error)
        .where(OutboxItem.done_at.is_(None), OutboxItem.task == "email.send", OutboxItem.attempts > 0)
        .order_by(OutboxItem.id.desc()).limit(1)
    ).first()
    if newest is None:
        return "ok"
    waiting, last_error = newest
    return f"retrying: {waiting} email{'s' if waiting != 1 else ''}, the last error: {last_error[:200]}"


@bp.get("/healthz")
def healthz():
    status = check()
    healthy = status["database"] == "ok" and status["redis"] == "ok"
    return jsonify(status=("ok" if healthy else "unavailable"), **status), (200 if healthy else 503)
