"""The payment schedule mutations of the root Mutation (schedules are read through Claim.schedule)."""
import graphene

from app.graphql.schedules.mutations import PaymentScheduleMarkViewed, PaymentScheduleSend, PaymentScheduleUpdate


class SchedulesMutation(graphene.ObjectType):
    payment_schedule_update = PaymentScheduleUpdate.Field(description="Save a claim's draft payment schedule.")
    payment_schedule_send = PaymentScheduleSend.Field(description="Send a claim's payment schedule (idempotent).")
    payment_schedule_mark_viewed = PaymentScheduleMarkViewed.Field(
        description="The supplier side opened the claim's sent payment schedule ('viewed').")
