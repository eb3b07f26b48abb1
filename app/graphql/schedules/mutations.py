"""Payment schedule mutations. Thin: the rules and their refusals live in app.schedules."""
import graphene

from app.graphql.claims.inputs import ClaimRefInput
from app.graphql.claims.types import Claim, ClaimView
from app.graphql.core.ids import contract_id_of
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation
from app.graphql.schedules.inputs import PaymentScheduleUpdateInput
from app.schedules import service


class PaymentSchedulePayload(graphene.ObjectType):
    class Meta:
        description = "The claim after the change (its schedule in `schedule`)."

    claim = graphene.Field(Claim, required=True, description="The claim.")


class PaymentScheduleUpdate(ViewerMutation):
    class Meta:
        description = (
            "Save the draft payment schedule (customer side: CustomerDraft or CustomerSubmit; the claim Sent and "
            "its latest revision). Send back the draft `version` the edits were based on: a newer save by someone "
            "else, or a claim revision that is no longer the latest, is a conflict (extensions.code "
            "STALE_REVISION). The server recomputes the totals and refuses the save when scheduleExcl or "
            "scheduleTax differ from its own (TOTALS_MISMATCH). Only the customer side sees a draft.")
        output = PaymentSchedulePayload

    class Arguments:
        input = PaymentScheduleUpdateInput(required=True, description="The draft.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        data["lines"] = [dict(line) for line in data.get("lines", [])]
        found, claim = service.update_draft(viewer, contract_id_of(data["contract_id"]), data["number"], data)
        return PaymentSchedulePayload(claim=ClaimView(found, claim))


class PaymentScheduleSend(ViewerMutation):
    class Meta:
        description = (
            "Send the saved payment schedule (CustomerSubmit). It must be a valid payment schedule under section 21 "
            "('Please fix the errors before submitting: ...' naming each problem, extensions.code SEND_REFUSED). Then "
            "it is frozen, its adjustments enter the ledger, the claim becomes Scheduled and each supplier "
            "recipient is emailed once. Idempotent: a repeat answers the claim as it is.")
        output = PaymentSchedulePayload

    class Arguments:
        input = ClaimRefInput(required=True, description="The claim.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim = service.send(viewer, contract_id_of(input.contract_id), input.number)
        return PaymentSchedulePayload(claim=ClaimView(found, claim))


class PaymentScheduleMarkViewed(ViewerMutation):
    class Meta:
        description = (
            "The supplier side opened the claim's sent payment schedule: activity 'viewed', once per person and "
            "claim revision (as opening its PDF records it). Does nothing for the customer side or before the "
            "schedule is sent.")
        output = PaymentSchedulePayload

    class Arguments:
        input = ClaimRefInput(required=True, description="The claim.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim = service.mark_viewed(viewer, contract_id_of(input.contract_id), input.number)
        return PaymentSchedulePayload(claim=ClaimView(found, claim))
