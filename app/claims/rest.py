"""The claim's own REST surface: GET /files/a (its attachments). Its PDF is served by the documents'
door (GET /v1/pdf, app.documents.rest), where the claim registers as a document kind (app.claims.pdf).

GET /files/a/<token>/<name>: an attachment of a claim or a line (app.claims.attachments).
The token is signed, bound to the owning organisation, the upload and the claim, and expires
(403 'This download link has expired...'); a forged one, a claim that no longer refers to the
file, or a file not on that claim's contract answers 404. Served with `Content-Disposition:
attachment` (inline for the image preview types, so a page can show them), the sandbox CSP and
nosniff of app.uploads.rest, `Cache-Control: private`. The name in the URL is only what a
browser saves it as; the header names it from the stored ref. It sits beside the logo files
under /files but outside the OpenAPI document, as they do.
"""
from flask import Blueprint

from app.claims import attachments
from app.documents.files import FILE_NOT_FOUND, file_response
from app.uploads import service as uploads
from app.uploads.rest import error_response, provisioned_org
from app.uploads.storage import StorageUnavailable
from app.uploads.tokens import ExpiredToken, InvalidToken, read_attachment_token
from tenants.context import tenant_context

files_bp = Blueprint("claim_files", __name__, url_prefix="/files")

DOWNLOAD_EXPIRED = "This download link has expired. Reload the claim to get a new one."


@files_bp.get("/a/<token>/<path:name>")
def attachment(token: str, name: str):
    try:
        org_id, upload_id, claim_id = read_attachment_token(token)
    except ExpiredToken:
        return error_response(DOWNLOAD_EXPIRED, 403)
    except InvalidToken:
        return error_response(FILE_NOT_FOUND, 404)
    org = provisioned_org(org_id)
    if org is None:
        return error_response(FILE_NOT_FOUND, 404)
    with tenant_context(org):  # the uploader's schema: its internal comments' refs too
        found = attachments.attached(claim_id, org_id, upload_id)
    if found is None:
        return error_response(FILE_NOT_FOUND, 404)
    ref, contract_id = found
    try:
        with tenant_context(org):
            served = uploads.served_attachment(org.id, upload_id, contract_id)
    except StorageUnavailable:
        return error_response(uploads.STORAGE_DOWN, 503)
    if served is None:
        return error_response(FILE_NOT_FOUND, 404)
    data, upload = served
    return file_response(data, upload, ref.get("filename"))
