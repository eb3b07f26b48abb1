"""The adjudication mutations. Thin: the rules and their refusals live in app.adjudication.service."""
import graphene

from app.adjudication import payments, service
from app.errors import NotFound, UserError
from app.graphql.adjudication.inputs import (
    AdjudicationBundlePrepareInput,
    AdjudicationNoticePrepareInput,
    AdjudicationNoticeRefInput,
    AdjudicationStepRecordInput,
    DeterminationPaymentRecordInput,
)
from app.graphql.adjudication.types import AdjudicationBundle, AdjudicationNotice
from app.graphql.core.ids import contract_id_of, from_global_id_or_error
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation


def _variation_ids(global_ids) -> list[int]:
    """The chosen variations' database ids; an ID of another type or a malformed one reads like a variation that
    is not the project's (the same refusal, beside the field)."""
    try:
        return [from_global_id_or_error(g, "Variation") for g in global_ids or []]
    except NotFound:
        raise UserError(service.UNKNOWN_VARIATION, field="variationIds") from None


class AdjudicationNoticePayload(graphene.ObjectType):
    class Meta:
        description = "The notice of adjudication as it is now."

    notice = graphene.Field(AdjudicationNotice, required=True, description="The notice.")


class AdjudicationNoticeServePayload(graphene.ObjectType):
    class Meta:
        description = "The notice served."

    notice = graphene.Field(AdjudicationNotice, required=True, description="The notice, served.")
    sent_count = graphene.Int(required=True, description="Emails promised by this call (0 when served already).")


class AdjudicationNoticePrepare(ViewerMutation):
    class Meta:
        description = "Create or change a draft notice of adjudication (Edit on the contract)."
        output = AdjudicationNoticePayload

    class Arguments:
        input = AdjudicationNoticePrepareInput(required=True, description="The notice.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        view = service.prepare(
            viewer, contract_id_of(data["contract_id"]), number=data.get("number"),
            claim_numbers=data.get("claim_numbers") or [], variation_ids=_variation_ids(data.get("variation_ids")),
            dispute=data.get("dispute") or "", arose=data.get("arose") or "", relief=data.get("relief"),
            charging_order=data.get("charging_order"), owner_liability=data.get("owner_liability"),
            owner_name=data.get("owner_name"), owner_address=data.get("owner_address"))
        return AdjudicationNoticePayload(notice=AdjudicationNotice.of(view))


class AdjudicationNoticeServe(ViewerMutation):
    class Meta:
        description = ("Serve a notice of adjudication on the respondent's recipients by email, the PDF (with Form 2) "
                       "attached and its SHA-256 recorded per recipient; each recipient is served once. Refused where "
                       "the contract does not agree email service (regs 9-10): serve it by hand or post and record "
                       "that (adjudicationNoticeRecordService).")
        output = AdjudicationNoticeServePayload

    class Arguments:
        input = AdjudicationNoticeRefInput(required=True, description="The notice.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        view, sent = service.serve(viewer, contract_id_of(data["contract_id"]), data["number"])
        return AdjudicationNoticeServePayload(notice=AdjudicationNotice.of(view), sent_count=sent)


class AdjudicationStepRecord(ViewerMutation):
    class Meta:
        description = "Record a step of the adjudication as it happened; the timetable is counted again."
        output = AdjudicationNoticePayload

    class Arguments:
        input = AdjudicationStepRecordInput(required=True, description="The step.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        view = service.record(
            viewer, contract_id_of(data["contract_id"]), data["number"], data["kind"], data["on"],
            extended_to=data.get("extended_to"), adjudicator=data.get("adjudicator"), amount=data.get("amount"),
            pay_by=data.get("pay_by"), charging_order_approved=data.get("charging_order_approved"))
        return AdjudicationNoticePayload(notice=AdjudicationNotice.of(view))


class AdjudicationBundlePayload(graphene.ObjectType):
    class Meta:
        description = "The bundle asked for."

    bundle = graphene.Field(AdjudicationBundle, required=True, description="The bundle, queued.")


class AdjudicationBundlePrepare(ViewerMutation):
    class Meta:
        description = "Prepare an adjudication bundle in the background (Edit members only); poll adjudicationBundle."
        output = AdjudicationBundlePayload

    class Arguments:
        input = AdjudicationBundlePrepareInput(required=True, description="What it is of.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        bundle = service.request_bundle(viewer, contract_id_of(data["contract_id"]),
                                        notice_number=data.get("notice_number"), claim_number=data.get("claim_number"))
        return AdjudicationBundlePayload(bundle=AdjudicationBundle.of(bundle, None))


class DeterminationPaymentRecord(ViewerMutation):
    class Meta:
        description = ("Record a payment made towards a determination (s 59), in one transaction; refused beyond what "
                       "is still unpaid. What remains unpaid after its date grounds a notice of intention to suspend.")
        output = AdjudicationNoticePayload

    class Arguments:
        input = DeterminationPaymentRecordInput(required=True, description="The payment.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        view = payments.record_payment(viewer, contract_id_of(data["contract_id"]), data["number"],
                                       paid_on=data.get("paid_on"), amount=data.get("amount"),
                                       reference=data.get("reference"))
        return AdjudicationNoticePayload(notice=AdjudicationNotice.of(view))
