"""Where a claim stands, read from its stored facts: the one reader every surface uses (the GraphQL
`Claim.standing`, the home lists, the export, the public link page, the PDFs and emails).

`facts_of` turns the rows a surface has already read (the claim, its latest submitted revision,
its sent schedule) into `ClaimFacts`; `standing_of` adds the day (Auckland) and applies
`app.domain.claim_standing.standing`; `as_json` writes both as the REST surfaces send them (the
public link page), field for field what GraphQL's `Claim.standing` answers. Nothing here reads the
database or recomputes a stored fact.
"""
from datetime import date

from app.claims.models import LIVE_STATUSES
from app.domain import claim_standing as rules
from app.domain.working_days import today_in_auckland
from app.schedules.deadline import claimed_amount
from app.schedules.models import SENT


def label_of(claim) -> str | None:
    """'Draft' (never submitted), 'Editing' (a submitted claim with a draft), or None."""
    if claim.draft_rev is None or claim.status not in LIVE_STATUSES:
        return None
    return "Editing" if claim.latest_rev is not None else "Draft"


def facts_of(claim, revision, schedule) -> rules.ClaimFacts:
    """`revision`: the claim's latest submitted revision (None: never submitted); `schedule`: its
    payment schedule (only a sent one counts)."""
    sent = schedule if schedule is not None and schedule.status == SENT else None
    submitted = revision if revision is not None and not revision.is_draft else None
    return rules.ClaimFacts(
        status=claim.status, label=label_of(claim),
        revision_type=submitted.type if submitted is not None else None,
        claimed=claimed_amount(submitted), claim_due=submitted.due_date if submitted is not None else None,
        deadline=claim.schedule_deadline,
        scheduled=sent.scheduled_amount if sent is not None else None,
        schedule_payment_date=sent.due_date if sent is not None else None,
        schedule_given_late=bool(sent is not None and sent.given_late),
        payable=claim.payable, payment_due=claim.payment_due, paid_by_payer=claim.paid_by_payer,
        paid_to_payee=claim.paid_to_payee, is_paid=claim.is_paid, is_paying=claim.is_paying,
    )


def standing_of(claim, revision, schedule, today: date | None = None) -> rules.Standing:
    return rules.standing(facts_of(claim, revision, schedule), today or today_in_auckland())


def summary_of(facts: rules.ClaimFacts) -> str | None:
    """'Scheduled $130,237.50 of $160,281.25' once a schedule is sent; None before."""
    if facts.scheduled is None or facts.claimed is None:
        return None
    return rules.scheduled_of_claimed(facts.scheduled, facts.claimed)


def late_notice_of(facts: rules.ClaimFacts, standing: rules.Standing) -> str | None:
    """What the payer reads before giving a schedule once the deadline has passed; None before."""
    if not standing.schedule_overdue or facts.claimed is None:
        return None
    return rules.late_schedule_notice(facts.deadline, facts.claimed)


def _iso(day: date | None) -> str | None:
    return day.isoformat() if day is not None else None


def as_json(facts: rules.ClaimFacts, today: date | None = None) -> dict:
    """Where the claim stands on `today` (default: today in Auckland) as JSON (amounts in cents, dates
    ISO): the fields and values of GraphQL's `ClaimStanding` (app.graphql.payments.types), for a
    surface outside GraphQL."""
    standing = rules.standing(facts, today or today_in_auckland())
    debt = standing.debt
    return {
        "state": (standing.state or rules.State.DRAFT).value,
        "badges": [{"text": b.text, "tone": b.tone.value} for b in standing.badges],
        "scheduleDeadline": _iso(facts.deadline),
        "claimDueDate": _iso(facts.claim_due),
        "schedulePaymentDate": _iso(facts.schedule_payment_date),
        "paymentDue": _iso(facts.payment_due),
        "claimed": facts.claimed,
        "scheduled": facts.scheduled,
        "payable": facts.payable,
        "received": facts.received,
        "paidByPayer": facts.paid_by_payer,
        "paidToPayee": facts.paid_to_payee,
        "outstanding": standing.outstanding,
        "scheduleGivenLate": facts.schedule_given_late,
        "scheduleOverdue": standing.schedule_overdue,
        "paymentOverdue": standing.payment_overdue,
        "debt": None if debt is None else {"sections": debt.sections, "amount": debt.amount, "since": _iso(debt.since),
                                           "statement": debt.statement},
        "amountsDiffer": standing.amounts_differ,
        "nextDate": _iso(standing.next_date),
        "nextLabel": standing.next_label,
        "summary": summary_of(facts),
        "lateScheduleNotice": late_notice_of(facts, standing),
    }
