"""Pay cycle mutations: create, delete, and move a contract onto one (or back to manual).

Thin: the rules (FlowRead/FlowWrite, contract Edit, the day checks) live in app.contracts.paycycles.
"""
import graphene

from app.contracts import paycycles
from app.graphql.contracts.mutations import ContractPayload
from app.graphql.core.ids import contract_id_of, tenant_id_or_error
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation
from app.graphql.paycycles.inputs import ContractPayCycleSetInput, PayCycleCreateInput, PayCycleDeleteInput
from app.graphql.paycycles.types import PayCycle


class PayCycleCreatePayload(graphene.ObjectType):
    class Meta:
        description = "The new pay cycle."

    pay_cycle = graphene.Field(PayCycle, required=True, description="The pay cycle.")


_PARAM_KEYS = {"pay1_following_period": "pay1FollowingPeriod", "pay2_following_period": "pay2FollowingPeriod",
               "schedule_working_days": "scheduleWorkingDays"}


class PayCycleCreate(ViewerMutation):
    class Meta:
        description = "Create a pay cycle (needs FlowWrite)."
        output = PayCycleCreatePayload

    class Arguments:
        input = PayCycleCreateInput(required=True, description="The pay cycle.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        params = {_PARAM_KEYS.get(k, k): v for k, v in data["params"].items()}
        return PayCycleCreatePayload(pay_cycle=paycycles.create_pay_cycle(viewer, data.get("name"), params))


class PayCycleDeletePayload(graphene.ObjectType):
    class Meta:
        description = "What was deleted."

    deleted_id = graphene.ID(required=True, description="The deleted pay cycle's global ID.")


class PayCycleDelete(ViewerMutation):
    class Meta:
        description = "Delete a pay cycle; its contracts go back to manual (needs FlowWrite)."
        output = PayCycleDeletePayload

    class Arguments:
        input = PayCycleDeleteInput(required=True, description="The pay cycle.")

    @classmethod
    def perform(cls, viewer, input):
        pay_cycle_id = tenant_id_or_error(input.id, "PayCycle", viewer.org.id, paycycles.PAY_CYCLE_NOT_FOUND)
        paycycles.delete_pay_cycle(viewer, pay_cycle_id)
        return PayCycleDeletePayload(deleted_id=input.id)


class ContractPayCycleSet(ViewerMutation):
    class Meta:
        description = "Move a contract onto a pay cycle or to manual (needs FlowWrite and contract Edit)."
        output = ContractPayload

    class Arguments:
        input = ContractPayCycleSetInput(required=True, description="The move.")

    @classmethod
    def perform(cls, viewer, input):
        contract_id = contract_id_of(input.contract_id)
        pay_cycle_id = (
            tenant_id_or_error(input.pay_cycle_id, "PayCycle", viewer.org.id, paycycles.PAY_CYCLE_NOT_FOUND)
            if input.pay_cycle_id else None
        )
        return ContractPayload(contract=paycycles.set_contract_pay_cycle(viewer, contract_id, pay_cycle_id))
