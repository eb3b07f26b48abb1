"""ledgerUpdate answers what it did to the draft's lines (the lines it created or changed, the items it
removed), each line as the draft itself lists it, so a client keeps its copy of the draft without
reading every line again; and the answer the claim page asks for costs the same SQL statements for a
claim of 3 lines or 60."""
from app.db import db
from ops.bench.relay_documents import document
from tests.api.factories import PERIOD, line
from tests.querycount import count_queries

LINE = """itemId previous thisClaim toDate qtyPrevious qtyToDate percentComplete remaining section isRetention
          entry { itemId name position amount tax qtyMilli totalPrice unitPrice isReversal isDraft }"""

ANSWER = """
mutation($input: LedgerUpdateInput!) { ledgerUpdate(input: $input) {
  ledgerRev deletedItemIds changedLines { %s }
  claim { draft { lines { %s } } }
} }
""" % (LINE, LINE)


def push(p, **changes) -> dict:
    rev = p.ledger()["ledgerRev"]
    return p.supplier.ok(ANSWER, {"input": {"contractId": p.id, "ledgerRev": rev, **changes}})["ledgerUpdate"]


def as_listed(answer: dict, item_ids) -> list[dict]:
    """The draft's own lines of these items, in its order."""
    return [lv for lv in answer["claim"]["draft"]["lines"] if lv["itemId"] in set(item_ids)]


def test_the_answer_names_the_lines_created_changed_voided_and_removed(contract):
    p = contract()
    p.new_claim()
    first = push(p, create=[line("a", "Slab", 1_000_000, percentComplete=3000),
                            line("b", "Frame", 500_000, percentComplete=10000),
                            line("c", "Roof", 200_000)],
                 retentionFormula={"marginalRates": [{"rate": 5_000_000}]})
    # The retention line the formula made is among them: its amount follows the others.
    assert first["changedLines"] == as_listed(first, ["a", "b", "c", "retention"])
    assert [lv["itemId"] for lv in first["changedLines"]] == ["a", "b", "c", "retention"]
    assert first["deletedItemIds"] == []
    p.patch(1, PERIOD)
    p.submitted(1)
    p.new_claim()
    push(p, create=[line("e", "Fence", 90_000)])

    answer = push(p, update=[{"itemId": "a", "percentComplete": 6000}], create=[line("d", "Paving", 300_000)],
                  deleteIds=["b", "e"])

    # b was claimed on before, so it stays voided (a reversal); e never was, so it is gone.
    assert answer["deletedItemIds"] == ["e"]
    assert [lv["itemId"] for lv in answer["changedLines"]] == ["a", "b", "d", "retention"]
    assert answer["changedLines"] == as_listed(answer, ["a", "b", "d", "retention"])
    a, b, d, retention = answer["changedLines"]
    assert (a["previous"], a["thisClaim"], a["toDate"]) == (300_000, 300_000, 600_000)
    assert (b["entry"]["isReversal"], b["thisClaim"], b["toDate"]) == (True, -500_000, 0)
    assert (d["previous"], d["entry"]["name"]) == (0, "Paving")
    # 5 % of the gross to date: 40,000 held at claim 1 (of 800,000), 30,000 now (of 600,000).
    assert (retention["previous"], retention["thisClaim"], retention["toDate"]) == (-40_000, 10_000, -30_000)
    assert "e" not in {lv["itemId"] for lv in answer["claim"]["draft"]["lines"]}


def test_a_reorder_answers_the_lines_that_moved(contract):
    p = contract()
    p.new_claim()
    push(p, create=[line(i, i.upper(), 100_000) for i in ("a", "b", "c", "d")])
    answer = push(p, order=["a", "b", "d", "c"])
    assert [lv["itemId"] for lv in answer["changedLines"]] == ["d", "c", "retention"]
    assert [lv["entry"]["position"] for lv in answer["changedLines"][:2]] == [3000, 4000]
    assert answer["changedLines"] == as_listed(answer, ["c", "d", "retention"])
    assert answer["deletedItemIds"] == []


def statements_of_an_edit(app, p, lines: int):
    """The statements of a one-line edit answered as the claim page asks (Relay's own text)."""
    p.new_claim()
    p.lines(create=[line(f"i{i}", f"Item {i}", 100_000, percentComplete=1000) for i in range(lines)],
            retentionFormula={"marginalRates": [{"rate": 5_000_000}]})
    p.patch(1, PERIOD)
    p.submitted(1)
    p.new_claim()
    mutation = document("claimMutationsLedgerUpdateMutation")
    with app.app_context():
        engine = db.engine
    answers, counts = [], []
    for percent in (2000, 3000):  # the first also warms what a client's first request touches
        rev = p.ledger()["ledgerRev"]
        variables = {"input": {"contractId": p.id, "ledgerRev": rev, "number": 2,
                               "update": [{"itemId": "i1", "percentComplete": percent}]}}
        with count_queries(engine) as log:
            answers.append(p.supplier.ok(mutation, variables)["ledgerUpdate"])
        counts.append(log)
    return answers[-1], counts[-1]


def test_the_claim_pages_answer_costs_the_same_statements_for_3_lines_or_60(app, contract):
    app.config["CLAIMS_LEDGER_CACHE"] = False
    try:
        small, small_log = statements_of_an_edit(app, contract(site_name="Small"), 3)
        large, large_log = statements_of_an_edit(app, contract(site_name="Large"), 60)
    finally:
        app.config["CLAIMS_LEDGER_CACHE"] = True
    assert small_log.count == large_log.count <= 40, str(large_log)
    # The answer carries the line edited and the retention line, whatever the claim's size.
    for answer in (small, large):
        assert [lv["itemId"] for lv in answer["changedLines"]] == ["i1", "retention"]
        assert answer["deletedItemIds"] == []
        assert answer["claim"]["contract"]["ledger"]["ledgerRev"] == answer["ledgerRev"]
    assert large["changedLines"][0]["entry"]["amount"] == 20_000


def test_an_edit_reads_the_suppliers_gst_status_with_the_ledger_lock(app, contract):
    """The draft's rate follows whether the supplier is registered for GST (issue 34): ledgerUpdate reads it
    in the statement that locks the ledger, never in one of its own (the mutation loads no parties)."""
    p = contract()
    p.new_claim()
    push(p, create=[line("a", "A", 100_000, percentComplete=1000)])
    mutation = ("mutation($input: LedgerUpdateInput!) { ledgerUpdate(input: $input) { ledgerRev } }")
    with app.app_context():
        engine = db.engine
    logs = []
    for percent in (2000, 3000):  # the first warms what a client's first request touches
        variables = {"input": {"contractId": p.id, "ledgerRev": p.ledger()["ledgerRev"],
                               "update": [{"itemId": "a", "percentComplete": percent}]}}
        with count_queries(engine) as log:
            p.supplier.ok(mutation, variables)
        logs.append(log)
    reads = [s for s in logs[-1].statements if "contract_contacts.gst_registered" in s]
    assert len(reads) == 1 and reads[0].startswith("INSERT INTO shared.contract_ledgers"), str(logs[-1])
