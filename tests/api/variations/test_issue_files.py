"""An issue's files: uploaded for real (uploadCreate + PUT), checked as claim attachments are,
downloadable by every party of a recipient contract through the authorised /files/issue route,
by nobody else."""
from urllib.parse import parse_qs, unquote, urlsplit

from tests.api.factories import PDF, PNG, UNSAFE_SVG, upload
from tests.api.variations.conftest import CREATE, errors_of

FILES = "files { id filename contentType size isImage url }"
ISSUE_FILES = "query($id: ID!) { issue(id: $id) { id %s variations { contractId } } }" % FILES


def files_of(ws, issue) -> list[dict] | None:
    found = ws.ok(ISSUE_FILES, {"id": issue["id"]})["issue"]
    return found["files"] if found else None


def raise_with_files(w, **extra):
    pdf = upload(w.head, PDF, "application/pdf")
    issue = w.raise_issue(files=[{"id": pdf, "filename": "C:\\site\\Stair drawing.pdf"}], **extra)
    return issue, pdf


def test_every_recipient_downloads_the_bytes_attached(contracts_world):
    w = contracts_world()
    issue, pdf = raise_with_files(w)
    for ws in (w.head, w.sub_a, w.sub_b):
        [ref] = files_of(ws, issue)
        assert ref["id"] == pdf and ref["filename"] == "Stair drawing.pdf"
        assert ref["contentType"] == "application/pdf" and ref["size"] == len(PDF) and ref["isImage"] is False
        url = urlsplit(ref["url"])
        assert unquote(url.path).endswith("/Stair drawing.pdf")
        assert parse_qs(url.query) == {"sid": [str(ws.session["userAccountId"])], "org": [ws.org["slug"]]}
        response = ws.client.get(ref["url"])
        assert response.status_code == 200 and response.data == PDF
        assert response.headers["Content-Disposition"] == 'attachment; filename="Stair drawing.pdf"'
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["Content-Security-Policy"].startswith("sandbox")
    # A supplier still learns nothing of the other recipient through the issue.
    assert [v["contractId"] for v in w.sub_a.ok(ISSUE_FILES, {"id": issue["id"]})["issue"]["variations"]] == [w.a.id]


def test_an_outsider_gets_404_with_any_link(contracts_world, module_parties):
    w = contracts_world()
    issue, pdf = raise_with_files(w)
    url = files_of(w.sub_a, issue)[0]["url"]
    outsider = module_parties("Nosy Parker")
    assert outsider.ok(ISSUE_FILES, {"id": issue["id"]}) == {"issue": None}
    path = urlsplit(url).path
    mine = f"{path}?sid={outsider.session['userAccountId']}&org={outsider.org['slug']}"
    # The link handed over, the outsider's own account in it, another issue's number, a made-up id.
    for link in (url, mine, mine.replace(f"/issue/{issue['number']}/", "/issue/987654321/"),
                 mine.replace(pdf, "00000000-0000-0000-0000-000000000000"), path):
        response = outsider.client.get(link)
        assert response.status_code == 404, link
        assert response.get_json()["message"] == "File not found"
    # Another recipient's browser, handed supplier A's link: A's account is not signed in there.
    assert w.sub_b.client.get(url).status_code == 404


def test_an_issue_only_of_other_contracts_serves_nothing_to_a_supplier(contracts_world):
    w = contracts_world()
    issue, _ = raise_with_files(w, contracts=[w.a])
    assert files_of(w.sub_b, issue) is None
    url = files_of(w.sub_a, issue)[0]["url"]
    path = urlsplit(url).path
    theirs = f"{path}?sid={w.sub_b.session['userAccountId']}&org={w.sub_b.org['slug']}"
    assert w.sub_b.client.get(theirs).status_code == 404


def test_files_are_checked_as_claim_attachments_and_a_bad_one_makes_nothing(world):
    w = world()  # its own: the head's issues are read
    svg = upload(w.head, UNSAFE_SVG, "image/svg+xml")
    theirs = upload(w.sub_a, PDF, "application/pdf")
    logo = upload(w.head, PNG, "image/png", purpose="Logo")
    body = w.head.gql(CREATE, {"input": {"contractIds": [w.a.id], "title": "T",
                                         "files": [{"id": theirs, "filename": "x.pdf"}]}})
    assert errors_of(body) == ["x.pdf was not found among this organisation's uploads. Please upload it again."]
    assert body["errors"][0]["extensions"]["field"] == "files.0.id"
    body = w.head.gql(CREATE, {"input": {"contractIds": [w.a.id], "title": "T",
                                         "files": [{"id": logo, "filename": "logo.png"}]}})
    assert errors_of(body) == ["logo.png was not found among this organisation's uploads. Please upload it again."]
    assert w.head.ok("{ issues { id } }")["issues"] == []  # nothing was made
    # The SVG is sanitised before anyone can fetch it.
    issue = w.raise_issue(contracts=[w.a], files=[{"id": svg, "filename": "plan.svg"}])
    [ref] = files_of(w.sub_a, issue)
    assert ref["isImage"] is True
    served = w.sub_a.client.get(ref["url"])
    assert served.status_code == 200 and served.headers["Content-Type"].startswith("image/svg+xml")
    assert b"onload" not in served.data and b"alert" not in served.data
    assert served.headers["Content-Disposition"].startswith("inline")
    # An issue's file never doubles as another issue's (nor a claim's).
    again = w.head.gql(CREATE, {"input": {"contractIds": [w.a.id], "title": "Again",
                                          "files": [{"id": svg, "filename": "plan.svg"}]}})
    assert errors_of(again) == ["plan.svg is attached to another project. Please upload it again to attach it here."]
