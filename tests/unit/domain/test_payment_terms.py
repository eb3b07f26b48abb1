"""A contract's payment terms (app.domain.payment_terms) over the shared vectors, their words, and
the pay cycle as their template (app.domain.pay_cycles.terms_of)."""
from datetime import date

import pytest

from app.domain import pay_cycles
from app.domain.payment_terms import (
    NO_DUE_DATE,
    NO_SCHEDULE_PERIOD,
    PaymentTerms,
    TermsError,
    act_notes,
    check_terms,
    default_due,
    describe,
    due_date,
    next_claim_date,
    terms_of,
)
from app.domain.schedule_deadline import schedule_deadline
from tests.unit.domain.vectors import load

VECTORS = load("payment_terms.json")
INPUT_NAMES = {"claimDay": "claim_day", "claimDay2": "claim_day2", "claimEveryWeeks": "every_weeks",
               "claimFrom": "weeks_from", "dueKind": "due_kind", "dueValue": "due_value"}


@pytest.mark.parametrize("case", VECTORS["dates"], ids=lambda c: c["note"][:60])
def test_claim_date_deadline_and_due_date(case):
    terms = terms_of(case["terms"], case["scheduleWorkingDays"])
    claim_date = next_claim_date(terms, date.fromisoformat(case["on"]))
    assert claim_date.isoformat() == case["claimDate"]
    # The deadline is the one server function's: the schedule period counted from service.
    assert schedule_deadline(claim_date, claim_date, terms.schedule_days).date.isoformat() == case["deadline"]
    assert due_date(terms, claim_date).isoformat() == case["dueDate"]
    assert terms.as_json() == case["terms"]  # stored as written


@pytest.mark.parametrize("case", VECTORS["errors"], ids=lambda c: c["error"][:50])
def test_refusals_name_their_field(case):
    kwargs = {INPUT_NAMES[k]: (date.fromisoformat(v) if k == "claimFrom" else v) for k, v in case["input"].items()}
    with pytest.raises(TermsError) as refused:
        check_terms(**kwargs)
    assert (refused.value.message, refused.value.field) == (case["error"], case["field"])


def test_the_terms_in_words_and_what_the_act_supplies():
    terms = terms_of({"claim": {"day": 25}, "due": {"dayOfFollowingMonth": 20}}, 10)
    assert describe(terms) == ("Claims on the 25th of each month. Payment schedule within 10 working days after a "
                               "claim is served. Payment due on the 20th of the month following the claim.")
    assert act_notes(terms) == []
    silent = PaymentTerms()
    assert describe(silent) == ("Payment schedule within 20 working days after a claim is served (the Act's default). "
                                "Payment due 20 working days after the claim (the Act's default).")
    assert act_notes(silent) == [NO_SCHEDULE_PERIOD, NO_DUE_DATE]
    assert "s 22(b)(ii)" in NO_SCHEDULE_PERIOD and "s 18(b)" in NO_DUE_DATE
    assert describe(terms_of({"claim": {"everyWeeks": 2, "from": "2026-01-09"}, "due": {"days": 0}})).startswith(
        "Claims every two weeks from 9 January 2026. ")
    assert "Payment due on the claim date." in describe(terms_of({"due": {"days": 0}}))
    assert "Claims on the 1st and 16th of each month." in describe(terms_of({"claim": {"day": 1, "day2": 16}}))


def test_a_stored_value_that_cannot_be_read_is_not_set_and_a_due_date_outside_the_calendar_is_none():
    assert terms_of({"claim": {"day": "x"}, "due": {"workingDays": 0}}, 5) == PaymentTerms(schedule_days=5)
    assert default_due(PaymentTerms(), date(2052, 12, 20)) is None
    assert default_due(PaymentTerms(), None) is None
    assert default_due(terms_of({"due": {"days": 14}}), date(2052, 12, 20)) == date(2053, 1, 3)


def test_a_pay_cycle_states_its_terms():
    monthly = pay_cycles.parse_pay_cycle({"period": "monthly", "submit1": 25, "pay1": 20, "pay1FollowingPeriod": True,
                                          "scheduleWorkingDays": 10})
    stated = pay_cycles.terms_of(monthly)
    assert stated.note is None
    assert stated.terms == terms_of({"claim": {"day": 25}, "due": {"dayOfFollowingMonth": 20}}, 10)
    twice = pay_cycles.terms_of(pay_cycles.parse_pay_cycle(pay_cycles.default_pay_cycle_params("twice_monthly")))
    assert twice.note is None
    assert twice.terms == terms_of({"claim": {"day": 1, "day2": 16}, "due": {"days": 5}})
    uneven = pay_cycles.terms_of(pay_cycles.parse_pay_cycle({
        "period": "twice_monthly", "submit1": 1, "pay1": 6, "pay1FollowingPeriod": False,
        "submit2": 16, "pay2": 5, "pay2FollowingPeriod": True}))
    assert uneven.note == pay_cycles.RUNS_DIFFER and uneven.terms.due_kind == "days"
    with pytest.raises(Exception) as refused:
        pay_cycles.parse_pay_cycle({"period": "monthly", "submit1": 20, "pay1": 21, "pay1FollowingPeriod": True,
                                    "scheduleWorkingDays": 61})
    assert refused.value.message == pay_cycles.INVALID_SETTINGS
