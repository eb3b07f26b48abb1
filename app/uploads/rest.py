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

The claim attachments under /files/a are served by app.claims.rest.
"""
import sys

from flask import Blueprint, Response, jsonify, request
from sqlalchemy import select

from app.db import db
from app.errors import UserError
from app.uploads import service
from app.uploads.storage import StorageUnavailable
from app.uploads.tokens import ExpiredToken, InvalidToken, read_file_token, read_put_token
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


def error_response(message: str, status: int):
    """The /files answer to a refusal: JSON {"message"}, never cached."""
    response = jsonify(message=message, error_description=message)
    response.status_code = status
    response.headers["Cache-Control"] = "no-store"
    return response


def provisioned_org(org_id: int) -> Organisation | None:
    """The organisation a file token names, if it still has its schema."""
    return db.session.scalars(
        select(Organisation).where(Organisation.id == org_id, Organisation.schema_name.is_not(None))
    ).first()


@bp.put("/put/<token>")
def put(token: str):
    if not service.is_local():
        return error_response(LINK_INVALID, 404)
    try:
        org_id, upload_id, content_type = read_put_token(token, service.put_ttl())
    except ExpiredToken:
        return error_response(LINK_EXPIRED, 403)
    except InvalidToken:
        return error_response(LINK_INVALID, 403)
    org = provisioned_org(org_id)
    if org is None:
        return error_response(service.UPLOAD_NOT_FOUND, 404)
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
        return error_response(error.message, status)
    response = Response(status=200)
    response.headers["Cache-Control"] = "no-store"
    return response


@bp.get("/<token>")
def serve(token: str):
    try:
        org_id, upload_id = read_file_token(token)
    except InvalidToken:
        return error_response("File not found", 404)
    org = provisioned_org(org_id)
    if org is None:
        return error_response("File not found", 404)
    try:
        with tenant_context(org):
            found = service.served(org.id, upload_id)
    except StorageUnavailable:
        return error_response(service.STORAGE_DOWN, 503)
    if found is None:
        return error_response("File not found", 404)
    data, content_type = found
    response = Response(data, status=200, content_type=content_type)
    headers = response.headers
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Content-Security-Policy"] = FILE_CSP
    headers["Content-Disposition"] = f'inline; filename="logo.{EXTENSIONS.get(content_type, "bin")}"'
    headers["Cache-Control"] = "private, max-age=3600"
    return response
