"""Running the queued jobs from a test: the worker process's own RQ worker (app.jobs.worker.Worker, each
job in an app context of its own), in this process, in one burst. Every test that runs jobs runs them
here, so none pays for a part of RQ a burst does not use (the command channel: app.jobs.worker)."""
from app.jobs.queues import QUEUES, queue
from app.jobs.worker import Worker
from app.redis import redis_connection


def run_burst(app, names=QUEUES, *, with_scheduler: bool = False) -> int:
    """Run every job queued on `names` until they are empty; how many succeeded. `with_scheduler`: RQ's
    scheduler too, which queues the retries that are due."""
    with app.app_context():
        worker = Worker([queue(name) for name in names], connection=redis_connection())
        worker.work(burst=True, with_scheduler=with_scheduler, logging_level="WARNING")
        return worker.successful_job_count
