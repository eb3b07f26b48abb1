"""Approved variations in the contract's ledger (app.variations.ledger): the line appears once when
both sides approve, follows a new approved estimate, leaves or stays 'Not Approved' when an
approval is withdrawn, and never reaches another recipient's ledger."""
from tests.api.factories import CONTRACT_CLAIMS, gst
from tests.api.variations.conftest import errors_of, line

VARIATION_LEDGER = """query($id: ID!) { node(id: $id) { ... on Contract { ledger {
  ledgerRev draftNumber
  items { itemId name type totalPrice toDate head { variation { issueNumber contractId isApproved label } } }
  entries { itemId number type name totalPrice unitPrice amount isDraft
            variation { variationId issueNumber contractId isApproved label } }
} } } }"""


def variation_lines(project, ws=None) -> list[dict]:
    ledger = (ws or project.supplier).ok(VARIATION_LEDGER, {"id": project.id})["node"]["ledger"]
    return [e for e in ledger["entries"] if e["itemId"].startswith("variation-")]


def approve_both(w, issue, project):
    for ws, supplier in ((w.head, False), (project.supplier, True)):
        body = w.approve(issue, project, ws, supplier=supplier)
        assert "errors" not in body, body["errors"]


def draft_section(project, number: int, item_id: str) -> str:
    claim = project.claim(number)
    return next(line_["section"] for line_ in claim["draft"]["lines"] if line_["itemId"] == item_id)


def claim_amount(project, item_id: str, amount: int, ws=None) -> dict:
    return project.update(ws, update=[{"itemId": item_id, "amount": amount, "tax": gst(amount)}])


def test_approved_by_both_the_estimate_becomes_one_variation_line_of_that_contract_only(contracts_world):
    w = contracts_world()
    issue = w.raise_issue()
    w.a.new_claim()
    w.b.new_claim()
    w.estimate(issue, w.a, w.sub_a, lines=[line("Stair", 1_000_000), line("Crane", 240_000)])
    w.estimate(issue, w.b, w.sub_b, lines=[line("Steel", 700_000)])
    assert w.approve(issue, w.a, w.head, supplier=False)["data"]
    assert variation_lines(w.a) == []  # one side is not enough
    rev = w.a.ledger()["ledgerRev"]
    approve_both(w, issue, w.a)
    [entry] = variation_lines(w.a)
    assert entry["type"] == "Variation" and entry["name"] == "Move the stair" and entry["isDraft"]
    assert entry["totalPrice"] == entry["unitPrice"] == 1_240_000 and entry["amount"] == 0
    assert entry["variation"]["issueNumber"] == issue["number"] and entry["variation"]["contractId"] == w.a.id
    assert entry["variation"]["isApproved"] and entry["variation"]["label"] == "Approved"
    assert draft_section(w.a, 1, entry["itemId"]) == "Variations"
    assert int(w.a.ledger()["ledgerRev"]) == int(rev) + 1
    # Approving again, from either side, and a double click: still one line, no new ledger revision.
    rev = w.a.ledger()["ledgerRev"]
    approve_both(w, issue, w.a)
    approve_both(w, issue, w.a)
    assert [e["itemId"] for e in variation_lines(w.a)] == [entry["itemId"]]
    assert w.a.ledger()["ledgerRev"] == rev
    # The other recipient's ledger never gets it, whatever its own variation's state.
    assert variation_lines(w.b) == []
    approve_both(w, issue, w.b)
    [other] = variation_lines(w.b)
    assert other["itemId"] != entry["itemId"] and other["totalPrice"] == 700_000
    assert [e["itemId"] for e in variation_lines(w.a)] == [entry["itemId"]]
    # The customer sees it once the claim is submitted, with its link and label.
    assert variation_lines(w.a, w.head) == []
    w.a.patch(1, {"periodFrom": "2026-03-01", "periodTo": "2026-03-31"})
    w.a.submitted(1)
    [seen] = variation_lines(w.a, w.head)
    assert seen["variation"]["label"] == "Approved" and not seen["isDraft"]


def test_with_no_draft_the_next_claim_started_takes_the_approved_variation(contracts_world):
    w = contracts_world()
    issue = w.raise_issue(contracts=[w.a])
    w.estimate(issue, w.a, w.sub_a, lines=[line("Stair", 500_000)])
    rev = w.a.ledger()["ledgerRev"]
    approve_both(w, issue, w.a)
    assert w.a.ledger()["ledgerRev"] == rev  # nothing to change: no draft, and a sent claim never changes
    w.a.new_claim()
    [entry] = variation_lines(w.a)
    assert entry["number"] == 1 and entry["totalPrice"] == 500_000


def test_withdrawn_before_anything_is_claimed_the_line_leaves_the_draft(contracts_world):
    w = contracts_world()
    issue = w.raise_issue(contracts=[w.a])
    w.a.new_claim()
    w.estimate(issue, w.a, w.sub_a)
    approve_both(w, issue, w.a)
    assert len(variation_lines(w.a)) == 1
    w.approve(issue, w.a, w.head, "Rejected", supplier=False)
    assert variation_lines(w.a) == []
    approve_both(w, issue, w.a)
    assert len(variation_lines(w.a)) == 1
    w.approve(issue, w.a, w.sub_a, "Pending", supplier=True)
    assert variation_lines(w.a) == []


def test_withdrawn_after_a_claim_the_line_stays_not_approved_and_its_claim_cannot_grow(contracts_world):
    w = contracts_world()
    issue = w.raise_issue(contracts=[w.a])
    w.a.new_claim()
    w.estimate(issue, w.a, w.sub_a, lines=[line("Stair", 1_240_000)])
    approve_both(w, issue, w.a)
    [entry] = variation_lines(w.a)
    item = entry["itemId"]
    assert "errors" not in claim_amount(w.a, item, 620_000)
    w.a.patch(1, {"periodFrom": "2026-03-01", "periodTo": "2026-03-31"})
    sent = w.a.submitted(1)["latest"]
    w.a.new_claim()
    w.approve(issue, w.a, w.head, "Rejected", supplier=False)
    lines = variation_lines(w.a)
    # Kept in the draft (claim 2) and in the sent claim 1, which did not change.
    assert [(e["number"], e["amount"]) for e in lines] == [(1, 620_000), (2, 0)]
    assert all(e["variation"]["label"] == "Not Approved" and not e["variation"]["isApproved"] for e in lines)
    claim1 = w.a.supplier.ok(CONTRACT_CLAIMS, {"id": w.a.id, "number": 1})["node"]["claim"]["latest"]
    assert claim1["amountExcl"] == sent["amountExcl"] and claim1["totals"] == sent["totals"]
    # What is claimed on it cannot grow; it may come down (a credit) as any line.
    assert errors_of(claim_amount(w.a, item, 100_000)) == [
        "This variation is no longer approved by both sides: what is claimed on it cannot grow until both approve "
        "again"]
    assert "errors" not in claim_amount(w.a, item, -20_000)
    # A new estimate, approved by both: the line's value follows, still one line, and it can be claimed again.
    w.estimate(issue, w.a, w.sub_a, lines=[line("Stair", 1_500_000)])
    approve_both(w, issue, w.a)
    lines = variation_lines(w.a)
    assert [(e["number"], e["totalPrice"], e["variation"]["label"]) for e in lines] == [
        (1, 1_240_000, "Approved"), (2, 1_500_000, "Approved")]
    assert "errors" not in claim_amount(w.a, item, 300_000)
    [row] = [r for r in w.a.supplier.ok(VARIATION_LEDGER, {"id": w.a.id})["node"]["ledger"]["items"]
             if r["itemId"] == item]
    assert row["toDate"] == 920_000 and row["totalPrice"] == 1_500_000
    assert row["head"]["variation"]["label"] == "Approved"


def test_the_ledger_update_leaves_a_variations_line_to_the_variation(contracts_world):
    w = contracts_world()
    issue = w.raise_issue(contracts=[w.a])
    w.a.new_claim()
    w.estimate(issue, w.a, w.sub_a)
    approve_both(w, issue, w.a)
    [entry] = variation_lines(w.a)
    body = w.a.update(create=[{"itemId": "variation-999", "name": "Mine", "totalPrice": 1}])
    assert errors_of(body) == ["Item ids starting with 'variation-' are the lines of approved variations"]
    fixed = ["A variation's line takes its value, description and section from the variation: change its estimate "
             "there"]
    for change in ({"totalPrice": 1}, {"unitPrice": 5}, {"name": "Cheaper"}, {"type": "BaseContract"}):
        assert errors_of(w.a.update(update=[{"itemId": entry["itemId"], **change}])) == fixed, change
    # Voiding it is the supplier's choice, as for any line.
    assert "errors" not in w.a.update(deleteIds=[entry["itemId"]])
    assert variation_lines(w.a) == []
