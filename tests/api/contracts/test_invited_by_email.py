"""An existing organisation is invited, never copied (issue 36).

A contract that names, by email, a person who already has a workspace makes no organisation for
them: the invitation waits in their workspace(s) ('Invited by {org} to {site}'), the inviter sees
only what it typed, exactly as it would for a stranger, and on accept their own organisation, with
its own business details, becomes the party; on decline the inviter is told."""
import json
import re

from graphql_relay import to_global_id
from sqlalchemy import func, select

from tests.api.contracts.conftest import DECLINE
from tests.api.factories import sub_input
from tests.api.factories import (
    ACCEPT, BY_SLUG, CREATE, LIST, PERIOD, Project, by_slug, feed, gst, line, project_input, set_business,
)
from tests.auth_helpers import create_org, unique_email
from tests.conftest import unique_slug

INVITATION = """
query($o: String!, $s: String!) { contractInvitation(owner: $o, slug: $s) { contractId siteName inviterName relation
  viewerCanAnswer byEmail } }
"""
MINE = "{ projects { invitations { contractId siteName inviterName relation viewerCanAnswer byEmail } } }"
CONSENT = "query($o: String!, $s: String!) { contract(owner: $o, slug: $s) { counterpartyConsent } }"
BY_EMAIL = "query($e: String!) { userByEmail(email: $e) { email name isNew contacts { name } } }"
SEARCH = "query($t: String!) { recipientSearch(text: $t) { email name isNew score contacts { name } } }"
ARCHIVE = "mutation($id: ID!) { contractArchive(input: {contractId: $id}) { contract { archivedAt } } }"
TYPED = {"entityName": "Kauri Linings As Typed Ltd", "address": "Typed Address"}


def workspaces_of(ws, email: str) -> list[str]:
    """The workspaces (organisations with a schema) the account of `email` belongs to, by slug."""
    from app.auth.models import Account, User
    from app.db import db
    from tenants.models import Organisation

    with ws.app.app_context():
        return sorted(db.session.scalars(
            select(Organisation.slug).join(User, User.org_id == Organisation.id).join(Account, Account.id == User.account_id)
            .where(Account.email == email, Organisation.schema_name.is_not(None))))


def organisations_count(ws) -> int:
    from app.db import db
    from tenants.models import Organisation

    with ws.app.app_context():
        return db.session.scalar(select(func.count()).select_from(Organisation))


def kauri(party):
    """A supplier with its own workspace and business details."""
    ws = party("Kauri Interiors", user_name="Kiri Kauri")
    set_business(ws, "Kauri Interiors Linings Ltd", address="3 Totara Road, Whangarei", gstNumber="49-091-850")
    return ws


def name_customer(inviter, email, *, site="Queen St Apartments", contact=TYPED) -> dict:
    data = project_input(customer_contact=contact, customer_emails=[email], site_name=site)
    return inviter.ok(CREATE, {"input": data})["contractCreate"]["contract"]


def route(contract) -> dict:
    return {"o": contract["owner"]["slug"], "s": contract["slug"]}


def test_an_existing_user_named_by_email_is_invited_into_their_workspace_not_copied(party):
    head, sub = party("Acme Builders"), kauri(party)
    before_orgs, before_ws = organisations_count(head), workspaces_of(head, sub.email)
    contract = name_customer(head, sub.email)

    assert workspaces_of(head, sub.email) == before_ws == [sub.org["slug"]]  # no second workspace
    # The invitation waits in their own workspace, addressed to them.
    [invitation] = sub.ok(MINE)["projects"]["invitations"]
    assert invitation == {"contractId": contract["id"], "siteName": "Queen St Apartments",
                          "inviterName": "Acme Builders Limited", "relation": "Customer", "viewerCanAnswer": True,
                          "byEmail": True}
    assert sub.ok(INVITATION, route(contract))["contractInvitation"]["byEmail"] is True
    assert sub.ok(BY_SLUG, {"owner": contract["owner"]["slug"], "slug": contract["slug"]})["contract"] is None
    assert sub.ok(LIST)["projects"]["activeCount"] == 0
    # Nobody else of theirs, and not the inviter, sees it.
    colleague = sub.add_member(permissions=["ContractCreate", "ContractView"])
    assert colleague.ok(MINE)["projects"]["invitations"] == []
    assert head.ok(MINE)["projects"]["invitations"] == []

    accepted = sub.ok(ACCEPT, {"id": contract["id"]})["contractInvitationAccept"]["contract"]
    assert accepted["viewerRelation"] == "Customer"
    assert workspaces_of(head, sub.email) == [sub.org["slug"]]
    assert organisations_count(head) == before_orgs  # the stand-in is gone: nothing was made for them
    assert sub.ok(MINE)["projects"]["invitations"] == []
    assert sub.ok(LIST)["projects"]["activeCount"] == 1

    # The inviter now sees their own organisation and business details, not what it typed.
    after = by_slug(head, contract)
    assert after["customer"]["entityName"] == "Kauri Interiors Linings Ltd"
    assert after["customer"]["address"] == "3 Totara Road, Whangarei"
    assert after["customer"]["gstNumber"] == "049-091-850"
    assert after["customer"]["owner"] == {"name": "Kauri Interiors", "isViewer": False}
    assert after["customer"]["isBusinessDetails"]
    assert "As Typed" not in str(after) and "Typed Address" not in str(after)
    parties = {o["relation"]: o["organisation"] for o in after["contractOrgs"]}
    assert (parties["Customer"]["name"], parties["Customer"]["slug"]) == ("Kauri Interiors", sub.org["slug"])
    person = next(m for m in after["members"] if m["relation"] == "Customer")
    assert person["user"]["name"] == "Kiri Kauri" and person["organisation"]["name"] == "Kauri Interiors"
    assert head.ok(CONSENT, route(contract))["contract"]["counterpartyConsent"] == "Accepted"
    assert head.ok(LIST)["projects"]["contracts"]["edges"][0]["node"]["customer"]["name"] == "Kauri Interiors Linings Ltd"


def test_a_subcontract_supplier_named_by_email_accepts_and_its_claims_show_its_details(party, create_project):
    head, client, sub = party("Acme Builders"), party("Client Co"), kauri(party)
    parent = create_project(head, customer_ws=client)
    contract = head.ok(CREATE, {"input": sub_input(parent["id"], emails=[sub.email], contact=TYPED)}
                       )["contractCreate"]["contract"]
    assert workspaces_of(head, sub.email) == [sub.org["slug"]]
    [invitation] = sub.ok(MINE)["projects"]["invitations"]
    assert (invitation["relation"], invitation["inviterName"]) == ("Supplier", "Acme Builders Limited")
    sub.ok(ACCEPT, {"id": contract["id"]})
    after = by_slug(head, contract)
    assert after["supplier"]["entityName"] == "Kauri Interiors Linings Ltd" and after["supplier"]["isBusinessDetails"]
    # The supplier claims on it, as itself; the head contractor reads the claim's parties as the supplier's own.
    p = Project(sub, head, after)
    p.new_claim()
    p.lines(create=[line("a", "Linings", 1_000_000, amount=400_000, tax=gst(400_000))])
    assert "errors" not in p.patch(1, PERIOD)
    p.submitted(1)
    shown = head.ok("query($id: ID!) { node(id: $id) { ... on Contract { supplier { entityName gstNumber } } } }",
                    {"id": contract["id"]})["node"]
    assert shown["supplier"] == {"entityName": "Kauri Interiors Linings Ltd", "gstNumber": "049-091-850"}


def test_with_several_workspaces_the_one_that_accepts_takes_it(party):
    head, sub = party("Acme Builders"), kauri(party)
    second = create_org(sub.client, sub.session, "Kauri Second Co", slug=unique_slug("kauri2"), user_name="Kiri Kauri")
    contract = name_customer(head, sub.email)
    assert [i["contractId"] for i in sub.ok(MINE)["projects"]["invitations"]] == [contract["id"]]
    assert [i["contractId"] for i in sub.ok(MINE, org_id=second["id"])["projects"]["invitations"]] == [contract["id"]]

    sub.ok(ACCEPT, {"id": contract["id"]}, org_id=second["id"])
    assert sub.ok(MINE)["projects"]["invitations"] == []  # gone from the other workspace
    assert sub.gql(ACCEPT, {"id": contract["id"]})["errors"][0]["message"] == "Invitation not found"
    assert sub.ok(LIST, org_id=second["id"])["projects"]["activeCount"] == 1
    assert sub.ok(LIST)["projects"]["activeCount"] == 0
    parties = {o["relation"]: o["organisation"]["name"] for o in by_slug(head, contract)["contractOrgs"]}
    assert parties["Customer"] == "Kauri Second Co"


def test_declining_tells_the_inviter_who_may_name_someone_else(party):
    head, sub = party("Acme Builders"), kauri(party)
    contract = name_customer(head, sub.email)
    assert sub.ok(DECLINE, {"id": contract["id"]})["contractInvitationDecline"]["contractId"] == contract["id"]
    assert sub.ok(MINE)["projects"]["invitations"] == []
    assert sub.gql(ACCEPT, {"id": contract["id"]})["errors"][0]["message"] == "Invitation not found"
    assert workspaces_of(head, sub.email) == [sub.org["slug"]]

    assert head.ok(CONSENT, route(contract))["contract"]["counterpartyConsent"] == "Declined"
    after = by_slug(head, contract)
    assert [m["relation"] for m in after["members"]] == ["Supplier"]  # the named people left it
    assert "Kauri Interiors" not in str(after) and "Kiri" not in str(after)
    entry = feed(head, last=5)["entries"][0]
    assert (entry["type"], entry["code"], entry["user"]["name"]) == (
        "declined the invitation", "INVITATION_DECLINED", "Kauri Linings As Typed Ltd")
    assert [e["type"] for e in feed(sub, last=5)["entries"]] == []  # the decliner's side reaches nothing of it
    # The inviter archives it and names someone else.
    assert head.ok(ARCHIVE, {"id": contract["id"]})["contractArchive"]["contract"]["archivedAt"]
    other = party("Other Linings")
    again = name_customer(head, other.email, site="Queen St Apartments again")
    assert [i["contractId"] for i in other.ok(MINE)["projects"]["invitations"]] == [again["id"]]


def test_a_decline_of_an_organisation_named_by_id_is_told_too(party):
    head, customer = party("Acme Builders"), party("Client Co")
    contract = head.ok(CREATE, {"input": project_input(customer_ws=customer)})["contractCreate"]["contract"]
    customer.ok(DECLINE, {"id": contract["id"]})
    entry = feed(head, last=5)["entries"][0]
    assert (entry["type"], entry["user"]["name"]) == ("declined the invitation", "Invited customer")


def _without_ids(value):
    """An answer without the values that differ between any two contracts: ids, slugs, dates."""
    if isinstance(value, dict):
        return {k: _without_ids(v) for k, v in value.items()
                if k not in ("id", "slug", "organisationId", "contractId", "contractSlug", "at", "userId", "siteName")}
    return [_without_ids(v) for v in value] if isinstance(value, list) else value


def _as_seen(value, email: str) -> str:
    """`value` as the inviter saw it, the email it typed and the contract's own ids put aside."""
    return json.dumps(_without_ids(value), sort_keys=True).replace(email, "EMAIL")


def test_the_inviter_sees_an_account_holder_exactly_as_a_stranger(party, run_jobs, dev_mail):
    """Nothing the inviter can ask tells it whether an email has an account: the contract, its
    parties and people, the lookups and search, the lists, the activity, a claim sent to them."""
    head, holder = party("Acme Builders"), kauri(party)
    stranger = unique_email("stranger")
    seen = {}
    for who, email, site in (("holder", holder.email, "Site A"), ("stranger", stranger, "Site B")):
        created = name_customer(head, email, site=site, contact={"entityName": "Same Typed Ltd"})
        contract = by_slug(head, created)
        p = Project(head, None, contract)
        p.new_claim()
        p.lines(create=[line("a", "Earthworks", 1_000_000, amount=400_000, tax=gst(400_000))])
        p.patch(1, PERIOD)
        seen[who] = {
            "created": created, "contract": contract, "status": p.submitted(1)["status"],
            "consent": head.ok(CONSENT, route(created))["contract"],
            "byEmail": head.ok(BY_EMAIL, {"e": email})["userByEmail"],
            "search": head.ok(SEARCH, {"t": email})["recipientSearch"],
            "list": [e["node"] for e in head.ok(LIST)["projects"]["contracts"]["edges"] if e["node"]["siteName"] == site],
            "feed": feed(head, q=site)["entries"],
        }
        seen[who] = _as_seen(seen[who], email)
    assert seen["holder"] == seen["stranger"]
    assert '"counterpartyConsent": "Accepted"' in seen["holder"]
    assert "Kauri" not in seen["holder"] and "Kiri" not in seen["holder"]
    for contract_slug in ("site-a", "site-b"):  # both parties named as typed, with a slug of their own
        contract = head.ok(BY_SLUG, {"owner": head.org["slug"], "slug": contract_slug})["contract"]
        org = next(o["organisation"] for o in contract["contractOrgs"] if o["relation"] == "Customer")
        assert org["name"] == "Same Typed Ltd" and re.fullmatch(r"same-typed-ltd(-\d+)?", org["slug"])
        assert org["organisationId"]

    # Both were emailed; the holder's claim email opens the invitation in her own workspace.
    run_jobs()
    assert any("invited you to Site A" in m["subject"] for m in dev_mail(to=holder.email))
    claim_mail = next(m for m in dev_mail(to=holder.email) if "Claim" in m["subject"] or "claim" in m["subject"])
    www = re.search(r"(/www/contracts/\d+/claim-1)\n", claim_mail["text"]).group(1)
    path = f"/{holder.org['slug']}/projects/{head.org['slug']}/site-a/claims/1"
    assert holder.client.get(f"/v1{www}").get_json()["to"] == path
    # Until she accepts, nobody acts for the stand-in: no access link (it would open as nobody),
    # only the redirector to the invitation, and the claim's PDF with the email.
    assert "Open it without signing in" not in claim_mail["text"] and "/link/" not in claim_mail["text"]
    assert [a["name"][-11:] for a in claim_mail["attachments"]] == ["claim-1.pdf"]
    assert any("Site B" in m["subject"] for m in dev_mail(to=stranger))


def test_a_stranger_keeps_getting_a_new_workspace(party):
    head = party("Acme Builders")
    stranger = unique_email("stranger")
    before = organisations_count(head)
    contract = name_customer(head, stranger, contact={"entityName": "Brand New Ltd"})
    assert organisations_count(head) == before + 1
    assert len(workspaces_of(head, stranger)) == 1
    org = next(o["organisation"] for o in contract["contractOrgs"] if o["relation"] == "Customer")
    assert org["name"] == "Brand New Ltd"


def test_nobody_else_answers_an_invitation_by_email(party):
    head, sub, third = party("Acme Builders"), kauri(party), party("Third Co")
    contract = name_customer(head, sub.email)
    missing = to_global_id("Contract", 987654321)
    for ws in (third, head):
        for mutation in (ACCEPT, DECLINE):
            assert ws.gql(mutation, {"id": contract["id"]})["errors"][0]["message"] == "Invitation not found"
    assert sub.gql(ACCEPT, {"id": missing})["errors"][0]["message"] == "Invitation not found"
    assert third.ok(INVITATION, route(contract))["contractInvitation"] is None
    # Without ContractCreate in the workspace, the named person sees it and cannot answer.
    limited = head.add_member(permissions=["ContractView"])  # a person of the inviter: never invited by email
    assert limited.ok(MINE)["projects"]["invitations"] == []
    viewer = sub.add_member(permissions=["ContractView"])
    named = name_customer(head, viewer.email, site="Named")
    shown = viewer.ok(MINE)["projects"]["invitations"]
    assert [(i["siteName"], i["viewerCanAnswer"], i["byEmail"]) for i in shown] == [("Named", False, True)]
    assert viewer.gql(ACCEPT, {"id": named["id"]})["errors"][0]["message"] == \
        "You do not have permission to accept or decline projects."


def test_people_named_beside_an_account_holder_leave_unless_of_the_accepting_workspace(party, run_jobs, dev_mail):
    head, sub = party("Acme Builders"), kauri(party)
    colleague = sub.add_member(permissions=["ContractView"])
    stranger = unique_email("stranger")
    data = project_input(customer_contact=TYPED, customer_emails=[sub.email, colleague.email, stranger])
    contract = head.ok(CREATE, {"input": data})["contractCreate"]["contract"]
    run_jobs()
    mail = next(m for m in dev_mail(to=stranger) if "Queen St Apartments" in m["subject"])
    assert "/login?signup\n" in mail["text"]  # nothing to open for them yet
    sub.ok(ACCEPT, {"id": contract["id"]})
    emails = sorted(m["user"]["email"] for m in by_slug(head, contract)["members"] if m["relation"] == "Customer")
    assert emails == sorted([sub.email, colleague.email])  # the stranger is no person of that workspace
    assert colleague.ok(LIST)["projects"]["activeCount"] == 1  # a member of the contract sees it
