"""PostgreSQL restarted between two requests, down for a while, and restarted in the middle of a
ledger update: the app reconnects by itself, a request that meets the outage gets a clear
retryable answer (never a 500 with a stack), the ledger is never half written, and the retry
settles once."""
import logging
import threading
import time

from sqlalchemy import create_engine, text

from app.graphql.core.ids import database_id
from app.security import UNAVAILABLE
from tests.api.factories import LEDGER_UPDATE, gst, line

UNAVAILABLE_ERROR = {"message": UNAVAILABLE, "extensions": {"code": "UNAVAILABLE", "status": 503, "retryAfter": 30}}


def _lines(ledger) -> list[str]:
    return sorted(i["name"] for i in ledger["items"] if not i["isRetention"] and not i["isVoided"])


def test_a_restart_between_two_requests_is_not_noticed(project, postgres, health):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 1_000_000)])
    before = p.ledger()
    postgres.restart()
    # Every pooled connection died with the old server; pre-ping replaces them before use.
    assert p.ledger() == before
    assert health() == (200, {"status": "ok", "database": "ok", "email": "ok", "redis": "ok"})


def test_while_it_is_down_requests_are_told_to_retry_and_healthz_names_it(project, postgres, health):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 1_000_000)])
    rev = int(p.ledger()["ledgerRev"])
    postgres.stop()
    try:
        response = p.supplier.post(LEDGER_UPDATE, {"input": {"contractId": p.id, "ledgerRev": str(rev),
                                                             "create": [line("b", "Framing", 2_000_000)]}})
        assert response.status_code == 503
        assert response.headers["Retry-After"] == "30"
        assert response.get_json() == {"message": UNAVAILABLE}
        status, body = health()
        assert status == 503
        assert body["status"] == "unavailable" and body["redis"] == "ok"
        assert body["database"].startswith("down: ")
    finally:
        postgres.start()
    assert _lines(p.ledger()) == ["Earthworks"]
    body = p.update(ledger_rev=str(rev), create=[line("b", "Framing", 2_000_000)])
    assert "errors" not in body and int(body["data"]["ledgerUpdate"]["ledgerRev"]) == rev + 1
    assert _lines(p.ledger()) == ["Earthworks", "Framing"]
    assert health()[0] == 200


def _waiting(conn) -> list[str]:
    """What backends of this database wait for a lock on (a fresh snapshot each time)."""
    queries = conn.execute(text(
        "SELECT query FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"
    )).scalars().all()
    conn.rollback()
    return queries


def test_a_restart_in_the_middle_of_a_ledger_update_leaves_no_partial_ledger_and_the_retry_settles_once(
        app, project, postgres, health, test_config, caplog):
    caplog.set_level(logging.INFO)
    p = project()
    claim = p.new_claim()
    p.lines(create=[line("a", "Earthworks", 1_000_000, amount=100_000, tax=gst(100_000))])
    before = p.ledger()
    rev = int(before["ledgerRev"])
    change = {"contractId": p.id, "ledgerRev": str(rev),
              "create": [line("b", "Framing", 2_000_000, amount=300_000, tax=gst(300_000)), line("c", "Roofing", 900_000)],
              "update": [{"itemId": "a", "amount": 250_000, "tax": gst(250_000)}]}

    # Hold the claim's row (NO KEY: the new lines' foreign keys may still point at it), so the
    # update stops half way: its ledger lock taken and its lines written, waiting to stamp the claim.
    engine = create_engine(test_config["DATABASE_URL"])
    blocker, watcher = engine.connect(), engine.connect()
    blocker.begin()
    blocker.execute(text("SELECT 1 FROM shared.claims WHERE id = :id FOR NO KEY UPDATE"),
                    {"id": database_id(claim["id"], "Claim")})
    answer = {}
    request = threading.Thread(target=lambda: answer.update(response=p.supplier.post(LEDGER_UPDATE, {"input": change})))
    request.start()
    try:
        deadline = time.monotonic() + 60
        while not (waiting := _waiting(watcher)):
            assert request.is_alive(), answer["response"].get_data(as_text=True)
            assert time.monotonic() < deadline, "the ledger update never reached the claim"
            time.sleep(0.05)
        assert [q.split(" SET ")[0] for q in waiting] == ["UPDATE shared.claims"], waiting
        postgres.restart()
        request.join(timeout=60)
    finally:
        blocker.invalidate()
        watcher.invalidate()
        engine.dispose()
    response = answer["response"]
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "30"
    assert response.get_json()["errors"] == [{**UNAVAILABLE_ERROR, "path": ["ledgerUpdate"],
                                              "locations": response.get_json()["errors"][0]["locations"]}]
    # Logged once, at ERROR without a traceback: neither a user's mistake (INFO) nor a bug (a ref).
    [logged] = [r for r in caplog.records if r.name == "app.graphql.core.errors"]
    assert (logged.levelno, logged.exc_info) == (logging.ERROR, None)
    assert "met an unavailable service" in logged.getMessage()
    assert p.ledger() == before  # nothing of it was kept

    retried = p.update(ledger_rev=str(rev), **{k: v for k, v in change.items() if k not in ("contractId", "ledgerRev")})
    assert "errors" not in retried and int(retried["data"]["ledgerUpdate"]["ledgerRev"]) == rev + 1
    again = p.update(ledger_rev=str(rev), **{k: v for k, v in change.items() if k not in ("contractId", "ledgerRev")})
    assert again["errors"][0]["extensions"]["code"] == "LEDGER_CONFLICT"  # a second retry changes nothing
    after = p.ledger()
    assert int(after["ledgerRev"]) == rev + 1
    assert _lines(after) == ["Earthworks", "Framing", "Roofing"]
    amounts = {e["itemId"]: e["amount"] for e in after["entries"] if not e["isReversal"]}
    assert (amounts["a"], amounts["b"]) == (250_000, 300_000)
    assert health()[0] == 200
