"""Enums of variations."""
import graphene


class ApprovalState(graphene.Enum):
    class Meta:
        description = "One side's approval of a variation's latest estimate."

    Pending = "Pending"
    Approved = "Approved"
    Rejected = "Rejected"
