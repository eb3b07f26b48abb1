"""Contract.paymentTerms: the contract's claim date, schedule period and
payment due (issue 34; rules in app.domain.payment_terms, service in app.contracts.terms).

Declared here and attached to Contract as one attribute (`payment_terms = payment_terms_field()`
in app.graphql.contracts.types), as Claim.scheduleDeadline is; the mutation is in terms_update.py. Read from the contract row the
screen already holds: no statement of its own.
"""
import graphene

from app.contracts import terms as service
from app.domain import payment_terms as rules
from app.domain.working_days import today_in_auckland


class PaymentDueKind(graphene.Enum):
    class Meta:
        description = "How a contract states when payment is due."

    WorkingDays = rules.WORKING_DAYS  # N working days after the claim
    Days = rules.DAYS  # N days after the claim
    DayOfFollowingMonth = rules.DAY_OF_FOLLOWING_MONTH  # the Nth of the month following the claim's


class PaymentTerms(graphene.ObjectType):
    class Meta:
        description = ("A contract's payment terms: when claims are made, the working days the payer has for a "
                       "payment schedule, and when payment is due. A term not stated is null; the Act fills it "
                       "(actNotes).")

    claim_day = graphene.Int(description="The day of each month claims are made (1\u201331; a later one falls on "
                                         "the month's last day); null: not stated.")
    claim_day2 = graphene.Int(description="A second claim day each month (twice monthly), after the first.")
    claim_every_weeks = graphene.Int(description="Or claims every so many weeks (1\u20138), from claimFrom.")
    claim_from = graphene.Date(description="The first claim date of claims every so many weeks.")
    schedule_working_days = graphene.Int(description="The working days after a claim is served that the payer has "
                                                     "for a payment schedule; null: the Act's 20 (s 22(b)(ii)).")
    due_kind = graphene.Field(PaymentDueKind, description="How payment falls due; null: not stated (20 working days "
                                                          "after the claim, s 18(b)).")
    due_value = graphene.Int(description="The working days, days, or day of the following month of dueKind.")
    description = graphene.String(required=True, description="The terms in words, e.g. 'Claims on the 25th of each "
                                                             "month. Payment schedule within 10 working days after a "
                                                             "claim is served. Payment due on the 20th of the month "
                                                             "following the claim.'")
    act_notes = graphene.List(graphene.NonNull(graphene.String), required=True,
                              description="What the Act supplies where the terms are silent, with its section.")
    next_claim_date = graphene.Date(required=True, description="The date a claim made today takes by default "
                                                               "(Auckland): the next claim date, else today.")
    next_due_date = graphene.Date(description="That claim's default due date; null outside the known calendar.")
    due_text = graphene.String(required=True, description="When payment falls due, in words, e.g. 'Payment due on "
                                                          "the 20th of the month following the claim'.")
    at_a_glance = graphene.List(
        graphene.NonNull(graphene.String), required=True,
        description="The terms that differ from the Act's defaults, as chips on the lists say them (issue 40): "
                    "'schedules in 10 WD', 'pays in 14 days', 'pays in 10 WD', 'pays on the 20th of next month'; "
                    "empty when the Act's 20 working days apply to both (app.domain.payment_terms.at_a_glance).")
    due_date_for = graphene.Field(
        graphene.Date, claim_date=graphene.Date(required=True, description="The claim date (Auckland)."),
        description="The due date a claim dated claimDate takes under these terms (the claim's Dates dialog "
                    "suggests it as the date is typed); null outside the known calendar. The one server "
                    "function (app.domain.payment_terms.default_due) every default due date comes from.")

    def resolve_due_date_for(root, info, claim_date):
        return rules.default_due(_domain(root), claim_date)


def _domain(root: PaymentTerms) -> rules.PaymentTerms:
    """The checked domain terms this answer was made from (its own fields, as resolve_payment_terms set them)."""
    return rules.PaymentTerms(root.claim_day, root.claim_day2, root.claim_every_weeks, root.claim_from,
                              root.due_kind, root.due_value, root.schedule_working_days)


def _terms(root) -> rules.PaymentTerms:
    return service.terms_of(root.contract)


def resolve_payment_terms(root, info):
    terms = _terms(root)
    claim_date = rules.next_claim_date(terms, today_in_auckland())
    return PaymentTerms(
        claim_day=terms.claim_day, claim_day2=terms.claim_day2, claim_every_weeks=terms.every_weeks,
        claim_from=terms.weeks_from, schedule_working_days=terms.schedule_days, due_kind=terms.due_kind,
        due_value=terms.due_value, description=rules.describe(terms), act_notes=rules.act_notes(terms),
        next_claim_date=claim_date, next_due_date=rules.default_due(terms, claim_date), due_text=rules.due_text(terms),
        at_a_glance=rules.at_a_glance(terms),
    )


def payment_terms_field() -> graphene.Field:
    """Contract.paymentTerms, made where Contract declares it."""
    return graphene.Field(PaymentTerms, required=True, resolver=resolve_payment_terms,
                          description="The contract's payment terms: a new claim's date and due date default from "
                                      "them; a claim sent keeps those it was sent under.")
