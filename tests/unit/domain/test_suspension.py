"""The right to suspend work (s 24A): the ground from a claim's facts, the dates a notice of
intention to suspend fixes, the refusal to suspend too early or once paid, and the days suspended,
all from tests/vectors/suspension.json."""
from dataclasses import replace
from datetime import date

import pytest

from app.domain import suspension as rule
from app.domain.claim_standing import ClaimFacts as StandingFacts
from tests.unit.domain.vectors import load

VECTORS = load("suspension.json")


def _day(text: str | None) -> date | None:
    return date.fromisoformat(text) if text else None


def _claim(case: dict) -> rule.ClaimFacts:
    c = case["claim"]
    schedule = None
    if c["schedule"] is not None:
        s = c["schedule"]
        schedule = rule.Schedule(s["amount"], _day(s["paymentDate"]), s["givenLate"])
    return rule.ClaimFacts(c["served"], c["claimed"], _day(c["claimDue"]), _day(c["deadline"]), schedule,
                           c.get("paidByPayer"), c.get("paidToPayee"))


def _determination(case: dict) -> rule.Determination | None:
    d = case.get("determination")
    return rule.Determination(d["amount"], _day(d["payBy"]), d.get("paid", 0)) if d else None


@pytest.mark.parametrize("case", VECTORS["eligibility"], ids=lambda c: c["name"])
def test_the_ground_and_the_reasons(case):
    result = rule.eligibility(_claim(case), _day(case["today"]), _determination(case))
    assert (result.ground.value if result.ground else None) == case["ground"]
    assert result.unpaid == case["unpaid"]
    assert result.since == _day(case["since"])
    assert list(result.reasons) == case["reasons"]


@pytest.mark.parametrize("case", VECTORS["notices"], ids=lambda c: c["name"])
def test_a_notice_fixes_the_day_to_pay_by_and_the_day_work_may_stop(case):
    dates = rule.notice_dates(_day(case["noticeDate"]))
    assert (dates.pay_by, dates.suspend_from) == (_day(case["payBy"]), _day(case["suspendFrom"]))
    assert dates.sentence == case["sentence"]


@pytest.mark.parametrize("case", VECTORS["refusals"], ids=lambda c: f"{c['noticeDate']}-{c['on']}")
def test_suspending_is_refused_inside_the_five_working_days_and_once_paid(case):
    assert rule.may_suspend(_day(case["noticeDate"]), _day(case["on"]), case["unpaid"]) == case["error"]


@pytest.mark.parametrize("case", VECTORS["days"], ids=lambda c: c["name"])
def test_the_days_suspended_in_calendar_and_working_days(case):
    days = rule.days_suspended(_day(case["suspendedOn"]), _day(case["resumedOn"]))
    assert (days.calendar, days.working) == (case["calendar"], case["working"])


def test_each_ground_names_the_section_its_notice_is_given_under():
    assert {g: rule.NOTICE_SECTION[g] for g in rule.Ground} == {
        rule.Ground.NO_SCHEDULE_UNPAID: "23(2)(b)", rule.Ground.SCHEDULED_UNPAID: "24(2)(b)",
        rule.Ground.DETERMINATION_UNPAID: "59(2)(b)"}


def test_the_facts_every_surface_reads_feed_the_rule():
    """A served payment claim whose schedule came late reads as the rule's input, payments and all."""
    facts = StandingFacts(
        status="Scheduled", label=None, revision_type="NzCcaClaim", claimed=1_000_000, claim_due=date(2026, 11, 27),
        deadline=date(2026, 11, 20), scheduled=800_000, schedule_payment_date=date(2026, 11, 27),
        schedule_given_late=True, payable=1_000_000, payment_due=date(2026, 11, 27), paid_by_payer=None,
        paid_to_payee=250_000, is_paid=False, is_paying=False)
    result = rule.eligibility(rule.of_standing_facts(facts), date(2026, 12, 1))
    assert (result.ground, result.unpaid) == (rule.Ground.NO_SCHEDULE_UNPAID, 750_000)
    invoice = replace(facts, revision_type="NzInvoice")
    assert rule.eligibility(rule.of_standing_facts(invoice), date(2026, 12, 1)).reasons == (rule.NOT_SERVED,)
