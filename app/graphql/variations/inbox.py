"""The Inbox's variations awaiting the viewer's estimate: `estimateRequests` on the root Query
(app.variations.inbox)."""
import graphene

from app.graphql.core.viewer import viewer_of
from app.graphql.variations.types import Issue, Variation
from app.variations import inbox

MAX_REQUESTS = 200


class EstimateRequest(graphene.ObjectType):
    class Meta:
        description = "A variation awaiting the viewer's estimate, with its deadline."

    variation = graphene.Field(Variation, required=True, description="The variation (the viewer's own contract).")
    issue = graphene.Field(Issue, required=True, description="Its issue.")
    due_at = graphene.Date(description="The deadline for price estimates.")
    working_days_left = graphene.Int(description=(
        "NZ working days from today (Auckland) to the deadline; negative once passed; null without one."))
    is_overdue = graphene.Boolean(required=True, description="The deadline day has passed with no estimate.")

    def resolve_variation(root: inbox.EstimateRequest, info):
        return root.seen

    def resolve_issue(root: inbox.EstimateRequest, info):
        return root.issue

    def resolve_due_at(root: inbox.EstimateRequest, info):
        return root.issue.due_at

    def resolve_working_days_left(root: inbox.EstimateRequest, info):
        return root.working_days_left

    def resolve_is_overdue(root: inbox.EstimateRequest, info):
        return root.is_overdue


class EstimateRequestsQuery(graphene.ObjectType):
    estimate_requests = graphene.List(graphene.NonNull(EstimateRequest), required=True, first=graphene.Int(
        default_value=50, description=f"How many (at most {MAX_REQUESTS})."), description=(
        "The variations awaiting the viewer's estimate (its organisation the supplier side, no estimate yet, no "
        "approval recorded, the contract not archived), soonest deadline first; empty when signed out."))

    def resolve_estimate_requests(root, info, first=50):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return []
        return inbox.awaiting_estimate(viewer, max(0, min(first, MAX_REQUESTS)))
    estimate_requests_version = graphene.String(required=True, description=(
        "Changes whenever estimateRequests could: what the Inbox's poll asks before fetching the list; empty when "
        "signed out."))

    def resolve_estimate_requests_version(root, info):
        viewer = viewer_of(info, required=False)
        return inbox.awaiting_version(viewer) if viewer is not None else ""
