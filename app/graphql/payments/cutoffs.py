"""The cut-offs of the contracting chain (issue 40; app.payments.cutoffs): `subcontractCutoffs` reads
each subcontract's 'claims due by' day, `subcontractClaimsDueDaySet` sets or clears one. The rule's
text reaches the roll-up's list as `RollupSubClaim.cutoffText`."""
import graphene
from graphql_relay import to_global_id

from app.errors import NotFound, PermissionDenied
from app.graphql.core.ids import contract_id_of, database_id
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.viewer import viewer_of
from app.payments import cutoffs
from app.contracts.access import CONTRACT_NOT_FOUND


class SubcontractCutoff(graphene.ObjectType):
    class Meta:
        description = "A subcontract's 'claims due by' day of the month in the head contractor's pay cycle."

    sub_contract_id = graphene.ID(required=True, description="The subcontract's global ID.")
    claims_due_day = graphene.Int(required=True, description="The day of the month its claims are due by (1-31).")


def _cutoff(sub_id: int, day: int) -> SubcontractCutoff:
    return SubcontractCutoff(sub_contract_id=to_global_id("Contract", sub_id), claims_due_day=day)


class CutoffsQuery(graphene.ObjectType):
    subcontract_cutoffs = graphene.List(
        graphene.NonNull(SubcontractCutoff),
        contract_id=graphene.ID(required=True, description="The head contract's global ID."),
        description=("The 'claims due by' days set for the head contract's subcontracts (its supplier side with "
                     "SupplierDraft only); null when out of reach."))

    def resolve_subcontract_cutoffs(root, info, contract_id):
        viewer = viewer_of(info, required=False)
        if viewer is None:
            return None
        try:
            days = cutoffs.claims_due_days(viewer, contract_id_of(contract_id))
        except (NotFound, PermissionDenied):
            return None
        return [_cutoff(sub_id, day) for sub_id, day in sorted(days.items())]


class SubcontractClaimsDueDaySetInput(graphene.InputObjectType):
    class Meta:
        description = "Set or clear a subcontract's 'claims due by' day."

    contract_id = graphene.ID(required=True, description="The head contract's global ID.")
    sub_contract_id = graphene.ID(required=True, description="The subcontract's global ID.")
    claims_due_day = graphene.Int(description="The day of the month, 1 to 31; null clears it.")


class SubcontractClaimsDueDaySetPayload(graphene.ObjectType):
    class Meta:
        description = "The subcontract's 'claims due by' day now."

    sub_contract_id = graphene.ID(required=True, description="The subcontract's global ID.")
    claims_due_day = graphene.Int(description="The day now; null when cleared.")


class SubcontractClaimsDueDaySet(ViewerMutation):
    class Meta:
        description = ("Set a subcontract's 'claims due by' day in the head contractor's pay cycle (its claims sent "
                       "after the head claim of their period read 'not in your claim for {period}; include it next "
                       "period'). A day outside 1-31 is refused beside the field claimsDueDay.")
        output = SubcontractClaimsDueDaySetPayload

    class Arguments:
        input = SubcontractClaimsDueDaySetInput(required=True, description="The subcontract and its day.")

    @classmethod
    def perform(cls, viewer, input):
        head_id = contract_id_of(input.contract_id)
        sub_id = database_id(input.sub_contract_id, "Contract")
        if sub_id is None:
            raise NotFound(CONTRACT_NOT_FOUND)
        day = cutoffs.set_claims_due_day(viewer, head_id, sub_id, input.claims_due_day)
        return SubcontractClaimsDueDaySetPayload(sub_contract_id=to_global_id("Contract", sub_id), claims_due_day=day)


class CutoffsMutation(graphene.ObjectType):
    subcontract_claims_due_day_set = SubcontractClaimsDueDaySet.Field(
        description="Set or clear a subcontract's 'claims due by' day.")
