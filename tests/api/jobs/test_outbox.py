"""The transactional outbox with a real RQ worker and real Redis."""
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import select

from app.db import db
from app.jobs.models import OutboxItem
from app.jobs.outbox import TASKS, promise, run_item, sweep, task
from app.jobs.queues import queue
from app.orgs.models import Member
from tenants.context import tenant_context

SEEN: list = []


@task("test.record", "default")
def record(payload, key):
    """Records what the job saw: its tenant's members, read through the tenant context."""
    SEEN.append((payload["label"], sorted(db.session.scalars(select(Member.name)).all())))


@task("test.flaky", "default")
def flaky(payload, key):
    SEEN.append(payload["label"])
    if len([s for s in SEEN if s == payload["label"]]) < 2:
        raise ConnectionError("transient")


@pytest.fixture(autouse=True)
def clean():
    SEEN.clear()
    yield
    SEEN.clear()


def _queued_ids():
    return set(queue("default").job_ids)


def test_rolled_back_write_enqueues_nothing(app_ctx, run_jobs, make_org):
    org = make_org()
    before = _queued_ids()
    promise("test.record", {"label": "rolled back"}, key="rb-1", org_id=org.id)
    db.session.rollback()
    assert _queued_ids() == before
    assert db.session.scalar(select(OutboxItem).where(OutboxItem.key == "rb-1")) is None
    run_jobs()
    assert SEEN == []


def test_committed_write_runs_exactly_once_even_when_enqueued_twice(app_ctx, run_jobs, make_org):
    org = make_org()
    with tenant_context(org):
        db.session.add(Member(user_id=1, name="Ann"))
        promise("test.record", {"label": "once"}, key="once-1", org_id=org.id)
        db.session.commit()
    row = db.session.scalar(select(OutboxItem).where(OutboxItem.key == "once-1"))
    assert row.enqueued_at is not None
    queue("default").enqueue(run_item, row.id)  # a duplicate delivery of the same row
    run_jobs()
    assert SEEN == [("once", ["Ann"])]
    db.session.refresh(row)
    assert row.done_at is not None


def test_the_same_key_promised_twice_is_one_piece_of_work(app_ctx, run_jobs):
    promise("test.record", {"label": "double click"}, key="dc-1")
    db.session.commit()
    promise("test.record", {"label": "double click"}, key="dc-1")
    db.session.commit()
    assert len(db.session.scalars(select(OutboxItem).where(OutboxItem.key == "dc-1")).all()) == 1


def test_job_for_a_after_job_for_b_sees_only_a(app_ctx, run_jobs, make_org):
    a, b = make_org("A"), make_org("B")
    with tenant_context(a):
        db.session.add(Member(user_id=1, name="member of A"))
        db.session.commit()
    with tenant_context(b):
        db.session.add(Member(user_id=2, name="member of B"))
        db.session.commit()
    promise("test.record", {"label": "B"}, key="iso-b", org_id=b.id)
    db.session.commit()
    promise("test.record", {"label": "A"}, key="iso-a", org_id=a.id)
    db.session.commit()
    run_jobs()
    assert SEEN == [("B", ["member of B"]), ("A", ["member of A"])]


def test_transient_failure_is_retried_and_recorded(app_ctx, run_jobs):
    promise("test.flaky", {"label": "flaky"}, key="flaky-1")
    db.session.commit()
    row = db.session.scalar(select(OutboxItem).where(OutboxItem.key == "flaky-1"))
    run_jobs()  # fails once; RQ schedules the retry
    db.session.refresh(row)
    assert row.done_at is None and row.attempts == 1 and "transient" in row.last_error
    run_item(row.id)  # the retry, as RQ's scheduler would run it
    db.session.refresh(row)
    assert row.done_at is not None and SEEN == ["flaky", "flaky"]


def test_sweeper_relays_rows_whose_enqueue_was_lost(app_ctx, run_jobs, make_org):
    org = make_org()
    # As if the process died between commit and enqueue: a pending row, never enqueued.
    db.session.add(OutboxItem(key="lost-1", task="test.record", queue="default", org_id=org.id,
                              payload={"label": "lost"}, created_at=datetime.now(UTC) - timedelta(minutes=1)))
    db.session.commit()
    assert sweep(db.session) >= 1
    run_jobs()
    assert ("lost", []) in SEEN


def test_registered_tasks_have_queues():
    assert TASKS["email.send"][0] == "email"
