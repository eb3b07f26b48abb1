"""Contracts (projects and subcontracts) and pay cycles.

Where each table lives (ARCHITECTURE.md "Where data lives"):

- `shared` (both parties read them, only through `app.contracts.access`):
  - contracts: site, owner organisation, parent (subcontracts), tax rate, archivedAt
  - contract_orgs: the two parties, Customer and Supplier, each an organisation, with the
    contact shown for it on this contract and its consent: an existing organisation named by
    another is Pending until one of its people accepts (or Declined), the owner always Accepted
    (`app.contracts.invitations`); Removed once the owner takes it off (`app.contracts.removing`)
  - contract_contacts: the contact details shown for a party on one contract. They are a copy
    held in `shared`, because the other party must read them and an organisation's own
    contacts live in its private schema. Each copy records which organisation provided it
    (`owner_org_id`: 'Contact information provided by {name}.'); a copy of an organisation's
    own business details (`from_default_contact`) follows that organisation's Settings
    (`app.contracts.service.sync_default_contact`).
  - contract_members: people (shared.users rows: an account in an organisation) on the
    contract, their relation, contract permissions and recipient flags
  - party_invitations: the stand-in party of an invitation by email to people who already have a
    workspace (issue 36), until one of them answers
  - contract_previous_claims: claims already paid before the project came to Claimdesk,
    imported on creation (number, date, total to date, lines), kept for the claims work to
    turn into the ledger's opening entries
- the organisation's own schema (private to it):
  - pay_cycles, and contract_pay_cycles: which contract sits in which of *its* pay cycles
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
    UniqueConstraint,
    func,
    text,
)
from sqlalchemy.dialects.postgresql import ARRAY, JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase, TenantBase

CUSTOMER = "Customer"
SUPPLIER = "Supplier"
OTHER = "Other"
PARTY_RELATIONS = (CUSTOMER, SUPPLIER)
MEMBER_RELATIONS = (CUSTOMER, SUPPLIER, OTHER)
ACCEPTED = "Accepted"
PENDING = "Pending"
DECLINED = "Declined"
# Taken off the contract by its owner (app.contracts.removing).
REMOVED = "Removed"
CONSENTS = (ACCEPTED, PENDING, DECLINED, REMOVED)


class Contract(SharedBase):
    __tablename__ = "contracts"
    __table_args__ = (
        UniqueConstraint("owner_org_id", "slug"),
        # The projects list by name, a page at a time (app.contracts.queries.list_contracts).
        Index("ix_contracts_lower_site_name_id", text("lower(site_name)"), "id"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    owner_org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"), index=True)
    parent_id: Mapped[int | None] = mapped_column(ForeignKey("contracts.id", ondelete="SET NULL"), index=True)
    slug: Mapped[str] = mapped_column(String(100))
    site_name: Mapped[str] = mapped_column(String(200))
    site_line1: Mapped[str] = mapped_column(String(200))
    site_line2: Mapped[str] = mapped_column(String(200), default="", server_default="")
    site_suburb: Mapped[str] = mapped_column(String(100), default="", server_default="")
    site_city: Mapped[str] = mapped_column(String(100), default="", server_default="")
    site_state: Mapped[str] = mapped_column(String(100), default="", server_default="")
    site_postcode: Mapped[str] = mapped_column(String(20), default="", server_default="")
    site_country: Mapped[str] = mapped_column(String(2), default="NZ", server_default="NZ")
    tax_rate_id: Mapped[str] = mapped_column(String(20), default="NZ_GST", server_default="NZ_GST")
    # The working days the contract allows the payer for a payment schedule; null: the Act's 20.
    schedule_working_days: Mapped[int | None] = mapped_column(Integer)
    # Its claim date and payment due (app.domain.payment_terms; null: none stated): a new claim's
    # dates default from them, and a claim sent keeps a copy (Claim.payment_terms).
    payment_terms: Mapped[dict | None] = mapped_column(JSONB)
    # The retention money rules that govern it (issue 38; app.domain.retention_regime): the dates it
    # was entered into and last renewed, whether a party is a residential occupier, and whether its
    # parties agreed that subpart 2A applies to a contract older than 31 March 2017 (s 11A(3)(b)).
    entered_on: Mapped[date | None] = mapped_column(Date)
    renewed_on: Mapped[date | None] = mapped_column(Date)
    residential_occupier: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    retention_opted_in: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    # Its retention terms (app.domain.retention_release.RetentionTerms.as_json; null: none stated).
    retention_terms: Mapped[dict | None] = mapped_column(JSONB)
    archived_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    created_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))


class ContractContact(SharedBase):
    __tablename__ = "contract_contacts"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    # The organisation that provided these details.
    owner_org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(200))  # display name
    entity_name: Mapped[str] = mapped_column(String(200))  # business name
    address: Mapped[str] = mapped_column(String(500), default="", server_default="")
    gst_number: Mapped[str | None] = mapped_column(String(20))
    # Registered for GST (issue 34): copied from the party's business details with the rest.
    gst_registered: Mapped[bool] = mapped_column(Boolean, default=True, server_default="true")
    website: Mapped[str | None] = mapped_column(String(300))
    # A copy of the owner organisation's own business details, refreshed when they change.
    from_default_contact: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class ContractOrg(SharedBase):
    """A party: the customer or the supplier organisation of a contract."""

    __tablename__ = "contract_orgs"
    __table_args__ = (
        UniqueConstraint("contract_id", "org_id"),
        CheckConstraint("relation IN ('Customer', 'Supplier')", name="relation"),
        CheckConstraint("consent IN ('Accepted', 'Pending', 'Declined', 'Removed')", name="consent"),
        # The projects list: every contract of one organisation.
        Index("ix_contract_orgs_org_id_contract_id", "org_id", "contract_id"),
    )

    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), primary_key=True)
    relation: Mapped[str] = mapped_column(String(10), primary_key=True)
    org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"))
    # None while a pending party shows nothing but what the other party typed for it.
    contact_id: Mapped[int | None] = mapped_column(ForeignKey("contract_contacts.id", ondelete="SET NULL"))
    consent: Mapped[str] = mapped_column(String(10), default=ACCEPTED, server_default=ACCEPTED)
    # Who of the party accepted or declined, and when (None for the owner, and while pending).
    answered_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    answered_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class PartyInvitation(SharedBase):
    """A party named by the email of people who already have a workspace (issue 36): an invitation
    into a workspace they have, never a copy of their organisation.

    Its `org_id` is a stand-in organisation (no schema: nobody signs into it, no session lists it)
    that is the contract's party until one of its people answers, named as the inviter typed the
    party and holding the people typed as its users, so the inviter sees exactly what a stranger's
    new organisation would show (`app.contracts.invitations`). Accepting moves the party to the
    workspace that accepts and removes the stand-in (and this row with it); declining leaves the
    stand-in as the Declined party."""

    __tablename__ = "party_invitations"
    __table_args__ = (Index("ix_party_invitations_gst_number", "gst_number",
                            postgresql_where=text("gst_number IS NOT NULL")),)

    org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), index=True)
    # The GST number typed for the party (9 digits): an organisation whose own number it is sees the
    # invitation too (issue 36), and may accept or decline it like the people named.
    gst_number: Mapped[str | None] = mapped_column(String(9))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class ContractMember(SharedBase):
    __tablename__ = "contract_members"
    __table_args__ = (
        UniqueConstraint("contract_id", "user_id"),
        CheckConstraint("relation IN ('Customer', 'Supplier', 'Other')", name="relation"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    # shared.users: one account in one organisation.
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    relation: Mapped[str] = mapped_column(String(10))
    permissions: Mapped[list[str]] = mapped_column(ARRAY(String(20)), default=list, server_default="{}")
    is_customer_recipient: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    is_supplier_recipient: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class PreviousClaim(SharedBase):
    """A claim already paid before the project was created here (imported on creation)."""

    __tablename__ = "contract_previous_claims"
    __table_args__ = (UniqueConstraint("contract_id", "number"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    claim_date: Mapped[date] = mapped_column(Date)
    # 'Total Claim to Date' in cents, excluding tax: equals the sum of the lines' amounts.
    total_excl: Mapped[int] = mapped_column(BigInteger)
    # [{name, group: [..], type, qtyMilli, unitPrice, amountExcl, reference}], cents and thousandths.
    lines: Mapped[list] = mapped_column(JSONB)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


# ---- the organisation's own schema ------------------------------------------------------------

class PayCycle(TenantBase):
    __tablename__ = "pay_cycles"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    name: Mapped[str] = mapped_column(String(100))
    # {"period": "monthly", "submit1": 20, "pay1": 21, "pay1FollowingPeriod": true} (app.domain.pay_cycles)
    params: Mapped[dict] = mapped_column(JSONB)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class ContractPayCycle(TenantBase):
    """Which of this organisation's pay cycles a contract sits in (none: manual)."""

    __tablename__ = "contract_pay_cycles"

    # shared.contracts.id (no foreign key across schemas: a tenant schema stands alone).
    contract_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    pay_cycle_id: Mapped[int] = mapped_column(ForeignKey("pay_cycles.id", ondelete="CASCADE"), index=True)
