"""The payment mutations of the root Mutation (payments are read through Claim)."""
import graphene

from app.graphql.payments.cutoffs import CutoffsMutation, CutoffsQuery  # noqa: F401  (issue 40: cut-offs)
from app.graphql.payments.money import MoneyQuery  # noqa: F401  (issue 40: a project's money)
from app.graphql.payments.mutations import ClaimPaymentRecord
from app.graphql.payments.rollup import RollupMutation, RollupQuery  # noqa: F401  (issue 40: the roll-up)
from app.graphql.payments.received import (
    ReceivedClaimCorrect, ReceivedClaimDelete, ReceivedClaimRecord, ReceivedScheduleRecord,
)


class PaymentsMutation(RollupMutation, CutoffsMutation, graphene.ObjectType):
    claim_payment_record = ClaimPaymentRecord.Field(description="Record or correct a payment of a claim.")
    received_claim_record = ReceivedClaimRecord.Field(
        description="Record a payment claim received outside Claimdesk (by email, post or hand).")
    received_claim_correct = ReceivedClaimCorrect.Field(
        description="Correct the record of a claim received outside Claimdesk, made by mistake.")
    received_claim_delete = ReceivedClaimDelete.Field(
        description="Delete the record of a claim received outside Claimdesk, made by mistake.")
    received_schedule_record = ReceivedScheduleRecord.Field(
        description="Record a payment schedule received outside Claimdesk for one of the viewer side's claims.")
