"""One organisation's workspace is unreachable from another's context.

Every query and mutation of the workspace, called by a member of organisation B with
organisation A's IDs, answers exactly as it does for an ID that does not exist, and changes
nothing in A. And the rows themselves live in each organisation's own schema.
"""
import uuid

import pytest
from graphql_relay import to_global_id
from sqlalchemy import text

from tests.api.factories import INVITE, PNG, add_other_contact, create_upload, put

MISSING = 987654321

SNAPSHOT = """
{ org { id name slug
        defaultContact { id name entityName address gstNumber website logoUrl }
        members { totalCount edges { node { id userId name email permissions invitePending } } } } }
"""

CALLS = {
    "rename": ("mutation($input: OrganisationNameUpdateInput!) { organisationNameUpdate(input: $input) "
               "{ organisation { id name } } }", lambda ids: {"orgId": ids["org"], "name": "Taken over"}),
    "business": ("mutation($input: OrganisationBusinessUpdateInput!) { organisationBusinessUpdate(input: $input) "
                 "{ contact { id } } }", lambda ids: {"orgId": ids["org"], "entityName": "Taken over"}),
    "member_update": ("mutation($input: MemberUpdateInput!) { memberUpdate(input: $input) { member { id } } }",
                      lambda ids: {"id": ids["member"], "name": "Taken over", "permissions": []}),
    "member_remove": ("mutation($input: MemberRemoveInput!) { memberRemove(input: $input) { removedUserId } }",
                      lambda ids: {"userId": ids["user"]}),
    "contact_update": ("mutation($input: ContactUpdateInput!) { contactUpdate(input: $input) { contact { id } } }",
                       lambda ids: {"id": ids["contact"], "name": "Taken over", "entityName": "Taken over"}),
    "default_contact_update": (
        "mutation($input: ContactUpdateInput!) { contactUpdate(input: $input) { contact { id } } }",
        lambda ids: {"id": ids["default_contact"], "entityName": "Taken over"}),
}
NODE = "query($id: ID!) { node(id: $id) { id } }"


@pytest.fixture(scope="module")
def two_orgs(module_workspace):
    """Built once: every test here must leave it as it found it (and checks that it does)."""
    workspace = module_workspace
    a = workspace("Alpha Builders")
    a_member = a.add_member()
    a.ok(CALLS["business"][0], {"input": {"orgId": to_global_id("Organisation", a.org["id"]),
                                          "entityName": "Alpha Builders Ltd", "gstNumber": "49-091-850"}})
    contact = add_other_contact(a, entity_name="Alpha's client", name="Alpha's client")
    b = workspace("Bravo Builders")
    b.ok(CALLS["business"][0], {"input": {"orgId": to_global_id("Organisation", b.org["id"]), "entityName": "Bravo"}})
    snapshot = a.ok(SNAPSHOT)["org"]
    members = {e["node"]["email"]: e["node"] for e in snapshot["members"]["edges"]}
    ids_a = {
        "org": to_global_id("Organisation", a.org["id"]),
        "member": members[a_member.email]["id"],
        "user": members[a_member.email]["userId"],
        "contact": contact,
        "default_contact": snapshot["defaultContact"]["id"],
    }
    missing = {
        "org": to_global_id("Organisation", MISSING),
        "member": to_global_id("Member", MISSING),
        "user": str(MISSING),
        "contact": to_global_id("Contact", f"{b.org['id']}:{MISSING}"),
        "default_contact": to_global_id("Contact", f"{a.org['id']}:{MISSING}"),
    }
    return a, b, ids_a, missing


def state_of(workspace, org_id) -> dict:
    """What A looks like, by its owner, and its schema's rows."""
    from app.db import db
    from tenants.models import Organisation

    with workspace.app.app_context():
        schema = db.session.get(Organisation, org_id).schema_name
        rows = {
            table: db.session.execute(text(f'SELECT count(*), md5(string_agg(t::text, \'|\' ORDER BY t::text)) '
                                           f'FROM "{schema}".{table} t')).one()
            for table in ("members", "invites", "contacts", "uploads")
        }
    return {"graphql": workspace.ok(SNAPSHOT)["org"], "rows": rows}


@pytest.mark.parametrize("name", sorted(CALLS))
def test_mutations_with_another_orgs_ids_answer_as_missing_ids(two_orgs, name):
    a, b, ids_a, missing = two_orgs
    query, make_input = CALLS[name]
    before = state_of(a, a.org["id"])
    with_a_ids = b.gql(query, {"input": make_input(ids_a)})
    with_missing_ids = b.gql(query, {"input": make_input(missing)})
    assert with_a_ids == with_missing_ids
    assert with_a_ids["errors"][0]["extensions"]["code"] == "NOTFOUND"
    assert state_of(a, a.org["id"]) == before


@pytest.mark.parametrize("key", ["org", "member", "contact", "default_contact"])
def test_node_with_another_orgs_ids_answers_as_missing_ids(two_orgs, key):
    a, b, ids_a, missing = two_orgs
    assert b.gql(NODE, {"id": ids_a[key]}) == b.gql(NODE, {"id": missing[key]}) == {"data": {"node": None}}
    # The owner of A does find them (the IDs are real).
    assert a.ok(NODE, {"id": ids_a[key]})["node"]["id"] == ids_a[key]


ORG_HEADER_CALLS = {
    "org": ("{ org { id name members { totalCount } defaultContact { id } viewerMember { id } } }", None),
    "invite": (INVITE, {"input": {"users": [{"email": "someone@example.com"}]}}),
    "upload_create": ("mutation { uploadCreate(input: {contentType: \"image/png\"}) { uploadId } }", None),
    "rename": (CALLS["rename"][0], None),
    "member_update": (CALLS["member_update"][0], None),
}


@pytest.mark.parametrize("name", sorted(ORG_HEADER_CALLS))
def test_calls_in_another_orgs_context_answer_as_a_missing_org(two_orgs, name):
    """B's member naming A in the org-id header: exactly as naming an organisation that does not exist."""
    a, b, ids_a, missing = two_orgs
    query, variables = ORG_HEADER_CALLS[name]
    if variables is None and name in CALLS:
        variables = {"input": CALLS[name][1](ids_a)}
    before = state_of(a, a.org["id"])
    in_a = b.gql(query, variables, org_id=a.org["id"])
    in_nowhere = b.gql(query, variables, org_id=MISSING)
    assert in_a == in_nowhere
    if "errors" in in_a:
        assert in_a["errors"][0]["message"] == "Organisation not found"
    else:
        assert in_a == {"data": {"org": None}}
    assert state_of(a, a.org["id"]) == before


def test_another_orgs_upload_answers_as_a_missing_upload(two_orgs):
    a, b, _, _ = two_orgs
    before = state_of(a, a.org["id"])
    upload = create_upload(a)
    assert put(a, upload, PNG).status_code == 200
    query = CALLS["business"][0]
    org_b = to_global_id("Organisation", b.org["id"])
    with_a_upload = b.gql(query, {"input": {"orgId": org_b, "entityName": "Bravo", "logoUploadId": upload["uploadId"]}})
    with_missing = b.gql(query, {"input": {"orgId": org_b, "entityName": "Bravo", "logoUploadId": str(uuid.uuid4())}})
    assert with_a_upload == with_missing
    assert with_a_upload["errors"][0]["message"] == "Upload not found"
    garbage = b.gql(query, {"input": {"orgId": org_b, "entityName": "Bravo", "logoUploadId": "not-a-uuid"}})
    assert garbage == with_missing
    upload_rows = before["rows"]["uploads"]
    assert state_of(a, a.org["id"])["rows"]["uploads"][0] == upload_rows[0] + 1  # only A's own upload


def test_rows_live_in_each_organisations_own_schema(two_orgs):
    from app.db import db
    from tenants.models import Organisation

    a, b, ids_a, _ = two_orgs
    with a.app.app_context():
        schema_a = db.session.get(Organisation, a.org["id"]).schema_name
        schema_b = db.session.get(Organisation, b.org["id"]).schema_name
        count = lambda schema, table: db.session.execute(text(f'SELECT count(*) FROM "{schema}".{table}')).scalar()
        assert count(schema_a, "members") == 2 and count(schema_b, "members") == 1
        assert count(schema_a, "invites") == 1 and count(schema_b, "invites") == 0
        assert count(schema_a, "contacts") == 2 and count(schema_b, "contacts") == 1
        names = db.session.execute(text(f'SELECT entity_name FROM "{schema_b}".contacts')).scalars().all()
        assert names == ["Bravo"]
        # Nothing of the workspace is in the shared schema besides the users index.
        shared_tables = set(db.session.execute(text(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = 'shared'")).scalars())
        assert not shared_tables & {"members", "invites", "contacts", "uploads"}
