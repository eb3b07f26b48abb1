"""The Contract type and its parts: parties, contacts, members, previous claims.

Every contract reaches the API through `app.contracts.access`: a contract the viewer's
organisation is not a party to answers like one that does not exist (null, absent from
lists, 'Contract not found' from mutations). Lists cost a fixed number of SQL statements:
the page is one statement, and parties, members, pay cycles and previous claims are each
loaded for the whole page at once by the loaders of `loaders.py`.
"""
from dataclasses import dataclass

import graphene
from graphene import relay
from graphql_relay import to_global_id

from app.contracts import models, queries
from app.contracts import permissions as cp
from app.contracts import policy as contracts_policy
from app.contracts.access import VisibleContract
from app.contracts.models import ACCEPTED, CUSTOMER, PENDING, SUPPLIER
from app.domain.gst import format_gst_number
from app.graphql.claims.contract import ContractClaimsFields  # claims, claim, ledger on Contract (issue 7)
from app.graphql.claims.enums import LineType
from app.graphql.contracts.enums import ContractPermission, ContractRelation, PartyConsent
from app.graphql.contracts.loaders import (
    MembersLoader,
    ParentLoader,
    PayCycleLoader,
    PreviousClaimsLoader,
    SubcontractsLoader,
    parties_of,
)
from app.graphql.contracts.retention import retention_regime_field, retention_terms_field
from app.graphql.contracts.terms import payment_terms_field
from app.graphql.core.ids import row_number
from app.graphql.core.loaders import then
from app.graphql.core.nodes import get_contract_row, reachable_contract
from app.graphql.core.scalars import BigInt, Cents
from app.graphql.core.viewer import viewer_of
from app.graphql.paycycles.types import PayCycle
from app.orgs.access import Viewer


@dataclass
class OrgRef:
    id: int
    name: str
    slug: str
    is_viewer: bool


class ContractOrganisation(graphene.ObjectType):
    class Meta:
        description = "An organisation as seen on a contract: the owner, a party, or who provided a contact."

    organisation_id = graphene.ID(required=True, description="The organisation's global ID; empty, like its slug, "
                                                             "for a party that has not accepted the contract.")
    name = graphene.String(required=True, description="The organisation's name.")
    slug = graphene.String(required=True, description="The organisation's URL name.")
    is_viewer = graphene.Boolean(required=True, description="True for the viewer's own organisation.")

    def resolve_organisation_id(root, info):
        # A party that has not accepted is shown only as the inviter typed it (its slug is empty:
        # queries.shown_org): its id would name the organisation, or tell that the one named by
        # id is not the one its people belong to (app.contracts.creating, issue 37).
        return to_global_id("Organisation", root.id) if root.slug or root.is_viewer else ""


class Address(graphene.ObjectType):
    class Meta:
        description = "A New Zealand street address."

    line1 = graphene.String(required=True, description="First line (street).")
    line2 = graphene.String(required=True, description="Second line, or empty.")
    suburb = graphene.String(required=True, description="Suburb, or empty.")
    city = graphene.String(required=True, description="City, or empty.")
    state = graphene.String(required=True, description="Region, or empty.")
    postcode = graphene.String(required=True, description="Postcode, or empty.")
    country = graphene.String(required=True, description="Always NZ.")


class ContractContact(graphene.ObjectType):
    class Meta:
        description = (
            "The contact details shown for a party on a contract: a copy kept on the contract, "
            "provided by `owner` (the party itself, from its business details, or the other party)."
        )
        # A Node because its id is a global id (issue 37): `node` reads it back as the contract's
        # own `customer`/`supplier` shows it, to whoever reaches that contract.
        interfaces = (relay.Node,)

    name = graphene.String(required=True, description="Display name.")
    entity_name = graphene.String(required=True, description="Business (legal entity) name.")
    address = graphene.String(required=True, description="Address or PO Box, as typed.")
    gst_number = graphene.String(description="GST number shown as xxx-xxx-xxx, or null when not registered.")
    gst_country = graphene.String(required=True, description="The GST country, always NZ.")
    website = graphene.String(description="Website, or null.")
    owner = graphene.Field(ContractOrganisation, required=True, description="The organisation that provided these details.")
    is_business_details = graphene.Boolean(
        required=True,
        description="True when this is a copy of the owner's own business details, which follow its Settings.",
    )

    @classmethod
    def get_node(cls, info, id):
        found = get_contract_row(info, models.ContractContact, id)
        if found is None:
            return None
        row, contract = found

        def shown(parties):
            party = next((p for p in parties.values() if p.contact is not None and p.contact.id == row.id), None)
            return contact_view(party, contract.viewer_org_id)  # a copy no party shows any more: None

        return then(parties_of(info, contract), shown)

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, ContactView)

    def resolve_id(root, info):
        return root.contact.id

    def resolve_name(root, info):
        return root.contact.name

    def resolve_entity_name(root, info):
        return root.contact.entity_name

    def resolve_address(root, info):
        return root.contact.address

    def resolve_gst_number(root, info):
        return format_gst_number(root.contact.gst_number) if root.contact.gst_number else None

    def resolve_gst_country(root, info):
        return "NZ"

    def resolve_website(root, info):
        return root.contact.website

    def resolve_owner(root, info):
        return OrgRef(root.contact_owner_id, root.contact_owner_name, root.contact_owner_slug,
                      root.contact_owner_id == root.viewer_org_id)

    def resolve_is_business_details(root, info):
        return root.contact.from_default_contact


@dataclass
class ContactView:
    contact: object
    contact_owner_id: int
    contact_owner_name: str
    contact_owner_slug: str
    viewer_org_id: int


def contact_view(party: "queries.Party | None", viewer_org_id: int):
    if party is None or party.contact is None:
        return None
    return ContactView(party.contact, party.contact_owner_id, party.contact_owner_name, party.contact_owner_slug,
                       viewer_org_id)


class ContractParty(graphene.ObjectType):
    class Meta:
        description = "A party to a contract: an organisation and its side (contractOrgs)."

    relation = graphene.Field(ContractRelation, required=True, description="Customer or Supplier.")
    organisation = graphene.Field(
        ContractOrganisation, required=True,
        description="The party's organisation; until it accepts, named by the contact typed for it "
        "(else 'Invited customer' / 'Invited supplier') with an empty slug.",
    )
    contact = graphene.Field(ContractContact, description="The contact shown for the party.")
    consent = graphene.Field(PartyConsent, required=True, description="Whether the party has accepted the contract.")


class ContractUser(graphene.ObjectType):
    class Meta:
        description = "A person in an organisation (a user), as others on a contract see them."

    id = graphene.ID(required=True, description="The user's global ID (one account in one organisation).")
    name = graphene.String(required=True, description="The person's name (may be empty before they sign in).")
    email = graphene.String(required=True, description="The person's email address.")


@dataclass
class UserRef:
    user_id: int
    name: str
    email: str


def user_type(ref: UserRef) -> ContractUser:
    return ContractUser(id=to_global_id("User", ref.user_id), name=ref.name, email=ref.email)


@dataclass
class MemberView:
    row: "queries.MemberRow"
    contract: VisibleContract
    viewer: Viewer


class ContractMember(graphene.ObjectType):
    class Meta:
        description = "A person on a contract, with their contract permissions (never their workspace permissions)."
        # A Node because contractMembersUpdate takes its id (issue 37): `node` reads it back as the
        # contract's own `members` shows it, to whoever reaches that contract.
        interfaces = (relay.Node,)

    relation = graphene.Field(ContractRelation, required=True, description="Customer, Supplier or Other.")
    permissions = graphene.List(graphene.NonNull(ContractPermission), required=True,
                                description="Their contract permissions.")
    role = graphene.String(required=True, description="The preset their permissions match (OWNER, CUSTOMER, "
                                                      "SUPPLIER, READ_AND_COMMENT, READONLY) or 'Custom'.")
    user = graphene.Field(ContractUser, required=True, description="Who.")
    organisation = graphene.Field(ContractOrganisation, required=True, description="The organisation they act for.")
    is_customer_recipient = graphene.Boolean(required=True, description="Receives what is sent to the customer.")
    is_supplier_recipient = graphene.Boolean(required=True, description="Receives what is sent to the supplier.")
    is_viewer = graphene.Boolean(required=True, description="True for the viewer's own membership.")
    viewer_can_change = graphene.Boolean(
        required=True,
        description="The viewer may change this member's contract role: they hold Edit, the member is "
        "another person of the viewer's organisation, and the contract is not archived.",
    )

    @classmethod
    def get_node(cls, info, id):
        found = get_contract_row(info, models.ContractMember, id)
        if found is None:
            return None
        row, contract = found
        viewer = viewer_of(info)
        return then(MembersLoader(info).load(contract.id), lambda rows: next(
            (MemberView(r, contract, viewer) for r in rows if r.member.id == row.id), None))

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, MemberView)

    def resolve_id(root, info):
        return root.row.member.id

    def resolve_relation(root, info):
        return root.row.member.relation

    def resolve_permissions(root, info):
        return cp.sorted_names(cp.parse(root.row.member.permissions))

    def resolve_role(root, info):
        return cp.preset_of(root.row.member.permissions)

    def resolve_user(root, info):
        return user_type(UserRef(root.row.member.user_id, root.row.name, root.row.email))

    def resolve_organisation(root, info):
        return OrgRef(root.row.org_id, root.row.org_name, root.row.org_slug, root.row.org_id == root.viewer.org.id)

    def resolve_is_customer_recipient(root, info):
        return root.row.member.is_customer_recipient

    def resolve_is_supplier_recipient(root, info):
        return root.row.member.is_supplier_recipient

    def resolve_is_viewer(root, info):
        return root.row.member.user_id == root.viewer.user_id

    def resolve_viewer_can_change(root, info):
        return contracts_policy.may_change_member(root.viewer, root.contract, root.row.member.user_id,
                                                  root.row.org_id)


class PreviousClaimLine(graphene.ObjectType):
    class Meta:
        description = "A line of a claim already paid before the project came to Claimdesk (or of an imported CSV)."

    name = graphene.String(required=True, description="The line's own name.")
    group = graphene.List(graphene.NonNull(graphene.String), required=True, description="Parent group names, outermost first.")
    type = graphene.Field(LineType, required=True, description="The line type.")
    qty_milli = BigInt(required=True, description="Quantity in thousandths.")
    unit_price = graphene.Field(Cents, required=True, description="Unit price in cents.")
    amount_excl = graphene.Field(Cents, required=True, description="Amount claimed to date, excluding tax, in cents.")
    reference = graphene.String(required=True, description="Reference, or empty.")


class PreviousClaim(graphene.ObjectType):
    class Meta:
        description = "A claim already paid before the project came to Claimdesk, imported on creation."

    number = graphene.Int(required=True, description="The claim number.")
    date = graphene.Date(required=True, description="The claim date.")
    total_excl = graphene.Field(Cents, required=True, description="Total Claim to Date, excluding tax, in cents.")
    lines = graphene.List(graphene.NonNull(PreviousClaimLine), required=True, description="Its lines.")

    def resolve_date(root, info):
        return root.claim_date

    def resolve_lines(root, info):
        return [PreviousClaimLine(name=l["name"], group=l["group"], type=l["type"], qty_milli=l["qtyMilli"],
                                  unit_price=l["unitPrice"], amount_excl=l["amountExcl"], reference=l["reference"])
                for l in root.lines]


class Contract(ContractClaimsFields, graphene.ObjectType):
    class Meta:
        interfaces = (relay.Node,)
        description = "A contract between a customer and a supplier for a site (a project, or a subcontract)."

    slug = graphene.String(required=True, description="The contract's URL name, unique within its owner.")
    site_name = graphene.String(required=True, description="The site (project) name.")
    site = graphene.Field(Address, required=True, description="The site address.")
    owner = graphene.Field(ContractOrganisation, required=True, description="The organisation that owns the contract.")
    parent_id = graphene.ID(description="The parent contract's global ID (subcontracts), when the viewer can reach it.")
    parent = graphene.Field(lambda: Contract, description="The parent contract, when the viewer can reach it.")
    counterparty_name = graphene.String(
        description="The other party's display name: the customer's for a supplier viewer, the supplier's for a "
        "customer viewer (what the projects list shows beside the site name); for an invited party with no contact "
        "yet, 'Invited customer' / 'Invited supplier'."
    )
    counterparty_consent = graphene.Field(
        PartyConsent, required=True,
        description="Whether the other party has accepted the contract (Pending: invited, not yet answered).",
    )
    customer = graphene.Field(ContractContact, description="The customer's contact.")
    supplier = graphene.Field(ContractContact, description="The supplier's contact.")
    contract_orgs = graphene.List(graphene.NonNull(ContractParty), required=True, description="The two parties.")
    members = graphene.List(graphene.NonNull(ContractMember), required=True, description="People on the contract.")
    paycycle = graphene.Field(PayCycle,
                              description="The viewer organisation's pay cycle for this contract (private to it); null: manual.")
    archived_at = graphene.DateTime(description="When it was archived; null while active.")
    viewer_permissions = graphene.List(graphene.NonNull(ContractPermission), required=True,
                                       description="What the viewer may do on this contract.")
    viewer_is_supplier = graphene.Boolean(required=True, description="The viewer's organisation is the supplier.")
    viewer_is_owner = graphene.Boolean(required=True, description="The viewer's organisation owns the contract.")
    viewer_relation = graphene.Field(ContractRelation, required=True, description="The viewer's side.")
    viewer_can_remove_counterparty = graphene.Boolean(
        required=True, description="The viewer may take the other party off the contract (contractPartyRemove): Edit "
        "in the owner organisation, not archived, and the other party Accepted or Pending. Documents between them "
        "still refuse it, with the reason.")
    tax_rate_id = graphene.String(required=True, description="The default tax rate of its lines (NZ_GST).")
    schedule_working_days = graphene.Int(description="The working days the contract allows the payer for a payment "
                                                     "schedule; null: the Act's 20 working days after service.")
    payment_terms = payment_terms_field()
    retention_regime = retention_regime_field()
    retention_terms = retention_terms_field()
    subcontracts = graphene.List(graphene.NonNull(lambda: Contract), required=True,
                                 description="Its subcontracts the viewer can reach (supplier side only; empty otherwise).")
    previous_claims = graphene.List(graphene.NonNull(PreviousClaim), required=True,
                                    description="Claims already paid before the project came to Claimdesk.")
    created_at = graphene.DateTime(required=True, description="When it was created.")

    @classmethod
    def get_node(cls, info, id):
        viewer, contract_id = viewer_of(info, required=False), row_number(str(id))
        if viewer is None or contract_id is None:
            return None
        return reachable_contract(viewer, contract_id)

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, VisibleContract)

    def resolve_slug(root, info):
        return root.contract.slug

    def resolve_site_name(root, info):
        return root.contract.site_name

    def resolve_site(root, info):
        c = root.contract
        return Address(line1=c.site_line1, line2=c.site_line2, suburb=c.site_suburb, city=c.site_city,
                       state=c.site_state, postcode=c.site_postcode, country=c.site_country)

    def resolve_owner(root, info):
        return OrgRef(root.owner.id, root.owner.name, root.owner.slug, root.owner.id == root.viewer_org_id)

    def resolve_parent(root, info):
        if root.contract.parent_id is None:
            return None
        return ParentLoader(info).load(root.contract.parent_id)

    def resolve_parent_id(root, info):
        parent = Contract.resolve_parent(root, info)
        return then(parent, lambda p: to_global_id("Contract", p.id) if p else None)

    def resolve_counterparty_name(root, info):
        relation = CUSTOMER if root.is_supplier else SUPPLIER

        def name(parties):
            party = parties.get(relation)
            if party is None:
                return None
            if party.contact is not None:
                return party.contact.name
            return party.org_name if party.consent != ACCEPTED else None  # 'Invited customer'

        return then(parties_of(info, root), name)

    def resolve_counterparty_consent(root, info):
        relation = CUSTOMER if root.is_supplier else SUPPLIER
        return then(parties_of(info, root), lambda parties: parties[relation].consent)

    def resolve_customer(root, info):
        org_id = root.viewer_org_id
        return then(parties_of(info, root), lambda parties: contact_view(parties.get(CUSTOMER), org_id))

    def resolve_supplier(root, info):
        org_id = root.viewer_org_id
        return then(parties_of(info, root), lambda parties: contact_view(parties.get(SUPPLIER), org_id))

    def resolve_contract_orgs(root, info):
        org_id = root.viewer_org_id
        return then(parties_of(info, root), lambda parties: [
            ContractParty(relation=p.relation, organisation=OrgRef(p.org_id, p.org_name, p.org_slug, p.org_id == org_id),
                          contact=contact_view(p, org_id), consent=p.consent)
            for p in sorted(parties.values(), key=lambda p: p.relation)
        ])

    def resolve_members(root, info):
        viewer = viewer_of(info)
        return then(MembersLoader(info).load(root.id), lambda rows: [MemberView(r, root, viewer) for r in rows])

    def resolve_paycycle(root, info):
        return PayCycleLoader(info).load(root.id)

    def resolve_archived_at(root, info):
        return root.contract.archived_at

    def resolve_viewer_permissions(root, info):
        return cp.sorted_names(root.permissions)

    def resolve_viewer_is_supplier(root, info):
        return root.is_supplier

    def resolve_viewer_is_owner(root, info):
        return root.owner.id == root.viewer_org_id

    def resolve_viewer_relation(root, info):
        return root.relation

    def resolve_viewer_can_remove_counterparty(root, info):
        if root.owner.id != root.viewer_org_id or not contracts_policy.may_edit(root):
            return False
        relation = CUSTOMER if root.is_supplier else SUPPLIER
        return then(parties_of(info, root), lambda parties: parties[relation].consent in (ACCEPTED, PENDING))

    def resolve_tax_rate_id(root, info):
        return root.contract.tax_rate_id

    def resolve_schedule_working_days(root, info):
        return root.contract.schedule_working_days

    def resolve_subcontracts(root, info):
        if not root.is_supplier:
            return []
        return SubcontractsLoader(info).load(root.id)

    def resolve_previous_claims(root, info):
        return PreviousClaimsLoader(info).load(root.id)

    def resolve_created_at(root, info):
        return root.contract.created_at


class ContractConnection(relay.Connection):
    class Meta:
        node = Contract
        strict_types = True
        description = "A page of contracts, in the order asked for."

    class Edge:
        @staticmethod
        def resolve_cursor(root, info):
            # Made only when asked for: a list of thousands rarely needs each row's cursor.
            return root.cursor()

    total_count = graphene.Int(required=True, description="How many contracts the list holds in all pages.")

    def resolve_total_count(root, info):
        return root.total_count()  # counted only when asked for


class ContractInvitation(graphene.ObjectType):
    class Meta:
        description = (
            "A contract another organisation has named the viewer's organisation a party to, waiting for its "
            "answer: all it may see of the contract before accepting."
        )

    contract_id = graphene.ID(required=True, description="The contract's global ID (to accept or decline it).")
    site_name = graphene.String(required=True, description="The site (project) name.")
    slug = graphene.String(required=True, description="The contract's URL name.")
    owner_slug = graphene.String(required=True, description="The inviting (owner) organisation's URL name.")
    inviter_name = graphene.String(
        required=True, description="The inviting organisation's name, as its own contact on the contract shows it.")
    relation = graphene.Field(ContractRelation, required=True,
                              description="The side the viewer's organisation is invited to take.")
    created_at = graphene.DateTime(required=True, description="When the contract was created.")
    viewer_can_answer = graphene.Boolean(
        required=True, description="The viewer may accept or decline it (the workspace permission ContractCreate).")
    by_email = graphene.Boolean(
        required=True,
        description="Addressed to the viewer by the email of their account rather than to this organisation: it waits "
                    "in each of the viewer's workspaces, and the one that accepts it becomes the party, its own "
                    "business details replacing what the inviter typed.")

    def resolve_contract_id(root, info):
        return to_global_id("Contract", root.id)

    def resolve_site_name(root, info):
        return root.contract.site_name

    def resolve_slug(root, info):
        return root.contract.slug

    def resolve_created_at(root, info):
        return root.contract.created_at
