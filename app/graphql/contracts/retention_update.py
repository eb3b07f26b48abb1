"""contractRetentionUpdate: set a contract's retention settings (app.contracts.retention)."""
import graphene

from app.contracts import retention as service
from app.graphql.contracts.mutations import ContractPayload
from app.graphql.contracts.retention import RetentionTrigger
from app.graphql.core.ids import contract_id_of
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation


class RetentionStageInput(graphene.InputObjectType):
    class Meta:
        description = "A stage of the retention's release."

    label = graphene.String(required=True, description="The event, e.g. 'Practical completion'.")
    share = graphene.Int(required=True, description="Its share of the retention held, basis points (5000: 50 %).")
    trigger = graphene.InputField(RetentionTrigger, required=True,
                                  description="What releases it (OtherContract is refused: CCA ss 13 and 18I).")
    months = graphene.Int(description="Months after the event (MonthsAfter, 1-120).")
    event_on = graphene.Date(description="The event's date, once known.")


class ContractRetentionUpdateInput(graphene.InputObjectType):
    class Meta:
        description = ("A contract's retention settings, all of them: the facts its regime depends on and its "
                       "retention terms. Needs Edit on the contract, either party.")

    contract_id = graphene.ID(required=True, description="The contract.")
    entered_on = graphene.Date(description="The date the contract was entered into.")
    renewed_on = graphene.Date(description="The date it was last renewed for a further term (not before enteredOn).")
    residential_occupier = graphene.Boolean(required=True, description="A party is a residential occupier.")
    opted_in = graphene.Boolean(required=True, description="The parties agreed subpart 2A applies to a contract "
                                                           "entered into before 31 March 2017 (s 11A(3)(b)), as "
                                                           "typed: kept only for such a contract (before "
                                                           "RetentionRegime.optInBefore), false otherwise.")
    stages = graphene.List(graphene.NonNull(RetentionStageInput), required=True,
                           description="The release stages; their shares add up to 100 % (none: not stated).")
    defects_clause = graphene.String(description="The clause permitting use for defects.")
    defects_procedure = graphene.String(description="The procedure before use for defects.")
    interest_rate = graphene.Int(description="The agreed interest rate on late release, basis points a year; null: "
                                             "none agreed.")
    deposit_working_days = graphene.Int(description="Working days to deposit money withheld (0-10); null: "
                                                    "Claimdesk's default of 2.")


class ContractRetentionUpdate(ViewerMutation):
    class Meta:
        description = "Set a contract's retention settings: its dates, residential occupier, and retention terms."
        output = ContractPayload

    class Arguments:
        input = ContractRetentionUpdateInput(required=True, description="The settings.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        stages = [{"label": s["label"], "share": s["share"], "trigger": s["trigger"], "months": s.get("months", 0),
                   "eventOn": s.get("event_on")} for s in data.get("stages", [])]
        return ContractPayload(contract=service.set_retention(
            viewer, contract_id_of(data["contract_id"]), entered_on=data.get("entered_on"),
            renewed_on=data.get("renewed_on"), residential_occupier=data["residential_occupier"],
            opted_in=data["opted_in"], stages=stages, defects_clause=data.get("defects_clause", ""),
            defects_procedure=data.get("defects_procedure", ""), interest_rate=data.get("interest_rate"),
            deposit_working_days=data.get("deposit_working_days")))
