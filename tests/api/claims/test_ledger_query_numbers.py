"""The ledger's numbers, read the fast way (rows straight from the driver, sums over rows, Entry
objects made only for what is shown), equal the definition worked out here entry by entry from
the ORM, on a tricky ledger: reversals, a type change, quantities, retention, a customer
adjustment, a voided claim and a draft column; with the per-process cache off and on."""
import pytest
from graphql_relay import from_global_id
from sqlalchemy import select

from app.claims.models import LIVE_STATUSES, MODE_ADJUSTMENT, MODE_CLAIM, RETENTION_ITEM_ID, Claim, LedgerEntry
from app.db import db
from app.domain.claims import ClaimLine, claim_totals
from app.domain.line_types import SECTION_OF, LineType
from tests.api.factories import DELETE_CLAIM, PERIOD, gst, line

CLAIM_LINES = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  draft { lines { itemId previous thisClaim toDate qtyPrevious qtyToDate } sections { section previous toDate } }
  latest { lines { itemId previous thisClaim toDate qtyPrevious qtyToDate } sections { section previous toDate } }
} } } }
"""


def tricky(p):
    """Claims 1 and 2 submitted, 3 submitted then voided, 4 a draft; an adjustment in claim 2."""
    p.new_claim()
    p.lines(create=[line("a", "Slab", 1_000_000, percentComplete=3000),
                    line("b", "Extra window", 500_000, type="Variation", percentComplete=10000),
                    line("c", "Kitchen", 800_000, unitPrice=100_000, qtyMilli=2_500),
                    line("d", "Timber on site", 0, type="MaterialsOn", amount=45_005, tax=gst(45_005))],
            retentionFormula={"marginalRates": [{"rate": 1_000_000, "upTo": 50_000_000}, {"rate": 500_000}]})
    p.patch(1, PERIOD)
    p.submitted(1)
    p.new_claim()
    p.lines(update=[{"itemId": "a", "percentComplete": 6000}, {"itemId": "c", "type": "Variation", "qtyMilli": 1_500}])
    p.lines(deleteIds=["b"])
    p.lines(create=[line("e", "Landscaping", 300_000, percentComplete=5000)])
    p.patch(2, PERIOD)
    p.submitted(2)
    p.new_claim()
    p.lines(update=[{"itemId": "a", "percentComplete": 9000}])
    p.patch(3, PERIOD)
    p.submitted(3)
    assert p.supplier.ok(DELETE_CLAIM, {"id": p.id, "n": 3})["claimDelete"]["claim"]["status"] == "Voided"
    p.new_claim()
    p.lines(update=[{"itemId": "a", "percentComplete": 10000}, {"itemId": "e", "amount": -20_000,
                                                                 "tax": gst(-20_000)}])
    p.lines(deleteIds=["d"])
    p.lines(create=[line("f", "Fence", 90_000, percentComplete=10000)])


def add_adjustment(app, contract_id: int, number: int) -> None:
    """A customer's payment-schedule entry: listed, never added into a claim."""
    with app.app_context():
        claim = db.session.scalar(select(Claim).where(Claim.contract_id == contract_id, Claim.number == number))
        db.session.add(LedgerEntry(contract_id=contract_id, claim_id=claim.id, rev=claim.latest_rev, item_id="a",
                                   mode=MODE_ADJUSTMENT, type="BaseContract", position=1000, name="Slab",
                                   amount=-40_000, tax=gst(-40_000), is_draft=False))
        db.session.commit()


def expected(app, contract_id: int, *, drafts: bool) -> dict:
    """The definition, entry by entry: columns, each claim's totals and lines, the grid."""
    with app.app_context():
        claims = db.session.scalars(select(Claim).where(Claim.contract_id == contract_id)
                                    .order_by(Claim.number, Claim.id)).all()
        columns = []
        for claim in claims:
            rev = (claim.draft_rev or claim.latest_rev) if drafts else claim.latest_rev
            if claim.status in LIVE_STATUSES and rev is not None:
                entries = db.session.scalars(select(LedgerEntry).where(
                    LedgerEntry.claim_id == claim.id, LedgerEntry.rev == rev, LedgerEntry.mode == MODE_CLAIM)).all()
                columns.append((claim, entries))
        totals, lines, sections, grid = {}, {}, {}, {}
        amount, qty, kind = {}, {}, {}
        for i, (claim, entries) in enumerate(columns):
            before = (dict(amount), dict(qty))
            for e in entries:
                amount[e.item_id] = amount.get(e.item_id, 0) + e.amount
                qty[e.item_id] = qty.get(e.item_id, 0) + e.qty_milli
                kind[e.item_id] = LineType.RETENTION if e.item_id == RETENTION_ITEM_ID else LineType(e.type)
                row = grid.setdefault(e.item_id, {"amounts": [0] * len(columns), "head": None})
                row["amounts"][i] = e.amount
                row["head"] = e
            result = claim_totals([ClaimLine(kind[k], amount[k], before[0].get(k, 0)) for k in kind], "NZ_GST")
            totals[claim.number] = {"grossToDate": result.gross_to_date, "retentionsToDate": result.retentions_to_date,
                                    "subtotal": result.subtotal, "previousSubtotal": result.previous_subtotal,
                                    "gstExclusive": result.gst_exclusive, "gst": result.gst,
                                    "netPayment": result.net_payment}
            shown = {SECTION_OF[kind[e.item_id]] for e in entries if e.item_id != RETENTION_ITEM_ID}
            # The sections' sums count an item as this claim types it, earlier amounts included.
            sections[claim.number] = [{"section": t.section.value.replace(" ", ""),  # the GraphQL enum's name
                                       "previous": t.previous, "toDate": t.to_date}
                                      for t in result.sections if t.section in shown]
            lines[claim.number] = [
                {"itemId": e.item_id, "previous": before[0].get(e.item_id, 0), "thisClaim": e.amount,
                 "toDate": before[0].get(e.item_id, 0) + e.amount, "qtyPrevious": before[1].get(e.item_id, 0),
                 "qtyToDate": before[1].get(e.item_id, 0) + e.qty_milli}
                for e in sorted(entries, key=lambda e: (e.item_id == RETENTION_ITEM_ID, e.position, e.item_id))]
        last = columns[-1][0].id
        items = []
        for item_id, row in grid.items():
            head = row["head"]
            items.append({
                "itemId": item_id, "amounts": row["amounts"], "toDate": sum(row["amounts"]), "name": head.name,
                "type": head.type, "position": head.position, "totalPrice": head.total_price,
                "remaining": head.total_price - sum(row["amounts"]),
                "isVoided": head.is_reversal or (head.claim_id != last and item_id != RETENTION_ITEM_ID),
                "isRetention": item_id == RETENTION_ITEM_ID, "_order": (item_id == RETENTION_ITEM_ID, head.position,
                                                                        item_id)})
        items.sort(key=lambda r: r.pop("_order"))
        return {"numbers": [c.number for c, _ in columns], "totals": totals, "lines": lines, "sections": sections,
                "items": items}


@pytest.fixture(scope="module")
def tricky_ledger(app, module_project):
    """The tricky ledger, built once (the cache off: no store kept while it is built); each case only reads it."""
    app.config.update(CLAIMS_LEDGER_CACHE=False)
    try:
        p = module_project()
        tricky(p)
        contract_id = int(from_global_id(p.id)[1])
        add_adjustment(app, contract_id, 2)
    finally:
        app.config.update(CLAIMS_LEDGER_CACHE=True, CLAIMS_LEDGER_CACHE_MIN_ENTRIES=1000)
    return p, contract_id


@pytest.mark.parametrize("cache", [False, True])
def test_the_ledger_read_from_rows_equals_the_definition(app, tricky_ledger, cache):
    app.config.update(CLAIMS_LEDGER_CACHE=cache, CLAIMS_LEDGER_CACHE_MIN_ENTRIES=0)
    try:
        p, contract_id = tricky_ledger
        for ws, drafts in ((p.supplier, True), (p.customer, False)):
            want = expected(app, contract_id, drafts=drafts)
            for _ in range(2):  # read, then (cache on) read again from the kept store
                ledger = p.ledger(ws)
                assert [c["number"] for c in ledger["columns"]] == want["numbers"]
                for column in ledger["columns"]:
                    assert column["totals"] == {k: want["totals"][column["number"]][k] for k in column["totals"]}
                assert ledger["toDate"] == {**want["totals"][want["numbers"][-1]], "gstLabel": "GST @ 15%"}
                got = [{k: item[k] for k in want["items"][0]} for item in ledger["items"]]
                assert got == want["items"]
            for number in want["numbers"]:
                claim = ws.ok(CLAIM_LINES, {"id": p.id, "n": number})["node"]["claim"]
                revision = claim["draft"] if drafts and claim["draft"] else claim["latest"]
                assert revision["lines"] == want["lines"][number], number
                assert revision["sections"] == want["sections"][number], number
        # The ledger has what the test is about.
        entries = p.ledger()["entries"]
        assert {(e["number"], e["itemId"]) for e in entries if e["isReversal"]} == {(2, "b"), (4, "d")}
        assert [e["mode"] for e in entries if e["mode"] != MODE_CLAIM] == [MODE_ADJUSTMENT]
        assert want["numbers"] == [1, 2]  # the customer's: claim 3 voided, claim 4 a draft
        assert expected(app, contract_id, drafts=True)["numbers"] == [1, 2, 4]
    finally:
        app.config.update(CLAIMS_LEDGER_CACHE=True, CLAIMS_LEDGER_CACHE_MIN_ENTRIES=1000)
