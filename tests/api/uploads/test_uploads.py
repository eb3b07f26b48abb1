"""Uploads end to end: uploadCreate, the PUT, checks before use, serving, and the logo's states."""
from datetime import datetime, timedelta, timezone
from urllib.parse import urlsplit

import pytest
import time_machine

from app.orgs import permissions as p
from tests.api.factories import PNG, UNSAFE_SVG, UPLOAD_CREATE as CREATE, create_upload, put, set_logo, uploaded_logo

GIF = b"GIF89a" + b"\x01\x00\x01\x00" + b"\x00" * 20


def logo_url(workspace):
    contact = workspace.ok("{ org { defaultContact { logoUrl } } }")["org"]["defaultContact"]
    return contact and contact["logoUrl"]


def fetch(workspace, url):
    return workspace.client.get(urlsplit(url).path)


def test_upload_create_answers_an_id_and_a_signed_put_url(workspace):
    owner = workspace()
    upload = create_upload(owner, "Image/PNG")
    assert upload["contentType"] == "image/png"
    assert upload["putUrl"].startswith("http://localhost:5000/files/put/")
    assert len(upload["uploadId"]) == 36


def test_a_logo_is_uploaded_served_kept_replaced_and_removed(workspace):
    owner = workspace()
    url = uploaded_logo(owner)
    served = fetch(owner, url)
    assert served.status_code == 200 and served.data == PNG
    assert served.headers["Content-Type"] == "image/png"
    assert served.headers["X-Content-Type-Options"] == "nosniff"
    assert served.headers["Content-Security-Policy"] == "sandbox; default-src 'none'; style-src 'unsafe-inline'"
    assert served.headers["Content-Disposition"] == 'inline; filename="logo.png"'
    # Unchanged: saving without logoUploadId keeps it.
    assert set_logo(owner, ...)["data"]["organisationBusinessUpdate"]["contact"]["logoUrl"] == url
    # Replaced: the new one is served, the old one is gone.
    replaced = uploaded_logo(owner, GIF, "image/gif")
    assert replaced != url and fetch(owner, replaced).data == GIF
    assert fetch(owner, url).status_code == 404
    # Removed (null).
    assert set_logo(owner, None)["data"]["organisationBusinessUpdate"]["contact"]["logoUrl"] is None
    assert logo_url(owner) is None
    assert fetch(owner, replaced).status_code == 404


def test_the_logo_url_works_without_a_session(workspace, app):
    owner = workspace()
    url = uploaded_logo(owner)
    assert app.test_client().get(urlsplit(url).path).data == PNG  # invoices, public links, email


def test_wrong_magic_bytes_are_refused_at_the_put(workspace):
    owner = workspace()
    upload = create_upload(owner, "image/png")
    response = put(owner, upload, b"GIF89a" + b"\x00" * 20)
    assert response.status_code == 400
    assert response.get_json()["message"] == "The file is not a valid PNG image: its contents do not match its type."
    error = set_logo(owner, upload["uploadId"])["errors"][0]
    assert error["message"] == "The file has not been uploaded yet. Please try again."


def test_an_oversized_file_is_refused_with_a_clear_message(workspace, app):
    owner = workspace()
    upload = create_upload(owner)
    response = put(owner, upload, PNG + b"\x00" * (5 * 1024 * 1024))
    assert response.status_code == 413
    assert response.get_json()["message"] == "The file is too large (5 MB). The largest file allowed is 5 MB."
    too_big = PNG + b"\x00" * (6 * 1024 * 1024)
    response = put(owner, create_upload(owner), too_big)
    assert response.get_json()["message"] == "The file is too large (6 MB). The largest file allowed is 5 MB."


def test_files_a_bucket_took_unchecked_are_checked_before_use(workspace, app):
    """With a bucket the server never sees the PUT: the checks run when the upload is used."""
    from app.uploads.storage import UploadRef, storage

    owner = workspace()
    cases = [
        ("image/png", b"\xff\xd8\xff" + b"\x00" * 20, "The file is not a valid PNG image: its contents do not match its type."),
        ("image/png", PNG + b"\x00" * (5 * 1024 * 1024), "The file is too large (5 MB). The largest file allowed is 5 MB."),
        ("image/svg+xml", b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
         "The SVG image has nothing left to show once unsafe content is removed."),
    ]
    for content_type, data, message in cases:
        upload = create_upload(owner, content_type)
        with app.app_context():
            storage().write(UploadRef(owner.org["id"], upload["uploadId"]).incoming_key, data, content_type)
        error = set_logo(owner, upload["uploadId"])["errors"][0]
        assert error["message"] == message
        assert error["extensions"]["field"] == "logoUploadId"
    assert logo_url(owner) is None


def test_an_svg_is_sanitised_and_served_inert(workspace):
    owner = workspace()
    url = uploaded_logo(owner, UNSAFE_SVG, "image/svg+xml")
    served = fetch(owner, url)
    body = served.data.decode()
    assert served.headers["Content-Type"].startswith("image/svg+xml")
    assert served.headers["Content-Security-Policy"].startswith("sandbox;")
    assert served.headers["X-Content-Type-Options"] == "nosniff"
    for gone in ("script", "onload", "onclick", "alert", "foreignObject", "iframe", "evil.example"):
        assert gone not in body
    assert '<rect width="10" height="10" fill="#123456"/>' in body


@pytest.mark.parametrize("svg, message", [
    (b'<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">'
     b"<text>&x;</text></svg>", "SVG images that declare a DOCTYPE subset or entities are not accepted."),
    (b"<svg><rect></svg>", "The SVG image could not be read: it is not well-formed XML."),
    (b"<html><body onload='x()'/></html>", "The file is not an SVG image."),
])
def test_svgs_that_cannot_be_made_safe_are_refused(workspace, svg, message):
    owner = workspace()
    response = put(owner, create_upload(owner, "image/svg+xml"), svg)
    assert response.status_code == 400 and response.get_json()["message"] == message


def test_a_put_with_another_content_type_is_refused(workspace):
    owner = workspace()
    upload = create_upload(owner, "image/png")
    response = put(owner, upload, GIF, "image/gif")
    assert response.status_code == 415
    assert response.get_json()["message"] == (
        "The file must be sent with Content-Type image/png, as when the upload was created.")


def test_a_put_url_works_once(workspace):
    owner = workspace()
    upload = create_upload(owner)
    assert put(owner, upload, PNG).status_code == 200
    again = put(owner, upload, PNG)
    assert again.status_code == 409 and again.get_json()["message"] == "This file has already been uploaded."


def test_a_put_to_another_uploads_url_cannot_be_forged(workspace, app):
    """The URL is bound to one organisation, upload and type: editing it breaks the signature."""
    from app.uploads.tokens import put_token

    owner = workspace()
    mine, theirs = create_upload(owner), create_upload(workspace("Other Co"))
    token = urlsplit(mine["putUrl"]).path.rsplit("/", 1)[1]
    payload, _, signature = token.rpartition(".")
    forged_paths = [
        f"/files/put/{payload[:-1] + ('A' if payload[-1] != 'A' else 'B')}.{signature}",
        urlsplit(theirs["putUrl"]).path.rsplit(".", 1)[0] + "." + signature,
    ]
    for path in forged_paths:
        response = owner.client.put(path, data=PNG, headers={"Content-Type": "image/png"})
        assert response.status_code == 403
        assert response.get_json()["message"] == "This upload link is not valid."
    # A token signed with another key (another deployment) is refused too.
    with app.app_context():
        key = app.config["SECRET_KEY"]
        app.config["SECRET_KEY"] = "someone-else"
        try:
            foreign = put_token(owner.org["id"], mine["uploadId"], "image/png")
        finally:
            app.config["SECRET_KEY"] = key
    assert owner.client.put(f"/files/put/{foreign}", data=PNG, headers={"Content-Type": "image/png"}).status_code == 403
    # Another organisation's upload cannot be used as this organisation's logo.
    other = workspace("Third Co")
    foreign_upload = create_upload(other)
    assert put(other, foreign_upload, PNG).status_code == 200
    error = set_logo(owner, foreign_upload["uploadId"])["errors"][0]
    assert error["message"] == "Upload not found"
    assert set_logo(owner, "00000000-0000-4000-8000-000000000000")["errors"][0] == error


def test_an_expired_put_url_is_refused(workspace):
    owner = workspace()
    upload = create_upload(owner)
    later = datetime.now(timezone.utc) + timedelta(seconds=901)
    with time_machine.travel(later, tick=True):
        response = put(owner, upload, PNG)
    assert response.status_code == 403
    assert response.get_json()["message"] == "This upload link has expired. Please try the upload again."


def test_upload_create_refuses_other_types_and_members_without_access(workspace):
    owner = workspace()
    body = owner.gql(CREATE, {"input": {"contentType": "text/html"}})
    assert body["errors"][0]["message"] == "Files of this type cannot be uploaded. Use a PNG, JPEG, GIF or SVG image."
    nobody = owner.add_member([])  # no Progress Claims
    body = nobody.gql(CREATE, {"input": {"contentType": "image/png"}})
    assert body["errors"][0]["message"] == "You do not have permission to upload files."
    member = owner.add_member(p.MEMBER)
    upload = create_upload(member)
    assert put(member, upload, PNG).status_code == 200
    # ...but only OrgEdit makes it the logo.
    assert set_logo(member, upload["uploadId"])["errors"][0]["message"] == (
        "You do not have permission to change the business details.")


def test_unknown_files_and_tokens(workspace, client):
    assert client.get("/files/nonsense").status_code == 404
    assert client.put("/files/put/nonsense", data=PNG, headers={"Content-Type": "image/png"}).status_code == 403
    owner = workspace()
    upload = create_upload(owner)
    from app.uploads.tokens import file_token

    with owner.app.app_context():
        pending = file_token(owner.org["id"], upload["uploadId"])
    assert client.get(f"/files/{pending}").status_code == 404  # not checked yet: never served


def test_uploads_are_rate_limited_per_account_and_another_account_is_unaffected(app, workspace, monkeypatch):
    monkeypatch.setitem(app.config, "UPLOADS_PER_ACCOUNT_PER_HOUR", 3)
    busy, other = workspace(), workspace("Client Co")
    started = [create_upload(busy) for _ in range(3)]
    body = busy.gql(CREATE, {"input": {"contentType": "image/png"}})
    (error,) = body["errors"]
    assert error["message"] == "Too many uploads: at most 3 files an hour. Please try again later."
    assert error["extensions"]["code"] == "RATE_LIMITED" and error["extensions"]["status"] == 429
    assert 0 < error["extensions"]["retryAfter"] <= 3600
    assert create_upload(other)["putUrl"]  # another account has its own budget
    assert put(busy, started[0], PNG).status_code == 200  # what was started before the limit still arrives
    with time_machine.travel(datetime.now(timezone.utc) + timedelta(hours=1, minutes=1)):
        assert create_upload(busy)["putUrl"]  # the next hour starts afresh
