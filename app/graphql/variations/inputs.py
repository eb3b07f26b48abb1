"""The inputs of the issue and variation mutations (spec 2 section 7)."""
import graphene

from app.graphql.claims.inputs import FileRefInput
from app.graphql.core.scalars import Cents
from app.graphql.variations.enums import ApprovalState


class IssueCreateInput(graphene.InputObjectType):
    class Meta:
        description = ("A new issue (request for a variation) to one or more of the viewer's contracts, all on one "
                       "side: its supplier contracts (a request for a price) or its customers' (a supplier's request).")

    contract_ids = graphene.List(graphene.NonNull(graphene.ID), required=True, description=(
        "The recipient contracts' global IDs (1\u2013100; a contract listed twice counts once). The viewer must be "
        "on one side of all of them, with that side's drafting permission (CustomerDraft or CustomerSubmit; "
        "SupplierDraft or SupplierSubmit). None: 'No recipients'."))
    title = graphene.String(required=True, description="The title (required: 'Title is required'; at most 200).")
    body = graphene.String(description="The description: plain text, line breaks kept, at most 20,000 characters.")
    due_at = graphene.Date(description=("The deadline for price estimates (ISO date, not in the past); null: 20 days "
                                        "from today (Auckland). Always null for a supplier's request (it prices it)."))
    files = graphene.List(graphene.NonNull(FileRefInput), description=(
        "Files to attach ('Drop files here'): uploads of the viewer's organisation (uploadCreate with purpose "
        "Attachment), checked as a claim's attachments are; every recipient can download them."))


class VariationRefInput(graphene.InputObjectType):
    class Meta:
        description = "One variation: its issue and its contract."

    issue_id = graphene.ID(required=True, description="The issue's global ID.")
    contract_id = graphene.ID(required=True, description="The recipient contract's global ID.")


class EstimateLineInput(graphene.InputObjectType):
    class Meta:
        description = "A priced line of an estimate."

    name = graphene.String(required=True, description="What the line is for (required: 'Required').")
    qty_milli = graphene.Int(description="Quantity in thousandths; null: 1000 (one).")
    unit_price = Cents(required=True, description="Unit price in cents, excluding GST.")


class EstimateInput(graphene.InputObjectType):
    class Meta:
        description = "An estimate of cost and time."

    lines = graphene.List(graphene.NonNull(EstimateLineInput), required=True, description="Its lines (at most 200).")
    other_impact = graphene.String(description="Other impact (text, at most 5,000 characters).")
    schedule_impact = graphene.String(description="Schedule impact (text, at most 5,000 characters).")
    schedule_impact_days = graphene.Int(description="Schedule impact in days: a whole number, or null.")


class VariationEstimateSaveInput(VariationRefInput):
    class Meta:
        description = "Submit a new estimate revision of a variation."

    estimate = EstimateInput(required=True, description="The estimate.")
    customer_status = ApprovalState(description=(
        "The customer's approval sent with it: only a non-supplier viewer may send one (their estimate sends "
        "Approved); null: the customer approval goes back to Pending."))


class VariationApprovalInput(VariationRefInput):
    class Meta:
        description = "One side's approval of a variation's latest estimate."

    status = ApprovalState(required=True, description="Pending, Approved or Rejected.")
    message = graphene.String(description="Not used yet (the spec sends null).")


class VariationCommentAddInput(VariationRefInput):
    class Meta:
        description = "A comment on a variation (spec 2 section 7 'add variation comment')."

    comment_id = graphene.String(required=True, description=(
        "Chosen by the client, once per comment: sending the same comment again adds it once and answers it."))
    body = graphene.String(description=("Plain text, line breaks kept, at most 10,000 characters. Without files it "
                                         "must not be blank: 'Comment cannot be empty without files'."))
    files = graphene.List(graphene.NonNull(FileRefInput), description=(
        "Files: the viewer organisation's attachment uploads (uploadCreate with purpose Attachment), at most 50, "
        "checked as a claim's attachments are. Only the parties of this variation's contract download them (an "
        "internal comment's: only the viewer's organisation)."))
    is_internal = graphene.Boolean(default_value=False, description=(
        "Only the viewer's organisation sees it, and nobody is emailed."))
