"""Issues and variations through GraphQL: raising an issue, estimates and their history, each side's
approval and who may set it, the emails, and what each party can (not) read."""
from datetime import timedelta

from app.domain.working_days import today_in_auckland
from tests.api.variations.conftest import (
    COMMENT, CONTRACT_VARIATIONS, CREATE, ISSUE, NODE, SEND_EMAIL, errors_of, line,
)


def issue_mails(dev_mail, email):
    return [m for m in dev_mail(to=email) if "requests a price for a variation" in m["subject"]]


def test_raising_an_issue_makes_a_pending_variation_per_contract_with_a_20_day_deadline(contracts_world):
    w = contracts_world()
    issue = w.raise_issue()
    assert issue["title"] == "Move the stair" and issue["createdByOrganisation"] == "Head Co"
    assert issue["dueAt"] == (today_in_auckland() + timedelta(days=20)).isoformat()
    assert [v["contract"]["siteName"] for v in issue["variations"]] == ["Tower A", "Tower B"]
    for v in issue["variations"]:
        assert v["estimate"] is None and v["estimates"] == []
        assert v["supplierApproval"]["state"] == v["customerApproval"]["state"] == "Pending"
        assert not v["viewerIsSupplier"]
    # A deadline given is kept; a contract listed twice counts once.
    due = (today_in_auckland() + timedelta(days=5)).isoformat()
    again = w.raise_issue(contracts=[w.a, w.a], dueAt=due)
    assert again["dueAt"] == due and len(again["variations"]) == 1


def test_creation_refusals(contracts_world, module_parties):
    w = contracts_world()
    bad = w.head.gql(CREATE, {"input": {"contractIds": [w.a.id], "title": "  ", "body": "x"}})
    assert errors_of(bad) == ["Title is required"]
    bad = w.head.gql(CREATE, {"input": {"contractIds": [], "title": "T"}})
    assert errors_of(bad) == ["No recipients"]
    past = (today_in_auckland() - timedelta(days=1)).isoformat()
    bad = w.head.gql(CREATE, {"input": {"contractIds": [w.a.id], "title": "T", "dueAt": past}})
    assert errors_of(bad) == ["The deadline for price estimates cannot be in the past"]
    # The supplier side raises only its own requests to its customer (test_supplier_raised): not to
    # another supplier's contract of the same customer.
    bad = w.sub_a.gql(CREATE, {"input": {"contractIds": [w.b.id], "title": "T"}})
    assert errors_of(bad) == ["Contract not found"]
    # Another organisation's contract reads as missing, and nothing is made.
    outsider = module_parties("Outsider Ltd")
    bad = outsider.gql(CREATE, {"input": {"contractIds": [w.a.id], "title": "T"}})
    assert errors_of(bad) == ["Contract not found"]
    assert w.sub_a.ok(CONTRACT_VARIATIONS, {"id": w.a.id})["contractVariations"] == []


def test_each_supplier_recipient_is_emailed_once_and_sees_only_its_own_contract(world, run_jobs, dev_mail):
    w = world()
    issue = w.raise_issue()
    run_jobs()
    [mail_a] = issue_mails(dev_mail, w.sub_a.email)
    [mail_b] = issue_mails(dev_mail, w.sub_b.email)
    assert "Tower A" in mail_a["subject"] and "Tower B" not in mail_a["text"]
    assert "Tower B" in mail_b["subject"] and "Tower A" not in mail_b["text"]
    assert f"/issues/{issue['number']}?c=" in mail_a["text"]
    assert not issue_mails(dev_mail, w.head.email)
    # The spec's per-variation 'send issue email', twice (a double click): nobody gets a second copy.
    for _ in range(2):
        for p in (w.a, w.b):
            sent = w.head.ok(SEND_EMAIL, {"input": w.ref(issue, p)})["issueEmailSend"]
            assert sent["sentCount"] == 1
    run_jobs()
    assert len(issue_mails(dev_mail, w.sub_a.email)) == 1 and len(issue_mails(dev_mail, w.sub_b.email)) == 1
    # Only the customer side sends it.
    assert errors_of(w.sub_a.gql(SEND_EMAIL, {"input": w.ref(issue, w.a)})) == ["You do not have permission"]


def test_a_recipient_never_sees_another_recipients_variation(contracts_world, module_parties):
    w = contracts_world()
    issue = w.raise_issue()
    w.estimate(issue, w.a, w.sub_a)
    var_a = next(v for v in w.issue(issue, w.head)["variations"] if v["contract"]["siteName"] == "Tower A")
    seen_by_b = w.issue(issue, w.sub_b)
    assert [v["contract"]["siteName"] for v in seen_by_b["variations"]] == ["Tower B"]
    assert seen_by_b["variations"][0]["estimate"] is None
    # By id: A's variation is not there for B, nor for an outsider (the issue neither).
    assert w.sub_b.ok(NODE, {"id": var_a["id"]})["node"] is None
    outsider = module_parties("Outsider Ltd")
    assert outsider.ok(NODE, {"id": var_a["id"]})["node"] is None
    assert outsider.ok(ISSUE, {"id": issue["id"]})["issue"] is None
    assert outsider.ok(ISSUE, {"id": str(issue["number"])})["issue"] is None
    assert w.sub_a.ok(NODE, {"id": var_a["id"]})["node"]["estimate"]["total"] == 1_240_000
    # Nor can B act on it: A's contract with this issue is 'Variation not found' / 'Contract not found' for B.
    body = w.estimate_body(issue, w.a, w.sub_b)
    assert errors_of(body) == ["Variation not found"]
    assert errors_of(w.approve(issue, w.a, w.sub_b, supplier=True)) == ["Variation not found"]
    assert w.sub_b.ok(CONTRACT_VARIATIONS, {"id": w.a.id})["contractVariations"] == []
    # A contract the viewer reaches lists its own variations on the Variations tab.
    [tab] = w.sub_a.ok(CONTRACT_VARIATIONS, {"id": w.a.id})["contractVariations"]
    assert tab["issue"]["title"] == "Move the stair" and tab["estimate"]["total"] == 1_240_000


def test_no_estimate_no_approval(contracts_world):
    w = contracts_world()
    issue = w.raise_issue(contracts=[w.a])
    [v] = w.issue(issue, w.head)["variations"]
    assert not v["viewerCanSetCustomerApproval"] and not v["viewerCanSetSupplierApproval"]
    [v] = w.issue(issue, w.sub_a)["variations"]
    assert not v["viewerCanSetSupplierApproval"] and v["viewerCanEstimate"] and v["viewerIsSupplier"]
    assert errors_of(w.approve(issue, w.a, w.head, supplier=False)) == ["Add an estimate before approving"]
    assert errors_of(w.approve(issue, w.a, w.sub_a, supplier=True)) == ["Add an estimate before approving"]


def test_each_side_sets_only_its_own_approval(world, run_jobs):
    w = world()
    issue = w.raise_issue(contracts=[w.a])
    v = w.estimate(issue, w.a, w.sub_a, lines=[line("Stair", 1_240_000)], days=3)
    assert v["estimate"]["total"] == 1_240_000 and v["estimate"]["scheduleImpactDays"] == 3
    assert v["estimate"]["bySupplier"] and v["viewerCanSetSupplierApproval"] and not v["viewerCanSetCustomerApproval"]
    assert v["customerApproval"]["state"] == "Pending"  # a supplier's estimate sends no customer status
    assert errors_of(w.approve(issue, w.a, w.sub_a, supplier=False)) == [
        "Only the customer side can set the customer approval"]
    assert errors_of(w.approve(issue, w.a, w.head, supplier=True)) == [
        "Only the supplier side can set the supplier approval"]
    # The supplier cannot slip a customer status into its estimate.
    body = w.estimate_body(issue, w.a, w.sub_a, customer_status="Approved")
    assert errors_of(body) == ["Only the customer side can set the customer approval"]
    v = w.approve(issue, w.a, w.head, supplier=False)["data"]["variationCustomerApprovalSet"]["variation"]
    assert v["customerApproval"]["state"] == "Approved" and v["customerApproval"]["by"]["name"]
    v = w.approve(issue, w.a, w.sub_a, supplier=True)["data"]["variationSupplierApprovalSet"]["variation"]
    assert v["supplierApproval"]["state"] == "Approved" and v["customerApproval"]["state"] == "Approved"
    # Approved by both: the estimate cannot change until one side withdraws.
    assert not v["viewerCanEstimate"]
    body = w.estimate_body(issue, w.a, w.sub_a, lines=[line("Stair", 2_000_000)])
    assert errors_of(body) == ["Both sides have approved this estimate: withdraw an approval (set it to Pending or "
                               "Rejected) before changing it"]
    w.approve(issue, w.a, w.sub_a, "Pending", supplier=True)
    v = w.estimate(issue, w.a, w.sub_a, lines=[line("Stair", 2_000_000)])
    # A new estimate is a new price: both approvals go back to Pending.
    assert v["estimate"]["rev"] == 2 and v["customerApproval"]["state"] == v["supplierApproval"]["state"] == "Pending"
    # Rejection is a state too.
    v = w.approve(issue, w.a, w.head, "Rejected", supplier=False)["data"]["variationCustomerApprovalSet"]["variation"]
    assert v["customerApproval"]["state"] == "Rejected"
    feed = w.head.ok("{ activity(last: 20) { entries { type comment } } }")["activity"]["entries"]
    assert [(e["type"], e["comment"]) for e in feed if e["type"].startswith("estimate")] == [
        ("estimate rejected", "Move the stair"), ("estimate submitted", "Move the stair"),
        ("estimate approved", "Move the stair"), ("estimate approved", "Move the stair"),
        ("estimate submitted", "Move the stair")]


def test_a_customers_estimate_carries_its_approval_and_history_keeps_every_revision(contracts_world):
    w = contracts_world()
    issue = w.raise_issue(contracts=[w.a])
    w.estimate(issue, w.a, w.sub_a, lines=[line("Stair", 1_000_000)])
    v = w.estimate(issue, w.a, w.head, lines=[line("Stair", 900_000), line("Crane", 50_000, qty=2500)],
                   customer_status="Approved")
    assert v["estimate"]["rev"] == 2 and not v["estimate"]["bySupplier"]
    assert v["estimate"]["total"] == 900_000 + 125_000
    assert v["customerApproval"]["state"] == "Approved" and v["supplierApproval"]["state"] == "Pending"
    assert [e["rev"] for e in v["estimates"]] == [2, 1]
    assert [e["total"] for e in v["estimates"]] == [1_025_000, 1_000_000]


def test_estimate_input_is_checked(contracts_world):
    w = contracts_world()
    issue = w.raise_issue(contracts=[w.a])
    assert errors_of(w.estimate_body(issue, w.a, w.sub_a, lines=[line(" ")])) == ["Required"]
    body = w.estimate_body(issue, w.a, w.sub_a, lines=[{"name": "x", "unitPrice": 1.5}])
    assert body["errors"]
    # Negative days are refused beside their field, never flipped (issue 36).
    negative = w.estimate_body(issue, w.a, w.sub_a, days=-3)
    assert errors_of(negative) == ["Schedule impact days cannot be negative"]
    assert negative["errors"][0]["extensions"]["field"] == "estimate.scheduleImpactDays"
    # The estimate is unchanged by refused saves.
    assert w.issue(issue, w.sub_a)["variations"][0]["estimate"] is None


def test_variation_comments_internal_ones_stay_with_their_organisation(world, run_jobs, dev_mail):
    w = world()
    issue = w.raise_issue(contracts=[w.a])
    ref = w.ref(issue, w.a)
    added = w.sub_a.ok(COMMENT, {"input": {**ref, "commentId": "c-1", "body": "Is the landing included?"}})
    assert added["variationCommentAdd"]["comment"]["isEmail"]
    # A repeat of the same commentId adds nothing.
    w.sub_a.ok(COMMENT, {"input": {**ref, "commentId": "c-1", "body": "Is the landing included?"}})
    w.head.ok(COMMENT, {"input": {**ref, "commentId": "c-2", "body": "Our own note", "isInternal": True}})
    [head_view] = w.issue(issue, w.head)["variations"]
    assert [c["body"] for c in head_view["comments"]] == ["Is the landing included?", "Our own note"]
    [sub_view] = w.issue(issue, w.sub_a)["variations"]
    assert [c["body"] for c in sub_view["comments"]] == ["Is the landing included?"]
    run_jobs()
    assert len([m for m in dev_mail(to=w.head.email) if "commented on Move the stair" in m["subject"]]) == 1
    assert not [m for m in dev_mail(to=w.sub_a.email) if "commented on" in m["subject"]]
