"""Fixed-window rate limits kept in PostgreSQL (`shared.rate_limits`).

One statement per hit: INSERT ... ON CONFLICT DO UPDATE ... RETURNING bumps the counter under
the row lock, so concurrent requests (several web workers, several machines) never lose a
count and never see the same count twice. The counter commits with the request's
transaction. Keys never hold raw personal data (emails are keyed digests).

What one account may do in a while (uploads, comments, feedback) is `per_account`, its limit a
setting of app.config.
"""
from dataclasses import dataclass
from datetime import datetime, timedelta

from flask import current_app
from sqlalchemy import case, delete, select
from sqlalchemy.dialects.postgresql import insert

from app.auth.models import RateLimit
from app.auth.tokens import now
from app.db import db
from app.errors import UserError


class TooManyRequests(UserError):
    status = 429

    def __init__(self, message: str, retry_after: int):
        super().__init__(message, code="RATE_LIMITED")
        self.retry_after = max(1, int(retry_after))


@dataclass
class Hit:
    count: int
    limit: int
    reset_at: datetime

    @property
    def allowed(self) -> bool:
        return self.count <= self.limit


def hit(key: str, limit: int, window: timedelta, now: datetime, amount: int = 1) -> Hit:
    """Count `amount` events (one by default) against `key`; the window restarts once `window` has passed."""
    expired = RateLimit.window_start <= now - window
    row = db.session.execute(
        insert(RateLimit)
        .values(key=key, window_start=now, count=amount)
        .on_conflict_do_update(
            index_elements=[RateLimit.key],
            set_={
                "count": case((expired, amount), else_=RateLimit.count + amount),
                "window_start": case((expired, now), else_=RateLimit.window_start),
            },
        )
        .returning(RateLimit.count, RateLimit.window_start)
    ).one()
    return Hit(count=row.count, limit=limit, reset_at=row.window_start + window)


def over(key: str, limit: int, window: timedelta, now: datetime) -> int | None:
    """Seconds until `key` may act again when its window already holds `limit` events, else
    None. Counts nothing: for limits on failures, counted by `hit` only when one happens."""
    row = db.session.execute(
        select(RateLimit.count, RateLimit.window_start).where(RateLimit.key == key)
    ).first()
    if row is None or row.window_start <= now - window or row.count < limit:
        return None
    return max(1, int((row.window_start + window - now).total_seconds()))


def enforce(key: str, limit: int, window: timedelta, now: datetime, message: str, amount: int = 1) -> Hit:
    result = hit(key, limit, window, now, amount)
    if not result.allowed:
        raise TooManyRequests(message, retry_after=(result.reset_at - now).total_seconds())
    return result


def per_account(action: str, account_id: int, setting: str, window: timedelta, message: str) -> Hit:
    """Count one `action` of the account against the limit configured as `setting`; over it,
    TooManyRequests with `message` (which may say `{limit}`)."""
    limit = int(current_app.config[setting])
    return enforce(f"{action}:account:{account_id}", limit, window, now(), message.format(limit=limit))


def purge(now: datetime, older_than: timedelta = timedelta(days=1)) -> None:
    db.session.execute(delete(RateLimit).where(RateLimit.window_start < now - older_than))
