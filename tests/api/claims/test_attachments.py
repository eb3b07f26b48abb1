"""Attachments of claims and their lines: uploaded for real (uploadCreate + PUT), taken when
attached, downloadable by every party of the contract through a signed link, by no one else."""
from datetime import datetime, timedelta, timezone
from urllib.parse import unquote, urlsplit

import time_machine
from sqlalchemy import select

from app.db import db
from tests.api.factories import (
    CHANGE_TO_DRAFT, DELETE_CLAIM, DELETE_DRAFT, PDF, PERIOD, PNG, UPLOAD_CREATE as CREATE, errors_of, gst, line,
    download, pdf_text, pdf_url, rendered, upload,
)
from tests.api.factories import no_wait  # noqa: F401  (fixtures)

CSV = "Item,Amount\nFoundations,1200\n".encode()

FILES = "files { id filename contentType size isImage url }"
CLAIM = """query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  hasAttachments
  draft { rev %s lines { itemId entry { %s } } }
  latest { rev %s lines { itemId entry { %s } } }
} } } }""" % (FILES, FILES, FILES, FILES)
LEDGER_FILES = """query($id: ID!) { node(id: $id) { ... on Contract { ledger {
  items { itemId head { %s } } entries { itemId rev isDraft %s }
} } } }""" % (FILES, FILES)
BUSINESS = """mutation($input: OrganisationBusinessUpdateInput!) {
  organisationBusinessUpdate(input: $input) { contact { logoUrl } } }"""


def claim_files(p, ws=None, number=1) -> dict:
    return (ws or p.supplier).ok(CLAIM, {"id": p.id, "n": number})["node"]["claim"]




def draft_with_files(contract, files=None):
    """A draft ready to submit, with a PDF (and what `files` adds) attached to the claim."""
    p = contract()
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 5_000_000, amount=1_000_000, tax=gst(1_000_000))])
    pdf = upload(p.supplier, PDF, "application/pdf")
    attach = [{"id": pdf, "filename": "Site report.pdf"}] + (files or [])
    body = p.patch(1, {**PERIOD, "attach": attach})
    assert "errors" not in body, body
    return p, pdf


def stored(app, org_id, upload_id) -> dict:
    from app.uploads.storage import UploadRef, storage

    ref = UploadRef(org_id, upload_id)
    with app.app_context():
        return {"file": storage().read(ref.file_key, 10**8), "incoming": storage().read(ref.incoming_key, 10**8)}


def test_the_customer_downloads_exactly_the_bytes_attached(contract, app):
    p, pdf = draft_with_files(contract)
    draft = claim_files(p)["draft"]
    [ref] = draft["files"]
    assert ref["id"] == pdf and ref["filename"] == "Site report.pdf"
    assert ref["contentType"] == "application/pdf" and ref["size"] == len(PDF) and ref["isImage"] is False
    assert ref["url"].startswith("/files/a/") and unquote(ref["url"]).endswith("/Site report.pdf")
    # Checked and stored for serving; the unchecked copy is gone once the patch committed.
    assert stored(app, p.supplier.org["id"], pdf) == {"file": PDF, "incoming": None}
    # The supplier downloads it from the draft; the customer sees no draft at all.
    response = download(p.supplier.client, ref["url"])
    assert response.status_code == 200 and response.data == PDF
    assert claim_files(p, p.customer) is None
    p.submitted(1)
    latest = claim_files(p, p.customer)["latest"]
    assert claim_files(p, p.customer)["hasAttachments"] is True
    [shared] = latest["files"]
    response = download(p.customer.client, shared["url"])
    assert response.status_code == 200 and response.data == PDF
    assert response.headers["Content-Type"] == "application/pdf"
    assert response.headers["Content-Disposition"] == 'attachment; filename="Site report.pdf"'
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Content-Security-Policy"] == "sandbox; default-src 'none'; style-src 'unsafe-inline'"
    assert response.headers["Cache-Control"].startswith("private")


def test_images_are_previewed_inline_and_names_are_cleaned(contract):
    p = contract()
    p.new_claim()
    png = upload(p.supplier, PNG, "image/png")
    csv = upload(p.supplier, CSV, "text/csv")
    body = p.patch(1, {"attach": [{"id": png, "filename": "C:\\photos\\Sl\u0101b \u202epour.png"},
                                  {"id": csv, "filename": "quantities.csv"}]})
    assert "errors" not in body, body
    image, table = claim_files(p)["draft"]["files"]
    assert image["filename"] == "Sl\u0101b pour.png" and image["isImage"] is True
    response = download(p.supplier.client, image["url"])
    assert response.data == PNG and response.headers["Content-Type"] == "image/png"
    assert response.headers["Content-Disposition"] == (
        "inline; filename=\"Slab pour.png\"; filename*=UTF-8''Sl%C4%81b%20pour.png")
    assert response.headers["Content-Security-Policy"].startswith("sandbox")
    response = download(p.supplier.client, table["url"])
    assert response.headers["Content-Type"] == "text/csv; charset=utf-8"
    assert response.headers["Content-Disposition"] == 'attachment; filename="quantities.csv"'


def test_an_outsider_gets_no_url_and_no_file(contract, party, app):
    p, pdf = draft_with_files(contract)
    p.submitted(1)
    outsider = party("Nosy Parker")
    assert outsider.ok(CLAIM, {"id": p.id, "n": 1}) == {"node": None}
    url = claim_files(p, p.customer)["latest"]["files"][0]["url"]
    token = url.split("/")[3]
    from app.uploads.tokens import attachment_url

    with app.app_context():
        # A link for another claim, or the outsider's own organisation, is not this file.
        other_claim = attachment_url(p.supplier.org["id"], pdf, 987654321, "x.pdf")
        other_org = attachment_url(outsider.org["id"], pdf, int(_claim_id(p)), "x.pdf")
    for forged in (other_claim, other_org, url.replace(token, token[:-2] + ("AA" if token[-2:] != "AA" else "BB")),
                   f"/files/a/{token}x/Site%20report.pdf", "/files/a/nonsense/x.pdf"):
        response = download(outsider.client, forged)
        assert response.status_code == 404, forged
        assert response.get_json()["message"] == "File not found"
    # The logo route never serves an attachment, whatever token it is given.
    from app.uploads.tokens import file_token

    with app.app_context():
        assert download(outsider.client, f"/files/{file_token(p.supplier.org['id'], pdf)}").status_code == 404


def _claim_id(p) -> int:
    from app.claims.models import Claim

    with p.supplier.app.app_context():
        from graphql_relay import from_global_id

        return db.session.scalar(select(Claim.id).where(Claim.contract_id == int(from_global_id(p.id)[1]),
                                                        Claim.number == 1))


def test_links_expire(contract):
    p, _ = draft_with_files(contract)
    url = claim_files(p)["draft"]["files"][0]["url"]
    assert claim_files(p)["draft"]["files"][0]["url"] == url  # the same link while it is fresh (caches work)
    with time_machine.travel(datetime.now(timezone.utc) + timedelta(minutes=59), tick=True):
        assert download(p.supplier.client, url).status_code == 200
    with time_machine.travel(datetime.now(timezone.utc) + timedelta(minutes=76), tick=True):
        response = download(p.supplier.client, url)
    assert response.status_code == 403
    assert response.get_json()["message"] == "This download link has expired. Reload the claim to get a new one."


def test_a_foreign_or_unknown_upload_id_is_refused_and_nothing_is_applied(contract, app):
    p = contract()
    p.new_claim()
    theirs = upload(p.customer, PDF, "application/pdf")  # another organisation's upload
    logo = upload(p.supplier, PNG, "image/png", purpose="Logo")
    pending = p.supplier.ok(CREATE, {"input": {"contentType": "application/pdf", "purpose": "Attachment"}})
    cases = [
        (theirs, "Drawing.pdf was not found among this organisation's uploads. Please upload it again."),
        (logo, "Drawing.pdf was not found among this organisation's uploads. Please upload it again."),
        ("not-an-id", "Drawing.pdf was not found among this organisation's uploads. Please upload it again."),
        (pending["uploadCreate"]["uploadId"], "Drawing.pdf: The file has not been uploaded yet. Please try again."),
    ]
    mine = upload(p.supplier, PDF, "application/pdf")
    for upload_id, message in cases:
        body = p.patch(1, {"poNumber": "PO-9", "attach": [{"id": mine, "filename": "Mine.pdf"},
                                                          {"id": upload_id, "filename": "Drawing.pdf"}]})
        assert errors_of(body) == [message]
        assert body["errors"][0]["extensions"]["field"] == "attach.1.id"
        draft = claim_files(p)["draft"]
        assert draft["files"] == []
        assert p.claim(1)["draft"]["poNumber"] == ""
    # Nothing was taken: my upload is attached once the mistake is fixed.
    body = p.patch(1, {"attach": [{"id": mine, "filename": "Mine.pdf"}]})
    assert [f["filename"] for f in claim_files(p)["draft"]["files"]] == ["Mine.pdf"], body
    # The same goes for a line's files: the whole ledger update is refused.
    p.lines(create=[line("b", "Slab", 1000)])
    body = p.update(update=[{"itemId": "b", "name": "Renamed", "files": [{"id": theirs, "filename": "x.pdf"}]}])
    assert errors_of(body) == ["x.pdf was not found among this organisation's uploads. Please upload it again."]
    assert body["errors"][0]["extensions"]["field"] == "update.0.files.0.id"
    assert [i["head"]["files"] for i in p.supplier.ok(LEDGER_FILES, {"id": p.id})["node"]["ledger"]["items"]
            if i["itemId"] == "b"] == [[]]
    assert next(x for x in p.claim(1)["draft"]["lines"] if x["itemId"] == "b")["entry"]["name"] == "Slab"


def test_an_attachment_cannot_become_a_logo(contract):
    from graphql_relay import to_global_id

    p = contract()
    png = upload(p.supplier, PNG, "image/png")
    body = p.supplier.gql(BUSINESS, {"input": {"orgId": to_global_id("Organisation", p.supplier.org["id"]),
                                               "entityName": "Acme Builders Limited", "logoUploadId": png}})
    assert errors_of(body) == ["Upload not found"]


def test_line_files_through_ledger_update(contract):
    p = contract()
    p.new_claim()
    pdf = upload(p.supplier, PDF, "application/pdf")
    png = upload(p.supplier, PNG, "image/png")
    p.lines(create=[line("a", "Earthworks", 5_000_000, amount=1_000_000, tax=gst(1_000_000),
                         files=[{"id": pdf, "filename": "Dockets.pdf"}])])
    p.lines(update=[{"itemId": "a", "files": [{"id": pdf, "filename": "Dockets March.pdf"},
                                              {"id": png, "filename": "Photo.png"}]}])
    p.patch(1, PERIOD)
    lines = claim_files(p)["draft"]["lines"]
    files = next(x for x in lines if x["itemId"] == "a")["entry"]["files"]
    assert [(f["filename"], f["isImage"]) for f in files] == [("Dockets March.pdf", False), ("Photo.png", True)]
    assert claim_files(p)["hasAttachments"] is True
    p.submitted(1)
    # The customer reads them through the claim's lines and the ledger, and downloads them.
    latest = claim_files(p, p.customer)["latest"]
    files = next(x for x in latest["lines"] if x["itemId"] == "a")["entry"]["files"]
    assert download(p.customer.client, files[0]["url"]).data == PDF
    assert download(p.customer.client, files[1]["url"]).data == PNG
    ledger = p.customer.ok(LEDGER_FILES, {"id": p.id})["node"]["ledger"]
    head = next(i for i in ledger["items"] if i["itemId"] == "a")["head"]
    assert download(p.customer.client, head["files"][0]["url"]).data == PDF


def test_removing_forgets_the_upload_unless_a_submitted_revision_keeps_it(contract, app):
    p, pdf = draft_with_files(contract)
    org_id = p.supplier.org["id"]
    extra = upload(p.supplier, CSV, "text/csv")
    p.patch(1, {"attach": [{"id": extra, "filename": "extra.csv"}]})
    extra_url = claim_files(p)["draft"]["files"][1]["url"]
    # Removed from a draft never submitted: the upload goes, its link stops working.
    body = p.patch(1, {"removeFileIds": [extra]})
    assert [f["id"] for f in body["data"]["claimPatch"]["claim"]["draft"]["files"]] == [pdf]
    assert stored(app, org_id, extra) == {"file": None, "incoming": None}
    assert download(p.supplier.client, extra_url).status_code == 404
    # Submitted: the revision is evidence. A new draft of it shares the file; removing it there
    # keeps the submitted revision's.
    p.submitted(1)
    p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": 1})
    body = p.patch(1, {"removeFileIds": [pdf]})
    assert "errors" not in body, body
    claim = claim_files(p)
    assert claim["draft"]["files"] == []
    [kept] = claim["latest"]["files"]
    assert kept["id"] == pdf and download(p.supplier.client, kept["url"]).data == PDF
    assert stored(app, org_id, pdf)["file"] == PDF
    customer = claim_files(p, p.customer)["latest"]["files"]
    assert download(p.customer.client, customer[0]["url"]).data == PDF


def test_deleting_a_draft_lets_its_files_go_but_never_a_submitted_revisions(contract, app):
    p, pdf = draft_with_files(contract)
    org_id = p.supplier.org["id"]
    png = upload(p.supplier, PNG, "image/png")
    p.lines(update=[{"itemId": "a", "files": [{"id": png, "filename": "p.png"}]}])
    p.submitted(1)
    # A new draft of the submitted claim, with one more file on the claim: deleting that draft
    # forgets the new file and keeps the submitted revision's two.
    p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": 1})
    extra = upload(p.supplier, CSV, "text/csv")
    p.patch(1, {"attach": [{"id": extra, "filename": "extra.csv"}]})
    p.supplier.ok(DELETE_DRAFT, {"id": p.id, "n": 1})
    assert stored(app, org_id, extra)["file"] is None
    assert stored(app, org_id, pdf)["file"] == PDF and stored(app, org_id, png)["file"] == PNG
    # A claim never submitted, deleted whole: its files go with it.
    p.new_claim()
    late = upload(p.supplier, CSV, "text/csv")
    line_pdf = upload(p.supplier, PDF, "application/pdf")
    p.patch(2, {"attach": [{"id": late, "filename": "late.csv"}]})
    p.lines(update=[{"itemId": "a", "files": [{"id": line_pdf, "filename": "l.pdf"}]}])
    assert p.supplier.ok(DELETE_CLAIM, {"id": p.id, "n": 2})["claimDelete"]["claim"]["status"] == "Deleted"
    assert stored(app, org_id, late)["file"] is None and stored(app, org_id, line_pdf)["file"] is None
    assert stored(app, org_id, png)["file"] == PNG


def test_a_file_moves_between_lines_and_a_deleted_line_lets_its_file_go(contract, app):
    p = contract()
    p.new_claim()
    pdf = upload(p.supplier, PDF, "application/pdf")
    png = upload(p.supplier, PNG, "image/png")
    ref = {"id": pdf, "filename": "Dockets.pdf"}
    p.lines(create=[line("a", "A", 1000, files=[ref]), line("b", "B", 1000, files=[{"id": png, "filename": "p.png"}])])
    # Moved from a to b in one update: still attached, still stored.
    p.lines(update=[{"itemId": "a", "files": []}, {"itemId": "b", "files": [{"id": png, "filename": "p.png"}, ref]}])
    assert stored(app, p.supplier.org["id"], pdf)["file"] == PDF
    # The line is deleted (nothing claimed before: its draft entry goes): so do its files.
    p.lines(deleteIds=["b"])
    assert stored(app, p.supplier.org["id"], pdf)["file"] is None
    assert stored(app, p.supplier.org["id"], png)["file"] is None


def test_attachment_uploads_take_larger_files_and_attachment_types(contract):
    p = contract()
    big = PDF + b"\x00" * (6 * 1024 * 1024)  # over a logo's 5 MB, under an attachment's 25 MB
    upload(p.supplier, big, "application/pdf")
    created = p.supplier.ok(CREATE, {"input": {"contentType": "application/pdf",
                                               "purpose": "Attachment"}})["uploadCreate"]
    response = p.supplier.client.put(urlsplit(created["putUrl"]).path, data=PDF + b"\x00" * (26 * 1024 * 1024),
                                     headers={"Content-Type": "application/pdf"})
    assert response.status_code == 413
    assert response.get_json()["message"] == "The file is too large (26 MB). The largest file allowed is 25 MB."
    created = p.supplier.ok(CREATE, {"input": {"contentType": "application/pdf",
                                               "purpose": "Attachment"}})["uploadCreate"]
    response = p.supplier.client.put(urlsplit(created["putUrl"]).path, data=PNG,
                                     headers={"Content-Type": "application/pdf"})
    assert response.status_code == 400
    assert response.get_json()["message"] == "The file is not a valid PDF document: its contents do not match its type."
    body = p.supplier.gql(CREATE, {"input": {"contentType": "application/x-msdownload", "purpose": "Attachment"}})
    assert errors_of(body)[0].startswith("Files of this type cannot be uploaded. Attach a PDF;")
    # A logo upload keeps its own types.
    body = p.supplier.gql(CREATE, {"input": {"contentType": "application/pdf"}})
    assert errors_of(body) == ["Files of this type cannot be uploaded. Use a PNG, JPEG, GIF or SVG image."]


def test_the_pdf_and_the_email_name_the_attachments(project, run_jobs, dev_mail, no_wait, tmp_path):  # noqa: F811
    p = project()
    p.new_claim()
    png = upload(p.supplier, PNG, "image/png")
    p.lines(create=[line("a", "Earthworks", 5_000_000, amount=1_000_000, tax=gst(1_000_000),
                         files=[{"id": png, "filename": "Trench photo.png"}])])
    pdf = upload(p.supplier, PDF, "application/pdf")
    p.patch(1, {**PERIOD, "attach": [{"id": pdf, "filename": "Site report.pdf"}]})
    claim = p.submitted(1)
    response = rendered(p.customer, pdf_url(claim, sid=p.customer.account_id, org=p.customer.org["slug"]), run_jobs)
    flat = " ".join(pdf_text(response.data, tmp_path).split())
    assert "ATTACHMENTS" in flat and "Site report.pdf Trench photo.png (Earthworks)" in flat
    run_jobs()
    mail = next(m for m in dev_mail(to=p.customer.email) if "Payment claim from" in m["subject"])
    assert "Site report.pdf, Trench photo.png (Earthworks)" in (mail.get("html") or "")
