"""The exports' REST surfaces, streamed CSV:

    GET /v1/export/claims?sid=<account id>&org=<slug or id>[&relation=][&status=][&from=][&to=][&format=json]
    GET /v1/export/ledger?sid=<account id>&org=<slug or id>&contract=<contract id>
    GET /v1/export/claim?sid=<account id>&org=<slug or id>&contract=<contract id>&number=<n>&revision=draft|latest

Links a browser opens (a download), so, like /v1/pdf, they name the account in `sid`, which
counts only when it is one of the accounts signed in on this browser (the session cookie), and
the organisation it acts for in `org`. Anything out of reach (a `sid` not signed in here, an
organisation the account is not a user of, a contract that is not the organisation's) answers
404 alike.

- claims: every claim of the organisation's contracts on both sides (app.exports.claims), as
  `claims-{timestamp}.csv` (UTC, yyyymmdd-hhmmss). Filters: relation (Supplier or Customer),
  status (New, Sent, Scheduled, PartPaid, Paid, Voided: as the status column names it), from and to (yyyy-mm-dd: the claim's period ends within
  them). `format=json` answers the first 200 rows as JSON for the Export screen's table (amounts
  in cents, plus ownerSlug for the claim's link; `more` says whether the CSV holds more).
- ledger: the contract's ledger entries (app.exports.ledger) as
  `{owner}-{contract slug}-ledger-{timestamp}.csv`; 404 'There are no entries in the ledger yet.'
  when it has none, so the page shows the spec's message instead of an empty file.
- retention: the organisation's retention trust records for an information request or a receiver
  (app.retention.export: ledgers, register, entries, every served report's PDF, a manifest of SHA-256
  hashes) as a zip, `{org}-retention-records-{timestamp}.zip`, once the job an owner asked for built it
  (`job`: its number; app.retention.records_jobs); owners only (403 otherwise), 404 'The export is not
  ready yet' before; its SHA-256 in `X-Content-SHA256`, as kept when it was built (and logged).
- claim: one claim's lines with its PDF's columns (app.exports.claim), its draft (for whom may see
  it) or latest revision, as `{owner}-{contract slug}-claim-{number}[-draft].csv`; the parameters
  are the PDF link's (app.documents.rest.parse_args).

The body is written while the rows are read (a generator over a server-side cursor): memory
stays at one batch of rows whatever the export's size.
"""
from datetime import date, datetime, timezone

from flask import Response, jsonify, request, stream_with_context
from flask.views import MethodView
from flask_smorest import Blueprint

from app.claims import service
from app.claims.document import requested as claim_document
from app.claims.models import ORIGIN_RECEIVED
from app.contracts import access
from app.documents.files import content_disposition
from app.documents.rest import PARAMETERS as PDF_PARAMETERS
from app.documents.rest import parse_args
from app.domain.csv_export import BOM, EMPTY_LEDGER
from app.errors import NotFound, UserError
from app.exports import claim, claims, ledger
from app.exports.scope import RELATIONS, scope_of
from app.retention import records_jobs
from app.ids import database_id
from app.orgs.access import link_viewer
from tenants.context import tenant_context

blp = Blueprint("exports", __name__, url_prefix="/v1/export", description="Exports: claims and ledgers as CSV")

TABLE_ROWS = 200
CSV_TYPE = "text/csv; charset=utf-8"
NO_LINES_RECEIVED = "A claim received outside Claimdesk has no lines to export: its document is the PDF received"

_ACCOUNT = [
    {"name": "sid", "in": "query", "required": True,
     "description": "The user account id: one of the accounts signed in on this browser", "schema": {"type": "string"}},
    {"name": "org", "in": "query", "required": True, "description": "The organisation's slug or id",
     "schema": {"type": "string"}},
]
CLAIMS_PARAMETERS = _ACCOUNT + [
    {"name": "relation", "in": "query", "required": False, "description": "Only the contracts where the "
     "organisation is this party", "schema": {"type": "string", "enum": list(RELATIONS)}},
    {"name": "status", "in": "query", "required": False, "description": "Only claims with this status",
     "schema": {"type": "string", "enum": list(claims.STATUSES)}},
    {"name": "from", "in": "query", "required": False, "description": "Only claims whose period ends on or after "
     "this day", "schema": {"type": "string", "format": "date"}},
    {"name": "to", "in": "query", "required": False, "description": "Only claims whose period ends on or before "
     "this day", "schema": {"type": "string", "format": "date"}},
    {"name": "format", "in": "query", "required": False, "description": "csv (default) or json: the first 200 "
     "rows for the Export screen", "schema": {"type": "string", "enum": ["csv", "json"]}},
]
LEDGER_PARAMETERS = _ACCOUNT + [
    {"name": "contract", "in": "query", "required": True, "description": "The contract's global ID or number",
     "schema": {"type": "string"}},
]
MESSAGE = {"application/json": {"schema": {"type": "object", "properties": {
    "message": {"type": "string"}, "field": {"type": "string"}}}}}
CSV = {"text/csv": {"schema": {"type": "string", "format": "binary"}}}
ROWS = {"application/json": {"schema": {"type": "object", "properties": {
    "rows": {"type": "array", "items": {"type": "object", "properties": {
        **{column: {"type": "string"} for column in (*claims.COLUMNS, "ownerSlug")},
        "chargesGst": {"type": "boolean", "description": "The claim charges GST (a supplier not registered for "
                       "GST charges none): the screen names GST only where it applies"}}}},
    "more": {"type": "boolean"}}}}}
CLAIMS_RESPONSES = {
    "200": {"description": "The claims as CSV (or the first rows as JSON with format=json)", "content": {**CSV, **ROWS}},
    "400": {"description": "A parameter is missing or malformed (field names it)", "content": MESSAGE},
    "404": {"description": "Not found or out of reach", "content": MESSAGE},
}
CLAIM_PARAMETERS = [p for p in PDF_PARAMETERS if p["name"] in ("revision", "contract", "sid", "org", "number")]
CLAIM_RESPONSES = {
    "200": {"description": "The claim's lines as CSV", "content": CSV},
    "400": {"description": "A parameter is missing or malformed (field names it)", "content": MESSAGE},
    "404": {"description": "Not found or out of reach", "content": MESSAGE},
}
RETENTION_PARAMETERS = _ACCOUNT + [
    {"name": "job", "in": "query", "required": True, "description": "The export's number (as GraphQL "
     "`retentionRecordsJobs` gives it, with its download URL)", "schema": {"type": "string"}},
]
RETENTION_RESPONSES = {
    "200": {"description": "The retention records as a zip with manifest.csv",
            "content": {"application/zip": {"schema": {"type": "string", "format": "binary"}}}},
    "400": {"description": "A parameter is missing or malformed (field names it)", "content": MESSAGE},
    "403": {"description": "Not an owner of the organisation", "content": MESSAGE},
    "404": {"description": "Out of reach, or 'The export is not ready yet'", "content": MESSAGE},
}
LEDGER_RESPONSES = {
    "200": {"description": "The ledger entries as CSV", "content": CSV},
    "400": {"description": "A parameter is missing or malformed (field names it)", "content": MESSAGE},
    "404": {"description": "Out of reach, or 'There are no entries in the ledger yet.'", "content": MESSAGE},
}


def _param(name: str, *, required: bool = False) -> str | None:
    value = (request.args.get(name) or "").strip()
    if not value:
        if required:
            raise UserError(f"{name} is required", field=name)
        return None
    return value


def _choice(name: str, choices) -> str | None:
    value = _param(name)
    if value is not None and value not in choices:
        raise UserError(f"{name} must be one of {', '.join(choices)}", field=name)
    return value


def _day(name: str) -> date | None:
    value = _param(name)
    if value is None:
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise UserError(f"{name} must be a date (yyyy-mm-dd)", field=name) from None


def _viewer_org():
    """(the viewer, its organisation), or NotFound: the account from `sid`, the organisation from `org`."""
    sid, org_key = _param("sid", required=True), _param("org", required=True)
    if not (sid.isascii() and sid.isdigit()) or len(sid) > 18:  # '²' is a digit to str.isdigit, not to int()
        raise UserError("sid must be a user account id", field="sid")
    if len(org_key) > 100:
        raise UserError("org must be an organisation slug or id", field="org")
    return link_viewer(sid, org_key)


def _stamp() -> str:
    return datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")


def _streamed(org, chunks, file_name: str) -> Response:
    def body():
        with tenant_context(org):
            yield BOM
            yield from chunks()

    return Response(stream_with_context(body()), mimetype="text/csv", content_type=CSV_TYPE, headers={
        "Content-Disposition": content_disposition("attachment", file_name),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
    })


@blp.route("/claims")
class ClaimsExport(MethodView):
    @blp.doc(summary="The organisation's claims as CSV", parameters=CLAIMS_PARAMETERS, responses=CLAIMS_RESPONSES)
    def get(self):
        """Every claim of the organisation's contracts, both sides, in the Export screen's columns."""
        relation = _choice("relation", RELATIONS)
        filters = claims.Filters(status=_choice("status", claims.STATUSES), period_from=_day("from"),
                                 period_to=_day("to"))
        as_json = _choice("format", ("csv", "json")) == "json"
        viewer, org = _viewer_org()
        with tenant_context(org):
            scope = scope_of(viewer, relation)
            if as_json:
                rows = [row.json() for row in claims.claim_rows(scope, filters, limit=TABLE_ROWS + 1)]
                return jsonify(rows=rows[:TABLE_ROWS], more=len(rows) > TABLE_ROWS)
        return _streamed(org, lambda: claims.claims_csv(scope, filters), f"claims-{_stamp()}.csv")


@blp.route("/ledger")
class LedgerExport(MethodView):
    @blp.doc(summary="A contract's ledger entries as CSV", parameters=LEDGER_PARAMETERS, responses=LEDGER_RESPONSES)
    def get(self):
        """Every ledger entry of the claims the viewer sees on the contract."""
        contract_id = database_id(_param("contract", required=True), "Contract", bare=True)
        if contract_id is None:
            raise UserError("contract must be a contract id", field="contract")
        viewer, org = _viewer_org()
        with tenant_context(org):
            found = access.get_contract(viewer, contract_id)
            if not ledger.has_entries(found):
                raise NotFound(EMPTY_LEDGER)
            file_name = f"{found.owner.slug}-{found.contract.slug}-ledger-{_stamp()}.csv"
        return _streamed(org, lambda: ledger.ledger_csv(found), file_name)


@blp.route("/claim")
class ClaimExport(MethodView):
    @blp.doc(summary="A claim's lines as CSV", parameters=CLAIM_PARAMETERS, responses=CLAIM_RESPONSES)
    def get(self):
        """A claim's lines with its PDF's columns (the quantity columns in the quantity billing modes)."""
        args = parse_args()
        viewer, org = link_viewer(args["sid"], args["org"])
        with tenant_context(org):
            found, row = service.get_claim(viewer, args["contract_id"], args["number"])
            if row.origin == ORIGIN_RECEIVED:
                # Its document is the supplier's PDF: Claimdesk has no lines of it to export (issue 34).
                raise NotFound(NO_LINES_RECEIVED)
            doc = claim_document(found, row, args["revision"])
        return _streamed(org, lambda: claim.claim_csv(doc), claim.file_name(doc))


@blp.route("/retention")
class RetentionExport(MethodView):
    @blp.doc(summary="A prepared export of the retention trust records, as a zip", parameters=RETENTION_PARAMETERS,
             responses=RETENTION_RESPONSES)
    def get(self):
        """The zip an owner asked for (GraphQL `retentionRecordsExport`), once its job has built it: every
        retention ledger the organisation holds, its register, all entries and every served report, with a
        manifest of SHA-256 hashes (owners only)."""
        job_id = _param("job", required=True)
        if not (job_id.isascii() and job_id.isdigit()) or len(job_id) > 18:
            raise UserError("job must be an export's number", field="job")
        viewer, org = _viewer_org()
        with tenant_context(org):
            job, path = records_jobs.export_file(viewer, int(job_id))
            file_name, size, digest = job.file_name, job.size, job.sha256
        file = path.open("rb")

        def body():
            try:
                while chunk := file.read(64 * 1024):
                    yield chunk
            finally:
                file.close()

        return Response(body(), mimetype="application/zip", headers={
            "Content-Disposition": content_disposition("attachment", file_name),
            "Content-Length": str(size),
            "X-Content-SHA256": digest,
            "Cache-Control": "private, no-store",
            "X-Content-Type-Options": "nosniff",
        })
