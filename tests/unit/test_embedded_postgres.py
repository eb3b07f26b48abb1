"""The embedded PostgreSQL starts even when its start outlasts pgserver's 10 s `pg_ctl` limit.

CI once lost a whole test worker this way: on a busy runner the first start after initdb took
longer than pgserver allows, pgserver raised, and every test of that worker errored. Here the
server is held in archive recovery by a restore_command that waits for a flag file; the test
raises the flag only once pgserver has given up on `pg_ctl`, so the start is slow for certain.
"""
import os
import shutil
import signal
import tempfile
import threading
import time
from pathlib import Path

import psutil
import pytest

from app.embedded import forget_postgres_handle, start_postgres
from tests.conftest import RUN_DIR


def _pg_ctl_running(pgdata) -> bool:
    for proc in psutil.process_iter(attrs=["name", "cmdline"]):
        if proc.info["name"] == "pg_ctl" and str(pgdata) in (proc.info["cmdline"] or []):
            return True
    return False


def _release_after_pg_ctl_gives_up(pgdata, flag, failures):
    deadline = time.monotonic() + 120
    try:
        while not _pg_ctl_running(pgdata):
            assert time.monotonic() < deadline, "pg_ctl never started"
            time.sleep(0.05)
        while _pg_ctl_running(pgdata):
            assert time.monotonic() < deadline, "pg_ctl never ended"
            time.sleep(0.05)
    except AssertionError as error:
        failures.append(error)
    finally:
        flag.touch()


def _stop(pgdata, signal_number) -> None:
    """Stop the postmaster by signal, and wait until it has gone."""
    pid = int((pgdata / "postmaster.pid").read_text().split()[0])
    try:
        postmaster = psutil.Process(pid)
        os.kill(pid, signal_number)
        postmaster.wait(timeout=120)
    except psutil.NoSuchProcess:
        pass


@pytest.fixture
def slow_starting_cluster():
    """A stopped cluster that, once started, waits in archive recovery until its `release` file
    exists (a path relative to the data folder, where restore_command runs). It lives beside the
    suite's own server, not in pytest's temporary folder, which another pytest run may make
    private to root while pgserver's own user works in it."""
    RUN_DIR.mkdir(parents=True, exist_ok=True)
    base = Path(tempfile.mkdtemp(prefix="slow-start-", dir=RUN_DIR))
    instance = base / "instance"
    first = start_postgres(instance, stop_on_exit=False)  # initdb (as pgserver's own user under root)
    pgdata = first.pgdata
    _stop(pgdata, signal.SIGINT)  # a fast, clean shutdown: the next start has no crash to recover
    forget_postgres_handle(pgdata)
    with open(pgdata / "postgresql.conf", "a") as conf:
        # hot_standby off: no read-only 'ready' before recovery has ended
        conf.write("\nrestore_command = 'while [ ! -e release ]; do sleep 0.1; done; false'\nhot_standby = off\n")
    (pgdata / "recovery.signal").touch()
    yield instance, pgdata, pgdata / "release"
    (pgdata / "release").touch()
    forget_postgres_handle(pgdata)
    if (pgdata / "postmaster.pid").exists():
        _stop(pgdata, signal.SIGQUIT)  # immediate shutdown
    shutil.rmtree(base, ignore_errors=True)


def test_a_start_slower_than_pg_ctls_limit_still_joins_the_server(slow_starting_cluster):
    instance, pgdata, flag = slow_starting_cluster
    failures = []
    releaser = threading.Thread(target=_release_after_pg_ctl_gives_up, args=(pgdata, flag, failures))
    releaser.start()
    server = start_postgres(instance, stop_on_exit=False)
    releaser.join()
    assert failures == []
    assert not (pgdata / "recovery.signal").exists()  # recovery really ran to its end
    assert server.get_postmaster_info().status == "ready"
    assert "1" in server.psql("SELECT 1;")
