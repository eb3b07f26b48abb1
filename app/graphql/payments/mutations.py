"""The payment mutations."""

from app.graphql.claims.mutations import ClaimPayload
from app.graphql.claims.types import ClaimView
from app.graphql.core.ids import contract_id_of
from app.graphql.core.mutations import ViewerMutation
from app.graphql.payments.inputs import ClaimPaymentRecordInput
from app.payments import service


def _record_id(value) -> int | None:
    """correctsId as a record id; anything else names no record (refused as 'Payment not found')."""
    if value is None:
        return None
    text = str(value).strip()
    return int(text) if text.isascii() and text.isdigit() and len(text) < 19 else -1


class ClaimPaymentRecord(ViewerMutation):
    class Meta:
        description = ("Record a payment of a submitted claim: the customer side's 'Payment sent', the supplier "
                       "side's 'Payment received' (part payments are records of their own), or correct one of the "
                       "viewer side's own records. The claim's standing (paid, part paid, outstanding) follows.")
        output = ClaimPayload

    class Arguments:
        input = ClaimPaymentRecordInput(required=True, description="The payment.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim = service.record_payment(
            viewer, contract_id_of(input.contract_id), input.number, paid_on=input.paid_on, amount=input.amount,
            reference=input.reference, corrects_id=_record_id(input.corrects_id), request_key=input.request_key)
        return ClaimPayload(claim=ClaimView(found, claim))
