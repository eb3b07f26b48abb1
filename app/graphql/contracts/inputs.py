"""Inputs of the contract mutations, and the projects list's order."""
import graphene

from app.graphql.claims.enums import LineType
from app.graphql.contracts.enums import (
    ContractPermission,
    ContractPreset,
    ContractRelation,
    ProjectOrderField,
)
from app.graphql.core.scalars import BigInt, Cents


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

    relation = graphene.InputField(ContractRelation, required=True, description="Their side.")
    permissions = graphene.List(graphene.NonNull(ContractPermission),
                                description="Their contract permissions (default: OWNER for customers and "
                                            "the contact person, SUPPLIER for suppliers).")
    user = graphene.InputField(ContractMemberUserInput, required=True, description="Who.")
    is_customer_recipient = graphene.Boolean(description="Receives what is sent to the customer.")
    is_supplier_recipient = graphene.Boolean(description="Receives what is sent to the supplier.")


class PreviousClaimLineInput(graphene.InputObjectType):
    class Meta:
        description = "A line of a previous claim."

    name = graphene.String(required=True, description="The line's name.")
    group = graphene.List(graphene.NonNull(graphene.String), description="Parent group names, outermost first.")
    type = graphene.Field(LineType, description="The line type (default BaseContract).")
    qty_milli = BigInt(description="Quantity in thousandths (default 1000).")
    unit_price = graphene.Field(Cents, description="Unit price in cents.")
    amount_excl = graphene.InputField(Cents, required=True, description="Amount claimed to date excluding tax, in cents.")
    reference = graphene.String(description="Reference.")


class PreviousClaimInput(graphene.InputObjectType):
    class Meta:
        description = "A claim already paid before the project came to Claimdesk."

    number = graphene.Int(description="The claim number (default 1).")
    date = graphene.Date(description="The claim date (default today).")
    total_excl = graphene.InputField(Cents, required=True,
                                description="Total Claim to Date excluding tax: must equal the sum of the lines.")
    lines = graphene.List(graphene.NonNull(PreviousClaimLineInput), required=True, description="Its lines.")


class ContractCreateInput(graphene.InputObjectType):
    class Meta:
        description = "A new project (the viewer's organisation as supplier) or subcontract (parentId)."

    owner_relation = graphene.Field(ContractRelation, description="The viewer organisation's side (default "
                                                                      "Supplier; Customer for a subcontract).")
    slug = graphene.String(description="The URL name (default: from the site name, or parent and supplier).")
    customer = graphene.Field(ContractPartyInput, description="The customer, when the viewer is the supplier.")
    supplier = graphene.Field(ContractPartyInput, description="The supplier, when the viewer is the customer.")
    members = graphene.List(graphene.NonNull(ContractMemberInput), description="People on the contract.")
    site = graphene.Field(AddressInput, description="The site address (ignored for a subcontract).")
    site_name = graphene.String(description="The site name (ignored for a subcontract).")
    parent_id = graphene.ID(description="The parent contract of a subcontract.")
    claims = graphene.List(graphene.NonNull(PreviousClaimInput), description="Previous claims already paid.")


class ContractUpdateInput(graphene.InputObjectType):
    class Meta:
        description = "Change site details (the owner only) or a party's contact. Omitted fields stay."

    contract_id = graphene.ID(required=True, description="The contract.")
    site = graphene.Field(AddressInput, description="The new site address.")
    site_name = graphene.String(description="The new site name.")
    supplier = graphene.Field(ContactInput, description="The supplier's contact details.")
    customer = graphene.Field(ContactInput, description="The customer's contact details.")
    schedule_working_days = graphene.Int(description="The working days the contract allows for a payment schedule "
                                                     "(1 to 60); 0: none agreed (the Act's 20 apply).")


class ContractMemberChangeInput(graphene.InputObjectType):
    class Meta:
        description = "A change to one member: an existing one (id) or a new one (user), by preset or permissions."

    id = graphene.ID(description="The membership to change.")
    user = graphene.ID(description="A user of the viewer's organisation to add.")
    preset = graphene.Field(ContractPreset, description="Their new contract role.")
    permissions = graphene.List(graphene.NonNull(ContractPermission), description="Their new permissions (Custom).")
    relation = graphene.Field(ContractRelation, description="Their side (the viewer organisation's side, or Other).")
    is_customer_recipient = graphene.Boolean(description="Receives what is sent to the customer.")
    is_supplier_recipient = graphene.Boolean(description="Receives what is sent to the supplier.")
    is_deleted = graphene.Boolean(description="Take them off the contract.")


class ContractMembersUpdateInput(graphene.InputObjectType):
    class Meta:
        description = "Changes to a contract's members."

    contract_id = graphene.ID(required=True, description="The contract.")
    members = graphene.List(graphene.NonNull(ContractMemberChangeInput), required=True, description="The changes.")


class ContractIdInput(graphene.InputObjectType):
    class Meta:
        description = "A contract."

    contract_id = graphene.ID(required=True, description="The contract.")


class ProjectOrder(graphene.InputObjectType):
    class Meta:
        description = "How the projects list is sorted."

    field = graphene.InputField(ProjectOrderField, required=True, description="What it sorts by.")
    descending = graphene.Boolean(default_value=False, description="Largest, latest or Z first.")
