"""The payer's schedule deadline: Claim.scheduleDeadline, the reminders at 10/5/2/1 working days
(frozen clock, across the Christmas closedown), the member's setting, and the overdue statement."""
from datetime import UTC, date, datetime, time, timedelta

import time_machine
from rq.job import Job
from graphql_relay import from_global_id
from sqlalchemy import select, update

from app.claims.models import Claim, Revision
from app.db import db
from app.domain.working_days import AUCKLAND
from app.jobs.models import OutboxItem
from app.jobs.periodic import JOBS, enqueue_due
from app.redis import redis_connection
from app.schedules.reminders import send_due_reminders
from tests.api.factories import DEADLINE, PERIOD, errors_of, gst, line, rows, user_gid, user_id_of

REMINDERS = ("mutation($on: Boolean!) { memberScheduleRemindersUpdate(input: {scheduleReminders: $on}) "
             "{ member { isViewer scheduleReminders } } }")
VIEWER_MEMBER = "{ org { viewerMember { scheduleReminders } } }"
MEMBERS = ("mutation($input: ContractMembersUpdateInput!) { contractMembersUpdate(input: $input) "
           "{ contract { members { permissions user { email } } } } }")
CONTRACT_UPDATE = ("mutation($id: ID!, $days: Int) { contractUpdate(input: {contractId: $id, scheduleWorkingDays: $days})"
                   " { contract { scheduleWorkingDays } } }")

SERVED = date(2026, 12, 1)  # a Tuesday: 20 working days run across the closedown to Monday 11 January 2027
EXPECTED = {date(2026, 12, 15): 10, date(2026, 12, 22): 5, date(2027, 1, 7): 2, date(2027, 1, 8): 1}


def at(day: date, hour: int = 9) -> datetime:
    return datetime.combine(day, time(hour), AUCKLAND)


def submitted_claim(p, amount=1_000_000) -> int:
    p.new_claim()
    p.lines(create=[line(None, "Earthworks", 5_000_000, amount=amount, tax=gst(amount))])
    p.patch(1, PERIOD)
    assert "errors" not in p.submit(1)
    return int(from_global_id(p.claim(1)["id"])[1])


def deadline_of(p, ws):
    return ws.ok(DEADLINE, {"id": p.id, "n": 1})["node"]["claim"]["scheduleDeadline"]


def reminder_steps(claim_id: int) -> list[int]:
    """The steps promised for the claim, from the outbox keys (other tests' claims aside)."""
    keys = db.session.scalars(select(OutboxItem.key).where(
        OutboxItem.key.like(f"email:schedule-reminder:{claim_id}:%"))).all()
    db.session.rollback()
    return sorted((int(k.split(":")[4]) for k in keys), reverse=True)


def reminded(claim_id: int) -> set[int]:
    """The users promised a reminder for the claim, from the outbox keys."""
    keys = db.session.scalars(select(OutboxItem.key).where(
        OutboxItem.key.like(f"email:schedule-reminder:{claim_id}:%"))).all()
    db.session.rollback()
    return {int(k.rsplit(":", 1)[1]) for k in keys}


def run_days(first: date, last: date, claim_id: int, *, twice=False) -> dict[date, int]:
    """Run the reminder job each morning from `first` to `last`; which step each day added."""
    added, day = {}, first
    while day <= last:
        before = reminder_steps(claim_id)
        with time_machine.travel(at(day), tick=False):
            send_due_reminders()
            if twice:
                send_due_reminders()
        new = [s for s in reminder_steps(claim_id) if s not in before]
        if new:
            assert len(new) == 1, (day, new)
            added[day] = new[0]
        day += timedelta(days=1)
    return added


def test_reminders_at_10_5_2_1_working_days_across_christmas_once_each(project, app_ctx, run_jobs, dev_mail):
    with time_machine.travel(at(SERVED, 10), tick=True):
        p = project()
        claim_id = submitted_claim(p)
        shown = deadline_of(p, p.customer)
        assert shown["date"] == "2027-01-11" and shown["workingDaysLeft"] == 20 and not shown["isPassed"]
        assert shown["basis"] == "20 working days after the claim was served on 1 December 2026"
        assert shown["overdueStatement"] is None
        assert {"date": "2026-12-25", "reason": "Christmas closedown (24 Dec \u2013 5 Jan)"} in shown["skipped"]
        assert deadline_of(p, p.supplier) == shown

    assert run_days(SERVED, date(2027, 1, 14), claim_id, twice=True) == EXPECTED
    run_jobs()
    mails = [m for m in dev_mail(to=p.customer.email) if m["subject"].startswith("Payment schedule due by")]
    assert len(mails) == 4
    mail = mails[0]
    assert mail["subject"] == ("Payment schedule due by 11 January 2027: Queen St Apartments \u2013 Claim 1 from "
                               "Acme Builders Limited")
    for needle in ("Claim 1 from Acme Builders Limited", "Claimed amount: $11,500.00 including GST",
                   "is due by 11 January 2027", "Open the claim to send a payment schedule: http", "/claims/1\n"):
        assert needle in mail["text"], needle
    assert {m["text"].split(", ", 1)[1].split(".")[0] for m in mails} == {
        "in 10 working days", "in 5 working days", "in 2 working days", "in 1 working day"}


def test_a_job_that_missed_days_sends_only_the_latest_step(project, app_ctx):
    with time_machine.travel(at(SERVED, 10), tick=True):
        p = project()
        claim_id = submitted_claim(p)
    with time_machine.travel(at(date(2026, 12, 23), 6), tick=False):
        send_due_reminders()  # before 7:00 in Auckland: no email
    assert reminder_steps(claim_id) == []
    # The worker was down from before the 10-day step until 7 January: only the 2-day step goes.
    with time_machine.travel(at(date(2027, 1, 7)), tick=False):
        send_due_reminders()
    assert reminder_steps(claim_id) == [2]


def test_no_reminder_once_scheduled_nor_for_a_member_who_turned_them_off(project, app_ctx):
    with time_machine.travel(at(SERVED, 10), tick=True):
        scheduled = project()
        muted = project(site_name="Muted St", supplier=scheduled.supplier)  # its own customer: the one muted
        scheduled_id, muted_id = submitted_claim(scheduled), submitted_claim(muted)
        assert muted.customer.ok(VIEWER_MEMBER)["org"]["viewerMember"]["scheduleReminders"] is True
        changed = muted.customer.ok(REMINDERS, {"on": False})["memberScheduleRemindersUpdate"]["member"]
        assert changed == {"isViewer": True, "scheduleReminders": False}
        assert muted.customer.ok(VIEWER_MEMBER)["org"]["viewerMember"]["scheduleReminders"] is False
    db.session.execute(update(Claim).where(Claim.id == scheduled_id).values(status="Scheduled"))
    db.session.commit()
    run_days(date(2026, 12, 14), date(2027, 1, 11), scheduled_id)
    assert reminder_steps(scheduled_id) == [] and reminder_steps(muted_id) == []


def test_only_the_customer_side_members_who_can_send_the_schedule_are_reminded(project, app_ctx):
    with time_machine.travel(at(SERVED, 10), tick=True):
        p = project()
        drafter, sender = p.customer.add_member(), p.customer.add_member()
        members = p.customer.ok(MEMBERS, {"input": {"contractId": p.id, "members": [
            {"user": user_gid(drafter), "permissions": ["CustomerDraft"]}, {"user": user_gid(sender)}]}})
        permissions = {m["user"]["email"]: m["permissions"]
                       for m in members["contractMembersUpdate"]["contract"]["members"]}
        assert "CustomerDraft" in permissions[drafter.email] and "CustomerSubmit" not in permissions[drafter.email]
        assert "CustomerSubmit" in permissions[sender.email]
        assert "CustomerSubmit" in permissions[p.supplier.email]  # the supplier's contact person: on the other side
        claim_id = submitted_claim(p)
    with time_machine.travel(at(date(2026, 12, 15)), tick=False):
        send_due_reminders()
    assert reminded(claim_id) == {user_id_of(p.customer), user_id_of(sender)}


def test_the_periodic_job_is_enqueued_once_per_hour_and_runs(app_ctx, run_jobs):
    job = JOBS[0]
    assert job.function == "app.schedules.reminders.send_due_reminders"
    moment = datetime(2030, 6, 3, 9, 30, tzinfo=UTC)  # a period no other test claims
    first = enqueue_due(moment)
    assert first[0] == f"periodic-schedule-reminders-{int(moment.timestamp()) // 3600}"
    assert enqueue_due(moment + timedelta(minutes=20)) == []  # another tick or another worker, same hour
    run_jobs()
    assert Job.fetch(first[0], connection=redis_connection()).get_status() == "finished"
    later = enqueue_due(moment + timedelta(hours=1))
    assert later and later != first
    run_jobs()


def test_the_overdue_statement_once_the_deadline_passes_with_no_schedule(project, app_ctx):
    with time_machine.travel(at(date(2027, 1, 12), 10), tick=True):
        p = project()
        claim_id = submitted_claim(p)
        db.session.execute(update(Revision).where(Revision.claim_id == claim_id).values(
            submitted_at=at(SERVED, 10), due_date=date(2027, 1, 20)))
        db.session.commit()
        for ws in (p.customer, p.supplier):
            shown = deadline_of(p, ws)
            assert shown["date"] == "2027-01-11" and shown["isPassed"] and shown["workingDaysLeft"] == -1
            assert shown["overdueStatement"] == (
                "No payment schedule was given by 11 January 2027. Under sections 22\u201323 of the Construction "
                "Contracts Act 2002 the claimed amount ($11,500.00 including GST) is now due as a debt on the "
                "claim's due date (20 January 2027).")
        # The supplier reads it on its Sent list too.
        [row] = rows(p.supplier, "Sent")[0]
        assert row["claim"]["scheduleDeadline"]["overdueStatement"] == shown["overdueStatement"]
        db.session.execute(update(Claim).where(Claim.id == claim_id).values(status="Scheduled"))
        db.session.commit()
        shown = deadline_of(p, p.supplier)
        assert shown["isPassed"] and shown["overdueStatement"] is None
        assert rows(p.supplier, "Sent")[0][0]["claim"]["scheduleDeadline"]["overdueStatement"] is None


def test_an_agreed_period_and_no_deadline_before_submission(contract):
    p = contract()
    p.new_claim()
    assert p.supplier.ok(DEADLINE, {"id": p.id, "n": 1})["node"]["claim"]["scheduleDeadline"] is None
    assert errors_of(p.supplier.gql(CONTRACT_UPDATE, {"id": p.id, "days": 61})) == [
        "The working days for the payment schedule must be a whole number from 1 to 60"]
    body = p.supplier.ok(CONTRACT_UPDATE, {"id": p.id, "days": 5})
    assert body["contractUpdate"]["contract"]["scheduleWorkingDays"] == 5
    p.lines(create=[line(None, "Earthworks", 5_000_000, amount=100, tax=gst(100))])
    p.patch(1, PERIOD)
    assert "errors" not in p.submit(1)
    shown = deadline_of(p, p.customer)
    assert shown["basis"].startswith("5 working days after the claim was served on ")
    assert shown["basis"].endswith(", as agreed in the contract")
    body = p.supplier.ok(CONTRACT_UPDATE, {"id": p.id, "days": 0})
    assert body["contractUpdate"]["contract"]["scheduleWorkingDays"] is None
    # The claim keeps the period it was served under (issue 34); the next one counts the Act's 20.
    assert deadline_of(p, p.customer)["basis"].startswith("5 working days")
