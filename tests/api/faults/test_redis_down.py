"""Redis stopped while a claim is submitted: the submit commits, `/healthz` names Redis, and the
claim's email goes out once Redis is back, relayed by the outbox sweeper (the worker's)."""
import time

from sqlalchemy import select

from app.db import db
from app.jobs.models import OutboxItem
from app.jobs.outbox import sweep
from tests.api.factories import PERIOD, gst, line


def _claim_mail(dev_mail, email) -> list[dict]:
    return [m for m in dev_mail(to=email) if "Payment claim from" in m["subject"]]


def test_a_claim_submitted_while_redis_is_down_commits_and_its_email_goes_out_once_after(
        app, project, private_redis, health, run_jobs, dev_mail):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 5_000_000, amount=100_000, tax=gst(100_000))])
    p.patch(1, PERIOD)
    run_jobs()  # the sign-up and project emails out of the way

    private_redis.stop()
    try:
        claim = p.submitted(1)
        assert claim["status"] != "Draft" and claim["latest"]["rev"] == 1
        status, body = health()
        assert status == 503
        assert body["status"] == "unavailable" and body["database"] == "ok"
        assert body["redis"].startswith("down: ")
        with app.app_context():
            rows = db.session.scalars(select(OutboxItem).where(OutboxItem.key.like("email:claim-sent:%"))
                                      .where(OutboxItem.payload["to"].astext.contains(p.customer.email))).all()
            assert [(r.enqueued_at, r.done_at) for r in rows] == [(None, None)]  # promised, not relayed
            row_id = rows[0].id
            db.session.rollback()
    finally:
        private_redis.start()
    assert health()[0] == 200
    assert p.claim(1)["latest"]["rev"] == 1  # the submit stood
    assert _claim_mail(dev_mail, p.customer.email) == []

    with app.app_context():
        # The sweeper leaves a row younger than a few seconds to the relay that promised it.
        deadline = time.monotonic() + 30
        while db.session.get(OutboxItem, row_id).enqueued_at is None:
            db.session.rollback()
            assert time.monotonic() < deadline, "the sweeper never relayed the row"
            sweep(db.session)
            time.sleep(0.5)
        db.session.rollback()
    run_jobs()
    with app.app_context():
        sweep(db.session)  # a second sweep finds the row done: nothing more to send
    run_jobs()
    assert len(_claim_mail(dev_mail, p.customer.email)) == 1
    with app.app_context():
        assert db.session.get(OutboxItem, row_id).done_at is not None
