"""`contractResidentialOccupierSet`: the contract's residential-occupier fact (s 5) on its own, as the
Adjudication tab sets it (app.contracts.retention.set_residential_occupier; the retention settings set it
with the rest). Thin: the rule and its refusals live there."""
import graphene

from app.contracts import retention
from app.graphql.core.ids import contract_id_of
from app.graphql.core.mutations import ViewerMutation


class ResidentialOccupierSetInput(graphene.InputObjectType):
    class Meta:
        description = "Whether a party to the contract is a residential occupier of the premises (s 5)."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    residential_occupier = graphene.Boolean(required=True, description="A residential construction contract.")


class ResidentialOccupierPayload(graphene.ObjectType):
    class Meta:
        description = "The contract's residential-occupier fact after the change."

    residential_occupier = graphene.Boolean(required=True, description="As recorded.")


class ContractResidentialOccupierSet(ViewerMutation):
    class Meta:
        description = ("Record whether the contract is a residential construction contract (Edit): then no charging "
                       "order may be sought in a notice of adjudication (s 10(c)).")
        output = ResidentialOccupierPayload

    class Arguments:
        input = ResidentialOccupierSetInput(required=True, description="The fact.")

    @classmethod
    def perform(cls, viewer, input):
        value = retention.set_residential_occupier(viewer, contract_id_of(input.contract_id),
                                                   input.residential_occupier)
        return ResidentialOccupierPayload(residential_occupier=value)
