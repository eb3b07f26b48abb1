"""The mutation base: the request's viewer does one thing and the payload answers it.

A mutation names its Arguments, its payload type (Meta.output) and its description, and writes
`perform(viewer, input)`; signing in and belonging to the organisation are checked first.
"""
import graphene

from app.graphql.core.viewer import viewer_of


class ViewerMutation(graphene.Mutation):
    class Meta:
        abstract = True

    @classmethod
    def mutate(cls, root, info, input):
        return cls.perform(viewer_of(info), input)

    @classmethod
    def perform(cls, viewer, input):
        raise NotImplementedError
