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
from sqlalchemy.dialects.postgresql import JSONB
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
# `instrument_cover` comes with an instrument recorded in the register. `used_for_defects` is recorded
# only under a served notice before use (app.retention.defects.record_use): retention money may be used
# to remedy defects only after ten working days' written notice (CCA s 18D).
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
        # The claim's and the notice's foreign keys are checked when a claim or a notice is deleted;
        # corrections are summed per entry corrected, uses per notice. The three columns are mostly null.
        # (The unique (contract_id, seq) serves contract_id.)
        Index("ix_retention_entries_claim_id", "claim_id", postgresql_where=text("claim_id IS NOT NULL")),
        Index("ix_retention_entries_corrects_id", "corrects_id", postgresql_where=text("corrects_id IS NOT NULL")),
        Index("ix_retention_entries_defect_notice_id", "defect_notice_id",
              postgresql_where=text("defect_notice_id IS NOT NULL")),
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
    # A use for defects: the served notice it is made under (app.retention.defects; s0380).
    defect_notice_id: Mapped[int | None] = mapped_column(ForeignKey("retention_defect_notices.id"))
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


# ---- the notice before use for defects (issue 38; app.retention.defects; migration s0380) ----------
# How a notice was served: by email through Claimdesk where email service is agreed (the contract's
# `contract_service_terms`, regs 9-10), else as a person records it (s 80): the manners of
# app.enforcement.models, repeated here because retention stands below enforcement.
SERVED_MANNERS = ("email", "personal", "left", "post")


class DefectNotice(SharedBase):
    """`retention_defect_notices`: a written notice to the subcontractor (party B) that retention money
    will be used to remedy a defect (CCA s 18D: only to remedy defects, where the contract permits, after
    10 working days' written notice). Its content is fixed when it is made (the defect, the evidence,
    the amount, the permitting clause as the contract's terms stated it, the parties' names), so the
    PDF re-rendered from the row is the copy served. `use_from` is the first day of use: 10 working
    days after the day it was served (app.domain.retention_release.use_from)."""

    __tablename__ = "retention_defect_notices"
    __table_args__ = (
        UniqueConstraint("contract_id", "number"),
        CheckConstraint("amount > 0", name="amount"),
        CheckConstraint("served_manner IS NULL OR served_manner IN ('email', 'personal', 'left', 'post')",
                        name="served_manner"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    # The unique (contract_id, number) serves contract_id: no index of its own.
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)  # 1, 2 ... on its contract
    # The parties as the contract names them when the notice is made (organisations, for who may read it).
    holder_org_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="SET NULL"))
    payee_org_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="SET NULL"))
    holder_name: Mapped[str] = mapped_column(String(254))
    payee_name: Mapped[str] = mapped_column(String(254))
    # The subcontractor's address for service as the contract's details gave it then (s0430; '' when
    # none was recorded): where a notice served by hand or post goes, named on the notice.
    payee_address: Mapped[str] = mapped_column(Text, default="", server_default="")
    site_name: Mapped[str] = mapped_column(String(254))
    amount: Mapped[int] = mapped_column(BigInteger)  # cents: the most that may be used under it
    defect: Mapped[str] = mapped_column(Text)
    # [{id, filename, contentType, size, org, sha256}]: uploads of the holder (app.uploads), checked and
    # stored as served, named on the notice with the SHA-256 of those bytes (notices before it: no sha256).
    evidence: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    clause: Mapped[str] = mapped_column(Text)  # the contract's clause permitting use, as stated then
    procedure: Mapped[str] = mapped_column(Text, default="", server_default="")
    notice_date: Mapped[date] = mapped_column(Date)  # the day it was made (Auckland)
    use_from: Mapped[date] = mapped_column(Date)  # counted from the notice's date, then from its service
    created_by_user_id: Mapped[int | None] = mapped_column(BigInteger)
    created_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    served_manner: Mapped[str | None] = mapped_column(String(10))
    served_on: Mapped[date | None] = mapped_column(Date)
    served_to: Mapped[str] = mapped_column(Text, default="", server_default="")
    served_recorded_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    served_recorded_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    sha256: Mapped[str | None] = mapped_column(String(64))  # the PDF served (the last copy delivered)


class DefectNoticeCopy(SharedBase):
    """`retention_defect_notice_copies`: each copy of a notice emailed, one per recipient (the unique
    pair: never twice), with the SHA-256 of the PDF that went, set when the email is delivered."""

    __tablename__ = "retention_defect_notice_copies"
    __table_args__ = (UniqueConstraint("notice_id", "email"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    # The unique (notice_id, email) serves notice_id.
    notice_id: Mapped[int] = mapped_column(ForeignKey("retention_defect_notices.id", ondelete="CASCADE"))
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    email: Mapped[str] = mapped_column(String(320))
    user_id: Mapped[int | None] = mapped_column(BigInteger)
    sha256: Mapped[str | None] = mapped_column(String(64))
    size: Mapped[int | None] = mapped_column(BigInteger)
    promised_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    served_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
