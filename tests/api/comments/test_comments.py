"""Comments on claims: who may write and read them, what they carry, the email and the activity."""
import uuid

from sqlalchemy import select, text

from app.db import db
from tests.api.factories import PDF, PERIOD, errors_of, gst, line, upload

ADD = """mutation($input: CommentAddInput!) { commentAdd(input: $input) {
  comment { id commentId body itemId itemName isInternal isEmail isMine at user { name } files { filename url } }
  claim { commentsCount }
} }"""
COMMENTS = """query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  viewerCanComment commentsCount comments { commentId body isInternal isEmail itemName user { name } files { filename url } }
  activity { code comment }
} } } }"""


def submitted_project(project):
    p = project()
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 5_000_000, amount=1_000_000, tax=gst(1_000_000))])
    body = p.patch(1, PERIOD)
    assert "errors" not in body, body
    p.submitted(1)
    return p


def add(p, ws, **fields):
    data = {"contractId": p.id, "number": 1, "commentId": uuid.uuid4().hex, **fields}
    return ws.gql(ADD, {"input": data})


def added(p, ws, **fields) -> dict:
    body = add(p, ws, **fields)
    assert "errors" not in body, body["errors"]
    return body["data"]["commentAdd"]


def claim_of(p, ws, n=1) -> dict:
    return ws.ok(COMMENTS, {"id": p.id, "n": n})["node"]["claim"]


def comment_mails(ws):
    return [m for m in ws.dev_mail(to=ws.email) if "commented on" in m["subject"]]


def test_a_comment_reaches_the_other_side_and_its_mailbox_once(project, run_jobs):
    p = submitted_project(project)
    run_jobs()
    out = added(p, p.customer, body="  Please check line 3.\nThanks  ")
    assert out["comment"]["body"] == "Please check line 3.\nThanks"
    assert out["comment"]["isEmail"] and out["comment"]["isMine"] and out["claim"]["commentsCount"] == 1
    seen = claim_of(p, p.supplier)
    assert seen["commentsCount"] == 1 and seen["comments"][0]["body"] == "Please check line 3.\nThanks"
    assert seen["comments"][0]["user"]["name"]
    assert seen["activity"][0]["code"] == "COMMENTED" and seen["activity"][0]["comment"].startswith("Please check")
    run_jobs()
    run_jobs()
    mails = comment_mails(p.supplier)
    assert len(mails) == 1 and "Please check line 3." in mails[0]["text"]
    assert comment_mails(p.customer) == []  # the author's side is not emailed


def test_a_comment_moves_the_activity_version_of_exactly_those_who_read_it(contract):
    """The Comments tab polls the claim's activityVersion and refetches its comments only when it
    moved (ui/src/claims/page/ClaimComments.tsx)."""
    p = submitted_project(contract)
    query = "query($id: ID!) { node(id: $id) { ... on Contract { claim(number: 1) { activityVersion } } } }"

    def versions() -> tuple[str, str]:
        return tuple(ws.ok(query, {"id": p.id})["node"]["claim"]["activityVersion"] for ws in (p.supplier, p.customer))

    supplier, customer = versions()
    added(p, p.supplier, body="Chase them on Friday", isInternal=True)
    internal = versions()
    assert internal[0] != supplier and internal[1] == customer
    added(p, p.customer, body="Please check line 3.")
    shared = versions()
    assert shared[0] != internal[0] and shared[1] != internal[1]


def test_an_internal_comment_stays_with_its_side_and_emails_nobody(project, run_jobs):
    p = submitted_project(project)
    run_jobs()
    out = added(p, p.supplier, body="Chase them on Friday", isInternal=True)
    assert out["comment"]["isInternal"] and not out["comment"]["isEmail"]
    run_jobs()
    assert comment_mails(p.customer) == []
    customer = claim_of(p, p.customer)
    assert customer["commentsCount"] == 0 and customer["comments"] == []
    assert all(a["code"] != "COMMENTED" for a in customer["activity"])
    supplier = claim_of(p, p.supplier)
    assert supplier["commentsCount"] == 1 and supplier["comments"][0]["isInternal"]
    assert supplier["activity"][0]["code"] == "COMMENTED"


def _schema(app, ws) -> str:
    from tenants.models import Organisation

    with app.app_context():
        return db.session.get(Organisation, ws.org["id"]).schema_name


def _rows(app, table: str, comment_id: str) -> int:
    with app.app_context():
        return db.session.scalar(text(f"SELECT count(*) FROM {table} WHERE client_id = :c"), {"c": comment_id})


def test_an_internal_comment_lives_in_its_authors_schema_alone(contract, app):
    p = submitted_project(contract)
    comment_id = uuid.uuid4().hex
    first = added(p, p.supplier, body="Margin is thin", isInternal=True, commentId=comment_id)
    again = added(p, p.supplier, body="Margin is thin", isInternal=True, commentId=comment_id)
    assert first["comment"]["id"] == again["comment"]["id"] and again["claim"]["commentsCount"] == 1
    assert _rows(app, f'"{_schema(app, p.supplier)}".internal_comments', comment_id) == 1
    assert _rows(app, "shared.comments", comment_id) == 0
    assert _rows(app, f'"{_schema(app, p.customer)}".internal_comments', comment_id) == 0
    shared = added(p, p.customer, body="Shared")["comment"]["commentId"]
    assert _rows(app, "shared.comments", shared) == 1


def test_an_internal_comments_file_downloads_for_its_side(contract):
    p = submitted_project(contract)
    pdf = upload(p.supplier, PDF, "application/pdf")
    added(p, p.supplier, isInternal=True, files=[{"id": pdf, "filename": "Costs.pdf"}])
    seen = claim_of(p, p.supplier)["comments"][0]
    response = p.supplier.client.get(seen["files"][0]["url"])
    assert response.status_code == 200 and response.data == PDF


def test_an_empty_comment_needs_files(contract):
    p = submitted_project(contract)
    assert errors_of(add(p, p.customer, body=" \n\u202e ")) == ["Comment cannot be empty without files"]
    assert errors_of(add(p, p.customer, body="x" * 10_001)) == ["Comment must be at most 10000 characters"]
    pdf = upload(p.customer, PDF, "application/pdf")
    out = added(p, p.customer, files=[{"id": pdf, "filename": "Marked up.pdf"}])
    assert out["comment"]["body"] == "" and out["comment"]["files"][0]["filename"] == "Marked up.pdf"
    seen = claim_of(p, p.supplier)["comments"][0]
    response = p.supplier.client.get(seen["files"][0]["url"])
    assert response.status_code == 200 and response.data == PDF


def test_another_organisations_upload_is_refused(contract):
    p = submitted_project(contract)
    theirs = upload(p.supplier, PDF, "application/pdf")
    body = add(p, p.customer, body="See", files=[{"id": theirs, "filename": "x.pdf"}])
    assert errors_of(body) == ["x.pdf was not found among this organisation's uploads. Please upload it again."]
    assert claim_of(p, p.customer)["commentsCount"] == 0


def test_a_comment_on_a_line_names_it_and_a_line_of_another_claim_is_refused(contract):
    p = submitted_project(contract)
    out = added(p, p.customer, body="Too much", itemId="a")
    assert out["comment"]["itemId"] == "a" and out["comment"]["itemName"] == "Earthworks"
    p.new_claim()
    p.lines(create=[line("b", "Roofing", 2_000_000)])
    assert errors_of(add(p, p.supplier, body="x", itemId="b")) == ["This line is not on the claim"]
    assert errors_of(add(p, p.customer, body="x", itemId="nope")) == ["This line is not on the claim"]


def test_the_same_comment_id_posts_once(project, run_jobs):
    p = submitted_project(project)
    run_jobs()
    comment_id = uuid.uuid4().hex
    first = added(p, p.customer, body="Once", commentId=comment_id)
    again = added(p, p.customer, body="Once", commentId=comment_id)
    assert first["comment"]["id"] == again["comment"]["id"]
    assert claim_of(p, p.supplier)["commentsCount"] == 1
    assert [a["code"] for a in claim_of(p, p.supplier)["activity"]].count("COMMENTED") == 1
    run_jobs()
    assert len(comment_mails(p.supplier)) == 1
    assert errors_of(add(p, p.customer, body="x", commentId="<bad id>"))


def test_a_new_claim_cannot_be_commented_on(contract):
    p = contract()
    p.new_claim()
    assert claim_of(p, p.supplier)["viewerCanComment"] is False
    assert errors_of(add(p, p.supplier, body="Early")) == ["Comments are available after submitting the document."]
    assert errors_of(add(p, p.customer, body="Early")) == ["Claim not found"]


def test_view_without_comment_is_refused(contract):
    p = submitted_project(contract)
    viewer = p.customer.add_member({"ContractView"})
    assert claim_of(p, viewer)["viewerCanComment"] is False
    assert errors_of(add(p, viewer, body="Hello")) == ["You do not have permission"]
    assert claim_of(p, p.customer)["viewerCanComment"] is True


def test_another_organisation_gets_not_found_and_sees_nothing(contract, module_parties):
    p = submitted_project(contract)
    added(p, p.customer, body="Private to the parties")
    outsider = module_parties("Snoop Ltd")
    assert errors_of(add(p, outsider, body="Hi")) == ["Contract not found"]
    assert outsider.gql(COMMENTS, {"id": p.id, "n": 1})["data"]["node"] is None


def test_the_activity_and_comment_rows_roll_back_with_a_refusal(contract, app):
    from app.documents.models import Comment

    p = submitted_project(contract)
    add(p, p.customer, body="ok", files=[{"id": "nope", "filename": "x.pdf"}])
    with app.app_context():
        assert db.session.scalars(select(Comment.id).where(Comment.body == "ok")).all() == []
    assert claim_of(p, p.customer)["commentsCount"] == 0
