"""/files: the local storage's PUT endpoint and the serving of checked files.

- `PUT /files/put/<token>`: the browser's upload (local storage only). The token is the
  capability: signed, bound to one organisation, upload and content type, expiring after
  UPLOAD_PUT_TTL, and good for one PUT. 200 on success; 403 for a bad or expired token; 404
  for an unknown upload; 409 if it already arrived; 400/413/415 for a wrong type, too large
  a file, or contents that do not match the type. Errors answer JSON {"message"}.
- `GET /files/<token>`: a checked file (a logo), served as the image it is and never as
  active content: `X-Content-Type-Options: nosniff`, `Content-Security-Policy: sandbox;
  default-src 'none'; style-src 'unsafe-inline'` (an SVG opened on its own runs nothing and
  loads nothing) and `Content-Disposition: inline` with a safe file name.
- `GET /files/a/<token>/<name>`: an attachment of a claim or a line (app.claims.attachments).
  The token is signed, bound to the owning organisation, the upload and the claim, and
  expires (403 'This download link has expired...'); a forged one, a claim that no longer
  refers to the file, or a file not on that claim's contract answers 404. Served with
  `Content-Disposition: attachment` (inline for the image preview types, so a page can show
  them), the sandbox CSP and nosniff as above, `Cache-Control: private`. The name in the URL is
  only what a browser saves it as; the header names it from the stored ref.
"""
import sys
import unicodedata
from urllib.parse import quote

from flask import Blueprint, Response, jsonify, request
from sqlalchemy import select

from app.db import db
from app.errors import UserError
from app.uploads import checks, service
from app.uploads.storage import StorageUnavailable
from app.uploads.tokens import ExpiredToken, InvalidToken, read_attachment_token, read_file_token, read_put_token
from tenants.context import tenant_context
from tenants.models import Organisation

bp = Blueprint("files", __name__, url_prefix="/files")


@bp.record_once
def _allow_bucket_uploads(state) -> None:
    """With a bucket, the browser PUTs straight to it: the app's CSP must allow connecting there.

    Runs before app.security's header hook (after_request hooks run last-registered first),
    which keeps a policy already set.
    """
    app = state.app
    if not app.config.get("S3_BUCKET"):
        return
    from urllib.parse import urlsplit

    from app.security import APP_CSP
    from app.uploads.storage import S3Storage

    bucket = S3Storage(bucket=app.config["S3_BUCKET"], region=app.config.get("S3_REGION") or "us-east-1",
                       access_key="", secret_key="", endpoint_url=app.config.get("S3_ENDPOINT_URL"),
                       addressing=app.config.get("S3_ADDRESSING") or "path")
    parts = urlsplit(bucket.object_url("x"))
    policy = APP_CSP.replace("connect-src 'self'", f"connect-src 'self' {parts.scheme}://{parts.netloc}")

    @app.after_request
    def _csp(response):
        response.headers.setdefault("Content-Security-Policy", policy)
        return response

FILE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'"
LINK_INVALID = "This upload link is not valid."
LINK_EXPIRED = "This upload link has expired. Please try the upload again."
EXTENSIONS = {"image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/svg+xml": "svg"}
FILE_NOT_FOUND = "File not found"
DOWNLOAD_EXPIRED = "This download link has expired. Reload the claim to get a new one."


def _error(message: str, status: int):
    response = jsonify(message=message, error_description=message)
    response.status_code = status
    response.headers["Cache-Control"] = "no-store"
    return response


def _org(org_id: int) -> Organisation | None:
    return db.session.scalars(
        select(Organisation).where(Organisation.id == org_id, Organisation.schema_name.is_not(None))
    ).first()


@bp.put("/put/<token>")
def put(token: str):
    if not service.is_local():
        return _error(LINK_INVALID, 404)
    try:
        org_id, upload_id, content_type = read_put_token(token, service.put_ttl())
    except ExpiredToken:
        return _error(LINK_EXPIRED, 403)
    except InvalidToken:
        return _error(LINK_INVALID, 403)
    org = _org(org_id)
    if org is None:
        return _error(service.UPLOAD_NOT_FOUND, 404)
    # An attachment may be larger than the app's MAX_CONTENT_LENGTH. receive reads no more than
    # the upload's own cap (whatever the body's length) and answers its own 413 with a message.
    request.max_content_length = sys.maxsize
    try:
        with tenant_context(org):
            service.receive(org.id, upload_id, content_type, request.headers.get("Content-Type"),
                            request.content_length, request.stream)
    except UserError as error:
        db.session.rollback()
        status = error.status if error.status != 400 else (415 if "Content-Type" in error.message else 400)
        return _error(error.message, status)
    response = Response(status=200)
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/<token>")
def serve(token: str):
    try:
        org_id, upload_id = read_file_token(token)
    except InvalidToken:
        return _error("File not found", 404)
    org = _org(org_id)
    if org is None:
        return _error("File not found", 404)
    try:
        with tenant_context(org):
            found = service.served(org.id, upload_id)
    except StorageUnavailable:
        return _error(service.STORAGE_DOWN, 503)
    if found is None:
        return _error("File not found", 404)
    data, content_type = found
    response = Response(data, status=200, content_type=content_type)
    headers = response.headers
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Content-Security-Policy"] = FILE_CSP
    headers["Content-Disposition"] = f'inline; filename="logo.{EXTENSIONS.get(content_type, "bin")}"'
    headers["Cache-Control"] = "private, max-age=3600"
    return response


@bp.get("/a/<token>/<path:name>")
def attachment(token: str, name: str):
    from app.claims import attachments

    try:
        org_id, upload_id, claim_id = read_attachment_token(token)
    except ExpiredToken:
        return _error(DOWNLOAD_EXPIRED, 403)
    except InvalidToken:
        return _error(FILE_NOT_FOUND, 404)
    found = attachments.attached(claim_id, org_id, upload_id)
    org = _org(org_id)
    if found is None or org is None:
        return _error(FILE_NOT_FOUND, 404)
    ref, contract_id = found
    try:
        with tenant_context(org):
            served = service.served_attachment(org.id, upload_id, contract_id)
    except StorageUnavailable:
        return _error(service.STORAGE_DOWN, 503)
    if served is None:
        return _error(FILE_NOT_FOUND, 404)
    data, upload = served
    content_type = upload.content_type
    if content_type in (checks.CSV, checks.TEXT):
        content_type += "; charset=utf-8"
    response = Response(data, status=200, content_type=content_type)
    headers = response.headers
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Content-Security-Policy"] = FILE_CSP
    kind = "inline" if upload.content_type in checks.PREVIEW_TYPES else "attachment"
    headers["Content-Disposition"] = content_disposition(kind, checks.clean_filename(ref.get("filename")))
    headers["Cache-Control"] = "private, max-age=3600"
    headers["Referrer-Policy"] = "no-referrer"
    return response


def content_disposition(kind: str, filename: str) -> str:
    """`kind; filename="ascii"` plus RFC 6266's filename* when the name is not plain ASCII."""
    fallback = unicodedata.normalize("NFKD", filename).encode("ascii", "ignore").decode()
    fallback = "".join("_" if c in '"\\' else c for c in fallback).strip() or "attachment"
    value = f'{kind}; filename="{fallback}"'
    if fallback != filename:
        value += f"; filename*=UTF-8''{quote(filename, safe='')}"
    return value
