"""A claim's schedule deadline as both sides see it: the pure rule (app.domain.schedule_deadline)
applied to the claim's latest submitted revision and its contract's agreed period.

Only a submitted claim has one (Sent or Scheduled); a claim answered by a schedule keeps its
deadline for the record, and the overdue statement belongs to a Sent claim only.
"""
from dataclasses import dataclass
from datetime import date

from app.claims.models import SCHEDULED, SENT
from app.domain.errors import RuleError
from app.domain.schedule_deadline import ScheduleDeadline, overdue_statement, schedule_deadline
from app.domain.working_days import today_in_auckland

ANSWERABLE = (SENT, SCHEDULED)


@dataclass(frozen=True, slots=True)
class ClaimDeadline:
    deadline: ScheduleDeadline
    overdue_statement: str | None


def claimed_amount(revision) -> int:
    """The claimed amount of a submitted revision: its net payment including GST."""
    totals = revision.totals or {}
    if "netPayment" in totals:
        return totals["netPayment"]
    return (revision.amount_excl or 0) + (revision.tax or 0)


def served_on(revision) -> date | None:
    """The Auckland date the revision was served (submitted); None when never submitted."""
    return today_in_auckland(revision.submitted_at) if revision.submitted_at else None


def claim_deadline(claim, revision, agreed_days: int | None, today: date | None = None) -> ClaimDeadline | None:
    """The deadline of `claim` answering its latest submitted `revision`; None when it has none
    (not submitted, voided or deleted, or a date outside the known calendar)."""
    if claim.status not in ANSWERABLE or revision is None or revision.rev != claim.latest_rev:
        return None
    served = served_on(revision)
    if served is None:
        return None
    try:
        deadline = schedule_deadline(served, today or today_in_auckland(), agreed_days)
    except RuleError:
        return None
    statement = None
    if claim.status == SENT and deadline.is_passed:
        statement = overdue_statement(deadline.date, claimed_amount(revision), revision.due_date)
    return ClaimDeadline(deadline, statement)
