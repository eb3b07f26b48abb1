"""The retention entry points of the root Query and Mutation."""
import graphene

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
from app.graphql.retention.reports import RetentionReportsMutation, RetentionReportsQuery
from app.graphql.retention.types import RetentionOverview


class RetentionQuery(RetentionRecordsQuery, RetentionCertificateQuery, ReconciliationQuery, RetentionDefectsQuery, RetentionReportsQuery,
                     RetentionDueQuery, RetentionInspectionQuery, graphene.ObjectType):
    retention = graphene.Field(RetentionOverview, description=(
        "The Retention page of the viewer's organisation: retention it holds and retention held from it, never "
        "netted; null when signed out."))

    def resolve_retention(root, info):
        viewer = viewer_of(info, required=False)
        return overview_of(viewer) if viewer is not None else None


class RetentionMutation(RetentionRecordsMutation, RetentionCertificateMutation, ReconciliationMutation, RetentionDefectsMutation,
                        RetentionReportsMutation, RetentionInspectionMutation, graphene.ObjectType):
    retention_entry_record = RetentionEntryRecord.Field(description="Record a retention ledger entry.")
    retention_instrument_record = RetentionInstrumentRecord.Field(description="Record a retention instrument.")
    retention_trust_account_save = RetentionTrustAccountSave.Field(description="Record the trust account.")
