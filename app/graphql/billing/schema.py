"""The billing entry points: `billing` (the request's organisation) and billingPortalLinkCreate."""
import graphene

from app.graphql.billing.mutations import BillingPortalLinkCreate
from app.graphql.billing.types import Billing
from app.graphql.core.viewer import viewer_of
from billing import service


class BillingQuery(graphene.ObjectType):
    billing = graphene.Field(Billing, description="The request organisation's billing account; null when the "
                                                  "viewer is not one of its users.")

    def resolve_billing(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        return Billing.of(service.state_of(viewer.org.id), service.may_manage(viewer))


class BillingMutation(graphene.ObjectType):
    billing_portal_link_create = BillingPortalLinkCreate.Field(description="A link to Stripe's customer portal.")
