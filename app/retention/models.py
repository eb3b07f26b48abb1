"""The retention ledger (`shared`: both parties of a contract read it) and the holder's trust account
and instrument register (the holder's own schema: only it reads them).

- `retention_entries` (shared): the append-only ledger of one contract's retention money, holder (the
  Customer party, party A) × subcontractor (the Supplier party, party B) × contract (CCA s 18FC: a
  ledger per party B and contract). One contract has one Customer and one Supplier, so the contract
  names the ledger; the parties are read from it, never copied (a stand-in party merged into the
  workspace that accepts it keeps its ledger). Each entry carries the hash of the one before
  (`prev_hash`) and its own (`hash`, SHA-256 over `app.retention.chain.canonical`); a trigger
  refuses UPDATE and DELETE of a row (an entry goes only with its contract, by cascade).
- `retention_trust_accounts` (tenant, one row): the bank account the holder keeps retention money
  in (s 18E), the day the bank was told it is trust money, and who attested it holds nothing else.
- `retention_instruments` (tenant): complying instruments (s 18FB) covering one contract's
  retention; recording one also writes an `instrument_cover` entry on the contract's ledger, so the
  subcontractor sees the cover without seeing the holder's register.
"""
from datetime import date, datetime

from sqlalchemy import (BigInteger, CheckConstraint, Date, DateTime, ForeignKey, Identity, Index, Integer, String,
                        Text, UniqueConstraint, text)
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase, TenantBase

WITHHELD = "withheld"
DEPOSITED = "deposited"
RELEASED = "released"
USED_FOR_DEFECTS = "used_for_defects"
INSTRUMENT_COVER = "instrument_cover"
CORRECTION = "correction"
KINDS = (WITHHELD, DEPOSITED, RELEASED, USED_FOR_DEFECTS, INSTRUMENT_COVER, CORRECTION)
# What a person may record; `withheld` is the system's (from each sent payment schedule) and
# `instrument_cover` comes with an instrument recorded in the register. `used_for_defects` is not
# recordable until the notice before use is built: retention money may be used to remedy defects only
# after ten working days' written notice (issue 38), so a use with no served notice is refused.
PERSON_KINDS = (DEPOSITED, RELEASED, CORRECTION)

INSURANCE = "insurance"
BOND = "bond"
GUARANTEE = "guarantee"
INSTRUMENT_KINDS = (INSURANCE, BOND, GUARANTEE)


def _in(column: str, values) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class RetentionEntry(SharedBase):
    __tablename__ = "retention_entries"
    __table_args__ = (
        UniqueConstraint("contract_id", "seq"),
        CheckConstraint(_in("kind", KINDS), name="kind"),
        CheckConstraint("amount > 0 OR kind = 'correction'", name="amount"),
        CheckConstraint("(kind = 'correction') = (corrects_id IS NOT NULL)", name="corrects"),
        # The system writes a schedule's entry once, however often its send is retried.
        Index("ux_retention_entries_schedule_kind", "schedule_id", "kind", unique=True,
              postgresql_where=text("schedule_id IS NOT NULL")),
        # The claim's foreign key is checked when a claim is deleted; corrections are summed per entry
        # corrected. Both columns are mostly null. (The unique (contract_id, seq) serves contract_id.)
        Index("ix_retention_entries_claim_id", "claim_id", postgresql_where=text("claim_id IS NOT NULL")),
        Index("ix_retention_entries_corrects_id", "corrects_id", postgresql_where=text("corrects_id IS NOT NULL")),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    seq: Mapped[int] = mapped_column(Integer)  # 1, 2, ... within the contract's ledger
    kind: Mapped[str] = mapped_column(String(20))
    # Cents; positive, but for a correction (signed: what it adds to the entry it corrects).
    amount: Mapped[int] = mapped_column(BigInteger)
    # When it happened: a withheld entry is dated when the contract allows withholding (the
    # claim's payment due date as app.payments.facts stores it, s 18B(2)); a deposit on the bank's date.
    entry_date: Mapped[date] = mapped_column(Date)
    # Its source, where there is one.
    # (No ON DELETE action: a sent schedule and its claim are never deleted while the contract
    # stands; with the contract, all go together.) A payment or bank line is named by `bank_ref`.
    schedule_id: Mapped[int | None] = mapped_column(ForeignKey("payment_schedules.id"))
    claim_id: Mapped[int | None] = mapped_column(ForeignKey("claims.id"))
    bank_ref: Mapped[str] = mapped_column(String(100), default="", server_default="")
    instrument_ref: Mapped[str] = mapped_column(String(100), default="", server_default="")
    # An instrument's cover ends with it (instrument_cover only).
    covers_until: Mapped[date | None] = mapped_column(Date)
    corrects_id: Mapped[int | None] = mapped_column(ForeignKey("retention_entries.id"))
    note: Mapped[str] = mapped_column(Text, default="", server_default="")
    # Null: written by the system.
    created_by_user_id: Mapped[int | None] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    prev_hash: Mapped[str] = mapped_column(String(64))
    hash: Mapped[str] = mapped_column(String(64))


class TrustAccount(TenantBase):
    """The holder's retention trust account (one per organisation)."""

    __tablename__ = "retention_trust_accounts"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, default=1)
    bank: Mapped[str] = mapped_column(String(40))  # a key of app.retention.banks.BANKS
    account_name: Mapped[str] = mapped_column(String(200))
    account_number: Mapped[str] = mapped_column(String(20))  # BB-bbbb-AAAAAAA-SSS, as normalised
    bank_notified_on: Mapped[date] = mapped_column(Date)
    attested_by_user_id: Mapped[int] = mapped_column(BigInteger)  # shared.users.id
    attested_by_name: Mapped[str] = mapped_column(String(200))
    attested_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class Instrument(TenantBase):
    """A complying instrument (s 18FB) covering one contract's retention money."""

    __tablename__ = "retention_instruments"
    __table_args__ = (CheckConstraint(_in("kind", INSTRUMENT_KINDS), name="kind"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(BigInteger, index=True)  # shared.contracts.id
    kind: Mapped[str] = mapped_column(String(20))
    provider: Mapped[str] = mapped_column(String(200))
    reference: Mapped[str] = mapped_column(String(100), default="", server_default="")
    amount: Mapped[int] = mapped_column(BigInteger)
    starts_on: Mapped[date] = mapped_column(Date)
    expires_on: Mapped[date] = mapped_column(Date)
    created_by_user_id: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
