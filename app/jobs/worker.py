"""`flask worker`: an RQ worker on every queue, plus the outbox sweeper and the periodic jobs' clock."""
import logging
import threading
from datetime import UTC, datetime

import click
from flask import current_app
from flask.cli import with_appcontext
from rq import SimpleWorker

from app.jobs.outbox import Refused
from app.jobs.queues import QUEUES, queue
from app.redis import redis_connection

log = logging.getLogger(__name__)
SWEEP_EVERY_SECONDS = 30
TICK_EVERY_SECONDS = 60


class Worker(SimpleWorker):
    """RQ's worker (jobs run in this process: no fork sharing pooled DB connections), logging a failed
    job as its cause deserves: a user error (`Refused`) at INFO without a traceback, anything else (an
    outage, a bug) at ERROR with it, as RQ does. Either way the job is retried."""

    def perform_job(self, job, queue, execution):
        # Each job in an app context of its own, as each request has one. The worker's context lives as
        # long as the worker, and what a job left in it (its session's objects, kept loaded since
        # expire_on_commit=False; the request caches in `g`, e.g. app.claims.queries.ledger_data) reached
        # the next job: ops/bench/bundle found claims emailed as empty PDFs, their hashes recorded as
        # served, when a worker sent claim after claim of one contract (29 Nov 2026).
        with current_app._get_current_object().app_context():
            return super().perform_job(job, queue, execution)

    def work(self, burst: bool = False, *args, **kwargs) -> bool:
        self._takes_commands = not burst
        return super().work(burst, *args, **kwargs)

    def subscribe(self):
        # A burst worker (`flask worker --burst`, the tests' run_jobs) ends when the queues are empty:
        # nobody sends it a command, and RQ's command thread, blocked in a read, made its teardown wait
        # a whole second (the join's timeout) about one run in ten, a second per sign-in in the tests.
        if getattr(self, "_takes_commands", True):
            super().subscribe()

    def handle_exception(self, job, *exc_info):
        if isinstance(exc_info[1], Refused):
            log.info("user error in job %s (retried): %s", job.id, exc_info[1])
            return
        super().handle_exception(job, *exc_info)


def _sweeper(app, stop: threading.Event):
    from app.db import db
    from app.jobs.outbox import sweep

    while not stop.wait(SWEEP_EVERY_SECONDS):
        try:
            with app.app_context():
                n = sweep(db.session)
                if n:
                    log.info("outbox sweeper re-enqueued %s rows", n)
        except Exception:
            log.warning("outbox sweep failed", exc_info=True)


def _clock(app, stop: threading.Event):
    from app.jobs.periodic import enqueue_due

    while True:
        try:
            with app.app_context():
                for job_id in enqueue_due(datetime.now(UTC)):
                    log.info("periodic job %s enqueued", job_id)
        except Exception:
            log.warning("periodic jobs not enqueued", exc_info=True)
        if stop.wait(TICK_EVERY_SECONDS):
            return


@click.command("worker")
@click.option("--burst", is_flag=True, help="Run the jobs queued now, then exit.")
@with_appcontext
def worker_command(burst):
    """Run background jobs (email, pdf, default), relay stranded outbox rows, enqueue periodic jobs."""
    app = current_app._get_current_object()
    stop = threading.Event()
    if not burst:
        threading.Thread(target=_sweeper, args=(app, stop), daemon=True, name="outbox-sweeper").start()
        threading.Thread(target=_clock, args=(app, stop), daemon=True, name="periodic-clock").start()
    try:
        worker = Worker([queue(name) for name in QUEUES], connection=redis_connection())
        worker.work(burst=burst, with_scheduler=True, logging_level="INFO")
    finally:
        stop.set()
