"""A payer not yet on Claimdesk can read and answer at once (issue 34): every recipient of a claim,
joined or not, gets its own access link in the claim email, the people of a party named by email
(a stand-in, app.contracts.invitations) included. The link opens that one claim as their side is
served it and its PDF; it opens nothing of any workspace, posts nothing (joining comes first), and
keeps working once they have joined."""
import re

from graphql_relay import from_global_id

from tests.api.factories import (  # noqa: F401  (party, no_wait: fixtures)
    CREATE, LINK, Project, by_slug, links_in, no_wait, parse, party, project_input, submit,
)
from tests.auth_helpers import account_headers, new_client, sign_in, unique_email


def _named_by_email(party, email):  # noqa: F811
    head = party("Acme Builders")
    contract = head.ok(CREATE, {"input": project_input(customer_emails=[email],
                                                       customer_contact={"entityName": "Payer Homes Ltd"})})
    return Project(head, None, by_slug(head, contract["contractCreate"]["contract"]))


def test_a_payer_not_yet_on_claimdesk_opens_the_claim_from_its_emailed_link(app, party, run_jobs, dev_mail,
                                                                            no_wait):  # noqa: F811
    payer = unique_email("payer")
    p = _named_by_email(party, payer)
    number = submit(p, run_jobs)
    [mail] = links_in(dev_mail, payer, number)
    url = LINK.search(mail["text"]).group(1)
    link_id, key, doc = parse(url)
    header = {"Authorization": f"AccessLink {link_id}:{key}"}
    client = new_client(app)  # a browser with no account

    shown = client.get(f"/v1/link/document?doc={doc}", headers=header)
    assert shown.status_code == 200, shown.get_json()
    body = shown.get_json()
    assert body["number"] == number and body["customer"]["name"] == "Payer Homes Ltd"
    assert body["standing"]["state"] in ("AwaitingSchedule", "ScheduleOverdue")
    contract_id = from_global_id(p.id)[1]
    assert body["canComment"] is False
    assert body["joinPath"] == f"/join/{contract_id}?to=%2Fwww%2Fcontracts%2F{contract_id}%2Fclaim-{number}"
    pdf_url = f"/v1/link/pdf?doc={doc}&attachment=1"
    pdf = client.get(pdf_url, headers=header)
    if pdf.status_code == 202:
        run_jobs()
        pdf = client.get(pdf_url, headers=header)
    assert pdf.status_code == 200 and pdf.mimetype == "application/pdf"
    assert client.post("/v1/link/viewed", json={"doc": doc}, headers=header).status_code == 200
    # Viewed as any recipient's opening is recorded: once per revision, its openedAt, seen by the supplier.
    assert client.post("/v1/link/viewed", json={"doc": doc}, headers=header).status_code == 200
    seen = p.supplier.ok("""query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
      latest { openedAt } activity { type } } } } }""", {"id": p.id, "n": number})["node"]["claim"]
    assert seen["latest"]["openedAt"] is not None
    assert [a["type"] for a in seen["activity"]].count("viewed") == 1
    refused = client.post("/v1/link/code", json={"doc": doc}, headers=header)
    assert (refused.status_code, refused.get_json()["message"]) == (403, "Join Claimdesk to comment on this claim.")
    # Another claim's number, or a wrong key, is the same 'Invalid link' as for anyone.
    wrong = client.get(f"/v1/link/document?doc=claim-{number + 1}", headers=header)
    assert (wrong.status_code, wrong.get_json()["message"]) == (404, "Invalid link")

    # Signed in with that address, the redirector sends them to join (no workspace lists it), back
    # to this claim; joining makes their workspace, where the claim opens, and the link still works.
    browser = new_client(app)
    session = sign_in(browser, payer, run_jobs, dev_mail, signup=True)
    to = browser.get(f"/v1/www/contracts/{contract_id}/claim-{number}").get_json()["to"]
    assert to == body["joinPath"]
    joined = browser.post(f"/v1/join/{contract_id}", json={"userName": "Pat Payer"}, headers=account_headers(session))
    assert joined.status_code == 201, joined.get_json()
    slug = joined.get_json()["org"]["slug"]
    there = browser.get(f"/v1/www/contracts/{contract_id}/claim-{number}").get_json()["to"]
    assert there == f"/{slug}/projects/{p.supplier.org['slug']}/{p.contract['slug']}/claims/{number}"
    again = client.get(f"/v1/link/document?doc={doc}", headers=header).get_json()
    assert again["joinPath"] is None and again["canComment"] is True


def test_a_declined_invitation_closes_its_links(app, party, run_jobs, dev_mail):  # noqa: F811
    from tests.api.factories import DECLINE, kauri

    holder = kauri(party)
    p = _named_by_email(party, holder.email)
    number = submit(p, run_jobs)
    [mail] = links_in(dev_mail, holder.email, number)
    link_id, key, doc = parse(LINK.search(mail["text"]).group(1))
    header = {"Authorization": f"AccessLink {link_id}:{key}"}
    client = new_client(app)
    assert client.get(f"/v1/link/document?doc={doc}", headers=header).status_code == 200
    holder.ok(DECLINE, {"id": p.id})
    closed = client.get(f"/v1/link/document?doc={doc}", headers=header)
    assert (closed.status_code, closed.get_json()["message"]) == (404, "Invalid link")
    assert re.search(r"/link/", mail["text"])


def test_a_stranger_declines_from_join_without_a_workspace_and_the_inviter_is_told(app, party, run_jobs, dev_mail,
                                                                                   no_wait):  # noqa: F811
    from tests.api.factories import feed

    payer = unique_email("payer")
    p = _named_by_email(party, payer)
    number = submit(p, run_jobs)
    [mail] = links_in(dev_mail, payer, number)
    link_id, key, doc = parse(LINK.search(mail["text"]).group(1))
    header = {"Authorization": f"AccessLink {link_id}:{key}"}
    contract_id = from_global_id(p.id)[1]

    # Someone the contract does not name finds no invitation to decline.
    other = new_client(app)
    other_session = sign_in(other, unique_email("other"), run_jobs, dev_mail, signup=True)
    refused = other.post(f"/v1/join/{contract_id}/decline", headers=account_headers(other_session))
    assert (refused.status_code, refused.get_json()["message"]) == (404, "Invitation not found")

    browser = new_client(app)
    session = sign_in(browser, payer, run_jobs, dev_mail, signup=True)
    assert browser.get(f"/v1/join/{contract_id}", headers=account_headers(session)).status_code == 200
    declined = browser.post(f"/v1/join/{contract_id}/decline", headers=account_headers(session))
    assert (declined.status_code, declined.get_json()) == (200, {"declined": True})
    # Answered: nothing left to join or decline, its access link closed, the inviter told.
    gone = browser.get(f"/v1/join/{contract_id}", headers=account_headers(session))
    assert (gone.status_code, gone.get_json()["message"]) == (404, "Invitation not found")
    again = browser.post(f"/v1/join/{contract_id}/decline", headers=account_headers(session))
    assert again.status_code == 404
    closed = new_client(app).get(f"/v1/link/document?doc={doc}", headers=header)
    assert (closed.status_code, closed.get_json()["message"]) == (404, "Invalid link")
    told = [e for e in feed(p.supplier, last=100)["entries"] if e["contractId"] == p.id]
    assert [(e["type"], e["user"]["name"]) for e in told][:1] == [("declined the invitation", "Payer Homes Ltd")]
