"""Upload storage (local folder, S3 presigning) and the signed upload tokens."""
from datetime import datetime, timezone
from urllib.parse import parse_qs, urlsplit

import pytest
import time_machine
from flask import Flask

from app.uploads import s3
from tests.unit.orgs.fake_bucket import running_fake_bucket
from app.uploads.storage import FileTooLarge, LocalStorage, S3Storage, UploadRef, storage
from app.uploads.tokens import (
    ExpiredToken,
    InvalidToken,
    file_token,
    put_token,
    read_file_token,
    read_put_token,
)

AWS_KEY = "AKIAIOSFODNN7EXAMPLE"
AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"


def test_presign_matches_the_aws_documentation_example():
    # https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-query-string-auth.html
    url = s3.presign("GET", "https://examplebucket.s3.amazonaws.com/test.txt", region="us-east-1",
                     access_key=AWS_KEY, secret_key=AWS_SECRET, expires=86400,
                     at=datetime(2013, 5, 24, tzinfo=timezone.utc))
    assert url == (
        "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request"
        "&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host"
        "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404"
    )


def test_presign_signs_the_content_type_of_a_put():
    at = datetime(2026, 1, 2, 3, 4, 5, tzinfo=timezone.utc)
    common = dict(region="ap-southeast-2", access_key=AWS_KEY, secret_key=AWS_SECRET, expires=900, at=at)
    png = s3.presign("PUT", "http://127.0.0.1:9000/bucket/org_1/incoming/abc", headers={"Content-Type": "image/png"},
                     **common)
    gif = s3.presign("PUT", "http://127.0.0.1:9000/bucket/org_1/incoming/abc", headers={"Content-Type": "image/gif"},
                     **common)
    query = parse_qs(urlsplit(png).query)
    assert query["X-Amz-SignedHeaders"] == ["content-type;host"]
    assert query["X-Amz-Expires"] == ["900"]
    assert query["X-Amz-Credential"] == [f"{AWS_KEY}/20260102/ap-southeast-2/s3/aws4_request"]
    assert png.split("X-Amz-Signature=")[1] != gif.split("X-Amz-Signature=")[1]
    assert png.startswith("http://127.0.0.1:9000/bucket/org_1/incoming/abc?")


def test_presign_encodes_keys_and_refuses_silly_expiry():
    url = s3.presign("GET", "https://h/b/a key+x", region="r", access_key="k", secret_key="s", expires=1)
    assert url.startswith("https://h/b/a%20key%2Bx?")
    with pytest.raises(ValueError):
        s3.presign("GET", "https://h/b/k", region="r", access_key="k", secret_key="s", expires=604801)


def test_s3_storage_addresses_objects_path_or_virtual_style():
    path = S3Storage(bucket="logos", region="us-east-1", access_key="k", secret_key="s",
                     endpoint_url="http://127.0.0.1:9000/", prefix="/claimdesk/")
    assert path.object_url("org_1/files/x") == "http://127.0.0.1:9000/logos/claimdesk/org_1/files/x"
    virtual = S3Storage(bucket="logos", region="ap-southeast-2", access_key="k", secret_key="s", addressing="virtual")
    assert virtual.object_url("k") == "https://logos.s3.ap-southeast-2.amazonaws.com/k"
    ref = UploadRef(7, "abc")
    put = path.put_url(ref, "image/png", 900)
    assert put.startswith("http://127.0.0.1:9000/logos/claimdesk/org_7/incoming/abc?")
    assert "X-Amz-SignedHeaders=content-type%3Bhost" in put


def test_upload_keys():
    ref = UploadRef(12, "5f0c")
    assert ref.incoming_key == "org_12/incoming/5f0c"
    assert ref.file_key == "org_12/files/5f0c"


def test_local_storage_writes_reads_and_deletes(tmp_path):
    store = LocalStorage(tmp_path)
    store.write("org_1/files/a", b"hello", "image/png")
    assert (tmp_path / "org_1" / "files" / "a").read_bytes() == b"hello"
    assert store.read("org_1/files/a", 5) == b"hello"
    with pytest.raises(FileTooLarge):
        store.read("org_1/files/a", 4)
    assert store.read("org_1/files/missing", 10) is None
    store.delete("org_1/files/a")
    store.delete("org_1/files/a")  # deleting twice is fine
    assert store.read("org_1/files/a", 10) is None
    assert not list((tmp_path / "org_1" / "files").glob(".tmp-*"))


def test_local_storage_keys_cannot_escape_the_folder(tmp_path):
    store = LocalStorage(tmp_path / "uploads")
    with pytest.raises(ValueError):
        store.write("../outside", b"x", "image/png")


@pytest.fixture
def bare_app(tmp_path):
    app = Flask(__name__)
    app.config.update(SECRET_KEY="unit-test-secret", PUBLIC_URL="http://localhost:5000", INSTANCE=tmp_path,
                      UPLOADS_DIR=None, S3_BUCKET=None)
    with app.app_context():
        yield app


def test_put_tokens_round_trip_and_expire(bare_app):
    with time_machine.travel(datetime(2026, 3, 1, 12, 0, tzinfo=timezone.utc), tick=False) as traveller:
        token = put_token(4, "u-1", "image/png")
        assert read_put_token(token, 900) == (4, "u-1", "image/png")
        traveller.shift(901)
        with pytest.raises(ExpiredToken):
            read_put_token(token, 900)


def test_tokens_are_signed_and_not_interchangeable(bare_app):
    put = put_token(4, "u-1", "image/png")
    served = file_token(4, "u-1")
    assert read_file_token(served) == (4, "u-1")
    with pytest.raises(InvalidToken):
        read_file_token(put)
    with pytest.raises(InvalidToken):
        read_put_token(served, 900)
    with pytest.raises(InvalidToken):
        read_put_token(put[:-2] + ("AA" if put[-2:] != "AA" else "BB"), 900)
    bare_app.config["SECRET_KEY"] = "another-secret"
    with pytest.raises(InvalidToken):
        read_file_token(served)


def test_storage_is_local_unless_a_bucket_is_configured(bare_app, tmp_path):
    chosen = storage()
    assert isinstance(chosen, LocalStorage) and chosen.root == tmp_path / "uploads"
    assert storage() is chosen
    bare_app.extensions.pop("upload_storage")
    bare_app.config.update(S3_BUCKET="logos", S3_REGION="ap-southeast-2", S3_ACCESS_KEY_ID="k",
                           S3_SECRET_ACCESS_KEY="s", S3_ENDPOINT_URL=None, S3_ADDRESSING="virtual")
    assert isinstance(storage(), S3Storage)
    assert storage().object_url("x") == "https://logos.s3.ap-southeast-2.amazonaws.com/x"


@pytest.fixture
def fake_bucket():
    with running_fake_bucket() as bucket:
        yield bucket


def test_s3_storage_reads_writes_and_deletes_through_presigned_urls(fake_bucket):
    endpoint, objects, seen = fake_bucket
    store = S3Storage(bucket="logos", region="us-east-1", access_key="k", secret_key="s", endpoint_url=endpoint)
    store.write("org_1/files/a", b"\x89PNG data", "image/png")
    assert objects["/logos/org_1/files/a"] == (b"\x89PNG data", "image/png")
    assert store.read("org_1/files/a", 100) == b"\x89PNG data"
    with pytest.raises(FileTooLarge):
        store.read("org_1/files/a", 3)
    assert store.read("org_1/files/missing", 100) is None
    store.delete("org_1/files/a")
    assert "/logos/org_1/files/a" not in objects
    for method, _, query in seen:
        assert query["X-Amz-Algorithm"] == ["AWS4-HMAC-SHA256"] and query["X-Amz-Signature"]
    assert [q["X-Amz-SignedHeaders"] for m, _, q in seen if m == "PUT"] == [["content-type;host"]]


def test_s3_storage_reports_an_unreachable_bucket():
    from app.uploads.storage import StorageUnavailable

    store = S3Storage(bucket="b", region="us-east-1", access_key="k", secret_key="s",
                      endpoint_url="http://127.0.0.1:9")
    store.timeout = 2
    with pytest.raises(StorageUnavailable):
        store.read("x", 10)
