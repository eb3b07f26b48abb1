"""The first week's mutations (the checklist itself is `Organisation.gettingStarted`)."""
import graphene

from app.graphql.firststeps.mutations import SampleDataCreate, SampleDataRemove


class FirstStepsMutation(graphene.ObjectType):
    sample_data_create = SampleDataCreate.Field()
    sample_data_remove = SampleDataRemove.Field()
