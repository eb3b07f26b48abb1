"""An organisation that is not a party sees nothing of a contract, through any query, node,
list or mutation: the same answer as an ID that does not exist. A party never sees the other
party's private data (its pay cycles, their assignment, its members' workspace permissions)."""
from graphql_relay import from_global_id, to_global_id

from app.graphql.schema import schema
from tests.api.contracts.conftest import NODE
from tests.api.factories import BY_SLUG, CREATE, INVITATIONS, LIST, project_input

MISSING = to_global_id("Contract", 987654321)


def messages(body):
    return [e["message"] for e in body.get("errors", [])]


MUTATIONS = {
    "update": ("mutation($id: ID!) { contractUpdate(input: {contractId: $id, siteName: \"X\"}) { contract { id } } }", {}),
    "customer": ("mutation($id: ID!) { contractUpdate(input: {contractId: $id, customer: {entityName: \"X\"}}) { contract { id } } }", {}),
    "members": ("mutation($id: ID!) { contractMembersUpdate(input: {contractId: $id, members: []}) { contract { id } } }", {}),
    "archive": ("mutation($id: ID!) { contractArchive(input: {contractId: $id}) { contract { id } } }", {}),
    "restore": ("mutation($id: ID!) { contractRestore(input: {contractId: $id}) { contract { id } } }", {}),
    "paycycle": ("mutation($id: ID!) { contractPayCycleSet(input: {contractId: $id}) { contract { id } } }", {}),
    "subcontract": ("mutation($id: ID!) { contractCreate(input: {parentId: $id, supplier: {contact: {entityName: \"S\"}}, "
                    "members: [{relation: Supplier, user: {email: \"s@example.com\"}}]}) { contract { id } } }", {}),
}


def test_an_outsider_sees_nothing_and_gets_the_answers_of_a_missing_id(party, create_project):
    supplier, customer, outsider = party("Acme Builders"), party("Client Co"), party("Nosy Parker")
    contract = create_project(supplier, customer_ws=customer)
    slug = {"owner": supplier.org["slug"], "slug": contract["slug"]}

    assert outsider.ok(BY_SLUG, slug) == {"contract": None}
    assert outsider.ok(NODE, {"id": contract["id"]}) == {"node": None}
    assert outsider.ok(NODE, {"id": MISSING}) == {"node": None}
    projects = outsider.ok(LIST)["projects"]
    assert projects["activeCount"] == 0 and projects["contracts"]["edges"] == []
    assert outsider.ok(LIST, {"archived": True})["projects"]["contracts"]["edges"] == []
    for name, (mutation, _) in MUTATIONS.items():
        real = outsider.gql(mutation, {"id": contract["id"]})
        fake = outsider.gql(mutation, {"id": MISSING})
        assert messages(real) == messages(fake) == ["Contract not found"], name
        assert real["errors"][0]["extensions"] == fake["errors"][0]["extensions"], name
    # Nothing changed for the parties.
    assert supplier.ok(BY_SLUG, slug)["contract"]["archivedAt"] is None


def test_a_party_organisation_of_another_request_is_not_enough(party, create_project):
    """The org-id header must be an organisation the account is a user of: a party's id is refused."""
    supplier, customer, outsider = party("Acme Builders"), party("Client Co"), party("Nosy Parker")
    contract = create_project(supplier, customer_ws=customer)
    body = outsider.gql(NODE, {"id": contract["id"]}, org_id=supplier.org["id"])
    assert body.get("data", {}).get("node") is None


def test_a_workspace_member_without_contract_view_sees_only_contracts_they_are_on(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    limited = supplier.add_member(permissions=["ProgressClaims"])
    hidden = create_project(supplier, customer_ws=customer, site_name="Hidden")
    from tests.api.factories import user_gid

    shown = create_project(supplier, customer_ws=customer, site_name="Shown",
                           members=[{"relation": "Supplier", "user": {"id": user_gid(limited)}}])
    edges = limited.ok(LIST)["projects"]["contracts"]["edges"]
    assert [e["node"]["id"] for e in edges] == [shown["id"]]
    assert limited.ok(NODE, {"id": hidden["id"]}) == {"node": None}
    assert limited.ok(BY_SLUG, {"owner": supplier.org["slug"], "slug": "shown"})["contract"]["viewerPermissions"] == [
        "View", "Comment", "SupplierDraft", "SupplierSubmit"]


def test_pay_cycles_and_their_assignment_are_private_to_each_party(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    contract = create_project(supplier, customer_ws=customer)
    created = customer.ok("mutation { payCycleCreate(input: {name: \"Client runs\", params: {period: \"monthly\", "
                          "submit1: 20, pay1: 21, pay1FollowingPeriod: true}}) { payCycle { id } } }")
    cycle_id = created["payCycleCreate"]["payCycle"]["id"]
    customer.ok("mutation($c: ID!, $p: ID) { contractPayCycleSet(input: {contractId: $c, payCycleId: $p}) "
                "{ contract { paycycle { name } } } }", {"c": contract["id"], "p": cycle_id})
    slug = {"owner": supplier.org["slug"], "slug": contract["slug"]}
    assert customer.ok(BY_SLUG, slug)["contract"]["paycycle"] == {"id": cycle_id, "name": "Client runs"}
    assert supplier.ok(BY_SLUG, slug)["contract"]["paycycle"] is None
    assert supplier.ok("{ payCycles { id } }") == {"payCycles": []}
    assert supplier.ok(NODE.replace("Contract", "PayCycle").replace("slug siteName", "name"), {"id": cycle_id}) == {
        "node": None}
    # The supplier cannot use or delete the customer's pay cycle: it does not exist for them.
    body = supplier.gql("mutation($c: ID!, $p: ID) { contractPayCycleSet(input: {contractId: $c, payCycleId: $p}) "
                        "{ contract { id } } }", {"c": contract["id"], "p": cycle_id})
    assert messages(body) == ["Pay cycle not found"]
    body = supplier.gql("mutation($p: ID!) { payCycleDelete(input: {id: $p}) { deletedId } }", {"p": cycle_id})
    assert messages(body) == ["Pay cycle not found"]


def test_members_carry_contract_permissions_only():
    fields = schema.graphql_schema.type_map["ContractMember"].fields
    assert set(fields) == {"id", "relation", "permissions", "role", "user", "organisation", "isCustomerRecipient",
                           "isSupplierRecipient", "isViewer", "viewerCanChange"}
    assert str(fields["permissions"].type) == "[ContractPermission!]!"
    user_fields = set(schema.graphql_schema.type_map["ContractUser"].fields)
    assert user_fields == {"id", "name", "email"}


def test_the_other_partys_member_nodes_stay_hidden(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    contract = create_project(supplier, customer_ws=customer)
    members = customer.ok(BY_SLUG, {"owner": supplier.org["slug"], "slug": contract["slug"]})["contract"]["members"]
    supplier_user = next(m["user"]["id"] for m in members if m["relation"] == "Supplier")
    # A workspace Member node of the supplier (with its workspace permissions) is not reachable by the customer.
    member_id = to_global_id("Member", from_global_id(supplier_user)[1])
    assert customer.ok("query($id: ID!) { node(id: $id) { id } }", {"id": member_id}) == {"node": None}


def test_recipient_search_finds_only_people_the_organisation_works_with(party, create_project):
    supplier, customer, outsider = party("Acme Builders"), party("Client Co"), party("Nosy Parker")
    create_project(supplier, customer_ws=customer)
    query = "query($t: String!) { recipientSearch(text: $t) { email score isNew contacts { name } } }"
    found = supplier.ok(query, {"t": customer.email.split("@")[0][:8]})["recipientSearch"]
    assert [(s["email"], s["score"]) for s in found] == [(customer.email, 1.0)]
    assert outsider.ok(query, {"t": customer.email.split("@")[0][:8]})["recipientSearch"] == []
    # An exact email of someone it works with scores 1.5 (+1 per shared contract); to anyone else
    # it is an email to invite, as if it had no account.
    exact = supplier.ok(query, {"t": customer.email})["recipientSearch"]
    assert [(s["email"], s["score"], [c["name"] for c in s["contacts"]]) for s in exact] == [
        (customer.email, 2.5, ["Client Co"])]
    assert outsider.ok(query, {"t": customer.email})["recipientSearch"] == [
        {"email": customer.email, "score": 0.0, "isNew": True, "contacts": []}]


def test_create_cannot_name_a_customer_the_recipients_do_not_belong_to(party):
    # Naming them makes an invitation that reaches nobody (issue 37): neither organisation sees it.
    supplier, customer, outsider = party("Acme Builders"), party("Client Co"), party("Nosy Parker")
    data = project_input(customer_ws=customer)
    data["members"][0]["user"] = {"email": outsider.email}
    assert "errors" not in supplier.gql(CREATE, {"input": data})
    for ws in (customer, outsider):
        assert ws.ok(INVITATIONS)["projects"]["invitations"] == []
