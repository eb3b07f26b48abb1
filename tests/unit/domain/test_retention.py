import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.domain.errors import RuleError
from app.domain.retention import (
    INVALID_FORMULA,
    UNSUPPORTED_VERSION,
    RetentionBand,
    RetentionFormula,
    parse_retention_formula,
    retention_due,
    retention_line_amount,
)

PERCENT = 1_000_000  # rate units per percent
DOLLAR = 100  # cents

SLIDING_SCALE = {
    "version": 1,
    "marginalRates": [
        {"rate": 10 * PERCENT, "upTo": 200_000 * DOLLAR},
        {"rate": 5 * PERCENT, "upTo": 1_000_000 * DOLLAR},
        {"rate": 1_750_000},
    ],
}
CAPPED = {**SLIDING_SCALE, "amount": {"max": 50_000 * DOLLAR}}


def test_parses_the_common_nz_sliding_scale():
    formula = parse_retention_formula(SLIDING_SCALE)
    assert formula == RetentionFormula(
        (
            RetentionBand(10_000_000, 20_000_000),
            RetentionBand(5_000_000, 100_000_000),
            RetentionBand(1_750_000, None),
        ),
        None,
    )
    assert formula.to_params() == SLIDING_SCALE
    assert parse_retention_formula(CAPPED).to_params() == CAPPED


@pytest.mark.parametrize(
    ("gross_dollars", "due_cents"),
    [
        (0, 0),
        (-5_000, 0),
        (100_000, 10_000 * DOLLAR),  # 10 % of 100k
        (200_000, 20_000 * DOLLAR),  # 10 % of the first 200k
        (300_000, 25_000 * DOLLAR),  # + 5 % of 100k
        (1_000_000, 60_000 * DOLLAR),  # 20k + 5 % of 800k
        (1_500_000, 68_750 * DOLLAR),  # 60k + 1.75 % of 500k
    ],
)
def test_sliding_scale_amounts(gross_dollars, due_cents):
    formula = parse_retention_formula(SLIDING_SCALE)
    assert retention_due(gross_dollars * DOLLAR, formula) == due_cents


def test_maximum_total_retention_caps_what_is_held():
    capped = parse_retention_formula(CAPPED)
    assert retention_due(300_000 * DOLLAR, capped) == 25_000 * DOLLAR
    assert retention_due(1_000_000 * DOLLAR, capped) == 50_000 * DOLLAR
    assert retention_due(9_000_000 * DOLLAR, capped) == 50_000 * DOLLAR


def test_rounds_once_to_the_nearest_cent():
    formula = parse_retention_formula({"version": 1, "marginalRates": [{"rate": 1_750_000}]})
    assert retention_due(1, formula) == 0  # 0.0175 ¢
    assert retention_due(29, formula) == 1  # 0.5075 ¢
    assert retention_due(28, formula) == 0  # 0.49 ¢
    half = parse_retention_formula({"version": 1, "marginalRates": [{"rate": 50 * PERCENT}]})
    assert retention_due(1, half) == 1  # 0.5 ¢ rounds away from zero


def test_a_closed_last_band_retains_nothing_above_it():
    formula = parse_retention_formula(
        {"version": 1, "marginalRates": [{"rate": 5 * PERCENT, "upTo": 100_000 * DOLLAR}]}
    )
    assert retention_due(500_000 * DOLLAR, formula) == 5_000 * DOLLAR


@pytest.mark.parametrize(
    "params",
    [
        None,
        {"version": 1},
        {"version": 1, "marginalRates": []},
        {"version": 1, "marginalRates": [{"rate": 0}]},
        {"version": 1, "marginalRates": [{"rate": 0, "upTo": 100}, {"rate": 0}]},
        {"version": 1, "marginalRates": [], "amount": {"max": 100}},
    ],
)
def test_no_rates_or_a_zero_rate_is_no_retention(params):
    assert parse_retention_formula(params) is None
    assert retention_due(1_000_000, None) == 0


@pytest.mark.parametrize(
    "params",
    [
        {"version": 2, "marginalRates": [{"rate": 1}]},
        {"marginalRates": []},
        {"version": "1"},
        {"version": True},
    ],
)
def test_an_unsupported_version_is_an_error(params):
    with pytest.raises(RuleError) as refused:
        parse_retention_formula(params)
    assert refused.value.message == UNSUPPORTED_VERSION


@pytest.mark.parametrize(
    "params",
    [
        [],
        {"version": 1, "marginalRates": {"rate": 1}},
        {"version": 1, "marginalRates": [5]},
        {"version": 1, "marginalRates": [{"rate": -1}]},
        {"version": 1, "marginalRates": [{"rate": 100 * PERCENT + 1}]},
        {"version": 1, "marginalRates": [{"rate": 1.5}]},
        {"version": 1, "marginalRates": [{"rate": True}]},
        {"version": 1, "marginalRates": [{"rate": "10"}]},
        {"version": 1, "marginalRates": [{"rate": 1, "uptTo": 5}]},
        {"version": 1, "marginalRates": [{"rate": 1}, {"rate": 2}]},
        {"version": 1, "marginalRates": [{"rate": 1, "upTo": 0}]},
        {"version": 1, "marginalRates": [{"rate": 1, "upTo": 100}, {"rate": 2, "upTo": 100}]},
        {"version": 1, "marginalRates": [{"rate": 1}], "amount": {"max": -1}},
        {"version": 1, "marginalRates": [{"rate": 1}], "amount": {"min": 1}},
        {"version": 1, "marginalRates": [{"rate": 1}], "amount": 5},
        {"version": 1, "marginalRates": [{"rate": 1}], "extra": 1},
    ],
)
def test_malformed_formulas_are_refused(params):
    with pytest.raises(RuleError) as refused:
        parse_retention_formula(params)
    assert refused.value.message == INVALID_FORMULA


def test_the_retention_line_is_due_to_date_less_retentions_already_taken():
    formula = parse_retention_formula(SLIDING_SCALE)
    # Claim 1: gross 100k → 10k retained.
    first = retention_line_amount(100_000 * DOLLAR, 0, formula)
    assert first == -10_000 * DOLLAR
    # Claim 2: gross 300k → 25k due, 10k already taken.
    second = retention_line_amount(300_000 * DOLLAR, first, formula)
    assert second == -15_000 * DOLLAR
    # A reversal drops gross to 250k → 22.5k due: 2.5k is released.
    assert retention_line_amount(250_000 * DOLLAR, first + second, formula) == 2_500 * DOLLAR
    assert retention_line_amount(250_000 * DOLLAR, 0, None) == 0


@st.composite
def formulas(draw):
    ends = sorted(draw(st.sets(st.integers(min_value=1, max_value=10**10), max_size=4)))
    count = len(ends) + 1
    rates = draw(st.lists(st.integers(0, 100 * PERCENT), min_size=count, max_size=count))
    bands = [{"rate": rate, "upTo": end} for rate, end in zip(rates, ends)]
    if draw(st.booleans()):
        bands.append({"rate": rates[-1]})
    params = {"version": 1, "marginalRates": bands}
    if draw(st.booleans()):
        params["amount"] = {"max": draw(st.integers(0, 10**9))}
    return params


@settings(max_examples=300, deadline=None)
@given(formulas(), st.lists(st.integers(-(10**9), 10**11), min_size=1, max_size=6))
def test_retention_is_never_positive_and_never_beyond_the_cap(params, gross_by_claim):
    formula = parse_retention_formula(params)
    cap = params.get("amount", {}).get("max")
    held = 0
    for gross in gross_by_claim:
        held += retention_line_amount(gross, held, formula)
        assert held == -retention_due(gross, formula)
        assert held <= 0
        if cap is not None:
            assert held >= -cap
        assert -held <= max(gross, 0)  # rates are at most 100 %
