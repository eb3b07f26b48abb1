"""The embedded PostgreSQL starts even when its start outlasts pgserver's 10 s `pg_ctl` limit.

CI once lost a whole test worker this way: on a busy runner the first start after initdb took
longer than pgserver allows, pgserver raised, and every test of that worker errored. Here the
server is held in archive recovery by a restore_command that waits for a flag file; the test
raises the flag only once pgserver has given up on `pg_ctl`, so the start is slow for certain.
"""
import threading
import time

import psutil
import pytest

from app.embedded import forget_postgres_handle, start_postgres


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


@pytest.fixture
def slow_starting_cluster(tmp_path):
    """A stopped cluster that, once started, waits in archive recovery until `flag` exists."""
    instance = tmp_path / "instance"
    first = start_postgres(instance, stop_on_exit=False)  # initdb (as pgserver's own user under root)
    from pgserver._commands import pg_ctl

    pgdata, user = first.pgdata, first.system_user
    pg_ctl(["-w", "stop"], pgdata=pgdata, user=user)
    forget_postgres_handle(pgdata)
    flag = tmp_path / "release"
    with open(pgdata / "postgresql.conf", "a") as conf:
        conf.write(f"\nrestore_command = 'while [ ! -e {flag} ]; do sleep 0.1; done; false'\n")
    (pgdata / "recovery.signal").touch()
    yield instance, pgdata, flag
    flag.touch()
    forget_postgres_handle(pgdata)
    if (pgdata / "postmaster.pid").exists():
        pg_ctl(["-m", "immediate", "-w", "stop"], pgdata=pgdata, user=user)


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
