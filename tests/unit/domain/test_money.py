import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.domain.errors import RuleError
from app.domain.money import (
    MAX_SCALED,
    div_round,
    format_money,
    format_percent,
    format_qty,
    parse_money,
    parse_percent,
    parse_qty,
    percent_of,
)
from tests.unit.domain.vectors import load

VECTORS = load("money.json")


@pytest.mark.parametrize("case", VECTORS["formatMoney"], ids=str)
def test_format_money(case):
    assert format_money(case["cents"]) == case["text"]
    assert format_money(case["cents"], accounting=True) == case["accounting"]


def _check_parse(parse, case, key):
    if "error" in case:
        with pytest.raises(RuleError) as refused:
            parse(case["text"])
        assert refused.value.message == case["error"]
    else:
        assert parse(case["text"]) == case[key]


@pytest.mark.parametrize("case", VECTORS["parseMoney"], ids=str)
def test_parse_money(case):
    _check_parse(parse_money, case, "cents")


@pytest.mark.parametrize("case", VECTORS["formatQty"], ids=str)
def test_format_qty(case):
    assert format_qty(case["qtyMilli"]) == case["text"]


@pytest.mark.parametrize("case", VECTORS["parseQty"], ids=str)
def test_parse_qty(case):
    _check_parse(parse_qty, case, "qtyMilli")


@pytest.mark.parametrize("case", VECTORS["formatPercent"], ids=str)
def test_format_percent(case):
    assert format_percent(case["basisPoints"]) == case["text"]


@pytest.mark.parametrize("case", VECTORS["parsePercent"], ids=str)
def test_parse_percent(case):
    _check_parse(parse_percent, case, "basisPoints")


@pytest.mark.parametrize("case", VECTORS["percentOf"], ids=str)
def test_percent_of(case):
    assert percent_of(case["part"], case["whole"]) == case["basisPoints"]


@pytest.mark.parametrize(
    ("numerator", "denominator", "expected"),
    [
        (0, 7, 0),
        (5, 10, 1),
        (-5, 10, -1),
        (4, 10, 0),
        (-4, 10, 0),
        (15, 10, 2),
        (-15, 10, -2),
        (14, 10, 1),
        (25, 10, 3),
        (7, 1, 7),
    ],
)
def test_div_round_halves_away_from_zero(numerator, denominator, expected):
    assert div_round(numerator, denominator) == expected


def test_div_round_needs_a_positive_denominator():
    with pytest.raises(ValueError):
        div_round(1, 0)


amounts = st.integers(min_value=-MAX_SCALED, max_value=MAX_SCALED)


@settings(max_examples=300, deadline=None)
@given(amounts, st.booleans())
def test_formatting_then_parsing_money_is_the_identity(cents, accounting):
    assert parse_money(format_money(cents, accounting=accounting)) == cents


@settings(max_examples=200, deadline=None)
@given(amounts)
def test_formatting_then_parsing_qty_and_percent_is_the_identity(value):
    assert parse_qty(format_qty(value)) == value
    assert parse_percent(format_percent(value)) == value


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=-(10**15), max_value=10**15), st.integers(min_value=1, max_value=10**6))
def test_div_round_is_within_half(numerator, denominator):
    quotient = div_round(numerator, denominator)
    error = quotient * denominator - numerator
    assert 2 * abs(error) <= denominator
    if 2 * abs(error) == denominator:  # a tie went away from zero
        assert abs(quotient * denominator) > abs(numerator)


def test_an_amount_with_its_dollar_sign_has_the_minus_before_the_sign():
    from app.domain.money import dollars

    assert dollars(2_312_500) == "$23,125.00"
    assert dollars(-2_312_500) == "\u2013$23,125.00"
    assert dollars(0) == "$0.00" and dollars(-5) == "\u2013$0.05"


def test_no_template_or_message_writes_a_dollar_sign_before_a_bare_figure():
    """'$' followed by a formatted figure would read '$–23,125.00' for a negative amount: every email,
    PDF and statement writes amounts through `dollars` (the template filter of the same name)."""
    import re
    from pathlib import Path

    app = Path(__file__).resolve().parents[3] / "app"
    offenders = []
    for path in list(app.rglob("*.html")) + list(app.rglob("*.py")):
        if path == app / "domain" / "money.py":  # `dollars` itself
            continue
        text = path.read_text()
        # A template's '${{ x|money }}', an f-string's '${format_money(x)}', a str.format "${name}".
        for pattern in (r"\$\{\{[^}]*\|money", r"\$\{format_money\(", r"\$\{[a-z_]+\}"):
            offenders += [f"{path.relative_to(app)}: {m.group(0)}" for m in re.finditer(pattern, text)]
    assert not offenders, offenders
