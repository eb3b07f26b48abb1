"""Pay cycles: create (the rules issue's defaults and checks), delete, and move contracts."""
from graphql_relay import from_global_id, to_global_id

from tests.api.factories import LIST

CREATE = """
mutation($input: PayCycleCreateInput!) {
  payCycleCreate(input: $input) { payCycle { id name description params { period submit1 pay1 pay1FollowingPeriod
    submit2 pay2 pay2FollowingPeriod } } }
}
"""
DELETE = "mutation($id: ID!) { payCycleDelete(input: {id: $id}) { deletedId } }"
SET = "mutation($c: ID!, $p: ID) { contractPayCycleSet(input: {contractId: $c, payCycleId: $p}) { contract { paycycle { id name } } } }"
MONTHLY = {"period": "monthly", "submit1": 20, "pay1": 21, "pay1FollowingPeriod": True}
TWICE = {"period": "twice_monthly", "submit1": 1, "pay1": 6, "pay1FollowingPeriod": False,
         "submit2": 16, "pay2": 21, "pay2FollowingPeriod": False}


def messages(body):
    return [e["message"] for e in body.get("errors", [])]


def test_create_list_and_delete(party):
    org = party("Acme Builders")
    monthly = org.ok(CREATE, {"input": {"params": MONTHLY}})["payCycleCreate"]["payCycle"]
    assert monthly["name"] == "Monthly"
    assert monthly["description"] == "Claims on the 20th, paid on the 21st of the following month"
    twice = org.ok(CREATE, {"input": {"name": "Fortnightly-ish", "params": TWICE}})["payCycleCreate"]["payCycle"]
    assert twice["params"] == TWICE
    assert twice["description"] == "Claims on the 1st, paid on the 6th; claims on the 16th, paid on the 21st"
    assert [p["name"] for p in org.ok("{ payCycles { name } }")["payCycles"]] == ["Monthly", "Fortnightly-ish"]
    assert org.ok(DELETE, {"id": monthly["id"]}) == {"payCycleDelete": {"deletedId": monthly["id"]}}
    assert [p["name"] for p in org.ok("{ payCycles { name } }")["payCycles"]] == ["Fortnightly-ish"]


def test_invalid_settings_and_unsupported_periods(party):
    org = party("Acme Builders")
    for params in ({**MONTHLY, "submit1": 0}, {**MONTHLY, "pay1": 32}, {"period": "monthly"},
                   {**TWICE, "submit2": None}):
        body = org.gql(CREATE, {"input": {"params": {k: v for k, v in params.items() if v is not None}}})
        assert messages(body) == ["Invalid settings detected."], params
    assert messages(org.gql(CREATE, {"input": {"params": {**MONTHLY, "period": "weekly"}}})) == ["not supported"]


def test_move_a_contract_onto_a_pay_cycle_and_back_to_manual(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    contract = create_project(supplier, customer_ws=customer)
    cycle = supplier.ok(CREATE, {"input": {"params": MONTHLY}})["payCycleCreate"]["payCycle"]
    moved = supplier.ok(SET, {"c": contract["id"], "p": cycle["id"]})
    assert moved["contractPayCycleSet"]["contract"]["paycycle"] == {"id": cycle["id"], "name": "Monthly"}
    listed = supplier.ok(LIST)["projects"]["contracts"]["edges"][0]["node"]
    assert listed["paycycle"] == {"id": cycle["id"], "name": "Monthly"}
    assert supplier.ok(SET, {"c": contract["id"], "p": None})["contractPayCycleSet"]["contract"]["paycycle"] is None
    # Deleting a pay cycle puts its contracts back to manual.
    supplier.ok(SET, {"c": contract["id"], "p": cycle["id"]})
    supplier.ok(DELETE, {"id": cycle["id"]})
    assert supplier.ok(LIST)["projects"]["contracts"]["edges"][0]["node"]["paycycle"] is None


def test_moving_needs_contract_edit(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    contract = create_project(supplier, customer_ws=customer)
    clerk = supplier.add_member(permissions=["ProgressClaims", "ContractView", "FlowWrite"])
    cycle = clerk.ok(CREATE, {"input": {"params": MONTHLY}})["payCycleCreate"]["payCycle"]
    body = clerk.gql(SET, {"c": contract["id"], "p": cycle["id"]})
    assert messages(body) == [f"{supplier.org['slug']}/{contract['slug']} is owned by Acme Builders."]


def test_pay_cycles_need_flow_permissions(party, create_project):
    supplier = party("Acme Builders")
    member = supplier.add_member()  # the Member role: no FlowRead / FlowWrite
    assert messages(member.gql(CREATE, {"input": {"params": MONTHLY}})) == [
        "You do not have permission to manage pay cycles."]
    assert member.ok("{ payCycles { id } projects { viewerCanManagePayCycles viewerCanViewPayCycles } }") == {
        "payCycles": [], "projects": {"viewerCanManagePayCycles": False, "viewerCanViewPayCycles": False}}


NODE = "query($id: ID!) { node(id: $id) { id ... on PayCycle { name } } }"


def test_pay_cycle_ids_carry_the_organisation_and_are_refused_to_any_other(party, create_project):
    # Each organisation numbers its pay cycles in its own schema: without the organisation in the ID,
    # both first cycles would be PayCycle:1 and one browser holding both accounts would merge them.
    first, second = party("Acme Builders"), party("Client Co")
    mine = first.ok(CREATE, {"input": {"name": "Mine", "params": MONTHLY}})["payCycleCreate"]["payCycle"]["id"]
    theirs = second.ok(CREATE, {"input": {"name": "Theirs", "params": MONTHLY}})["payCycleCreate"]["payCycle"]["id"]
    kind, local = from_global_id(mine)
    assert (kind, local.split(":")[0]) == ("PayCycle", str(first.org["id"]))
    assert from_global_id(theirs)[1].split(":")[0] == str(second.org["id"])
    assert mine != theirs
    assert first.ok(NODE, {"id": mine}) == {"node": {"id": mine, "name": "Mine"}}
    assert [p["id"] for p in first.ok("{ payCycles { id } }")["payCycles"]] == [mine]

    # Another organisation's pay cycle, or one's own row number under another organisation's id: not found.
    row = local.split(":")[1]
    forged = to_global_id("PayCycle", f"{second.org['id']}:{row}")
    bare = to_global_id("PayCycle", row)
    contract = create_project(first, customer_ws=second)
    for other in (theirs, forged, bare):
        assert first.ok(NODE, {"id": other}) == {"node": None}, other
        assert messages(first.gql(SET, {"c": contract["id"], "p": other})) == ["Pay cycle not found"], other
        assert messages(first.gql(DELETE, {"id": other})) == ["Pay cycle not found"], other
    assert [p["name"] for p in second.ok("{ payCycles { name } }")["payCycles"]] == ["Theirs"]
    assert [p["name"] for p in first.ok("{ payCycles { name } }")["payCycles"]] == ["Mine"]
