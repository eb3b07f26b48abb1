"""PaymentSchedule.basis: what the builder's live totals rest on, from the server's ledger (not re-derived
in the browser): the gross and retention before the claim, the retention formula and the tax rate."""
from tests.api.factories import PERIOD, RETENTION_5, line

BASIS = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) { schedule {
  claimedExcl claimedTax
  basis { grossBefore retainedBefore taxRateId retentionFormula { marginalRates { rate upTo } maxAmount } }
} } } } }
"""


def basis_of(s) -> dict:
    return s.customer.ok(BASIS, {"id": s.id, "n": s.number})["node"]["claim"]["schedule"]["basis"]


FIVE_PERCENT = {"marginalRates": [{"rate": 5_000_000, "upTo": None}], "maxAmount": None}


def test_the_first_claims_basis_is_nothing_before_under_its_formula_and_gst(scheduled_contract):
    s = scheduled_contract()
    assert basis_of(s) == {"grossBefore": 0, "retainedBefore": 0, "taxRateId": "NZ_GST",
                           "retentionFormula": FIVE_PERCENT}


def test_a_later_claims_basis_is_the_gross_claimed_and_the_retention_taken_before_it(scheduled_contract):
    s = scheduled_contract()
    s.save()
    s.sent()  # claim 1 scheduled as claimed: 17,500.00 gross, 875.00 retained
    s.p.new_claim()
    s.p.lines(update=[{"itemId": "a", "amount": 200_000, "tax": 30_000}])
    s.p.patch(2, {"periodFrom": "2026-04-01", "periodTo": "2026-04-30", "date": "2026-04-30"})
    s.p.submitted(2)
    s.number = 2
    schedule = s.customer.ok(BASIS, {"id": s.id, "n": 2})["node"]["claim"]["schedule"]
    assert schedule["basis"] == {"grossBefore": 1_750_000, "retainedBefore": -87_500, "taxRateId": "NZ_GST",
                                 "retentionFormula": FIVE_PERCENT}
    # The claimed side computed from it: 2,000.00 less 5% of 19,500.00 beyond the 875.00 held, and GST on that.
    assert (schedule["claimedExcl"], schedule["claimedTax"]) == (190_000, 28_500)


def test_a_claim_with_no_retention_line_builds_on_no_retention(contract):
    p = contract()
    p.new_claim()
    p.lines(create=[line("a", "Foundations", 5_000_000, amount=1_000_000, tax=150_000)])
    p.patch(1, {**PERIOD, "date": "2026-03-31"})
    p.submitted(1)
    p.new_claim()
    p.lines(update=[{"itemId": "a", "amount": 300_000, "tax": 45_000}])
    p.patch(2, {"periodFrom": "2026-04-01", "periodTo": "2026-04-30", "date": "2026-04-30"})
    p.submitted(2)
    basis = p.customer.ok(BASIS, {"id": p.id, "n": 2})["node"]["claim"]["schedule"]["basis"]
    assert basis == {"grossBefore": 1_000_000, "retainedBefore": 0, "taxRateId": "NZ_GST", "retentionFormula": None}


def test_the_basis_holds_the_retention_formula_as_the_claim_states_it(contract):
    p = contract()
    p.new_claim()
    banded = {"marginalRates": [{"rate": 10_000_000, "upTo": 20_000_000}, {"rate": 5_000_000}], "maxAmount": 5_000_000}
    p.lines(create=[line("a", "Foundations", 5_000_000, amount=1_000_000, tax=150_000)], retentionFormula=banded)
    p.patch(1, {**PERIOD, "date": "2026-03-31"})
    p.submitted(1)
    basis = p.customer.ok(BASIS, {"id": p.id, "n": 1})["node"]["claim"]["schedule"]["basis"]
    assert basis["retentionFormula"] == {"marginalRates": [{"rate": 10_000_000, "upTo": 20_000_000},
                                                           {"rate": 5_000_000, "upTo": None}], "maxAmount": 5_000_000}
    assert (basis["grossBefore"], basis["retainedBefore"]) == (0, 0)
