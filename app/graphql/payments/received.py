"""Claims and payment schedules received outside Claimdesk (issue 34): `receivedClaimRecord`,
`receivedScheduleRecord` (the Claim fields: received_fields.py). Thin: the
rules and their refusals live in app.payments.received."""
import graphene

from app.graphql.claims.inputs import FileRefInput
from app.graphql.claims.mutations import ClaimPayload
from app.graphql.claims.types import ClaimView
from app.graphql.core.ids import contract_id_of
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.scalars import Cents
from app.payments import received


class ReceivedManner(graphene.Enum):
    class Meta:
        description = "How a document served outside Claimdesk was received."

    email = "email"
    post = "post"
    hand = "hand"


class ReceivedClaimRecordInput(graphene.InputObjectType):
    class Meta:
        description = ("A payment claim the customer side received outside Claimdesk (by email, post or hand), as "
                       "the claim states it.")

    contract_id = graphene.ID(required=True, description="The contract (the viewer's side is its customer).")
    file = graphene.InputField(FileRefInput, description="The claim as received: an upload (purpose Attachment), a PDF.")
    served_on = graphene.Date(description="The day it was served on the customer side: not in the future. The "
                                          "payment-schedule deadline (s 22) counts from it.")
    manner = graphene.InputField(ReceivedManner, description="How it was served: email, post or hand.")
    claimed = graphene.InputField(Cents, description="The claimed amount including GST, cents.")
    due_date = graphene.Date(description="The due date for payment the claim states (s 20(2)(c)).")
    period_from = graphene.Date(description="The first day of the period it claims for (optional).")
    period_to = graphene.Date(description="The last day of that period (optional).")
    reference = graphene.String(description="The claim's own reference or invoice number (optional, at most 100 "
                                            "characters).")


class ReceivedScheduleRecordInput(graphene.InputObjectType):
    class Meta:
        description = ("A payment schedule the supplier side received outside Claimdesk (by email or post) for one of "
                       "its claims awaiting one.")

    contract_id = graphene.ID(required=True, description="The contract (the viewer's side is its supplier).")
    number = graphene.Int(required=True, description="The claim number.")
    file = graphene.InputField(FileRefInput, description="The schedule as received: an upload (purpose Attachment), a PDF.")
    received_on = graphene.Date(description="The day it was received: not in the future, nor before the claim was "
                                            "served. After the payment-schedule deadline it is 'Given late'.")
    manner = graphene.InputField(ReceivedManner, description="How it was received: email or post.")
    scheduled = graphene.InputField(Cents, description="The scheduled amount including GST, cents.")
    payment_date = graphene.Date(description="The date the schedule says the scheduled amount will be paid.")
    reasons = graphene.String(description="Its reasons in short, when it schedules less than claimed (at most 2,000 "
                                          "characters).")


class ReceivedClaimCorrectInput(graphene.InputObjectType):
    class Meta:
        description = ("The record of a claim received outside Claimdesk, corrected: every field as it should have "
                       "been recorded (the file only when it changes).")

    contract_id = graphene.ID(required=True, description="The contract (the viewer's side is its customer).")
    number = graphene.Int(required=True, description="The claim number.")
    file = graphene.InputField(FileRefInput, description="A new PDF of the claim as received, when the one "
                                                         "recorded was the wrong file; null keeps it.")
    served_on = graphene.Date(description="The day it was served: not in the future. The deadline (s 22) is counted "
                                          "again from it.")
    manner = graphene.InputField(ReceivedManner, description="How it was served: email, post or hand.")
    claimed = graphene.InputField(Cents, description="The claimed amount including GST, cents.")
    due_date = graphene.Date(description="The due date for payment the claim states.")
    period_from = graphene.Date(description="The first day of the period it claims for (optional).")
    period_to = graphene.Date(description="The last day of that period (optional).")
    reference = graphene.String(description="The claim's own reference (optional, at most 100 characters).")


class ReceivedClaimRefInput(graphene.InputObjectType):
    class Meta:
        description = "A claim recorded as received outside Claimdesk."

    contract_id = graphene.ID(required=True, description="The contract (the viewer's side is its customer).")
    number = graphene.Int(required=True, description="The claim number.")


def _manner(value):
    return getattr(value, "value", value)


def _file(value):
    return dict(value) if value is not None else None


class ReceivedClaimRecord(ViewerMutation):
    class Meta:
        description = (
            "Record a payment claim received outside Claimdesk (customer side: CustomerDraft or CustomerSubmit; the "
            "contract not archived). It becomes the contract's next claim, Sent on the day of service: it is listed "
            "in the Inbox with its payment-schedule deadline counted from that day (so a claim recorded late may "
            "be 'Schedule overdue' at once), and is answered with a payment schedule built here. A day of service "
            "in the future is refused (extensions.field servedOn), as is a file that is not a PDF (file).")
        output = ClaimPayload

    class Arguments:
        input = ReceivedClaimRecordInput(required=True, description="The claim as received.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim = received.record_claim(
            viewer, contract_id_of(input.contract_id), file=_file(input.file), served_on=input.served_on,
            manner=_manner(input.manner), claimed=input.claimed, due_date=input.due_date,
            period_from=input.period_from, period_to=input.period_to, reference=input.reference)
        return ClaimPayload(claim=ClaimView(found, claim))


class ReceivedScheduleRecord(ViewerMutation):
    class Meta:
        description = (
            "Record a payment schedule received outside Claimdesk for one of the viewer side's claims (supplier "
            "side: SupplierSubmit; the claim Sent, not back in draft, no schedule sent). The claim becomes Scheduled "
            "and its standing follows the schedule exactly as one sent here: in time, or 'Given late' when received "
            "after the payment-schedule deadline. A day received in the future is refused (extensions.field "
            "receivedOn).")
        output = ClaimPayload

    class Arguments:
        input = ReceivedScheduleRecordInput(required=True, description="The schedule as received.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim = received.record_schedule(
            viewer, contract_id_of(input.contract_id), input.number, file=_file(input.file),
            received_on=input.received_on, manner=_manner(input.manner), scheduled=input.scheduled,
            payment_date=input.payment_date, reasons=input.reasons)
        return ClaimPayload(claim=ClaimView(found, claim))


class ReceivedClaimCorrect(ViewerMutation):
    class Meta:
        description = (
            "Correct the record of a claim received outside Claimdesk, made by mistake (the recording side's Edit "
            "members; `Claim.viewerCanChangeRecord`): refused once a payment schedule has been sent in answer. The "
            "payment-schedule deadline (s 22) is counted again from the corrected day of service; the activity says "
            "what changed. Bad fields are refused beside their field, as at recording.")
        output = ClaimPayload

    class Arguments:
        input = ReceivedClaimCorrectInput(required=True, description="The record as it should have been.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim = received.correct_claim(
            viewer, contract_id_of(input.contract_id), input.number, file=_file(input.file),
            served_on=input.served_on, manner=_manner(input.manner), claimed=input.claimed, due_date=input.due_date,
            period_from=input.period_from, period_to=input.period_to, reference=input.reference)
        return ClaimPayload(claim=ClaimView(found, claim))


class ReceivedClaimDelete(ViewerMutation):
    class Meta:
        description = (
            "Delete the record of a claim received outside Claimdesk, made by mistake (the recording side's Edit "
            "members), while nothing hangs on it: refused once a payment schedule has been sent in answer or a "
            "payment recorded (an unsent draft schedule goes with it). Its number is free again; the activity keeps "
            "what was deleted.")
        output = ClaimPayload

    class Arguments:
        input = ReceivedClaimRefInput(required=True, description="The claim recorded as received.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim = received.delete_claim(viewer, contract_id_of(input.contract_id), input.number)
        return ClaimPayload(claim=ClaimView(found, claim))
