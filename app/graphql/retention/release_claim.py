"""A due release of retention claimed through the ordinary claim flow (issue 38): the subcontractor's action
on a release due to it, which adds the line to its draft claim. Thin: the rules live in
app.claims.release_line."""
import graphene

from app.claims import release_line
from app.graphql.core.ids import contract_id_of
from app.graphql.core.mutations import ViewerMutation
from app.graphql.core.scalars import Cents


class RetentionReleaseClaimInput(graphene.InputObjectType):
    class Meta:
        description = "A release stage due to the viewer's organisation, to claim on the contract's draft claim."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    stage = graphene.Int(required=True, description="The stage's place in the contract's terms (RetentionReleaseDue."
                                                    "stageIndex).")


class RetentionReleaseClaimPayload(graphene.ObjectType):
    class Meta:
        description = "The draft claim the release was added to, and its line."

    claim_number = graphene.Int(required=True, description="The draft claim's number.")
    line_name = graphene.String(required=True, description="'Release of retention: {stage}'.")
    amount = Cents(required=True, description="The line's amount: the release due, to the cent.")


class RetentionReleaseClaim(ViewerMutation):
    class Meta:
        description = ("Claim a due release of retention through the ordinary claim flow (the subcontractor's side "
                       "with SupplierDraft): a line 'Release of retention: {stage}' of the amount due on the "
                       "contract's draft claim (started when there is none), sent and scheduled like any other; "
                       "a stage not due or claimed already is refused.")
        output = RetentionReleaseClaimPayload

    class Arguments:
        input = RetentionReleaseClaimInput(required=True, description="The release.")

    @classmethod
    def perform(cls, viewer, input):
        contract_id = contract_id_of(input.contract_id)
        claim, release = release_line.claim_release(viewer, contract_id, input.stage)
        return RetentionReleaseClaimPayload(claim_number=claim.number, line_name=release.line_name,
                                            amount=release.amount)
