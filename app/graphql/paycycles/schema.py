"""The pay cycle mutations of the root Mutation (the `payCycles` list is a contracts query)."""
import graphene

from app.graphql.paycycles.mutations import ContractPayCycleSet, PayCycleCreate, PayCycleDelete


class PayCyclesMutation(graphene.ObjectType):
    pay_cycle_create = PayCycleCreate.Field(description="Create a pay cycle.")
    pay_cycle_delete = PayCycleDelete.Field(description="Delete a pay cycle.")
    contract_pay_cycle_set = ContractPayCycleSet.Field(description="Move a contract onto a pay cycle or to manual.")
