"""The holder's retention records beyond the served reports (issue 38): the internal report
(`retentionInternalReports`, `retentionInternalReportMake`), the inspection pack served on one subcontractor
(`retentionInspectionPackServe`, answering its open inspection request) and the link to the owners' export
(`retentionRecordsExportUrl`). Thin: the rules are app.retention.internal_report's, inspection_pack's and
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
from app.retention import inspection, inspection_pack, internal_report
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


class RetentionRecordsQuery(graphene.ObjectType):
    retention_internal_reports = graphene.List(
        graphene.NonNull(RetentionInternalReport), description=(
            "The internal retention reports the organisation made, newest first; null when signed out or for a "
            "viewer who may not make them (owners and members who can edit projects may)."))
    retention_records_export_url = graphene.String(description=(
        "The download of every retention record (ledgers, register, entries, served reports, a manifest of "
        "SHA-256 hashes) as a zip (GET /v1/export/retention, relative); null for a viewer who is not an owner."))

    def resolve_retention_internal_reports(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        rows = internal_report.made(viewer)
        return None if rows is None else [RetentionInternalReport.of(r, viewer) for r in rows]

    def resolve_retention_records_export_url(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None or not viewer.can(perms.ORG_EDIT):
            return None
        return f"/v1/export/retention?{urlencode({'sid': viewer.account_id, 'org': viewer.org.slug})}"


class RetentionInternalReportMakePayload(graphene.ObjectType):
    class Meta:
        description = "The internal report made."

    report = graphene.Field(RetentionInternalReport, required=True, description="The report.")


class RetentionInternalReportMake(graphene.Mutation):
    class Meta:
        description = ("Make the internal retention report of every ledger the organisation holds, as the records stand "
                       "today (owners and members who can edit projects); refused with nowhere recorded for money held.")
        output = RetentionInternalReportMakePayload

    def mutate(root, info):
        viewer = viewer_of(info)
        return RetentionInternalReportMakePayload(report=RetentionInternalReport.of(internal_report.make(viewer),
                                                                                    viewer))


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
    retention_internal_report_make = RetentionInternalReportMake.Field(description="Make the internal retention "
                                                                                   "report.")
    retention_inspection_pack_serve = RetentionInspectionPackServe.Field(description="Serve an inspection pack.")
