"""The price-estimate deadline reminder: 2 NZ working days before the deadline, once per supplier
recipient of each variation still without an estimate, through the outbox."""
from datetime import date, datetime, time

from sqlalchemy import select

from app.db import db
from app.domain.working_days import AUCKLAND
from app.jobs.models import OutboxItem
from app.jobs.periodic import JOBS
from app.variations.reminders import is_due, send_due_reminders

# Wednesday 28 April 2027: Anzac Day (Sunday 25 April) is observed on Monday 26 April, so
# 2 working days before it is Friday 23 April (Tuesday 27 and Wednesday 28 left), not Monday.
DEADLINE = date(2027, 4, 28)


def at(day: date, hour: int = 9) -> datetime:
    return datetime.combine(day, time(hour), AUCKLAND)


def reminder_keys(issue) -> list[str]:
    """The reminders promised for the issue's variations (other tests' aside)."""
    from app.variations.models import Variation

    ids = set(db.session.scalars(select(Variation.id).where(Variation.issue_id == int(issue["number"]))))
    keys = db.session.scalars(select(OutboxItem.key).where(
        OutboxItem.key.like("email:variation-deadline-reminder:%"))).all()
    db.session.rollback()
    return sorted(k for k in keys if int(k.split(":")[2]) in ids)


def reminders(dev_mail, ws) -> list[dict]:
    return [m for m in dev_mail(to=ws.email) if m["subject"].startswith("Price estimate due by")]


def test_the_job_is_periodic_like_the_schedule_reminders():
    assert any(j.function == "app.variations.reminders.send_due_reminders" for j in JOBS)


def test_working_days_across_a_weekend_and_a_holiday():
    raised = date(2027, 4, 1)
    assert is_due(date(2027, 4, 22), DEADLINE, raised) is None  # Thursday: 3 working days left
    assert is_due(date(2027, 4, 23), DEADLINE, raised) == 2  # Friday: Tuesday and Wednesday left
    assert is_due(date(2027, 4, 26), DEADLINE, raised) == 2  # the Monday holiday counts for nothing
    assert is_due(DEADLINE, DEADLINE, raised) == 0
    assert is_due(date(2027, 4, 29), DEADLINE, raised) is None  # after the deadline: nothing
    # Raised with 2 working days or fewer to go: the request email named the deadline already.
    assert is_due(date(2027, 4, 23), DEADLINE, date(2027, 4, 23)) is None


def test_once_to_each_recipient_without_an_estimate(world, app_ctx, run_jobs, dev_mail):
    w = world()
    issue = w.raise_issue(title="Move the stair", dueAt=DEADLINE.isoformat())
    w.estimate(issue, w.a, ws=w.sub_a)  # supplier A's price is in: A is never reminded
    send_due_reminders(at(date(2027, 4, 22)))  # Thursday: too early
    send_due_reminders(at(date(2027, 4, 23), 6))  # Friday before 7:00 in Auckland
    assert reminder_keys(issue) == []
    for _ in range(2):  # the job running twice (a retry, a second worker)
        send_due_reminders(at(date(2027, 4, 23)))
    send_due_reminders(at(date(2027, 4, 26)))  # and again on the next days
    send_due_reminders(at(DEADLINE, 16))
    assert len(reminder_keys(issue)) == 1
    run_jobs()
    assert reminders(dev_mail, w.sub_a) == [] and reminders(dev_mail, w.head) == []
    [mail] = reminders(dev_mail, w.sub_b)
    assert mail["subject"] == "Price estimate due by 28 April 2027: Move the stair (Tower B)"
    assert "in 2 working days" in mail["text"] and "Tower A" not in mail["text"]
    assert f"/issues/{issue['number']}?c=" in mail["text"]


def test_no_reminder_once_an_estimate_is_in_or_the_variation_is_closed(world, app_ctx, run_jobs, dev_mail):
    w = world()
    issue = w.raise_issue(dueAt=DEADLINE.isoformat())
    w.estimate(issue, w.a, ws=w.head)  # the customer priced A's variation itself
    w.estimate(issue, w.b, ws=w.sub_b)
    assert "errors" not in w.approve(issue, w.b, w.head, "Rejected", supplier=False)
    send_due_reminders(at(date(2027, 4, 23)))
    assert reminder_keys(issue) == []
    run_jobs()
    assert reminders(dev_mail, w.sub_a) == [] and reminders(dev_mail, w.sub_b) == []
