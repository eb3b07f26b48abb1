"""Uploads with an S3-compatible bucket configured: the same flow, the bytes in the bucket."""
import urllib.request
from urllib.parse import urlsplit

import pytest

from tests.api.factories import PNG, UNSAFE_SVG, create_upload, set_logo, workspace_factory
from tests.unit.orgs.fake_bucket import running_fake_bucket


@pytest.fixture
def bucket_app(test_config):
    from app import create_app

    with running_fake_bucket() as (endpoint, objects, seen):
        application = create_app({**test_config, "S3_BUCKET": "logos", "S3_ENDPOINT_URL": endpoint,
                                  "S3_ACCESS_KEY_ID": "key", "S3_SECRET_ACCESS_KEY": "secret",
                                  "S3_REGION": "ap-southeast-2"})
        yield application, endpoint, objects, seen
        with application.app_context():
            from app.db import db

            db.engine.dispose()


def browser_put(url: str, data: bytes, content_type: str) -> int:
    request = urllib.request.Request(url, data=data, method="PUT", headers={"Content-Type": content_type})
    with urllib.request.urlopen(request, timeout=5) as response:
        return response.status


def test_a_logo_goes_through_the_bucket(bucket_app, run_jobs, dev_mail):
    application, endpoint, objects, seen = bucket_app
    owner = workspace_factory(application, run_jobs, dev_mail)()
    upload = create_upload(owner, "image/svg+xml")
    assert upload["putUrl"].startswith(f"{endpoint}/logos/org_{owner.org['id']}/incoming/{upload['uploadId']}?")
    assert "X-Amz-SignedHeaders=content-type%3Bhost" in upload["putUrl"]
    assert browser_put(upload["putUrl"], UNSAFE_SVG, "image/svg+xml") == 200
    # The app never saw the PUT: the check happens when the upload is used.
    body = set_logo(owner, upload["uploadId"])
    assert "errors" not in body, body
    served = owner.client.get(urlsplit(body["data"]["organisationBusinessUpdate"]["contact"]["logoUrl"]).path)
    assert served.status_code == 200 and b"script" not in served.data and b"onload" not in served.data
    assert served.headers["Content-Security-Policy"].startswith("sandbox;")
    stored = objects[f"/logos/org_{owner.org['id']}/files/{upload['uploadId']}"]
    assert stored == (served.data, "image/svg+xml")
    assert f"/logos/org_{owner.org['id']}/incoming/{upload['uploadId']}" not in objects  # cleaned up
    # The local PUT endpoint is not used with a bucket.
    assert owner.client.put(f"/files/put/{'x' * 20}", data=PNG).status_code == 404


def test_wrong_bytes_in_the_bucket_are_refused_at_use(bucket_app, run_jobs, dev_mail):
    application, *_ = bucket_app
    owner = workspace_factory(application, run_jobs, dev_mail)()
    upload = create_upload(owner, "image/png")
    assert browser_put(upload["putUrl"], b"GIF89a" + b"\x00" * 10, "image/png") == 200
    error = set_logo(owner, upload["uploadId"])["errors"][0]
    assert error["message"] == "The file is not a valid PNG image: its contents do not match its type."


def test_the_app_lets_the_browser_connect_to_the_bucket(bucket_app):
    application, endpoint, *_ = bucket_app
    page = application.test_client().get("/")
    assert f"connect-src 'self' {endpoint};" in page.headers["Content-Security-Policy"]
