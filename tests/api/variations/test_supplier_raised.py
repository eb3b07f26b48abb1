"""A supplier raises a variation request to its customer (issue 36): the same issue, estimate and
two-sided approval flow, started from the supplier side. Who must act next reads the same on both
sides; the request email goes to the customer's recipients, once each; the approved variation
reaches the supplier's next claim as a customer-raised one does."""
from datetime import timedelta

from app.domain.working_days import today_in_auckland
from tests.api.variations.conftest import CREATE, SEND_EMAIL, errors_of, line
from tests.api.variations.test_variation_ledger import variation_lines

ACT = "query($id: ID!) { issue(id: $id) { raisedBySupplier dueAt createdByOrganisation variations { awaiting viewerMustAct viewerCanEstimate } } }"


def supplier_request(ws, *projects, **extra) -> dict:
    return ws.ok(CREATE, {"input": {"contractIds": [p.id for p in projects], "title": "Extra fire stopping",
                                    "body": "Penetrations not on the drawings.", **extra}})["issueCreate"]["issue"]


def acting(issue, ws) -> tuple:
    found = ws.ok(ACT, {"id": issue["id"]})["issue"]
    [v] = found["variations"]
    return v["awaiting"], v["viewerMustAct"]


def request_mails(dev_mail, email):
    return [m for m in dev_mail(to=email) if "requests a variation:" in m["subject"]]


def test_the_whole_flow_started_by_the_supplier(world, run_jobs, dev_mail):
    w = world()
    issue = supplier_request(w.sub_a, w.a)
    seen = w.sub_a.ok(ACT, {"id": issue["id"]})["issue"]
    assert seen["raisedBySupplier"] and seen["dueAt"] is None and seen["createdByOrganisation"] == "Sub A"
    # The customer reads it too, as raised by its supplier; the other supplier never does.
    assert w.head.ok(ACT, {"id": issue["id"]})["issue"]["raisedBySupplier"]
    assert w.sub_b.ok(ACT, {"id": issue["id"]})["issue"] is None
    # No estimate yet: the supplier prices its own request.
    assert acting(issue, w.sub_a) == ("Supplier", True)
    assert acting(issue, w.head) == ("Supplier", False)
    w.estimate(issue, w.a, w.sub_a, lines=[line("Fire collars", 380_000), line("Sealant", 40_000)], days=1)
    # An estimate: both sides must approve it.
    assert acting(issue, w.sub_a) == ("Both", True) and acting(issue, w.head) == ("Both", True)
    assert "errors" not in w.approve(issue, w.a, w.sub_a, supplier=True)
    assert acting(issue, w.sub_a) == ("Customer", False) and acting(issue, w.head) == ("Customer", True)
    # The customer rejects: the supplier must revise (or withdraw).
    assert "errors" not in w.approve(issue, w.a, w.head, "Rejected", supplier=False)
    assert acting(issue, w.sub_a) == ("Supplier", True) and acting(issue, w.head) == ("Supplier", False)
    w.estimate(issue, w.a, w.sub_a, lines=[line("Fire collars", 350_000)], days=1)
    assert acting(issue, w.head) == ("Both", True)
    assert "errors" not in w.approve(issue, w.a, w.head, supplier=False)
    assert acting(issue, w.sub_a) == ("Supplier", True) and acting(issue, w.head) == ("Supplier", False)
    assert variation_lines(w.a) == []  # one side is not enough
    assert "errors" not in w.approve(issue, w.a, w.sub_a, supplier=True)
    # Approved by both: nobody must act, and the supplier's next claim carries the line.
    assert acting(issue, w.sub_a) == (None, False) and acting(issue, w.head) == (None, False)
    w.a.new_claim()
    [entry] = variation_lines(w.a)
    assert entry["type"] == "Variation" and entry["name"] == "Extra fire stopping" and entry["number"] == 1
    assert entry["totalPrice"] == 350_000 and entry["variation"]["label"] == "Approved"
    # Only the customer's recipients were told of the request, once, naming the request and its link.
    run_jobs()
    [mail] = request_mails(dev_mail, w.head.email)
    assert mail["subject"] == "Sub A requests a variation: Extra fire stopping (Tower A)"
    assert "They will price it with their cost and time estimate" in mail["text"]
    assert f"/issues/{issue['number']}?c=" in mail["text"]
    assert not request_mails(dev_mail, w.sub_a.email) and not request_mails(dev_mail, w.sub_b.email)
    assert not [m for m in dev_mail(to=w.sub_a.email) if "requests a price" in m["subject"]]


def test_the_request_email_is_sent_once_and_only_by_the_side_that_raised_it(world, run_jobs, dev_mail):
    w = world()
    issue = supplier_request(w.sub_a, w.a)
    ref = {"issueId": issue["id"], "contractId": w.a.id}
    for _ in range(2):  # the page's per-variation send, and a double click
        assert w.sub_a.ok(SEND_EMAIL, {"input": ref})["issueEmailSend"]["sentCount"] == 1
    run_jobs()
    assert len(request_mails(dev_mail, w.head.email)) == 1
    assert errors_of(w.head.gql(SEND_EMAIL, {"input": ref})) == ["You do not have permission"]
    # And the other way round: a customer's request is not re-sent by its supplier.
    theirs = w.raise_issue(contracts=[w.a])
    assert errors_of(w.sub_a.gql(SEND_EMAIL, {"input": {"issueId": theirs["id"], "contractId": w.a.id}})) == [
        "You do not have permission"]


def test_who_may_raise_from_the_supplier_side(contracts_world, project, module_parties):
    w = contracts_world()
    # A supplier's Viewer (no drafting permission) may not.
    viewer = w.sub_a.add_member(permissions=["ContractComment", "ContractView", "ProgressClaims"])
    assert errors_of(viewer.gql(CREATE, {"input": {"contractIds": [w.a.id], "title": "T"}})) == [
        "You do not have permission"]
    # One request is to one side: not a customer and a supplier contract at once.
    below = project(site_name="Tower A fit-out", supplier=module_parties("Sub Sub"), customer=w.sub_a)
    mixed = w.sub_a.gql(CREATE, {"input": {"contractIds": [w.a.id, below.id], "title": "T"}})
    assert errors_of(mixed) == ["Choose contracts on one side only: your subcontracts (to ask for a price) or your "
                                "customers' contracts (to request a variation)"]
    assert mixed["errors"][0]["extensions"]["field"] == "contractIds"
    # The supplier prices its own request: a deadline for price estimates is refused beside its field.
    due = (today_in_auckland() + timedelta(days=5)).isoformat()
    dated = w.sub_a.gql(CREATE, {"input": {"contractIds": [w.a.id], "title": "T", "dueAt": due}})
    assert errors_of(dated) == ["A request to your customer has no deadline for price estimates: you price it yourself"]
    assert dated["errors"][0]["extensions"]["field"] == "dueAt"
    # Nothing was made by the refusals.
    assert w.head.ok("query($id: ID!) { contractVariations(contractId: $id) { id } }", {"id": w.a.id})[
        "contractVariations"] == []
    # The customer-raised flow is unchanged: its deadline defaults, and it is not the supplier's.
    theirs = w.raise_issue(contracts=[w.a])
    found = w.sub_a.ok(ACT, {"id": theirs["id"]})["issue"]
    assert not found["raisedBySupplier"] and found["dueAt"]
    assert found["variations"][0]["awaiting"] == "Supplier" and found["variations"][0]["viewerMustAct"]
