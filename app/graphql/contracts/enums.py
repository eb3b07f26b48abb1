"""Enums of contracts: permissions, their presets (roles), a party's side and its consent."""
import graphene


class ContractPermission(graphene.Enum):
    class Meta:
        description = "What a person may do on a contract (spec: contract permissions)."

    View = "View"
    Comment = "Comment"
    CustomerDraft = "CustomerDraft"
    CustomerSubmit = "CustomerSubmit"
    SupplierDraft = "SupplierDraft"
    SupplierSubmit = "SupplierSubmit"
    Edit = "Edit"


class ContractPreset(graphene.Enum):
    class Meta:
        description = "A named set of contract permissions (a contract role)."

    OWNER = "OWNER"
    CUSTOMER = "CUSTOMER"
    SUPPLIER = "SUPPLIER"
    READ_AND_COMMENT = "READ_AND_COMMENT"
    READONLY = "READONLY"


class ContractRelation(graphene.Enum):
    class Meta:
        description = "A side of a contract: its customer (payer), its supplier (payee), or other."

    Customer = "Customer"
    Supplier = "Supplier"
    Other = "Other"


class PartyConsent(graphene.Enum):
    class Meta:
        description = ("Whether a party has agreed to a contract: Accepted (the owner, a new organisation, or an "
                       "invited one that accepted), Pending (an organisation on Claimdesk named by the other party, "
                       "not yet answered), Declined, or Removed (taken off by the owner).")

    Accepted = "Accepted"
    Pending = "Pending"
    Declined = "Declined"
    Removed = "Removed"


class ProjectOrderField(graphene.Enum):
    class Meta:
        description = ("What the projects list sorts by (then by contract, and contracts without the figure last): "
                       "the site name, or a figure of `Contract.figures`.")

    NAME = "name"
    CONTRACT_VALUE = "value"
    CLAIMED_TO_DATE = "claimed"
    PERCENT_COMPLETE = "percent_complete"
    LAST_CLAIM_DATE = "last_date"
    NEXT_DUE_DATE = "next_due_date"

