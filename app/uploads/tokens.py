"""Signed tokens of the upload URLs (itsdangerous, keyed with SECRET_KEY).

- PUT token: [org id, upload id, content type], timestamped; refused after UPLOAD_PUT_TTL.
- File token: [org id, upload id]; a capability URL for a checked file (a logo is shown to
  other organisations on invoices and to visitors of public links, who have no session).
- Attachment token: [org id, upload id, claim id, expiry], for one attachment of a claim or a
  line. Minted only by a resolver that reached the claim through the contract access check,
  and good until its expiry (ATTACHMENT_URL_TTL, an hour, rounded up to the next quarter hour
  so a page polled every few seconds is handed the same URL and the browser's cache works).
Each kind has its own salt, so one can never be used as the other.
"""
import math
import time
from urllib.parse import quote

from flask import current_app
from itsdangerous import BadSignature, SignatureExpired, URLSafeSerializer, URLSafeTimedSerializer

PUT_SALT = "claimdesk.upload.put"
FILE_SALT = "claimdesk.upload.file"
ATTACHMENT_SALT = "claimdesk.upload.attachment"
EXPIRY_STEP = 900


class InvalidToken(Exception):
    pass


class ExpiredToken(InvalidToken):
    pass


def _put_serializer() -> URLSafeTimedSerializer:
    return URLSafeTimedSerializer(current_app.config["SECRET_KEY"], salt=PUT_SALT)


def _file_serializer() -> URLSafeSerializer:
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt=FILE_SALT)


def put_token(org_id: int, upload_id: str, content_type: str) -> str:
    return _put_serializer().dumps([int(org_id), str(upload_id), content_type])


def read_put_token(token: str, max_age: int) -> tuple[int, str, str]:
    try:
        org_id, upload_id, content_type = _put_serializer().loads(token, max_age=max_age)
    except SignatureExpired as error:
        raise ExpiredToken() from error
    except (BadSignature, ValueError, TypeError) as error:
        raise InvalidToken() from error
    return int(org_id), str(upload_id), str(content_type)


def file_token(org_id: int, upload_id) -> str:
    return _file_serializer().dumps([int(org_id), str(upload_id)])


def read_file_token(token: str) -> tuple[int, str]:
    try:
        org_id, upload_id = _file_serializer().loads(token)
    except (BadSignature, ValueError, TypeError) as error:
        raise InvalidToken() from error
    return int(org_id), str(upload_id)


def file_url(org_id: int, upload_id) -> str:
    return f"{current_app.config['PUBLIC_URL']}/files/{file_token(org_id, upload_id)}"


def _attachment_serializer() -> URLSafeSerializer:
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt=ATTACHMENT_SALT)


def attachment_token(org_id: int, upload_id, claim_id: int, now: float | None = None) -> str:
    ttl = int(current_app.config["ATTACHMENT_URL_TTL"])
    expires = math.ceil(((now if now is not None else time.time()) + ttl) / EXPIRY_STEP) * EXPIRY_STEP
    return _attachment_serializer().dumps([int(org_id), str(upload_id), int(claim_id), int(expires)])


def read_attachment_token(token: str, now: float | None = None) -> tuple[int, str, int]:
    """(org id, upload id, claim id); ExpiredToken after its expiry, InvalidToken when forged."""
    try:
        org_id, upload_id, claim_id, expires = _attachment_serializer().loads(token)
        org_id, upload_id, claim_id, expires = int(org_id), str(upload_id), int(claim_id), int(expires)
    except (BadSignature, ValueError, TypeError) as error:
        raise InvalidToken() from error
    if expires < (now if now is not None else time.time()):
        raise ExpiredToken()
    return org_id, upload_id, claim_id


def attachment_url(org_id: int, upload_id, claim_id: int, filename: str) -> str:
    """Relative (the claim page's own host); the name at the end is what a browser saves it as."""
    return f"/files/a/{attachment_token(org_id, upload_id, claim_id)}/{quote(filename, safe='')}"
