"""The retention reports served to a subcontractor (issue 38; CCA s 18FD), in `shared` beside the ledger
(both parties read them: the holder serves them, the subcontractor reads the ones served to it).

- `retention_reports`: one report of one contract's ledger, numbered on the contract (1, 2, ...): a
  quarterly statement (every entry since the last statement, s 18FD's report at least every three
  months) or a transaction report (one deposit, release, use or correction, reported the day it is
  written). What it states is frozen into `content` when it is made, so its PDF and CSV re-render byte
  for byte the copy served. A transaction report is made once per entry (a unique index).
- `retention_report_copies`: its proof of service per recipient: the address, the user, and, once the
  email carrying the PDF is delivered, the PDF's SHA-256 and size (app.mail's attachment record). One
  per report and address: a report is served once to each.
"""
from datetime import date, datetime

from sqlalchemy import (BigInteger, CheckConstraint, Date, DateTime, ForeignKey, Identity, Index, Integer, String,
                        UniqueConstraint, func, text)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase

QUARTERLY = "quarterly"
TRANSACTION = "transaction"
INSPECTION = "inspection"  # an inspection pack of one subcontractor's ledgers (s 18FC; app.retention.inspection_pack)
REPORT_KINDS = (QUARTERLY, TRANSACTION, INSPECTION)


class RetentionReport(SharedBase):
    __tablename__ = "retention_reports"
    __table_args__ = (
        UniqueConstraint("contract_id", "number"),
        CheckConstraint("kind IN ('quarterly', 'transaction', 'inspection')", name="kind"),
        CheckConstraint("period_to >= period_from", name="period"),
        # A transaction report is made once per entry, however often its write is retried.
        Index("ux_retention_reports_entry", "entry_id", unique=True, postgresql_where=text("entry_id IS NOT NULL")),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    # The unique (contract_id, number) serves contract_id: no index of its own.
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)  # 1, 2, ... within the contract
    kind: Mapped[str] = mapped_column(String(12))
    # The ledger's sides when it was made: the holder (party A) and the subcontractor (party B).
    holder_org_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="SET NULL"))
    payee_org_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="SET NULL"))
    period_from: Mapped[date] = mapped_column(Date)
    period_to: Mapped[date] = mapped_column(Date)
    # The entries it reports: those after `first_seq - 1` up to `last_seq` (a transaction report: its entry).
    first_seq: Mapped[int] = mapped_column(Integer)
    last_seq: Mapped[int] = mapped_column(Integer)
    entry_id: Mapped[int | None] = mapped_column(ForeignKey("retention_entries.id", ondelete="CASCADE"))
    content: Mapped[dict] = mapped_column(JSONB)  # what it states, frozen (app.retention.reports)
    sha256: Mapped[str | None] = mapped_column(String(64))  # of its PDF as first delivered (app.mail)
    csv_sha256: Mapped[str] = mapped_column(String(64))
    created_by_user_id: Mapped[int | None] = mapped_column(BigInteger)  # null: made by the system
    served_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class RetentionReportCopy(SharedBase):
    __tablename__ = "retention_report_copies"
    __table_args__ = (UniqueConstraint("report_id", "email", name="uq_retention_report_copies_report_email"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    # The unique (report_id, email) serves report_id.
    report_id: Mapped[int] = mapped_column(ForeignKey("retention_reports.id", ondelete="CASCADE"))
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    email: Mapped[str] = mapped_column(String(320))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # Set when the email carrying the PDF is delivered.
    sha256: Mapped[str | None] = mapped_column(String(64))
    size: Mapped[int | None] = mapped_column(BigInteger)
    promised_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    served_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
