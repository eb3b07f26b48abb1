"""The payment mutations of the root Mutation (payments are read through Claim)."""
import graphene

from app.graphql.payments.mutations import ClaimPaymentRecord


class PaymentsMutation(graphene.ObjectType):
    claim_payment_record = ClaimPaymentRecord.Field(description="Record or correct a payment of a claim.")
