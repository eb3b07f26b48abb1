"""The contract's schedule of values (issue 15): set up before claim 1, each new claim starts from it,
a line's prices lock once claimed, the draft and the schedule never disagree, permissions."""
from tests.api.factories import PERIOD, errors_of, gst, line

SCHEDULE = """
query($id: ID!) { node(id: $id) { ... on Contract {
  viewerCanEditSchedule
  scheduleOfValues { itemId type name group groupPath reference unit isLumpSum qtyMilli unitPrice totalPrice
                     position claimedIn lockedReason viewerCanEditPrices }
} } }
"""
UPDATE = """
mutation($input: ScheduleOfValuesUpdateInput!) {
  scheduleOfValuesUpdate(input: $input) { contract { scheduleOfValues { itemId } } }
}
"""
LOCKED = "Claim 1 has an amount on this line, so its quantity, rate and value are fixed and it cannot be deleted"

THREE = [
    {"itemId": "prelims", "name": "Preliminaries", "totalPrice": 1_500_000},
    {"itemId": "kerb", "name": "Kerb and channel", "group": ["Civil", "Roading"], "unit": "m",
     "qtyMilli": 420_000, "unitPrice": 6_250},
    {"itemId": "pc", "name": "PC sum: fittings", "type": "Provisional", "totalPrice": 800_000, "reference": "PC-1"},
]


def schedule(p, ws=None) -> dict:
    return (ws or p.supplier).ok(SCHEDULE, {"id": p.id})["node"]


def lines_of(p, ws=None) -> dict:
    return {row["itemId"]: row for row in schedule(p, ws)["scheduleOfValues"]}


def change(p, ws=None, **changes) -> dict:
    return (ws or p.supplier).gql(UPDATE, {"input": {"contractId": p.id, **changes}})


def ok(p, ws=None, **changes) -> dict:
    body = change(p, ws, **changes)
    assert "errors" not in body, body["errors"]
    return body["data"]["scheduleOfValuesUpdate"]


def draft_entries(p) -> dict:
    return {e["itemId"]: e for e in p.ledger()["entries"] if e["isDraft"] and e["mode"] == "Claim"}


def test_the_supplier_sets_up_lines_before_claim_1_and_claim_1_starts_from_them(project):
    p = project()
    ok(p, create=THREE)
    rows = lines_of(p)
    assert list(rows) == ["prelims", "kerb", "pc"]
    kerb = rows["kerb"]
    # 420 m @ 62.50 = 26,250.00: the contract value is the quantity at the rate.
    assert (kerb["qtyMilli"], kerb["unitPrice"], kerb["totalPrice"], kerb["unit"]) == (420_000, 6_250, 2_625_000, "m")
    assert kerb["isLumpSum"] is False and kerb["groupPath"] == "Civil >> Roading"
    assert rows["prelims"]["isLumpSum"] is True and rows["prelims"]["unitPrice"] == 1_500_000
    assert rows["prelims"]["qtyMilli"] is None
    assert rows["pc"]["type"] == "Provisional" and rows["pc"]["reference"] == "PC-1"
    assert all(r["lockedReason"] is None and r["viewerCanEditPrices"] for r in rows.values())

    claim = p.new_claim()
    entries = draft_entries(p)
    assert {"prelims", "kerb", "pc"} <= set(entries)
    assert (entries["kerb"]["unitPrice"], entries["kerb"]["totalPrice"]) == (6_250, 2_625_000)
    assert entries["kerb"]["group"] == ["Civil", "Roading"] and entries["pc"]["type"] == "Provisional"
    assert all(entries[i]["amount"] == 0 for i in ("prelims", "kerb", "pc"))
    names = [line["entry"]["name"] for line in claim["draft"]["lines"] if not line["isRetention"]]
    assert names == ["Preliminaries", "Kerb and channel", "PC sum: fittings"]


def test_a_claimed_line_is_locked_with_the_reason_and_the_rest_stay_editable(project):
    p = project()
    ok(p, create=THREE)
    p.new_claim()
    p.lines(update=[{"itemId": "kerb", "qtyMilli": 10_000}])  # 10 m claimed
    rows = lines_of(p)
    assert rows["kerb"]["claimedIn"] == 1 and rows["kerb"]["lockedReason"] == LOCKED
    assert rows["kerb"]["viewerCanEditPrices"] is False
    assert rows["prelims"]["lockedReason"] is None

    for changes in ({"update": [{"itemId": "kerb", "unitPrice": 7_000}]},
                    {"update": [{"itemId": "kerb", "qtyMilli": 500_000}]},
                    {"update": [{"itemId": "kerb", "isLumpSum": True, "totalPrice": 1}]},
                    {"deleteIds": ["kerb"]}):
        assert errors_of(change(p, **changes)) == [LOCKED], changes
    assert lines_of(p)["kerb"]["totalPrice"] == 2_625_000
    # Its description, group and unit stay editable, and reach the draft.
    ok(p, update=[{"itemId": "kerb", "name": "Kerb & channel", "unit": "lm", "group": ["Civil"]}])
    assert (lines_of(p)["kerb"]["name"], lines_of(p)["kerb"]["unit"]) == ("Kerb & channel", "lm")
    assert draft_entries(p)["kerb"]["name"] == "Kerb & channel" and draft_entries(p)["kerb"]["group"] == ["Civil"]
    assert draft_entries(p)["kerb"]["qtyMilli"] == 10_000  # nothing claimed was touched
    # An unclaimed line's prices change, on the draft too; and it can go.
    ok(p, update=[{"itemId": "prelims", "totalPrice": 1_600_000}], deleteIds=["pc"])
    assert draft_entries(p)["prelims"]["totalPrice"] == 1_600_000
    assert "pc" not in draft_entries(p) and "pc" not in lines_of(p)


def test_each_new_claim_starts_from_the_schedule_and_a_deleted_line_does_not_come_back(project):
    p = project()
    ok(p, create=THREE)
    p.new_claim()
    p.lines(update=[{"itemId": "prelims", "amount": 500_000, "tax": gst(500_000)}])
    p.patch(1, PERIOD)
    p.submitted(1)
    # After claim 1: a line added at contract level, and an unclaimed one deleted and another repriced.
    ok(p, create=[{"itemId": "extra", "name": "Landscaping", "totalPrice": 300_000}], deleteIds=["pc"],
       update=[{"itemId": "kerb", "unitPrice": 6_000}])
    p.new_claim()
    entries = draft_entries(p)
    assert "extra" in entries and "pc" not in entries
    assert (entries["kerb"]["unitPrice"], entries["kerb"]["totalPrice"]) == (6_000, 2_520_000)
    assert [e["itemId"] for e in sorted(entries.values(), key=lambda e: int(e["position"]))
            if e["itemId"] != "retention"] == ["prelims", "kerb", "extra"]


def test_a_line_added_in_the_draft_stays_a_claim_line_and_draft_edits_reach_the_schedule(project):
    p = project()
    ok(p, create=THREE)
    p.new_claim()
    p.lines(create=[line("site", "Site extra", 10_000)],
            update=[{"itemId": "prelims", "name": "Prelims & general"}, {"itemId": "kerb", "unitPrice": 7_000}])
    rows = lines_of(p)
    assert "site" not in rows
    assert rows["prelims"]["name"] == "Prelims & general"
    # A quantity line's value follows its new rate, on the schedule and on the draft.
    assert (rows["kerb"]["unitPrice"], rows["kerb"]["totalPrice"]) == (7_000, 2_940_000)
    assert draft_entries(p)["kerb"]["totalPrice"] == 2_940_000
    p.lines(deleteIds=["pc"])
    assert "pc" not in lines_of(p)
    # A schedule line added while the draft is open joins the draft at once.
    ok(p, create=[{"itemId": "late", "name": "Late line", "totalPrice": 5_000}])
    assert draft_entries(p)["late"]["totalPrice"] == 5_000


def test_reorder_and_bad_input_are_refused_with_a_clear_message(project):
    p = project()
    ok(p, create=THREE)
    ok(p, order=["pc", "prelims"])
    assert list(lines_of(p)) == ["pc", "prelims", "kerb"]
    assert errors_of(change(p, order=["pc", "pc"])) == ["The order lists a line twice or a line that is not in the schedule"]
    assert errors_of(change(p, create=[{"itemId": "x", "name": " ", "totalPrice": 1}])) == ["Description is required"]
    assert errors_of(change(p, create=[{"itemId": "x", "name": "Q", "qtyMilli": 5_000}])) == ["A quantity line needs a rate"]
    assert errors_of(change(p, create=[{"itemId": "x", "name": "Q", "qtyMilli": 0, "unitPrice": 1}])) == [
        "The contract quantity must be more than zero"]
    assert errors_of(change(p, create=[{"itemId": "kerb", "name": "Again", "totalPrice": 1}])) == [
        "A line with itemId kerb already exists"]
    assert errors_of(change(p, create=[{"itemId": "r", "name": "R", "type": "Retention", "totalPrice": 1}])) == [
        "There is one retention line: it is computed from the retention formula"]
    assert errors_of(change(p, create=[{"itemId": "u", "name": "U", "unit": "x" * 21, "totalPrice": 1}])) == [
        "Unit must be at most 20 characters"]
    assert errors_of(change(p, update=[{"itemId": "nope", "name": "N"}])) == ["Line not found: nope"]
    # All or nothing: a refused batch leaves no part of itself behind.
    body = change(p, create=[{"itemId": "ok1", "name": "Fine", "totalPrice": 1}],
                  update=[{"itemId": "nope", "name": "N"}])
    assert errors_of(body) and "ok1" not in lines_of(p)


def test_the_customer_reads_it_and_only_a_supplier_with_edit_changes_it(project):
    p = project()
    ok(p, create=THREE)
    customer_view = schedule(p, p.customer)
    assert customer_view["viewerCanEditSchedule"] is False
    assert [r["itemId"] for r in customer_view["scheduleOfValues"]] == ["prelims", "kerb", "pc"]
    assert not any(r["viewerCanEditPrices"] for r in customer_view["scheduleOfValues"])
    assert errors_of(change(p, p.customer, deleteIds=["pc"])) == ["You do not have permission"]

    sender = p.supplier.add_member(permissions=["ContractSupplierSubmit"])  # claims, but not Edit
    assert schedule(p, sender)["viewerCanEditSchedule"] is False
    assert errors_of(change(p, sender, deleteIds=["pc"])) == ["You do not have permission"]
    assert schedule(p)["viewerCanEditSchedule"] is True
    assert "pc" in lines_of(p)


CONTRACT_TAB = """
query($id: ID!) { node(id: $id) { ... on Contract {
  viewerCanEditSchedule
  scheduleOfValues { itemId type name groupPath unit isLumpSum qtyMilli unitPrice totalPrice lockedReason
                     viewerCanEditPrices }
  ledger { ledgerRev columns { number title totals { gstExclusive gst netPayment } }
           items { itemId name groupPath totalPrice amounts toDate remaining isVoided } }
} } }
"""


def test_the_contract_tab_costs_the_same_statements_with_10_or_100_lines(app, project):
    from app.db import db
    from tests.querycount import count_queries

    app.config["CLAIMS_LEDGER_CACHE"] = False
    try:
        counts = {}
        for size in (10, 100):
            p = project(site_name=f"Size {size}")
            ok(p, create=[{"itemId": f"l{i}", "name": f"Line {i}", "group": ["Stage 1"] if i % 2 else [],
                           **({"qtyMilli": 1_000 * (i + 1), "unitPrice": 1_000} if i % 3 else {"totalPrice": 10_000})}
                          for i in range(size)])
            p.new_claim()
            p.lines(update=[{"itemId": f"l{i}", "amount": 100, "tax": 15} for i in range(0, size, 5)])
            with app.app_context():
                engine = db.engine
            with count_queries(engine) as log:
                data = p.supplier.ok(CONTRACT_TAB, {"id": p.id})["node"]
            assert len(data["scheduleOfValues"]) == size
            assert sum(1 for r in data["scheduleOfValues"] if r["lockedReason"]) == len(range(0, size, 5))
            counts[size] = log.count
        assert counts[10] == counts[100], counts
    finally:
        app.config["CLAIMS_LEDGER_CACHE"] = True
