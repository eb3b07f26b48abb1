"""What an organisation can learn about people and organisations it does not work with: nothing.

Ids are small sequential numbers and emails can be guessed, so every answer about another
organisation's id, a person's id or an email must read the same whether it exists or not,
unless the asking organisation already works with them (its own users, and the people of the
organisations it is a party to a contract with).
"""
import pytest
from graphql_relay import to_global_id

from tests.api.factories import ACCEPT, BY_SLUG, CREATE, INVITATIONS, INVITE, org_gid, project_input, user_gid
from tests.auth_helpers import unique_email

SEARCH = "query($t: String!) { recipientSearch(text: $t) { email name accountId score isNew contacts { id name } } }"
BY_EMAIL = "query($e: String!) { userByEmail(email: $e) { email name accountId isNew contacts { id name } } }"
ACCOUNT_ID = "{ viewerAccount { id } }"


def messages(body) -> list[str]:
    return [e["message"] for e in body.get("errors", [])]


def errors(body) -> list[tuple]:
    return [(e["message"], (e.get("extensions") or {}).get("field")) for e in body.get("errors", [])]


def account_gid(ws) -> str:
    from app.auth.models import Account
    from app.db import db

    with ws.app.app_context():
        account_id = db.session.query(Account.id).filter(Account.email == ws.email).scalar()
    return to_global_id("Account", account_id)


# ---- contractCreate naming another organisation ----------------------------------------------

def _without_ids(value):
    """An answer without its rows' own ids, slugs and members (compared by `_members`)."""
    if isinstance(value, dict):
        return {k: _without_ids(v) for k, v in value.items() if k not in ("id", "slug", "members")}
    return [_without_ids(v) for v in value] if isinstance(value, list) else value


MEMBER_ORGS = ("query($owner: String!, $slug: String!) { contract(owner: $owner, slug: $slug) "
               "{ members { isViewer organisation { organisationId name slug isViewer } } } }")


def _members(ws, contract: dict) -> list:
    """The counterparty's people as the creator sees them, their typed email put aside."""
    orgs = ws.ok(MEMBER_ORGS, {"owner": contract["owner"]["slug"], "slug": contract["slug"]})["contract"]["members"]
    return sorted((m["relation"], m["permissions"], m["role"], m["isCustomerRecipient"],
                   m["user"]["name"] == m["user"]["email"], str(o["organisation"]))
                  for m, o in zip(contract["members"], orgs) if not m["isViewer"])


def test_naming_an_organisation_with_an_email_not_of_its_people_answers_like_a_right_pair(party, run_jobs, dev_mail):
    """Issue 37's oracle: an organisation named by id with a wrong email (or an id that names no
    organisation) makes the same pending invitation as a right pair, seen alike by its creator;
    it reaches nobody: the wrong person is not emailed, the organisation sees no invitation."""
    supplier, customer = party("Acme Builders"), party("Client Co")
    stranger = unique_email("stranger")
    run_jobs()
    before = {who: len(dev_mail(who)) for who in (stranger, customer.email)}

    def create(org_id, email, site):
        data = project_input(customer_emails=[email], site_name=site, customer_contact={"entityName": "Their Co Ltd"})
        return supplier.ok(CREATE, {"input": {**data, "customer": {**data["customer"], "id": org_id}}}
                           )["contractCreate"]["contract"]

    right = create(org_gid(customer), customer.email, "Site")
    wrong = create(org_gid(customer), stranger, "Site")
    missing = create(to_global_id("Organisation", 987654321), stranger, "Site")
    for contract in (right, wrong, missing):
        assert {o["relation"]: (o["organisation"]["name"], o["organisation"]["organisationId"],
                                o["organisation"]["slug"]) for o in contract["contractOrgs"]}["Customer"] == \
            ("Their Co Ltd", "", "")  # as typed
        assert "Client Co" not in str(contract)
    assert _members(supplier, right) == _members(supplier, wrong) == _members(supplier, missing)
    assert [m["user"]["email"] for m in wrong["members"] if not m["isViewer"]] == [stranger]  # as typed
    assert _without_ids(right) == _without_ids(wrong) == _without_ids(missing)

    run_jobs()
    assert len(dev_mail(stranger)) == before[stranger]  # the wrong person hears nothing
    assert len(dev_mail(customer.email)) == before[customer.email] + 1  # the right one: the invitation
    invitations = customer.ok(INVITATIONS)["projects"]["invitations"]
    assert [i["contractId"] for i in invitations] == [right["id"]]  # the wrong pair's is nobody's
    assert stranger not in str(customer.ok("{ org { members { edges { node { email } } } } }"))
    # A claim sent to the unreachable party is sent as any (the creator sees no difference), to nobody.
    from tests.api.factories import PERIOD, Project, gst, line

    for contract in (right, wrong):
        p = Project(supplier, None, contract)
        p.new_claim()
        p.lines(create=[line("a", "Earthworks", 1_000_000, amount=400_000, tax=gst(400_000))])
        p.patch(1, PERIOD)
        assert p.submitted(1)["status"] == "Sent"
    run_jobs()
    assert len(dev_mail(stranger)) == before[stranger]


def test_a_person_with_a_workspace_named_by_email_for_a_new_customer_is_shown_by_email_until_they_accept(party):
    """The creator typed an email, not a name: the account's own name stays unshown until its owner
    has accepted the invitation into her own workspace (issue 36: no organisation is made for her;
    then she takes part, and the parties see her name)."""
    supplier, victim = party("Acme Builders"), party("Victim Co", user_name="Vera Victim")
    data = project_input(customer_contact={"entityName": "Grab Ltd"}, customer_emails=[victim.email])
    created = supplier.ok(CREATE, {"input": data})["contractCreate"]["contract"]
    owner, slug = created["owner"]["slug"], created["slug"]

    def shown(ws, **kw):
        contract = ws.ok(BY_SLUG, {"owner": owner, "slug": slug}, **kw)["contract"]
        return {m["user"]["email"]: m["user"]["name"] for m in contract["members"]}, contract

    assert "Vera Victim" not in str(created)
    assert supplier.ok(BY_EMAIL, {"e": victim.email})["userByEmail"]["name"] == victim.email
    assert supplier.ok(SEARCH, {"t": "Vera"})["recipientSearch"] == []
    assert "Vera Victim" not in str(supplier.ok(SEARCH, {"t": victim.email}))
    assert {m["user"]["email"]: m["user"]["name"] for m in created["members"]}[victim.email] == victim.email
    names, _ = shown(supplier)
    assert names[victim.email] == victim.email

    [invitation] = victim.ok(INVITATIONS)["projects"]["invitations"]
    victim.ok(ACCEPT, {"id": invitation["contractId"]})  # into her own workspace
    names, _ = shown(victim)
    assert names[victim.email] == "Vera Victim"
    names, _ = shown(supplier)
    assert names[victim.email] == "Vera Victim"
    assert supplier.ok(BY_EMAIL, {"e": victim.email})["userByEmail"]["name"] == "Vera Victim"
    assert [s["email"] for s in supplier.ok(SEARCH, {"t": "Vera"})["recipientSearch"]] == [victim.email]


# ---- contractCreate naming a person by id ----------------------------------------------------

@pytest.mark.parametrize("kind", ["User", "Account"])
def test_a_stranger_named_by_id_is_refused_like_an_id_that_exists_nowhere(party, dev_mail, run_jobs, kind):
    supplier, victim = party("Acme Builders"), party("Victim Co", user_name="Vera Victim")
    victim_id = user_gid(victim) if kind == "User" else account_gid(victim)
    run_jobs()
    mailed = len(dev_mail(victim.email))  # the sign-in code

    def create(person_id):
        members = [{"relation": "Customer", "user": {"id": person_id}, "isCustomerRecipient": True}]
        return supplier.gql(CREATE, {"input": project_input(customer_contact={"entityName": "Grab Ltd"},
                                                            members=members)})

    real, missing, malformed = create(victim_id), create(to_global_id(kind, 987654321)), create("not-an-id")
    assert errors(real) == errors(missing) == errors(malformed) == [
        ("This person is not a user of your organisation", "members.0.user")]
    assert "Vera Victim" not in str(real) and victim.email not in str(real)
    run_jobs()
    assert len(dev_mail(victim.email)) == mailed


def test_a_known_customer_named_by_account_id_joins_a_new_customer(party, create_project):
    """The picker hands out account ids of people the organisation works with: those still work."""
    supplier, customer = party("Acme Builders"), party("Client Co")
    create_project(supplier, customer_ws=customer)
    members = [{"relation": "Customer", "user": {"id": account_gid(customer)}, "isCustomerRecipient": True}]
    contract = create_project(supplier, customer_contact={"entityName": "Client Holdings Ltd"}, members=members,
                              site_name="Second Site")
    assert customer.email in [m["user"]["email"] for m in contract["members"]]


# ---- userByEmail and recipientSearch ----------------------------------------------------------

def test_user_by_email_answers_only_about_people_the_organisation_works_with(party, create_project):
    supplier, customer, outsider = party("Acme Builders"), party("Client Co"), party("Nosy Parker")
    colleague = supplier.add_member()
    assert outsider.ok(BY_EMAIL, {"e": customer.email}) == {"userByEmail": None}
    assert outsider.ok(BY_EMAIL, {"e": unique_email("nobody")}) == {"userByEmail": None}
    assert supplier.ok(BY_EMAIL, {"e": customer.email}) == {"userByEmail": None}  # not yet worked together
    assert supplier.ok(BY_EMAIL, {"e": colleague.email})["userByEmail"]["email"] == colleague.email

    create_project(supplier, customer_ws=customer)
    found = supplier.ok(BY_EMAIL, {"e": customer.email.upper()})["userByEmail"]
    assert found["email"] == customer.email and found["name"] == "Client Owner"
    assert [c["name"] for c in found["contacts"]] == ["Client Co"]
    assert outsider.ok(BY_EMAIL, {"e": customer.email}) == {"userByEmail": None}


def test_recipient_search_offers_a_strangers_email_as_an_invite_like_an_unknown_one(party):
    searcher, victim = party("Nosy Parker"), party("Victim Co", user_name="Vera Victim")
    nobody = unique_email("nobody")
    real = searcher.ok(SEARCH, {"t": victim.email})["recipientSearch"]
    unknown = searcher.ok(SEARCH, {"t": nobody})["recipientSearch"]
    invite = {"name": "", "accountId": None, "score": 0.0, "isNew": True, "contacts": []}
    assert real == [{"email": victim.email, **invite}]
    assert unknown == [{"email": nobody, **invite}]


def test_a_contacts_other_organisations_stay_unnamed(party, create_project):
    """A known person who also belongs to an organisation the searcher does not work with: only
    the organisations the searcher knows are listed."""
    supplier, customer, elsewhere = party("Acme Builders"), party("Client Co"), party("Secret Co")
    elsewhere.ok(INVITE, {"input": {"users": [{"email": customer.email}]}})
    create_project(supplier, customer_ws=customer)
    (found,) = supplier.ok(SEARCH, {"t": customer.email})["recipientSearch"]
    assert [c["name"] for c in found["contacts"]] == ["Client Co"]
    assert found["contacts"][0]["id"] == org_gid(customer)


# ---- membersInvite ---------------------------------------------------------------------------

def test_inviting_an_existing_account_shows_only_the_email_until_accepted(party):
    inviter, invitee = party("Acme Builders"), party("Victim Co", user_name="Vera Victim")
    (invited,) = inviter.ok(INVITE, {"input": {"users": [{"email": invitee.email}]}})["membersInvite"]["members"]
    assert invited["name"] == invitee.email and invited["invitePending"] is True
    listed = inviter.ok("{ org { members { edges { node { name email } } } } }")["org"]["members"]["edges"]
    assert {"name": invitee.email, "email": invitee.email} in [e["node"] for e in listed]
    assert "Vera Victim" not in str(listed)


def test_the_contact_person_picker_names_an_invitee_by_email_until_accepted(party):
    inviter, invitee = party("Acme Builders"), party("Victim Co", user_name="Vera Victim")
    inviter.ok(INVITE, {"input": {"users": [{"email": invitee.email}]}})
    picker = inviter.ok("{ projects { contactPeople { name email } } }")["projects"]["contactPeople"]
    assert {"name": invitee.email, "email": invitee.email} in picker
    assert "Vera Victim" not in str(picker)
