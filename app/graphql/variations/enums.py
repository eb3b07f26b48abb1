"""Enums of variations."""
import graphene


class ApprovalState(graphene.Enum):
    class Meta:
        description = "One side's approval of a variation's latest estimate."

    Pending = "Pending"
    Approved = "Approved"
    Rejected = "Rejected"


class VariationAwaiting(graphene.Enum):
    class Meta:
        description = ("Who must act next on a variation (app.variations.policy.awaiting): the supplier (to estimate, "
                       "or revise a rejected estimate), the customer, or both (to approve the latest estimate).")

    Supplier = "Supplier"
    Customer = "Customer"
    Both = "Both"
