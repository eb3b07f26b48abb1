"""Redis and the RQ queues."""
from flask import current_app
from redis import Redis
from rq import Queue

QUEUES = ("email", "pdf", "default")


def redis_connection() -> Redis:
    app = current_app._get_current_object()
    conn = app.extensions.get("redis")
    if conn is None:
        from app.embedded import resolve_redis_url

        conn = Redis.from_url(resolve_redis_url(app.config), socket_connect_timeout=3, socket_timeout=10)
        app.extensions["redis"] = conn
    return conn


def queue(name: str) -> Queue:
    if name not in QUEUES:
        raise ValueError(f"unknown queue {name!r}")
    return Queue(name, connection=redis_connection())
