"""The tests' sign-in (tests/auth_helpers.py sign_in) sends its own code email and no other: what was queued
before it waits for the test's own run_jobs(), which sends it once, and does not send the code again."""
from rq.job import Job, JobStatus
from sqlalchemy import select

from app.auth.models import SignInAttempt
from app.db import db
from app.jobs.models import OutboxItem
from app.jobs.queues import queue
from app.mail.service import send_email
from app.redis import redis_connection
from tests.auth_helpers import new_client, read_code, sign_in, unique_email


def state(app, key: str) -> tuple[bool, int, str, bool]:
    """(done, attempts, its RQ job's status, whether the job is still on its queue) of the outbox row `key`."""
    with app.app_context():
        row = db.session.scalar(select(OutboxItem).where(OutboxItem.key == key))
        done, attempts, job_id = row.done_at is not None, row.attempts, f"outbox-{row.id}"
        db.session.rollback()
        status = Job.fetch(job_id, connection=redis_connection()).get_status()
        return done, attempts, status, job_id in queue("email").get_job_ids()


def test_a_sign_in_sends_its_code_and_leaves_the_email_queued_before_it(app, run_jobs, dev_mail):
    other = unique_email("queued")
    with app.app_context():
        send_email(to=other, subject="Queued before the sign-in", text="Sent by run_jobs.", key=f"queued:{other}")
        db.session.commit()
    queued = f"email:queued:{other}"
    assert state(app, queued) == (False, 0, JobStatus.QUEUED, True)

    email = unique_email()
    session = sign_in(new_client(app), email, run_jobs, dev_mail)
    assert session["userAccountId"]
    assert len(dev_mail(email)) == 1 and read_code(dev_mail, email)
    with app.app_context():
        (attempt_id,) = db.session.scalars(select(SignInAttempt.id).where(SignInAttempt.email == email)).all()
        db.session.rollback()
    code = f"email:sign-in:{attempt_id}"
    assert state(app, code) == (True, 1, JobStatus.FINISHED, False)  # done by its RQ job, finished in RQ too

    assert dev_mail(other) == []  # still queued, as for a busy worker
    assert state(app, queued) == (False, 0, JobStatus.QUEUED, True)

    run_jobs()
    assert [m["subject"] for m in dev_mail(other)] == ["Queued before the sign-in"]
    assert state(app, queued) == (True, 1, JobStatus.FINISHED, False)
    assert len(dev_mail(email)) == 1 and state(app, code) == (True, 1, JobStatus.FINISHED, False)  # not run again
    run_jobs()
    assert len(dev_mail(other)) == 1 and len(dev_mail(email)) == 1
