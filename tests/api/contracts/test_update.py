"""Project settings: site details, contacts, archive and restore, and contract members."""
from datetime import datetime, timedelta, timezone

from tests.api.factories import BY_SLUG, LIST, set_business, user_gid

UPDATE = """
mutation($input: ContractUpdateInput!) {
  contractUpdate(input: $input) { contract { siteName site { line1 city }
    customer { id entityName name gstNumber owner { name } isBusinessDetails }
    supplier { id entityName owner { name } isBusinessDetails } } }
}
"""
ARCHIVE = "mutation($id: ID!) { contractArchive(input: {contractId: $id}) { contract { archivedAt } } }"
RESTORE = "mutation($id: ID!) { contractRestore(input: {contractId: $id}) { contract { archivedAt } } }"
MEMBERS = """
mutation($input: ContractMembersUpdateInput!) {
  contractMembersUpdate(input: $input) { contract { members { id role permissions user { email } viewerCanChange } } }
}
"""


def messages(body):
    return [e["message"] for e in body.get("errors", [])]


def _setup(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    return supplier, customer, create_project(supplier, customer_ws=customer)


def test_the_owner_edits_the_site_details(party, create_project):
    supplier, customer, contract = _setup(party, create_project)
    data = supplier.ok(UPDATE, {"input": {"contractId": contract["id"], "siteName": "Queen St Tower",
                                          "site": {"line1": "14 Queen Street", "city": "Wellington"}}})
    assert data["contractUpdate"]["contract"]["siteName"] == "Queen St Tower"
    assert data["contractUpdate"]["contract"]["site"] == {"line1": "14 Queen Street", "city": "Wellington"}
    # The customer holds Edit too, but does not own the contract.
    body = customer.gql(UPDATE, {"input": {"contractId": contract["id"], "siteName": "Mine"}})
    assert messages(body) == ["Only the contract owner (Acme Builders) can edit the site details."]
    body = supplier.gql(UPDATE, {"input": {"contractId": contract["id"], "site": {"line1": " "}}})
    assert messages(body) == ["Address line 1 is required"]


def test_contacts_edit_in_place_or_are_replaced_by_a_new_contact(party, create_project):
    supplier, customer, contract = _setup(party, create_project)
    # The customer's contact came from the customer: the supplier replaces it with its own ('New Contact').
    data = supplier.ok(UPDATE, {"input": {"contractId": contract["id"],
                                          "customer": {"entityName": "Client Co Holdings", "gstNumber": "49091850"}}})
    replaced = data["contractUpdate"]["contract"]["customer"]
    assert replaced["id"] != contract["customer"]["id"]
    assert replaced["owner"] == {"name": "Acme Builders"} and replaced["gstNumber"] == "049-091-850"
    # Now the supplier provided it, so a second change edits it in place ('Edit Contact').
    data = supplier.ok(UPDATE, {"input": {"contractId": contract["id"],
                                          "customer": {"entityName": "Client Co Holdings", "name": "Client"}}})
    assert data["contractUpdate"]["contract"]["customer"]["id"] == replaced["id"]
    assert data["contractUpdate"]["contract"]["customer"]["name"] == "Client"
    # The customer takes it back with its own details.
    data = customer.ok(UPDATE, {"input": {"contractId": contract["id"], "customer": {"entityName": "Client Co Ltd"}}})
    assert data["contractUpdate"]["contract"]["customer"]["owner"] == {"name": "Client Co"}
    body = customer.gql(UPDATE, {"input": {"contractId": contract["id"], "customer": {"entityName": "X",
                                                                                      "gstNumber": "123"}}})
    assert messages(body) == ["GST number must be 8 or 9 digits"]


def test_business_details_follow_settings_on_every_contract(party, create_project):
    supplier, customer, contract = _setup(party, create_project)
    set_business(supplier, "Acme Builders (2026) Limited", address="2 New Road")
    slug = {"owner": supplier.org["slug"], "slug": contract["slug"]}
    seen = customer.ok(BY_SLUG, slug)["contract"]["supplier"]
    assert seen["entityName"] == "Acme Builders (2026) Limited" and seen["address"] == "2 New Road"


def test_archive_and_restore(party, create_project):
    supplier, customer, contract = _setup(party, create_project)
    archived = supplier.ok(ARCHIVE, {"id": contract["id"]})["contractArchive"]["contract"]["archivedAt"]
    assert abs(datetime.fromisoformat(archived) - datetime.now(timezone.utc)) < timedelta(minutes=1)
    assert supplier.ok(LIST)["projects"]["archivedCount"] == 1
    assert customer.ok(LIST, {"archived": True})["projects"]["contracts"]["totalCount"] == 1
    assert customer.ok(LIST)["projects"]["contracts"]["edges"] == []
    # Read-only while archived.
    body = supplier.gql(UPDATE, {"input": {"contractId": contract["id"], "siteName": "X"}})
    assert messages(body) == ["This project is archived"]
    assert supplier.ok(RESTORE, {"id": contract["id"]})["contractRestore"]["contract"]["archivedAt"] is None
    assert supplier.ok(LIST)["projects"]["activeCount"] == 1


def test_archive_needs_edit(party, create_project):
    supplier, customer, contract = _setup(party, create_project)
    viewer = supplier.add_member(permissions=["ProgressClaims", "ContractView", "ContractComment"])
    assert messages(viewer.gql(ARCHIVE, {"id": contract["id"]})) == ["You do not have permission to edit this project."]
    slug = {"owner": supplier.org["slug"], "slug": contract["slug"]}
    assert viewer.ok(BY_SLUG, slug)["contract"]["viewerPermissions"] == ["View", "Comment"]


def test_change_another_members_contract_role_never_your_own(party, create_project):
    supplier, customer = party("Acme Builders"), party("Client Co")
    colleague = supplier.add_member(permissions=["ProgressClaims", "ContractView"])
    contract = create_project(supplier, customer_ws=customer,
                              members=[{"relation": "Supplier", "user": {"id": user_gid(colleague)}}])
    members = {m["user"]["email"]: m for m in contract["members"]}
    assert members[colleague.email]["role"] == "SUPPLIER" and members[colleague.email]["viewerCanChange"]
    assert not members[supplier.email]["viewerCanChange"] and not members[customer.email]["viewerCanChange"]

    data = supplier.ok(MEMBERS, {"input": {"contractId": contract["id"], "members": [
        {"id": members[colleague.email]["id"], "preset": "READ_AND_COMMENT"}]}})
    after = {m["user"]["email"]: m for m in data["contractMembersUpdate"]["contract"]["members"]}
    assert after[colleague.email]["role"] == "READ_AND_COMMENT"
    data = supplier.ok(MEMBERS, {"input": {"contractId": contract["id"], "members": [
        {"id": members[colleague.email]["id"], "permissions": ["SupplierDraft"]}]}})
    after = {m["user"]["email"]: m for m in data["contractMembersUpdate"]["contract"]["members"]}
    assert after[colleague.email]["role"] == "Custom"
    assert after[colleague.email]["permissions"] == ["View", "Comment", "SupplierDraft"]

    own = supplier.gql(MEMBERS, {"input": {"contractId": contract["id"], "members": [
        {"id": members[supplier.email]["id"], "preset": "READONLY"}]}})
    assert messages(own) == ["You cannot change your own contract role."]
    other_party = supplier.gql(MEMBERS, {"input": {"contractId": contract["id"], "members": [
        {"id": members[customer.email]["id"], "preset": "READONLY"}]}})
    assert messages(other_party) == ["Only Client Co can change the contract roles of its people."]
    # Without Edit (READ_AND_COMMENT now), the colleague cannot change anyone's role.
    limited = colleague.gql(MEMBERS, {"input": {"contractId": contract["id"], "members": [
        {"id": members[supplier.email]["id"], "preset": "READONLY"}]}})
    assert messages(limited) == ["You do not have permission to edit this project."]


def test_add_and_remove_a_member_of_your_organisation(party, create_project):
    supplier, customer, contract = _setup(party, create_project)
    colleague = supplier.add_member()
    data = supplier.ok(MEMBERS, {"input": {"contractId": contract["id"], "members": [{"user": user_gid(colleague)}]}})
    added = next(m for m in data["contractMembersUpdate"]["contract"]["members"] if m["user"]["email"] == colleague.email)
    assert added["role"] == "SUPPLIER"
    body = supplier.gql(MEMBERS, {"input": {"contractId": contract["id"], "members": [{"user": user_gid(customer)}]}})
    assert messages(body) == ["This person is not a user of your organisation"]
    data = supplier.ok(MEMBERS, {"input": {"contractId": contract["id"], "members": [{"id": added["id"], "isDeleted": True}]}})
    assert colleague.email not in [m["user"]["email"] for m in data["contractMembersUpdate"]["contract"]["members"]]
