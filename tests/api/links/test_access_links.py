"""Public access links: issued with the claim email, stored hashed, opened only by the header,
reaching only their claim's documents, refused alike whatever is wrong, rate-limited."""
import hashlib
import re
import subprocess
import threading
from datetime import datetime, timedelta, timezone

import pytest
from sqlalchemy import select, text, update

from app.db import db
from app.documents.models import AccessLink
from app.ids import database_id
from app.links import service
from tests.api.factories import links_in, submit
from tests.api.links.conftest import WWW

INVALID = {"message": "Invalid link", "error_description": "Invalid link"}


@pytest.fixture
def sent_claim(sent_claim, project, module_parties):
    """`sent_claim()` from Acme Builders, signed up once per module, to a customer of the test's own (the links'
    recipient, whose mail and organisation the tests read)."""
    def make(p=None):
        return sent_claim(p or project(supplier=module_parties("Acme Builders")))

    return make


def get_doc(client, sent, doc=None, **headers):
    return client.get(f"/v1/link/document?doc={doc or sent.doc}", headers=headers or sent.header())


def test_the_claim_email_carries_the_redirector_and_a_hashed_access_link(app, sent_claim, visitor):
    sent = sent_claim()
    assert sent.doc == "claim-1" and len(sent.key) == 43 and len(sent.link_id) == 16
    www = WWW.search(sent.mail["text"]).group(1)
    assert re.search(r"/www/contracts/\d+/claim-1$", www)
    assert sent.url in sent.mail["html"]
    with app.app_context():
        link = db.session.get(AccessLink, sent.link_id)
        assert link.key_sha256 == hashlib.sha256(sent.key.encode()).hexdigest()
        assert link.email == sent.p.customer.email and link.revoked_at is None
        assert timedelta(days=179) < link.expires_at - link.issued_at <= timedelta(days=180)
        row = db.session.execute(text("SELECT * FROM shared.access_links WHERE id = :id"), {"id": sent.link_id}).one()
        assert all(sent.key not in str(value) for value in row)  # the key itself is kept nowhere
    body = get_doc(visitor(), sent).get_json()
    assert body["title"] == "Claim 1" and body["kind"] == "claim" and body["number"] == 1
    assert body["customer"]["name"] == "Client Co Limited" and body["supplier"]["name"] == "Acme Builders Limited"
    assert body["claimedAmount"] == 1_150_000 and body["dueDate"] == "2026-05-01"
    assert body["sections"][0]["lines"][0]["name"] == "Earthworks"
    # The totals start from the gross claimed to date, as the claim page's do.
    page_totals = sent.p.claim(1)["latest"]["totals"]
    assert body["grossToDate"] == int(page_totals["grossToDate"]) == 1_000_000
    assert [t["label"] for t in body["totals"]][0] == "Less Retentions"
    assert body["recipient"].endswith("@" + sent.p.customer.email.split("@")[1]) and body["canComment"] is True


def test_exactly_one_email_and_one_link_per_recipient_for_a_double_submit(project, module_parties, run_jobs, dev_mail,
                                                                          app):
    p = project(supplier=module_parties("Acme Builders"))  # its customer its own: its mail and links are counted
    p.new_claim()
    from tests.api.factories import PERIOD, gst, line
    p.lines(create=[line(None, "Earthworks", 5_000_000, amount=1000, tax=gst(1000))])
    p.patch(1, {**PERIOD, "date": "2026-03-31"})
    other = p.supplier.add_member()
    barrier = threading.Barrier(2)
    results = []

    def go(ws):
        barrier.wait()
        results.append(p.submit(1, ws))

    threads = [threading.Thread(target=go, args=(ws,)) for ws in (p.supplier, other)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all("errors" not in r for r in results), results
    run_jobs()
    assert len(links_in(dev_mail, p.customer.email, 1)) == 1
    with app.app_context():
        assert db.session.scalar(text("SELECT count(*) FROM shared.access_links a JOIN shared.claims c "
                                      "ON c.id = a.claim_id JOIN shared.contract_orgs o ON o.contract_id = c.contract_id "
                                      "JOIN shared.organisations g ON g.id = o.org_id WHERE g.slug = :s"),
                                 {"s": p.customer.org["slug"]}) == 1


def test_every_wrong_link_answers_exactly_like_a_missing_one(app, project, run_jobs, sent_claim, visitor):
    sent = sent_claim()
    submit(sent.p, run_jobs)  # claim 2 of the same contract
    other = sent_claim()  # another contract's link
    client = visitor()
    answers = [
        get_doc(client, sent, **sent.header(key="A" * 43)),  # wrong key
        get_doc(client, sent, **sent.header(link_id="B" * 16)),  # no such id
        get_doc(client, sent, **sent.header(link_id=other.link_id)),  # another link's id with this key
        get_doc(client, sent, doc="claim-2"),  # the same contract's other claim, valid key
        get_doc(client, sent, doc="claim-x"),  # not a number
        get_doc(client, sent, **{"Authorization": f"Bearer {sent.link_id}:{sent.key}"}),  # another scheme
        get_doc(client, sent, **{"Authorization": ""}),
    ]
    for response in answers:
        assert (response.status_code, response.get_json()) == (404, INVALID)
    bad_type = get_doc(client, sent, doc="invoice-1")
    assert (bad_type.status_code, bad_type.get_json()["message"]) == (400, "Invalid document type")
    # Revoked, then expired: the same answer.
    with app.app_context():
        db.session.execute(update(AccessLink).where(AccessLink.id == other.link_id)
                           .values(revoked_at=datetime.now(timezone.utc)))
        db.session.execute(update(AccessLink).where(AccessLink.id == sent.link_id)
                           .values(expires_at=datetime.now(timezone.utc) - timedelta(seconds=1)))
        db.session.commit()
    for s in (sent, other):
        response = get_doc(client, s)
        assert (response.status_code, response.get_json()) == (404, INVALID)


def test_the_key_is_compared_in_constant_time_even_for_a_missing_id(sent_claim, visitor, monkeypatch):
    sent = sent_claim()
    compared = []
    real = service.hmac.compare_digest

    def spy(a, b):
        compared.append((len(a), len(b)))
        return real(a, b)

    monkeypatch.setattr(service.hmac, "compare_digest", spy)
    client = visitor()
    get_doc(client, sent, **sent.header(link_id="C" * 16))
    get_doc(client, sent, **sent.header(key="D" * 43))
    assert get_doc(client, sent).status_code == 200
    assert compared == [(64, 64)] * 3  # every answer compared two SHA-256 digests


def test_many_guesses_from_one_address_are_refused_for_an_hour(app, sent_claim, visitor, monkeypatch):
    sent = sent_claim()
    monkeypatch.setitem(app.config, "ACCESS_LINK_FAILURES_PER_IP_PER_HOUR", 30)
    guesser = visitor()
    # Ten guesses past the limit show it holds (170 more, as it was, showed nothing more).
    statuses = [get_doc(guesser, sent, **sent.header(key=f"{n:043d}")).status_code for n in range(40)]
    assert statuses[:30] == [404] * 30 and set(statuses[30:]) == {429}
    refused = get_doc(guesser, sent)  # even the right key, from that address
    assert refused.status_code == 429 and int(refused.headers["Retry-After"]) > 3000
    assert get_doc(visitor(), sent).status_code == 200  # anyone else is unaffected


def test_the_header_reaches_only_the_link_views(sent_claim, visitor):
    sent = sent_claim()
    client = visitor()
    # GraphQL takes no access link: nothing of the workspace, nothing of the contract.
    response = client.post("/graphql", json={"query": "{ viewer { id email } }"}, headers=sent.header())
    assert "Client Co" not in response.get_data(as_text=True)
    assert sent.p.customer.email not in response.get_data(as_text=True)
    node = client.post("/graphql", json={"query": "query($id: ID!) { node(id: $id) { id } }",
                                         "variables": {"id": sent.p.id}}, headers=sent.header())
    assert (node.get_json().get("data") or {}).get("node") is None
    # Nor the signed-in PDF and export links.
    assert client.get(f"/v1/pdf?revision=latest&contract={sent.p.id}&sid=1&org=x&number=1",
                      headers=sent.header()).status_code == 404
    assert client.get("/v1/export/claims?sid=1&org=x", headers=sent.header()).status_code == 404


def test_the_pdf_of_the_linked_claim(sent_claim, visitor, run_jobs, no_wait, tmp_path, app):
    sent = sent_claim()
    client = visitor()
    url = f"/v1/link/pdf?doc={sent.doc}&attachment=1"
    response = client.get(url, headers=sent.header())
    if response.status_code == 202:
        run_jobs()
        response = client.get(url, headers=sent.header())
    assert response.status_code == 200 and response.mimetype == "application/pdf"
    assert response.headers["Content-Disposition"].startswith("attachment; filename=") \
        and response.headers["Content-Disposition"].endswith('-claim-1.pdf"')
    path = tmp_path / "c.pdf"
    path.write_bytes(response.data)
    assert "Earthworks" in subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True).stdout
    with app.app_context():
        served = db.session.execute(text(
            "SELECT s.sha256, a.email FROM shared.claim_served_documents s JOIN shared.accounts a "
            "ON a.id = s.served_to_account_id WHERE s.kind = 'pdf' AND s.sha256 = :h AND s.recipients = '{}' "
            "AND s.contract_id = :c"),  # another test's claim of the same content has the same bytes
            {"h": hashlib.sha256(response.data).hexdigest(), "c": database_id(sent.p.id, "Contract")}).one()
        assert served.email == sent.p.customer.email
    # No schedule yet.
    missing = client.get("/v1/link/pdf?doc=schedule-1", headers=sent.header())
    assert (missing.status_code, missing.get_json()["message"]) == (404, "Payment schedule not found")


def test_opening_marks_the_claim_viewed_by_the_recipient(sent_claim, visitor):
    sent = sent_claim()
    from tests.api.factories import CONTRACT_CLAIMS
    claim_q = CONTRACT_CLAIMS
    before = sent.p.customer.ok(claim_q, {"id": sent.p.id, "number": 1})["node"]["claim"]
    assert before["isUnread"] is True and before["latest"]["openedAt"] is None
    response = visitor().post("/v1/link/viewed", json={"doc": sent.doc}, headers=sent.header())
    assert response.status_code == 200
    after = sent.p.customer.ok(claim_q, {"id": sent.p.id, "number": 1})["node"]["claim"]
    assert after["isUnread"] is False and after["latest"]["openedAt"]
    activity = sent.p.supplier.ok(
        "query($id: ID!) { node(id: $id) { ... on Contract { claim(number: 1) { activity { "
        "type user { name } } } } } }", {"id": sent.p.id})["node"]["claim"]["activity"]
    viewed = [e for e in activity if e["type"] == "viewed"]
    assert len(viewed) == 1 and viewed[0]["user"]["name"] != ""


def test_a_comment_posts_as_the_recipient_after_the_emailed_code(sent_claim, visitor, run_jobs, dev_mail):
    sent = sent_claim()
    client = visitor()
    no_code = client.post("/v1/link/comment", json={"doc": sent.doc, "body": "Hi", "commentId": "c1"},
                          headers=sent.header())
    assert no_code.status_code == 400 and no_code.get_json()["field"] == "code"
    asked = client.post("/v1/link/code", json={"doc": sent.doc}, headers=sent.header())
    assert asked.status_code == 200 and "\u2022" in asked.get_json()["email"]
    run_jobs()
    mails = [m for m in dev_mail(to=sent.p.customer.email) if "your code to comment" in m["subject"]]
    assert len(mails) == 1
    code = re.search(r"(\d{6}) is your code", mails[0]["subject"]).group(1)
    wrong = client.post("/v1/link/comment", json={"doc": sent.doc, "code": "000000" if code != "000000" else "111111",
                                                   "body": "Hi", "commentId": "c1"}, headers=sent.header())
    assert (wrong.status_code, wrong.get_json()["message"]) == (400, service.CODE_WRONG)
    posted = client.post("/v1/link/comment", json={"doc": sent.doc, "code": code, "body": "Received, thanks.",
                                                    "commentId": "c1"}, headers=sent.header())
    assert posted.status_code == 200, posted.get_json()
    assert posted.get_json()["comment"]["body"] == "Received, thanks."
    again = client.post("/v1/link/comment", json={"doc": sent.doc, "code": code, "body": "Twice?", "commentId": "c2"},
                        headers=sent.header())
    assert (again.status_code, again.get_json()["message"]) == (400, service.CODE_EXPIRED)  # one code, one comment
    comments = sent.p.supplier.ok(
        "query($id: ID!) { node(id: $id) { ... on Contract { claim(number: 1) { comments { body user { name } } } } } }",
        {"id": sent.p.id})["node"]["claim"]["comments"]
    assert [(c["body"], c["user"]["name"]) for c in comments] == [("Received, thanks.", posted.get_json()["comment"]["authorName"])]
    doc = get_doc(client, sent).get_json()
    assert [c["body"] for c in doc["comments"]] == ["Received, thanks."]


def test_a_recipient_who_leaves_their_organisation_loses_the_link(app, sent_claim, visitor):
    sent = sent_claim()
    with app.app_context():
        user_id = db.session.scalar(select(AccessLink.user_id).where(AccessLink.id == sent.link_id))
        db.session.execute(text("DELETE FROM shared.users WHERE id = :u"), {"u": user_id})  # as removing a member does
        db.session.commit()
    response = get_doc(visitor(), sent)
    assert (response.status_code, response.get_json()) == (404, INVALID)


LINKS = "query($id: ID!) { node(id: $id) { ... on Contract { claim(number: 1) { accessLinks { id document email revokedAt lastUsedAt } } } } }"
REVOKE = ("mutation($input: AccessLinkRevokeInput!) { accessLinkRevoke(input: $input) { accessLink { id revokedAt } "
          "claim { accessLinks { id revokedAt } } } }")


def test_the_sender_sees_its_links_and_revokes_one(sent_claim, visitor, run_jobs, dev_mail):
    from tests.api.factories import CLAIM_RESEND, LINK, parse

    sent = sent_claim()
    p = sent.p
    assert get_doc(visitor(), sent).status_code == 200
    links = p.supplier.ok(LINKS, {"id": p.id})["node"]["claim"]["accessLinks"]
    assert [(x["id"], x["document"], x["email"], x["revokedAt"]) for x in links] == \
        [(sent.link_id, "claim", p.customer.email, None)]
    assert links[0]["lastUsedAt"]
    # The customer sent none of them; a member without SupplierSubmit sees none and revokes none.
    assert p.customer.ok(LINKS, {"id": p.id})["node"]["claim"]["accessLinks"] == []
    refused = p.customer.gql(REVOKE, {"input": {"contractId": p.id, "number": 1, "linkId": sent.link_id}})
    assert refused["errors"][0]["message"] == "Link not found"
    body = p.supplier.ok(REVOKE, {"input": {"contractId": p.id, "number": 1, "linkId": sent.link_id}})
    assert body["accessLinkRevoke"]["accessLink"]["revokedAt"]
    response = get_doc(visitor(), sent)
    assert (response.status_code, response.get_json()) == (404, INVALID)
    # Sending the claim again is the sender's choice to let them in again: a new key, the old one stays dead.
    p.supplier.ok(CLAIM_RESEND, {"input": {"contractId": p.id, "number": 1, "requestKey": "again"}})
    run_jobs()
    newest = next(m for m in dev_mail(to=p.customer.email) if m["subject"].startswith("Reminder: Payment claim"))
    link_id, key, doc = parse(LINK.search(newest["text"]).group(1))
    assert link_id == sent.link_id and key != sent.key
    assert get_doc(visitor(), sent).status_code == 404
    assert visitor().get(f"/v1/link/document?doc={doc}", headers={"Authorization": f"AccessLink {link_id}:{key}"}
                         ).status_code == 200
