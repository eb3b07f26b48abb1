"""Uploads in the organisation's schema: create, receive (local storage), check before use, serve.

Two uses: an organisation's logo (`take_logo`) and an attachment of a claim or a line
(`take_attachment`). An upload is created for one of them (its purpose) and can never be put to
the other: removing a logo must not delete an attachment, nor the reverse.

See the package docstring (app.uploads) for the flow and app.uploads.checks for the checks.
"""
import logging
import uuid
from dataclasses import dataclass
from datetime import timedelta

from flask import current_app
from sqlalchemy import delete, select

from app.auth import ratelimit
from app.auth.tokens import now
from app.db import db
from app.errors import Conflict, NotFound, UserError
from app.uploads import checks
from app.uploads.models import PENDING, READY, RECEIVED, Upload
from app.uploads.storage import FileTooLarge, LocalStorage, StorageUnavailable, UploadRef, storage
from app.uploads.tokens import file_url

log = logging.getLogger(__name__)

UPLOAD_NOT_FOUND = "Upload not found"
NOT_RECEIVED = "The file has not been uploaded yet. Please try again."
ALREADY_RECEIVED = "This file has already been uploaded."
ATTACHMENT_NOT_FOUND = "{filename} was not found among this organisation's uploads. Please upload it again."
ATTACHMENT_ELSEWHERE = "{filename} is attached to another project. Please upload it again to attach it here."
CONTENT_TYPE_MISMATCH = "The file must be sent with Content-Type {content_type}, as when the upload was created."
STORAGE_DOWN = "File storage is not available at the moment. Please try again in a minute."
TOO_MANY_UPLOADS = "Too many uploads: at most {limit} files an hour. Please try again later."
# Uploads never used are forgotten (rows and bytes) after this long.
STALE_AFTER = timedelta(days=1)
PURGE_BATCH = 50


def max_bytes(purpose: str = checks.LOGO) -> int:
    key = "ATTACHMENT_MAX_BYTES" if purpose == checks.ATTACHMENT else "UPLOAD_MAX_BYTES"
    return int(current_app.config[key])


def put_ttl() -> int:
    return int(current_app.config["UPLOAD_PUT_TTL"])


def parse_id(value) -> uuid.UUID:
    try:
        return uuid.UUID(str(value))
    except (TypeError, ValueError, AttributeError):
        raise NotFound(UPLOAD_NOT_FOUND) from None


@dataclass(frozen=True)
class CreatedUpload:
    upload_id: str
    put_url: str
    content_type: str


def create(viewer, content_type, purpose: str = checks.LOGO) -> CreatedUpload:
    """A pending upload and the URL to PUT its bytes to (needs Progress Claims); at most
    UPLOADS_PER_ACCOUNT_PER_HOUR per account, whichever organisation it uploads for."""
    viewer.require_upload()
    content_type = checks.check_upload_type(content_type, purpose)
    ratelimit.per_account("upload", viewer.account_id, "UPLOADS_PER_ACCOUNT_PER_HOUR", timedelta(hours=1),
                          TOO_MANY_UPLOADS)
    purge_stale(viewer.org.id)
    upload = Upload(id=uuid.uuid4(), content_type=content_type, purpose=purpose, status=PENDING,
                    created_by=viewer.user_id)
    db.session.add(upload)
    db.session.commit()
    url = storage().put_url(UploadRef(viewer.org.id, str(upload.id)), content_type, put_ttl())
    return CreatedUpload(str(upload.id), url, content_type)


def purge_stale(org_id: int) -> None:
    """Forget a few uploads that were never used (bounded work per call)."""
    stale = db.session.scalars(
        select(Upload.id).where(Upload.status != READY, Upload.created_at < now() - STALE_AFTER).limit(PURGE_BATCH)
    ).all()
    if not stale:
        return
    db.session.execute(delete(Upload).where(Upload.id.in_(stale)))
    for upload_id in stale:
        delete_files(org_id, upload_id)  # a checked copy too, when its use rolled back


def receive(org_id: int, upload_id: str, signed_type: str, sent_type: str | None, length: int | None, stream) -> None:
    """Local storage: take the browser's PUT of a pending upload (in the org's tenant context).

    The content type must be the one signed into the URL; the size is capped before reading
    more than the cap; the bytes are checked at once, so a bad file fails the PUT itself
    (and is checked again before use, as a bucket's would be).
    """
    upload = db.session.scalars(select(Upload).where(Upload.id == parse_id(upload_id)).with_for_update()).first()
    if upload is None or upload.content_type != signed_type:
        raise NotFound(UPLOAD_NOT_FOUND)
    if upload.status != PENDING:
        raise Conflict(ALREADY_RECEIVED)
    if checks.normalise_content_type(sent_type) != upload.content_type:
        raise UserError(CONTENT_TYPE_MISMATCH.format(content_type=upload.content_type))
    limit = max_bytes(upload.purpose)
    if length is not None and length > limit:
        raise FileTooLargeError(length, limit)
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise FileTooLargeError(max(len(data), length or 0), limit)
    _check(data, upload.purpose, upload.content_type, limit)
    storage().write(UploadRef(org_id, str(upload.id)).incoming_key, data, upload.content_type)
    upload.status = RECEIVED
    upload.size = len(data)
    db.session.commit()


class FileTooLargeError(UserError):
    status = 413

    def __init__(self, size: int, limit: int):
        super().__init__(checks.too_large_message(size, limit), code="FILE_TOO_LARGE")


def _check(data: bytes, purpose: str, content_type: str, limit: int) -> bytes:
    if purpose == checks.ATTACHMENT:
        return checks.check_attachment(data, content_type, limit)
    return checks.check_logo(data, content_type, limit)


def take_logo(viewer, upload_id) -> Upload:
    """The upload checked as a logo and stored for serving (in the caller's transaction; call
    `forget_incoming` once it has committed).

    Another organisation's upload id answers like a missing one.
    """
    upload = db.session.scalars(select(Upload).where(Upload.id == parse_id(upload_id)).with_for_update()).first()
    if upload is None or upload.purpose != checks.LOGO:
        raise NotFound(UPLOAD_NOT_FOUND)
    if upload.content_type not in checks.LOGO_TYPES:
        raise UserError(checks.LOGO_TYPE_REFUSED, field="logoUploadId")
    if upload.status == READY:  # checked already (the same logo sent again)
        return upload
    _check_and_store(upload, viewer.org.id, checks.check_logo, field="logoUploadId")
    return upload


def take_attachment(org_id: int, upload_id, contract_id: int | None, *, filename: str, field: str,
                    issue_id: int | None = None) -> tuple[Upload, bool]:
    """The upload checked as an attachment of this contract's claims and stored for serving, and
    whether this call did it (in the caller's transaction: once it commits, call
    `forget_incoming`). If it rolls back, the upload stays unused and can be taken again; the
    checked copy left behind is never served and goes with the upload when it turns stale.
    Taking one already attached on this contract answers it as it is (a file moved from one
    line to another, or on two lines).

    An id that is not an attachment upload of the bound organisation (another organisation's,
    a logo, nonsense) is refused, naming `field`, like one that does not exist.

    An issue's file (app.variations.files) is bound to the issue instead (`issue_id`, no
    contract): it is read by every recipient contract, and never doubles as a claim's file. A file
    of a comment on a variation is bound to both (`issue_id` and the variation's `contract_id`):
    it never doubles as a claim's, the issue's or another variation's file.
    """
    try:
        key = parse_id(upload_id)
    except NotFound:
        raise UserError(ATTACHMENT_NOT_FOUND.format(filename=filename), field=field) from None
    upload = db.session.scalars(select(Upload).where(Upload.id == key).with_for_update()).first()
    if upload is None or upload.purpose != checks.ATTACHMENT:
        raise UserError(ATTACHMENT_NOT_FOUND.format(filename=filename), field=field)
    if upload.status == READY:
        if (upload.contract_id, upload.issue_id) != (contract_id, issue_id):
            raise UserError(ATTACHMENT_ELSEWHERE.format(filename=filename), field=field)
        return upload, False
    upload.contract_id = contract_id
    upload.issue_id = issue_id
    _check_and_store(upload, org_id, checks.check_attachment, field=field, named=f"{filename}: ")
    return upload, True


def _check_and_store(upload: Upload, org_id: int, check, *, field: str, named: str = "") -> None:
    """Read what arrived for the upload, `check` it, store the checked bytes under the served key
    and mark it READY; refusals name `field` (and start with `named`)."""
    ref = UploadRef(org_id, str(upload.id))
    limit = max_bytes(upload.purpose)
    store = storage()
    try:
        data = store.read(ref.incoming_key, limit)
    except FileTooLarge as error:
        raise UserError(named + checks.too_large_message(error.size, limit), field=field,
                        code="FILE_TOO_LARGE") from None
    except StorageUnavailable:
        log.exception("reading upload %s failed", upload.id)
        raise UserError(STORAGE_DOWN) from None
    if data is None:
        raise UserError(named + NOT_RECEIVED, field=field)
    try:
        checked = check(data, upload.content_type, limit)
    except UserError as error:
        raise UserError(named + error.message, field=field, code=error.code) from None
    try:
        store.write(ref.file_key, checked, upload.content_type)
    except StorageUnavailable:
        log.exception("storing upload %s failed", upload.id)
        raise UserError(STORAGE_DOWN) from None
    upload.status = READY
    upload.size = len(checked)
    upload.ready_at = now()
    db.session.flush()


def forget_incoming(org_id: int, upload_id) -> None:
    """After the transaction that took an upload commits: the unchecked bytes are not needed."""
    _delete_quietly(UploadRef(org_id, str(upload_id)).incoming_key)


def discard(upload_id) -> None:
    """Forget an upload no longer used (a replaced or removed logo, an attachment nothing refers
    to), in the caller's transaction; call `delete_files` once that has committed."""
    db.session.execute(delete(Upload).where(Upload.id == upload_id))


def delete_files(org_id: int, upload_id) -> None:
    ref = UploadRef(org_id, str(upload_id))
    _delete_quietly(ref.file_key)
    _delete_quietly(ref.incoming_key)


def _delete_quietly(key: str) -> None:
    try:
        storage().delete(key)
    except Exception:  # a stray file costs only space; never fail the user's action for it
        log.warning("could not delete stored file %s", key, exc_info=True)


def served(org_id: int, upload_id: str) -> tuple[bytes, str] | None:
    """The checked bytes and type of a ready logo of the bound organisation, or None."""
    found = _ready(org_id, upload_id, checks.LOGO)
    return (found[0], found[1].content_type) if found else None


def served_attachment(org_id: int, upload_id: str, contract_id: int | None,
                      issue_id: int | None = None) -> tuple[bytes, Upload] | None:
    """The checked bytes of a ready attachment of the bound organisation on this contract (or
    issue), with its row; None when there is no such file."""
    found = _ready(org_id, upload_id, checks.ATTACHMENT)
    return found if found and (found[1].contract_id, found[1].issue_id) == (contract_id, issue_id) else None


def _ready(org_id: int, upload_id: str, purpose: str) -> tuple[bytes, Upload] | None:
    try:
        key = parse_id(upload_id)
    except NotFound:
        return None
    upload = db.session.get(Upload, key)
    if upload is None or upload.status != READY or upload.purpose != purpose:
        return None
    data = storage().read(UploadRef(org_id, str(upload.id)).file_key, max(max_bytes(purpose), upload.size or 0))
    return (data, upload) if data is not None else None


def logo_url(org_id: int, upload_id) -> str | None:
    return file_url(org_id, upload_id) if upload_id else None


def is_local() -> bool:
    return isinstance(storage(), LocalStorage)
