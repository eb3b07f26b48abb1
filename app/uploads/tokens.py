"""Signed tokens of the upload URLs (itsdangerous, keyed with SECRET_KEY).

- PUT token: [org id, upload id, content type], timestamped; refused after UPLOAD_PUT_TTL.
- File token: [org id, upload id]; a capability URL for a checked file (a logo is shown to
  other organisations on invoices and to visitors of public links, who have no session).
Each kind has its own salt, so one can never be used as the other.
"""
from flask import current_app
from itsdangerous import BadSignature, SignatureExpired, URLSafeSerializer, URLSafeTimedSerializer

PUT_SALT = "claimdesk.upload.put"
FILE_SALT = "claimdesk.upload.file"


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
