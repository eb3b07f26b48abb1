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


def test_a_determination_governs_the_debt_from_the_day_after_its_pay_by_date_less_what_was_paid():
    """s 59(2)(a): the claim's own debt (ss 22-24) until a determination is made; then the determination's
    unpaid amount from the day after its pay-by date, none before it nor once paid in full."""
    from app.domain.claim_standing import Debt

    own = Debt("ss 22\u201323", 1_911_875, date(2026, 2, 21), "The claimed amount is a debt due.")
    made = rule.Determination(1_200_000, date(2026, 3, 9), paid=200_000, adjudicator="A. Adjudicator",
                              determined_on=date(2026, 3, 2), adjudication=1)
    assert rule.debt_with(own, None, date(2026, 3, 10)) is own
    assert rule.debt_with(own, made, date(2026, 3, 9)) is None  # its date has not passed: no debt yet
    debt = rule.debt_with(own, made, date(2026, 3, 10))
    assert (debt.sections, debt.amount, debt.since) == ("s 59", 1_000_000, date(2026, 3, 10))
    assert debt.statement == ("The adjudicator's determination of 2 March 2026 (A. Adjudicator) required the payer to "
                              "pay $12,000.00 by 9 March 2026; $2,000.00 has been paid towards it and $10,000.00 is "
                              "unpaid and may be recovered as a debt due (s 59(2)(a)).")
    assert rule.debt_with(own, replace(made, paid=1_200_000), date(2026, 3, 10)) is None
    assert rule.eligibility(rule.ClaimFacts(True, 1_911_875, date(2026, 2, 20), date(2026, 2, 17), None),
                            date(2026, 3, 10), made).unpaid == 1_000_000
