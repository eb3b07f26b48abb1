"""The Claim fields of claims and payment schedules received outside Claimdesk (issue 34), resolved over
the Claim type's root (its contract as the viewer sees it, `found`, and the claim row, `claim`); the
mutations are app.graphql.payments.received."""
import graphene

from app.claims import attachments
from app.claims.models import ORIGIN_SENT
from app.contracts.models import CUSTOMER, SUPPLIER
from app.graphql.claims.loaders import RevisionsLoader
from app.graphql.contracts.loaders import parties_of
from app.graphql.core.loaders import both, then
from app.graphql.schedules.loaders import ScheduleLoader
from app.payments import received
from app.schedules.models import SENT


recorded_from = graphene.String(description=(
    "For a claim received outside Claimdesk: 'Recorded by {organisation} from a claim received by {email, post or "
    "hand}'; null for a claim served through Claimdesk."))
schedule_recorded_from = graphene.String(description=(
    "For a payment schedule received outside Claimdesk: 'Recorded by {organisation} from a payment schedule "
    "received by {email or post}'; null when there is none or it was given through Claimdesk."))
received_file_url = graphene.String(description=(
    "The claim as received (its PDF, a signed link that expires) for a claim recorded from one received outside "
    "Claimdesk; null otherwise."))
received_manner = graphene.String(description=(
    "For a claim received outside Claimdesk: how it was served on the customer side (email, post or hand); null "
    "for a claim served through Claimdesk."))
viewer_can_change_record = graphene.Boolean(required=True, description=(
    "receivedClaimCorrect and receivedClaimDelete: a claim the viewer's side (the customer, with Edit) recorded as "
    "received outside Claimdesk, the contract not archived. Whether a schedule or payment stops it is said when "
    "asked."))
viewer_can_record_schedule = graphene.Boolean(required=True, description=(
    "receivedScheduleRecord: the supplier side (SupplierSubmit), the claim Sent (not back in draft), no schedule "
    "sent."))


def _org_name(info, found, relation):
    return then(parties_of(info, found), lambda parties: parties[relation].org_name if parties.get(relation) else "")


def resolve_recorded_from(root, info):
    claim = root.claim
    if claim.origin == ORIGIN_SENT:
        return None
    return then(_org_name(info, root.found, CUSTOMER),
                lambda name: received.recorded_label(name, claim.origin, claim.received_manner, "claim"))


def resolve_schedule_recorded_from(root, info):
    def label(schedule, name):
        if schedule is None or schedule.status != SENT:
            return None
        return received.recorded_label(name, schedule.origin, schedule.received_manner, "payment schedule")

    return both(ScheduleLoader(info).load(root.claim.id), _org_name(info, root.found, SUPPLIER), label)


def resolve_received_manner(root, info):
    return None if root.claim.origin == ORIGIN_SENT else root.claim.received_manner


def resolve_received_file_url(root, info):
    claim = root.claim
    if claim.origin == ORIGIN_SENT or claim.latest_rev is None:
        return None
    def url(revisions):
        revision = next((r for r in revisions if r.rev == claim.latest_rev), None)
        shown = attachments.shown((revision.files or [])[:1], claim.id) if revision is not None else []
        return shown[0].url if shown else None

    return then(RevisionsLoader(info).load(claim.id), url)


def resolve_viewer_can_change_record(root, info):
    return received.may_change_record(root.found, root.claim)


def resolve_viewer_can_record_schedule(root, info):
    return received.may_record_schedule(root.found, root.claim)
