"""`retention_internal_reports` (the holder's own schema): the internal retention report (issue 38;
app.retention.internal_report): every ledger the organisation holds, its trust account and instrument
register and the last reconciliation, as made on a day. What it states is frozen into `content`, so its PDF
and CSV re-render the bytes whose SHA-256 was kept when it was made. Private to the holder: never served on
a subcontractor, so it lives in the holder's schema, not `shared`."""
from datetime import date, datetime

from sqlalchemy import BigInteger, CheckConstraint, Date, DateTime, Identity, Index, String, Text, func, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import TenantBase


class InternalReport(TenantBase):
    __tablename__ = "retention_internal_reports"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)  # its number
    made_on: Mapped[date] = mapped_column(Date)  # the day in Auckland its figures are as of
    made_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    made_by_user_id: Mapped[int] = mapped_column(BigInteger)
    made_by_name: Mapped[str] = mapped_column(String(254))
    content: Mapped[dict] = mapped_column(JSONB)
    sha256: Mapped[str] = mapped_column(String(64))  # of its PDF, rendered when it was made
    csv_sha256: Mapped[str] = mapped_column(String(64))


PREPARING, READY, FAILED = "Preparing", "Ready", "Failed"
INTERNAL, EXPORT = "internal", "export"


class RecordsJob(TenantBase):
    """`retention_records_jobs`: the internal report or the owners' export asked for, prepared in the background
    (app.retention.records_jobs: a web worker no longer renders a holder's years of entries in the request).

    Idempotent twice over: `key` is the asker's (the UI's one key per press of the button: a second request with it
    answers the same job), and at most one job of a kind is Preparing at a time (the partial unique index: a double
    click, or two owners at once, get the one job, and so one report). A retried worker job finds the row Ready and
    does nothing."""
    __tablename__ = "retention_records_jobs"
    __table_args__ = (
        CheckConstraint("kind IN ('internal', 'export')", name="kind"),
        CheckConstraint("status IN ('Preparing', 'Ready', 'Failed')", name="status"),
        Index("uq_retention_records_jobs_open_kind", "kind", unique=True, postgresql_where=text("status = 'Preparing'")),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    kind: Mapped[str] = mapped_column(String(10))
    key: Mapped[str] = mapped_column(String(64), unique=True)
    status: Mapped[str] = mapped_column(String(10), default=PREPARING, server_default=PREPARING)
    requested_by_account_id: Mapped[int] = mapped_column(BigInteger)  # the job acts as this viewer, re-checked
    requested_by_name: Mapped[str] = mapped_column(String(254))
    requested_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    finished_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    internal_report_id: Mapped[int | None] = mapped_column(BigInteger)  # the report made (kept: never deleted)
    file_name: Mapped[str | None] = mapped_column(String(200))  # the export's zip, kept in the instance folder
    size: Mapped[int | None] = mapped_column(BigInteger)
    sha256: Mapped[str | None] = mapped_column(String(64))  # of the export's zip
    message: Mapped[str | None] = mapped_column(Text)  # why it failed, in the refusal's words
