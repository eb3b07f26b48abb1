"""The payment schedule fields of the Claim type (`schedule`, `viewerCanSchedule`,
`viewerCanDraftSchedule`), resolved over the Claim type's root (its contract as the viewer sees it,
`found`, and the claim row, `claim`)."""
import graphene

from app.graphql.core.loaders import then
from app.graphql.schedules.loaders import ScheduleLoader
from app.graphql.schedules.types import PaymentSchedule, ScheduleView
from app.schedules import policy
from app.schedules.models import SENT

schedule = graphene.Field(PaymentSchedule, description=(
    "The claim's payment schedule: a sent one for everyone; a draft only for the customer side (CustomerDraft or "
    "CustomerSubmit), who see an unsaved draft (version 0) until the first save while the claim can be scheduled. "
    "Null otherwise."))
viewer_can_schedule = graphene.Boolean(required=True, description=(
    "paymentScheduleSend ('Add Payment Schedule'): CustomerSubmit, the claim Sent (its latest submitted revision, "
    "not back in draft with the supplier), no schedule sent."))
viewer_can_draft_schedule = graphene.Boolean(required=True, description=(
    "paymentScheduleUpdate: CustomerDraft or CustomerSubmit, the same claim conditions."))


def resolve_schedule(root, info):
    found, claim = root.found, root.claim

    def pick(row):
        if row is not None and (row.status == SENT or policy.may_see_draft(found)):
            return ScheduleView(found, claim, row)
        if row is None and policy.may_draft(found, claim):
            return ScheduleView(found, claim, None)
        return None

    return then(ScheduleLoader(info).load(claim.id), pick)


def resolve_viewer_can_schedule(root, info):
    return policy.may_send(root.found, root.claim)


def resolve_viewer_can_draft_schedule(root, info):
    return policy.may_draft(root.found, root.claim)
