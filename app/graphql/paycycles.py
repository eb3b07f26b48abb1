"""Pay cycles in GraphQL: create, delete, and move a contract onto one (or back to manual).

Thin: the rules (FlowRead/FlowWrite, contract Edit, the day checks) live in app.contracts.paycycles.
"""
import graphene

from app.contracts import paycycles
from app.graphql.contracts import ContractPayload, PayCycleNode, contract_id_of, decode_id, plain, viewer_of


class PayCycleParamsInput(graphene.InputObjectType):
    class Meta:
        description = "Pay cycle days: monthly needs submit1, pay1, pay1FollowingPeriod; twice monthly also the 2s."

    period = graphene.String(required=True, description="monthly or twice_monthly.")
    submit1 = graphene.Int(description="Submit day of the first run (1-31).")
    pay1 = graphene.Int(description="Pay day of the first run (1-31).")
    pay1_following_period = graphene.Boolean(description="The first run pays in the following month.")
    submit2 = graphene.Int(description="Submit day of the second run (1-31).")
    pay2 = graphene.Int(description="Pay day of the second run (1-31).")
    pay2_following_period = graphene.Boolean(description="The second run pays in the following month.")


class PayCycleCreateInput(graphene.InputObjectType):
    class Meta:
        description = "A new pay cycle."

    name = graphene.String(description="Its name (default: the period's name).")
    params = graphene.Field(PayCycleParamsInput, required=True, description="Its days.")


class PayCycleCreatePayload(graphene.ObjectType):
    class Meta:
        description = "The new pay cycle."

    pay_cycle = graphene.Field(PayCycleNode, required=True, description="The pay cycle.")


_PARAM_KEYS = {"pay1_following_period": "pay1FollowingPeriod", "pay2_following_period": "pay2FollowingPeriod"}


class PayCycleCreate(graphene.Mutation):
    class Meta:
        description = "Create a pay cycle (needs FlowWrite)."
        output = PayCycleCreatePayload

    class Arguments:
        input = PayCycleCreateInput(required=True, description="The pay cycle.")

    def mutate(root, info, input):
        viewer = viewer_of(info)
        data = plain(input)
        params = {_PARAM_KEYS.get(k, k): v for k, v in data["params"].items()}
        return PayCycleCreatePayload(pay_cycle=paycycles.create_pay_cycle(viewer, data.get("name"), params))


class PayCycleDeleteInput(graphene.InputObjectType):
    class Meta:
        description = "A pay cycle to delete."

    id = graphene.ID(required=True, description="The pay cycle.")


class PayCycleDeletePayload(graphene.ObjectType):
    class Meta:
        description = "What was deleted."

    deleted_id = graphene.ID(required=True, description="The deleted pay cycle's global ID.")


class PayCycleDelete(graphene.Mutation):
    class Meta:
        description = "Delete a pay cycle; its contracts go back to manual (needs FlowWrite)."
        output = PayCycleDeletePayload

    class Arguments:
        input = PayCycleDeleteInput(required=True, description="The pay cycle.")

    def mutate(root, info, input):
        viewer = viewer_of(info)
        pay_cycle_id = decode_id(input.id, "PayCycle", message=paycycles.PAY_CYCLE_NOT_FOUND)
        paycycles.delete_pay_cycle(viewer, pay_cycle_id)
        return PayCycleDeletePayload(deleted_id=input.id)


class ContractPayCycleSetInput(graphene.InputObjectType):
    class Meta:
        description = "Put a contract in a pay cycle, or back to manual (payCycleId null)."

    contract_id = graphene.ID(required=True, description="The contract.")
    pay_cycle_id = graphene.ID(description="The pay cycle; null for manual.")


class ContractPayCycleSet(graphene.Mutation):
    class Meta:
        description = "Move a contract onto a pay cycle or to manual (needs FlowWrite and contract Edit)."
        output = ContractPayload

    class Arguments:
        input = ContractPayCycleSetInput(required=True, description="The move.")

    def mutate(root, info, input):
        viewer = viewer_of(info)
        contract_id = contract_id_of(input.contract_id)
        pay_cycle_id = (
            decode_id(input.pay_cycle_id, "PayCycle", message=paycycles.PAY_CYCLE_NOT_FOUND)
            if input.pay_cycle_id else None
        )
        return ContractPayload(contract=paycycles.set_contract_pay_cycle(viewer, contract_id, pay_cycle_id))


class PayCyclesMutation(graphene.ObjectType):
    pay_cycle_create = PayCycleCreate.Field(description="Create a pay cycle.")
    pay_cycle_delete = PayCycleDelete.Field(description="Delete a pay cycle.")
    contract_pay_cycle_set = ContractPayCycleSet.Field(description="Move a contract onto a pay cycle or to manual.")
