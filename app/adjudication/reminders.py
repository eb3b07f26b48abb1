"""Reminders of the adjudication timetable's dates, on the schedule deadline's reminder steps (10, 5,
2 and 1 working days before, and on the day: app.domain.schedule_deadline.reminder_step).

- Which dates: the last day to apply to a nominating body, the adjudication claim (s 36), the response
  (s 37), the reply (s 37A) and the determination (s 46). A step already recorded as done (the claim
  served, the response served) has no more reminders, and a determination recorded ends them all.
- To whom: the party that must act: the claimant's recipients for the nominating body, the claim and
  the reply; the respondent's for the response; both for the determination (it is the adjudicator's,
  and both must be ready for it).
- When and once: the periodic job (app.jobs.periodic, hourly, from 7:00 in Auckland as the schedule
  reminders: `morning_run`) promises each through the outbox under a key naming the notice, the date,
  the step and the person; a date counted again (a step recorded) is a new date with its own reminders.
"""
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import select

from app.adjudication.models import CLAIM_SERVED, DETERMINED, RESPONSE_SERVED, SERVED, AdjudicationEvent, AdjudicationNotice
from app.contracts.models import Contract, SUPPLIER
from app.db import db
from app.documents.recipients import claim_recipients, email_recipient, supplier_recipients
from app.domain import adjudication as rules
from app.domain.dates import long_date
from app.domain.schedule_deadline import reminder_step, working_days_left
from app.jobs.models import OutboxItem
from app.schedules.reminders import morning_run

CLAIMANT, RESPONDENT, BOTH = "claimant", "respondent", "both"
REMINDED = {rules.NOMINATING_TO: CLAIMANT, rules.CLAIM: CLAIMANT, rules.RESPONSE: RESPONDENT, rules.REPLY: CLAIMANT,
            rules.DETERMINATION: BOTH}
DONE_BY = {rules.CLAIM: CLAIM_SERVED, rules.RESPONSE: RESPONSE_SERVED}


@dataclass(frozen=True, slots=True)
class Due:
    notice: AdjudicationNotice
    contract: Contract
    step: rules.Step
    days_left: int
    reminder: int  # the reminder step reached (10, 5, 2, 1)


def due_steps(steps: tuple[rules.Step, ...], done: set[str], today: date) -> list[tuple[rules.Step, int, int]]:
    """(step, working days left, reminder step) of each date a reminder is due for on `today`. Pure."""
    if DETERMINED in done:
        return []
    out = []
    for step in steps:
        if step.key not in REMINDED or step.date is None or DONE_BY.get(step.key) in done:
            continue
        left = working_days_left(today, step.date)
        reminder = reminder_step(left)
        if reminder is not None:
            out.append((step, left, reminder))
    return out


def reminder_key(notice_id: int, step: rules.Step, reminder: int, user_id: int) -> str:
    return f"adjudication-reminder:{notice_id}:{step.key}:{step.date.isoformat()}:{reminder}:{user_id}"


def send_due_reminders(now: datetime | None = None) -> int:
    """The periodic job: promise every reminder due now; returns how many were new."""
    return morning_run(now, _due, _promise, "adjudication reminders")


def _due(now: datetime, today: date) -> list[Due]:
    from app.adjudication.service import events_of

    notices = db.session.execute(
        select(AdjudicationNotice, Contract).join(Contract, Contract.id == AdjudicationNotice.contract_id)
        .where(AdjudicationNotice.status == SERVED, Contract.archived_at.is_(None))
        .order_by(AdjudicationNotice.id)
    ).all()
    if not notices:
        return []
    events: dict[int, list[AdjudicationEvent]] = {n.id: [] for n, _ in notices}
    for event in db.session.scalars(select(AdjudicationEvent).where(AdjudicationEvent.notice_id.in_(list(events)))
                                    .order_by(AdjudicationEvent.on, AdjudicationEvent.id)):
        events[event.notice_id].append(event)
    out = []
    for notice, contract in notices:
        done = {e.kind for e in events[notice.id]}
        for step, left, reminder in due_steps(rules.timetable(events_of(notice, events[notice.id])), done, today):
            out.append(Due(notice, contract, step, left, reminder))
    return out


def _recipients(d: Due) -> list:
    supplier_claimant = d.notice.claimant_relation == SUPPLIER
    claimant = supplier_recipients(d.contract.id) if supplier_claimant else claim_recipients(d.contract.id)
    respondent = claim_recipients(d.contract.id) if supplier_claimant else supplier_recipients(d.contract.id)
    who = REMINDED[d.step.key]
    return claimant if who == CLAIMANT else respondent if who == RESPONDENT else claimant + respondent


def _promise(due: list[Due]) -> int:
    pairs = [(d, r) for d in due for r in _recipients(d)]
    keys = {reminder_key(d.notice.id, d.step, d.reminder, r.user_id): (d, r) for d, r in pairs}
    done = set(db.session.scalars(select(OutboxItem.key).where(OutboxItem.key.in_([f"email:{k}" for k in keys]))))
    sent = 0
    for key, (d, recipient) in keys.items():
        if f"email:{key}" in done:
            continue
        subject, text = reminder_email(d)
        email_recipient(recipient, subject=subject, text=text, key=key)
        sent += 1
    return sent


def reminder_email(d: Due) -> tuple[str, str]:
    when = long_date(d.step.date)
    to_go = "today" if d.days_left == 0 else f"in {d.days_left} working day{'s' if d.days_left != 1 else ''}"
    subject = f"{d.step.label} {when}: notice of adjudication {d.notice.number} ({d.contract.site_name})"
    text = (f"{d.step.label} by {when}, {to_go} ({d.step.section} of the Construction Contracts Act 2002), in the "
            f"adjudication started by notice of adjudication {d.notice.number} on {long_date(d.notice.notice_date)} "
            f"({d.contract.site_name}).\n\nHow this date was counted: {rules.explanation(d.step)}\n\n"
            f"{'The date is the latest it can be: it moves earlier when the step before it is recorded. ' if d.step.projected else ''}"
            f"This is not legal advice.\n")
    return subject, text
