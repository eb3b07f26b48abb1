"""The RQ queues, on the app's Redis connection (app.redis)."""
from rq import Queue

from app.redis import redis_connection

QUEUES = ("email", "pdf", "default")


def queue(name: str) -> Queue:
    if name not in QUEUES:
        raise ValueError(f"unknown queue {name!r}")
    return Queue(name, connection=redis_connection())
