"""Consent (issue 18): an organisation already on Claimdesk that another names as a contract's
customer is invited, not bound. Until one of its people accepts, it sees the invitation alone and
the inviter sees only what it typed; it may decline; nobody else may answer for it; and a contract
still waiting makes nobody known to the lookups."""
import re
from graphql_relay import to_global_id

from tests.api.contracts.conftest import DECLINE, NODE
from tests.api.factories import (
    ACCEPT, BY_SLUG, CREATE, INVITATIONS, LIST, PERIOD, Project, by_slug, gst, line, project_input, set_business,
)

BY_EMAIL = "query($e: String!) { userByEmail(email: $e) { email name contacts { name } } }"
SEARCH = "query($t: String!) { recipientSearch(text: $t) { email name isNew contacts { name } } }"
INVITATION = """
query($o: String!, $s: String!) { contractInvitation(owner: $o, slug: $s) { contractId siteName inviterName relation
  viewerCanAnswer } }
"""
CONSENT = "query($o: String!, $s: String!) { contract(owner: $o, slug: $s) { counterpartyConsent contractOrgs { relation consent } } }"
ARCHIVE = "mutation($id: ID!) { contractArchive(input: {contractId: $id}) { contract { archivedAt } } }"
GST_NUMBER = "49-091-850"


def messages(body) -> list[str]:
    return [e["message"] for e in body.get("errors", [])]


def invited(party, **kwargs):
    """Acme Builders names Client Co (GST-registered, with an address) as the customer of a project;
    (supplier, customer, the contract as the supplier sees it from contractCreate)."""
    supplier = party("Acme Builders")
    customer = party("Client Co", user_name="Cleo Customer")
    set_business(customer, "Client Co Limited", address="7 Secret Lane, Auckland", gstNumber=GST_NUMBER)
    contract = supplier.ok(CREATE, {"input": project_input(customer_ws=customer, **kwargs)})["contractCreate"]["contract"]
    return supplier, customer, contract


def route(supplier, contract) -> dict:
    return {"o": supplier.org["slug"], "s": contract["slug"]}


def test_the_invited_organisation_sees_the_invitation_and_nothing_of_the_contract(party):
    supplier, customer, contract = invited(party)
    slug = {"owner": supplier.org["slug"], "slug": contract["slug"]}
    assert customer.ok(BY_SLUG, slug)["contract"] is None
    assert customer.ok(NODE, {"id": contract["id"]})["node"] is None
    listed = customer.ok(LIST)["projects"]
    assert listed["activeCount"] == 0 and listed["contracts"]["edges"] == []

    invitations = customer.ok(INVITATIONS)["projects"]["invitations"]
    assert [(i["contractId"], i["siteName"], i["inviterName"], i["relation"], i["viewerCanAnswer"])
            for i in invitations] == [(contract["id"], "Queen St Apartments", "Acme Builders Limited", "Customer", True)]
    assert invitations[0]["ownerSlug"] == supplier.org["slug"] and invitations[0]["slug"] == contract["slug"]
    # Where the emails link to, the invitation answers (and the contract does not).
    assert customer.ok(INVITATION, route(supplier, contract))["contractInvitation"]["contractId"] == contract["id"]
    # The inviter has no invitation of its own.
    assert supplier.ok(INVITATIONS)["projects"]["invitations"] == []
    assert supplier.ok(INVITATION, route(supplier, contract))["contractInvitation"] is None


def test_until_it_accepts_the_inviter_sees_only_what_it_typed_and_then_its_details(party):
    supplier, customer, contract = invited(party)
    text = str(contract)
    for secret in ("Client Co", "Secret Lane", "091-850", "Cleo", customer.org["slug"]):
        assert secret not in text, secret
    assert contract["customer"] is None
    parties = {o["relation"]: o["organisation"] for o in contract["contractOrgs"]}
    assert parties["Customer"]["name"] == "Invited customer" and parties["Customer"]["slug"] == ""
    person = next(m for m in contract["members"] if m["relation"] == "Customer")
    assert person["user"]["name"] == customer.email and person["organisation"]["name"] == "Invited customer"
    seen = supplier.ok(CONSENT, route(supplier, contract))["contract"]
    assert seen["counterpartyConsent"] == "Pending"
    assert {o["relation"]: o["consent"] for o in seen["contractOrgs"]} == {"Customer": "Pending", "Supplier": "Accepted"}

    accepted = customer.ok(ACCEPT, {"id": contract["id"]})["contractInvitationAccept"]["contract"]
    assert accepted["viewerRelation"] == "Customer"
    after = by_slug(supplier, contract)
    assert after["customer"]["entityName"] == "Client Co Limited"
    assert after["customer"]["gstNumber"] == "049-091-850" and after["customer"]["address"] == "7 Secret Lane, Auckland"
    assert after["customer"]["owner"] == {"name": "Client Co", "isViewer": False} and after["customer"]["isBusinessDetails"]
    person = next(m for m in after["members"] if m["relation"] == "Customer")
    assert person["user"]["name"] == "Cleo Customer" and person["organisation"]["name"] == "Client Co"
    assert supplier.ok(CONSENT, route(supplier, contract))["contract"]["counterpartyConsent"] == "Accepted"


def test_details_the_inviter_typed_are_shown_before_and_after(party):
    supplier, customer, contract = invited(party, customer_contact={"entityName": "Client As I Know Them Ltd"})
    assert contract["customer"]["entityName"] == "Client As I Know Them Ltd"
    assert contract["customer"]["owner"]["isViewer"]
    assert {o["relation"]: o["organisation"]["name"] for o in contract["contractOrgs"]}["Customer"] == \
        "Client As I Know Them Ltd"
    customer.ok(ACCEPT, {"id": contract["id"]})
    assert by_slug(supplier, contract)["customer"]["entityName"] == "Client As I Know Them Ltd"


def test_accepting_makes_the_contract_everyones_and_the_accepter_a_member(party):
    supplier, customer, contract = invited(party)
    colleague = customer.add_member(permissions=["ContractCreate", "ProgressClaims"])
    assert colleague.ok(INVITATIONS)["projects"]["invitations"][0]["viewerCanAnswer"]
    seen = colleague.ok(ACCEPT, {"id": contract["id"]})["contractInvitationAccept"]["contract"]
    assert seen["id"] == contract["id"] and not seen["viewerIsSupplier"]
    assert any(m["isViewer"] for m in seen["members"])  # who accepted takes part
    assert customer.ok(LIST)["projects"]["activeCount"] == 1
    assert customer.ok(INVITATIONS)["projects"]["invitations"] == []
    # Answered once: a second answer finds nothing.
    assert messages(customer.gql(ACCEPT, {"id": contract["id"]})) == ["Invitation not found"]
    assert messages(customer.gql(DECLINE, {"id": contract["id"]})) == ["Invitation not found"]


def test_declining_takes_the_invitation_away_and_the_inviter_sees_declined(party, run_jobs, dev_mail):
    supplier, customer, contract = invited(party)
    assert customer.ok(DECLINE, {"id": contract["id"]})["contractInvitationDecline"]["contractId"] == contract["id"]
    assert customer.ok(INVITATIONS)["projects"]["invitations"] == []
    assert customer.ok(INVITATION, route(supplier, contract))["contractInvitation"] is None
    assert customer.ok(LIST)["projects"]["activeCount"] == 0
    assert messages(customer.gql(ACCEPT, {"id": contract["id"]})) == ["Invitation not found"]

    seen = supplier.ok(CONSENT, route(supplier, contract))["contract"]
    assert seen["counterpartyConsent"] == "Declined"
    after = by_slug(supplier, contract)
    assert [m["relation"] for m in after["members"]] == ["Supplier"]  # its people left the contract
    assert after["customer"] is None and "Client Co" not in str(after)
    assert supplier.ok(ARCHIVE, {"id": contract["id"]})["contractArchive"]["contract"]["archivedAt"]


def test_no_other_organisation_nor_a_member_without_contract_create_answers(party):
    supplier, customer, contract = invited(party)
    third = party("Third Co")
    missing = to_global_id("Contract", 987654321)
    for mutation in (ACCEPT, DECLINE):
        assert messages(third.gql(mutation, {"id": contract["id"]})) == ["Invitation not found"]
        assert messages(third.gql(mutation, {"id": missing})) == ["Invitation not found"]
        # The inviter cannot answer for the invited either.
        assert messages(supplier.gql(mutation, {"id": contract["id"]})) == ["Invitation not found"]
    assert third.ok(INVITATION, route(supplier, contract))["contractInvitation"] is None

    # A member of the invited organisation without ContractCreate: not shown unless named on it,
    # and never able to answer.
    viewer = customer.add_member(permissions=["ContractView", "ProgressClaims"])
    assert viewer.ok(INVITATIONS)["projects"]["invitations"] == []
    assert messages(viewer.gql(ACCEPT, {"id": contract["id"]})) == ["Invitation not found"]
    named_contract = supplier.ok(CREATE, {"input": project_input(customer_ws=customer, customer_emails=[viewer.email],
                                                                 site_name="Named")})["contractCreate"]["contract"]
    shown = viewer.ok(INVITATIONS)["projects"]["invitations"]
    assert [(i["siteName"], i["viewerCanAnswer"]) for i in shown] == [("Named", False)]
    assert messages(viewer.gql(ACCEPT, {"id": named_contract["id"]})) == [
        "You do not have permission to accept or decline projects."]
    assert customer.ok(CONSENT, route(supplier, named_contract))["contract"] is None
    assert supplier.ok(CONSENT, route(supplier, contract))["contract"]["counterpartyConsent"] == "Pending"


def test_a_contract_still_waiting_or_declined_makes_nobody_known(party):
    supplier, customer, contract = invited(party)
    assert supplier.ok(BY_EMAIL, {"e": customer.email})["userByEmail"] is None
    found = supplier.ok(SEARCH, {"t": customer.email})["recipientSearch"]
    assert [(s["email"], s["isNew"], s["contacts"]) for s in found] == [(customer.email, True, [])]
    assert supplier.ok(SEARCH, {"t": "Cleo"})["recipientSearch"] == []
    assert customer.ok(BY_EMAIL, {"e": supplier.email})["userByEmail"] is None

    declined = supplier.ok(CREATE, {"input": project_input(customer_ws=customer, site_name="Other")})
    customer.ok(DECLINE, {"id": declined["contractCreate"]["contract"]["id"]})
    assert supplier.ok(BY_EMAIL, {"e": customer.email})["userByEmail"] is None

    customer.ok(ACCEPT, {"id": contract["id"]})
    known = supplier.ok(BY_EMAIL, {"e": customer.email})["userByEmail"]
    assert known["name"] == "Cleo Customer" and known["contacts"] == [{"name": "Client Co"}]
    assert [s["email"] for s in supplier.ok(SEARCH, {"t": "Cleo"})["recipientSearch"]] == [customer.email]


def test_claims_on_a_contract_still_waiting_are_emailed_and_link_to_the_invitation(party, run_jobs, dev_mail):
    supplier, customer, contract = invited(party, customer_contact={"entityName": "Client As I Know Them Ltd"})
    p = Project(supplier, customer, contract)
    p.new_claim()
    p.lines(create=[line("a", "Foundations", 1_000_000, amount=400_000, tax=gst(400_000))])
    assert "errors" not in p.patch(1, PERIOD)
    p.submitted(1)
    run_jobs()
    mails = [m for m in dev_mail(to=customer.email) if "Claim" in m["subject"] or "claim" in m["subject"]]
    assert mails, [m["subject"] for m in dev_mail(to=customer.email)]
    path = f"/{customer.org['slug']}/projects/{supplier.org['slug']}/{contract['slug']}/claims/1"
    www = re.search(r"(/www/contracts/\d+/claim-1)\n", mails[0]["text"]).group(1)
    assert customer.client.get(f"/v1{www}").get_json()["to"] == path  # the redirector opens the invitation
    assert "without signing in" not in mails[0]["text"]  # no access link while only invited
    # The link's contract is the invitation, until accepted.
    assert customer.ok(INVITATION, route(supplier, contract))["contractInvitation"]["siteName"] == "Queen St Apartments"
    customer.ok(ACCEPT, {"id": contract["id"]})
    assert p.claim(1, customer)["status"]


def test_no_claim_starts_on_a_declined_project_but_one_may_while_the_invitation_waits(party):
    supplier, customer, contract = invited(party)
    create = "mutation($id: ID!) { claimCreate(input: {contractId: $id}) { claim { number } } }"
    reason = "query($id: ID!) { node(id: $id) { ... on Contract { createClaimDisabledReason } } }"
    assert supplier.ok(reason, {"id": contract["id"]})["node"]["createClaimDisabledReason"] is None
    customer.ok(DECLINE, {"id": contract["id"]})
    declined = "The customer declined this project, so a claim cannot be started."
    assert supplier.ok(reason, {"id": contract["id"]})["node"]["createClaimDisabledReason"] == declined
    assert messages(supplier.gql(create, {"id": contract["id"]})) == [declined]

    # Still waiting: the claim is addressed to the customer, who sees it once they accept.
    waiting = supplier.ok(CREATE, {"input": project_input(customer_ws=customer, site_name="Other")})
    waiting_id = waiting["contractCreate"]["contract"]["id"]
    assert supplier.ok(create, {"id": waiting_id})["claimCreate"]["claim"]["number"] == 1
