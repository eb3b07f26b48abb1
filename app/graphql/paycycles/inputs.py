"""Inputs of the pay cycle mutations."""
import graphene


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
    schedule_working_days = graphene.Int(description="The payment schedule period it sets on the contracts moved onto "
                                                     "it (1-60 working days); null: it sets none (each contract keeps "
                                                     "its own).")


class PayCycleCreateInput(graphene.InputObjectType):
    class Meta:
        description = "A new pay cycle."

    name = graphene.String(description="Its name (default: the period's name).")
    params = graphene.InputField(PayCycleParamsInput, required=True, description="Its days.")


class PayCycleDeleteInput(graphene.InputObjectType):
    class Meta:
        description = "A pay cycle to delete."

    id = graphene.ID(required=True, description="The pay cycle.")


class ContractPayCycleSetInput(graphene.InputObjectType):
    class Meta:
        description = "Put a contract in a pay cycle, or back to manual (payCycleId null)."

    contract_id = graphene.ID(required=True, description="The contract.")
    pay_cycle_id = graphene.ID(description="The pay cycle; null for manual.")
