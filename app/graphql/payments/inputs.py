"""Inputs of the payment mutations."""
import graphene

from app.graphql.claims.inputs import ClaimFields
from app.graphql.core.scalars import Cents


class ClaimPaymentRecordInput(ClaimFields, graphene.InputObjectType):
    class Meta:
        description = ("A payment of a claim the viewer's side made ('Payment sent', the customer side) or received "
                       "('Payment received', the supplier side), or a correction of one of its own records.")

    paid_on = graphene.Date(required=True, description="The day of the payment (not in the future).")
    amount = graphene.InputField(Cents, required=True, description="Including GST, cents: more than nil (a part payment is "
                                                              "a record of its own); 0 only to withdraw a record.")
    reference = graphene.String(description="The payment's reference (at most 100 characters).")
    corrects_id = graphene.ID(description="A record of the viewer's side that this one replaces.")
    request_key = graphene.String(description="An idempotency key (e.g. a UUID per dialog): the same key records once.")
