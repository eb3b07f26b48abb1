"""The notice of adjudication, its disputed items, its timetable and its recorded steps."""
from datetime import date

import graphene
from graphql_relay import to_global_id

from app.adjudication import payments, policy
from app.adjudication.service import EVENT_LABELS, HOW_TO_SERVE, NoticeView
from app.documents.kinds import door_url
from app.documents.models import ADJUDICATION
from app.domain import adjudication as rules
from app.domain.claim_standing import NOT_LEGAL_ADVICE, RULES_AS_AT
from app.enforcement.models import served_words
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of


def _day(value: str | None) -> date | None:
    return date.fromisoformat(value) if value else None


def _determination(made: "rules.Determination | None") -> "DeterminationView | None":
    if made is None:
        return None
    return DeterminationView(adjudicator=made.adjudicator, made_on=made.made_on, amount=made.amount,
                             pay_by=made.pay_by, charging_order_approved=made.charging_order_approved,
                             no_pay_by=payments.NO_PAY_BY if made.pay_by is None else None)


class AdjudicationItem(graphene.ObjectType):
    class Meta:
        description = "A matter in dispute, listed on the notice (it fixes what the adjudicator may decide)."

    kind = graphene.String(required=True, description="'claim' (a payment claim, with its schedule) or 'variation'.")
    number = graphene.Int(required=True, description="The claim's number, or the variation's issue number.")
    label = graphene.String(required=True, description="The item as the notice lists it, its amounts in words.")
    claimed = graphene.Field(Cents, required=True, description="The claimed amount (a variation: its estimate).")
    scheduled = graphene.Field(Cents, description="The scheduled amount; null when no schedule was given.")
    paid = graphene.Field(Cents, description="What the payee has recorded as received; null for a variation.")
    disputed = graphene.Field(Cents, required=True, description="The amount in dispute.")
    variation_id = graphene.ID(description=(
        "A variation's global ID (as contractVariations gives it, and variationIds takes it); null for a claim."))

    @staticmethod
    def of(item: dict) -> "AdjudicationItem":
        variation = item.get("id") if item.get("kind") == "variation" else None
        return AdjudicationItem(variation_id=to_global_id("Variation", variation) if variation else None,
                                **{k: item.get(k) for k in ("kind", "number", "label", "claimed", "scheduled", "paid",
                                                            "disputed")})


class SkippedDayView(graphene.ObjectType):
    class Meta:
        description = "A day not counted as a working day, and why."

    date = graphene.Date(required=True, description="The day.")
    reason = graphene.String(required=True, description="Why it is not a working day ('Good Friday', 'Saturday').")


class AdjudicationStep(graphene.ObjectType):
    class Meta:
        description = "A date of the adjudication's timetable, with how it was counted (ss 36, 37, 37A, 46)."

    key = graphene.String(required=True, description=(
        "nominating_from, nominating_to, claim, response, reply, rejoinder or determination."))
    label = graphene.String(required=True, description="What is due ('Response due').")
    section = graphene.String(required=True, description="The section it comes from ('s 37(1)').")
    date = graphene.Date(description="The last day; null while the step it counts from has not been recorded.")
    explanation = graphene.String(required=True, description="How the date was counted, every day skipped named.")
    skipped = graphene.List(graphene.NonNull(SkippedDayView), required=True, description="The days not counted.")
    projected = graphene.Boolean(required=True, description=(
        "Counted from the last day of an earlier step that has not happened yet: it moves when that is recorded."))
    up_to = graphene.Boolean(required=True, description="The latest date, for a step allowed only if granted.")

    @staticmethod
    def of(step: rules.Step) -> "AdjudicationStep":
        return AdjudicationStep(key=step.key, label=step.label, section=step.section, date=step.date,
                                explanation=rules.explanation(step), projected=step.projected, up_to=step.up_to,
                                skipped=[SkippedDayView(date=s.date, reason=s.reason) for s in step.skipped])


class AdjudicationEventView(graphene.ObjectType):
    class Meta:
        description = "A step of the adjudication as recorded."

    kind = graphene.String(required=True, description=(
        "accepted, claim_served, response_served, response_extended, determination_extended or determined."))
    label = graphene.String(required=True, description="The step in words.")
    on = graphene.Date(required=True, description="The day it happened.")
    adjudicator = graphene.String(description="The adjudicator (acceptance, determination).")
    extended_to = graphene.Date(description="The date a time was extended to.")
    amount = graphene.Field(Cents, description="A determination's amount.")
    pay_by = graphene.Date(description="The date a determination must be paid by.")
    charging_order_approved = graphene.Boolean(description="A determination: whether a charging order was approved.")
    recorded_by = graphene.String(required=True, description="Who recorded it.")


class AdjudicationCopy(graphene.ObjectType):
    class Meta:
        description = "A copy of the notice served: to whom, when, and the SHA-256 of the PDF that went."

    email = graphene.String(required=True, description="The recipient.")
    sha256 = graphene.String(description="The SHA-256 of the PDF emailed; null until the email has gone.")
    served_at = graphene.DateTime(description="When the email carrying it went; null until then.")


class DeterminationPaymentView(graphene.ObjectType):
    class Meta:
        description = "A payment made towards the determination (s 59), as a party recorded it."

    paid_on = graphene.Date(required=True, description="The day it was paid.")
    amount = graphene.Field(Cents, required=True, description="The amount paid, including GST.")
    reference = graphene.String(required=True, description="Its reference; empty when none.")
    recorded_by = graphene.String(required=True, description="Who recorded it.")


class DeterminationView(graphene.ObjectType):
    class Meta:
        description = ("The adjudicator's determination that counts: the latest recorded on the notice (the one the "
                       "suspension rule and the debt statement read, s 59).")

    adjudicator = graphene.String(required=True, description="The adjudicator who made it.")
    made_on = graphene.Date(required=True, description="The day it was made.")
    amount = graphene.Field(Cents, required=True, description="The amount the payer must pay, in cents.")
    pay_by = graphene.Date(description=(
        "The date it must be paid by; null when none was recorded (it then grounds no suspension, s 59(2))."))
    charging_order_approved = graphene.Boolean(required=True, description="Whether a charging order was approved.")
    no_pay_by = graphene.String(description=(
        "Without a date for payment: why no payment can be recorded towards it, in the words the server refuses one "
        "with; null when it states the date."))


class FieldProblem(graphene.ObjectType):
    class Meta:
        description = "Something s 28(2) needs that the notice does not state yet, beside its field."

    field = graphene.String(required=True, description="The input field it belongs beside.")
    message = graphene.String(required=True, description="What to do, with the section.")


class AdjudicationNotice(graphene.ObjectType):
    class Meta:
        description = ("A notice of adjudication (Construction Contracts Act 2002, s 28): a draft until served; "
                       "served, its content is frozen and its timetable runs.")

    number = graphene.Int(required=True, description="Its number on the contract (1, 2 ...).")
    status = graphene.String(required=True, description="'Draft' or 'Served'.")
    claimant_relation = graphene.String(required=True, description="The party giving it: 'Supplier' or 'Customer'.")
    claimant_name = graphene.String(description="The claimant as the notice names it.")
    respondent_name = graphene.String(description="The respondent as the notice names it.")
    dispute = graphene.String(required=True, description="s 28(2)(b): the nature and a brief description of the dispute.")
    arose = graphene.String(required=True, description="s 28(2)(c): where and when the dispute arose.")
    relief = graphene.String(required=True, description="s 28(2)(d): the relief or remedy sought.")
    charging_order = graphene.Boolean(description="s 28(2)(e): approval for a charging order sought; null: not answered.")
    owner_liability = graphene.Boolean(description=(
        "s 28(2)(f): an owner's liability and a charging order against the owner sought; null: not answered."))
    items = graphene.List(graphene.NonNull(AdjudicationItem), required=True, description="The matters in dispute.")
    total_disputed = graphene.Field(Cents, required=True, description="The total in dispute.")
    problems = graphene.List(graphene.NonNull(FieldProblem), required=True, description=(
        "What stops it being served, each beside its field (empty once served)."))
    notice_date = graphene.Date(description="s 28(2)(a): the date of the notice, the day it was served.")
    sha256 = graphene.String(description="The SHA-256 of the PDF served; null until a copy has gone.")
    pdf_view_url = graphene.String(description=(
        "The served notice as PDF, the very bytes emailed (GET /v1/pdf?document=adjudication), relative; "
        "null for a draft."))
    draft_pdf_url = graphene.String(description=(
        "The draft as PDF to print and serve by hand or post (GET /v1/pdf?document=adjudication&revision=draft), "
        "relative; for a member with Edit on the contract while it is a draft, null otherwise."))
    copies = graphene.List(graphene.NonNull(AdjudicationCopy), required=True, description="The copies served.")
    timetable = graphene.List(graphene.NonNull(AdjudicationStep), required=True, description=(
        "Its dates, counted from its service and the steps recorded; empty until served."))
    events = graphene.List(graphene.NonNull(AdjudicationEventView), required=True, description="The steps recorded.")
    determination = graphene.Field(DeterminationView, description=(
        "The determination that counts (the latest recorded); null until one is recorded."))
    determination_paid = graphene.Field(Cents, required=True, description=(
        "Paid towards the determination so far (0 without a determination)."))
    determination_unpaid = graphene.Field(Cents, description=(
        "The determined amount less what has been paid towards it (s 59); null without a determination."))
    payments = graphene.List(graphene.NonNull(DeterminationPaymentView), required=True, description=(
        "The payments recorded towards the determination, oldest first."))
    served_manner = graphene.String(description=(
        "How it was served: email (through Claimdesk), personal, left or post (s 80); null for a draft."))
    served_words = graphene.String(description="How and when it was served, in words; null for a draft.")
    served_to = graphene.String(required=True, description="On whom (or where) it was served; the addresses emailed.")
    email_service_agreed = graphene.Boolean(required=True, description=(
        "The contract's parties agree to service by email (regs 9-10); otherwise it is served by hand or post."))
    how_to_serve = graphene.String(required=True, description="How to serve it without email service (s 80).")
    residential_occupier = graphene.Boolean(required=True, description=(
        "The contract is a residential construction contract (a party is a residential occupier of the premises): "
        "no charging order may be sought (s 10(c))."))
    owner_name = graphene.String(required=True, description="s 28(1)(b): the owner it is served on too, when (f) is yes.")
    owner_address = graphene.String(required=True, description="The owner's address for service.")
    owner_served_words = graphene.String(description="How and when it was served on the owner; null until recorded.")
    owner_served_on = graphene.Date(description="The day it was served on the owner; null until recorded.")
    viewer_can_act = graphene.Boolean(required=True, description="The viewer may change, serve and record (Edit).")
    rules_as_at = graphene.Date(required=True, description="The date of the rules it encodes.")
    not_legal_advice = graphene.String(required=True, description="'This is not legal advice.'")

    @staticmethod
    def of(view: NoticeView) -> "AdjudicationNotice":
        notice, frozen = view.notice, view.frozen
        served = notice.status != "Draft"
        node = AdjudicationNotice(
            number=notice.number, status=notice.status, claimant_relation=notice.claimant_relation,
            claimant_name=(frozen.get("claimant") or {}).get("name"),
            respondent_name=(frozen.get("respondent") or {}).get("name"),
            dispute=notice.dispute, arose=notice.arose, relief=notice.relief, charging_order=notice.charging_order,
            owner_liability=notice.owner_liability, items=[AdjudicationItem.of(i) for i in notice.items],
            total_disputed=sum(i["disputed"] for i in notice.items),
            problems=[] if served else [FieldProblem(field=f, message=m) for f, m in view.problems],
            notice_date=notice.notice_date, sha256=notice.sha256,
            copies=[AdjudicationCopy(email=c.email, sha256=c.sha256, served_at=c.served_at) for c in view.copies],
            timetable=[AdjudicationStep.of(s) for s in view.timetable],
            events=[AdjudicationEventView(
                kind=e.kind, label=EVENT_LABELS[e.kind], on=e.on, adjudicator=e.details.get("adjudicator"),
                extended_to=_day(e.details.get("to")), amount=e.details.get("amount"),
                pay_by=_day(e.details.get("pay_by")),
                charging_order_approved=e.details.get("charging_order_approved"), recorded_by=e.recorded_by_name)
                for e in view.events],
            determination=_determination(view.determination),
            determination_paid=view.paid,
            determination_unpaid=view.unpaid,
            payments=[DeterminationPaymentView(paid_on=p.paid_on, amount=p.amount, reference=p.reference,
                                               recorded_by=p.recorded_by_name) for p in view.payments],
            served_manner=notice.served_manner, served_words=served_words(notice.served_manner, notice.notice_date)
            if served else None, served_to=notice.served_to, email_service_agreed=view.email_agreed,
            how_to_serve=HOW_TO_SERVE, residential_occupier=view.residential, owner_name=notice.owner_name,
            owner_address=notice.owner_address,
            owner_served_words=served_words(notice.owner_served_manner, notice.owner_served_on),
            owner_served_on=notice.owner_served_on,
            viewer_can_act=policy.may_act(view.found), rules_as_at=RULES_AS_AT, not_legal_advice=NOT_LEGAL_ADVICE,
        )
        node.found = view.found  # for its PDF's link, which names the viewer
        return node

    @staticmethod
    def resolve_pdf_view_url(root, info):
        if root.status == "Draft":
            return None
        viewer = viewer_of(info)
        return door_url(ADJUDICATION, contract_gid=to_global_id("Contract", root.found.id),
                        account_id=viewer.account_id, org_slug=viewer.org.slug, number=root.number)

    @staticmethod
    def resolve_draft_pdf_url(root, info):
        if root.status != "Draft" or not root.viewer_can_act:
            return None
        viewer = viewer_of(info)
        return door_url(ADJUDICATION, contract_gid=to_global_id("Contract", root.found.id),
                        account_id=viewer.account_id, org_slug=viewer.org.slug, number=root.number,
                        revision="draft")


class BundleEntry(graphene.ObjectType):
    class Meta:
        description = "A document of an adjudication bundle, as its index and manifest.json list it."

    number = graphene.Int(required=True, description="Its number in the bundle.")
    title = graphene.String(required=True, description="What it is.")
    file = graphene.String(required=True, description="Its path in the ZIP.")
    page_from = graphene.Int(required=True, description="Its first page in the bundle PDF.")
    page_to = graphene.Int(required=True, description="Its last page in the bundle PDF.")
    sha256 = graphene.String(required=True, description="The SHA-256 of its file.")


class BundleExclusion(graphene.ObjectType):
    class Meta:
        description = "A document left out of the bundle, and why."

    title = graphene.String(required=True, description="What it is.")
    reason = graphene.String(required=True, description="Why it is not included.")


class AdjudicationBundle(graphene.ObjectType):
    class Meta:
        description = ("An adjudication bundle: one ZIP with a paginated PDF and its index, every document numbered "
                       "with its page range and SHA-256, and manifest.json; built in the background.")

    bundle_id = graphene.Int(required=True, description=(
        "Its database id (adjudicationBundle(id:)); not `id`, which names a Relay node's global ID."))
    status = graphene.String(required=True, description="Queued, Building, Ready or Failed.")
    progress = graphene.Int(required=True, description="How far it is built, 0 to 100.")
    sha256 = graphene.String(description="The SHA-256 of the ZIP, once ready.")
    download_url = graphene.String(description="Where to download the ZIP, once ready.")
    documents = graphene.List(graphene.NonNull(BundleEntry), required=True, description="Its documents, once ready.")
    excluded = graphene.List(graphene.NonNull(BundleExclusion), required=True, description="Documents left out.")

    @staticmethod
    def of(bundle, download_url: str | None) -> "AdjudicationBundle":
        manifest = bundle.manifest or {}
        return AdjudicationBundle(
            bundle_id=bundle.id, status=bundle.status, progress=bundle.progress, sha256=bundle.sha256,
            download_url=download_url if bundle.status == "Ready" else None,
            documents=[BundleEntry(number=d["number"], title=d["title"], file=d["file"], page_from=d["pages"][0],
                                   page_to=d["pages"][1], sha256=d["sha256"]) for d in manifest.get("documents", [])],
            excluded=[BundleExclusion(title=e["title"], reason=e["reason"]) for e in manifest.get("excluded", [])])
