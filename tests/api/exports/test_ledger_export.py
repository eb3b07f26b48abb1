"""GET /v1/export/ledger: a contract's ledger entries as CSV ('Export ledger as CSV'). Every
entry the viewer sees, the cell rules, the spec's message for an empty ledger, and isolation."""
import re

from tests.api.factories import export_url, line

COLUMNS = ["id", "itemId", "type", "position", "name", "group", "files", "reference", "scheduleReason",
           "totalPrice", "unitPrice", "qty", "amount", "tax", "number", "rev", "mode", "isDraft", "isReversal",
           "params"]


def test_every_entry_of_the_ledger(scheduled_contract, exported):
    s = scheduled_contract()
    s.save(lines=[{"itemId": "a", "scheduled": 800_000, "reason": "Defective work"}], notes=["Defects"])
    s.sent()
    rows = exported(s.supplier, "ledger", contract=s.id)
    assert list(rows[0]) == COLUMNS
    claimed = {r["itemId"]: r for r in rows if r["mode"] == "Claim"}
    assert set(claimed) == {"a", "b", "c", "retention"}
    assert claimed["a"]["name"] == "Foundations"
    assert (claimed["a"]["totalPrice"], claimed["a"]["amount"], claimed["a"]["tax"]) == ("50000.00", "10000.00",
                                                                                        "1500.00")
    assert claimed["retention"]["amount"] == "-875.00"
    assert claimed["a"]["number"] == "1" and claimed["a"]["isDraft"] == "false"
    adjusted = {r["itemId"]: r for r in rows if r["mode"] == "Adjustment"}
    assert adjusted["a"]["amount"] == "-2000.00"
    assert adjusted["a"]["scheduleReason"] == "Defective work"
    # Claim entries come before the schedule's adjustments.
    assert [r["mode"] for r in rows] == ["Claim"] * 4 + ["Adjustment"] * len(adjusted)
    assert exported(s.customer, "ledger", contract=s.id) == rows


def test_a_customer_never_sees_a_draft_s_entries(scheduled_contract, exported):
    s = scheduled_contract()
    s.p.new_claim()
    s.p.lines(create=[line("d", "Painting", 300_000, amount=30_000, tax=4_500)])
    supplier_numbers = {r["number"] for r in exported(s.supplier, "ledger", contract=s.id)}
    customer_rows = exported(s.customer, "ledger", contract=s.id)
    assert supplier_numbers == {"1", "2"}
    assert {r["number"] for r in customer_rows} == {"1"}
    assert "Painting" not in {r["name"] for r in customer_rows}


def test_an_empty_ledger_gives_the_spec_message(contract):
    p = contract()
    response = p.supplier.client.get(export_url(p.supplier, "ledger", contract=p.id))
    assert response.status_code == 404
    assert response.get_json()["message"] == "There are no entries in the ledger yet."


def test_cells_are_safe_and_the_file_is_named(contract, exported):
    p = contract()
    p.new_claim()
    p.lines(create=[line("x", "=cmd|' /C calc'!A0", 100_000, group=["@Stage, one"], reference="-2+3",
                         amount=-5_000, tax=-750)])
    response = p.supplier.client.get(export_url(p.supplier, "ledger", contract=p.id))
    owner, slug = p.contract["owner"]["slug"], p.contract["slug"]
    assert re.fullmatch(rf'attachment; filename="{owner}-{slug}-ledger-\d{{8}}-\d{{6}}\.csv"',
                        response.headers["Content-Disposition"])
    row = next(r for r in exported(p.supplier, "ledger", contract=p.id) if r["itemId"] == "x")
    assert row["name"] == "'=cmd|' /C calc'!A0"
    assert row["group"] == "'@Stage one"
    assert row["reference"] == "'-2+3"
    assert (row["amount"], row["tax"]) == ("-50.00", "-7.50")  # numbers stay numbers


def test_another_organisation_gets_not_found(contract, module_parties):
    p = contract()
    p.new_claim()
    outsider = module_parties("Other Co")
    assert outsider.client.get(export_url(outsider, "ledger", contract=p.id)).status_code == 404
    assert p.supplier.client.get(export_url(p.supplier, "ledger", contract="nope")).status_code == 400
