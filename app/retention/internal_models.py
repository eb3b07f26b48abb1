"""`retention_internal_reports` (the holder's own schema): the internal retention report (issue 38;
app.retention.internal_report): every ledger the organisation holds, its trust account and instrument
register and the last reconciliation, as made on a day. What it states is frozen into `content`, so its PDF
and CSV re-render the bytes whose SHA-256 was kept when it was made. Private to the holder: never served on
a subcontractor, so it lives in the holder's schema, not `shared`."""
from datetime import date, datetime

from sqlalchemy import BigInteger, Date, DateTime, Identity, String
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
