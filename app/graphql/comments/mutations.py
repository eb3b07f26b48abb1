"""commentAdd. Thin: the rules and their refusals live in app.comments.service."""
import graphene

from app.comments import service
from app.graphql.claims.types import Claim, ClaimView
from app.graphql.comments.inputs import CommentAddInput
from app.graphql.comments.types import Comment, CommentView
from app.graphql.core.ids import contract_id_of
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation


class CommentAddPayload(graphene.ObjectType):
    class Meta:
        description = "The comment added (or, for a commentId already used by the viewer, the one added before)."

    comment = graphene.Field(Comment, required=True, description="The comment.")
    claim = graphene.Field(Claim, required=True, description="Its claim (comments and count refetched with it).")


class CommentAdd(ViewerMutation):
    class Meta:
        description = ("Add a comment to a submitted claim (Comment permission). A comment that is not internal is "
                       "emailed once to each recipient of the other side. At most 60 per account every 10 minutes "
                       "(RATE_LIMITED, retryAfter).")
        output = CommentAddPayload

    class Arguments:
        input = CommentAddInput(required=True, description="The comment.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        added = service.add_comment(
            viewer, contract_id_of(data["contract_id"]), data["number"], comment_id=data["comment_id"],
            body=data.get("body"), files=[dict(f) for f in data.get("files") or []],
            is_internal=bool(data.get("is_internal")), item_id=data.get("item_id"))
        return CommentAddPayload(comment=CommentView(added.comment, viewer.user_id),
                                 claim=ClaimView(added.found, added.claim))
