"""Claims, their revisions, the contract ledger, and the evidence of what was served.

Where each table lives (ARCHITECTURE.md "Where data lives"):

- `shared` (both parties read them, only through `app.claims.service` / `app.claims.queries`,
  which reach the contract through `app.contracts.access` first):
  - claims: one per claim number of a contract, with its status and paid flags
  - claim_revisions: the versions of a claim: at most one draft (the one being edited) and
    the submitted ones (frozen: never edited again)
  - ledger_entries: the lines. An entry is one item's line in one revision of one claim: the
    item's attributes as that claim shows them (name, type, group, prices, position...) and
    the amount *this* claim adds for it (excluding tax). An item's amount to date is the sum
    of its entries over the claims up to that one.
  - contract_lines: the contract's schedule of values (its lines before any claim)
  - contract_ledgers: one row per contract: the ledger revision counter that every change to
    the ledger increments (optimistic concurrency, `app.claims.ledger`), and the lock that
    serialises writers of one contract's ledger
  - (claim_served_documents, the evidence of what was served: app.documents.models)
- the organisation's own schema:
  - claim_reads: which revision of a claim each person of the organisation has read
    (isUnread is private to each person, so it lives with the organisation)
"""
from datetime import date, datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    Identity,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    func,
    text,
)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase, TenantBase

# Claim status (spec 2 §4).
NEW = "New"  # never submitted: a draft only the supplier side sees
SENT = "Sent"  # submitted (and served on the customer side)
SCHEDULED = "Scheduled"  # the customer has answered with a payment schedule
VOIDED = "Voided"  # a submitted claim withdrawn: it no longer counts in the ledger
DELETED = "Deleted"  # a draft deleted before it was ever submitted
STATUSES = (NEW, SENT, SCHEDULED, VOIDED, DELETED)

# Where a claim comes from (issue 34): served through Claimdesk by the supplier side, or received
# outside it (by email, post or hand) and recorded by the customer side (app.payments.received).
ORIGIN_SENT = "sent"
ORIGIN_RECEIVED = "received"
ORIGINS = (ORIGIN_SENT, ORIGIN_RECEIVED)
RECEIVED_MANNERS = ("email", "post", "hand")
LIVE_STATUSES = (NEW, SENT, SCHEDULED)  # the claims whose entries count in the ledger

# Ledger entry modes (spec 2 §3).
MODE_CLAIM = "Claim"  # the supplier's claim
MODE_ADJUSTMENT = "Adjustment"  # the customer's payment-schedule adjustment
MODE_VO = "vo"  # variation order
MODE_VOR = "vor"  # variation order request
MODES = (MODE_CLAIM, MODE_ADJUSTMENT, MODE_VO, MODE_VOR)

REVISION_TYPES = ("Invoice", "NzCcaClaim", "NzCcaClaimCombined")
BILLING_MODES = ("Percent", "PercentWithQty", "RateQtyEstimate", "Auto")
LINE_TYPES = ("BaseContract", "Materials", "Variation", "Provisional", "Margin", "Retention", "MaterialsOn",
              "MaterialsOff")

# The retention item: one per contract, computed by its formula (kept in the entry's params).
RETENTION_ITEM_ID = "retention"


def _in(column: str, values) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class Claim(SharedBase):
    __tablename__ = "claims"
    __table_args__ = (
        CheckConstraint(_in("status", STATUSES), name="status"),
        CheckConstraint("number >= 0", name="number"),
        CheckConstraint(_in("origin", ORIGINS), name="origin"),
        CheckConstraint(f"received_manner IS NULL OR {_in('received_manner', RECEIVED_MANNERS)}",
                        name="received_manner"),
        # One claim per number, deleted drafts aside (a deleted draft's number is used again).
        Index("uq_claims_contract_id_number", "contract_id", "number", unique=True,
              postgresql_where=text("status <> 'Deleted'")),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(10), default=NEW, server_default=NEW)
    # 'received': recorded by the customer side from a claim served on it outside Claimdesk, in the
    # manner `received_manner`; its one revision was 'submitted' at its service (submitted_at), by
    # whoever recorded it (submitted_by_user_id), and its file is the claim as received.
    origin: Mapped[str] = mapped_column(String(10), default=ORIGIN_SENT, server_default=ORIGIN_SENT)
    received_manner: Mapped[str | None] = mapped_column(String(10))
    # The revision being edited (null when none) and the latest submitted one (null: never sent).
    draft_rev: Mapped[int | None] = mapped_column(Integer)
    latest_rev: Mapped[int | None] = mapped_column(Integer)
    # The statutory facts (issue 33), written only by `app.payments.facts.refresh` in the transaction
    # that changes one of their inputs (submit, void, a schedule sent, a payment recorded, the
    # contract's agreed period), so every surface reads one answer and none recomputes it:
    # - the payment-schedule deadline (s 22) of the latest submitted revision, and the working
    #   days it counts (the contract's agreed period when served, else the Act's 20); null for a
    #   claim not served, withdrawn, or an invoice that is not a payment claim;
    # - what is payable (the scheduled amount when a schedule was given in time, else the claimed
    #   amount, both including GST) and the payment date that applies;
    # - each side's recorded payments (null: that side has recorded none), and paid / paying as
    #   the spec's isPaid / isPaying, derived from them (app.domain.claim_standing.settle).
    schedule_days: Mapped[int | None] = mapped_column(Integer)
    # The contract's payment terms when the claim was served (app.domain.payment_terms), kept with the
    # period above so changing the contract's terms never moves a served claim's dates.
    payment_terms: Mapped[dict | None] = mapped_column(JSONB)
    schedule_deadline: Mapped[date | None] = mapped_column(Date)
    payable: Mapped[int | None] = mapped_column(BigInteger)
    payment_due: Mapped[date | None] = mapped_column(Date)
    paid_by_payer: Mapped[int | None] = mapped_column(BigInteger)
    paid_to_payee: Mapped[int | None] = mapped_column(BigInteger)
    is_paid: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    is_paying: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    # Whether the latest submitted revision charges GST (its `gst_registered`, copied at each
    # submission), so the ledger views read it with the claims; a draft follows the supplier.
    gst_registered: Mapped[bool] = mapped_column(Boolean, default=True, server_default="true")
    # The previous claim (paid before the project came here) it was imported from.
    imported_from_id: Mapped[int | None] = mapped_column(
        ForeignKey("contract_previous_claims.id", ondelete="SET NULL"), unique=True)
    created_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    content_updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    voided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    deleted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class Revision(SharedBase):
    __tablename__ = "claim_revisions"
    __table_args__ = (
        UniqueConstraint("claim_id", "rev"),
        CheckConstraint(_in("type", REVISION_TYPES), name="type"),
        CheckConstraint(_in("billing_mode", BILLING_MODES), name="billing_mode"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"))
    rev: Mapped[int] = mapped_column(Integer)
    type: Mapped[str] = mapped_column(String(20), default="NzCcaClaim", server_default="NzCcaClaim")
    period_from: Mapped[date | None] = mapped_column(Date)
    period_to: Mapped[date | None] = mapped_column(Date)
    claim_date: Mapped[date | None] = mapped_column(Date)
    due_date: Mapped[date | None] = mapped_column(Date)
    po_number: Mapped[str] = mapped_column(String(100), default="", server_default="")
    payment_details: Mapped[str] = mapped_column(Text, default="", server_default="")
    billing_mode: Mapped[str] = mapped_column(String(20), default="Auto", server_default="Auto")
    # [{"id": upload id, "filename": "..."}]
    files: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    is_draft: Mapped[bool] = mapped_column(Boolean, default=True, server_default="true")
    submitted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    submitted_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    # When someone of the customer side first opened this revision.
    opened_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # Frozen at submission: the claimed amount excluding GST, the GST, and the totals table.
    amount_excl: Mapped[int | None] = mapped_column(BigInteger)
    tax: Mapped[int | None] = mapped_column(BigInteger)
    totals: Mapped[dict | None] = mapped_column(JSONB)
    # Whether it charges GST (issue 34): fixed at submission from the supplier's business details,
    # so changing them never changes a claim already sent. A draft's is not read: a draft follows
    # the supplier's current status (`app.claims.gst`).
    gst_registered: Mapped[bool] = mapped_column(Boolean, default=True, server_default="true")
    # The contract's ledger revision when this revision was started (optimistic concurrency).
    ledger_rev: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class LedgerEntry(SharedBase):
    __tablename__ = "ledger_entries"
    __table_args__ = (
        UniqueConstraint("claim_id", "rev", "mode", "item_id"),
        CheckConstraint(_in("mode", MODES), name="mode"),
        CheckConstraint(_in("type", LINE_TYPES), name="type"),
        Index("ix_ledger_entries_contract_id_claim_id_rev", "contract_id", "claim_id", "rev"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"))
    rev: Mapped[int] = mapped_column(Integer)  # the claim revision it belongs to
    item_id: Mapped[str] = mapped_column(String(64))
    mode: Mapped[str] = mapped_column(String(10), default=MODE_CLAIM, server_default=MODE_CLAIM)
    type: Mapped[str] = mapped_column(String(20), default="BaseContract", server_default="BaseContract")
    position: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    name: Mapped[str] = mapped_column(Text, default="", server_default="")
    group_path: Mapped[list[str]] = mapped_column(ARRAY(Text), default=list, server_default="{}")
    files: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    reference: Mapped[str] = mapped_column(Text, default="", server_default="")
    schedule_reason: Mapped[str] = mapped_column(Text, default="", server_default="")
    total_price: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")  # the quote, cents
    unit_price: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")  # cents
    qty_milli: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")  # claimed here, 1/1000
    amount: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")  # claimed here, excl. tax
    tax: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    is_draft: Mapped[bool] = mapped_column(Boolean, default=True, server_default="true")
    is_reversal: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    params: Mapped[dict | None] = mapped_column(JSONB)
    # The ledger revision of the last change a person made to this entry (not recomputations).
    edited_rev: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class ContractLine(SharedBase):
    """A line of the contract's schedule of values (issue 15): set up at contract level before claim 1.

    Each new claim starts from the schedule (`app.claims.contract_lines.seed`); while a line is on
    the draft claim, the two are kept equal both ways. `removed` keeps a deleted (or voided) line's
    item id so that the next claim does not bring it back from the previous one.
    """

    __tablename__ = "contract_lines"
    __table_args__ = (
        UniqueConstraint("contract_id", "item_id"),
        CheckConstraint(_in("type", LINE_TYPES), name="type"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    item_id: Mapped[str] = mapped_column(String(64))
    type: Mapped[str] = mapped_column(String(20), default="BaseContract", server_default="BaseContract")
    position: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    name: Mapped[str] = mapped_column(Text, default="", server_default="")
    group_path: Mapped[list[str]] = mapped_column(ARRAY(Text), default=list, server_default="{}")
    reference: Mapped[str] = mapped_column(Text, default="", server_default="")
    unit: Mapped[str] = mapped_column(String(20), default="", server_default="")
    qty_milli: Mapped[int | None] = mapped_column(BigInteger)  # the contract quantity; null: a lump sum
    unit_price: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")  # the rate, cents
    total_price: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")  # the contract value
    removed: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class ContractLedger(SharedBase):
    __tablename__ = "contract_ledgers"

    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), primary_key=True)
    rev: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


# ---- the organisation's own schema ------------------------------------------------------------

class ClaimRead(TenantBase):
    """The latest revision of a claim a person of this organisation has read."""

    __tablename__ = "claim_reads"
    # A home list's poll reads the viewer's newest `read_at` (app.claims.list_counters): one index probe.
    __table_args__ = (Index("ix_claim_reads_user_id_read_at", "user_id", "read_at"),)

    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)  # shared.users.id
    claim_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)  # shared.claims.id
    rev: Mapped[int] = mapped_column(Integer)  # 0: marked unread
    read_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
