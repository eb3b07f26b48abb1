import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.domain.errors import RuleError
from app.domain.line_types import LineType
from app.domain.tax import (
    NZ_GST,
    TAX_MISSING,
    UNKNOWN_TAX_RATE,
    amount_and_tax_update,
    line_tax_rate_id,
    tax_label,
    tax_on,
    tax_rate_bp,
)
from tests.unit.domain.vectors import load

VECTORS = load("money.json")


@pytest.mark.parametrize("case", VECTORS["gst"], ids=str)
def test_gst_rounds_to_the_nearest_cent_halves_away_from_zero(case):
    assert tax_on(case["cents"]) == case["gst"]
    assert tax_on(case["cents"], NZ_GST) == case["gst"]


def test_nz_gst_is_fifteen_percent():
    assert tax_rate_bp(NZ_GST) == 1500
    assert tax_label(NZ_GST) == "GST @ 15%"


def test_an_unknown_rate_is_an_error():
    case = VECTORS["unknownTaxRate"]
    for call in (lambda: tax_on(100, case["taxRateId"]), lambda: tax_rate_bp(case["taxRateId"])):
        with pytest.raises(RuleError) as refused:
            call()
        assert refused.value.message == case["error"] == UNKNOWN_TAX_RATE


@pytest.mark.parametrize(
    ("line_type", "expected"),
    [(LineType.RETENTION, NZ_GST)]
    + [(t, "CONTRACT_RATE") for t in LineType if t is not LineType.RETENTION],
)
def test_retention_uses_nz_gst_and_other_lines_the_contract_rate(line_type, expected):
    assert line_tax_rate_id(line_type, "CONTRACT_RATE") == expected


@pytest.mark.parametrize(
    ("amount", "tax", "expected"),
    [(None, None, None), (1000, 150, (1000, 150)), (0, 0, (0, 0)), (-1000, -150, (-1000, -150))],
)
def test_an_update_sets_amount_and_tax_together(amount, tax, expected):
    assert amount_and_tax_update(amount, tax) == expected


@pytest.mark.parametrize(("amount", "tax"), [(None, 150), (1000, None)])
def test_an_update_with_one_of_amount_and_tax_is_tax_missing(amount, tax):
    with pytest.raises(RuleError) as refused:
        amount_and_tax_update(amount, tax)
    assert refused.value.message == TAX_MISSING == "tax missing"


@settings(max_examples=500, deadline=None)
@given(st.integers(min_value=-(10**14), max_value=10**14))
def test_gst_is_never_off_by_more_than_half_a_cent(cents):
    # |gst - 0.15 × cents| ≤ 0.5, scaled by 100 to stay in integers
    assert abs(tax_on(cents) * 100 - cents * 15) <= 50
