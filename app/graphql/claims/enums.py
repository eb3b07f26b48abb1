"""Enums of claims: line types, statuses, revision types, billing and ledger modes, sections."""
import graphene


class LineType(graphene.Enum):
    class Meta:
        description = "The type of a claim line (the claim section it is shown in)."

    BaseContract = "BaseContract"
    Materials = "Materials"
    Variation = "Variation"
    Provisional = "Provisional"
    Margin = "Margin"
    Retention = "Retention"
    MaterialsOn = "MaterialsOn"
    MaterialsOff = "MaterialsOff"


class ClaimStatus(graphene.Enum):
    class Meta:
        description = ("A claim's status: New (a draft never submitted: only the supplier side sees it), Sent "
                       "(submitted), Scheduled (answered by a payment schedule), Voided (a submitted claim "
                       "withdrawn), Deleted (a draft deleted before it was submitted).")

    New = "New"
    Sent = "Sent"
    Scheduled = "Scheduled"
    Voided = "Voided"
    Deleted = "Deleted"


class RevisionType(graphene.Enum):
    class Meta:
        description = "What the document is titled: Invoice #n, Claim n, or Summary of Claim 1\u2013n."

    Invoice = "Invoice"
    NzCcaClaim = "NzCcaClaim"
    NzCcaClaimCombined = "NzCcaClaimCombined"


class BillingMode(graphene.Enum):
    class Meta:
        description = ("How lines are claimed: Percent (shown 'Disabled': percent complete), PercentWithQty "
                       "(shown 'Quantity'), RateQtyEstimate (shown 'Planned & Actual'), Auto (quantity columns "
                       "when any line's total price differs from its unit price).")

    Percent = "Percent"
    PercentWithQty = "PercentWithQty"
    RateQtyEstimate = "RateQtyEstimate"
    Auto = "Auto"


class LedgerMode(graphene.Enum):
    class Meta:
        description = ("Whose entry: Claim (the supplier's claim), Adjustment (the customer's payment schedule), "
                       "vo (variation order), vor (variation order request). Only Claim entries add up to claims.")

    Claim = "Claim"
    Adjustment = "Adjustment"
    vo = "vo"
    vor = "vor"


class ClaimSection(graphene.Enum):
    class Meta:
        description = "A section of the claim document, in document order; retention is in none (it is a total)."

    BaseContract = "Base Contract"
    Materials = "Materials"
    Variations = "Variations"
    Provisional = "Provisional"
    Margin = "Margin"
