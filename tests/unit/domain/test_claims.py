import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.domain.claims import (
    BILLING_MODE_LABELS,
    PERCENT_COMPLETE_RANGE,
    QTY_TO_DATE_NEGATIVE,
    BillingMode,
    ClaimLine,
    RevisionType,
    amount_for_percent,
    amount_for_qty,
    check_percent_complete,
    check_qty_to_date,
    claim_title,
    claim_totals,
    invoice_reference,
    resolve_billing_mode,
)
from app.domain.errors import RuleError
from app.domain.line_types import SECTION_OF, LineType, Section
from app.domain.money import parse_percent
from app.domain.tax import UNKNOWN_TAX_RATE
from tests.unit.domain.vectors import load

VECTORS = load("claims.json")


def test_sections_are_in_the_documents_order():
    assert [s.value for s in Section] == [
        "Base Contract", "Materials", "Variations", "Provisional", "Margin"
    ]


@pytest.mark.parametrize(
    ("line_type", "section"),
    [
        (LineType.BASE_CONTRACT, Section.BASE_CONTRACT),
        (LineType.MATERIALS, Section.MATERIALS),
        (LineType.MATERIALS_ON, Section.MATERIALS),
        (LineType.MATERIALS_OFF, Section.MATERIALS),
        (LineType.VARIATION, Section.VARIATIONS),
        (LineType.PROVISIONAL, Section.PROVISIONAL),
        (LineType.MARGIN, Section.MARGIN),
    ],
)
def test_each_line_type_has_a_section(line_type, section):
    assert SECTION_OF[line_type] is section


def test_retention_is_in_no_section():
    assert LineType.RETENTION not in SECTION_OF


def test_line_type_values_are_the_ledgers_names():
    assert {t.value for t in LineType} == {
        "BaseContract", "Materials", "Variation", "Provisional", "Margin", "Retention",
        "MaterialsOn", "MaterialsOff",
    }


def test_totals_of_a_worked_claim():
    lines = [
        ClaimLine(LineType.BASE_CONTRACT, to_date=60_000_00, previous=40_000_00),
        ClaimLine(LineType.BASE_CONTRACT, to_date=20_000_00, previous=10_000_00),
        ClaimLine(LineType.MATERIALS_ON, to_date=5_000_00, previous=0),
        ClaimLine(LineType.MATERIALS_OFF, to_date=1_000_00, previous=1_000_00),
        ClaimLine(LineType.VARIATION, to_date=3_333_33, previous=0),
        ClaimLine(LineType.MARGIN, to_date=0, previous=0),
        ClaimLine(LineType.RETENTION, to_date=-8_933_33, previous=-5_100_00),
    ]
    totals = claim_totals(lines)
    assert [(s.section, s.to_date, s.previous, s.this_claim) for s in totals.sections] == [
        (Section.BASE_CONTRACT, 80_000_00, 50_000_00, 30_000_00),
        (Section.MATERIALS, 6_000_00, 1_000_00, 5_000_00),
        (Section.VARIATIONS, 3_333_33, 0, 3_333_33),
        (Section.PROVISIONAL, 0, 0, 0),
        (Section.MARGIN, 0, 0, 0),
    ]
    assert totals.gross_to_date == 89_333_33
    assert totals.retentions_to_date == -8_933_33
    assert totals.subtotal == 80_400_00
    assert totals.previous_subtotal == 45_900_00
    assert totals.gst_exclusive == 34_500_00
    assert totals.gst == 5_175_00
    assert totals.net_payment == 39_675_00
    assert [(line.label, line.amount) for line in totals.lines()] == [
        ("Less Retentions", -8_933_33),
        ("Subtotal", 80_400_00),
        ("Less Previous", -45_900_00),
        ("GST Exclusive Amount", 34_500_00),
        ("GST @ 15%", 5_175_00),
        ("Net payment", 39_675_00),
    ]


def test_gst_is_rounded_once_on_the_claim_not_per_line():
    # Three lines of 10 ¢: rounding 1.5 ¢ per line would give 3 × 2 ¢ = 6 ¢;
    # 15 % of the 30 ¢ claimed is 4.5 ¢ → 5 ¢.
    totals = claim_totals([ClaimLine(LineType.BASE_CONTRACT, 10)] * 3)
    assert totals.gst == 5


def test_an_empty_claim_totals_zero():
    totals = claim_totals([])
    assert all(line.amount == 0 for line in totals.lines())


def test_an_unknown_contract_tax_rate_is_an_error():
    with pytest.raises(RuleError) as refused:
        claim_totals([ClaimLine(LineType.BASE_CONTRACT, 100)], contract_tax_rate_id="VAT")
    assert refused.value.message == UNKNOWN_TAX_RATE


lines_strategy = st.lists(
    st.builds(
        ClaimLine,
        type=st.sampled_from(list(LineType)),
        to_date=st.integers(-(10**11), 10**11),
        previous=st.integers(-(10**11), 10**11),
    ),
    max_size=40,
)


@settings(max_examples=300, deadline=None)
@given(lines_strategy)
def test_totals_equal_the_sum_of_the_lines(lines):
    totals = claim_totals(lines)
    assert totals.subtotal == sum(line.to_date for line in lines)
    assert totals.previous_subtotal == sum(line.previous for line in lines)
    assert totals.gst_exclusive == sum(line.this_claim for line in lines)
    assert totals.gross_to_date + totals.retentions_to_date == totals.subtotal
    assert sum(s.to_date for s in totals.sections) == totals.gross_to_date
    assert totals.retentions_to_date == sum(l.to_date for l in lines if l.type is LineType.RETENTION)
    assert totals.net_payment == totals.gst_exclusive + totals.gst
    assert abs(totals.gst * 100 - totals.gst_exclusive * 15) <= 50


@pytest.mark.parametrize(
    ("mode", "prices", "resolved"),
    [
        (BillingMode.PERCENT, [(100, 500)], BillingMode.PERCENT),
        (BillingMode.PERCENT_WITH_QTY, [], BillingMode.PERCENT_WITH_QTY),
        (BillingMode.RATE_QTY_ESTIMATE, [(1, 1)], BillingMode.RATE_QTY_ESTIMATE),
        (BillingMode.AUTO, [], BillingMode.PERCENT),
        (BillingMode.AUTO, [(500, 500), (20, 20)], BillingMode.PERCENT),
        (BillingMode.AUTO, [(500, 500), (20, 60)], BillingMode.PERCENT_WITH_QTY),
    ],
)
def test_billing_modes(mode, prices, resolved):
    assert resolve_billing_mode(mode, prices) is resolved


@pytest.mark.parametrize("case", VECTORS["billingMode"], ids=lambda c: f"{c['mode']}-{c['prices']}")
def test_billing_mode_vectors(case):
    prices = [tuple(p) for p in case["prices"]]
    assert resolve_billing_mode(BillingMode(case["mode"]), prices) is BillingMode(case["resolved"])


def test_billing_mode_labels():
    assert BILLING_MODE_LABELS == {
        BillingMode.PERCENT: "Disabled",
        BillingMode.PERCENT_WITH_QTY: "Quantity",
        BillingMode.RATE_QTY_ESTIMATE: "Planned & Actual",
    }


@pytest.mark.parametrize("case", VECTORS["percentComplete"], ids=str)
def test_percent_complete(case):
    try:
        check_percent_complete(parse_percent(case["text"]))
        problem = None
    except RuleError as error:
        problem = error.message
    assert problem == case["problem"]


def test_percent_complete_message_uses_an_en_dash():
    assert PERCENT_COMPLETE_RANGE == "0 \u2013 100%"
    assert check_percent_complete(10_000) == 10_000


@pytest.mark.parametrize(("earlier", "qty"), [(0, 0), (0, 1_500), (3_500, -1_000), (3_500, -3_500)])
def test_a_claim_may_credit_a_quantity_down_to_zero_to_date(earlier, qty):
    assert check_qty_to_date(earlier, qty) == qty


@pytest.mark.parametrize(("earlier", "qty"), [(0, -1), (3_500, -3_501), (-1, 0)])
def test_a_quantity_to_date_below_zero_is_refused(earlier, qty):
    with pytest.raises(RuleError) as refused:
        check_qty_to_date(earlier, qty)
    assert refused.value.message == QTY_TO_DATE_NEGATIVE == "Quantity to date cannot be below zero"


@pytest.mark.parametrize(
    ("total", "basis_points", "amount"),
    [(100_000, 5_000, 50_000), (100, 3_333, 33), (1, 5_000, 1), (-1, 5_000, -1), (999, 10_000, 999)],
)
def test_amount_for_percent(total, basis_points, amount):
    assert amount_for_percent(total, basis_points) == amount


@pytest.mark.parametrize(
    ("unit_price", "qty_milli", "amount"),
    [
        (1_000, 1_000, 1_000),
        (333, 1_500, 500),
        (1, 500, 1),
        (1, 499, 0),
        (-1, 500, -1),
        (12_345, 2_000, 24_690),
    ],
)
def test_amount_for_qty(unit_price, qty_milli, amount):
    assert amount_for_qty(unit_price, qty_milli) == amount


@pytest.mark.parametrize("case", VECTORS["invoiceReference"], ids=str)
def test_invoice_reference(case):
    assert invoice_reference(case["supplier"], case["number"]) == case["reference"]


@pytest.mark.parametrize("case", VECTORS["claimTitle"], ids=str)
def test_claim_title(case):
    assert claim_title(case["number"], RevisionType(case["type"])) == case["title"]
