"""Claim.scheduleDeadline: when the payer's payment schedule is due, and why (issue 13).

The field is declared here and attached to Claim as one attribute (`schedule_deadline =
schedule_deadline_field()` in app.graphql.claims.types), so the schedule types and this field grow
apart. Skipped days reuse the rules type CcaSkippedDay, the deadline engine's own explanation.
"""
import graphene

from app.graphql.claims.loaders import RevisionsLoader
from app.graphql.core.loaders import then
from app.graphql.rules.schema import CcaSkippedDay
from app.schedules.deadline import ANSWERABLE, claim_deadline


class ScheduleDeadline(graphene.ObjectType):
    class Meta:
        description = ("When the payer's payment schedule for a claim is due: the period the contract agrees, "
                       "else 20 working days after the claim was served (Construction Contracts Act 2002, s 22).")

    date = graphene.Date(required=True, description="The payer's deadline for a payment schedule (Auckland date).")
    basis = graphene.String(required=True, description="How it was counted, e.g. '20 working days after the claim "
                                                       "was served on 3 March 2027'.")
    skipped = graphene.List(graphene.NonNull(CcaSkippedDay), required=True,
                            description="The days not counted between service and the deadline, with their reasons.")
    working_days_left = graphene.Int(required=True, description="Working days after today up to the deadline: "
                                                                "0 on the day, negative once passed.")
    is_passed = graphene.Boolean(required=True, description="The deadline has passed.")
    overdue_statement = graphene.String(description="Once the deadline has passed with no payment schedule: the "
                                                    "statement that the claimed amount is due as a debt "
                                                    "(sections 22\u201323); else null.")
    terms = graphene.String(required=True, description="The contract's payment terms the claim was sent under, in "
                                                       "words: claim date, schedule period, payment due.")
    act_notes = graphene.List(graphene.NonNull(graphene.String), required=True,
                              description="What the Act supplies where those terms are silent, with its section "
                                          "(e.g. no schedule period: 20 working days, s 22(b)(ii)).")
    holidays_note = graphene.String(description="For a deadline after 2031: that public holidays are those the law "
                                                "sets today, a one-off holiday declared later not counted; else null.")


def resolve_schedule_deadline(root, info):
    claim = root.claim
    if claim.status not in ANSWERABLE or claim.schedule_deadline is None:
        return None

    def build(revisions):
        revision = next((r for r in revisions if r.rev == claim.latest_rev), None)
        found = claim_deadline(claim, revision)
        if found is None:
            return None
        deadline = found.deadline
        return ScheduleDeadline(
            date=deadline.date, basis=deadline.basis,
            skipped=[CcaSkippedDay(date=day.date, reason=day.reason) for day in deadline.skipped],
            working_days_left=deadline.working_days_left, is_passed=deadline.is_passed,
            overdue_statement=found.overdue_statement, terms=found.terms, act_notes=list(found.act_notes),
            holidays_note=found.holidays_note,
        )

    return then(RevisionsLoader(info).load(claim.id), build)


def schedule_deadline_field() -> graphene.Field:
    """Claim.scheduleDeadline, made where Claim declares it (graphene orders fields as they are made)."""
    return graphene.Field(
        ScheduleDeadline, resolver=resolve_schedule_deadline,
        description="When the payer's payment schedule is due, with the working days counted; null for claims "
                    "New, Voided or Deleted.",
    )
