"""The Comment type: what one party wrote about a claim (or one of its lines)."""
from dataclasses import dataclass

import graphene
from graphql_relay import to_global_id

from app.claims import attachments
from app.documents.models import Comment as CommentRow
from app.documents.models import InternalComment
from app.graphql.activity.types import ActivityUser
from app.graphql.claims.entries import FileRef


@dataclass(frozen=True)
class CommentView:
    comment: CommentRow | InternalComment
    viewer_user_id: int

    def shown_files(self, info) -> list:
        """The comment's files with their download links: a claim comment's are signed links to its claim."""
        return attachments.shown(self.comment.files, self.comment.claim_id)


class Comment(graphene.ObjectType):
    class Meta:
        description = ("A comment on a claim or a variation: every party of the contract reads it, but an internal "
                       "one only the author's organisation.")

    id = graphene.ID(required=True, description=(
        "The comment's global ID (not a node: read it through its claim or variation)."))
    comment_id = graphene.String(required=True, description="The id the client chose when adding it (commentAdd's "
                                                            "commentId).")
    body = graphene.String(required=True, description="Plain text, line breaks kept; may be empty when it has files. "
                                                      "Show it as text (links may be made clickable), never as HTML.")
    item_id = graphene.String(description="The line it is about (its itemId); null: the whole claim.")
    item_name = graphene.String(description="That line's name when the comment was written.")
    is_internal = graphene.Boolean(required=True, description="Only the author's organisation sees it; nobody else "
                                                              "was emailed.")
    is_email = graphene.Boolean(required=True, description="It was emailed to the other side's recipients.")
    user = graphene.Field(ActivityUser, required=True, description="Who wrote it.")
    is_mine = graphene.Boolean(required=True, description="The viewer wrote it.")
    at = graphene.DateTime(required=True, description="When it was added.")
    files = graphene.List(graphene.NonNull(FileRef), required=True, description=(
        "Files attached to it. Every reader of the comment downloads them: on a claim through a signed link that "
        "expires; on a variation through a link that works only for the viewer's signed-in account and "
        "organisation while it is a party of the variation's contract (an internal comment's: its organisation)."))

    def resolve_id(root: CommentView, info):
        # Each table numbers its own rows: the table's name keeps two comments' ids (Relay's store keys) apart.
        return to_global_id(type(root.comment).__name__, root.comment.id)

    def resolve_comment_id(root: CommentView, info):
        return root.comment.client_id

    def resolve_body(root: CommentView, info):
        return root.comment.body

    def resolve_item_id(root: CommentView, info):
        return root.comment.item_id

    def resolve_item_name(root: CommentView, info):
        return root.comment.item_name

    def resolve_is_internal(root: CommentView, info):
        return root.comment.is_internal

    def resolve_is_email(root: CommentView, info):
        return root.comment.is_email

    def resolve_user(root: CommentView, info):
        c = root.comment
        return ActivityUser(user_id=to_global_id("User", c.author_user_id) if c.author_user_id else None,
                            name=c.author_name)

    def resolve_is_mine(root: CommentView, info):
        return root.comment.author_user_id == root.viewer_user_id

    def resolve_at(root: CommentView, info):
        return root.comment.created_at

    def resolve_files(root: CommentView, info):
        return root.shown_files(info)
