from datetime import datetime

from sqlalchemy import BigInteger, DateTime, ForeignKey, Identity, Integer, String, Text, func
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase


class OutboxItem(SharedBase):
    """Work promised by a committed write: kept until a worker has done it."""

    __tablename__ = "outbox"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    # The idempotency key: a second promise of the same work adds nothing.
    key: Mapped[str] = mapped_column(String(200), unique=True)
    task: Mapped[str] = mapped_column(String(60))
    queue: Mapped[str] = mapped_column(String(20))
    org_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"), index=True)
    payload: Mapped[dict] = mapped_column(JSONB)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    enqueued_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    done_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), index=True)
    attempts: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    # Attempts that failed for the work's own reason (not an outage: `outbox.Transient`); at
    # OUTBOX_MAX_FAILURES the row is dead-lettered: `failed_at` set, never tried again.
    failures: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    failed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    last_error: Mapped[str | None] = mapped_column(Text)
