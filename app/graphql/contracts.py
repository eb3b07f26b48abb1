"""Contracts (projects and subcontracts) in GraphQL. Thin: rules live in app.contracts.

Every contract reaches the API through `app.contracts.access`: a contract the viewer's
organisation is not a party to answers like one that does not exist (null, absent from
lists, 'Contract not found' from mutations). Lists cost a fixed number of SQL statements:
the page is one statement, and parties, members, pay cycles and previous claims are each
loaded for the whole page at once by per-request DataLoaders.
"""
import enum
from dataclasses import dataclass

import graphene
from graphene import relay
from graphql_relay import from_global_id, to_global_id
from graphql_sync_dataloaders import SyncDataLoader, SyncFuture

from app.auth.session import NotSignedIn
from app.contracts import access, paycycles, people, queries, service
from app.contracts import permissions as cp
from app.contracts.access import Viewer, VisibleContract
from app.contracts.models import CUSTOMER, SUPPLIER
from app.domain.csv_lines import CsvImportError, parse_lines_csv
from app.domain.gst import format_gst_number
from app.errors import NotFound, UserError
from app.graphql.claims import ContractClaimsFields  # claims, claim, ledger on Contract (issue 7)
from app.graphql.scalars import Cents

MAX_CSV_BYTES = 2 * 1024 * 1024


# ---- helpers -----------------------------------------------------------------------------------

def viewer_of(info, *, required: bool = True) -> Viewer | None:
    account_id = info.context.account_id
    if account_id is None:
        if required:
            raise NotSignedIn()
        return None
    viewer = access.load_viewer(account_id, info.context.org)
    if viewer is None and required:
        raise NotFound("Organisation not found")
    return viewer


def decode_id(global_id, expected: str, *, message: str | None = None, field: str | None = None) -> int:
    """The database id inside a global ID of the expected type; anything else is NotFound."""
    try:
        type_name, raw = from_global_id(str(global_id))
    except Exception:
        type_name, raw = None, None
    if type_name != expected or not raw or not str(raw).isdigit():
        raise NotFound(message or f"{expected} not found")
    return int(raw)


def contract_id_of(global_id) -> int:
    """The database id inside a Contract global ID; 'Contract not found' for anything else."""
    return decode_id(global_id, "Contract", message=access.CONTRACT_NOT_FOUND)


def then(future, fn):
    """Apply `fn` to a loader's result, keeping the batching (the deferred dispatch travels along)."""
    if not isinstance(future, SyncFuture):
        return fn(future)
    if future.done():
        return fn(future.result())
    out = SyncFuture()
    out.deferred_callback = future.deferred_callback

    def finish():
        try:
            out.set_result(fn(future.result()))
        except Exception as error:  # noqa: BLE001 (handed to graphql as the field's error)
            out.set_exception(error)

    future.add_done_callback(finish)
    return out


def plain(value):
    """Graphene input containers to plain dicts and lists, dropping unset (None) fields."""
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value.value if isinstance(value, enum.Enum) else value


def _loader(info, name, batch):
    return info.context.loader(name, lambda: SyncDataLoader(batch))


def parties_loader(info):
    def batch(ids):
        found = queries.parties_of(list(ids))
        return [found[i] for i in ids]

    return _loader(info, "contract-parties", batch)


def parties_of(info, contract: VisibleContract):
    """{relation: Party} of a contract: read with its list's page, else batched by a loader."""
    if contract.parties is not None:
        return contract.parties
    return parties_loader(info).load(contract.id)


def members_loader(info):
    def batch(ids):
        found = queries.members_of(list(ids))
        return [found[i] for i in ids]

    return _loader(info, "contract-members", batch)


def pay_cycle_loader(info):
    def batch(ids):
        found = paycycles.pay_cycles_of(list(ids))
        return [found.get(i) for i in ids]

    return _loader(info, "contract-pay-cycles", batch)


def parent_loader(info):
    viewer = viewer_of(info)

    def batch(ids):
        found = access.get_contracts(viewer, ids)
        return [found.get(i) for i in ids]

    return _loader(info, "contract-parents", batch)


def subcontracts_loader(info):
    viewer = viewer_of(info)

    def batch(ids):
        found = queries.subcontracts_of(viewer, list(ids))
        return [found[i] for i in ids]

    return _loader(info, "contract-subcontracts", batch)


def previous_claims_loader(info):
    def batch(ids):
        found = queries.previous_claims_of(list(ids))
        return [found[i] for i in ids]

    return _loader(info, "contract-previous-claims", batch)


# ---- enums -------------------------------------------------------------------------------------

class ContractPermissionEnum(graphene.Enum):
    class Meta:
        name = "ContractPermission"
        description = "What a person may do on a contract (spec: contract permissions)."

    View = "View"
    Comment = "Comment"
    CustomerDraft = "CustomerDraft"
    CustomerSubmit = "CustomerSubmit"
    SupplierDraft = "SupplierDraft"
    SupplierSubmit = "SupplierSubmit"
    Edit = "Edit"


class ContractPresetEnum(graphene.Enum):
    class Meta:
        name = "ContractPreset"
        description = "A named set of contract permissions (a contract role)."

    OWNER = "OWNER"
    CUSTOMER = "CUSTOMER"
    SUPPLIER = "SUPPLIER"
    READ_AND_COMMENT = "READ_AND_COMMENT"
    READONLY = "READONLY"


class ContractRelationEnum(graphene.Enum):
    class Meta:
        name = "ContractRelation"
        description = "A side of a contract: its customer (payer), its supplier (payee), or other."

    Customer = "Customer"
    Supplier = "Supplier"
    Other = "Other"


class LineTypeEnum(graphene.Enum):
    class Meta:
        name = "LineType"
        description = "The type of a claim line (the claim section it is shown in)."

    BaseContract = "BaseContract"
    Materials = "Materials"
    Variation = "Variation"
    Provisional = "Provisional"
    Margin = "Margin"
    Retention = "Retention"
    MaterialsOn = "MaterialsOn"
    MaterialsOff = "MaterialsOff"


# ---- object types ------------------------------------------------------------------------------

@dataclass
class OrgRef:
    id: int
    name: str
    slug: str
    is_viewer: bool


class ContractOrganisation(graphene.ObjectType):
    class Meta:
        description = "An organisation as seen on a contract: the owner, a party, or who provided a contact."

    organisation_id = graphene.ID(required=True, description="The organisation's global ID.")
    name = graphene.String(required=True, description="The organisation's name.")
    slug = graphene.String(required=True, description="The organisation's URL name.")
    is_viewer = graphene.Boolean(required=True, description="True for the viewer's own organisation.")

    def resolve_organisation_id(root, info):
        return to_global_id("Organisation", root.id)


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


class ContractContactType(graphene.ObjectType):
    class Meta:
        name = "ContractContact"
        description = (
            "The contact details shown for a party on a contract: a copy kept on the contract, "
            "provided by `owner` (the party itself, from its business details, or the other party)."
        )

    id = graphene.ID(required=True, description="The contact's global ID.")
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

    def resolve_id(root, info):
        return to_global_id("ContractContact", root.contact.id)

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

    relation = graphene.Field(ContractRelationEnum, required=True, description="Customer or Supplier.")
    organisation = graphene.Field(ContractOrganisation, required=True, description="The party's organisation.")
    contact = graphene.Field(ContractContactType, description="The contact shown for the party.")


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


class ContractMemberType(graphene.ObjectType):
    class Meta:
        name = "ContractMember"
        description = "A person on a contract, with their contract permissions (never their workspace permissions)."

    id = graphene.ID(required=True, description="The membership's global ID.")
    relation = graphene.Field(ContractRelationEnum, required=True, description="Customer, Supplier or Other.")
    permissions = graphene.List(graphene.NonNull(ContractPermissionEnum), required=True,
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

    def resolve_id(root, info):
        return to_global_id("ContractMember", root.row.member.id)

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
        return (
            root.contract.can(cp.ContractPermission.EDIT)
            and root.contract.contract.archived_at is None
            and root.row.org_id == root.viewer.org.id
            and root.row.member.user_id != root.viewer.user_id
        )


class PreviousClaimLine(graphene.ObjectType):
    class Meta:
        description = "A line of a claim already paid before the project came to Claimdesk (or of an imported CSV)."

    name = graphene.String(required=True, description="The line's own name.")
    group = graphene.List(graphene.NonNull(graphene.String), required=True, description="Parent group names, outermost first.")
    type = graphene.Field(LineTypeEnum, required=True, description="The line type.")
    qty_milli = graphene.BigInt(required=True, description="Quantity in thousandths.")
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


class ContractNode(ContractClaimsFields, graphene.ObjectType):
    class Meta:
        name = "Contract"
        interfaces = (relay.Node,)
        description = "A contract between a customer and a supplier for a site (a project, or a subcontract)."

    slug = graphene.String(required=True, description="The contract's URL name, unique within its owner.")
    site_name = graphene.String(required=True, description="The site (project) name.")
    site = graphene.Field(Address, required=True, description="The site address.")
    owner = graphene.Field(ContractOrganisation, required=True, description="The organisation that owns the contract.")
    parent_id = graphene.ID(description="The parent contract's global ID (subcontracts), when the viewer can reach it.")
    parent = graphene.Field(lambda: ContractNode, description="The parent contract, when the viewer can reach it.")
    counterparty_name = graphene.String(
        description="The other party's display name: the customer's for a supplier viewer, the supplier's for a "
        "customer viewer (what the projects list shows beside the site name)."
    )
    customer = graphene.Field(ContractContactType, description="The customer's contact.")
    supplier = graphene.Field(ContractContactType, description="The supplier's contact.")
    contract_orgs = graphene.List(graphene.NonNull(ContractParty), required=True, description="The two parties.")
    members = graphene.List(graphene.NonNull(ContractMemberType), required=True, description="People on the contract.")
    paycycle = graphene.Field(lambda: PayCycleNode,
                              description="The viewer organisation's pay cycle for this contract (private to it); null: manual.")
    archived_at = graphene.DateTime(description="When it was archived; null while active.")
    viewer_permissions = graphene.List(graphene.NonNull(ContractPermissionEnum), required=True,
                                       description="What the viewer may do on this contract.")
    viewer_is_supplier = graphene.Boolean(required=True, description="The viewer's organisation is the supplier.")
    viewer_is_owner = graphene.Boolean(required=True, description="The viewer's organisation owns the contract.")
    viewer_relation = graphene.Field(ContractRelationEnum, required=True, description="The viewer's side.")
    tax_rate_id = graphene.String(required=True, description="The default tax rate of its lines (NZ_GST).")
    subcontracts = graphene.List(graphene.NonNull(lambda: ContractNode), required=True,
                                 description="Its subcontracts the viewer can reach (supplier side only; empty otherwise).")
    previous_claims = graphene.List(graphene.NonNull(PreviousClaim), required=True,
                                    description="Claims already paid before the project came to Claimdesk.")
    created_at = graphene.DateTime(required=True, description="When it was created.")

    @classmethod
    def get_node(cls, info, id):
        viewer = viewer_of(info, required=False)
        if viewer is None or not str(id).isdigit():
            return None
        return access.get_contracts(viewer, [int(id)]).get(int(id))

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
        return parent_loader(info).load(root.contract.parent_id)

    def resolve_parent_id(root, info):
        parent = ContractNode.resolve_parent(root, info)
        return then(parent, lambda p: to_global_id("Contract", p.id) if p else None)

    def resolve_counterparty_name(root, info):
        relation = CUSTOMER if root.is_supplier else SUPPLIER

        def name(parties):
            party = parties.get(relation)
            return party.contact.name if party and party.contact else None

        return then(parties_of(info, root), name)

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
                          contact=contact_view(p, org_id))
            for p in sorted(parties.values(), key=lambda p: p.relation)
        ])

    def resolve_members(root, info):
        viewer = viewer_of(info)
        return then(members_loader(info).load(root.id), lambda rows: [MemberView(r, root, viewer) for r in rows])

    def resolve_paycycle(root, info):
        return pay_cycle_loader(info).load(root.id)

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

    def resolve_tax_rate_id(root, info):
        return root.contract.tax_rate_id

    def resolve_subcontracts(root, info):
        if not root.is_supplier:
            return []
        return subcontracts_loader(info).load(root.id)

    def resolve_previous_claims(root, info):
        return previous_claims_loader(info).load(root.id)

    def resolve_created_at(root, info):
        return root.contract.created_at


class ContractConnection(relay.Connection):
    class Meta:
        node = ContractNode
        strict_types = True
        description = "A page of contracts, ordered by site name."

    class Edge:
        @staticmethod
        def resolve_cursor(root, info):
            # Made only when asked for: a list of thousands rarely needs each row's cursor.
            return root.cursor or queries.encode_cursor(root.node.contract)

    total_count = graphene.Int(required=True, description="How many contracts the list holds in all pages.")


class PayCycleParams(graphene.ObjectType):
    class Meta:
        description = "When claims are submitted and paid: one run (monthly) or two (twice monthly)."

    period = graphene.String(required=True, description="monthly or twice_monthly.")
    submit1 = graphene.Int(required=True, description="Submit day of the first run (1-31).")
    pay1 = graphene.Int(required=True, description="Pay day of the first run (1-31).")
    pay1_following_period = graphene.Boolean(required=True, description="The first run pays in the following month.")
    submit2 = graphene.Int(description="Submit day of the second run (twice monthly).")
    pay2 = graphene.Int(description="Pay day of the second run (twice monthly).")
    pay2_following_period = graphene.Boolean(description="The second run pays in the following month.")


class PayCycleNode(graphene.ObjectType):
    class Meta:
        name = "PayCycle"
        interfaces = (relay.Node,)
        description = "A pay cycle of the viewer's organisation (private to it)."

    name = graphene.String(required=True, description="Its name.")
    description = graphene.String(required=True, description="Its days in words.")
    params = graphene.Field(PayCycleParams, required=True, description="Its days.")

    @classmethod
    def get_node(cls, info, id):
        viewer = viewer_of(info, required=False)
        if viewer is None or not str(id).isdigit() or not viewer.has_workspace("FlowRead"):
            return None
        from app.contracts.models import PayCycle
        from app.db import db

        return db.session.get(PayCycle, int(id))

    @classmethod
    def is_type_of(cls, root, info):
        from app.contracts.models import PayCycle

        return isinstance(root, PayCycle)

    def resolve_description(root, info):
        return paycycles.describe(root.params)

    def resolve_params(root, info):
        p = root.params
        return PayCycleParams(period=p["period"], submit1=p["submit1"], pay1=p["pay1"],
                              pay1_following_period=p["pay1FollowingPeriod"], submit2=p.get("submit2"),
                              pay2=p.get("pay2"), pay2_following_period=p.get("pay2FollowingPeriod"))


class BusinessContact(graphene.ObjectType):
    class Meta:
        description = "The viewer organisation's business details (its default contact), as a new contract will show them."

    name = graphene.String(required=True, description="Display name.")
    entity_name = graphene.String(required=True, description="Business name.")
    address = graphene.String(required=True, description="Address or PO Box.")
    gst_number = graphene.String(description="GST number shown as xxx-xxx-xxx, or null.")


class Projects(graphene.ObjectType):
    class Meta:
        description = "The viewer organisation's projects: its contracts and what it needs to make new ones."

    contracts = graphene.Field(
        ContractConnection, required=True,
        archived=graphene.Boolean(default_value=False, description="Archived contracts instead of active ones."),
        first=graphene.Int(default_value=queries.MAX_PAGE, description=f"Page size, at most {queries.MAX_PAGE}."),
        after=graphene.String(description="The cursor of the last contract of the previous page."),
        description="The contracts the viewer can reach, by site name.",
    )
    active_count = graphene.Int(required=True, description="How many active contracts the viewer can reach.")
    archived_count = graphene.Int(required=True, description="How many archived contracts the viewer can reach.")
    viewer_can_create = graphene.Boolean(required=True, description="The viewer holds ContractCreate.")
    viewer_can_manage_pay_cycles = graphene.Boolean(required=True, description="The viewer holds FlowWrite.")
    viewer_can_view_pay_cycles = graphene.Boolean(required=True, description="The viewer holds FlowRead.")
    viewer_user = graphene.Field(ContractUser, required=True, description="The viewer as a user of this organisation.")
    business_contact = graphene.Field(BusinessContact,
                                      description="The organisation's business details; null when missing.")
    contact_people = graphene.List(graphene.NonNull(ContractUser), required=True,
                                   description="The organisation's users: the contact-person picker.")

    def resolve_contracts(root, info, archived=False, first=queries.MAX_PAGE, after=None):
        viewer = root
        page, has_next = queries.list_contracts(viewer, archived=archived, first=first, after=after)
        counts = _counts(info, viewer)
        edges = [ContractConnection.Edge(node=c, cursor=None) for c in page]
        return ContractConnection(
            edges=edges,
            page_info=relay.PageInfo(has_next_page=has_next, has_previous_page=bool(after),
                                     start_cursor=queries.encode_cursor(page[0].contract) if page else None,
                                     end_cursor=queries.encode_cursor(page[-1].contract) if page else None),
            total_count=counts[bool(archived)],
        )

    def resolve_active_count(root, info):
        return _counts(info, root)[False]

    def resolve_archived_count(root, info):
        return _counts(info, root)[True]

    def resolve_viewer_can_create(root, info):
        return root.has_workspace("ContractCreate")

    def resolve_viewer_can_manage_pay_cycles(root, info):
        return root.has_workspace("FlowWrite")

    def resolve_viewer_can_view_pay_cycles(root, info):
        return root.has_workspace("FlowRead")

    def resolve_viewer_user(root, info):
        from app.auth.models import Account
        from app.db import db

        account = db.session.get(Account, root.account_id)
        return user_type(UserRef(root.user_id, account.name, account.email))

    def resolve_business_contact(root, info):
        from app.contracts.contacts import default_contact

        details = default_contact(root.org)
        if details is None:
            return None
        return BusinessContact(name=details.name, entity_name=details.entity_name, address=details.address,
                               gst_number=format_gst_number(details.gst_number) if details.gst_number else None)

    def resolve_contact_people(root, info):
        return [user_type(UserRef(uid, name, email)) for uid, name, email in queries.org_users(root)]


def _counts(info, viewer):
    return info.context.loader("contract-counts", lambda: queries.count_contracts(viewer))


class PublicContact(graphene.ObjectType):
    class Meta:
        description = "An organisation a person belongs to, as a possible customer or supplier of a new contract."

    id = graphene.ID(required=True, description="The organisation's global ID (use it as customer/supplier id).")
    name = graphene.String(required=True, description="The organisation's name.")


class RecipientSuggestion(graphene.ObjectType):
    class Meta:
        description = "A person to put on a new contract: an existing user, or a new invitee (isNew)."

    email = graphene.String(required=True, description="Their email address.")
    name = graphene.String(required=True, description="Their name (empty for a new invitee).")
    account_id = graphene.ID(description="Their account's global ID; null for a new invitee.")
    score = graphene.Float(required=True, description="Existing-user match 1.5, plus 1 per shared contract.")
    is_new = graphene.Boolean(required=True, description="No account has this email: they will be invited.")
    contacts = graphene.List(graphene.NonNull(PublicContact), required=True,
                             description="The organisations they belong to (public contacts).")


def suggestion_type(s: "people.Suggestion") -> RecipientSuggestion:
    return RecipientSuggestion(
        email=s.email, name=s.name or "", account_id=to_global_id("Account", s.account_id) if s.account_id else None,
        score=s.score, is_new=s.is_new,
        contacts=[PublicContact(id=to_global_id("Organisation", c.org_id), name=c.name) for c in s.contacts],
    )


class CsvProblem(graphene.ObjectType):
    class Meta:
        description = "Why a CSV file was refused: the spreadsheet row (header is row 1) and column, when known."

    row = graphene.Int(description="Row number, or null for the file as a whole.")
    column = graphene.String(description="Column name, or null.")
    reason = graphene.String(required=True, description="What is wrong.")


class CsvLines(graphene.ObjectType):
    class Meta:
        description = "Claim lines read from a CSV file (all of them), or the problems that refused it (no lines)."

    lines = graphene.List(graphene.NonNull(PreviousClaimLine), required=True, description="The lines read.")
    problems = graphene.List(graphene.NonNull(CsvProblem), required=True, description="Every problem found.")
    message = graphene.String(description="A summary when the file was refused.")


class ContractsQuery(graphene.ObjectType):
    projects = graphene.Field(Projects, description="The viewer organisation's projects; null when signed out.")
    contract = graphene.Field(
        ContractNode,
        owner=graphene.String(required=True, description="The owner organisation's slug."),
        slug=graphene.String(required=True, description="The contract's slug."),
        description="A contract by its route ({owner}/{contract}); null when missing or out of reach.",
    )
    pay_cycles = graphene.List(graphene.NonNull(PayCycleNode), required=True,
                               description="The viewer organisation's pay cycles (needs FlowRead).")
    recipient_search = graphene.List(
        graphene.NonNull(RecipientSuggestion), required=True,
        text=graphene.String(required=True, description="What was typed: an email, or part of a name or email."),
        first=graphene.Int(default_value=people.SUGGESTIONS, description="How many suggestions (about 10)."),
        description="People to put on a new contract, best first.",
    )
    user_by_email = graphene.Field(
        RecipientSuggestion, email=graphene.String(required=True, description="The exact email address."),
        description="The user with this email (email, id, name, public contacts), or null.",
    )
    claim_lines_from_csv = graphene.Field(
        CsvLines, required=True, csv=graphene.String(required=True, description="The file's text (CSV, UTF-8)."),
        description="Read claim lines from a CSV file (columns name, type, qty, unitPrice, amountExcl, reference).",
    )

    def resolve_projects(root, info):
        return viewer_of(info, required=False)

    def resolve_contract(root, info, owner, slug):
        viewer = viewer_of(info, required=False)
        return access.find_contract(viewer, owner, slug) if viewer else None

    def resolve_pay_cycles(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None or not viewer.has_workspace("FlowRead"):
            return []
        return paycycles.list_pay_cycles(viewer)

    def resolve_recipient_search(root, info, text, first=people.SUGGESTIONS):
        viewer = viewer_of(info)
        return [suggestion_type(s) for s in people.search_recipients(viewer, text, first)]

    def resolve_user_by_email(root, info, email):
        viewer_of(info)
        found = people.lookup_user(email)
        return suggestion_type(found) if found else None

    def resolve_claim_lines_from_csv(root, info, csv):
        viewer_of(info)
        data = csv.encode("utf-8")
        if len(data) > MAX_CSV_BYTES:
            raise UserError("The file is too large (at most 2 MB)", field="csv")
        try:
            lines = parse_lines_csv(data)
        except CsvImportError as error:
            return CsvLines(lines=[], message=error.message,
                            problems=[CsvProblem(row=p.row, column=p.column, reason=p.reason) for p in error.problems])
        return CsvLines(problems=[], message=None, lines=[
            PreviousClaimLine(name=l.name, group=list(l.group), type=l.type.value, qty_milli=l.qty_milli,
                              unit_price=l.unit_price, amount_excl=l.amount_excl, reference=l.reference)
            for l in lines
        ])


# ---- inputs ------------------------------------------------------------------------------------

class AddressInput(graphene.InputObjectType):
    class Meta:
        description = "A New Zealand street address (line1 required)."

    line1 = graphene.String(description="First line (street): required.")
    line2 = graphene.String(description="Second line.")
    suburb = graphene.String(description="Suburb.")
    city = graphene.String(description="City.")
    state = graphene.String(description="Region.")
    postcode = graphene.String(description="Postcode.")
    country = graphene.String(description="NZ (the only country supported).")


class ContactInput(graphene.InputObjectType):
    class Meta:
        description = "Contact details (business name required)."

    name = graphene.String(description="Display name (defaults to the business name).")
    entity_name = graphene.String(description="Business name.")
    address = graphene.String(description="Address or PO Box.")
    gst_number = graphene.String(description="GST number (8 or 9 digits; blank when not registered).")
    website = graphene.String(description="Website.")


class ContractPartyInput(graphene.InputObjectType):
    class Meta:
        description = "A party of a new contract: an existing organisation (id) or new contact details."

    id = graphene.ID(description="An organisation's global ID (a public contact of the recipients).")
    contact = graphene.Field(ContactInput, description="Details for a party that is new to Claimdesk.")


class ContractMemberUserInput(graphene.InputObjectType):
    class Meta:
        description = "Who: a user or account global ID, or an email address (a new invitee)."

    id = graphene.ID(description="A User or Account global ID.")
    email = graphene.String(description="An email address.")


class ContractMemberInput(graphene.InputObjectType):
    class Meta:
        description = "A person to put on a new contract."

    relation = graphene.Field(ContractRelationEnum, required=True, description="Their side.")
    permissions = graphene.List(graphene.NonNull(ContractPermissionEnum),
                                description="Their contract permissions (default: OWNER for customers and "
                                            "the contact person, SUPPLIER for suppliers).")
    user = graphene.Field(ContractMemberUserInput, required=True, description="Who.")
    is_customer_recipient = graphene.Boolean(description="Receives what is sent to the customer.")
    is_supplier_recipient = graphene.Boolean(description="Receives what is sent to the supplier.")


class PreviousClaimLineInput(graphene.InputObjectType):
    class Meta:
        description = "A line of a previous claim."

    name = graphene.String(required=True, description="The line's name.")
    group = graphene.List(graphene.NonNull(graphene.String), description="Parent group names, outermost first.")
    type = graphene.Field(LineTypeEnum, description="The line type (default BaseContract).")
    qty_milli = graphene.BigInt(description="Quantity in thousandths (default 1000).")
    unit_price = graphene.Field(Cents, description="Unit price in cents.")
    amount_excl = graphene.Field(Cents, required=True, description="Amount claimed to date excluding tax, in cents.")
    reference = graphene.String(description="Reference.")


class PreviousClaimInput(graphene.InputObjectType):
    class Meta:
        description = "A claim already paid before the project came to Claimdesk."

    number = graphene.Int(description="The claim number (default 1).")
    date = graphene.Date(description="The claim date (default today).")
    total_excl = graphene.Field(Cents, required=True,
                                description="Total Claim to Date excluding tax: must equal the sum of the lines.")
    lines = graphene.List(graphene.NonNull(PreviousClaimLineInput), required=True, description="Its lines.")


class ContractCreateInput(graphene.InputObjectType):
    class Meta:
        description = "A new project (the viewer's organisation as supplier) or subcontract (parentId)."

    owner_relation = graphene.Field(ContractRelationEnum, description="The viewer organisation's side (default "
                                                                      "Supplier; Customer for a subcontract).")
    slug = graphene.String(description="The URL name (default: from the site name, or parent and supplier).")
    customer = graphene.Field(ContractPartyInput, description="The customer, when the viewer is the supplier.")
    supplier = graphene.Field(ContractPartyInput, description="The supplier, when the viewer is the customer.")
    members = graphene.List(graphene.NonNull(ContractMemberInput), description="People on the contract.")
    site = graphene.Field(AddressInput, description="The site address (ignored for a subcontract).")
    site_name = graphene.String(description="The site name (ignored for a subcontract).")
    parent_id = graphene.ID(description="The parent contract of a subcontract.")
    claims = graphene.List(graphene.NonNull(PreviousClaimInput), description="Previous claims already paid.")


def _member_user(user: dict) -> dict:
    out = {}
    if user.get("id"):
        try:
            type_name, raw = from_global_id(str(user["id"]))
        except Exception:
            type_name, raw = None, None
        if type_name == "User" and str(raw).isdigit():
            out["user_id"] = int(raw)
        elif type_name == "Account" and str(raw).isdigit():
            out["account_id"] = int(raw)
        else:
            raise NotFound("User not found")
    if user.get("email"):
        out["email"] = user["email"]
    return out


def _party(party: dict | None) -> dict | None:
    if not party:
        return party
    out = {"contact": party.get("contact")}
    if party.get("id"):
        out["org_id"] = decode_id(party["id"], "Organisation", message="Organisation not found")
    return out


class ContractPayload(graphene.ObjectType):
    class Meta:
        description = "The contract after the change."

    contract = graphene.Field(ContractNode, required=True, description="The contract.")


class ContractCreate(graphene.Mutation):
    class Meta:
        description = "Create a project or a subcontract (contractCreate)."
        output = ContractPayload

    class Arguments:
        input = ContractCreateInput(required=True, description="The new contract.")

    def mutate(root, info, input):
        viewer = viewer_of(info)
        data = plain(input)
        for key in ("customer", "supplier"):
            data[key] = _party(data.get(key))
        if data.get("parent_id"):
            data["parent_id"] = contract_id_of(data["parent_id"])
        data["members"] = [{**m, "user": _member_user(m.get("user") or {})} for m in data.get("members", [])]
        return ContractPayload(contract=service.create_contract(viewer, data))


class ContractUpdateInput(graphene.InputObjectType):
    class Meta:
        description = "Change site details (the owner only) or a party's contact. Omitted fields stay."

    contract_id = graphene.ID(required=True, description="The contract.")
    site = graphene.Field(AddressInput, description="The new site address.")
    site_name = graphene.String(description="The new site name.")
    supplier = graphene.Field(ContactInput, description="The supplier's contact details.")
    customer = graphene.Field(ContactInput, description="The customer's contact details.")


class ContractUpdate(graphene.Mutation):
    class Meta:
        description = "Update a contract's site details or a party's contact (contract update)."
        output = ContractPayload

    class Arguments:
        input = ContractUpdateInput(required=True, description="The change.")

    def mutate(root, info, input):
        viewer = viewer_of(info)
        data = plain(input)
        contract_id = contract_id_of(data.pop("contract_id"))
        return ContractPayload(contract=service.update_contract(viewer, contract_id, data))


class ContractMemberChangeInput(graphene.InputObjectType):
    class Meta:
        description = "A change to one member: an existing one (id) or a new one (user), by preset or permissions."

    id = graphene.ID(description="The membership to change.")
    user = graphene.ID(description="A user of the viewer's organisation to add.")
    preset = graphene.Field(ContractPresetEnum, description="Their new contract role.")
    permissions = graphene.List(graphene.NonNull(ContractPermissionEnum), description="Their new permissions (Custom).")
    relation = graphene.Field(ContractRelationEnum, description="Their side (the viewer organisation's side, or Other).")
    is_customer_recipient = graphene.Boolean(description="Receives what is sent to the customer.")
    is_supplier_recipient = graphene.Boolean(description="Receives what is sent to the supplier.")
    is_deleted = graphene.Boolean(description="Take them off the contract.")


class ContractMembersUpdateInput(graphene.InputObjectType):
    class Meta:
        description = "Changes to a contract's members."

    contract_id = graphene.ID(required=True, description="The contract.")
    members = graphene.List(graphene.NonNull(ContractMemberChangeInput), required=True, description="The changes.")


class ContractMembersUpdate(graphene.Mutation):
    class Meta:
        description = "Change contract roles, add or remove people of the viewer's organisation (contract members)."
        output = ContractPayload

    class Arguments:
        input = ContractMembersUpdateInput(required=True, description="The changes.")

    def mutate(root, info, input):
        viewer = viewer_of(info)
        data = plain(input)
        contract_id = contract_id_of(data["contract_id"])
        changes = []
        for change in data["members"]:
            if change.get("id"):
                change["id"] = decode_id(change["id"], "ContractMember", message=service.MEMBER_NOT_FOUND)
            if change.get("user"):
                change["user_id"] = decode_id(change.pop("user"), "User", message="User not found")
            changes.append(change)
        return ContractPayload(contract=service.update_members(viewer, contract_id, changes))


class ContractIdInput(graphene.InputObjectType):
    class Meta:
        description = "A contract."

    contract_id = graphene.ID(required=True, description="The contract.")


def _archive_mutation(name: str, archived: bool, description: str) -> type:
    """contractArchive / contractRestore: set the archived flag of the contract named by ContractIdInput."""

    def mutate(root, info, input):
        viewer = viewer_of(info)
        return ContractPayload(contract=service.set_archived(viewer, contract_id_of(input.contract_id), archived))

    return type(name, (graphene.Mutation,), {
        "Meta": type("Meta", (), {"description": description, "output": ContractPayload}),
        "Arguments": type("Arguments", (), {"input": ContractIdInput(required=True, description="The contract.")}),
        "mutate": mutate,
    })


ContractArchive = _archive_mutation("ContractArchive", True, "Archive a contract (read-only until restored). Needs Edit.")
ContractRestore = _archive_mutation("ContractRestore", False, "Restore an archived contract. Needs Edit.")


class ContractsMutation(graphene.ObjectType):
    contract_create = ContractCreate.Field(description="Create a project or a subcontract.")
    contract_update = ContractUpdate.Field(description="Update site details or a party's contact.")
    contract_members_update = ContractMembersUpdate.Field(description="Change a contract's members.")
    contract_archive = ContractArchive.Field(description="Archive a contract.")
    contract_restore = ContractRestore.Field(description="Restore an archived contract.")


TYPES = [ContractNode, PayCycleNode]
