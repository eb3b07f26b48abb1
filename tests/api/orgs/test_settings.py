"""Organisation name, business details (the default contact) and contacts through GraphQL."""
import pytest
from graphql_relay import to_global_id

from app.orgs import permissions as p
from tests.api.factories import add_other_contact
from tests.auth_helpers import account_headers

RENAME = """
mutation Rename($input: OrganisationNameUpdateInput!) {
  organisationNameUpdate(input: $input) { organisation { id name slug } }
}
"""
BUSINESS = """
mutation Business($input: OrganisationBusinessUpdateInput!) {
  organisationBusinessUpdate(input: $input) {
    organisation { id defaultContact { id } }
    contact { id name entityName address gstNumber gstCountry website logoUrl isDefault owner { id name } }
  }
}
"""
DEFAULT_CONTACT = """
{ org { defaultContact { id name entityName address gstNumber gstCountry website logoUrl isDefault owner { name } } } }
"""
CONTACT_UPDATE = """
mutation ContactUpdate($input: ContactUpdateInput!) {
  contactUpdate(input: $input) { contact { id name entityName address gstNumber isDefault } }
}
"""

VALID_GST = "49-091-850"


def org_gid(workspace) -> str:
    return to_global_id("Organisation", workspace.org["id"])


def error_message(body) -> str:
    return body["errors"][0]["message"]


def business(workspace, **fields):
    return workspace.gql(BUSINESS, {"input": {"orgId": org_gid(workspace), "entityName": "Acme Builders Ltd", **fields}})


def test_rename_the_organisation(workspace):
    owner = workspace("Acme Builders")
    renamed = owner.ok(RENAME, {"input": {"orgId": org_gid(owner), "name": "  Acme Construction "}})
    assert renamed["organisationNameUpdate"]["organisation"]["name"] == "Acme Construction"
    assert owner.ok("{ org { name } }")["org"]["name"] == "Acme Construction"
    # The session list (user menu, workspace switcher) shows the new name.
    session = owner.client.get("/auth/session", headers=account_headers(owner.session)).get_json()
    assert session["users"][0]["org"]["name"] == "Acme Construction"
    # The plain numeric id is accepted too.
    owner.ok(RENAME, {"input": {"orgId": str(owner.org["id"]), "name": "Acme"}})


@pytest.mark.parametrize("name, message", [("", "Organisation name is required"),
                                           ("   ", "Organisation name is required"),
                                           ("x" * 201, "Organisation name must be at most 200 characters")])
def test_rename_refuses_bad_names(workspace, name, message):
    owner = workspace()
    assert error_message(owner.gql(RENAME, {"input": {"orgId": org_gid(owner), "name": name}})) == message


def test_only_orgedit_renames_or_edits_business_details(workspace):
    owner = workspace("Acme Builders")
    member = owner.add_member()  # Member role: no OrgEdit
    body = member.gql(RENAME, {"input": {"orgId": org_gid(owner), "name": "Hijacked"}})
    assert error_message(body) == "You do not have permission to change the organisation."
    body = business(member)
    assert error_message(body) == "You do not have permission to change the business details."
    assert owner.ok("{ org { name defaultContact { id } } }")["org"] == {"name": "Acme Builders",
                                                                           "defaultContact": None}


def test_business_details_are_saved_as_the_default_contact(workspace):
    owner = workspace("Acme Builders")
    assert owner.ok(DEFAULT_CONTACT)["org"]["defaultContact"] is None
    body = business(owner, address="12 Queen St\nAuckland 1010", gstNumber="49 091 850", gstCountry="NZ",
                    website="acme.co.nz")
    contact = body["data"]["organisationBusinessUpdate"]["contact"]
    assert contact == {
        "id": contact["id"], "name": "Acme Builders Ltd", "entityName": "Acme Builders Ltd",
        "address": "12 Queen St\nAuckland 1010", "gstNumber": "049-091-850", "gstCountry": "NZ",
        "website": "https://acme.co.nz", "logoUrl": None, "isDefault": True,
        "owner": {"id": org_gid(owner), "name": "Acme Builders"},
    }
    assert body["data"]["organisationBusinessUpdate"]["organisation"]["defaultContact"]["id"] == contact["id"]
    again = owner.ok(DEFAULT_CONTACT)["org"]["defaultContact"]
    assert again["id"] == contact["id"] and again["gstNumber"] == "049-091-850"
    # Saving again updates the same contact; the display name follows the business name.
    body = business(owner, entityName="Acme Holdings Ltd", gstNumber=None, website="")
    updated = body["data"]["organisationBusinessUpdate"]["contact"]
    assert updated["id"] == contact["id"]
    assert updated["name"] == updated["entityName"] == "Acme Holdings Ltd"
    assert updated["gstNumber"] is None and updated["website"] == "" and updated["address"] == ""


@pytest.mark.parametrize("gst, message", [
    ("12a", "GST number must only contain digits"),
    ("1234567", "GST number must be 8 or 9 digits"),
    ("123-456-789", "That GST number does not exist"),
])
def test_each_gst_message(workspace, gst, message):
    owner = workspace()
    body = business(owner, gstNumber=gst)
    assert error_message(body) == message
    assert body["errors"][0]["extensions"]["field"] == "gstNumber"
    assert owner.ok(DEFAULT_CONTACT)["org"]["defaultContact"] is None


@pytest.mark.parametrize("gst", [None, "", "   "])
def test_not_registered_is_a_blank_gst_number(workspace, gst):
    owner = workspace()
    contact = business(owner, gstNumber=gst)["data"]["organisationBusinessUpdate"]["contact"]
    assert contact["gstNumber"] is None


@pytest.mark.parametrize("fields, message", [
    ({"entityName": " "}, "Business name is required"),
    ({"website": "not a site"}, "Enter a website address, like www.example.co.nz"),
    ({"website": "javascript:alert(1)"}, "Enter a website address, like www.example.co.nz"),
    ({"website": "ftp://acme.co.nz"}, "Enter a website address, like www.example.co.nz"),
    ({"gstCountry": "AU"}, "Only New Zealand GST numbers are supported."),
    ({"address": "x" * 1001}, "Address must be at most 1000 characters"),
])
def test_business_details_refuse_bad_values(workspace, fields, message):
    owner = workspace()
    assert error_message(business(owner, **fields)) == message


def test_websites_keep_their_scheme(workspace):
    owner = workspace()
    contact = business(owner, website="http://www.acme.co.nz/about")["data"]["organisationBusinessUpdate"]["contact"]
    assert contact["website"] == "http://www.acme.co.nz/about"


def test_edit_the_default_contact_in_the_dialog(workspace):
    owner = workspace()
    contact = business(owner, gstNumber=VALID_GST)["data"]["organisationBusinessUpdate"]["contact"]
    edited = owner.ok(CONTACT_UPDATE, {"input": {"id": contact["id"], "name": "Acme", "entityName": "Acme Builders Ltd",
                                                 "address": "PO Box 1", "gstNumber": "49091850"}})
    assert edited["contactUpdate"]["contact"] == {"id": contact["id"], "name": "Acme", "entityName": "Acme Builders Ltd",
                                                  "address": "PO Box 1", "gstNumber": "049-091-850", "isDefault": True}
    # A display name that differs from the business name no longer follows it.
    saved = business(owner, entityName="Acme Group Ltd")["data"]["organisationBusinessUpdate"]["contact"]
    assert saved["name"] == "Acme" and saved["entityName"] == "Acme Group Ltd"
    # The GST number is required in the dialog; a blank display name is the business name.
    body = owner.gql(CONTACT_UPDATE, {"input": {"id": contact["id"], "gstNumber": ""}})
    assert error_message(body) == "GST number is required"
    renamed = owner.ok(CONTACT_UPDATE, {"input": {"id": contact["id"], "name": " "}})["contactUpdate"]["contact"]
    assert renamed["name"] == "Acme Group Ltd"


def test_who_may_edit_contacts(workspace):
    owner = workspace()
    viewer = owner.add_member(p.VIEWER)
    member = owner.add_member()
    other = add_other_contact(owner, entity_name="Smith Plumbing Ltd", name="Smith Plumbing Ltd", address="1 Pipe Rd",
                              gst_number="049091850")
    assert error_message(viewer.gql(CONTACT_UPDATE, {"input": {"id": other, "name": "Y"}})) == (
        "You do not have permission to edit contacts.")
    edited = member.ok(CONTACT_UPDATE, {"input": {"id": other, "name": "Smith's"}})["contactUpdate"]["contact"]
    assert edited == {"id": other, "name": "Smith's", "entityName": "Smith Plumbing Ltd", "address": "1 Pipe Rd",
                      "gstNumber": "049-091-850", "isDefault": False}
    own = business(owner)["data"]["organisationBusinessUpdate"]["contact"]
    assert error_message(member.gql(CONTACT_UPDATE, {"input": {"id": own["id"], "name": "Z"}})) == (
        "You do not have permission to change the business details.")
    # The node query finds contacts of the organisation by their ID.
    node = member.ok("query($id: ID!) { node(id: $id) { ... on Contact { entityName } } }", {"id": other})
    assert node["node"] == {"entityName": "Smith Plumbing Ltd"}


def test_every_member_reads_the_default_contact(workspace):
    owner = workspace()
    business(owner, gstNumber=VALID_GST)
    viewer = owner.add_member(p.NONE)
    assert viewer.ok(DEFAULT_CONTACT)["org"]["defaultContact"]["gstNumber"] == "049-091-850"
