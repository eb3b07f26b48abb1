"""The demo's days (app.demo.seed.timeline), for every day it could be seeded on: each claim lands in
the state the module promises (paid; s 24; ss 22-23; part paid with its payment date ahead; in time),
served on working days one after another, scheduled in time, paid on or before today. Pure: the rules
of app.domain.claim_standing over the dates, as the stored facts will hold them."""
from datetime import date, timedelta

from app.demo import seed as demo
from app.domain import claim_standing as rules
from app.domain.working_days import add_working_days, is_working_day

FIRST = date(2022, 6, 1)  # the first claim's days still within the working-day calendar (2022-2031)
LAST = date(2031, 10, 31)


def facts(days: demo.Days, plan: demo.DemoClaim, scheduled: int | None, received: int) -> rules.ClaimFacts:
    """The stored facts the services write for a claim of 1,000.00 claimed served on these days."""
    deadline = add_working_days(days.served, 20)
    schedule = None
    if days.scheduled is not None:
        schedule = rules.SentSchedule(scheduled, days.due, days.scheduled > deadline)
    entries = [rules.PaymentEntry(1, rules.PAYER, received), rules.PaymentEntry(2, rules.PAYEE, received)] \
        if received else []
    settled = rules.settle(served=True, claimed=100_000, claim_due=days.due, schedule=schedule, entries=entries)
    return rules.ClaimFacts(
        status="Scheduled" if schedule else "Sent", label=None, revision_type="NzCcaClaim", claimed=100_000,
        claim_due=days.due, deadline=deadline, scheduled=scheduled if schedule else None,
        schedule_payment_date=days.due if schedule else None, schedule_given_late=bool(schedule and schedule.given_late),
        payable=settled.payable, payment_due=settled.payment_due, paid_by_payer=settled.paid_by_payer,
        paid_to_payee=settled.paid_to_payee, is_paid=settled.is_paid, is_paying=settled.is_paying)


def test_every_claim_is_in_its_state_whatever_day_the_demo_is_seeded():
    plans = {plan.number: plan for plan in demo.CLAIMS}
    today = FIRST
    while today <= LAST:
        days = demo.timeline(today)
        served = [days[n].served for n in sorted(days)]
        assert served == sorted(set(served)) and served[-1] < today, today
        assert all(is_working_day(day) for day in served), today
        for n, d in days.items():
            assert d.due > d.served, (today, n)
            if d.scheduled is not None:
                assert d.served <= d.scheduled <= add_working_days(d.served, 20) and d.scheduled < today, (today, n)
                assert is_working_day(d.scheduled), (today, n)
            if d.paid is not None:
                assert d.scheduled <= d.paid <= today and is_working_day(d.paid), (today, n)
        states = {
            1: rules.standing(facts(days[1], plans[1], 100_000, 100_000), today),
            2: rules.standing(facts(days[2], plans[2], 90_000, 0), today),
            3: rules.standing(facts(days[3], plans[3], None, 0), today),
            4: rules.standing(facts(days[4], plans[4], 100_000, 50_000), today),
            5: rules.standing(facts(days[5], plans[5], None, 0), today),
        }
        assert states[1].state is rules.State.PAID, today
        assert states[2].state is rules.State.AWAITING_PAYMENT and states[2].debt.sections == "s 24", today
        assert states[3].state is rules.State.SCHEDULE_OVERDUE and states[3].debt.sections == "ss 22\u201323", today
        assert states[4].state is rules.State.PART_PAID and states[4].debt is None, today
        assert not states[4].payment_overdue and days[4].due >= today, today  # due today at the latest
        assert states[5].state is rules.State.AWAITING_SCHEDULE and states[5].debt is None, today
        today += timedelta(days=1)
