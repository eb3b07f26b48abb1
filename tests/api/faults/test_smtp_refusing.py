"""The SMTP relay refusing (451, try again later), then accepting: the claim's email is retried with
back-off by the worker, `/healthz` names the email that waits, and each message is sent once."""
import re
import time
from datetime import UTC, datetime, timedelta

import pytest
from aiosmtpd.controller import Controller
from sqlalchemy import select

from app.db import db
from app.jobs.models import OutboxItem
from app.jobs.outbox import RETRY, run_item
from app.jobs.queues import queue
from app.mail.service import message_id
from tests.api.factories import PERIOD, gst, line
from tests.conftest import free_port
from tests.jobs import run_burst


class RefusingThenAccepting:
    """Refuses each message the first `refusals` times it is offered, then accepts it."""

    def __init__(self, refusals: int):
        self.refusals = refusals
        self.offered: dict[str, int] = {}
        self.accepted: list[str] = []

    async def handle_DATA(self, server, session, envelope):
        message_id = next(line.split(":", 1)[1].strip() for line in envelope.content.decode().splitlines()
                          if line.lower().startswith("message-id:"))
        self.offered[message_id] = self.offered.get(message_id, 0) + 1
        if self.offered[message_id] <= self.refusals:
            return "451 4.3.0 Mailbox busy, try again later"
        self.accepted.append(message_id)
        return "250 OK"


@pytest.fixture
def relay(app):
    """The refusing relay, running; the test points the app at it (`relay.use()`) once its set-up
    mail (sign-in codes, read from the development outbox) is done."""
    port = free_port()
    handler = RefusingThenAccepting(refusals=1)
    controller = Controller(handler, hostname="127.0.0.1", port=port)
    controller.start()
    saved = app.config.get("SMTP_URL")
    handler.use = lambda: app.config.update(SMTP_URL=f"smtp://127.0.0.1:{port}")
    yield handler
    app.config["SMTP_URL"] = saved
    controller.stop()


def _work(app) -> None:
    """A burst of the worker with its scheduler, which queues the retries that are due."""
    run_burst(app, with_scheduler=True)


def test_a_refusing_relay_gets_the_email_retried_with_back_off_and_sent_once(app, project, run_jobs, health, relay):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 5_000_000, amount=100_000, tax=gst(100_000))])
    p.patch(1, PERIOD)
    run_jobs()  # sign-up and project emails go to the development outbox, before the relay is used
    relay.use()

    def claim_row():
        with app.app_context():
            [row] = db.session.scalars(select(OutboxItem).where(OutboxItem.key.like("email:claim-sent:%"))
                                       .where(OutboxItem.payload["to"].astext.contains(p.customer.email))).all()
            db.session.rollback()
            return row, message_id(row.key)

    p.submitted(1)
    refused_at = datetime.now(UTC)
    _work(app)
    row, mid = claim_row()
    assert row.done_at is None and row.attempts == 1 and "451" in row.last_error
    assert relay.offered[mid] == 1 and relay.accepted == []
    status, body = health()
    assert status == 200  # the web answers; only mail waits
    assert re.fullmatch(r"retrying: \d+ emails?, the last error: .*451.*", body["email"])

    with app.app_context():
        registry = queue("email").scheduled_job_registry
        assert f"outbox-{row.id}" in registry.get_job_ids()
        retry_at = registry.get_scheduled_time(f"outbox-{row.id}")
    retry_at = retry_at if retry_at.tzinfo else retry_at.replace(tzinfo=UTC)
    # The first of the back-off intervals, not at once.
    assert retry_at - refused_at >= timedelta(seconds=RETRY.intervals[0] - 1)
    _work(app)
    assert relay.offered[mid] == 1  # not due yet: nothing offered early
    while datetime.now(UTC) < retry_at:
        time.sleep(0.2)
    _work(app)
    with app.app_context():
        queue("email").enqueue(run_item, row.id)  # a duplicate enqueue, as a sweep could make
    _work(app)

    row, _ = claim_row()
    assert row.done_at is not None and row.attempts == 2
    assert relay.offered[mid] == 2 and relay.accepted.count(mid) == 1
    assert len(set(relay.accepted)) == len(relay.accepted)  # every message sent once
    assert health() == (200, {"status": "ok", "database": "ok", "redis": "ok", "email": "ok"})
