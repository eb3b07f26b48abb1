"""The types of the remedies: the ground, the notice and its service, the suspensions, the remedies
a claim's facts allow, the contract's terms of service by email."""
import graphene

from app.domain import suspension as rule
from app.enforcement.models import MANNER_WORDS, served_words
from app.graphql.core.scalars import Cents

SuspensionGround = graphene.Enum(
    "SuspensionGround", [(g.name, g.value) for g in rule.Ground],
    description=("The circumstance of s 24A(1)(a) giving the right to suspend work: NO_SCHEDULE_UNPAID (s 23: no "
                 "payment schedule by the deadline, the claimed amount unpaid after its due date), SCHEDULED_UNPAID "
                 "(s 24: the scheduled amount unpaid after its date), DETERMINATION_UNPAID (s 59: an adjudicator's "
                 "determination unpaid by its date)."))

ServiceManner = graphene.Enum(
    "ServiceManner", [(m.upper(), m) for m in MANNER_WORDS],
    description=("How a notice was served (s 80; regs 9-10 for email): EMAIL (through Claimdesk, where email service "
                 "is agreed), PERSONAL (delivered to the person), LEFT (left at the usual or last known place of "
                 "business or residence), POST."))


class SuspensionNotice(graphene.ObjectType):
    class Meta:
        description = "A notice of intention to suspend work (ss 23(2)(b), 24(2)(b), 59(2)(b)) and its service."

    ground = graphene.Field(SuspensionGround, required=True, description="The ground it was given on.")
    section = graphene.String(required=True, description="The section it is given under, e.g. '23(2)(b)'.")
    unpaid = graphene.Field(Cents, required=True, description="The unpaid amount it names, including GST, cents.")
    notice_date = graphene.Date(required=True, description="The date of the notice: the 5 working days run from it.")
    pay_by = graphene.Date(required=True, description="The fifth working day after the notice's date.")
    suspend_from = graphene.Date(required=True, description="The first day work may be suspended if still unpaid.")
    sentence = graphene.String(required=True, description=(
        "'If the amount is not paid within 5 working days after the date of this notice, that is by the end of "
        "{date}, work may be suspended from {date}.'"))
    served_manner = graphene.Field(ServiceManner, description="How it was served; null until recorded.")
    served_words = graphene.String(description="How and when it was served, in words; null until served.")
    served_on = graphene.Date(description="The day it was served; null until served.")
    served_to = graphene.String(required=True, description="On whom (or where) it was served; the addresses emailed.")
    pdf_url = graphene.String(required=True, description="The notice as PDF (relative URL).")

    def resolve_ground(root, info):
        return root.ground

    def resolve_sentence(root, info):
        return rule.NoticeDates(root.notice_date, root.pay_by, root.suspend_from).sentence

    def resolve_served_words(root, info):
        return served_words(root.served_manner, root.served_on)


class WorkSuspension(graphene.ObjectType):
    class Meta:
        description = "Work suspended under s 24A, and when it resumed; the days suspended (s 24A(2)(c))."

    suspended_on = graphene.Date(required=True, description="The first day work was suspended.")
    resumed_on = graphene.Date(description="The day work resumed; null while it is suspended.")
    scope = graphene.String(required=True, description="The work suspended, as recorded.")
    calendar_days = graphene.Int(required=True, description="Calendar days suspended (through today while it lasts).")
    working_days = graphene.Int(required=True, description="Working days among them: the extension of time s 24A(2)(c) gives.")
    days_words = graphene.String(required=True, description="E.g. '7 calendar days (5 working days) suspended'.")


class Remedy(graphene.ObjectType):
    class Meta:
        description = "A remedy the claim's facts allow ('What you can do now'), with its date."

    kind = graphene.String(required=True, description=(
        "A stable code: debt_statement, suspension_notice, record_suspension, lift_suspension (and others added by "
        "other parts, e.g. the notice of adjudication)."))
    title = graphene.String(required=True, description="Its name.")
    detail = graphene.String(required=True, description="What it does and on what facts, in words.")
    date = graphene.Date(description="The date that matters to it (since when, from when).")
    available = graphene.Boolean(required=True, description="Whether it can be done today.")
    reason = graphene.String(description="Why it cannot be done yet, when it cannot.")


class ServiceTerms(graphene.ObjectType):
    class Meta:
        description = ("Whether the contract's parties agree to service of notices by email (Construction Contracts "
                       "Regulations 2003, regs 9-10). Off unless recorded.")

    email_service_agreed = graphene.Boolean(required=True, description="Email service is agreed.")
    basis = graphene.String(required=True, description="'clause' (a clause of the contract), 'routine' (the parties' routine use of email), or ''.")
    clause = graphene.String(required=True, description="The clause agreeing to it, when by clause.")
    viewer_can_edit = graphene.Boolean(required=True, description="The viewer may change the terms (Edit on the contract).")

    def resolve_basis(root, info):
        return root.email_basis


class ClaimEnforcement(graphene.ObjectType):
    class Meta:
        description = "The remedies of an unpaid payee on a claim (the supplier side's view): the Act's ground, notice and suspension."

    ground = graphene.Field(SuspensionGround, description="The ground for suspending work today; null when none.")
    ground_words = graphene.String(description="The ground in words; null when none.")
    unpaid = graphene.Field(Cents, required=True, description="The unpaid amount the ground is for (0 without one).")
    unpaid_since = graphene.Date(description="The first day the ground held.")
    reasons = graphene.List(graphene.NonNull(graphene.String), required=True, description=(
        "Why there is no ground (e.g. 'The due date for payment (27 November 2026) has not passed.'), or what to "
        "know about the one there is."))
    notice_section = graphene.String(description="The section a notice today would be given under, e.g. '23(2)(b)'.")
    notice = graphene.Field(SuspensionNotice, description="The claim's notice of intention to suspend, once generated.")
    suspensions = graphene.List(graphene.NonNull(WorkSuspension), required=True, description="Suspensions recorded, oldest first.")
    remedies = graphene.List(graphene.NonNull(Remedy), required=True, description="What you can do now, with dates.")
    debt_statement_url = graphene.String(description="The debt statement as PDF (relative URL); null when no debt is due.")
    terms = graphene.Field(ServiceTerms, required=True, description="The contract's terms of service by email.")
    how_to_serve = graphene.String(required=True, description="How to serve a notice without email service (s 80).")
    protections = graphene.List(graphene.NonNull(graphene.String), required=True, description="A plain summary of s 24A(2).")
    suspend_from_note = graphene.String(required=True, description="How the day work may be suspended from is read.")
    rules_note = graphene.String(required=True, description="The rules' date and 'This is not legal advice.'")
