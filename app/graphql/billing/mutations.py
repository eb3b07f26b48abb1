"""billingPortalLinkCreate (spec 1 and 2, section 7: returnUrl → portalUrl)."""
import graphene

from app.graphql.core.mutations import ViewerMutation
from billing import service


class BillingPortalLinkCreateInput(graphene.InputObjectType):
    class Meta:
        description = "Where Stripe's portal sends the person back."

    return_url = graphene.String(required=True, description="A page of this site (a path, or a URL on this site's "
                                                            "own address); anything else is refused.")


class BillingPortalLinkCreatePayload(graphene.ObjectType):
    class Meta:
        description = "A one-time link to Stripe's customer portal for the organisation."

    portal_url = graphene.String(required=True, description="Open it in the browser; it works once, for a short time.")


class BillingPortalLinkCreate(ViewerMutation):
    class Meta:
        description = ("Open the billing portal: needs 'Owner, full access'. The first call makes the organisation's "
                       "Stripe customer and starts its subscription (with the trial); a double click makes one.")
        output = BillingPortalLinkCreatePayload

    class Arguments:
        input = BillingPortalLinkCreateInput(required=True, description="The return URL.")

    @classmethod
    def perform(cls, viewer, input):
        return BillingPortalLinkCreatePayload(portal_url=service.portal_link(viewer, input.return_url))
