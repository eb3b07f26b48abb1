"""contractTermsUpdate: set a contract's payment terms (app.contracts.terms)."""
import graphene

from app.contracts import terms as service
from app.graphql.contracts.mutations import ContractPayload
from app.graphql.contracts.terms import PaymentDueKind
from app.graphql.core.ids import contract_id_of
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation


class ContractTermsUpdateInput(graphene.InputObjectType):
    class Meta:
        description = ("A contract's payment terms, all of them (a term left out is not stated). Needs Edit on the "
                       "contract, either party. Claims already sent keep theirs.")

    contract_id = graphene.ID(required=True, description="The contract.")
    claim_day = graphene.Int(description="The day of each month claims are made (1\u201331).")
    claim_day2 = graphene.Int(description="A second claim day each month, after the first (twice monthly).")
    claim_every_weeks = graphene.Int(description="Or claims every so many weeks (1\u20138), with claimFrom.")
    claim_from = graphene.Date(description="The first claim date of claims every so many weeks.")
    schedule_working_days = graphene.Int(description="Working days for a payment schedule (1\u201360); null or 0: "
                                                     "none stated, the Act's 20 apply.")
    due_kind = graphene.Field(PaymentDueKind, description="How payment falls due; null: not stated.")
    due_value = graphene.Int(description="Working days 1\u2013120, days 0\u2013365, or a day 1\u201331, as dueKind.")


class ContractTermsUpdate(ViewerMutation):
    class Meta:
        description = "Set a contract's payment terms (claim date, schedule period, payment due)."
        output = ContractPayload

    class Arguments:
        input = ContractTermsUpdateInput(required=True, description="The terms.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data.pop("contract_id"))
        due_kind = data.get("due_kind")
        return ContractPayload(contract=service.set_terms(
            viewer, contract_id, schedule_working_days=data.get("schedule_working_days"),
            claim_day=data.get("claim_day"), claim_day2=data.get("claim_day2"),
            claim_every_weeks=data.get("claim_every_weeks"), claim_from=data.get("claim_from"),
            due_kind=getattr(due_kind, "value", due_kind), due_value=data.get("due_value")))
