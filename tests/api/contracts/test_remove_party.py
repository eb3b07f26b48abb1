"""Removing an organisation from a contract (issue 17): the owner's editor takes the other party,
added by mistake, off a contract with no documents between them. Its people lose access at once
and are told by email (once); a contract with claims refuses, naming why; the activity records it."""
from tests.api.contracts.conftest import NODE
from tests.api.factories import BY_SLUG, CONTRACT_CLAIMS, CREATE, INVITATIONS, LIST, feed, project_input
from tests.api.factories import party, project  # noqa: F401  (fixtures)

REMOVE = ("mutation($id: ID!) { contractPartyRemove(input: {contractId: $id}) { contract { counterpartyConsent "
          "viewerCanRemoveCounterparty contractOrgs { relation consent } members { user { email } } } } }")
CAN_REMOVE = "query($id: ID!) { node(id: $id) { ... on Contract { viewerCanRemoveCounterparty } } }"


def messages(body) -> list[str]:
    return [e["message"] for e in body.get("errors", [])]


def removal_mails(ws) -> list[dict]:
    ws.run_jobs()
    return [m for m in ws.dev_mail(to=ws.email) if "removed" in m["subject"]]


def can_remove(ws, contract_id) -> bool | None:
    node = ws.ok(CAN_REMOVE, {"id": contract_id})["node"]
    return None if node is None else node["viewerCanRemoveCounterparty"]


def test_the_owner_removes_a_party_added_by_mistake_and_its_people_lose_access_at_once(project):
    p = project()
    slug = {"owner": p.supplier.org["slug"], "slug": p.contract["slug"]}
    assert p.customer.ok(BY_SLUG, slug)["contract"] is not None
    assert can_remove(p.supplier, p.id) is True
    assert can_remove(p.customer, p.id) is False

    removed = p.supplier.ok(REMOVE, {"id": p.id})["contractPartyRemove"]["contract"]
    assert removed["counterpartyConsent"] == "Removed"
    assert removed["viewerCanRemoveCounterparty"] is False
    assert sorted((o["relation"], o["consent"]) for o in removed["contractOrgs"]) == [
        ("Customer", "Removed"), ("Supplier", "Accepted")]
    assert [m["user"]["email"] for m in removed["members"]] == [p.supplier.email]

    # The removed organisation reads the contract and its claims like ones that never existed.
    assert p.customer.ok(BY_SLUG, slug)["contract"] is None
    assert p.customer.ok(NODE, {"id": p.id})["node"] is None
    assert p.customer.ok(CONTRACT_CLAIMS, {"id": p.id, "number": 1})["node"] is None
    assert p.customer.ok(LIST)["projects"]["activeCount"] == 0
    assert p.customer.ok(INVITATIONS)["projects"]["invitations"] == []

    # Told once, by email, however often the jobs run or the removal is tried again.
    mails = removal_mails(p.customer)
    assert len(mails) == 1
    assert mails[0]["subject"] == "Acme Builders removed Client Co from Queen St Apartments on Claimdesk"
    assert "You no longer have access to it." in mails[0]["text"]
    again = p.supplier.gql(REMOVE, {"id": p.id})
    assert messages(again) == ["There is no other organisation on this project to remove."]
    assert len(removal_mails(p.customer)) == 1
    assert removal_mails(p.supplier) == []

    # The owner's activity names who was removed.
    entries = feed(p.supplier, last=5)["entries"]
    assert (entries[0]["type"], entries[0]["comment"]) == ("removed an organisation", "Client Co")


def test_a_contract_with_documents_is_refused_with_the_reason(project):
    p = project()
    p.new_claim()  # a draft: addressed to the customer from its first line
    body = p.supplier.gql(REMOVE, {"id": p.id})
    assert body["data"]["contractPartyRemove"] is None
    assert messages(body) == ["Client Co cannot be removed from this project: it has claims here, and that history "
                              "must stay. Archive the project instead."]
    assert body["errors"][0]["extensions"]["code"] == "HAS_DOCUMENTS"
    slug = {"owner": p.supplier.org["slug"], "slug": p.contract["slug"]}
    assert p.customer.ok(BY_SLUG, slug)["contract"] is not None
    assert removal_mails(p.customer) == []


def test_only_the_owners_editors_may_remove(project):
    p = project()
    # The customer's owner has Edit on the contract, but the supplier owns it.
    body = p.customer.gql(REMOVE, {"id": p.id})
    assert messages(body) == ["Only the contract owner (Acme Builders) can remove an organisation from this project."]
    # A supplier colleague who sees every contract but may not edit it.
    viewer = p.supplier.add_member(permissions=["ContractView", "ProgressClaims"])
    assert can_remove(viewer, p.id) is False
    assert messages(viewer.gql(REMOVE, {"id": p.id})) == ["You do not have permission to edit this project."]
    slug = {"owner": p.supplier.org["slug"], "slug": p.contract["slug"]}
    assert p.customer.ok(BY_SLUG, slug)["contract"] is not None
    assert removal_mails(p.customer) == []


def test_an_outsider_gets_contract_not_found(project, party):
    p = project()
    outsider = party("Other Co")
    assert messages(outsider.gql(REMOVE, {"id": p.id})) == ["Contract not found"]


def test_a_pending_invitation_is_withdrawn_the_same_way(party):
    supplier = party("Acme Builders")
    customer = party("Client Co")
    contract = supplier.ok(CREATE, {"input": project_input(customer_ws=customer)})["contractCreate"]["contract"]
    assert len(customer.ok(INVITATIONS)["projects"]["invitations"]) == 1
    removed = supplier.ok(REMOVE, {"id": contract["id"]})["contractPartyRemove"]["contract"]
    assert removed["counterpartyConsent"] == "Removed"
    assert customer.ok(INVITATIONS)["projects"]["invitations"] == []
    assert len(removal_mails(customer)) == 1


NEW_CLAIM = ("query($owner: String!, $slug: String!) { contract(owner: $owner, slug: $slug) { viewerCanCreateClaim "
             "createClaimDisabledReason } claimList(box: Sent) { newClaimContracts { siteName } } }")
CLAIM_CREATE = "mutation($id: ID!) { claimCreate(input: {contractId: $id}) { claim { number } } }"


def test_no_claim_starts_once_the_customer_was_removed(project):
    p = project()
    slug = {"owner": p.supplier.org["slug"], "slug": p.contract["slug"]}
    before = p.supplier.ok(NEW_CLAIM, slug)
    assert before["contract"]["createClaimDisabledReason"] is None
    assert [c["siteName"] for c in before["claimList"]["newClaimContracts"]] == [p.contract["siteName"]]

    p.supplier.ok(REMOVE, {"id": p.id})
    after = p.supplier.ok(NEW_CLAIM, slug)
    gone = "The customer was removed from this project, so a claim cannot be started."
    assert after["contract"]["createClaimDisabledReason"] == gone
    assert after["claimList"]["newClaimContracts"] == []
    body = p.supplier.gql(CLAIM_CREATE, {"id": p.id})
    assert messages(body) == [gone]
    assert p.supplier.ok(CONTRACT_CLAIMS, {"id": p.id, "number": 1})["node"]["claimsCount"] == 0


ISSUE_CREATE = "mutation($input: IssueCreateInput!) { issueCreate(input: $input) { issue { id } } }"
ESTIMATE = ("mutation($input: VariationEstimateSaveInput!) { variationEstimateSave(input: $input) { variation { id } } }")
APPROVAL = ("mutation($input: VariationApprovalInput!) { %s(input: $input) { variation { id } } }")


def _variation(p, title, *, close=None) -> str:
    """A variation raised by the customer on p's contract; `close`: 'Approved' or 'Rejected' by both sides."""
    issue = p.customer.ok(ISSUE_CREATE, {"input": {"contractIds": [p.id], "title": title}})["issueCreate"]["issue"]["id"]
    if close:
        ref = {"issueId": issue, "contractId": p.id}
        p.supplier.ok(ESTIMATE, {"input": {**ref, "estimate": {"lines": [{"name": "Work", "qtyMilli": 1000,
                                                                           "unitPrice": 100_000}]}}})
        p.supplier.ok(APPROVAL % "variationSupplierApprovalSet", {"input": {**ref, "status": close, "message": None}})
        p.customer.ok(APPROVAL % "variationCustomerApprovalSet", {"input": {**ref, "status": close, "message": None}})
    return issue


def test_variations_open_or_closed_refuse_it_saying_how_many_are_open(project):
    """Issue 36: an open variation is a request the other party was emailed about; a closed one was
    approved or rejected by both sides, their shared record. Either refuses, and nothing is withdrawn."""
    p = project()
    _variation(p, "Move the stair")
    body = p.supplier.gql(REMOVE, {"id": p.id})
    assert messages(body) == ["Client Co cannot be removed from this project: it has a variation still open here, "
                              "and that history must stay. Archive the project instead."]
    assert body["errors"][0]["extensions"]["code"] == "HAS_DOCUMENTS"
    _variation(p, "Wider doors")
    assert messages(p.supplier.gql(REMOVE, {"id": p.id})) == [
        "Client Co cannot be removed from this project: it has 2 open variations here, and that history must stay. "
        "Archive the project instead."]
    # Closed ones count too, and the reason says how many are still open.
    _variation(p, "Fire stopping", close="Rejected")
    assert messages(p.supplier.gql(REMOVE, {"id": p.id})) == [
        "Client Co cannot be removed from this project: it has 3 variations (2 still open) here, and that history "
        "must stay. Archive the project instead."]
    # The customer keeps its access and its variations; nobody was told anything.
    slug = {"owner": p.supplier.org["slug"], "slug": p.contract["slug"]}
    assert p.customer.ok(BY_SLUG, slug)["contract"] is not None
    seen = p.customer.ok("query($id: ID!) { contractVariations(contractId: $id) { id } }", {"id": p.id})
    assert len(seen["contractVariations"]) == 3
    assert removal_mails(p.customer) == []


def test_a_closed_variation_alone_refuses_it_and_is_named_with_claims(project):
    p = project()
    _variation(p, "Move the stair", close="Approved")  # both approved: with no claim yet, the ledger waits
    assert messages(p.supplier.gql(REMOVE, {"id": p.id})) == [
        "Client Co cannot be removed from this project: it has a variation here, and that history must stay. "
        "Archive the project instead."]
    p.new_claim()  # it takes the approved variation's line
    assert messages(p.supplier.gql(REMOVE, {"id": p.id})) == [
        "Client Co cannot be removed from this project: it has claims and a variation here, and that history must "
        "stay. Archive the project instead."]
