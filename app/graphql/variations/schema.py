"""The issue and variation entry points of the root Query and Mutation."""
import graphene

from app.graphql.core.ids import contract_id_of, database_id
from app.graphql.core.viewer import viewer_of
from app.graphql.variations.inbox import EstimateRequestsQuery
from app.graphql.variations.loaders import ContractVariationsLoader
from app.graphql.variations.register import VariationRegisterQuery
from app.graphql.variations.mutations import (
    IssueCreate,
    IssueEmailSend,
    VariationCommentAdd,
    VariationCustomerApprovalSet,
    VariationEstimateSave,
    VariationSupplierApprovalSet,
)
from app.graphql.variations.types import Issue, Variation
from app.variations import queries

MAX_ISSUES = 200
TYPES = [Issue, Variation]


class VariationsQuery(EstimateRequestsQuery, VariationRegisterQuery, graphene.ObjectType):
    issue = graphene.Field(Issue, id=graphene.ID(required=True, description=(
        "The issue's global ID, or its number (the route's {issue}).")),
        description="An issue the viewer reaches through one of its contracts; null when missing or out of reach.")
    issues = graphene.List(graphene.NonNull(Issue), required=True, first=graphene.Int(
        default_value=50, description=f"How many (at most {MAX_ISSUES})."),
        description="The issues the viewer reaches, newest first.")
    contract_variations = graphene.List(graphene.NonNull(Variation), required=True, contract_id=graphene.ID(
        required=True, description="The contract's global ID."),
        description="A contract's variations (its Variations tab), newest first; empty when out of reach.")

    def resolve_issue(root, info, id):
        viewer = viewer_of(info, required=False)
        number = database_id(id, "Issue", bare=True)
        if viewer is None or number is None:
            return None
        return queries.reachable_issues(viewer, [number]).get(number)

    def resolve_issues(root, info, first=50):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return []
        return queries.recent_issues(viewer, max(0, min(first, MAX_ISSUES)))

    def resolve_contract_variations(root, info, contract_id):
        if viewer_of(info, required=False) is None:
            return []
        return ContractVariationsLoader(info).load(contract_id_of(contract_id))


class VariationsMutation(graphene.ObjectType):
    issue_create = IssueCreate.Field(description="Raise an issue (request for a variation).")
    issue_email_send = IssueEmailSend.Field(description="Send a variation's request email.")
    variation_estimate_save = VariationEstimateSave.Field(description="Save a variation estimate.")
    variation_customer_approval_set = VariationCustomerApprovalSet.Field(description="Customer approval.")
    variation_supplier_approval_set = VariationSupplierApprovalSet.Field(description="Supplier approval.")
    variation_comment_add = VariationCommentAdd.Field(description="Add a variation comment.")
