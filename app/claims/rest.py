"""GET /v1/pdf: a claim as PDF (spec 1 §7, spec 2 §7).

    /v1/pdf?revision=latest&attachment=0&contract=<id>&sid=<account id>&org=<slug or id>&number=<n>

A link the browser opens, so it cannot carry the `user-account-id` header: `sid` names the
account instead, and it counts only when it is one of the accounts signed in on this browser
(the session cookie). `org` is the organisation the account acts for (it must be a user of it);
the contract must be reachable by that viewer (a party), exactly as in GraphQL.

- revision: `latest` (the latest submitted revision; anyone who sees the claim) or `draft`
  (the draft being edited: the supplier side with SupplierDraft only).
- attachment: 1 downloads (Content-Disposition: attachment), 0 (default) shows it inline.
- contract: the contract's global ID (as GraphQL gives it) or its number.
- 200 with the PDF; its SHA-256 is in `X-Content-SHA256` and recorded with who fetched it.
- 202 with Retry-After while the PDF is being rendered (the request waits a few seconds first).
- 400 naming the parameter that is missing or malformed.
- 404 for anything out of reach: a `sid` not signed in here, an organisation the account is
  not a user of, a contract that is missing or not a party's, a claim or revision the viewer
  may not see. They answer alike, so nothing leaks about what exists.
"""
import hashlib

from flask import Response, request
from flask.views import MethodView
from flask_smorest import Blueprint
from graphql_relay import from_global_id

from app.auth.session import account_of_browser
from app.claims import document, pdf, policy, service
from app.claims.models import ServedDocument
from app.db import db
from app.errors import NotFound, UserError
from app.orgs.access import ORG_NOT_FOUND, load_viewer
from tenants.context import account_org, tenant_context

blp = Blueprint("claims_pdf", __name__, url_prefix="/v1", description="Claims: the claim document as PDF")

PREPARING = "The PDF is being prepared. Try again in a moment."
RETRY_AFTER = 2

PARAMETERS = [
    {"name": "revision", "in": "query", "required": True, "description": "draft or latest",
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
    "200": {"description": "The claim as PDF", "content": {"application/pdf": {"schema": {"type": "string",
                                                                                          "format": "binary"}}}},
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
    revision = _param("revision")
    if revision not in ("draft", "latest"):
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
    return {"revision": revision, "attachment": attachment == "1", "contract_id": contract_id, "sid": int(sid),
            "org": org, "number": int(number)}


def _contract_id(value: str) -> int:
    if value.isdigit() and len(value) <= 18:
        return int(value)
    try:
        type_name, raw = from_global_id(value)
    except Exception:
        type_name, raw = None, None
    if type_name != "Contract" or not str(raw).isdigit():
        raise UserError("contract must be a contract id", field="contract")
    return int(raw)


@blp.route("/pdf")
class ClaimPdf(MethodView):
    @blp.doc(summary="A claim as PDF", parameters=PARAMETERS, responses=RESPONSES)
    def get(self):
        """A claim (its latest submitted revision, or the draft) as a PDF, rendered in the `pdf` queue."""
        args = parse_args()
        account_id = account_of_browser(args["sid"])
        if account_id is None:
            raise NotFound(ORG_NOT_FOUND)
        org = account_org(account_id, args["org"])
        if org is None:
            raise NotFound(ORG_NOT_FOUND)
        with tenant_context(org):
            viewer = load_viewer(account_id, org)
            if viewer is None:
                raise NotFound(ORG_NOT_FOUND)
            found, claim = service.get_claim(viewer, args["contract_id"], args["number"])
            if args["revision"] == "draft":
                rev = claim.draft_rev if policy.may_see_drafts(found) else None
            else:
                rev = claim.latest_rev
            revision = document.revision_of(claim, rev)
            if revision is None:
                raise NotFound(service.REVISION_NOT_FOUND)
            doc = document.build(found, claim, revision)
            logo_ref, logo_handle = pdf.logo_of(doc.supplier_org_id)
            key = pdf.cache_key(doc, pdf.document_html(doc, logo_ref=logo_ref))

            def html():
                logo = pdf.logo_bytes(*logo_handle) if logo_handle else None
                return pdf.document_html(doc, logo=logo)

            data = pdf.obtain(key, html)
            if data is None:
                db.session.rollback()
                return _preparing()
            digest = hashlib.sha256(data).hexdigest()
            db.session.add(ServedDocument(
                contract_id=found.id, claim_id=claim.id, revision_id=revision.id, kind="pdf", sha256=digest,
                size=len(data), is_draft=revision.is_draft, file_name=doc.file_name, served_to_account_id=account_id,
                served_to_org_id=org.id,
            ))
            db.session.commit()
        disposition = "attachment" if args["attachment"] else "inline"
        return Response(data, mimetype="application/pdf", headers={
            "Content-Disposition": f'{disposition}; filename="{doc.file_name}"',
            "Cache-Control": "private, no-cache",
            "X-Content-SHA256": digest,
        })


def _preparing() -> Response:
    headers = {"Retry-After": str(RETRY_AFTER), "Cache-Control": "no-store"}
    if "text/html" in request.headers.get("Accept", ""):
        # A browser opened the link: a page that reloads itself when the PDF should be ready.
        headers["Refresh"] = str(RETRY_AFTER)
        body = (f"<!doctype html><meta charset=utf-8><title>Preparing the PDF</title>"
                f"<p style=\"font-family:sans-serif\">{PREPARING}</p>")
        return Response(body, status=202, mimetype="text/html", headers=headers)
    return Response(f'{{"message": "{PREPARING}"}}', status=202, mimetype="application/json", headers=headers)
