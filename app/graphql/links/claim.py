"""The `accessLinks` field of the Claim type, over its root (`found`, `claim`)."""
import graphene

from app.graphql.core.viewer import viewer_of
from app.graphql.links.types import AccessLink
from app.links import service

access_links = graphene.List(graphene.NonNull(AccessLink), required=True, description=(
    "The public access links the viewer's organisation emailed with this claim (or its schedule), newest first, "
    "that the viewer may revoke: SupplierSubmit for the claim's, CustomerSubmit for the schedule's. One statement."))


def resolve_access_links(root, info):
    return service.sent_links(viewer_of(info), root.found, root.claim)
