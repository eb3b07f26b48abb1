"""Money through the API: lines, totals, GST, retention and reversals, as the claim page reads them."""
from tests.api.factories import PERIOD, errors_of, gst, line


def test_a_new_claim_starts_numbered_dated_and_due(project):
    p = project()
    claim = p.new_claim()
    assert claim["number"] == 1 and claim["status"] == "New" and claim["label"] == "Draft"
    assert claim["title"] == "Claim 1" and claim["isFirst"]
    draft = claim["draft"]
    assert draft["rev"] == 1 and draft["isDraft"] and draft["type"] == "NzCcaClaim"
    assert draft["dueDate"] == draft["defaultDueDate"]  # 20 working days after the claim date
    assert claim["latest"] is None and claim["pdfDownloadUrl"] is None and claim["pdfPreviewUrl"]
    assert draft["invoiceReference"] == "INV-ACME001"
    assert [line["isRetention"] for line in draft["lines"]] == [True]  # only the retention line, at zero
    ledger = p.ledger()
    assert ledger["draftNumber"] == 1 and ledger["viewerCanEdit"]


def test_totals_equal_the_sum_of_the_lines_and_gst_is_15_percent_of_the_claim(project):
    p = project()
    p.new_claim()
    lines = [
        line("found", "Foundations", 1_000_000, group=["Stage 1"]),
        line("frame", "Framing", 2_500_033),
        line("mat", "Timber on site", 0, type="MaterialsOn"),
        line("var", "Extra window", 120_001, type="Variation"),
    ]
    p.lines(create=lines)
    p.lines(update=[
        {"itemId": "found", "percentComplete": 5000},  # 50 % of 10,000.00
        {"itemId": "frame", "amount": 333_333, "tax": gst(333_333)},
        {"itemId": "mat", "amount": 45_005, "tax": gst(45_005)},
        {"itemId": "var", "percentComplete": 10000},
    ])
    draft = p.claim(1)["draft"]
    by_id = {x["itemId"]: x for x in draft["lines"]}
    assert by_id["found"]["thisClaim"] == 500_000 and by_id["found"]["percentComplete"] == 5000
    assert by_id["var"]["thisClaim"] == 120_001
    assert by_id["frame"]["entry"]["tax"] == gst(333_333)
    claimed = 500_000 + 333_333 + 45_005 + 120_001
    totals = draft["totals"]
    assert totals["grossToDate"] == claimed
    assert totals["gstExclusive"] == claimed == sum(x["thisClaim"] for x in draft["lines"])
    assert totals["gst"] == gst(claimed)
    assert totals["netPayment"] == claimed + gst(claimed)
    assert draft["amountExcl"] == claimed and draft["tax"] == gst(claimed)
    assert [s["section"] for s in draft["sections"]] == ["BaseContract", "Materials", "Variations"]
    assert {s["title"]: s["thisClaim"] for s in draft["sections"]} == {
        "Base Contract": 833_333, "Materials": 45_005, "Variations": 120_001}
    assert [t["label"] for t in totals["lines"]] == [
        "Less Retentions", "Subtotal", "Less Previous", "GST Exclusive Amount", "GST @ 15%", "Net payment"]
    ledger = p.ledger()
    assert ledger["columns"][0]["totals"]["gstExclusive"] == claimed
    assert sum(item["toDate"] for item in ledger["items"]) == claimed


def test_the_second_claim_counts_the_first_as_previous(project):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Slab", 1_000_000, percentComplete=2500)])
    p.patch(1, PERIOD)
    p.submitted(1)
    second = p.new_claim()
    assert second["number"] == 2 and second["draft"]["periodFrom"] == "2026-04-01"
    [slab] = [x for x in second["draft"]["lines"] if not x["isRetention"]]
    assert (slab["previous"], slab["thisClaim"], slab["toDate"]) == (250_000, 0, 250_000)
    p.lines(update=[{"itemId": "a", "percentComplete": 6000}])  # to date 60 %: this claim 35 %
    draft = p.claim(2)["draft"]
    [slab] = [x for x in draft["lines"] if not x["isRetention"]]
    assert (slab["previous"], slab["thisClaim"], slab["toDate"]) == (250_000, 350_000, 600_000)
    totals = draft["totals"]
    assert totals["previousSubtotal"] == 250_000 and totals["subtotal"] == 600_000
    assert totals["gstExclusive"] == 350_000 and totals["gst"] == gst(350_000)
    ledger = p.ledger()
    assert [c["number"] for c in ledger["columns"]] == [1, 2]
    assert ledger["items"][0]["amounts"] == [250_000, 350_000]


def test_retention_follows_its_formula(project):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Works", 50_000_000, amount=30_000_000, tax=gst(30_000_000))],
            retentionFormula={"marginalRates": [{"rate": 10_000_000, "upTo": 20_000_000}, {"rate": 5_000_000}]})
    draft = p.claim(1)["draft"]
    # 10 % of the first 200,000.00 and 5 % of the next 100,000.00 = 25,000.00 held.
    assert draft["retention"]["thisClaim"] == -2_500_000
    totals = draft["totals"]
    assert totals["retentionsToDate"] == -2_500_000
    assert totals["gstExclusive"] == 30_000_000 - 2_500_000
    assert totals["gst"] == gst(30_000_000 - 2_500_000)
    assert p.ledger()["retentionFormula"] == {
        "marginalRates": [{"rate": 10_000_000, "upTo": 20_000_000}, {"rate": 5_000_000, "upTo": None}],
        "maxAmount": None}
    p.patch(1, PERIOD)
    p.submitted(1)
    p.new_claim()
    p.lines(update=[{"itemId": "a", "amount": 10_000_000, "tax": gst(10_000_000)}])
    draft = p.claim(2)["draft"]
    # Gross to date 400,000.00: due 20,000 + 10,000 = 30,000.00; 25,000.00 already held.
    assert draft["retention"]["thisClaim"] == -500_000
    assert draft["totals"]["retentionsToDate"] == -3_000_000
    # A single zero rate is no retention.
    p.lines(retentionFormula={"marginalRates": [{"rate": 0}]})
    draft = p.claim(2)["draft"]
    assert draft["retention"]["thisClaim"] == 2_500_000  # released: nothing is due any more
    assert p.ledger()["retentionFormula"] is None


def test_voiding_a_line_with_submitted_amounts_reverses_exactly_those(project):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Kitchen", 800_000, unitPrice=100_000, qtyMilli=3_500),
                    line("b", "Bathroom", 500_000, amount=123_457, tax=gst(123_457))])
    p.patch(1, PERIOD)
    p.submitted(1)
    p.new_claim()
    p.lines(update=[{"itemId": "a", "qtyMilli": 1_000}])
    p.lines(deleteIds=["a"])
    entries = {(e["number"], e["itemId"]): e for e in p.ledger()["entries"]}
    reversal = entries[(2, "a")]
    assert reversal["isReversal"] and reversal["isDraft"]
    assert reversal["amount"] == -350_000 and reversal["qtyMilli"] == -3_500 and reversal["tax"] == -gst(350_000)
    draft = p.claim(2)["draft"]
    [kitchen] = [x for x in draft["lines"] if x["itemId"] == "a"]
    assert kitchen["toDate"] == 0 and kitchen["previous"] == 350_000 and kitchen["entry"]["isReversal"]
    assert draft["totals"]["gstExclusive"] == -350_000
    assert draft["totals"]["gst"] == -gst(350_000)
    # A line never claimed before is simply deleted from the draft.
    p.lines(create=[line("c", "New thing", 1000)])
    p.lines(deleteIds=["c"])
    assert "c" not in {e["itemId"] for e in p.ledger()["entries"]}
    # Un-voiding: claiming on the voided line again.
    p.lines(update=[{"itemId": "a", "amount": -100_000, "tax": gst(-100_000)}])
    [kitchen] = [x for x in p.claim(2)["draft"]["lines"] if x["itemId"] == "a"]
    assert not kitchen["entry"]["isReversal"] and kitchen["toDate"] == 250_000


def test_quantity_and_unit_price_rules(project):
    p = project()
    p.new_claim()
    p.lines(create=[line("q", "Blocks", 1_000_000, unitPrice=2_500)])
    p.lines(update=[{"itemId": "q", "qtyMilli": 12_500}])  # 12.5 units at 25.00
    entry = _entry(p, "q")
    assert entry["amount"] == 31_250 and entry["qtyMilli"] == 12_500
    assert p.claim(1)["draft"]["resolvedBillingMode"] == "PercentWithQty"
    p.lines(update=[{"itemId": "q", "unitPrice": 0}])  # keeps the quantity, clears the amount
    entry = _entry(p, "q")
    assert entry["amount"] == 0 and entry["qtyMilli"] == 12_500
    p.lines(update=[{"itemId": "q", "unitPrice": 3_000}])  # a new price resets the quantity
    entry = _entry(p, "q")
    assert entry["amount"] == 0 and entry["qtyMilli"] == 0


def test_a_quantity_is_a_whole_number_of_thousandths(project):
    # graphene's BigInt turned 1.5 into 1 and "12" into 12: stored without a word.
    p = project()
    p.new_claim()
    p.lines(create=[line("q", "Blocks", 1_000_000, unitPrice=2_500, qtyMilli=2_000)])
    before = p.ledger()["entries"]
    for sent, shown in ((1.5, "1.5"), ("12", "'12'")):
        for change in ({"update": [{"itemId": "q", "qtyMilli": sent}]},
                       {"create": [line("r", "More blocks", 1_000, qtyMilli=sent)]}):
            [error] = p.update(**change)["errors"]
            assert error["message"].endswith(f"BigInt cannot represent non-integer value: {shown}"), error
            assert "qtyMilli" in error["message"], error
        assert p.ledger()["entries"] == before
    assert _entry(p, "q")["qtyMilli"] == 2_000
    p.lines(update=[{"itemId": "q", "qtyMilli": 3_000.0}])  # a whole number written as a float is whole
    assert _entry(p, "q")["qtyMilli"] == 3_000


def test_a_claim_may_credit_a_quantity_but_never_below_zero_to_date(project):
    p = project()
    p.new_claim()
    below_zero = p.update(create=[line("q", "Blocks", 1_000_000, unitPrice=2_500, qtyMilli=-1)])
    assert [(e["message"], e["extensions"]["field"]) for e in below_zero["errors"]] == [
        ("Quantity to date cannot be below zero", "create.0.qtyMilli")]
    assert [e["itemId"] for e in p.ledger()["entries"]] == ["retention"]  # nothing of it stored
    p.lines(create=[line("q", "Blocks", 1_000_000, unitPrice=2_500, qtyMilli=3_500)])
    p.patch(1, PERIOD)
    p.submitted(1)
    p.new_claim()
    # Claim 2 corrects an over-claim: 3.5 claimed, 1 too many.
    p.lines(update=[{"itemId": "q", "qtyMilli": -1_000}])
    [blocks] = [x for x in p.claim(2)["draft"]["lines"] if x["itemId"] == "q"]
    assert (blocks["previous"], blocks["thisClaim"], blocks["toDate"]) == (8_750, -2_500, 6_250)
    assert (blocks["qtyPrevious"], blocks["qtyToDate"]) == (3_500, 2_500)
    # All of it back is zero to date; more is less than nothing, whether alone or with an amount.
    p.lines(update=[{"itemId": "q", "qtyMilli": -3_500}])
    for change in ({"qtyMilli": -3_501}, {"qtyMilli": -4_000, "amount": -10_000, "tax": gst(-10_000)}):
        body = p.update(update=[{"itemId": "q", **change}])
        assert [(e["message"], e["extensions"]["field"]) for e in body["errors"]] == [
            ("Quantity to date cannot be below zero", "update.0.qtyMilli")]
    assert _entry_of(p, 2, "q")["qtyMilli"] == -3_500


def _entry_of(p, number, item_id):
    return next(e for e in p.ledger()["entries"] if e["itemId"] == item_id and e["number"] == number)


def _entry(p, item_id):
    return next(e for e in p.ledger()["entries"] if e["itemId"] == item_id)


def test_the_rules_messages(project):
    p = project()
    p.new_claim()
    assert errors_of(p.update(create=[{"name": "No id"}])) == ["Line must have an itemId"]
    p.lines(create=[line("a", "A", 10_000)])
    assert errors_of(p.update(update=[{"itemId": "a", "amount": 100}])) == ["tax missing"]
    assert errors_of(p.update(update=[{"itemId": "a", "tax": 15}])) == ["tax missing"]
    assert errors_of(p.update(update=[{"itemId": "a", "amount": 100, "tax": 14}])) == [
        "The tax on 1.00 is 0.15 (GST @ 15%)"]
    assert errors_of(p.update(update=[{"itemId": "a", "percentComplete": 10001}])) == ["0 \u2013 100%"]
    assert errors_of(p.update(update=[{"itemId": "a", "type": "Retention"}])) == [
        "There is one retention line: it is computed from the retention formula"]
    assert errors_of(p.update(create=[line("a", "Again")])) == ["A line with itemId a already exists"]
    assert errors_of(p.update(update=[{"itemId": "zzz", "name": "x"}])) == ["Line not found: zzz"]
    assert errors_of(p.update(retentionFormula={"marginalRates": [{"rate": 1, "upTo": 5}, {"rate": 2, "upTo": 3}]})) \
        == ["Invalid retention formula"]
    # Nothing of a refused update is applied.
    before = p.ledger()
    body = p.update(create=[line("b", "B")], update=[{"itemId": "a", "amount": 5, "tax": 99}])
    assert errors_of(body) and p.ledger()["entries"] == before["entries"]


def test_reorder_resets_positions_to_multiples_of_1000(project):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "A"), line("b", "B"), line("c", "C")])
    assert [e["position"] for e in p.ledger()["entries"] if e["itemId"] != "retention"] == [1000, 2000, 3000]
    p.lines(update=[{"itemId": "c", "position": 1500}])
    assert [e["itemId"] for e in p.ledger()["entries"]][:3] == ["a", "c", "b"]
    p.lines(order=["b", "a", "c"])
    entries = [e for e in p.ledger()["entries"] if e["itemId"] != "retention"]
    assert [(e["itemId"], e["position"]) for e in entries] == [("b", 1000), ("a", 2000), ("c", 3000)]
    assert errors_of(p.update(order=["a", "a"])) == [
        "The order lists a line twice or a line that is not on this claim"]


def test_only_drafts_are_edited(project):
    p = project()
    body = p.update(create=[line("a", "A")])
    assert errors_of(body) == ["Only drafts are edited. Start a new claim, or change this claim back to draft."]
    p.new_claim()
    p.lines(create=[line("a", "A", 100, amount=100, tax=15)])
    p.patch(1, PERIOD)
    p.submitted(1)
    assert errors_of(p.update(update=[{"itemId": "a", "name": "B"}])) == [
        "Only drafts are edited. Start a new claim, or change this claim back to draft."]
