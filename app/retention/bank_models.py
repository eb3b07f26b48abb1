"""The trust account's bank statements (issue 38, bank reconciliation), in the holder's own schema: bank
lines are the holder's private data, never seen by a subcontractor or another organisation.

- `retention_bank_imports`: each statement file imported (its name, SHA-256, the format read, the
  closing balance, how many lines it brought and how many were new), who imported it and when.
- `retention_bank_lines`: the statement's lines, each once: `identity` (date, amount, reference,
  balance and order among identical lines; app.domain.bank_statement.identity) is unique, so importing
  the same statement again adds nothing.
- `retention_bank_allocations`: what a line is: a ledger entry (a deposit, release or use for defects
  of a ledger the holder keeps, `entry_id` in shared.retention_entries), or explained as interest
  (kept apart from retention money), a bank fee or other (with a note). One per line; an entry is
  allocated to one line at most.
- `retention_bank_mappings`: the columns of a statement layout no format recognises, mapped once by
  the user and kept by the header's signature.
"""
from datetime import date, datetime

from sqlalchemy import BigInteger, Boolean, CheckConstraint, Date, DateTime, ForeignKey, Identity, Index, Integer, \
    String, Text, text
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import TenantBase

ENTRY = "entry"
INTEREST = "interest"
BANK_FEE = "bank_fee"
OTHER = "other"
EXPLANATIONS = (INTEREST, BANK_FEE, OTHER)
ALLOCATION_KINDS = (ENTRY, *EXPLANATIONS)


class BankImport(TenantBase):
    __tablename__ = "retention_bank_imports"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    file_name: Mapped[str] = mapped_column(String(200))
    sha256: Mapped[str] = mapped_column(String(64))
    format: Mapped[str] = mapped_column(String(20))  # a key of app.domain.bank_statement.FORMATS, or 'mapped'
    line_count: Mapped[int] = mapped_column(Integer)
    new_lines: Mapped[int] = mapped_column(Integer)
    closing_balance: Mapped[int] = mapped_column(BigInteger)  # cents: the statement's last balance
    closing_on: Mapped[date] = mapped_column(Date)  # the date of its last line
    imported_by_user_id: Mapped[int] = mapped_column(BigInteger)
    imported_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class BankLine(TenantBase):
    __tablename__ = "retention_bank_lines"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    import_id: Mapped[int] = mapped_column(ForeignKey("retention_bank_imports.id"), index=True)
    identity: Mapped[str] = mapped_column(String(64), unique=True)
    line_date: Mapped[date] = mapped_column(Date)
    amount: Mapped[int] = mapped_column(BigInteger)  # cents, money in positive
    reference: Mapped[str] = mapped_column(String(200), default="", server_default="")
    description: Mapped[str] = mapped_column(String(200), default="", server_default="")
    balance: Mapped[int | None] = mapped_column(BigInteger)
    row: Mapped[int] = mapped_column(Integer)  # its line in the file it first came in


class BankAllocation(TenantBase):
    __tablename__ = "retention_bank_allocations"
    __table_args__ = (
        CheckConstraint("kind IN ('entry', 'interest', 'bank_fee', 'other')", name="kind"),
        CheckConstraint("(kind = 'entry') = (entry_id IS NOT NULL)", name="entry"),
        Index("ux_retention_bank_allocations_entry_id", "entry_id", unique=True,
              postgresql_where=text("entry_id IS NOT NULL")),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    line_id: Mapped[int] = mapped_column(ForeignKey("retention_bank_lines.id"), unique=True)
    kind: Mapped[str] = mapped_column(String(20))
    entry_id: Mapped[int | None] = mapped_column(BigInteger)  # shared.retention_entries.id
    note: Mapped[str] = mapped_column(Text, default="", server_default="")
    by_matcher: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    allocated_by_user_id: Mapped[int] = mapped_column(BigInteger)
    allocated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class BankMapping(TenantBase):
    __tablename__ = "retention_bank_mappings"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    signature: Mapped[str] = mapped_column(Text, unique=True)
    mapping: Mapped[dict] = mapped_column(JSONB)
    created_by_user_id: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
