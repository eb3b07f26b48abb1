"""The payment fields of the Claim type (`standing`, `payments`, `viewerCanRecordPayment`), resolved
over the Claim type's root (its contract as the viewer sees it, `found`, and the claim row,
`claim`); a page of claims reads its revisions, schedules and payments in a statement each."""
from dataclasses import dataclass

import graphene

from app.domain import claim_standing as rules
from app.domain.working_days import today_in_auckland
from app.graphql.claims.loaders import RevisionsLoader
from app.graphql.core.loaders import both, then
from app.graphql.core.scalars import Cents
from app.graphql.payments.loaders import PaymentsLoader
from app.graphql.payments.types import ClaimPayment, ClaimStanding, PaymentSide
from app.graphql.schedules.loaders import ScheduleLoader
from app.payments import policy
from app.payments.models import PAYEE
from app.payments.standing import facts_of


@dataclass(frozen=True)
class StandingView:
    facts: rules.ClaimFacts
    standing: rules.Standing


@dataclass(frozen=True)
class PaymentView:
    record: object  # ClaimPayment row
    is_corrected: bool
    viewer_can_correct: bool


standing = graphene.Field(ClaimStanding, required=True, description=(
    "Where the claim stands under the Act today: its payment-schedule deadline, its payment date, what is payable, "
    "received and outstanding, its badges and any debt due."))
payments = graphene.List(graphene.NonNull(ClaimPayment), required=True, description=(
    "The payments both sides recorded, oldest first (corrections included, each naming the record it replaces)."))
viewer_can_record_payment = graphene.Boolean(required=True, description=(
    "claimPaymentRecord: the customer side (CustomerDraft) records 'Payment sent', the supplier side "
    "(SupplierDraft) 'Payment received', on a claim served and not withdrawn."))


viewer_payment_side = graphene.Field(PaymentSide, description=(
    "The side the viewer records payments for: Payer (the customer side: 'Payment sent') or Payee (the supplier "
    "side: 'Payment received'); null when it records none."))
viewer_outstanding = graphene.Field(Cents, description=(
    "What remains to be paid by the viewer side's own records: payable less the total of its own records (the "
    "payee's is `standing.outstanding`; the payer's counts what it recorded as sent), never below nil; null for a "
    "claim not served or a viewer who records no payments. The record-payment dialog's default amount."))


def standing_view(claim, revision, schedule) -> StandingView:
    facts = facts_of(claim, revision, schedule)
    return StandingView(facts, rules.standing(facts, today_in_auckland()))


def resolve_standing(root, info):
    claim = root.claim

    def view(revisions, schedule):
        latest = next((r for r in revisions if r.rev == claim.latest_rev), None) if claim.latest_rev else None
        return standing_view(claim, latest, schedule)

    return both(RevisionsLoader(info).load(claim.id), ScheduleLoader(info).load(claim.id), view)


def resolve_payments(root, info):
    may = policy.may_record(root.found, root.claim)
    side = policy.side_of(root.found)

    def views(records):
        corrected = {r.corrects_id for r in records if r.corrects_id is not None}
        return [PaymentView(r, r.id in corrected, may and r.side == side and r.id not in corrected and r.amount > 0)
                for r in records]

    return then(PaymentsLoader(info).load(root.claim.id), views)


def resolve_viewer_can_record_payment(root, info):
    return policy.may_record(root.found, root.claim)


def resolve_viewer_payment_side(root, info):
    return policy.side_of(root.found)


def resolve_viewer_outstanding(root, info):
    claim = root.claim
    side = policy.side_of(root.found)
    if side is None or claim.payable is None:
        return None
    own = claim.paid_to_payee if side == PAYEE else claim.paid_by_payer
    return rules.outstanding_of(claim.payable, own)
