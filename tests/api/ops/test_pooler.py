"""The pooler the suite runs through under CLAIMDESK_TEST_POOLER=pgbouncer really is PgBouncer in
transaction mode: clients share server backends between transactions, so any session state the
app left behind would reach the next client. Without that variable the same PgBouncer set-up is
started here, in front of this run's database, so the check runs either way."""
import psycopg
import pytest
from sqlalchemy import text
from sqlalchemy.engine import make_url

from app.db import db
from tests.conftest import RUN_DIR, _run_id, _worker_id
from tests.pooler import PgBouncer


@pytest.fixture
def bouncer(pooler, database_url):
    if pooler is not None:
        yield pooler.bouncers[0]
        return
    name = make_url(database_url).database
    own = PgBouncer(RUN_DIR / f"pgbouncer-{_run_id()}-{_worker_id()}-test", database_url, name).start()
    yield own
    own.stop()


def _connect(bouncer, database="pinned"):
    return psycopg.connect(bouncer.conninfo(database), prepare_threshold=None)


def test_the_pooler_runs_in_transaction_mode(bouncer):
    config = {row["key"]: row["value"] for row in bouncer.admin("SHOW CONFIG")}
    assert config["pool_mode"] == "transaction"
    with _connect(bouncer) as conn:  # a pool exists once a client used it
        conn.execute("SELECT 1")
    pools = {row["database"]: row["pool_mode"] for row in bouncer.admin("SHOW POOLS")
             if row["database"] != "pgbouncer"}  # the admin console's own pseudo-database
    assert pools and set(pools.values()) == {"transaction"}


def test_two_clients_share_one_backend_and_session_state_leaks_but_local_state_does_not(bouncer):
    """`pinned` has one server connection: in session mode the second client would wait for the
    first to disconnect; in transaction mode both are served by the same backend in turn."""
    with _connect(bouncer) as first, _connect(bouncer) as second:
        with first.transaction():
            first_pid = first.execute("SELECT pg_backend_pid()").fetchone()[0]
            first.execute("SELECT set_config('search_path', 'org_local', true)")
        with second.transaction():
            assert second.execute("SELECT pg_backend_pid()").fetchone()[0] == first_pid
            # What a transaction-local setting leaves behind: nothing.
            assert "org_local" not in second.execute("SHOW search_path").fetchone()[0]
        with first.transaction():
            first.execute("SET application_name = 'left-behind'")  # session state: forbidden
        with second.transaction():
            assert second.execute("SHOW application_name").fetchone()[0] == "left-behind"
            second.execute("RESET application_name")


def test_the_app_reaches_the_database_through_the_pooler_when_asked(app, pooler, bouncer):
    with app.app_context():
        if pooler is None:
            assert make_url(str(db.engine.url)).port != bouncer.port
        else:
            assert make_url(str(db.engine.url)).port == bouncer.port
            # Without `options`, the database's own default keeps every connection outside any tenant.
            assert db.session.execute(text("SHOW search_path")).scalar() == "pg_catalog"
        db.session.rollback()
