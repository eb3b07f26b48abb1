"""A claim's schedule deadline as both sides see it: the pure rule (app.domain.schedule_deadline)
applied to the claim's latest submitted revision and the period counted for it.

The date itself is a stored fact (`claims.schedule_deadline`, written by `app.payments.facts`
with `deadline_date` below when the claim is served); `claim_deadline` explains it for the day
asked: the days counted and skipped, the payment terms the claim was sent under (kept with it,
`claims.payment_terms` and `schedule_days`), what the Act supplies where they are silent, and,
for a count past the years whose holidays are checked, that a later one-off holiday is not
counted (app.domain.working_days). Only a served
payment claim has one (Sent or Scheduled); a claim answered by a schedule keeps its deadline for
the record, and the overdue statement belongs to a Sent claim only.
"""
from dataclasses import dataclass
from datetime import date, datetime

from app.claims.models import SCHEDULED, SENT
from app.domain.claim_standing import CCA_TYPES
from app.domain.errors import RuleError
from app.domain.schedule_deadline import ScheduleDeadline, overdue_statement, schedule_deadline
from app.domain import payment_terms
from app.domain.working_days import today_in_auckland, unconfirmed_holidays_note

ANSWERABLE = (SENT, SCHEDULED)


@dataclass(frozen=True, slots=True)
class ClaimDeadline:
    deadline: ScheduleDeadline
    overdue_statement: str | None
    terms: str  # the payment terms the claim was sent under, in words
    act_notes: tuple[str, ...]  # what the Act supplies where those terms are silent
    holidays_note: str | None  # what the count cannot know (one-off holidays of later years)


def claimed_amount(revision) -> int | None:
    """The claimed amount of a submitted revision: its net payment including GST (None: a draft)."""
    if revision is None or revision.is_draft:
        return None
    totals = revision.totals or {}
    if "netPayment" in totals:
        return totals["netPayment"]
    if revision.amount_excl is None:
        return None
    return revision.amount_excl + (revision.tax or 0)


def served_on(revision) -> date | None:
    """The Auckland date the revision was served (submitted); None when never submitted."""
    return served_day(revision.submitted_at) if revision is not None else None


def served_day(submitted_at: datetime | None) -> date | None:
    """`served_on` from the revision's moment of submission alone, for a caller that read only that column."""
    return today_in_auckland(submitted_at) if submitted_at is not None else None


def deadline_date(claim, revision) -> date | None:
    """The deadline of `claim`'s latest submitted `revision` counted with `claim.schedule_days`
    (None: the Act's 20), or None: not a served payment claim, withdrawn, or a date outside the
    known calendar. The writer of the stored fact calls this; readers read the fact."""
    if claim.status not in ANSWERABLE or revision is None or revision.rev != claim.latest_rev \
            or revision.type not in CCA_TYPES:
        return None
    served = served_on(revision)
    if served is None:
        return None
    try:
        return schedule_deadline(served, served, claim.schedule_days).date
    except RuleError:
        return None


def claim_deadline(claim, revision, today: date | None = None) -> ClaimDeadline | None:
    """The stored deadline of `claim`, explained as of `today` (the working days counted and skipped,
    the days left), with the overdue statement once it passed with no schedule; None when it has none."""
    if claim.schedule_deadline is None or revision is None or revision.rev != claim.latest_rev:
        return None
    served = served_on(revision)
    if served is None:
        return None
    try:
        deadline = schedule_deadline(served, today or today_in_auckland(), claim.schedule_days)
    except RuleError:
        return None
    statement = None
    if claim.status == SENT and deadline.is_passed:
        statement = overdue_statement(deadline.date, claimed_amount(revision) or 0, revision.due_date)
    terms = payment_terms.terms_of(claim.payment_terms, claim.schedule_days)
    return ClaimDeadline(deadline, statement, payment_terms.describe(terms), tuple(payment_terms.act_notes(terms)),
                         unconfirmed_holidays_note(deadline.date))
