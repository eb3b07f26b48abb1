"""Files on a variation's comments: uploaded for real (uploadCreate + PUT), checked as claim
attachments are, bound to the one variation, and downloadable through the authorised
/files/variation route by the parties of that variation's contract only (an internal comment's by
its author's organisation only): another recipient of the issue, or an outsider, gets 404 alike."""
from urllib.parse import parse_qs, unquote, urlsplit

from graphql_relay import from_global_id

from tests.api.factories import PDF, UNSAFE_SVG, upload
from tests.api.variations.conftest import errors_of
from tests.api.variations.test_issue_files import FILES, files_of, raise_with_files

COMMENT = ("mutation($input: VariationCommentAddInput!) { variationCommentAdd(input: $input) { comment { id commentId "
           "body isInternal isEmail %s } variation { commentsCount } } }" % FILES)
COMMENTS = ("query($id: ID!) { issue(id: $id) { variations { contractId comments { id commentId body isInternal %s } "
            "} } }" % FILES)
EMPTY = "Comment cannot be empty without files"


def comment(w, ws, issue, project, comment_id, body="", files=(), **extra):
    return ws.gql(COMMENT, {"input": {**w.ref(issue, project), "commentId": comment_id, "body": body,
                                      "files": list(files), **extra}})


def comments_of(ws, issue, project) -> list[dict] | None:
    found = ws.ok(COMMENTS, {"id": issue["id"]})["issue"]
    if found is None:
        return None
    return next((v["comments"] for v in found["variations"] if v["contractId"] == project.id), None)


def sent_file(w, ws, issue, project, comment_id, name="Stair sketch.pdf", **extra) -> dict:
    """A comment with one PDF (no text) by `ws`; the file as the comment answers it."""
    pdf = upload(ws, PDF, "application/pdf")
    body = comment(w, ws, issue, project, comment_id, files=[{"id": pdf, "filename": name}], **extra)
    assert "errors" not in body, body["errors"]
    [ref] = body["data"]["variationCommentAdd"]["comment"]["files"]
    return ref


def own_link(url: str, ws) -> str:
    """The path of `url` with `ws`'s own account and organisation: what another party would try."""
    return f"{urlsplit(url).path}?sid={ws.session['userAccountId']}&org={ws.org['slug']}"


def test_a_supplier_attaches_a_file_without_text_and_the_customer_downloads_it(world, run_jobs, dev_mail):
    w = world()
    issue = w.raise_issue()
    ref = sent_file(w, w.sub_a, issue, w.a, "c-1")
    assert ref["filename"] == "Stair sketch.pdf" and ref["contentType"] == "application/pdf"
    for ws in (w.head, w.sub_a):
        [seen] = comments_of(ws, issue, w.a)
        assert seen["body"] == "" and [f["filename"] for f in seen["files"]] == ["Stair sketch.pdf"]
        url = seen["files"][0]["url"]
        assert unquote(urlsplit(url).path).endswith("/Stair sketch.pdf")
        assert parse_qs(urlsplit(url).query) == {"sid": [str(ws.session["userAccountId"])], "org": [ws.org["slug"]]}
        response = ws.client.get(url)
        assert response.status_code == 200 and response.data == PDF
        assert response.headers["Content-Disposition"] == 'attachment; filename="Stair sketch.pdf"'
        assert response.headers["X-Content-Type-Options"] == "nosniff"
    # The other side is emailed once, told of the file; the activity quotes its name.
    run_jobs()
    [mail] = [m for m in dev_mail(to=w.head.email) if "commented on Move the stair" in m["subject"]]
    assert "Files: Stair sketch.pdf" in mail["text"]
    feed = w.head.ok("{ activity(last: 20) { entries { type comment } } }")["activity"]["entries"]
    assert ("commented", "Stair sketch.pdf") in [(e["type"], e["comment"]) for e in feed]


def test_a_comment_is_refused_empty_without_files_and_a_bad_file_adds_nothing(contracts_world):
    w = contracts_world()
    issue = w.raise_issue(contracts=[w.a])
    body = comment(w, w.sub_a, issue, w.a, "c-1", body="  \n ")
    assert errors_of(body) == [EMPTY] and body["errors"][0]["extensions"]["field"] == "body"
    assert errors_of(comment(w, w.sub_a, issue, w.a, "c-2", body=None)) == [EMPTY]
    theirs = upload(w.head, PDF, "application/pdf")
    body = comment(w, w.sub_a, issue, w.a, "c-3", body="See attached", files=[{"id": theirs, "filename": "x.pdf"}])
    assert errors_of(body) == ["x.pdf was not found among this organisation's uploads. Please upload it again."]
    assert body["errors"][0]["extensions"]["field"] == "files.0.id"
    assert comments_of(w.sub_a, issue, w.a) == []
    # A file is checked before anyone can fetch it: an SVG is sanitised.
    svg = upload(w.sub_a, UNSAFE_SVG, "image/svg+xml")
    body = comment(w, w.sub_a, issue, w.a, "c-4", files=[{"id": svg, "filename": "plan.svg"}])
    [ref] = body["data"]["variationCommentAdd"]["comment"]["files"]
    served = w.head.client.get(comments_of(w.head, issue, w.a)[0]["files"][0]["url"])
    assert ref["isImage"] is True and served.status_code == 200
    assert b"onload" not in served.data and b"alert" not in served.data


def test_another_recipient_and_an_outsider_get_404_with_any_link(contracts_world, module_parties):
    w = contracts_world()
    issue, issue_pdf = raise_with_files(w)
    url = sent_file(w, w.sub_a, issue, w.a, "c-1")["url"]
    # Supplier B reaches the issue, not A's variation: neither A's comment nor its file.
    assert comments_of(w.sub_b, issue, w.a) is None
    outsider = module_parties("Nosy Parker")
    for ws in (w.sub_b, outsider):
        mine = own_link(url, ws)
        for link in (url, mine, mine.replace(urlsplit(url).path.split("/")[4], "00000000-0000-0000-0000-000000000000"),
                     urlsplit(url).path):
            response = ws.client.get(link)
            assert response.status_code == 404, link
            assert response.get_json()["message"] == "File not found"
    # A's own link still serves A; the issue's file is not a file of the variation's comments.
    assert w.sub_a.client.get(url).status_code == 200
    issue_file = urlsplit(files_of(w.sub_a, issue)[0]["url"])
    assert issue_file.path.split("/")[4] == issue_pdf
    via_comment = url.replace(urlsplit(url).path.split("/")[4], issue_pdf)
    assert w.sub_a.client.get(via_comment).status_code == 404


def test_a_file_is_bound_to_its_variation(contracts_world):
    w = contracts_world()
    issue = w.raise_issue()
    pdf = upload(w.head, PDF, "application/pdf")
    body = comment(w, w.head, issue, w.a, "c-1", files=[{"id": pdf, "filename": "Detail.pdf"}])
    # Its id is apart from a claim comment's of the same number (Relay's store keys).
    assert from_global_id(body["data"]["variationCommentAdd"]["comment"]["id"])[0] == "VariationComment"
    # The customer cannot put A's file before B: it would hand B a file of A's variation.
    body = comment(w, w.head, issue, w.b, "c-2", files=[{"id": pdf, "filename": "Detail.pdf"}])
    assert errors_of(body) == ["Detail.pdf is attached to another project. Please upload it again to attach it here."]
    a_url = comments_of(w.head, issue, w.a)[0]["files"][0]["url"]
    variations = w.head.ok("query($id: ID!) { issue(id: $id) { variations { id contractId } } }",
                           {"id": issue["id"]})["issue"]["variations"]
    b_number = next(from_global_id(v["id"])[1] for v in variations if v["contractId"] == w.b.id)
    # B's variation in A's link serves nothing, to B or even to the customer, a party of both.
    path = urlsplit(a_url).path.split("/")
    b_path = "/".join([*path[:3], b_number, *path[4:]])
    for ws in (w.sub_b, w.head):
        assert ws.client.get(f"{b_path}?{urlsplit(own_link(a_url, ws)).query}").status_code == 404


def test_an_internal_comments_files_stay_with_its_organisation(contracts_world):
    w = contracts_world()
    issue = w.raise_issue(contracts=[w.a])
    url = sent_file(w, w.head, issue, w.a, "c-1", name="Our budget.pdf", isInternal=True)["url"]
    [seen] = comments_of(w.head, issue, w.a)
    assert seen["isInternal"] and w.head.client.get(seen["files"][0]["url"]).data == PDF
    assert from_global_id(seen["id"])[0] == "InternalVariationComment"
    # A colleague of the author's organisation downloads it too.
    colleague = w.head.add_member(permissions=["ContractComment", "ContractView", "ProgressClaims"])
    colleague.ok("{ org { id } }")
    assert colleague.client.get(own_link(url, colleague)).status_code == 200
    # The supplier, a party of the variation, neither sees the comment nor fetches its file.
    assert comments_of(w.sub_a, issue, w.a) == []
    assert w.sub_a.client.get(own_link(url, w.sub_a)).status_code == 404
    assert w.sub_a.client.get(url).status_code == 404
