"""Running the queued jobs from a test: the worker process's own RQ worker (app.jobs.worker.Worker, each
job in an app context of its own), in this process, in one burst. Every test that runs jobs runs them
here, so none pays for a part of RQ a burst does not use (the command channel: app.jobs.worker)."""
from rq.exceptions import NoSuchJobError
from rq.job import Job

from app.jobs.queues import QUEUES, queue
from app.jobs.worker import Worker
from app.redis import redis_connection


def run_burst(app, names=QUEUES, *, with_scheduler: bool = False) -> None:
    """Run every job queued on `names` until they are empty. `with_scheduler`: RQ's scheduler too, which
    queues the retries that are due. Returns nothing: RQ 3 keeps a worker's counts in Redis only (its
    successful_job_count read 0 here); a test asks the outbox or the job's status what happened."""
    with app.app_context():
        worker = Worker([queue(name) for name in names], connection=redis_connection())
        worker.work(burst=True, with_scheduler=with_scheduler, logging_level="WARNING")


def run_job(app, job_id: str) -> str:
    """Run one queued job now, ahead of the jobs queued before it, which stay queued (as they would
    wait for a busy worker) for the test's own run_burst. The same worker and code path as run_burst
    (RQ dequeues it, runs it, marks it finished; a later burst does not run it again): the job is
    moved to the front of its queue and a burst over its queue first, then run_burst's others, stops
    after one job. Its RQ status after (JobStatus.FINISHED when it succeeded)."""
    with app.app_context():
        connection = redis_connection()
        job = Job.fetch(job_id, connection=connection)
        first = queue(job.origin)
        # The jobs run in this process only (a test's own Redis): nothing dequeues between the two.
        assert first.remove(job_id) == 1, f"job {job_id} is not queued"
        first.push_job_id(job_id, at_front=True)
        worker = Worker([first, *(queue(name) for name in QUEUES if name != first.name)], connection=connection)
        worker.work(burst=True, max_jobs=1, logging_level="WARNING")
        return job.get_status(refresh=True)


def queued_job_ids(app) -> set[str]:
    """The ids of the jobs waiting on the queues."""
    with app.app_context():
        return {job_id for name in QUEUES for job_id in queue(name).get_job_ids()}


def drop_queued(app, *, keep: set[str]) -> list[str]:
    """Take the waiting jobs not in `keep` off the queues, unrun (a finished test's work that nobody will
    read), and delete them, so a later request for the same PDF queues it again; their outbox rows are
    closed (done, saying why), so no sweep relays them again. The ids dropped."""
    from sqlalchemy import func, update

    from app.db import db
    from app.jobs.models import OutboxItem

    dropped = []
    with app.app_context():
        connection = redis_connection()
        for name in QUEUES:
            waiting = queue(name)
            for job_id in waiting.get_job_ids():
                if job_id not in keep and waiting.remove(job_id):
                    dropped.append(job_id)
                    try:
                        Job.fetch(job_id, connection=connection).delete()
                    except NoSuchJobError:  # its hash expired: only the id was left
                        pass
        rows = [int(job_id.removeprefix("outbox-")) for job_id in dropped if job_id.startswith("outbox-")]
        if rows:
            db.session.execute(update(OutboxItem).where(OutboxItem.id.in_(rows), OutboxItem.done_at.is_(None))
                               .values(done_at=func.now(), last_error="not run: the test that queued it ended"))
            db.session.commit()
    return dropped
