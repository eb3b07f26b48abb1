"""Where uploaded bytes live: a folder under the instance (default) or an S3-compatible bucket.

Both answer the same interface:
- `put_url(ref, content_type, expires)`: the URL the browser PUTs the file to;
- `read(key, limit)`: the bytes stored under a key (None if nothing is there), refusing more
  than `limit` bytes with FileTooLarge;
- `write(key, data, content_type)` and `delete(key)`, for the server only.

Keys are `org_<id>/incoming/<upload id>` (what the browser sent) and `org_<id>/files/<upload
id>` (the checked file that is served); see app.uploads.
"""
import os
import tempfile
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from flask import current_app

from app.uploads import s3


class FileTooLarge(Exception):
    def __init__(self, size: int):
        super().__init__(size)
        self.size = size


class StorageUnavailable(Exception):
    """The bucket did not answer as expected."""


@dataclass(frozen=True)
class UploadRef:
    org_id: int
    upload_id: str

    @property
    def incoming_key(self) -> str:
        return f"org_{int(self.org_id)}/incoming/{self.upload_id}"

    @property
    def file_key(self) -> str:
        return f"org_{int(self.org_id)}/files/{self.upload_id}"


class LocalStorage:
    """Files under a folder; the browser PUTs to this app (`/files/put/<token>`)."""

    name = "local"

    def __init__(self, root: Path):
        self.root = Path(root)

    def _path(self, key: str) -> Path:
        path = (self.root / key).resolve()
        if not path.is_relative_to(self.root.resolve()):
            raise ValueError("storage key escapes the storage folder")
        return path

    def put_url(self, ref: UploadRef, content_type: str, expires: int) -> str:
        from app.uploads.tokens import put_token

        base = current_app.config["PUBLIC_URL"]
        return f"{base}/files/put/{put_token(ref.org_id, ref.upload_id, content_type)}"

    def read(self, key: str, limit: int) -> bytes | None:
        path = self._path(key)
        try:
            with open(path, "rb") as f:
                data = f.read(limit + 1)
        except FileNotFoundError:
            return None
        if len(data) > limit:
            raise FileTooLarge(path.stat().st_size)
        return data

    def write(self, key: str, data: bytes, content_type: str) -> None:
        path = self._path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        # Written whole or not at all: a reader never sees half a file.
        fd, temporary = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise

    def delete(self, key: str) -> None:
        self._path(key).unlink(missing_ok=True)


class S3Storage:
    """An S3-compatible bucket through presigned URLs (AWS S3, MinIO, R2, ...).

    The browser PUTs straight to the bucket, so the bucket needs a CORS rule allowing PUT
    from the app's origin with the Content-Type header. Path-style addressing
    (`endpoint/bucket/key`) unless S3_ADDRESSING is "virtual".
    """

    name = "s3"
    timeout = 30

    def __init__(self, *, bucket: str, region: str, access_key: str, secret_key: str,
                 endpoint_url: str | None = None, addressing: str = "path", session_token: str | None = None,
                 prefix: str = ""):
        self.bucket = bucket
        self.region = region
        self.access_key = access_key
        self.secret_key = secret_key
        self.session_token = session_token
        self.endpoint_url = (endpoint_url or f"https://s3.{region}.amazonaws.com").rstrip("/")
        self.addressing = addressing
        self.prefix = prefix.strip("/")

    def object_url(self, key: str) -> str:
        key = f"{self.prefix}/{key}" if self.prefix else key
        if self.addressing == "virtual":
            scheme, rest = self.endpoint_url.split("://", 1)
            return f"{scheme}://{self.bucket}.{rest}/{key}"
        return f"{self.endpoint_url}/{self.bucket}/{key}"

    def presign(self, method: str, key: str, expires: int, headers: dict | None = None) -> str:
        return s3.presign(method, self.object_url(key), region=self.region, access_key=self.access_key,
                          secret_key=self.secret_key, expires=expires, headers=headers,
                          session_token=self.session_token)

    def put_url(self, ref: UploadRef, content_type: str, expires: int) -> str:
        return self.presign("PUT", ref.incoming_key, expires, {"content-type": content_type})

    def _open(self, request: urllib.request.Request):
        try:
            return urllib.request.urlopen(request, timeout=self.timeout)  # noqa: S310 (https/http only)
        except urllib.error.HTTPError as error:
            if error.code == 404:
                return None
            raise StorageUnavailable(f"bucket answered {error.code}") from error
        except OSError as error:
            raise StorageUnavailable(str(error)) from error

    def read(self, key: str, limit: int) -> bytes | None:
        response = self._open(urllib.request.Request(self.presign("GET", key, 300)))
        if response is None:
            return None
        with response:
            length = response.headers.get("Content-Length")
            if length and length.isascii() and length.isdigit() and int(length) > limit:
                raise FileTooLarge(int(length))
            data = response.read(limit + 1)
        if len(data) > limit:
            raise FileTooLarge(len(data))
        return data

    def write(self, key: str, data: bytes, content_type: str) -> None:
        url = self.presign("PUT", key, 300, {"content-type": content_type})
        request = urllib.request.Request(url, data=data, method="PUT", headers={"Content-Type": content_type})
        response = self._open(request)
        if response is None:
            raise StorageUnavailable("bucket answered 404 to a PUT")
        response.close()

    def delete(self, key: str) -> None:
        response = self._open(urllib.request.Request(self.presign("DELETE", key, 300), method="DELETE"))
        if response is not None:
            response.close()


def storage():
    """The app's storage: the bucket when S3_BUCKET is set, else the instance folder."""
    config = current_app.config
    cached = current_app.extensions.get("upload_storage")
    if cached is not None:
        return cached
    if config.get("S3_BUCKET"):
        chosen = S3Storage(
            bucket=config["S3_BUCKET"],
            region=config.get("S3_REGION") or "us-east-1",
            access_key=config.get("S3_ACCESS_KEY_ID") or "",
            secret_key=config.get("S3_SECRET_ACCESS_KEY") or "",
            session_token=config.get("S3_SESSION_TOKEN"),
            endpoint_url=config.get("S3_ENDPOINT_URL"),
            addressing=config.get("S3_ADDRESSING") or "path",
            prefix=config.get("S3_PREFIX") or "",
        )
    else:
        chosen = LocalStorage(config.get("UPLOADS_DIR") or Path(config["INSTANCE"]) / "uploads")
    current_app.extensions["upload_storage"] = chosen
    return chosen
