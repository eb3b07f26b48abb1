"""Where a claim stands under the Act (`ClaimStanding`), its badges, and its payment records
(`ClaimPayment`). Every date and amount here is a stored fact of the claim (app.payments.facts)
read through `app.payments.standing`: no screen recomputes one."""
import graphene

from app.domain import claim_standing as rules
from app.graphql.core.scalars import Cents
from app.payments.models import PAYEE, PAYER
from app.payments.standing import late_notice_of, summary_of


class PaymentSide(graphene.Enum):
    class Meta:
        description = "Who recorded a payment: the payer ('Payment sent') or the payee ('Payment received')."

    Payer = PAYER
    Payee = PAYEE


class ClaimState(graphene.Enum):
    class Meta:
        description = "Where a claim stands: the first of its badges, and the export's status."

    Draft = rules.State.DRAFT.value
    Editing = rules.State.EDITING.value
    Voided = rules.State.VOIDED.value
    Deleted = rules.State.DELETED.value
    AwaitingSchedule = rules.State.AWAITING_SCHEDULE.value
    ScheduleOverdue = rules.State.SCHEDULE_OVERDUE.value
    AwaitingPayment = rules.State.AWAITING_PAYMENT.value
    PartPaid = rules.State.PART_PAID.value
    Paid = rules.State.PAID.value


class BadgeTone(graphene.Enum):
    class Meta:
        description = "The colour of a badge (the design system's tones)."

    neutral = rules.Tone.NEUTRAL.value
    primary = rules.Tone.PRIMARY.value
    success = rules.Tone.SUCCESS.value
    warning = rules.Tone.WARNING.value
    danger = rules.Tone.DANGER.value
    info = rules.Tone.INFO.value
    accent = rules.Tone.ACCENT.value


class ClaimBadge(graphene.ObjectType):
    class Meta:
        description = "A badge of a claim, in the words every screen shows."

    text = graphene.String(required=True, description="E.g. 'Schedule Due 7 Jan 2027', 'Part paid', 'Paid'.")
    tone = graphene.Field(BadgeTone, required=True, description="Its colour.")

    def resolve_tone(root, info):
        return root.tone.value


class ClaimDebt(graphene.ObjectType):
    class Meta:
        description = ("An amount the Act makes a debt due (ss 22\u201323: no schedule in time and the claimed amount "
                       "unpaid after its due date; s 24: the scheduled amount unpaid after its payment date).")

    sections = graphene.String(required=True, description="'ss 22\u201323' or 's 24'.")
    amount = graphene.Field(Cents, required=True, description="What is outstanding, including GST.")
    since = graphene.Date(required=True, description="The first day it was so (Auckland).")
    statement = graphene.String(required=True, description="What both sides read, e.g. 'The claimed amount "
                                                            "($X) is a debt due since {date} (ss 22\u201323).'")


class ClaimStanding(graphene.ObjectType):
    class Meta:
        description = ("Where a claim stands under the Construction Contracts Act 2002 today (Auckland): its three "
                       "dates, what is payable, received and outstanding, and the debt the Act makes of it. The same "
                       "facts on every screen, email, PDF and export.")

    state = graphene.Field(ClaimState, required=True, description="Where it stands.")
    badges = graphene.List(graphene.NonNull(ClaimBadge), required=True,
                           description="Its badges, the first being its state (spec 2 'Organisation home').")
    schedule_deadline = graphene.Date(description="The payment-schedule deadline (s 22): 'Schedule due {date}'. Null "
                                                  "for a claim not served, withdrawn, or an invoice.")
    claim_due_date = graphene.Date(description="The claim's due date for payment, as stated in the claim.")
    schedule_payment_date = graphene.Date(description="The payment date stated in the sent payment schedule.")
    payment_due = graphene.Date(description="The payment date that applies: the schedule's when a schedule was "
                                            "given in time, else the claim's due date ('Payment due {date}').")
    claimed = graphene.Field(Cents, description="The claimed amount, including GST (none from a supplier not registered "
                                                  "for GST; null: never submitted).")
    scheduled = graphene.Field(Cents, description="The scheduled amount of the sent schedule, including GST.")
    payable = graphene.Field(Cents, description="The scheduled amount when a schedule was given in time, else the "
                                                "claimed amount (s 22).")
    received = graphene.Field(Cents, required=True, description="What the payee's own records ('Payment received') "
                                                                "confirm; 0 before it records any.")
    paid_by_payer = graphene.Field(Cents, description="The total of the payer's records ('Payment sent'); null: "
                                                      "none.")
    paid_to_payee = graphene.Field(Cents, description="The total of the payee's records ('Payment received'); null: "
                                                      "none.")
    outstanding = graphene.Field(Cents, description="Payable less received, never below nil; null for a claim not "
                                                    "served.")
    schedule_given_late = graphene.Boolean(required=True, description="The schedule was sent after the deadline "
                                                                      "('Given late').")
    schedule_overdue = graphene.Boolean(required=True, description="The deadline passed with no schedule.")
    payment_overdue = graphene.Boolean(required=True, description="The payment date passed with an amount "
                                                                  "outstanding.")
    debt = graphene.Field(ClaimDebt, description="The amount the Act makes a debt due, and since when; null when none.")
    amounts_differ = graphene.Boolean(required=True, description="Both sides recorded payments and their totals "
                                                                 "differ (both are shown).")
    next_date = graphene.Date(description="The one date a list shows beside the claim: the schedule deadline while a "
                                          "schedule is awaited, else the payment date that applies.")
    next_label = graphene.String(description="nextDate named: 'Schedule due {date}' / 'Schedule overdue' / 'Payment "
                                             "due {date}' / 'Payment overdue'.")
    next_overdue = graphene.Boolean(required=True, description=(
        "The date nextLabel names has passed unmet: the schedule deadline with no schedule (scheduleOverdue), or the "
        "payment date with an amount no record covers (paymentOverdue). The lists' danger colour."))
    summary = graphene.String(description="'Scheduled $130,237.50 of $160,281.25' once a schedule is sent; null "
                                          "before.")
    late_schedule_notice = graphene.String(description="Once the deadline has passed with no schedule sent: what the "
                                                       "payer reads before giving one late.")

    def resolve_state(root, info):
        return root.standing.state.value if root.standing.state else rules.State.DRAFT.value

    def resolve_badges(root, info):
        return list(root.standing.badges)

    def resolve_schedule_deadline(root, info):
        return root.facts.deadline

    def resolve_claim_due_date(root, info):
        return root.facts.claim_due

    def resolve_schedule_payment_date(root, info):
        return root.facts.schedule_payment_date

    def resolve_payment_due(root, info):
        return root.facts.payment_due

    def resolve_claimed(root, info):
        return root.facts.claimed

    def resolve_scheduled(root, info):
        return root.facts.scheduled

    def resolve_payable(root, info):
        return root.facts.payable

    def resolve_received(root, info):
        return root.facts.received

    def resolve_paid_by_payer(root, info):
        return root.facts.paid_by_payer

    def resolve_paid_to_payee(root, info):
        return root.facts.paid_to_payee

    def resolve_outstanding(root, info):
        return root.standing.outstanding

    def resolve_schedule_given_late(root, info):
        return root.facts.schedule_given_late

    def resolve_schedule_overdue(root, info):
        return root.standing.schedule_overdue

    def resolve_payment_overdue(root, info):
        return root.standing.payment_overdue

    def resolve_debt(root, info):
        return root.standing.debt

    def resolve_amounts_differ(root, info):
        return root.standing.amounts_differ

    def resolve_next_date(root, info):
        return root.standing.next_date

    def resolve_next_label(root, info):
        return root.standing.next_label

    def resolve_next_overdue(root, info):
        return root.standing.next_overdue

    def resolve_summary(root, info):
        return summary_of(root.facts)

    def resolve_late_schedule_notice(root, info):
        return late_notice_of(root.facts, root.standing)


class ClaimPayment(graphene.ObjectType):
    class Meta:
        description = ("A payment recorded by one side: never edited; a correction is a later record replacing it "
                       "(an amount of 0 withdraws it).")

    id = graphene.ID(required=True, description="The record's id (claimPaymentRecord's correctsId).")
    side = graphene.Field(PaymentSide, required=True, description="Who recorded it.")
    paid_on = graphene.Date(required=True, description="The day of the payment.")
    amount = graphene.Field(Cents, required=True, description="Including GST, cents.")
    reference = graphene.String(required=True, description="The payment's reference.")
    note = graphene.String(required=True, description="Why it was recorded, when not typed ('Marked as paid').")
    corrects_id = graphene.ID(description="The record it replaces; null for a payment.")
    is_corrected = graphene.Boolean(required=True, description="A later record replaces it: it no longer counts.")
    recorded_by = graphene.String(required=True, description="Who recorded it (the name at the time).")
    recorded_at = graphene.DateTime(required=True, description="When it was recorded.")
    viewer_can_correct = graphene.Boolean(required=True, description="The viewer's side recorded it, it still "
                                                                      "counts, and the viewer may record payments.")

    def resolve_id(root, info):
        return root.record.id

    def resolve_side(root, info):
        return root.record.side

    def resolve_paid_on(root, info):
        return root.record.paid_on

    def resolve_amount(root, info):
        return root.record.amount

    def resolve_reference(root, info):
        return root.record.reference

    def resolve_note(root, info):
        return root.record.note

    def resolve_corrects_id(root, info):
        return root.record.corrects_id

    def resolve_is_corrected(root, info):
        return root.is_corrected

    def resolve_recorded_by(root, info):
        return root.record.recorded_by_name

    def resolve_recorded_at(root, info):
        return root.record.recorded_at

    def resolve_viewer_can_correct(root, info):
        return root.viewer_can_correct
