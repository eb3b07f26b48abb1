"""The public access links' REST surface (/v1/link) and the redirectors' (/v1/www).

/v1/link: what the holder of an emailed link reaches, authorised by the header (spec 1 §6)

    Authorization: AccessLink <link id>:<key>

and nothing else: no session cookie, no `user-account-id`. Every view names the document the
page shows (`doc`: claim-N or schedule-N, plus `schedule=1`, the spec's schedule flag) and only
that link's claim answers. GraphQL never accepts this header: a link holder reaches no field.

- GET  /v1/link/document   the claim (and its sent schedule) as the page shows it, read-only
- GET  /v1/link/pdf        the claim's, or the schedule's, PDF (as /v1/pdf renders it)
- POST /v1/link/viewed     the claim is viewed (the page calls it 1 s after it opens)
- POST /v1/link/code       email a code to the address the link was sent to
- POST /v1/link/comment    post a comment as the recipient, with that code

Errors (JSON `message`): 400 'Invalid document type'; 404 'Invalid link' (missing, wrong key,
revoked, expired, another claim, or a recipient who lost access: all alike), 'Claim not found',
'Claim not found or is in draft.', 'Claim revision not found', 'Payment schedule not found';
429 with Retry-After after too many invalid links from one address.

/v1/www: where a redirector forwards (spec 1 §2 'Redirectors'), from the accounts signed in on
this browser (the session cookie):

- GET /v1/www/contracts/<contract>/<doc>  {"to": "/{org}/projects/{owner}/{contract}/claims/{n}[/schedule]"}
  from the first signed-in account (in the order they signed in), and the first of its
  organisations, that sees the claim; else the invitation's page in a workspace where it waits;
  else, for an account named by email with no workspace listing it, /join/<contract>?to=<back
  here> (app.links.joining); 404 when none does (the page goes to /login?to=...).
- GET /v1/www/issues/<issue>  {"to": "/{org}/issues/{issue}"}: the first workspace of this browser that
  reaches the issue through one of its variations; 404 when none does.
A bad segment is 400 'Invalid URL'.
"""

from urllib.parse import quote

from flask import Response, jsonify, request
from flask.views import MethodView
from flask_smorest import Blueprint
from sqlalchemy import select

from app.auth.models import User
from app.auth.session import signed_in_account_ids
from app.claims import service as claims
from app.contracts import invitations
from app.contracts.models import Contract
from app.db import db
from app.documents import kinds, pdf, proof
from app.documents import rest as documents_rest
from app.documents.models import SCHEDULE
from app.errors import NotFound, UserError
from app.links import service, view
from app.orgs.access import load_viewer
from app.schedules import document as schedule_document
from app.variations import queries as variations
from tenants.context import tenant_context
from tenants.models import Organisation

blp = Blueprint("access_links", __name__, url_prefix="/v1/link",
                description="Public access links: a claim and its schedule for the holder of an emailed link")
www = Blueprint("redirectors", __name__, url_prefix="/v1/www",
                description="Redirectors: where /www/... forwards for the accounts signed in on this browser")

INVALID_URL = "Invalid URL"

MESSAGE = {"application/json": {"schema": {"type": "object", "properties": {
    "message": {"type": "string"}, "field": {"type": "string"}}}}}
AUTHORIZATION = {"name": "Authorization", "in": "header", "required": True,
                 "description": "AccessLink <link id>:<key>, from the emailed URL /link/{id}/{doc}#key={key} "
                                "(or the spec's /link/{id}/{key}/{doc})",
                 "schema": {"type": "string"}}
DOC = {"name": "doc", "in": "query", "required": True, "description": "claim-N or schedule-N",
       "schema": {"type": "string"}}
SCHEDULE_FLAG = {"name": "schedule", "in": "query", "required": False,
                 "description": "1: the schedule of the claim (spec 1 §2: the schedule query flag)",
                 "schema": {"type": "string", "enum": ["0", "1"]}}
ERRORS = {
    "400": {"description": "'Invalid document type', or a field that is not right", "content": MESSAGE},
    "404": {"description": "'Invalid link', 'Claim not found', 'Claim not found or is in draft.', "
                           "'Claim revision not found' or 'Payment schedule not found'", "content": MESSAGE},
    "429": {"description": "Too many invalid links from this address (Retry-After)", "content": MESSAGE},
}
JSON_BODY = {"required": True, "content": {"application/json": {"schema": {"type": "object", "properties": {
    "doc": {"type": "string"}, "schedule": {"type": "boolean"}, "code": {"type": "string"},
    "body": {"type": "string"}, "commentId": {"type": "string"}}, "required": ["doc"]}}}}


@blp.after_request
def _no_referrer(response):
    # A PDF or page reached with the link's authority sends no Referer onwards (issue 37).
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


def _body() -> dict:
    data = request.get_json(silent=True)
    return data if isinstance(data, dict) else {}


def _flag(value) -> bool:
    return value in ("1", "true", True, 1)


def _opened(doc: str | None, schedule):
    return service.opened(request.headers.get("Authorization"), doc if isinstance(doc, str) else "",
                          _flag(schedule), request.remote_addr)


@blp.route("/document")
class LinkDocument(MethodView):
    @blp.doc(summary="The linked claim (and its sent payment schedule), read-only",
             parameters=[AUTHORIZATION, DOC, SCHEDULE_FLAG],
             responses={"200": {"description": "The document", "content": {"application/json": {
                 "schema": {"type": "object"}}}}, **ERRORS})
    def get(self):
        """The claim's latest submitted revision as its page shows it, its payment schedule once sent,
        and the comments both parties read; who the link was sent to (masked)."""
        with _opened(request.args.get("doc"), request.args.get("schedule")) as access:
            data = view.document(access)
            db.session.commit()
        return jsonify(data)


@blp.route("/pdf")
class LinkPdf(MethodView):
    @blp.doc(summary="The linked claim's, or its schedule's, PDF",
             parameters=[AUTHORIZATION, DOC, SCHEDULE_FLAG,
                         {"name": "attachment", "in": "query", "required": False,
                          "description": "1 to download, 0 (default) to show",
                          "schema": {"type": "string", "enum": ["0", "1"]}}],
             responses={"200": {"description": "The PDF", "content": {"application/pdf": {
                 "schema": {"type": "string", "format": "binary"}}}},
                 "202": {"description": "Being rendered: try again after Retry-After seconds", "content": MESSAGE},
                 **ERRORS})
    def get(self):
        """Rendered and cached as /v1/pdf does; each copy served is recorded with its SHA-256 and
        the recipient it was served to."""
        with _opened(request.args.get("doc"), request.args.get("schedule")) as access:
            if access.kind != SCHEDULE:
                service.latest_revision(access)
            prepared = kinds.kind_of(access.kind).prepare(access.found, access.claim, "latest")
            data = pdf.obtain(prepared.key, prepared.html)
            if data is None:
                db.session.rollback()
                return documents_rest.preparing()
            digest = proof.served(access.found, access.claim, access.kind, prepared, data,
                                           account_id=access.account_id, org_id=access.org_id)
            db.session.commit()
        file_name = prepared.file_name
        disposition = "attachment" if _flag(request.args.get("attachment")) else "inline"
        return Response(data, mimetype="application/pdf", headers={
            "Content-Disposition": f'{disposition}; filename="{file_name}"',
            "Cache-Control": "private, no-store",
            "X-Content-SHA256": digest,
        })


@blp.route("/viewed")
class LinkViewed(MethodView):
    @blp.doc(summary="Mark the linked claim viewed", parameters=[AUTHORIZATION], requestBody=JSON_BODY,
             responses={"200": {"description": "Recorded", "content": MESSAGE}, **ERRORS})
    def post(self):
        """As opening the claim in the app does: read, and 'viewed' once per person and revision."""
        data = _body()
        with _opened(data.get("doc"), data.get("schedule")) as access:
            service.mark_viewed(access)
        return jsonify(ok=True)


@blp.route("/code")
class LinkCode(MethodView):
    @blp.doc(summary="Email a code to confirm a comment", parameters=[AUTHORIZATION], requestBody=JSON_BODY,
             responses={"200": {"description": "Sent: `email` is where, masked", "content": MESSAGE}, **ERRORS})
    def post(self):
        """A six-digit code to the address the link was sent to, good for one comment for 10 minutes."""
        data = _body()
        with _opened(data.get("doc"), data.get("schedule")) as access:
            email = service.send_code(access)
        return jsonify(email=email)


@blp.route("/comment")
class LinkComment(MethodView):
    @blp.doc(summary="Post a comment to the linked claim", parameters=[AUTHORIZATION], requestBody=JSON_BODY,
             responses={"200": {"description": "The comment", "content": MESSAGE}, **ERRORS})
    def post(self):
        """The comment goes to the claim's comments as from the recipient, emailed to the other side
        as every comment is; `commentId` (chosen by the page once per comment) makes a repeat a no-op."""
        data = _body()
        with _opened(data.get("doc"), data.get("schedule")) as access:
            added = service.add_comment(access, data.get("code"), data.get("body"), data.get("commentId"))
            comment = view.comment(added.comment)
        return jsonify(comment=comment)


# ---- redirectors ---------------------------------------------------------------------------------

def _segment(doc: str) -> tuple[str, int]:
    kind, _, number = doc.partition("-")
    if kind not in ("claim", "schedule") or not (number.isascii() and number.isdigit()) or len(number) > 9:
        raise UserError(INVALID_URL, field="doc")
    return kind, int(number)


def _browser_orgs() -> list[tuple[int, Organisation]]:
    """(account, organisation) of every signed-in account of this browser, in sign-in order."""
    accounts = signed_in_account_ids()
    if not accounts:
        return []
    rows = db.session.execute(
        select(User.account_id, Organisation).join(Organisation, Organisation.id == User.org_id)
        .where(User.account_id.in_(accounts), Organisation.schema_name.is_not(None)).order_by(User.id)
    ).all()
    return sorted(((r.account_id, r.Organisation) for r in rows), key=lambda r: accounts.index(r[0]))


@www.route("/contracts/<contract>/<doc>")
class ContractRedirect(MethodView):
    @www.doc(summary="Where /www/contracts/{contract}/{doc} forwards",
             responses={"200": {"description": "`to`: the page in the first workspace that sees it",
                                "content": MESSAGE},
                        "400": {"description": "'Invalid URL'", "content": MESSAGE},
                        "404": {"description": "No signed-in account here sees it", "content": MESSAGE}})
    def get(self, contract: str, doc: str):
        kind, number = _segment(doc)
        if not (contract.isascii() and contract.isdigit()) or len(contract) > 18:
            raise UserError(INVALID_URL, field="contract")
        orgs = _browser_orgs()
        for account_id, org in orgs:
            with tenant_context(org):
                viewer = load_viewer(account_id, org)
                try:
                    found, claim = claims.get_claim(viewer, int(contract), number) if viewer else (None, None)
                except NotFound:
                    continue
                if found is None:
                    continue
                has_schedule = schedule_document.sent_schedule(claim) is not None
            path = f"/{org.slug}/projects/{found.owner.slug}/{found.contract.slug}/claims/{number}"
            if kind == SCHEDULE and (has_schedule or not found.is_supplier):
                path += "/schedule"  # the payer's builder until sent; the payee reads the claim until then
            return jsonify(to=path, accountId=str(account_id))
        invited = _invited_path(orgs, int(contract), number)
        if invited is not None:
            return jsonify(to=invited[1], accountId=str(invited[0]))
        for account_id in signed_in_account_ids():  # named by email, no workspace lists it: join (app.links.joining)
            if invitations.names_by_email(int(contract), account_id):
                back = quote(f"/www/contracts/{contract}/{doc}", safe="")
                return jsonify(to=f"/join/{contract}?to={back}", accountId=str(account_id))
        raise NotFound(claims.CLAIM_NOT_FOUND)


def _invited_path(orgs, contract_id: int, number: int) -> tuple[int, str] | None:
    """An organisation of this browser still invited to the contract opens the claim's page in its
    workspace, which shows the invitation (docs/security.md, 'Consent') and nothing of the claim."""
    for account_id, org in orgs:
        if invitations.waits_in(contract_id, org.id, account_id):
            owner_slug, slug = db.session.execute(
                select(Organisation.slug, Contract.slug).join(Organisation, Organisation.id == Contract.owner_org_id)
                .where(Contract.id == contract_id)).one()
            return account_id, f"/{org.slug}/projects/{owner_slug}/{slug}/claims/{number}"
    return None


@www.route("/issues/<issue>")
class IssueRedirect(MethodView):
    @www.doc(summary="Where /www/issues/{issue} forwards",
             responses={"200": {"description": "`to`: the issue in the first workspace of this browser that "
                                               "reaches it", "content": MESSAGE},
                        "400": {"description": "'Invalid URL'", "content": MESSAGE},
                        "404": {"description": "No signed-in account here reaches it", "content": MESSAGE}})
    def get(self, issue: str):
        if not (issue.isascii() and issue.isdigit()) or len(issue) > 18:
            raise UserError(INVALID_URL, field="issue")
        for account_id, org in _browser_orgs():
            with tenant_context(org):
                viewer = load_viewer(account_id, org)
                if viewer is None or not variations.reachable_issues(viewer, [int(issue)]):
                    continue
            return jsonify(to=f"/{org.slug}/issues/{issue}", accountId=str(account_id))
        raise NotFound("Issue not found")
