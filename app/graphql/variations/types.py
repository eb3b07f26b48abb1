"""The Issue and Variation types, and what a variation shows (its estimate, approvals and comments)."""
from dataclasses import dataclass

import graphene
from graphene import relay
from graphql_relay import to_global_id

from app.graphql.activity.types import ActivityUser
from app.graphql.claims.entries import FileRef
from app.graphql.comments.types import Comment, CommentView
from app.graphql.contracts.types import Contract
from app.graphql.core.ids import row_number
from app.graphql.core.loaders import then
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of
from app.graphql.variations.enums import ApprovalState, VariationAwaiting
from app.graphql.variations.loaders import (
    EstimateHistoryLoader,
    IssueLoader,
    IssueOrgNames,
    IssueVariationsLoader,
    LatestEstimateLoader,
    VariationCommentCountsLoader,
    VariationCommentsLoader,
)
from app.variations import files as issue_files
from app.variations import policy, queries
from app.variations.models import Issue as IssueRow
from app.variations.models import VariationEstimate as EstimateRow
from app.variations.queries import SeenVariation


@dataclass(frozen=True)
class VariationCommentView(CommentView):
    """A comment on a variation: its files are downloaded through the variation (app.variations.files)."""

    def shown_files(self, info) -> list:
        return issue_files.comment_shown(viewer_of(info), self.comment)


def _user(user_id, name) -> ActivityUser:
    return ActivityUser(user_id=to_global_id("User", user_id) if user_id else None, name=name or "")


class EstimateLine(graphene.ObjectType):
    class Meta:
        description = "A priced line of an estimate, like a ledger line."

    name = graphene.String(required=True, description="What the line is for.")
    qty_milli = graphene.Int(required=True, description="Quantity in thousandths (1000 = 1).")
    unit_price = graphene.Field(Cents, required=True, description="Unit price in cents, excluding GST.")
    amount = graphene.Field(Cents, required=True, description="Quantity x unit price, to the cent, excluding GST.")


class VariationEstimate(graphene.ObjectType):
    class Meta:
        description = "One submitted estimate of a variation's cost and time (a revision: never changed)."

    rev = graphene.Int(required=True, description="1 for the first estimate, then one more for each submit.")
    lines = graphene.List(graphene.NonNull(EstimateLine), required=True, description="Its priced lines.")
    total = graphene.Field(Cents, required=True, description="The sum of the lines' amounts, excluding GST.")
    other_impact = graphene.String(required=True, description="Other impact, as typed (may be empty).")
    schedule_impact = graphene.String(required=True, description="Schedule impact, as typed (may be empty).")
    schedule_impact_days = graphene.Int(description="Schedule impact in days (a whole number); null: not stated.")
    by_supplier = graphene.Boolean(required=True, description="The supplier side submitted it.")
    submitted_by = graphene.Field(ActivityUser, required=True, description="Who submitted it.")
    submitted_at = graphene.DateTime(required=True, description="When it was submitted.")

    def resolve_rev(root: EstimateRow, info):
        return root.rev

    def resolve_lines(root: EstimateRow, info):
        return [EstimateLine(name=x["name"], qty_milli=x["qtyMilli"], unit_price=x["unitPrice"], amount=x["amount"])
                for x in root.lines]

    def resolve_total(root: EstimateRow, info):
        return root.total

    def resolve_other_impact(root: EstimateRow, info):
        return root.other_impact

    def resolve_schedule_impact(root: EstimateRow, info):
        return root.schedule_impact

    def resolve_schedule_impact_days(root: EstimateRow, info):
        return root.schedule_impact_days

    def resolve_by_supplier(root: EstimateRow, info):
        return root.by_supplier

    def resolve_submitted_by(root: EstimateRow, info):
        return _user(root.submitted_by_user_id, root.submitted_by_name)

    def resolve_submitted_at(root: EstimateRow, info):
        return root.created_at


class Approval(graphene.ObjectType):
    class Meta:
        description = "One side's approval of the latest estimate, and who set it when."

    state = graphene.Field(ApprovalState, required=True, description="Pending (the default), Approved or Rejected.")
    by = graphene.Field(ActivityUser, description="Who set it; null while Pending by default or after a new estimate.")
    at = graphene.DateTime(description="When it was set; null with `by`.")


class Variation(graphene.ObjectType):
    class Meta:
        interfaces = (relay.Node,)
        description = ("An issue as one recipient contract answers it: the supplier's estimate of cost and time, and "
                       "both sides' approval. Only the parties of that contract read it.")

    issue = graphene.Field(lambda: Issue, required=True, description="The issue it answers.")
    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    contract = graphene.Field(Contract, required=True, description="The contract, as the viewer sees it.")
    estimate = graphene.Field(VariationEstimate, description="The latest estimate; null: 'No estimate yet'.")
    estimates = graphene.List(graphene.NonNull(VariationEstimate), required=True,
                              description="Every estimate submitted, newest first (the history).")
    supplier_approval = graphene.Field(Approval, required=True, description="The supplier side's approval.")
    customer_approval = graphene.Field(Approval, required=True, description="The customer side's approval.")
    viewer_is_supplier = graphene.Boolean(required=True, description="The viewer is the contract's supplier side.")
    awaiting = graphene.Field(VariationAwaiting, description=(
        "Who must act next; null when nobody must (approved by both, or rejected by both)."))
    viewer_must_act = graphene.Boolean(required=True, description="The viewer's side must act next (see `awaiting`).")
    viewer_can_estimate = graphene.Boolean(required=True, description=(
        "variationEstimateSave: the viewer's side may estimate and both sides have not yet approved."))
    estimate_disabled_reason = graphene.String(description="Why the viewer cannot estimate now; null when they can.")
    viewer_can_set_supplier_approval = graphene.Boolean(required=True, description=(
        "variationSupplierApprovalSet: a supplier viewer with SupplierSubmit, and an estimate exists."))
    viewer_can_set_customer_approval = graphene.Boolean(required=True, description=(
        "variationCustomerApprovalSet: a non-supplier viewer with CustomerSubmit, and an estimate exists."))
    comments = graphene.List(graphene.NonNull(Comment), required=True, description=(
        "The comments the viewer may read, oldest first (internal ones of the viewer's organisation included)."))
    comments_count = graphene.Int(required=True, description="How many comments the viewer may read.")
    viewer_can_comment = graphene.Boolean(required=True, description="variationCommentAdd: the Comment permission.")
    created_at = graphene.DateTime(required=True, description="When the issue reached this contract.")
    updated_at = graphene.DateTime(required=True, description="When its estimate or an approval last changed.")

    @classmethod
    def get_node(cls, info, id):
        viewer, variation_id = viewer_of(info, required=False), row_number(str(id))
        if viewer is None or variation_id is None:
            return None
        return queries.get_variation(viewer, variation_id)

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, SeenVariation)

    def resolve_id(root: SeenVariation, info):
        return root.variation.id

    def resolve_issue(root: SeenVariation, info):
        return IssueLoader(info).load(root.variation.issue_id)

    def resolve_contract_id(root: SeenVariation, info):
        return to_global_id("Contract", root.variation.contract_id)

    def resolve_contract(root: SeenVariation, info):
        return root.found

    def resolve_estimate(root: SeenVariation, info):
        if not root.variation.estimate_rev:
            return None
        return LatestEstimateLoader(info).load(root.variation)

    def resolve_estimates(root: SeenVariation, info):
        return EstimateHistoryLoader(info).load(root.variation.id)

    def resolve_supplier_approval(root: SeenVariation, info):
        v = root.variation
        return Approval(state=v.supplier_status, by=_user(v.supplier_by_user_id, v.supplier_by_name)
                        if v.supplier_by_name is not None else None, at=v.supplier_at)

    def resolve_customer_approval(root: SeenVariation, info):
        v = root.variation
        return Approval(state=v.customer_status, by=_user(v.customer_by_user_id, v.customer_by_name)
                        if v.customer_by_name is not None else None, at=v.customer_at)

    def resolve_viewer_is_supplier(root: SeenVariation, info):
        return root.found.is_supplier

    def resolve_awaiting(root: SeenVariation, info):
        return policy.awaiting(root.variation)

    def resolve_viewer_must_act(root: SeenVariation, info):
        return policy.viewer_must_act(root.found, root.variation)

    def resolve_viewer_can_estimate(root: SeenVariation, info):
        return policy.estimate_refusal(root.found, root.variation) is None

    def resolve_estimate_disabled_reason(root: SeenVariation, info):
        return policy.estimate_refusal(root.found, root.variation)

    def resolve_viewer_can_set_supplier_approval(root: SeenVariation, info):
        return policy.approval_refusal(root.found, root.variation, supplier_side=True) is None

    def resolve_viewer_can_set_customer_approval(root: SeenVariation, info):
        return policy.approval_refusal(root.found, root.variation, supplier_side=False) is None

    def resolve_comments(root: SeenVariation, info):
        user_id = viewer_of(info).user_id
        return then(VariationCommentsLoader(info).load(root.id),
                    lambda rows: [VariationCommentView(c, user_id) for c in rows])

    def resolve_comments_count(root: SeenVariation, info):
        return VariationCommentCountsLoader(info).load(root.id)

    def resolve_viewer_can_comment(root: SeenVariation, info):
        return policy.may_comment(root.found)

    def resolve_created_at(root: SeenVariation, info):
        return root.variation.created_at

    def resolve_updated_at(root: SeenVariation, info):
        return root.variation.updated_at


class Issue(graphene.ObjectType):
    class Meta:
        interfaces = (relay.Node,)
        description = ("A request for a variation, raised by a customer to one or more of its supplier contracts, or by "
                       "a supplier to its customers. A party of a recipient contract reads it, and only its own "
                       "contracts' variations.")

    number = graphene.Int(required=True, description="Its number: the {issue} of its page's route.")
    title = graphene.String(required=True, description="The title.")
    body = graphene.String(required=True, description="The description (plain text, line breaks kept).")
    due_at = graphene.Date(description="The deadline for price estimates.")
    files = graphene.List(graphene.NonNull(FileRef), required=True, description=(
        "Its attached files: every party of a recipient contract downloads them (each url works only for the "
        "viewer's signed-in account and organisation)."))
    created_by = graphene.Field(ActivityUser, required=True, description="Who raised it.")
    raised_by_supplier = graphene.Boolean(required=True, description=(
        "The supplier side raised it (a request to its customer); false: the customer's request for a price."))
    created_by_organisation = graphene.String(required=True, description="The organisation that raised it.")
    created_at = graphene.DateTime(required=True, description="When it was raised.")
    variations = graphene.List(graphene.NonNull(Variation), required=True, description=(
        "Its variations on contracts the viewer reaches, in the order they were created (a supplier sees its own)."))

    @classmethod
    def get_node(cls, info, id):
        viewer, issue_id = viewer_of(info, required=False), row_number(str(id))
        if viewer is None or issue_id is None:
            return None
        return queries.reachable_issues(viewer, [issue_id]).get(issue_id)

    @classmethod
    def is_type_of(cls, root, info):
        return isinstance(root, IssueRow)

    def resolve_number(root: IssueRow, info):
        return root.id

    def resolve_title(root: IssueRow, info):
        return root.title

    def resolve_body(root: IssueRow, info):
        return root.body

    def resolve_due_at(root: IssueRow, info):
        return root.due_at

    def resolve_files(root: IssueRow, info):
        return issue_files.shown(viewer_of(info), root)

    def resolve_created_by(root: IssueRow, info):
        return _user(root.created_by_user_id, root.created_by_name)

    def resolve_raised_by_supplier(root: IssueRow, info):
        return root.raised_by_supplier

    def resolve_created_by_organisation(root: IssueRow, info):
        return IssueOrgNames(info).load(root.created_by_org_id)

    def resolve_created_at(root: IssueRow, info):
        return root.created_at

    def resolve_variations(root: IssueRow, info):
        return IssueVariationsLoader(info).load(root.id)
