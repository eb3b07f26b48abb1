"""feedbackSend: a signed-in person's feedback about the product, to support."""
import graphene

from app.feedback import service
from app.graphql.core.mutations import ViewerMutation


class FeedbackSendInput(graphene.InputObjectType):
    class Meta:
        description = "Feedback (spec 1: 'a mutation with input message')."

    message = graphene.String(required=True, description="What they want to tell us: plain text, at most 5,000 "
                                                         "characters, not blank.")


class FeedbackSendPayload(graphene.ObjectType):
    class Meta:
        description = "The feedback was kept and will be emailed to support."

    sent = graphene.Boolean(required=True, description="Always true: a refusal is an error.")


class FeedbackSend(ViewerMutation):
    class Meta:
        description = ("Send feedback to support (kept, and emailed through the outbox). At most 10 per account an "
                       "hour (RATE_LIMITED, retryAfter).")
        output = FeedbackSendPayload

    class Arguments:
        input = FeedbackSendInput(required=True, description="The feedback.")

    @classmethod
    def perform(cls, viewer, input):
        service.send_feedback(viewer, input.message)
        return FeedbackSendPayload(sent=True)


class FeedbackMutation(graphene.ObjectType):
    feedback_send = FeedbackSend.Field(description="Send feedback to support.")
