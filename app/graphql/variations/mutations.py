"""The issue and variation mutations. Thin: the rules and their refusals live in app.variations.service."""
import graphene

from app.graphql.comments.types import Comment
from app.graphql.core.ids import contract_id_of, from_global_id_or_error
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation
from app.graphql.variations.inputs import (
    IssueCreateInput,
    VariationApprovalInput,
    VariationCommentAddInput,
    VariationEstimateSaveInput,
    VariationRefInput,
)
from app.graphql.variations.types import Issue, Variation, VariationCommentView
from app.variations import service
from app.variations.queries import ISSUE_NOT_FOUND


def _ref(data) -> tuple[int, int]:
    return from_global_id_or_error(data["issue_id"], "Issue", ISSUE_NOT_FOUND), contract_id_of(data["contract_id"])


def _value(status):
    return getattr(status, "value", status)


class IssueCreatePayload(graphene.ObjectType):
    class Meta:
        description = "The issue raised."

    issue = graphene.Field(Issue, required=True, description="The issue, with a variation per recipient contract.")


class IssueCreate(ViewerMutation):
    class Meta:
        description = ("Raise an issue to one or more of the viewer's supplier contracts, whose supplier recipients "
                       "are emailed once each to respond with cost and time estimates; or, from the supplier side, a "
                       "request for a variation to its customers, whose customer recipients are emailed once each.")
        output = IssueCreatePayload

    class Arguments:
        input = IssueCreateInput(required=True, description="The issue.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        issue, _ = service.create_issue(viewer, [contract_id_of(i) for i in data["contract_ids"]],
                                        title=data["title"], body=data.get("body"), due_at=data.get("due_at"),
                                        files=data.get("files"))
        return IssueCreatePayload(issue=issue)


class IssueEmailSendPayload(graphene.ObjectType):
    class Meta:
        description = "The request email of one variation."

    sent_count = graphene.Int(required=True, description="How many recipients it is addressed to.")
    variation = graphene.Field(Variation, required=True, description="The variation.")


class IssueEmailSend(ViewerMutation):
    class Meta:
        description = ("Send one variation's request email to the other side's recipients (the side that raised it). "
                       "Each recipient gets it once however often this is called: issueCreate already promised it.")
        output = IssueEmailSendPayload

    class Arguments:
        input = VariationRefInput(required=True, description="The variation.")

    @classmethod
    def perform(cls, viewer, input):
        issue_id, contract_id = _ref(plain(input))
        count, seen = service.send_issue_email(viewer, issue_id, contract_id)
        return IssueEmailSendPayload(sent_count=count, variation=seen)


class VariationPayload(graphene.ObjectType):
    class Meta:
        description = "The variation as it is now."

    variation = graphene.Field(Variation, required=True, description="The variation.")


class VariationEstimateSave(ViewerMutation):
    class Meta:
        description = ("Submit a new estimate revision (either side's drafters). Both approvals go back to Pending, "
                       "but for a non-supplier's customerStatus. Refused while both sides have approved.")
        output = VariationPayload

    class Arguments:
        input = VariationEstimateSaveInput(required=True, description="The estimate.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        issue_id, contract_id = _ref(data)
        estimate = dict(data["estimate"])
        estimate["lines"] = [dict(x) for x in estimate.get("lines") or []]
        status = data.get("customer_status")
        return VariationPayload(variation=service.save_estimate(
            viewer, issue_id, contract_id, estimate, _value(status) if status is not None else None))


class VariationApprovalMutation(ViewerMutation):
    class Meta:
        abstract = True

    supplier_side: bool

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        issue_id, contract_id = _ref(data)
        return VariationPayload(variation=service.set_approval(
            viewer, issue_id, contract_id, _value(data["status"]), supplier_side=cls.supplier_side))


class VariationCustomerApprovalSet(VariationApprovalMutation):
    class Meta:
        description = "Set the customer approval (a non-supplier viewer with CustomerSubmit; needs an estimate)."
        output = VariationPayload

    class Arguments:
        input = VariationApprovalInput(required=True, description="The approval.")

    supplier_side = False


class VariationSupplierApprovalSet(VariationApprovalMutation):
    class Meta:
        description = "Set the supplier approval (a supplier viewer with SupplierSubmit; needs an estimate)."
        output = VariationPayload

    class Arguments:
        input = VariationApprovalInput(required=True, description="The approval.")

    supplier_side = True


class VariationCommentAddPayload(graphene.ObjectType):
    class Meta:
        description = "The comment added (or, for a commentId already used by the viewer, the one added before)."

    comment = graphene.Field(Comment, required=True, description="The comment.")
    variation = graphene.Field(Variation, required=True, description="Its variation (comments refetched with it).")


class VariationCommentAdd(ViewerMutation):
    class Meta:
        description = ("Add a comment, with files, to a variation (Comment permission). One that is not internal is "
                       "emailed once to each recipient of the contract's other side, naming its files.")
        output = VariationCommentAddPayload

    class Arguments:
        input = VariationCommentAddInput(required=True, description="The comment.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        issue_id, contract_id = _ref(data)
        seen, comment = service.add_comment(viewer, issue_id, contract_id, comment_id=data["comment_id"],
                                            body=data.get("body"), files=[dict(f) for f in data.get("files") or []],
                                            is_internal=bool(data.get("is_internal")))
        return VariationCommentAddPayload(comment=VariationCommentView(comment, viewer.user_id), variation=seen)
