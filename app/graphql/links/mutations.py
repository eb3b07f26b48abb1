"""accessLinkRevoke. Thin: the rules live in app.links.service."""
import graphene

from app.graphql.claims.types import Claim, ClaimView
from app.graphql.core.ids import contract_id_of
from app.graphql.core.mutations import ViewerMutation
from app.graphql.links.types import AccessLink
from app.links import service


class AccessLinkRevokeInput(graphene.InputObjectType):
    class Meta:
        description = "The access link to revoke, by its claim and its id."

    contract_id = graphene.ID(required=True, description="The contract.")
    number = graphene.Int(required=True, description="The claim's number.")
    link_id = graphene.String(required=True, description="The link (AccessLink.id).")


class AccessLinkRevokePayload(graphene.ObjectType):
    class Meta:
        description = "The link revoked, and its claim."

    access_link = graphene.Field(AccessLink, required=True, description="The link, revoked.")
    claim = graphene.Field(Claim, required=True, description="Its claim (accessLinks refetched with it).")


class AccessLinkRevoke(ViewerMutation):
    class Meta:
        description = ("Revoke a public access link the viewer's organisation sent with this claim; from then on it "
                       "reads 'Invalid link'. Sending the claim (or schedule) to that person again issues a new key. "
                       "Another organisation's link, or another claim's, is 'Link not found'.")
        output = AccessLinkRevokePayload

    class Arguments:
        input = AccessLinkRevokeInput(required=True, description="The link.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim, link = service.revoke(viewer, contract_id_of(input.contract_id), input.number, input.link_id)
        return AccessLinkRevokePayload(access_link=link, claim=ClaimView(found, claim))
