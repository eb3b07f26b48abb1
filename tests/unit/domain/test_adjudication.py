"""The adjudication timetable (ss 36, 37, 37A, 46) and an unpaid determination (s 59), driven by
tests/vectors/adjudication.json."""
from datetime import date

import pytest

from app.domain.adjudication import (
    DETERMINATION,
    Events,
    Rules,
    determination_owed,
    determination_unpaid,
    explanation,
    step_of,
    timetable,
)
from app.domain.errors import RuleError
from tests.unit.domain.vectors import load

VECTORS = load("adjudication.json")


def _day(value):
    return date.fromisoformat(value) if value else None


def _events(raw: dict) -> Events:
    return Events(**{key: (value if isinstance(value, bool) else _day(value)) for key, value in raw.items()})


@pytest.mark.parametrize("case", VECTORS["timetable"], ids=lambda case: case["name"][:60])
def test_timetable(case):
    steps = timetable(_events(case["events"]))
    for key, expect in case["expect"].items():
        step = step_of(steps, key)
        assert step.date == _day(expect["date"]), key
        assert step.projected == expect.get("projected", False), key
        if "skipped" in expect:
            assert [(s.date.isoformat(), s.reason) for s in step.skipped] == [tuple(pair) for pair in expect["skipped"]]


@pytest.mark.parametrize("case", VECTORS["errors"], ids=lambda case: case["error"][:40])
def test_events_out_of_order_are_refused(case):
    with pytest.raises(RuleError) as refused:
        timetable(_events(case["events"]))
    assert str(refused.value) == case["error"]


@pytest.mark.parametrize("case", VECTORS["determination_unpaid"], ids=lambda case: case["reason"][:40])
def test_determination_unpaid(case):
    facts = dict(amount=case["amount"], pay_by=_day(case["pay_by"]), paid=case["paid"], today=_day(case["today"]))
    assert determination_unpaid(**facts) == case["unpaid"]
    # What is owed whatever the date (the notice's figure, a payment's limit): unpaid once the date has passed.
    owed = determination_owed(case["amount"], case["paid"])
    assert owed == max(0, case["amount"] - case["paid"])
    if case["pay_by"] is not None and _day(case["today"]) > _day(case["pay_by"]):
        assert owed == case["unpaid"]


def test_each_date_explains_itself_with_its_section():
    steps = timetable(Events(date(2026, 3, 2), accepted=date(2026, 3, 10)))
    text = explanation(step_of(steps, DETERMINATION))
    assert text.startswith("20 working days after the time for the response ends on 24 March 2026 (s 46(2)).")
    assert "3 April 2026 (Good Friday)" in text and "6 April 2026 (Easter Monday)" in text
    assert explanation(step_of(timetable(Events(date(2026, 3, 2))), DETERMINATION)) == (
        "Counted from the notice of acceptance, once it is recorded")


def test_the_nominating_window_is_a_setting():
    steps = timetable(Events(date(2026, 3, 2)), Rules(nominating_window=(1, 3)))
    assert step_of(steps, "nominating_from").date == date(2026, 3, 3)
    assert step_of(steps, "nominating_to").date == date(2026, 3, 5)
