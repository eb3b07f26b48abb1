"""The remedies' mutations: each answers the claim after the change (its `enforcement` follows)."""
import graphene

from app.claims.service import get_claim
from app.enforcement import service
from app.graphql.claims.mutations import ClaimPayload
from app.graphql.claims.types import Claim, ClaimView
from app.graphql.core.ids import contract_id_of
from app.graphql.core.mutations import ViewerMutation
from app.graphql.enforcement.inputs import (
    ServiceTermsSetInput,
    SuspensionNoticeInput,
    SuspensionNoticeServiceInput,
    WorkResumeInput,
    WorkSuspendInput,
)
from app.graphql.enforcement.types import ServiceTerms


class SuspensionNoticeGenerate(ViewerMutation):
    class Meta:
        description = ("Generate the claim's notice of intention to suspend work (ss 23(2)(b), 24(2)(b), 59(2)(b)), "
                       "dated today; refused with the reason when the facts give no ground. The same notice again "
                       "for the same ground.")
        output = ClaimPayload

    class Arguments:
        input = SuspensionNoticeInput(required=True, description="The claim.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim, _ = service.generate_notice(viewer, contract_id_of(input.contract_id), input.number)
        return ClaimPayload(claim=ClaimView(found, claim))


class SuspensionNoticeServeByEmail(ViewerMutation):
    class Meta:
        description = ("Serve the claim's notice by email to the customer side's recipients, its PDF attached and its "
                       "SHA-256 recorded per recipient; only where email service is agreed. Served once: a repeat "
                       "sends nothing.")
        output = ClaimPayload

    class Arguments:
        input = SuspensionNoticeInput(required=True, description="The claim.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim, _ = service.serve_by_email(viewer, contract_id_of(input.contract_id), input.number)
        return ClaimPayload(claim=ClaimView(found, claim))


class SuspensionNoticeRecordService(ViewerMutation):
    class Meta:
        description = "Record how and when a person served the claim's notice (by hand, left at the place of business, or by post)."
        output = ClaimPayload

    class Arguments:
        input = SuspensionNoticeServiceInput(required=True, description="The service.")

    @classmethod
    def perform(cls, viewer, input):
        manner = input.manner.value if hasattr(input.manner, "value") else input.manner
        found, claim, _ = service.record_service(viewer, contract_id_of(input.contract_id), input.number,
                                                 manner=manner, served_on=input.served_on, served_to=input.served_to)
        return ClaimPayload(claim=ClaimView(found, claim))


class WorkSuspend(ViewerMutation):
    class Meta:
        description = ("Record work suspended under s 24A: refused before the 5 working days after the notice have "
                       "passed, and once the amount has been paid.")
        output = ClaimPayload

    class Arguments:
        input = WorkSuspendInput(required=True, description="The suspension.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim, _ = service.suspend(viewer, contract_id_of(input.contract_id), input.number,
                                          suspended_on=input.suspended_on, scope=input.scope)
        return ClaimPayload(claim=ClaimView(found, claim))


class WorkResume(ViewerMutation):
    class Meta:
        description = "Record the suspension lifted (s 24A(2)(e)): the days suspended are counted to the day before."
        output = ClaimPayload

    class Arguments:
        input = WorkResumeInput(required=True, description="The resumption.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim, _ = service.resume(viewer, contract_id_of(input.contract_id), input.number,
                                         resumed_on=input.resumed_on)
        return ClaimPayload(claim=ClaimView(found, claim))


class ServiceTermsPayload(graphene.ObjectType):
    class Meta:
        description = "The contract's terms of service by email after the change."

    terms = graphene.Field(ServiceTerms, required=True, description="The terms.")
    claim = graphene.Field(Claim, description="The claim named by the input's `number`, after the change.")


class ServiceTermsSet(ViewerMutation):
    class Meta:
        description = "Record whether the contract's parties agree to service of notices by email (Edit on the contract)."
        output = ServiceTermsPayload

    class Arguments:
        input = ServiceTermsSetInput(required=True, description="The terms.")

    @classmethod
    def perform(cls, viewer, input):
        found, terms = service.set_terms(viewer, contract_id_of(input.contract_id), agreed=input.email_service_agreed,
                                         basis=input.basis, clause=input.clause)
        terms.viewer_can_edit = True
        claim = None
        if input.number is not None:
            found, row = get_claim(viewer, found.id, input.number)
            claim = ClaimView(found, row)
        return ServiceTermsPayload(terms=terms, claim=claim)
