"""A worker killed in the middle of sending a claim email, then retried, sends it once.

The claim email's outbox job runs in a real worker process (`flask worker --burst`). The test
holds the job inside its transaction (an uncommitted dev-mail row with the same Message-ID makes
the job's insert wait), kills the worker with SIGKILL there, lets its transaction die with it,
and runs the job again as the sweeper would: exactly one email results.
"""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from sqlalchemy import select, text

from app.db import db
from app.jobs.models import OutboxItem
from app.jobs.outbox import run_item
from app.jobs.queues import queue
from app.mail.service import message_id
from tests.api.factories import PERIOD, gst, line

ROOT = Path(__file__).resolve().parents[3]


def _waiting_insert(conn) -> list[int]:
    """Backends waiting to insert a dev mail (a fresh snapshot: the view is frozen per transaction)."""
    pids = [pid for (pid,) in conn.execute(text(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' "
        "AND query ILIKE 'INSERT INTO shared.dev_mail%'"))]
    conn.rollback()
    return pids


def test_a_worker_killed_mid_job_and_retried_sends_one_email(app, project, test_config, run_jobs, dev_mail):
    p = project()
    run_jobs()  # sign-up and project emails out of the way
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 5_000_000, amount=100_000, tax=gst(100_000))])
    p.patch(1, PERIOD)
    p.submitted(1)

    with app.app_context():
        row = db.session.scalars(select(OutboxItem).where(OutboxItem.key.like("email:claim-sent:%"),
                                                          OutboxItem.payload["to"].astext.contains(p.customer.email))
                                 ).one()
        row_id, mid = row.id, message_id(row.key)
        db.session.rollback()
        blocker = db.engine.connect()
        blocker.begin()
        blocker.execute(text("INSERT INTO shared.dev_mail (message_id, \"to\", subject, text) "
                             "VALUES (:m, ARRAY['blocker@example.com'], 'blocker', 'blocker')"), {"m": mid})
        watcher = db.engine.connect()
        env = {**os.environ, "CLAIMDESK_ENV": "test", "DATABASE_URL": test_config["DATABASE_URL"],
               "REDIS_URL": test_config["REDIS_URL"], "CLAIMDESK_INSTANCE": str(test_config["INSTANCE"]),
               "SECRET_KEY": test_config["SECRET_KEY"], "PUBLIC_URL": app.config["PUBLIC_URL"]}
        env.pop("SMTP_URL", None)
        worker = subprocess.Popen([sys.executable, "-m", "flask", "--app", "wsgi", "worker", "--burst"],
                                  cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 60
            while not _waiting_insert(watcher):
                assert worker.poll() is None, "the worker ended before reaching the email"
                assert time.monotonic() < deadline, "the worker never reached the email"
                time.sleep(0.1)
            worker.send_signal(signal.SIGKILL)  # mid-job: the row is locked, the mail half-written
            worker.wait(timeout=10)
        finally:
            if worker.poll() is None:
                worker.kill()
        # The killed worker's transaction dies with it (its server backend is ended, as a dead
        # client's backend is when its socket closes).
        for pid in _waiting_insert(watcher):
            watcher.execute(text("SELECT pg_terminate_backend(:pid)"), {"pid": pid})
        blocker.rollback()
        blocker.close()
        watcher.close()
        assert db.session.get(OutboxItem, row_id).done_at is None
        db.session.rollback()

    assert [m for m in dev_mail(to=p.customer.email) if "Payment claim from" in m["subject"]] == []
    # The retry (what the sweeper does for a row left undone), twice over for good measure.
    with app.app_context():
        queue("email").enqueue(run_item, row_id)
        queue("email").enqueue(run_item, row_id)
    run_jobs()
    mails = [m for m in dev_mail(to=p.customer.email) if "Payment claim from" in m["subject"]]
    assert len(mails) == 1
    with app.app_context():
        assert db.session.get(OutboxItem, row_id).done_at is not None
