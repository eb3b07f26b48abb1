"""The cut-offs of the contracting chain (issue 40; app.payments.cutoffs): `subcontractCutoffs` reads
each subcontract's 'claims due by' day, `subcontractClaimsDueDaySet` sets or clears one. The rule's
text reaches the roll-up's list as `RollupSubClaim.cutoffText`, and every claim (the lists, the claim
page) as `Claim.cutoffText`: two statements for a page of claims, none for a viewer who is no head
contractor."""
import graphene
from graphql_relay import to_global_id

from app.errors import NotFound, PermissionDenied
from app.graphql.core.ids import contract_id_of, database_id
from app.graphql.core.loaders import DataLoader
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.viewer import viewer_of
from app.payments import cutoffs
from app.contracts.access import CONTRACT_NOT_FOUND


class CutoffTextLoader(DataLoader):
    """The cut-off text of each claim of the request (None: none)."""

    missing = None

    def setup(self):
        super().setup()
        self.claims = {}  # claim id: (its contract as the viewer sees it, the claim)

    def load_for(self, found, claim):
        self.claims[claim.id] = (found, claim)
        return self.load(claim.id)

    def find(self, claim_ids):
        return cutoffs.cutoff_texts([self.claims[i] for i in claim_ids])


cutoff_text = graphene.String(description=(
    "'not in your claim for {period}; include it next period' (the period in words, 'October 2026') on a "
    "subcontract claim sent after the head claim for its period was sent, for the head contractor (the "
    "subcontract's customer side) only; else null."))


def resolve_cutoff_text(root, info):
    if not cutoffs.shows_cutoff(root.found):
        return None
    return CutoffTextLoader(info).load_for(root.found, root.claim)


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
