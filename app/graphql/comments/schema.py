"""The comment mutations of the root Mutation (comments are read through their claim)."""
import graphene

from app.graphql.comments.mutations import CommentAdd


class CommentsMutation(graphene.ObjectType):
    comment_add = CommentAdd.Field(description="Add a comment to a claim.")
