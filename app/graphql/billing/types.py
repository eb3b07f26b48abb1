"""Billing: what the Billing screen and the lapse banner show."""
import graphene


class BillingStatus(graphene.Enum):
    class Meta:
        description = "The organisation's subscription, as Stripe last said it was."

    NONE = "none"
    TRIALING = "trialing"
    ACTIVE = "active"
    PAST_DUE = "past_due"
    CANCELED = "canceled"
    UNPAID = "unpaid"
    INCOMPLETE = "incomplete"
    INCOMPLETE_EXPIRED = "incomplete_expired"
    PAUSED = "paused"


class Billing(graphene.ObjectType):
    class Meta:
        description = "The billing account of the request's organisation."

    enabled = graphene.Boolean(required=True, description="False when billing is not configured on this server "
                                                          "(then nothing is billed and nothing is limited).")
    status = graphene.Field(BillingStatus, required=True, description="NONE until an owner first opens the "
                                                                      "billing portal, which starts the trial.")
    lapsed = graphene.Boolean(required=True, description="The subscription has lapsed: creating new projects is "
                                                         "paused. Claims, schedules and their deadlines never are.")
    past_due = graphene.Boolean(required=True, description="A payment failed and Stripe is still retrying it.")
    trial_ends_at = graphene.DateTime(description="When the free trial ends, while trialing.")
    period_ends_at = graphene.DateTime(description="When the current period ends (renews, or ends when cancelling).")
    cancel_at_period_end = graphene.Boolean(required=True, description="The subscription ends at the period's end.")
    viewer_can_manage = graphene.Boolean(required=True, description="The viewer may open the billing portal "
                                                                    "('Owner, full access').")

    @staticmethod
    def of(state, viewer_can_manage: bool) -> "Billing":
        return Billing(enabled=state.enabled, status=state.status, lapsed=state.lapsed, past_due=state.past_due,
                       trial_ends_at=state.trial_end if state.status == "trialing" else None,
                       period_ends_at=state.current_period_end, cancel_at_period_end=state.cancel_at_period_end,
                       viewer_can_manage=viewer_can_manage)
