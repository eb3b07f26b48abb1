"""The claim's REST surfaces: GET /v1/pdf (the claim as PDF) and GET /files/a (its attachments).

GET /v1/pdf: a claim, or the payment schedule answering it, as PDF (spec 1 §7, spec 2 §7).

    /v1/pdf?revision=latest&attachment=0&contract=<id>&sid=<account id>&org=<slug or id>&number=<n>
    /v1/pdf?document=schedule&attachment=0&contract=<id>&sid=<account id>&org=<slug or id>&number=<n>

A link the browser opens, so it cannot carry the `user-account-id` header: `sid` names the
account instead, and it counts only when it is one of the accounts signed in on this browser
(the session cookie). `org` is the organisation the account acts for (it must be a user of it);
the contract must be reachable by that viewer (a party), exactly as in GraphQL.

- document: `claim` (the default) or `schedule`: the claim's payment schedule once sent
  (app.schedules.pdf), to both parties of anyone who sees the claim. A draft schedule has no
  PDF: it answers 404 like a claim with no schedule.
- revision: `latest` (the latest submitted revision; anyone who sees the claim) or `draft`
  (the draft being edited: the supplier side with SupplierDraft only). Required for the claim;
  not used for the schedule, which answers the one revision it was made for.
- attachment: 1 downloads (Content-Disposition: attachment), 0 (default) shows it inline.
- contract: the contract's global ID (as GraphQL gives it) or its number.
- 200 with the PDF, named {owner}-{contract slug}-claim-{number}.pdf (-draft.pdf for a draft), or
  {owner}-{contract slug}-schedule-{number}.pdf; its SHA-256 is in `X-Content-SHA256` and recorded
  with who fetched it (`claim_served_documents`, its `document` saying which). Clients use the
  claim's `pdfDownloadUrl`, `pdfViewUrl` and `pdfPreviewUrl`, and the schedule's, as GraphQL gives
  them (relative URLs).
- 202 with Retry-After while the PDF is being rendered (the request waits a few seconds first);
  a browser also gets Refresh, so the page it opened reloads itself.
- 400 naming the parameter that is missing or malformed.
- 404 for anything out of reach: a `sid` not signed in here, an organisation the account is
  not a user of, a contract that is missing or not a party's, a claim or revision the viewer
  may not see. They answer alike, so nothing leaks about what exists.

GET /files/a/<token>/<name>: an attachment of a claim or a line (app.claims.attachments).
The token is signed, bound to the owning organisation, the upload and the claim, and expires
(403 'This download link has expired...'); a forged one, a claim that no longer refers to the
file, or a file not on that claim's contract answers 404. Served with `Content-Disposition:
attachment` (inline for the image preview types, so a page can show them), the sandbox CSP and
nosniff of app.uploads.rest, `Cache-Control: private`. The name in the URL is only what a
browser saves it as; the header names it from the stored ref. It sits beside the logo files
under /files but outside the OpenAPI document, as they do.
"""
import hashlib
import unicodedata
from urllib.parse import quote

from flask import Blueprint as PlainBlueprint
from flask import Response, request
from flask.views import MethodView
from flask_smorest import Blueprint

from app.claims import attachments, document, pdf, policy, service
from app.claims.models import ServedDocument
from app.db import db
from app.errors import NotFound, UserError
from app.graphql.core.ids import database_id
from app.orgs.access import link_viewer
from app.activity import record as activity
from app.schedules import document as schedule_document
from app.schedules import pdf as schedule_pdf
from app.uploads import checks
from app.uploads import service as uploads
from app.uploads.rest import FILE_CSP, error_response, provisioned_org
from app.uploads.storage import StorageUnavailable
from app.uploads.tokens import ExpiredToken, InvalidToken, read_attachment_token
from tenants.context import tenant_context

blp = Blueprint("claims_pdf", __name__, url_prefix="/v1", description="Claims: the claim document as PDF")
files_bp = PlainBlueprint("claim_files", __name__, url_prefix="/files")

PREPARING = "The PDF is being prepared. Try again in a moment."
RETRY_AFTER = 2
FILE_NOT_FOUND = "File not found"
DOWNLOAD_EXPIRED = "This download link has expired. Reload the claim to get a new one."

CLAIM = "claim"
SCHEDULE = "schedule"

PARAMETERS = [
    {"name": "document", "in": "query", "required": False,
     "description": "claim (default) or schedule: the claim's payment schedule once sent",
     "schema": {"type": "string", "enum": [CLAIM, SCHEDULE]}},
    {"name": "revision", "in": "query", "required": False,
     "description": "draft or latest: required for the claim, not used for the schedule",
     "schema": {"type": "string", "enum": ["draft", "latest"]}},
    {"name": "attachment", "in": "query", "required": False, "description": "1 to download, 0 (default) to show",
     "schema": {"type": "string", "enum": ["0", "1"]}},
    {"name": "contract", "in": "query", "required": True, "description": "The contract's global ID or number",
     "schema": {"type": "string"}},
    {"name": "sid", "in": "query", "required": True,
     "description": "The user account id: one of the accounts signed in on this browser", "schema": {"type": "string"}},
    {"name": "org", "in": "query", "required": True, "description": "The organisation's slug or id",
     "schema": {"type": "string"}},
    {"name": "number", "in": "query", "required": True, "description": "The claim number (0 or more)",
     "schema": {"type": "integer", "minimum": 0}},
]
MESSAGE = {"application/json": {"schema": {"type": "object", "properties": {
    "message": {"type": "string"}, "field": {"type": "string"}}}}}
RESPONSES = {
    "200": {"description": "The claim or its schedule as PDF",
            "content": {"application/pdf": {"schema": {"type": "string", "format": "binary"}}}},
    "202": {"description": "Being rendered: try again after Retry-After seconds", "content": MESSAGE},
    "400": {"description": "A parameter is missing or malformed (field names it)", "content": MESSAGE},
    "404": {"description": "Not found or out of reach", "content": MESSAGE},
}


def _param(name: str, *, required: bool = True) -> str | None:
    value = request.args.get(name)
    if value is None or not value.strip():
        if required:
            raise UserError(f"{name} is required", field=name)
        return None
    return value.strip()


def parse_args() -> dict:
    document_kind = _param("document", required=False) or CLAIM
    if document_kind not in (CLAIM, SCHEDULE):
        raise UserError("document must be claim or schedule", field="document")
    revision = _param("revision", required=document_kind == CLAIM)
    if revision is not None and revision not in ("draft", "latest"):
        raise UserError("revision must be draft or latest", field="revision")
    attachment = _param("attachment", required=False) or "0"
    if attachment not in ("0", "1"):
        raise UserError("attachment must be 0 or 1", field="attachment")
    contract = _param("contract")
    contract_id = _contract_id(contract)
    sid = _param("sid")
    if not sid.isdigit() or len(sid) > 18:
        raise UserError("sid must be a user account id", field="sid")
    org = _param("org")
    if len(org) > 100:
        raise UserError("org must be an organisation slug or id", field="org")
    number = _param("number")
    if not number.isdigit() or len(number) > 9:
        raise UserError("number must be a whole number, 0 or more", field="number")
    return {"document": document_kind, "revision": revision, "attachment": attachment == "1",
            "contract_id": contract_id, "sid": int(sid), "org": org, "number": int(number)}


def _contract_id(value: str) -> int:
    contract_id = database_id(value, "Contract", bare=True)
    if contract_id is None:
        raise UserError("contract must be a contract id", field="contract")
    return contract_id


@blp.route("/pdf")
class ClaimPdf(MethodView):
    @blp.doc(summary="A claim or its payment schedule as PDF", parameters=PARAMETERS, responses=RESPONSES)
    def get(self):
        """A claim (its latest submitted revision, or the draft), or its sent payment schedule, as a PDF,
        rendered in the `pdf` queue."""
        args = parse_args()
        viewer, org = link_viewer(args["sid"], args["org"])
        with tenant_context(org):
            found, claim = service.get_claim(viewer, args["contract_id"], args["number"])
            if args["document"] == SCHEDULE:
                revision, file_name, key, html = _schedule(found, claim)
            else:
                revision, file_name, key, html = _claim(found, claim, args["revision"])
            data = pdf.obtain(key, html)
            if data is None:
                db.session.rollback()
                return _preparing()
            digest = hashlib.sha256(data).hexdigest()
            db.session.add(ServedDocument(
                contract_id=found.id, claim_id=claim.id, revision_id=revision.id, kind="pdf",
                document=args["document"], sha256=digest, size=len(data), is_draft=revision.is_draft,
                file_name=file_name, served_to_account_id=viewer.account_id, served_to_org_id=org.id,
            ))
            if args["document"] == SCHEDULE and found.is_supplier:
                activity.viewed(viewer, claim, revision.rev)  # the payee opened the schedule served on it
            db.session.commit()
        disposition = "attachment" if args["attachment"] else "inline"
        return Response(data, mimetype="application/pdf", headers={
            "Content-Disposition": f'{disposition}; filename="{file_name}"',
            "Cache-Control": "private, no-cache",
            "X-Content-SHA256": digest,
        })


def claim_document(found, claim, revision_name: str) -> document.ClaimDocument:
    """The claim's draft (for whom may see it) or latest revision as a document."""
    if revision_name == "draft":
        rev = claim.draft_rev if policy.may_see_drafts(found) else None
    else:
        rev = claim.latest_rev
    revision = document.revision_of(claim, rev)
    if revision is None:
        raise NotFound(service.REVISION_NOT_FOUND)
    return document.build(found, claim, revision)


def _claim(found, claim, revision_name: str):
    """(the revision, the file name, the cache key, the HTML to render) of the claim PDF."""
    doc = claim_document(found, claim, revision_name)
    revision = doc.revision
    logo_ref, logo_handle = pdf.logo_of(doc.supplier_org_id)
    key = pdf.cache_key(doc, pdf.document_html(doc, logo_ref=logo_ref))

    def html():
        logo = pdf.logo_bytes(*logo_handle) if logo_handle else None
        return pdf.document_html(doc, logo=logo)

    return revision, doc.file_name, key, html


def _schedule(found, claim):
    """The same of the claim's sent payment schedule (404 while there is none, or only a draft)."""
    schedule = schedule_document.sent_schedule(claim)
    doc = schedule_document.build(found, claim, schedule) if schedule is not None else None
    if doc is None:
        raise NotFound(schedule_document.SCHEDULE_NOT_FOUND)
    key, html = schedule_pdf.prepare(doc)
    return doc.claim_doc.revision, doc.file_name, key, html


def _preparing() -> Response:
    headers = {"Retry-After": str(RETRY_AFTER), "Cache-Control": "no-store"}
    if "text/html" in request.headers.get("Accept", ""):
        # A browser opened the link: a page that reloads itself when the PDF should be ready.
        headers["Refresh"] = str(RETRY_AFTER)
        body = (f"<!doctype html><meta charset=utf-8><title>Preparing the PDF</title>"
                f"<p style=\"font-family:sans-serif\">{PREPARING}</p>")
        return Response(body, status=202, mimetype="text/html", headers=headers)
    return Response(f'{{"message": "{PREPARING}"}}', status=202, mimetype="application/json", headers=headers)


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


def file_response(data: bytes, upload, filename) -> Response:
    """A checked attachment as served to a party: inert (sandbox CSP, nosniff), images inline."""
    content_type = upload.content_type
    if content_type in (checks.CSV, checks.TEXT):
        content_type += "; charset=utf-8"
    response = Response(data, status=200, content_type=content_type)
    headers = response.headers
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Content-Security-Policy"] = FILE_CSP
    kind = "inline" if upload.content_type in checks.PREVIEW_TYPES else "attachment"
    headers["Content-Disposition"] = content_disposition(kind, checks.clean_filename(filename))
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
