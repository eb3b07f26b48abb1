"""`Claim.servedSuspensionNotice`: a served notice of intention to suspend as the customer side reads it
(its card on the claim page; app.enforcement.served). A few statements for the one
claim on its page; null on a list row's claim is never asked for."""
from dataclasses import fields

import graphene

from app.claims.document import revision_of
from app.domain.working_days import today_in_auckland
from app.enforcement import served, service
from app.graphql.core.scalars import Cents
from app.graphql.enforcement.claim import pdf_url


class ServedSuspensionDays(graphene.ObjectType):
    class Meta:
        description = "Work suspended under s 24A after the notice, and the days counted (s 24A(2)(c))."

    suspended_on = graphene.Date(required=True, description="The first day work was suspended.")
    resumed_on = graphene.Date(description="The day work resumed; null while it is suspended.")
    calendar_days = graphene.Int(required=True, description="Calendar days suspended (through today while it lasts).")
    working_days = graphene.Int(required=True, description="Working days among them.")
    days_words = graphene.String(required=True, description="E.g. '7 calendar days (5 working days) suspended'.")
    words = graphene.String(required=True, description="The sentence the card prints about it.")


class ServedSuspensionNotice(graphene.ObjectType):
    class Meta:
        description = ("A notice of intention to suspend work served on the customer side (ss 23(2)(b), 24(2)(b), "
                       "59(2)(b)), its dates as stored with it (the supplier's too), and any suspension after it.")

    title = graphene.String(required=True, description="'Notice of intention to suspend work'.")
    section = graphene.String(required=True, description="The section it is given under, e.g. '23(2)(b)'.")
    notice_date = graphene.Date(required=True, description="The date of the notice: the 5 working days run from it.")
    served_on = graphene.Date(required=True, description="The day it was served.")
    served_words = graphene.String(required=True, description="How and when it was served, in words.")
    unpaid = graphene.Field(Cents, required=True, description="The unpaid amount it names, including GST, cents.")
    pay_by = graphene.Date(required=True, description="The fifth working day after the notice's date.")
    pay_by_words = graphene.String(required=True, description=(
        "The pay-by date with its weekday, as the notice names it ('Monday 9 March 2026')."))
    suspend_from = graphene.Date(required=True, description="The first day work may be suspended if still unpaid.")
    suspend_from_words = graphene.String(required=True, description=(
        "The first day work may be suspended, with its weekday ('Tuesday 10 March 2026')."))
    sentence = graphene.String(required=True, description="The notice's own sentence with the two dates.")
    still_unpaid = graphene.Boolean(required=True, description="The amount is still unpaid today (a ground remains).")
    what_to_do = graphene.String(description="What the payer can do now, in words; null while work is suspended.")
    suspensions = graphene.List(graphene.NonNull(ServedSuspensionDays), required=True,
                                description="Suspensions after this notice, oldest first.")
    pdf_url = graphene.String(required=True, description="The notice as PDF (relative URL).")


served_suspension_notice = graphene.Field(ServedSuspensionNotice, description=(
    "The notice of intention to suspend work served on this claim, as the customer side reads it (its card); null "
    "until it has been served, and for anyone but the customer side (CustomerDraft): the supplier side reads the "
    "notice in its remedies (Claim.enforcement)."))


def resolve_served_suspension_notice(root, info):
    found, claim = root.found, root.claim
    if not served.may_read(found) or claim.latest_rev is None:
        return None
    notice = service.latest_notice(claim.id)
    if notice is None or notice.served_on is None:
        return None
    today = today_in_auckland()
    still_unpaid = service.eligibility_of(claim, today, service.determination_of(claim),
                                          revision_of(claim, claim.latest_rev)).ground is not None
    view = served.served_notice(notice, service.suspensions_of(claim.id), today, still_unpaid)
    return ServedSuspensionNotice(pdf_url=pdf_url(info, found, claim.number, "suspension"),
                                  **{f.name: getattr(view, f.name) for f in fields(view)})
