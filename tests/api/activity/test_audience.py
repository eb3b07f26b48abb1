"""Who sees an entry: the parties of its contract, never the customer a draft, never an outsider."""
from graphql_relay import to_global_id

from tests.api.activity.conftest import with_numbers
from tests.api.factories import CLAIM_ACTIVITY, DELETE_DRAFT, MARK_READ, PERIOD, claim_activity, feed, gst, kinds, line

NODE = "query($id: ID!) { node(id: $id) { id ... on ActivityEntry { type } } }"


def test_the_customer_never_sees_the_draft_of_a_claim_never_submitted(project):
    p = project()
    draft = p.new_claim()
    p.lines(create=[line("a", "Foundations", 100_000, amount=10_000, tax=gst(10_000))])
    p.patch(1, PERIOD)
    assert kinds(feed(p.supplier)["entries"]) == ["edited draft", "created", "contract created"]
    assert kinds(feed(p.customer)["entries"]) == ["contract created"]
    assert p.customer.ok(CLAIM_ACTIVITY, {"id": draft["id"]}) == {"node": None}

    p.submitted(1)
    assert kinds(claim_activity(p.customer, draft["id"])) == ["sent", "finalised"]
    p.customer.ok(MARK_READ, {"id": p.id, "n": 1})
    assert kinds(claim_activity(p.supplier, draft["id"])) == ["viewed", "sent", "finalised", "edited draft", "created"]

    # Claim 2, started and deleted before it was ever submitted, stays the supplier's.
    p.new_claim()
    p.supplier.ok(DELETE_DRAFT, {"id": p.id, "n": 2})
    assert with_numbers(feed(p.supplier)["entries"])[:2] == [("deleted draft", 2), ("created", 2)]
    assert with_numbers(feed(p.customer)["entries"]) == [("viewed", 1), ("sent", 1), ("finalised", 1),
                                                         ("contract created", None)]


def test_an_entry_private_to_the_supplier_is_not_a_node_for_the_customer(project):
    p = project()
    p.new_claim()
    created = feed(p.supplier)["entries"][0]
    assert created["type"] == "created"
    assert p.supplier.ok(NODE, {"id": created["id"]})["node"] == {"id": created["id"], "type": "created"}
    assert p.customer.ok(NODE, {"id": created["id"]}) == {"node": None}
    public = feed(p.customer)["entries"][0]
    assert p.customer.ok(NODE, {"id": public["id"]})["node"]["type"] == "contract created"


def test_an_outsider_sees_nothing(project, party):
    p = project()
    claim = p.new_claim()
    p.lines(create=[line("a", "Foundations", 100_000, amount=10_000, tax=gst(10_000))])
    p.patch(1, PERIOD)
    p.submitted(1)
    outsider = party("Nosy Parker")
    assert feed(outsider) == {"hasOlder": False, "hasNewer": False, "olderCursor": None, "newerCursor": None,
                              "entries": []}
    for entry in feed(p.supplier)["entries"]:
        assert outsider.ok(NODE, {"id": entry["id"]}) == {"node": None}
    assert outsider.ok(CLAIM_ACTIVITY, {"id": claim["id"]}) == {"node": None}
    assert outsider.ok(NODE, {"id": to_global_id("ActivityEntry", 987654321)}) == {"node": None}


def test_each_organisation_sees_only_its_own_contracts(project, party):
    supplier = party("Acme Builders")
    client, other = party("Client Co"), party("Other Co")
    mine = project(site_name="Queen St", supplier=supplier, customer=client)
    theirs = project(site_name="King St", supplier=supplier, customer=other)
    theirs.new_claim()
    theirs.lines(create=[line("a", "Foundations", 100_000, amount=10_000, tax=gst(10_000))])
    theirs.patch(1, PERIOD)
    theirs.submitted(1)
    assert {e["siteName"] for e in feed(supplier)["entries"]} == {"Queen St", "King St"}
    assert {e["siteName"] for e in feed(client)["entries"]} == {"Queen St"}
    assert [e["siteName"] for e in feed(other)["entries"]] == ["King St"] * 3
    assert mine.id not in {e["contractId"] for e in feed(other)["entries"]}


def test_a_person_who_may_not_see_a_contract_does_not_see_its_activity(project):
    p = project()
    outsider_colleague = p.customer.add_member(permissions=[])
    assert feed(p.customer)["entries"] and feed(outsider_colleague)["entries"] == []
