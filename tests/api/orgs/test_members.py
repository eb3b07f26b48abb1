"""Members through GraphQL: the list, invitations, changing and removing members, and who may."""
import pytest

from app.orgs import permissions as p
from tests.api.factories import INVITE, MEMBERS, MEMBER_REMOVE as REMOVE, MEMBER_UPDATE as UPDATE, members_of
from tests.auth_helpers import account_headers, new_client, sign_in, unique_email


def error_of(body) -> dict:
    assert body["data"] is None or all(v is None for v in body["data"].values()), body
    (error,) = body["errors"]
    return error


def test_the_creator_is_the_owner_and_the_only_member(workspace):
    owner = workspace(user_name="Olivia Owner")
    data = owner.ok(MEMBERS)["org"]
    assert data["viewerMember"]["role"] == "Owner"
    assert data["viewerMember"]["isViewer"] is True
    assert data["members"]["totalCount"] == 1
    (node,) = [e["node"] for e in data["members"]["edges"]]
    assert node["name"] == "Olivia Owner" and node["email"] == owner.email
    assert node["permissions"] == list(p.ALL)
    assert node["permissionsLabel"] == "Owner" and node["invitePending"] is False


def test_invite_emails_the_invitee_who_then_finds_the_workspace(workspace, run_jobs, dev_mail, app):
    owner = workspace("Harbour Construction", user_name="Olivia Owner")
    email = unique_email("Invitee").upper()  # typed in any case
    rows = [{"email": f"  {email} ", "permissions": ["ContractComment"]}, {"email": "", "isOwner": True},
            {"email": "   "}]
    (invited,) = owner.ok(INVITE, {"input": {"users": rows}})["membersInvite"]["members"]
    assert invited["email"] == email.lower()
    assert invited["permissions"] == ["ProgressClaims", "ContractView", "ContractComment"]
    assert invited["role"] == "Viewer" and invited["invitePending"] is True

    run_jobs()
    (mail,) = dev_mail(to=email.lower())
    assert mail["subject"] == "Olivia Owner invited you to Harbour Construction on Claimdesk"
    assert f"/login?to=%2F{owner.org['slug']}" in mail["text"]
    assert email.lower() in mail["text"]

    # The invitee signs in with that email (no sign-up): the session lists the workspace.
    client = new_client(app)
    session = sign_in(client, email.lower(), run_jobs, dev_mail, signup=False)
    assert [u["org"]["slug"] for u in session["users"]] == [owner.org["slug"]]
    headers = account_headers(session, **{"org-id": str(owner.org["id"])})
    body = client.post("/graphql", json={"query": "{ org { name viewerMember { role invitePending } } }"},
                       headers=headers).get_json()
    assert body["data"]["org"] == {"name": "Harbour Construction",
                                   "viewerMember": {"role": "Viewer", "invitePending": False}}
    assert members_of(owner)[email.lower()]["invitePending"] is False


def test_invite_defaults_and_owner_rows(workspace):
    owner = workspace()
    a, b = unique_email("a"), unique_email("b")
    result = owner.ok(INVITE, {"input": {"users": [{"email": a}, {"email": b, "isOwner": True,
                                                                   "permissions": ["ContractView"]}]}})
    by_email = {m["email"]: m for m in result["membersInvite"]["members"]}
    assert by_email[a]["role"] == "Member"  # the default role
    assert by_email[b]["role"] == "Owner" and by_email[b]["permissions"] == list(p.ALL)


def test_an_existing_account_is_invited_without_a_new_account(workspace, app):
    owner = workspace()
    other = workspace("Other Co", user_name="Sam Existing")
    (invited,) = owner.ok(INVITE, {"input": {"users": [{"email": other.email}]}})["membersInvite"]["members"]
    assert invited["name"] == other.email  # not the account's own name: the inviter shares nothing with it
    sessions = other.client.get("/auth/session", headers=account_headers(other.session)).get_json()
    assert {u["org"]["slug"] for u in sessions["users"]} == {owner.org["slug"], other.org["slug"]}


@pytest.mark.parametrize("rows, message", [
    ([{"email": ""}], "Enter at least one email address to invite."),
    ([], "Enter at least one email address to invite."),
    ([{"email": "not-an-email"}], "not-an-email is not a valid email address."),
])
def test_invite_refuses_bad_rows(workspace, rows, message):
    owner = workspace()
    error = error_of(owner.gql(INVITE, {"input": {"users": rows}}))
    assert error["message"] == message


def test_inviting_a_member_again_is_refused_and_changes_nothing(workspace, dev_mail):
    owner = workspace()
    email = unique_email("twice")
    owner.ok(INVITE, {"input": {"users": [{"email": email}]}})
    fresh = unique_email("fresh")
    error = error_of(owner.gql(INVITE, {"input": {"users": [{"email": fresh}, {"email": email}]}}))
    assert error["message"] == f"{email} is already a member of this workspace."
    assert error["extensions"]["code"] == "CONFLICT"
    assert set(members_of(owner)) == {owner.email, email}  # the fresh row was not kept either
    error = error_of(owner.gql(INVITE, {"input": {"users": [{"email": owner.email}]}}))
    assert error["message"] == f"{owner.email} is already a member of this workspace."


def test_unknown_permissions_are_refused_by_the_schema(workspace):
    owner = workspace()
    body = owner.gql(INVITE, {"input": {"users": [{"email": unique_email(), "permissions": ["Admin"]}]}})
    assert "Admin" in body["errors"][0]["message"]


def test_a_viewer_cannot_invite_or_edit(workspace):
    owner = workspace()
    viewer = owner.add_member(p.VIEWER)
    member = owner.add_member()
    viewer.ok(MEMBERS)  # first use: the viewer's invitation is taken up
    before = members_of(owner)
    error = error_of(viewer.gql(INVITE, {"input": {"users": [{"email": unique_email()}]}}))
    assert error["message"] == "You do not have permission to invite users."
    assert error["extensions"] == {"code": "FORBIDDEN", "status": 403}
    member_id = before[member.email]["id"]
    error = error_of(viewer.gql(UPDATE, {"input": {"id": member_id, "permissions": ["OrgEdit"]}}))
    assert error["message"] == "You do not have permission to change members."
    error = error_of(viewer.gql(REMOVE, {"input": {"userId": before[member.email]["userId"]}}))
    assert error["message"] == "You do not have permission to remove members."
    assert members_of(owner) == before


def test_a_member_cannot_change_their_own_permissions(workspace):
    owner = workspace()
    me = owner.ok(MEMBERS)["org"]["viewerMember"]
    error = error_of(owner.gql(UPDATE, {"input": {"id": me["id"], "permissions": ["ProgressClaims"]}}))
    assert error["message"] == "You cannot change your own permissions."
    error = error_of(owner.gql(UPDATE, {"input": {"id": me["id"], "name": "New name"}}))
    assert error["message"] == "You cannot change your own permissions."
    # An invited owner cannot change theirs either.
    second = owner.add_member(is_owner=True)
    mine = second.ok(MEMBERS)["org"]["viewerMember"]
    error = error_of(second.gql(UPDATE, {"input": {"id": mine["id"], "permissions": []}}))
    assert error["message"] == "You cannot change your own permissions."
    assert second.ok(MEMBERS)["org"]["viewerMember"]["role"] == "Owner"


def test_an_inviter_without_orgedit_gives_only_what_they_have(workspace):
    owner = workspace()
    inviter = owner.add_member(p.VIEWER | {"UserInvite"})
    error = error_of(inviter.gql(INVITE, {"input": {"users": [{"email": unique_email()}]}}))  # Member role
    assert error["message"] == "You can only give permissions that you have yourself."
    error = error_of(inviter.gql(INVITE, {"input": {"users": [{"email": unique_email(), "isOwner": True}]}}))
    assert error["message"] == "Only an owner can invite another owner."
    email = unique_email()
    (invited,) = inviter.ok(INVITE, {"input": {"users": [{"email": email, "permissions": ["ContractComment"]}]}})[
        "membersInvite"]["members"]
    assert invited["role"] == "Viewer"


def test_change_a_members_name_and_permissions(workspace):
    owner = workspace()
    member = owner.add_member()
    target = members_of(owner)[member.email]
    updated = owner.ok(UPDATE, {"input": {"id": target["id"], "name": "  Bea Builder ",
                                          "permissions": ["ContractSupplierSubmit", "FlowWrite"]}})
    assert updated["memberUpdate"]["member"] == {
        "id": target["id"], "name": "Bea Builder",
        "permissions": ["ProgressClaims", "FlowRead", "FlowWrite", "ContractView", "ContractComment",
                        "ContractSupplierDraft", "ContractSupplierSubmit"],
        "role": "Viewer", "permissionsLabel": "Viewer + Manage pay cycles, Send claims",
    }
    # The member sees it at once.
    assert member.ok(MEMBERS)["org"]["viewerMember"]["role"] == "Viewer"
    # Only the name, then only the permissions.
    assert owner.ok(UPDATE, {"input": {"id": target["id"], "name": "Bea"}})["memberUpdate"]["member"]["role"] == "Viewer"
    after = owner.ok(UPDATE, {"input": {"id": target["id"], "permissions": []}})["memberUpdate"]["member"]
    assert after["name"] == "Bea" and after["permissions"] == [] and after["permissionsLabel"] == "No access"
    error = error_of(owner.gql(UPDATE, {"input": {"id": target["id"], "name": "  "}}))
    assert error["message"] == "Name is required"


def test_remove_a_member_ends_their_access_at_once(workspace):
    owner = workspace()
    member = owner.add_member()
    assert member.ok("{ org { name } }")["org"] is not None
    target = members_of(owner)[member.email]
    result = owner.ok(REMOVE, {"input": {"userId": target["userId"]}})["memberRemove"]
    assert result["removedUserId"] == target["userId"] and result["removedMemberId"] == target["id"]
    assert result["organisation"]["members"]["totalCount"] == 1
    assert member.email not in members_of(owner)
    # Their session no longer lists the workspace, and the workspace no longer answers them.
    session = member.client.get("/auth/session", headers=account_headers(member.session)).get_json()
    assert session["users"] == []
    assert member.gql("{ org { name } }") == {"data": {"org": None}}
    error = error_of(member.gql(INVITE, {"input": {"users": [{"email": unique_email()}]}}))
    assert error["message"] == "Organisation not found"


def test_nobody_removes_themselves(workspace):
    owner = workspace()
    me = owner.ok(MEMBERS)["org"]["viewerMember"]
    error = error_of(owner.gql(REMOVE, {"input": {"userId": me["userId"]}}))
    assert error["message"] == "You cannot remove yourself from the workspace."


def test_removed_then_invited_again(workspace):
    owner = workspace()
    member = owner.add_member()
    owner.ok(REMOVE, {"input": {"userId": members_of(owner)[member.email]["userId"]}})
    (again,) = owner.ok(INVITE, {"input": {"users": [{"email": member.email, "permissions": ["ContractView"]}]}})[
        "membersInvite"]["members"]
    assert again["invitePending"] is True and again["role"] == "None"


def test_members_are_paged_by_name(workspace):
    owner = workspace(user_name="Zed Owner")
    emails = sorted(unique_email(f"m{i}") for i in range(3))
    owner.ok(INVITE, {"input": {"users": [{"email": e} for e in emails]}})
    page = owner.ok("{ org { members(first: 2) { totalCount pageInfo { hasNextPage endCursor } "
                    "edges { node { email } } } } }")["org"]["members"]
    assert page["totalCount"] == 4 and page["pageInfo"]["hasNextPage"] is True
    seen = [e["node"]["email"] for e in page["edges"]]
    rest = owner.ok("query($after: String) { org { members(first: 2, after: $after) { pageInfo { hasNextPage } "
                    "edges { node { email } } } } }", {"after": page["pageInfo"]["endCursor"]})["org"]["members"]
    seen += [e["node"]["email"] for e in rest["edges"]]
    assert rest["pageInfo"]["hasNextPage"] is False
    assert seen == emails + [owner.email]  # by display name: emails first ('m...'), then 'Zed Owner'
    body = owner.gql('{ org { members(after: "nonsense") { totalCount } } }')
    assert body["data"] == {"org": {"members": None}}
    assert body["errors"][0]["message"] == "Invalid cursor"


def test_signed_out_callers_are_told_to_sign_in(client):
    body = client.post("/graphql", json={"query": INVITE, "variables": {"input": {"users": [{"email": "a@b.co"}]}}})
    error = error_of(body.get_json())
    assert error["extensions"]["code"] == "UNAUTHENTICATED"
