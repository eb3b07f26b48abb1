"""The input of commentAdd."""
import graphene

from app.graphql.claims.inputs import FileRefInput


class CommentAddInput(graphene.InputObjectType):
    class Meta:
        description = "A comment on a claim (spec 2 §7 'add comment')."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    number = graphene.Int(required=True, description="The claim number.")
    comment_id = graphene.String(required=True, description=(
        "Chosen by the client, once per comment (a UUID; 1\u201364 of A\u2013Z a\u2013z 0\u20139 - _ . :): sending "
        "the same comment again (a double click, a retry) adds it once and answers it."))
    body = graphene.String(description=("Plain text, line breaks kept, at most 10,000 characters. Without files it "
                                         "must not be blank: 'Comment cannot be empty without files'."))
    files = graphene.List(graphene.NonNull(FileRefInput), description=(
        "Files: the viewer organisation's attachment uploads (uploadCreate with purpose Attachment), at most 50."))
    is_internal = graphene.Boolean(default_value=False, description=(
        "Only the viewer's organisation sees it, and nobody is emailed."))
    item_id = graphene.String(description="A line of the claim (its itemId) the comment is about: 'This line is not "
                                          "on the claim' otherwise.")
