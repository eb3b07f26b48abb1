"""The adjudication entry points of the root Query and Mutation."""
import graphene

from app.adjudication import service
from app.adjudication.rest import bundle_url
from app.errors import NotFound
from app.graphql.adjudication.mutations import (
    AdjudicationBundlePrepare,
    AdjudicationNoticePrepare,
    AdjudicationNoticeServe,
    AdjudicationStepRecord,
    DeterminationPaymentRecord,
)
from app.graphql.adjudication.service_mutations import (
    AdjudicationNoticeRecordService,
    AdjudicationOwnerRecordService,
)
from app.graphql.adjudication.types import AdjudicationBundle, AdjudicationNotice
from app.graphql.contracts.residential import ContractResidentialOccupierSet
from app.graphql.core.ids import contract_id_of
from app.graphql.core.viewer import viewer_of


class AdjudicationQuery(graphene.ObjectType):
    adjudication_notices = graphene.List(graphene.NonNull(AdjudicationNotice), required=True, contract_id=graphene.ID(
        required=True, description="The contract's global ID."),
        description="A contract's notices of adjudication, newest first; empty when out of reach.")

    adjudication_bundle = graphene.Field(AdjudicationBundle, contract_id=graphene.ID(
        required=True, description="The contract's global ID."), id=graphene.Int(required=True, description=(
            "The bundle's id (adjudicationBundlePrepare's answer).")),
        description="An adjudication bundle of the contract with its progress; null when missing or out of reach.")

    def resolve_adjudication_bundle(root, info, contract_id, id):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        try:
            bundle = service.get_bundle(viewer, contract_id_of(contract_id), id)
        except NotFound:
            return None
        return AdjudicationBundle.of(bundle, bundle_url(viewer, bundle.id))

    def resolve_adjudication_notices(root, info, contract_id):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return []
        try:
            return [AdjudicationNotice.of(view) for view in service.notices(viewer, contract_id_of(contract_id))]
        except NotFound:
            return []


class AdjudicationMutation(graphene.ObjectType):
    adjudication_notice_prepare = AdjudicationNoticePrepare.Field(description="Create or change a draft notice of adjudication.")
    adjudication_notice_serve = AdjudicationNoticeServe.Field(description="Serve a notice of adjudication.")
    adjudication_step_record = AdjudicationStepRecord.Field(description="Record a step of an adjudication.")
    adjudication_bundle_prepare = AdjudicationBundlePrepare.Field(description="Prepare an adjudication bundle.")
    determination_payment_record = DeterminationPaymentRecord.Field(description=(
        "Record a payment towards an adjudicator's determination."))
    adjudication_notice_record_service = AdjudicationNoticeRecordService.Field(
        description="Record a notice of adjudication served by hand or post.")
    adjudication_owner_record_service = AdjudicationOwnerRecordService.Field(
        description="Record a notice of adjudication served on the owner.")
    # The contract's fact (app.graphql.contracts.residential), set where the notice asks it.
    contract_residential_occupier_set = ContractResidentialOccupierSet.Field(
        description="Record whether a contract is a residential construction contract.")
