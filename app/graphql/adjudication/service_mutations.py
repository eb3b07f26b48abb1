"""Serving a notice of adjudication by hand or post and on the owner (app.adjudication.hand). Thin: the
rules and their refusals live there."""
import graphene

from app.adjudication import hand
from app.graphql.adjudication.mutations import AdjudicationNoticePayload
from app.graphql.adjudication.types import AdjudicationNotice
from app.graphql.core.ids import contract_id_of
from app.graphql.core.mutations import ViewerMutation
from app.graphql.enforcement.types import ServiceManner


class AdjudicationServiceInput(graphene.InputObjectType):
    class Meta:
        description = "How a person served a notice of adjudication (s 80): by hand, left at the place, or by post."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    number = graphene.Int(required=True, description="The notice's number.")
    manner = graphene.Field(ServiceManner, description="PERSONAL, LEFT or POST.")
    served_on = graphene.Date(description="The day it was served (not in the future).")
    served_to = graphene.String(description="On whom, or where, it was served (at most 500 characters).")


def _manner(value):
    return value.value if hasattr(value, "value") else value


class AdjudicationNoticeRecordService(ViewerMutation):
    class Meta:
        description = ("Record that a person served a draft notice of adjudication (s 80): it is served as of that day "
                       "and its timetable counts from it. Refused while s 28(2) is unanswered.")
        output = AdjudicationNoticePayload

    class Arguments:
        input = AdjudicationServiceInput(required=True, description="The service.")

    @classmethod
    def perform(cls, viewer, input):
        view = hand.record_service(viewer, contract_id_of(input.contract_id), input.number,
                                   manner=_manner(input.manner), served_on=input.served_on, served_to=input.served_to)
        return AdjudicationNoticePayload(notice=AdjudicationNotice.of(view))


class AdjudicationOwnerRecordService(ViewerMutation):
    class Meta:
        description = "Record that a person served the notice on the owner too (s 28(1)(b), s 80)."
        output = AdjudicationNoticePayload

    class Arguments:
        input = AdjudicationServiceInput(required=True, description="The service on the owner.")

    @classmethod
    def perform(cls, viewer, input):
        view = hand.record_owner_service(viewer, contract_id_of(input.contract_id), input.number,
                                         manner=_manner(input.manner), served_on=input.served_on,
                                         served_to=input.served_to)
        return AdjudicationNoticePayload(notice=AdjudicationNotice.of(view))
