"""Reminders of the adjudication timetable's dates on the reminder steps, to the party that must act,
once each; a step recorded as done has no more."""
from datetime import date, datetime, time

import pytest
import time_machine
from sqlalchemy import select

from app.adjudication.reminders import send_due_reminders
from app.db import db
from app.domain.working_days import AUCKLAND
from app.jobs.models import OutboxItem
from tests.api.factories import agree_email_service, on_day, party, project, submit, user_id_of  # noqa: F401  (fixtures)

PREPARE = ("mutation($input: AdjudicationNoticePrepareInput!) { adjudicationNoticePrepare(input: $input) "
           "{ notice { number } } }")
SERVE = ("mutation($input: AdjudicationNoticeRefInput!) { adjudicationNoticeServe(input: $input) "
         "{ notice { number } } }")
RECORD = ("mutation($input: AdjudicationStepRecordInput!) { adjudicationStepRecord(input: $input) "
          "{ notice { number timetable { key date } } } }")


def run(day: date) -> int:
    with time_machine.travel(datetime.combine(day, time(9), AUCKLAND), tick=False):
        return send_due_reminders()


def reminded(users: dict[int, str]) -> set[tuple[str, str, str]]:
    """(person, step, reminder step) of every adjudication reminder promised to `users`."""
    keys = db.session.scalars(select(OutboxItem.key).where(OutboxItem.key.like("email:adjudication-reminder:%"))).all()
    db.session.rollback()
    out = set()
    for key in keys:
        _, _, _, step, _, reminder, user = key.split(":")
        if int(user) in users:
            out.add((users[int(user)], step, reminder))
    return out


@pytest.fixture
def served(project, run_jobs):
    """Claim 1 served Mon 2 Feb 2026 unanswered; its notice of adjudication served Mon 2 Mar 2026, accepted Tue 10 Mar
    (served by email: the contract agrees email service)."""
    p = project()
    agree_email_service(p.supplier, p.id)
    with on_day("2026-02-02"):
        submit(p, run_jobs)
    with on_day("2026-03-02"):
        p.supplier.ok(PREPARE, {"input": {"contractId": p.id, "claimNumbers": [1], "dispute": "Unpaid claim 1",
                                          "arose": "On site, March 2026", "chargingOrder": False,
                                          "ownerLiability": False}})
        p.supplier.ok(SERVE, {"input": {"contractId": p.id, "number": 1}})
    with on_day("2026-03-10"):
        p.supplier.ok(RECORD, {"input": {"contractId": p.id, "number": 1, "kind": "accepted", "on": "2026-03-10"}})
    return p


def test_each_party_is_reminded_of_its_own_date_once(served, app_ctx):
    users = {user_id_of(served.supplier): "supplier", user_id_of(served.customer): "customer"}
    assert run(date(2026, 3, 10)) >= 2
    # The claim is due Tue 17 Mar (5 working days: the claimant's), the response Tue 24 Mar (10: the respondent's).
    assert reminded(users) == {("supplier", "claim", "5"), ("customer", "response", "10")}
    assert run(date(2026, 3, 10)) == 0


def test_a_step_recorded_as_done_has_no_more_reminders_and_the_next_is_counted_again(served, app_ctx):
    users = {user_id_of(served.supplier): "supplier", user_id_of(served.customer): "customer"}
    p = served
    with on_day("2026-03-12"):
        timetable = p.supplier.ok(RECORD, {"input": {"contractId": p.id, "number": 1, "kind": "claim_served",
                                                     "on": "2026-03-12"}})["adjudicationStepRecord"]["notice"]["timetable"]
    assert {s["key"]: s["date"] for s in timetable}["response"] == "2026-03-19"
    run(date(2026, 3, 16))  # the claim's date (17 Mar) is a day away, but the claim has been served
    got = reminded(users)
    assert not [r for r in got if r[1] == "claim"]
    assert ("customer", "response", "5") in got  # 19 Mar: 3 working days left -> the step of 5


def test_the_reminders_run_on_the_clock():
    from app.jobs.periodic import JOBS

    assert any(j.function == "app.adjudication.reminders.send_due_reminders" for j in JOBS)
