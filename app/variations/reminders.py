"""The price-estimate deadline reminder (issue 16, beyond the spec): 2 working days before an
issue's 'Deadline for price estimates', each recipient contract still without an estimate has its
supplier recipients (those the request email went to) reminded once.

- When: the periodic job (app.jobs.periodic, hourly, as the schedule reminders) promises it on the
  first run, from 7:00 in Auckland, on which at most 2 working days (app.domain.working_days: NZ
  weekends, public holidays, the Christmas closedown) are left until the deadline, and not after
  the deadline day. An issue raised with 2 working days or fewer to go gets none: its request
  email, just sent, names the deadline.
- Not when: the variation has an estimate (either side's: the price is in), or it is closed (an
  approval recorded, or its contract archived).
- Once: each email is promised through the outbox under a key per variation and person, so a
  second run, a retried job or two workers at once send nothing twice.
"""
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sqlalchemy import select

from app.contracts.models import Contract
from app.db import db
from app.documents.recipients import email_recipient, supplier_recipients_of
from app.domain.dates import long_date
from app.domain.schedule_deadline import working_days_left
from app.domain.working_days import AUCKLAND
from app.jobs.models import OutboxItem
from app.schedules.reminders import morning_run
from app.variations.emails import issue_link
from app.variations.models import PENDING, Issue, Variation

REMIND_AT_WORKING_DAYS = 2
# 2 working days are never further than this in calendar days (the closedown, weekends, holidays).
LOOK_AHEAD = timedelta(days=30)


@dataclass(frozen=True, slots=True)
class Due:
    variation: Variation
    issue: Issue
    contract: Contract
    days_left: int


def is_due(today: date, deadline: date, raised_on: date) -> int | None:
    """The working days left when a reminder is due on `today`, else None."""
    left = working_days_left(today, deadline)
    if not 0 <= left <= REMIND_AT_WORKING_DAYS or working_days_left(raised_on, deadline) <= REMIND_AT_WORKING_DAYS:
        return None
    return left


def reminder_key(variation_id: int, user_id: int) -> str:
    return f"variation-deadline-reminder:{variation_id}:{user_id}"


def send_due_reminders(now: datetime | None = None) -> int:
    """The periodic job: promise every reminder due now; returns how many were new."""
    return morning_run(now, _due, _promise, "estimate deadline reminders")


def _due(now: datetime, today: date) -> list[Due]:
    rows = db.session.execute(
        select(Variation, Issue, Contract)
        .join(Issue, Issue.id == Variation.issue_id)
        .join(Contract, Contract.id == Variation.contract_id)
        .where(Variation.estimate_rev == 0, Variation.supplier_status == PENDING,
               Variation.customer_status == PENDING, Contract.archived_at.is_(None),
               Issue.due_at >= today, Issue.due_at <= today + LOOK_AHEAD)
        .order_by(Variation.id)
    ).all()
    out = []
    for variation, issue, contract in rows:
        left = is_due(today, issue.due_at, issue.created_at.astimezone(AUCKLAND).date())
        if left is not None:
            out.append(Due(variation, issue, contract, left))
    return out


def _promise(due: list[Due]) -> int:
    recipients = supplier_recipients_of(sorted({d.contract.id for d in due}))
    keys = [f"email:{reminder_key(d.variation.id, r.user_id)}" for d in due for r in recipients[d.contract.id]]
    done = set(db.session.scalars(select(OutboxItem.key).where(OutboxItem.key.in_(keys))))
    sent = 0
    for d in due:
        for recipient in recipients[d.contract.id]:
            key = reminder_key(d.variation.id, recipient.user_id)
            if f"email:{key}" in done:
                continue
            subject, text = reminder_email(d, issue_link(recipient, d.issue.id, d.contract.id))
            email_recipient(recipient, subject=subject, text=text, key=key)
            sent += 1
    return sent


def reminder_email(d: Due, link: str) -> tuple[str, str]:
    """(subject, text): names the issue, its own contract only, and the deadline."""
    when = long_date(d.issue.due_at)
    to_go = "today" if d.days_left == 0 else f"in {d.days_left} working day{'s' if d.days_left != 1 else ''}"
    subject = f"Price estimate due by {when}: {d.issue.title} ({d.contract.site_name})"
    text = (
        f"Your cost and time estimate for the variation {d.issue.title} ({d.contract.site_name}) is due by {when}, "
        f"{to_go}, and none has been submitted yet.\n\n"
        f"Add your estimate: {link}\n"
    )
    return subject, text
