"""The retention entry points of the root Query and Mutation."""
import graphene

from app.graphql.core.ids import contract_id_of
from app.graphql.core.viewer import viewer_of
from app.graphql.retention.certificate import (RetentionCertificateMutation,  # issue 38: the compliance certificate
                                               RetentionCertificateQuery)
from app.graphql.retention.defects import RetentionDefectsMutation, RetentionDefectsQuery
from app.graphql.retention.due import RetentionDueQuery  # issue 38: deposits outstanding, releases due
# issue 38: the subcontractor's inspection requests (s 18FC) and the notices before use served on it
from app.graphql.retention.inspection import RetentionInspectionMutation, RetentionInspectionQuery
from app.graphql.retention.mutations import (RetentionEntryRecord, RetentionInstrumentRecord,
                                             RetentionTrustAccountSave, overview_of)
from app.graphql.retention.reconciliation import ReconciliationMutation, ReconciliationQuery
# issue 38: the internal report, the inspection pack and the export of the records
from app.graphql.retention.records import RetentionRecordsMutation, RetentionRecordsQuery
from app.graphql.retention.release_claim import RetentionReleaseClaim
from app.graphql.retention.reports import RetentionReportsMutation, RetentionReportsQuery
from app.graphql.retention.types import RetentionLedger, RetentionOverview
from app.retention import queries


class RetentionQuery(RetentionRecordsQuery, RetentionCertificateQuery, ReconciliationQuery, RetentionDefectsQuery, RetentionReportsQuery,
                     RetentionDueQuery, RetentionInspectionQuery, graphene.ObjectType):
    retention = graphene.Field(RetentionOverview, description=(
        "The Retention page of the viewer's organisation: retention it holds and retention held from it, never "
        "netted; null when signed out."))

    retention_ledger = graphene.Field(RetentionLedger, contract_id=graphene.ID(
        required=True, description="The contract's global ID."), description=(
        "One contract's retention ledger with its entries, as the viewer's side sees it (the correction dialog "
        "reads it when opened, so the page never carries every entry); null when out of reach or signed out."))

    def resolve_retention(root, info):
        viewer = viewer_of(info, required=False)
        return overview_of(viewer) if viewer is not None else None

    def resolve_retention_ledger(root, info, contract_id):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        cid = contract_id_of(contract_id)
        overview = queries.overview(viewer, cid)  # the contracts the viewer reaches only: else no ledger
        return next((RetentionLedger.of(view, overview) for view in overview.we_hold + overview.held_from_us
                     if view.contract_id == cid), None)


class RetentionMutation(RetentionRecordsMutation, RetentionCertificateMutation, ReconciliationMutation, RetentionDefectsMutation,
                        RetentionReportsMutation, RetentionInspectionMutation, graphene.ObjectType):
    retention_entry_record = RetentionEntryRecord.Field(description="Record a retention ledger entry.")
    retention_instrument_record = RetentionInstrumentRecord.Field(description="Record a retention instrument.")
    retention_trust_account_save = RetentionTrustAccountSave.Field(description="Record the trust account.")
    retention_release_claim = RetentionReleaseClaim.Field(description="Claim a due release of retention.")
