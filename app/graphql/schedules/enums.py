"""Enums of payment schedules."""
import graphene


class PaymentScheduleStatus(graphene.Enum):
    class Meta:
        description = "Draft (the customer side's, being prepared) or Sent (served on the supplier: frozen)."

    Draft = "Draft"
    Sent = "Sent"
