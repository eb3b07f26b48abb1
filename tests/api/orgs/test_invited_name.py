"""An invited person's first sign-in: the server says their name is missing, and the name they
then give (through the profile's `accountUpdate`) is what the workspace sees from then on."""
from tests.api.factories import members_of
from tests.auth_helpers import account_headers, unique_email

UPDATE = "mutation($name: String!) { accountUpdate(input: {name: $name}) { account { name } } }"


def test_an_invited_account_has_no_name_until_it_gives_one(workspace):
    owner = workspace("Rimu Plumbing", user_name="Olivia Owner")
    invitee = owner.add_member(email=unique_email("ivy"))
    # The session answer (what the app reads before it lets anyone land) says the name is missing.
    answer = invitee.client.get("/auth/session", headers=account_headers(invitee.session)).get_json()
    assert answer["name"] == ""
    assert invitee.session["name"] == ""
    assert members_of(owner)[invitee.email]["name"] == invitee.email

    # A blank name is refused by the server, whatever the screen checked.
    refused = invitee.gql(UPDATE, {"name": "   "})
    assert refused["data"]["accountUpdate"] is None
    assert refused["errors"][0]["message"] == "Name is required"
    assert invitee.client.get("/auth/session", headers=account_headers(invitee.session)).get_json()["name"] == ""

    assert invitee.ok(UPDATE, {"name": "  Ivy Invitee "})["accountUpdate"]["account"]["name"] == "Ivy Invitee"
    sessions = invitee.client.get("/auth/sessions").get_json()["sessions"]
    assert [s["name"] for s in sessions] == ["Ivy Invitee"]
    assert members_of(owner)[invitee.email]["name"] == "Ivy Invitee"


def test_a_name_given_by_the_workspace_stays_its_own(workspace):
    owner = workspace("Rimu Plumbing", user_name="Olivia Owner")
    invitee = owner.add_member(email=unique_email("ivy"))
    member_id = members_of(owner)[invitee.email]["id"]
    owner.ok("mutation($input: MemberUpdateInput!) { memberUpdate(input: $input) { member { name } } }",
             {"input": {"id": member_id, "name": "Ivy from accounts"}})
    # The account itself is still unnamed, so its person is still asked.
    assert invitee.client.get("/auth/session", headers=account_headers(invitee.session)).get_json()["name"] == ""
    invitee.ok(UPDATE, {"name": "Ivy Invitee"})
    assert members_of(owner)[invitee.email]["name"] == "Ivy from accounts"
