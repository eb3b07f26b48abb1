"""The comment fields of the Claim type (`comments`, `commentsCount`, `viewerCanComment`), resolved
over the Claim type's root (its contract as the viewer sees it, `found`, and the claim row, `claim`)."""
import graphene

from app.comments import policy
from app.graphql.comments.loaders import ClaimCommentsLoader
from app.graphql.comments.types import Comment, CommentView
from app.graphql.core.loaders import then
from app.graphql.core.viewer import viewer_of

comments = graphene.List(graphene.NonNull(Comment), required=True, description=(
    "The comments the viewer may read, oldest first (internal ones of the viewer's organisation included)."))
comments_count = graphene.Int(required=True, description="How many comments the viewer may read (the tab's count).")
viewer_can_comment = graphene.Boolean(required=True, description=(
    "commentAdd: the Comment permission, and the claim submitted (else 'Comments are available after submitting "
    "the document.')."))


def resolve_comments(root, info):
    user_id = viewer_of(info).user_id
    return then(ClaimCommentsLoader(info).load(root.claim.id), lambda rows: [CommentView(c, user_id) for c in rows])


def resolve_comments_count(root, info):
    return then(ClaimCommentsLoader(info).load(root.claim.id), len)


def resolve_viewer_can_comment(root, info):
    return policy.may_comment(root.found, root.claim)
