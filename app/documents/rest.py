"""The documents' door: GET /v1/pdf, every served document of a claim as PDF (spec 1 §7, spec 2 §7).

    /v1/pdf?revision=latest&attachment=0&contract=<id>&sid=<account id>&org=<slug or id>&number=<n>
    /v1/pdf?document=schedule&attachment=0&contract=<id>&sid=<account id>&org=<slug or id>&number=<n>

A link the browser opens, so it cannot carry the `user-account-id` header: `sid` names the
account instead, and it counts only when it is one of the accounts signed in on this browser
(the session cookie). `org` is the organisation the account acts for (it must be a user of it);
the contract must be reachable by that viewer (a party), exactly as in GraphQL.

- document: a registered kind (app.documents.kinds): `claim` (the default; app.claims.pdf) or
  `schedule`, the claim's payment schedule once sent (app.schedules.pdf), to both parties of anyone
  who sees the claim. A draft schedule has no PDF: it answers 404 like a claim with no schedule.
  `adjudication`: the contract's notice of adjudication numbered `number` (not a claim's), once
  served, to anyone who reaches the contract: the very bytes emailed (app.adjudication.notice).
  `retention`: the contract's retention report numbered `number` (a quarterly statement or a
  transaction report, CCA s 18FD), to both parties: the bytes emailed (app.retention.reports).
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
"""
from flask import Response, request
from flask.views import MethodView
from flask_smorest import Blueprint

from app.db import db
from app.documents import kinds, pdf, proof
from app.documents.models import ADJUDICATION, CLAIM, DEBT, SCHEDULE, SUSPENSION
from app.errors import UserError
from app.ids import database_id
from app.orgs.access import link_viewer
from tenants.context import tenant_context

# The blueprint keeps its first name and description: the OpenAPI document (docs/openapi.json) is unchanged.
blp = Blueprint("claims_pdf", __name__, url_prefix="/v1", description="Claims: the claim document as PDF")

PREPARING = "The PDF is being prepared. Try again in a moment."
RETRY_AFTER = 2

PARAMETERS = [
    {"name": "document", "in": "query", "required": False,
     "description": ("claim (default); schedule: the claim's payment schedule once sent; debt: its debt statement "
                     "(the supplier side, while a debt is due); suspension: its notice of intention to suspend; "
                     "adjudication: the contract's notice of adjudication numbered `number`, once served; "
                     "retention_defect: the contract's notice of use of retention money for defects numbered "
                     "`number` (the subcontractor's side: once served); retention: the contract's retention "
                     "report (quarterly statement or transaction report) numbered `number`; "
                     "retention_certificate: the organisation's signed compliance certificate numbered `number`, "
                     "to its owners (`contract` not used: give 0)"),
     "schema": {"type": "string", "enum": [CLAIM, SCHEDULE, DEBT, SUSPENSION, ADJUDICATION, "retention_defect",
                                           "retention", "retention_certificate"]}},
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
    """The link's parameters, checked (400 naming the first that is missing or malformed)."""
    kind = kinds.kind_of(_param("document", required=False) or CLAIM)
    revision = _param("revision", required=kind.needs_revision)
    if revision is not None and revision not in ("draft", "latest"):
        raise UserError("revision must be draft or latest", field="revision")
    attachment = _param("attachment", required=False) or "0"
    if attachment not in ("0", "1"):
        raise UserError("attachment must be 0 or 1", field="attachment")
    contract_id = _contract_id(_param("contract"))
    sid = _param("sid")
    if not (sid.isascii() and sid.isdigit()) or len(sid) > 18:  # '²' is a digit to str.isdigit, not to int()
        raise UserError("sid must be a user account id", field="sid")
    org = _param("org")
    if len(org) > 100:
        raise UserError("org must be an organisation slug or id", field="org")
    number = _param("number")
    if not (number.isascii() and number.isdigit()) or len(number) > 9:
        raise UserError("number must be a whole number, 0 or more", field="number")
    return {"document": kind.name, "revision": revision, "attachment": attachment == "1",
            "contract_id": contract_id, "sid": int(sid), "org": org, "number": int(number)}


def _contract_id(value: str) -> int:
    contract_id = database_id(value, "Contract", bare=True)
    if contract_id is None:
        raise UserError("contract must be a contract id", field="contract")
    return contract_id


@blp.route("/pdf")
class DocumentPdf(MethodView):
    @blp.doc(summary="A claim or its payment schedule as PDF", parameters=PARAMETERS, responses=RESPONSES)
    def get(self):
        """A claim (its latest submitted revision, or the draft), or its sent payment schedule, as a PDF,
        rendered in the `pdf` queue."""
        args = parse_args()
        viewer, org = link_viewer(args["sid"], args["org"])
        kind = kinds.kind_of(args["document"])
        with tenant_context(org):
            found, claim = kind.find(viewer, args["contract_id"], args["number"])
            prepared = kind.prepare(found, claim, args["revision"])
            data = pdf.obtain(prepared.key, prepared.html)
            if data is None:
                db.session.rollback()
                return preparing()
            digest = (kind.record or proof.served)(found, claim, kind.name, prepared, data,
                                                   account_id=viewer.account_id, org_id=org.id)
            if kind.on_served is not None:
                kind.on_served(viewer, found, claim, prepared.revision)
            db.session.commit()
        disposition = "attachment" if args["attachment"] else "inline"
        return Response(data, mimetype="application/pdf", headers={
            "Content-Disposition": f'{disposition}; filename="{prepared.file_name}"',
            "Cache-Control": "private, no-cache",
            "X-Content-SHA256": digest,
        })


def preparing() -> Response:
    """202 while the PDF is rendered: a browser gets a page that reloads itself when it should be ready."""
    headers = {"Retry-After": str(RETRY_AFTER), "Cache-Control": "no-store"}
    if "text/html" in request.headers.get("Accept", ""):
        headers["Refresh"] = str(RETRY_AFTER)
        body = (f"<!doctype html><meta charset=utf-8><title>Preparing the PDF</title>"
                f"<p style=\"font-family:sans-serif\">{PREPARING}</p>")
        return Response(body, status=202, mimetype="text/html", headers=headers)
    return Response(f'{{"message": "{PREPARING}"}}', status=202, mimetype="application/json", headers=headers)
