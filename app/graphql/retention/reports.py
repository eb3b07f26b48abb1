"""The retention reports (CCA s 18FD) in GraphQL: `retentionReports`, each ledger's served reports and
when its next quarterly statement is due, for both sides of the Retention page; and
`retentionStatementServe`, the holder serving a quarterly statement. Thin: the rules are
app.retention.reports'."""
import graphene
from graphql_relay import to_global_id

from sqlalchemy import select

from app.db import db
from app.documents.kinds import door_url
from app.errors import NotFound
from app.graphql.core.ids import contract_id_of, from_global_id_or_error
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.scalars import Cents
from app.graphql.core.viewer import viewer_of
from app.retention import queries
from app.retention import reports as service
from app.retention.report_models import QUARTERLY, RetentionReportCopy as CopyRow
from app.retention.report_models import RetentionReport as ReportRow


class RetentionReportCopy(graphene.ObjectType):
    class Meta:
        description = "A report's proof of service to one recipient."

    email = graphene.String(required=True, description="The address its email went to.")
    sha256 = graphene.String(description="The SHA-256 of the PDF that went; null until the email is delivered.")
    served_at = graphene.DateTime(description="When the email was delivered; null until then.")


class RetentionReport(graphene.ObjectType):
    class Meta:
        description = "A retention report served on the subcontractor: a quarterly statement or a transaction report."

    id = graphene.ID(required=True, description="The report's global ID.")
    number = graphene.Int(required=True, description="Its number on the contract: 1, 2, ...")
    kind = graphene.String(required=True, description="quarterly or transaction.")
    kind_label = graphene.String(required=True, description="The kind in words.")
    period_from = graphene.Date(required=True, description="The first day it reports.")
    period_to = graphene.Date(required=True, description="The last day it reports.")
    closing_balance = Cents(required=True, description="Retention money held at its end, in cents.")
    served_at = graphene.DateTime(required=True, description="When it was made and its emails promised.")
    sha256 = graphene.String(description="The SHA-256 of its PDF as first delivered; null until then.")
    csv_sha256 = graphene.String(required=True, description="The SHA-256 of its CSV.")
    # Built by resolve_csv, only for a query that asks for it.
    csv = graphene.String(required=True, description="The report as CSV (a row per entry, opening and closing).")
    csv_file_name = graphene.String(required=True, description="The CSV's file name.")
    pdf_url = graphene.String(required=True, description="Its PDF at the documents' door (relative).")
    copies = graphene.List(graphene.NonNull(RetentionReportCopy), required=True,
                           description="Its proof of service, one per recipient.")

    @staticmethod
    def of(report, copies, viewer):
        found = RetentionReport(
            id=to_global_id("RetentionReport", report.id), number=report.number, kind=report.kind,
            kind_label=service.KIND_LABELS[report.kind], period_from=report.period_from, period_to=report.period_to,
            closing_balance=report.content["closing"]["retention_money"], served_at=report.served_at,
            sha256=report.sha256, csv_sha256=report.csv_sha256,
            csv_file_name=f"{service.file_stem(report)}.csv",
            pdf_url=door_url(service.DOCUMENT, contract_gid=to_global_id("Contract", report.contract_id),
                             account_id=viewer.account_id, org_slug=viewer.org.slug, number=report.number),
            copies=[RetentionReportCopy(email=c.email, sha256=c.sha256, served_at=c.served_at) for c in copies])
        found.content = report.content  # what resolve_csv builds the CSV from
        return found

    @staticmethod
    def resolve_csv(root, info):
        # Built here, only for a query that asks for it (a download), never for every report of every
        # ledger the page lists.
        return service.csv_of(root.content)


class RetentionLedgerReports(graphene.ObjectType):
    class Meta:
        description = "One retention ledger's reports (CCA s 18FD), as the viewer's side sees them."

    contract_id = graphene.ID(required=True, description="The contract's global ID (as RetentionLedger.contractId).")
    we_hold = graphene.Boolean(required=True, description="The viewer's organisation holds the money.")
    site_name = graphene.String(required=True, description="The contract's site name.")
    payee_name = graphene.String(required=True, description="The party the money is held for.")
    statement_due_by = graphene.Date(description="The last day to serve the next quarterly statement (three months "
                                                 "after the last, or after the first money withheld); null: none due.")
    statement_overdue_since = graphene.Date(description="The first day the next statement is late; null: not late.")
    last_statement_on = graphene.Date(description="The last day the last quarterly statement reports; null: none.")
    viewer_can_serve = graphene.Boolean(required=True, description="The viewer may serve a statement (the holder's "
                                                                   "owners and members with Edit).")
    reports = graphene.List(graphene.NonNull(RetentionReport), required=True,
                            description="The reports served, newest first.")


class RetentionReportsQuery(graphene.ObjectType):
    retention_reports = graphene.List(
        graphene.NonNull(RetentionLedgerReports), required=True,
        description=("The retention reports of every ledger the viewer's organisation holds or is held from it, and "
                     "when each next quarterly statement is due; empty when signed out."))

    def resolve_retention_reports(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return []
        views = queries.ledgers(viewer)
        found = service.reports_of([v.contract_id for v in views])
        out = []
        for view in views:
            of = found[view.contract_id]
            last = of.last_statement
            due = of.due if view.we_hold else None
            out.append(RetentionLedgerReports(
                contract_id=to_global_id("Contract", view.contract_id), we_hold=view.we_hold,
                site_name=view.site_name, payee_name=view.payee_name,
                statement_due_by=due.due_by if due else None,
                statement_overdue_since=due.overdue_since if due else None,
                last_statement_on=last.period_to if last else None, viewer_can_serve=view.can_record,
                reports=[RetentionReport.of(r, of.copies[r.id], viewer) for r in reversed(of.reports)]))
        return out

    # issue 38: the Retention page reads a report's CSV only when it is downloaded, not with every page load.
    retention_report = graphene.Field(RetentionReport, id=graphene.ID(
        required=True, description="The report's global ID (RetentionReport.id)."), description=(
        "One report of a ledger the viewer's organisation holds or is held from it (as retentionReports lists it); "
        "null when out of reach or signed out."))

    def resolve_retention_report(root, info, id):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        try:
            report = db.session.get(ReportRow, from_global_id_or_error(id, "RetentionReport"))
        except NotFound:
            return None
        # The ledgers retentionReports lists are the reach: either party to the contract, no one else.
        if report is None or not queries.ledgers(viewer, report.contract_id):
            return None
        copies = db.session.scalars(select(CopyRow).where(CopyRow.report_id == report.id).order_by(CopyRow.id)).all()
        return RetentionReport.of(report, copies, viewer)


class RetentionStatementServeInput(graphene.InputObjectType):
    class Meta:
        description = "The contract whose retention ledger's quarterly statement is served."

    contract_id = graphene.ID(required=True, description="The contract (the viewer's side holds its retention).")


class RetentionStatementServePayload(graphene.ObjectType):
    class Meta:
        description = "The statement served (its emails promised), and the ledger's reports with it."

    report = graphene.Field(RetentionReport, required=True, description="The quarterly statement.")
    ledger = graphene.Field(RetentionLedgerReports, required=True, description="The ledger's reports now.")


class RetentionStatementServe(ViewerMutation):
    class Meta:
        description = ("Serve the quarterly retention statement of a contract's ledger on the subcontractor (s 18FD): "
                       "refused with nowhere recorded for the money.")
        output = RetentionStatementServePayload

    class Arguments:
        input = RetentionStatementServeInput(required=True, description="The contract.")

    @classmethod
    def perform(cls, viewer, input):
        contract_id = contract_id_of(input.contract_id)
        report = service.serve_statement(viewer, contract_id)
        of = service.reports_of([contract_id])[contract_id]
        due, last = of.due, of.last_statement
        ledger = RetentionLedgerReports(
            contract_id=to_global_id("Contract", contract_id), we_hold=True, site_name=report.content["site_name"],
            payee_name=report.content["payee"]["name"], statement_due_by=due.due_by if due else None,
            statement_overdue_since=due.overdue_since if due else None,
            last_statement_on=last.period_to if last is not None and last.kind == QUARTERLY else None,
            viewer_can_serve=True, reports=[RetentionReport.of(r, of.copies[r.id], viewer) for r in reversed(of.reports)])
        return RetentionStatementServePayload(report=RetentionReport.of(report, of.copies[report.id], viewer),
                                              ledger=ledger)


class RetentionReportsMutation(graphene.ObjectType):
    retention_statement_serve = RetentionStatementServe.Field(description="Serve a quarterly retention statement.")
