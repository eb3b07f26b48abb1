"""Each job runs in an app context of its own (app.jobs.worker.Worker.perform_job), as each request
has one: what one job leaves in `g` (the request caches, e.g. app.claims.queries.ledger_data) or in
its database session (objects kept loaded, expire_on_commit=False) never reaches the next job the
same worker runs. Without it a worker sending claim after claim of one contract emailed later
claims as PDFs of the first one's cached ledger (ops/bench/bundle, 29 Nov 2026)."""
from flask import g

from app.db import db
from app.jobs.queues import queue
from app.jobs.worker import Worker
from app.redis import redis_connection


def leave_traces() -> str:
    g.left_by_an_earlier_job = "cached ledger"
    db.session.info["left_by_an_earlier_job"] = "loaded objects"
    return "left"


def read_traces() -> list:
    return [getattr(g, "left_by_an_earlier_job", None), db.session.info.get("left_by_an_earlier_job")]


def test_a_job_finds_nothing_an_earlier_job_of_the_same_worker_left(app):
    with app.app_context():  # as `flask worker` runs: one context around the whole worker
        jobs = queue("default")
        first, second = jobs.enqueue(leave_traces), jobs.enqueue(read_traces)
        Worker([jobs], connection=redis_connection()).work(burst=True, logging_level="WARNING")
        assert first.latest_result().return_value == "left"
        assert second.latest_result().return_value == [None, None]
        # Nor is the worker's own context touched by the jobs it ran.
        assert read_traces() == [None, None]


def test_a_burst_worker_takes_no_commands_and_a_long_running_one_does(app):
    """A burst run (the tests' run_jobs, `flask worker --burst`) opens no command channel: RQ's command
    thread, blocked in its read, made one teardown in ten wait the join's whole second. The long-running
    worker (`flask worker`) still listens for RQ's commands (kill-horse, shutdown)."""
    with app.app_context():
        jobs = queue("default")
        job = jobs.enqueue(read_traces)
        burst = Worker([jobs], connection=redis_connection())
        burst.work(burst=True, logging_level="WARNING")
        assert job.latest_result().return_value == [None, None]
        assert burst.pubsub_thread is None and getattr(burst, "pubsub", None) is None

        listening = Worker([jobs], connection=redis_connection())
        listening.subscribe()  # what bootstrap does for a worker that is not a burst
        try:
            assert listening.pubsub_thread is not None and listening.pubsub_thread.is_alive()
        finally:
            listening.unsubscribe()
