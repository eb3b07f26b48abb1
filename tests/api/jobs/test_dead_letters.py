"""Email that can never go out is dead-lettered, and /healthz tells it from an outage (issue 37).

A message that cannot be built fails at once; one the relay refuses for good fails after
OUTBOX_MAX_FAILURES tries; each is logged at ERROR once and shown as 'failed' until a person acts
(`flask outbox`). A relay that is down is an outage: retried without end, shown as 'retrying',
whatever failed before. Real SMTP servers (aiosmtpd) and the real worker code; nothing mocked.
"""
import logging
import uuid

import pytest
from aiosmtpd.controller import Controller
from sqlalchemy import select, update

from app.db import db
from app.jobs.models import OutboxItem
from app.jobs.outbox import run_item, sweep
from app.mail.service import send_email
from tests.conftest import free_port


class Rejecting:
    """A relay that refuses every message for good (550) at DATA."""

    async def handle_DATA(self, server, session, envelope):
        return "550 5.7.1 Message rejected"


@pytest.fixture
def mine(app_ctx):
    """Keys of this test's emails; their rows are closed afterwards, so other tests' /healthz stays theirs."""
    tag = uuid.uuid4().hex[:8]
    yield lambda name: f"dead-{tag}-{name}"
    db.session.rollback()
    db.session.execute(update(OutboxItem).where(OutboxItem.key.like(f"email:dead-{tag}-%"))
                       .values(done_at=OutboxItem.created_at))
    db.session.commit()


@pytest.fixture
def smtp(app):
    """smtp(url): the app's SMTP_URL for this test only."""
    saved = app.config.get("SMTP_URL")
    yield lambda url: app.config.update(SMTP_URL=url)
    app.config["SMTP_URL"] = saved


def promised(key: str, subject: str = "Hello") -> OutboxItem:
    send_email(to="someone@example.com", subject=subject, text="Body", key=key)
    db.session.commit()
    return db.session.scalar(select(OutboxItem).where(OutboxItem.key == f"email:{key}"))


def reread(row: OutboxItem) -> OutboxItem:
    db.session.rollback()
    return db.session.get(OutboxItem, row.id, populate_existing=True)


def email_health(client) -> str:
    body = client.get("/healthz").get_json()
    assert body["status"] == "ok"  # neither state makes the web unavailable
    return body["email"]


def dead_letter_lines(caplog, row) -> list:
    return [r for r in caplog.records if r.levelno >= logging.ERROR and f"outbox row {row.id} " in r.getMessage()]


def test_a_message_that_can_never_be_built_fails_at_once(app, client, mine, caplog):
    # As a demo request stored before the form refused line breaks would have promised it.
    row = promised(mine("crlf"), subject="Demo request from Evil Ltd\r\nBcc: everyone@example.com")
    with caplog.at_level(logging.INFO):
        assert run_item(row.id) == "failed"  # not raised: the job is not retried
        assert run_item(row.id) == "skipped"  # and a second copy of it does nothing
    row = reread(row)
    assert row.failed_at is not None and row.done_at is None and row.attempts == 1
    assert "cannot be built" in row.last_error
    assert len(dead_letter_lines(caplog, row)) == 1
    assert "failed: " in email_health(client) and "need" in email_health(client)
    # The sweeper leaves it alone: nothing relays it again.
    db.session.execute(update(OutboxItem).where(OutboxItem.id == row.id).values(enqueued_at=None))
    db.session.commit()
    sweep(db.session)
    assert reread(row).enqueued_at is None


def test_a_message_the_relay_refuses_for_good_is_dead_lettered_after_n_tries(app, mine, smtp, caplog):
    port = free_port()
    controller = Controller(Rejecting(), hostname="127.0.0.1", port=port)
    controller.start()
    app.config["OUTBOX_MAX_FAILURES"], saved = 3, app.config["OUTBOX_MAX_FAILURES"]
    try:
        smtp(f"smtp://127.0.0.1:{port}")
        row = promised(mine("rejected"))
        with caplog.at_level(logging.INFO):
            for _ in range(2):
                with pytest.raises(Exception, match="550"):
                    run_item(row.id)  # retried by RQ
            assert reread(row).failed_at is None
            assert run_item(row.id) == "failed"
        row = reread(row)
        assert row.attempts == 3 and row.failures == 3 and row.failed_at is not None
        assert len(dead_letter_lines(caplog, row)) == 1
    finally:
        app.config["OUTBOX_MAX_FAILURES"] = saved
        controller.stop()


def test_an_smtp_outage_reads_retrying_however_long_and_beside_a_failed_message(app, client, mine, smtp):
    poisoned = promised(mine("poisoned"), subject="Line\nbreak")
    assert run_item(poisoned.id) == "failed"
    smtp(f"smtp://127.0.0.1:{free_port()}")  # nothing listens: the relay is down
    row = promised(mine("outage"))
    for _ in range(app.config["OUTBOX_MAX_FAILURES"] + 2):
        with pytest.raises(Exception, match="Transient|refused|Connection"):
            run_item(row.id)
    row = reread(row)
    assert row.failed_at is None and row.failures == 0 and row.attempts == app.config["OUTBOX_MAX_FAILURES"] + 2
    email = email_health(client)
    assert email.startswith("retrying: ") and "; failed: " in email, email
    smtp(None)  # the relay is back (the development outbox here): the same row goes out, once
    assert run_item(row.id) == "done"


def test_a_person_lists_retries_or_dismisses_a_dead_letter(app, client, mine, dev_mail):
    row = promised(mine("cli"), subject="Fix\rme")
    assert run_item(row.id) == "failed"
    runner = app.test_cli_runner()
    listed = runner.invoke(args=["outbox", "failed"])
    assert listed.exit_code == 0 and f"{row.id}\temail.send" in listed.output
    # Whoever can fix the payload does so, then retries: it runs again from scratch.
    db.session.execute(update(OutboxItem).where(OutboxItem.id == row.id)
                       .values(payload={**row.payload, "subject": "Fixed"}))
    db.session.commit()
    assert runner.invoke(args=["outbox", "retry", str(row.id)]).exit_code == 0
    assert reread(row).failed_at is None
    assert run_item(row.id) == "done"
    assert any(m["subject"] == "Fixed" for m in dev_mail("someone@example.com"))
    other = promised(mine("dismissed"), subject="Never\nsent")
    assert run_item(other.id) == "failed"
    assert runner.invoke(args=["outbox", "dismiss", str(other.id)]).exit_code == 0
    other = reread(other)
    assert other.done_at is not None and other.last_error.startswith("dismissed; ")
    assert runner.invoke(args=["outbox", "dismiss", str(other.id)]).exit_code != 0  # nothing left to dismiss
