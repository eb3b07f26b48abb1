"""Jobs on a clock: each enqueued on the `default` queue once per period.

The worker ticks every minute (app.jobs.worker). A tick claims the current period of each job
with Redis SET NX on a key naming the period, so any number of workers, ticks and restarts
enqueue it once per period; a worker that was down enqueues it on its first tick after, and a
job that failed is tried again in the next period. The jobs themselves must be idempotent
(a Redis flush can let a period run twice), as the outbox keys make them.
"""
from dataclasses import dataclass
from datetime import datetime, timedelta

from app.jobs.queues import queue
from app.redis import redis_connection


@dataclass(frozen=True, slots=True)
class Periodic:
    name: str
    function: str  # dotted path, so this module imports no domain package
    every: timedelta


JOBS = (
    Periodic("schedule-reminders", "app.schedules.reminders.send_due_reminders", timedelta(hours=1)),
    Periodic("estimate-reminders", "app.variations.reminders.send_due_reminders", timedelta(hours=1)),
    Periodic("adjudication-reminders", "app.adjudication.reminders.send_due_reminders", timedelta(hours=1)),
    Periodic("retention-deposit-alerts", "app.retention.alerts.send_deposit_alerts", timedelta(hours=1)),
)


def enqueue_due(now: datetime, jobs: tuple[Periodic, ...] = JOBS) -> list[str]:
    """Enqueue each job whose current period is not yet claimed; returns their job ids."""
    conn = redis_connection()
    enqueued = []
    for job in jobs:
        seconds = int(job.every.total_seconds())
        period = int(now.timestamp()) // seconds
        job_id = f"periodic-{job.name}-{period}"
        if conn.set(f"claimdesk:periodic:{job.name}:{period}", 1, nx=True, ex=2 * seconds):
            queue("default").enqueue(job.function, job_id=job_id, result_ttl=2 * seconds,
                                     failure_ttl=7 * 86400, job_timeout=seconds)
            enqueued.append(job_id)
    return enqueued
