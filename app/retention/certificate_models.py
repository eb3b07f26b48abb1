"""`retention_certificates` (the holder's own schema): the quarterly compliance certificate of its retention
trust records (issue 38; app.retention.certificate). One per quarter (its last day, unique): the five checks
as last run, frozen (`checks`: number, title, passed, result, failure, evidence), the explanations recorded
for failed checks (`explanations`: {"3": {text, by, at}}), who prepared it, who signed it (an owner: a
director) and when, and the SHA-256 of the signed PDF. Once signed, nothing on it changes (the service
refuses), so the PDF re-rendered from the row is the document signed."""
from datetime import date, datetime

from sqlalchemy import BigInteger, Date, DateTime, Identity, String
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import TenantBase


class Certificate(TenantBase):
    __tablename__ = "retention_certificates"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    quarter_end: Mapped[date] = mapped_column(Date, unique=True)
    as_of: Mapped[date] = mapped_column(Date)  # the day the checks were run as of
    checks: Mapped[list] = mapped_column(JSONB)
    explanations: Mapped[dict] = mapped_column(JSONB, default=dict, server_default="{}")
    prepared_by_user_id: Mapped[int] = mapped_column(BigInteger)
    prepared_by_name: Mapped[str] = mapped_column(String(254))
    prepared_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    org_name: Mapped[str | None] = mapped_column(String(200))  # as signed
    signed_by_user_id: Mapped[int | None] = mapped_column(BigInteger)
    signed_by_name: Mapped[str | None] = mapped_column(String(254))
    signed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    sha256: Mapped[str | None] = mapped_column(String(64))  # the signed PDF's
