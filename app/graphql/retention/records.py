"""The holder's retention records beyond the served reports (issue 38): the internal report
(`retentionInternalReports`, `retentionInternalReportMake`), the owners' export (`retentionRecordsExport`),
both prepared as jobs (`retentionRecordsJobs`: Preparing, then Ready or Failed), and the inspection pack
served on one subcontractor (`retentionInspectionPackServe`, answering its open inspection request). Thin: the rules are app.retention.internal_report's, inspection_pack's and
export's."""
from urllib.parse import urlencode

import graphene
from graphql_relay import to_global_id

from app.documents.kinds import door_url
from app.graphql.core.ids import contract_id_of, tenant_local
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of
from app.graphql.retention.inspection import RetentionInspectionRequest
from app.graphql.retention.reports import RetentionReport
from app.orgs import permissions as perms
from app.retention import inspection, inspection_pack, internal_report, records_jobs
from app.retention.internal_models import EXPORT, INTERNAL, READY
from app.retention import reports as served


class RetentionInternalReport(graphene.ObjectType):
    class Meta:
        description = ("The holder's internal retention report: every ledger, the trust account and instrument "
                       "register, and the last reconciliation, as made on a day (CCA ss 18FC, 18FD).")

    id = graphene.ID(required=True, description="The report's global ID.")
    number = graphene.Int(required=True, description="Its number in the organisation: 1, 2, ...")
    made_on = graphene.Date(required=True, description="The day its figures are as of.")
    made_at = graphene.DateTime(required=True, description="When it was made.")
    made_by = graphene.String(required=True, description="Who made it.")
    ledger_count = graphene.Int(required=True, description="The ledgers it reports.")
    retention_money = Cents(required=True, description="Retention money held in total, in cents.")
    difference = Cents(description="The last reconciliation's difference, in cents; null: no statement imported.")
    sha256 = graphene.String(required=True, description="The SHA-256 of its PDF, kept when it was made.")
    csv_sha256 = graphene.String(required=True, description="The SHA-256 of its CSV.")
    csv = graphene.String(required=True, description="The report as CSV (ledgers, entries, register, "
                                                     "reconciliation).")
    csv_file_name = graphene.String(required=True, description="The CSV's file name.")
    pdf_url = graphene.String(required=True, description="Its PDF at the documents' door (relative).")

    @staticmethod
    def of(row, viewer):
        c = row.content
        found = RetentionInternalReport(
            id=to_global_id("RetentionInternalReport", tenant_local(viewer.org.id, row.id)), number=row.id,
            made_on=row.made_on, made_at=row.made_at, made_by=row.made_by_name, ledger_count=len(c["ledgers"]),
            retention_money=c["totals"]["retention_money"],
            difference=c["reconciliation"]["difference"] if c["reconciliation"] else None, sha256=row.sha256,
            csv_sha256=row.csv_sha256, csv_file_name=f"{internal_report.file_stem(row)}.csv",
            pdf_url=door_url(internal_report.KIND, contract_gid="0", account_id=viewer.account_id,
                             org_slug=viewer.org.slug, number=row.id))
        found.content = c
        return found

    @staticmethod
    def resolve_csv(root, info):
        return internal_report.csv_of(root.content)  # built only for a query that asks for it


class RetentionRecordsJob(graphene.ObjectType):
    class Meta:
        description = ("An internal report or an export of every retention record asked for, prepared in the "
                       "background: Preparing, then Ready (the report made, or the zip to download) or Failed (why).")

    number = graphene.Int(required=True, description="Its number in the organisation.")
    kind = graphene.String(required=True, description="internal (the internal report) or export (the zip).")
    status = graphene.String(required=True, description="Preparing, Ready or Failed.")
    message = graphene.String(description="Why it failed, in the refusal's words; null otherwise.")
    requested_by = graphene.String(required=True, description="Who asked for it.")
    requested_at = graphene.DateTime(required=True, description="When it was asked for.")
    finished_at = graphene.DateTime(description="When it was prepared or failed.")
    report_number = graphene.Int(description="The internal report made (its number), once Ready.")
    file_name = graphene.String(description="The export's file name, once Ready.")
    size = graphene.Int(description="The export's size in bytes, once Ready.")
    sha256 = graphene.String(description="The SHA-256 of the export's zip, kept when it was built.")
    download_url = graphene.String(description=(
        "The export's download, once Ready (GET /v1/export/retention, relative: the account and organisation in "
        "the link, the session cookie proving the account; no secret)."))

    @staticmethod
    def of(job, viewer):
        status, message = records_jobs.shown_status(job)
        ready_export = job.kind == EXPORT and status == READY
        return RetentionRecordsJob(
            number=job.id, kind=job.kind, status=status, message=message, requested_by=job.requested_by_name,
            requested_at=job.requested_at, finished_at=job.finished_at, report_number=job.internal_report_id,
            file_name=job.file_name, size=job.size, sha256=job.sha256,
            download_url=(f"/v1/export/retention?{urlencode({'sid': viewer.account_id, 'org': viewer.org.slug, 'job': job.id})}"
                          if ready_export else None))


class RetentionRecordsQuery(graphene.ObjectType):
    retention_internal_reports = graphene.List(
        graphene.NonNull(RetentionInternalReport), description=(
            "The internal retention reports the organisation made, newest first; null when signed out or for a "
            "viewer who may not make them (owners and members who can edit projects may)."))
    retention_records_jobs = graphene.List(
        graphene.NonNull(RetentionRecordsJob), description=(
            "The newest internal reports and exports asked for (10), newest first, of the kinds the viewer may ask "
            "for (the internal report: owners and members who can edit projects; the export: owners); null for "
            "neither or signed out."))
    retention_records_can_export = graphene.Boolean(required=True, description=(
        "Whether the viewer may export every retention record (ledgers, register, entries, served reports, a "
        "manifest of SHA-256 hashes) as a zip: the organisation's owners."))

    def resolve_retention_internal_reports(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        rows = internal_report.made(viewer)
        return None if rows is None else [RetentionInternalReport.of(r, viewer) for r in rows]

    def resolve_retention_records_jobs(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        rows = records_jobs.recent(viewer)
        return None if rows is None else [RetentionRecordsJob.of(j, viewer) for j in rows]

    def resolve_retention_records_can_export(root, info):
        viewer = viewer_of(info, required=False)
        return viewer is not None and viewer.can(perms.ORG_EDIT)


class RetentionRecordsAskInput(graphene.InputObjectType):
    class Meta:
        description = "A request for the internal report or the export."

    request_key = graphene.String(description=(
        "One key per press of the button (1 to 64 letters, digits, '-' or '_'): the same request sent again answers "
        "the same job. Optional: without it, a job of the kind already Preparing is still answered, not doubled."))


class RetentionRecordsAskPayload(graphene.ObjectType):
    class Meta:
        description = "The job preparing it (Preparing until the worker has made it)."

    job = graphene.Field(RetentionRecordsJob, required=True, description="The job.")


def _ask(info, kind, input):
    viewer = viewer_of(info)
    job = records_jobs.ask(viewer, kind, (input or {}).get("request_key"))
    return RetentionRecordsAskPayload(job=RetentionRecordsJob.of(job, viewer))


class RetentionInternalReportMake(graphene.Mutation):
    class Meta:
        description = ("Ask for the internal retention report of every ledger the organisation holds, as the records "
                       "stand when it is made (owners and members who can edit projects): prepared in the background; "
                       "refused at once with nowhere recorded for money held.")
        output = RetentionRecordsAskPayload

    class Arguments:
        input = RetentionRecordsAskInput(description="The request's key.")

    def mutate(root, info, input=None):
        return _ask(info, INTERNAL, input)


class RetentionRecordsExport(graphene.Mutation):
    class Meta:
        description = ("Ask for the export of every retention record as a zip (owners only; logged on each contract's "
                       "activity, private): prepared in the background, then downloaded from the job's downloadUrl.")
        output = RetentionRecordsAskPayload

    class Arguments:
        input = RetentionRecordsAskInput(description="The request's key.")

    def mutate(root, info, input=None):
        return _ask(info, EXPORT, input)


class RetentionInspectionPackServeInput(graphene.InputObjectType):
    class Meta:
        description = "The contract whose subcontractor is sent the pack (its open inspection request is answered)."

    contract_id = graphene.ID(required=True, description="The contract (the viewer's side holds its retention).")


class RetentionInspectionPackServePayload(graphene.ObjectType):
    class Meta:
        description = "The pack served (its emails promised) and the request it answered."

    report = graphene.Field(RetentionReport, required=True, description="The inspection pack.")
    request = graphene.Field(RetentionInspectionRequest, description="The inspection request it answered; null: "
                                                                     "none was open.")


class RetentionInspectionPackServe(ViewerMutation):
    class Meta:
        description = ("Serve the inspection pack of one subcontractor's ledgers (CCA s 18FC) on it, answering its "
                       "open inspection request with 'Inspection pack sent'; refused with nowhere recorded.")
        output = RetentionInspectionPackServePayload

    class Arguments:
        input = RetentionInspectionPackServeInput(required=True, description="The contract.")

    @classmethod
    def perform(cls, viewer, input):
        contract_id = contract_id_of(input.contract_id)
        report, request = inspection_pack.serve(viewer, contract_id)
        of = served.reports_of([contract_id])[contract_id]
        answered = None
        if request is not None:
            [side] = inspection.ledger_sides(viewer, contract_id)
            answered = RetentionInspectionRequest.of(inspection._view(request, side))
        return RetentionInspectionPackServePayload(report=RetentionReport.of(report, of.copies[report.id], viewer),
                                                   request=answered)


class RetentionRecordsMutation(graphene.ObjectType):
    retention_internal_report_make = RetentionInternalReportMake.Field(description="Ask for the internal "
                                                                                   "retention report.")
    retention_records_export = RetentionRecordsExport.Field(description="Ask for the export of every retention "
                                                                        "record.")
    retention_inspection_pack_serve = RetentionInspectionPackServe.Field(description="Serve an inspection pack.")
