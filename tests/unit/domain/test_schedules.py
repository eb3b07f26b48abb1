import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from app.domain.errors import RuleError
from app.domain.line_types import LineType
from app.domain.retention import parse_retention_formula, retention_due
from app.domain.schedules import ScheduleLine, adjustments, schedule_totals
from tests.unit.domain.vectors import load

VECTORS = load("schedules.json")["scheduleTotals"]
RETENTION_ITEM = "retention"


def _lines(case):
    return [ScheduleLine(line["itemId"], LineType(line["type"]), line["claimed"], line["previous"], line["scheduled"])
            for line in case["lines"]]


def _totals(case):
    return schedule_totals(_lines(case), retention_params=case["retentionParams"],
                           retained_before=case["retainedBefore"], tax_rate_id=case["taxRateId"],
                           adjust_excl=case["adjustExcl"], adjust_tax=case["adjustTax"])


@pytest.mark.parametrize("case", [c for c in VECTORS if "expected" in c], ids=lambda c: c["name"])
def test_schedule_totals_vectors(case):
    totals = _totals(case)
    assert {
        "claimedGross": totals.claimed_gross, "claimedRetention": totals.claimed_retention,
        "claimedExcl": totals.claimed_excl, "claimedTax": totals.claimed_tax, "claimedNet": totals.claimed_net,
        "scheduledGross": totals.scheduled_gross, "retention": totals.retention,
        "scheduleExcl": totals.schedule_excl, "scheduleTax": totals.schedule_tax, "net": totals.net,
        "difference": totals.difference,
    } == case["expected"]


@pytest.mark.parametrize("case", [c for c in VECTORS if "error" in c], ids=lambda c: c["name"])
def test_schedule_totals_refusals(case):
    with pytest.raises(RuleError) as raised:
        _totals(case)
    assert raised.value.message == case["error"]


def test_adjustments_are_the_differing_lines_and_the_retention_change():
    lines = [ScheduleLine("a", LineType.BASE_CONTRACT, 100000, 0, 60000),
             ScheduleLine("b", LineType.VARIATION, 5001, 0, None),
             ScheduleLine("c", LineType.MARGIN, 3333, 0, 0)]
    params = {"version": 1, "marginalRates": [{"rate": 10000000}]}
    totals = schedule_totals(lines, retention_params=params)
    found = adjustments(lines, totals, RETENTION_ITEM)
    assert [(a.item_id, a.type, a.amount, a.tax) for a in found] == [
        ("a", LineType.BASE_CONTRACT, -40000, -6000),
        ("c", LineType.MARGIN, -3333, -500),
        (RETENTION_ITEM, LineType.RETENTION, 4333, 650),
    ]


def test_no_adjustments_when_everything_is_as_claimed():
    lines = [ScheduleLine("a", LineType.BASE_CONTRACT, 100000, 0, 100000)]
    totals = schedule_totals(lines, retention_params={"version": 1, "marginalRates": [{"rate": 5000000}]})
    assert adjustments(lines, totals, RETENTION_ITEM) == []
    assert totals.difference == 0


_RATES = st.lists(st.integers(0, 100_000_000), min_size=1, max_size=3)
_CENTS = st.integers(0, 10**11)


@st.composite
def _formulas(draw):
    rates = draw(_RATES)
    ends = sorted(draw(st.sets(st.integers(1, 10**11), min_size=len(rates) - 1, max_size=len(rates) - 1)))
    bands = [{"rate": r, "upTo": e} for r, e in zip(rates, ends)] + [{"rate": rates[-1]}]
    params = {"version": 1, "marginalRates": bands}
    if draw(st.booleans()):
        params["amount"] = {"max": draw(_CENTS)}
    return draw(st.sampled_from([None, params]))


@st.composite
def _schedules(draw):
    count = draw(st.integers(0, 6))
    lines = []
    for i in range(count):
        claimed = draw(_CENTS)
        scheduled = draw(st.integers(0, claimed))
        lines.append(ScheduleLine(str(i), draw(st.sampled_from([t for t in LineType if t is not LineType.RETENTION])),
                                  claimed, draw(_CENTS), scheduled))
    return lines, draw(_formulas())


@given(_schedules())
def test_scheduling_at_most_what_was_claimed_never_pays_less_than_nothing(schedule):
    """0 ≤ scheduled ≤ claimed on every line, no adjustments, retentions before as due: the
    payment is never negative and never more than the claim asks."""
    lines, params = schedule
    gross_before = sum(line.previous for line in lines)
    retained_before = -retention_due(gross_before, parse_retention_formula(params))
    totals = schedule_totals(lines, retention_params=params, retained_before=retained_before)
    assert totals.net >= 0
    assert totals.schedule_excl >= 0
    assert totals.difference >= 0
    assert totals.scheduled_gross <= totals.claimed_gross


@given(_schedules(), st.integers(-10**9, 10**9), st.integers(-10**8, 10**8))
def test_adjustments_move_the_schedule_by_exactly_their_amounts(schedule, adjust_excl, adjust_tax):
    lines, params = schedule
    plain = schedule_totals(lines, retention_params=params)
    adjusted = schedule_totals(lines, retention_params=params, adjust_excl=adjust_excl, adjust_tax=adjust_tax)
    assert adjusted.schedule_excl == plain.schedule_excl + adjust_excl
    assert adjusted.schedule_tax == plain.schedule_tax + adjust_tax
    assert adjusted.claimed_net == plain.claimed_net


@given(_schedules())
def test_scheduling_as_claimed_pays_the_claim(schedule):
    lines, params = schedule
    as_claimed = [ScheduleLine(line.item_id, line.type, line.claimed, line.previous) for line in lines]
    totals = schedule_totals(as_claimed, retention_params=params)
    assert (totals.schedule_excl, totals.schedule_tax) == (totals.claimed_excl, totals.claimed_tax)
    assert totals.difference == 0
    assert adjustments(as_claimed, totals, RETENTION_ITEM) == []


@given(_schedules())
def test_the_adjustment_entries_take_the_claim_to_the_schedule(schedule):
    """Claimed + the Adjustment entries' amounts = the scheduled exclusive amount, cent for cent."""
    lines, params = schedule
    totals = schedule_totals(lines, retention_params=params)
    assume(lines)
    moved = sum(a.amount for a in adjustments(lines, totals, RETENTION_ITEM))
    assert totals.claimed_excl + moved == totals.schedule_excl
