"""GET /healthz: 200 when the database and Redis answer, 503 (naming which) otherwise."""
from flask import Blueprint, jsonify
from sqlalchemy import text

from app.db import db
from app.jobs.queues import redis_connection

bp = Blueprint("health", __name__)


def check() -> dict[str, str]:
    status = {}
    try:
        with db.engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        status["database"] = "ok"
    except Exception as exc:  # any failure to answer is "down", whatever the cause
        status["database"] = f"down: {type(exc).__name__}"
    try:
        redis_connection().ping()
        status["redis"] = "ok"
    except Exception as exc:
        status["redis"] = f"down: {type(exc).__name__}"
    return status


@bp.get("/healthz")
def healthz():
    status = check()
    healthy = all(v == "ok" for v in status.values())
    return jsonify(status=("ok" if healthy else "unavailable"), **status), (200 if healthy else 503)
