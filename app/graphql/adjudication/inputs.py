"""The inputs of the adjudication mutations."""
import graphene

from app.graphql.core.scalars import Cents


class AdjudicationNoticeRefInput(graphene.InputObjectType):
    class Meta:
        description = "One notice of adjudication: its contract and number."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    number = graphene.Int(required=True, description="The notice's number on the contract.")


class AdjudicationNoticePrepareInput(graphene.InputObjectType):
    class Meta:
        description = ("A draft notice of adjudication, field for field with s 28(2). Without `number` a new draft; "
                       "with it, that draft changed (a served notice cannot change).")

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    number = graphene.Int(description="The draft to change; null: a new one.")
    claim_numbers = graphene.List(graphene.NonNull(graphene.Int), description=(
        "The served payment claims in dispute: each pre-fills an item (claimed, scheduled, received, disputed)."))
    variation_ids = graphene.List(graphene.NonNull(graphene.ID), description=(
        "The variations in dispute (their global IDs, as contractVariations gives them): each pre-fills an item "
        "with its estimate."))
    dispute = graphene.String(description="s 28(2)(b): the nature and a brief description of the dispute.")
    arose = graphene.String(description="s 28(2)(c): where and when the dispute arose.")
    relief = graphene.String(description=(
        "s 28(2)(d): the relief sought; empty: the disputed total 'or such other sum as the adjudicator may "
        "determine'."))
    charging_order = graphene.Boolean(description="s 28(2)(e); null: not answered yet (no default).")
    owner_liability = graphene.Boolean(description="s 28(2)(f); null: not answered yet (no default).")
    owner_name = graphene.String(description=(
        "s 28(1)(b): the owner it is served on too when (f) is yes (at most 500 characters); empty otherwise."))
    owner_address = graphene.String(description="The owner's address for service (at most 500 characters, lines kept).")


class AdjudicationStepRecordInput(graphene.InputObjectType):
    class Meta:
        description = "A step of the adjudication as it happened."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    number = graphene.Int(required=True, description="The notice's number.")
    kind = graphene.String(required=True, description=(
        "accepted, claim_served, response_served, response_extended, determination_extended or determined."))
    on = graphene.Date(required=True, description="The day it happened.")
    extended_to = graphene.Date(description="response_extended: the new last day; determination_extended: a date "
                                            "the parties agreed (null: 30 working days, by the adjudicator).")
    adjudicator = graphene.String(description="accepted, determined: the adjudicator.")
    amount = Cents(description="determined: the amount to be paid, in cents.")
    pay_by = graphene.Date(description="determined: the date it must be paid by.")
    charging_order_approved = graphene.Boolean(description="determined: whether a charging order was approved.")


class AdjudicationBundlePrepareInput(graphene.InputObjectType):
    class Meta:
        description = "'Prepare adjudication bundle': of a notice's disputed claims, of one claim, or of the contract."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    notice_number = graphene.Int(description="A notice of adjudication: the bundle of its disputed claims.")
    claim_number = graphene.Int(description="Without a notice: the bundle of this claim; neither: every served claim.")


class DeterminationPaymentRecordInput(graphene.InputObjectType):
    class Meta:
        description = "A payment made towards a notice of adjudication's determination (s 59)."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")
    number = graphene.Int(required=True, description="The notice's number.")
    paid_on = graphene.Date(required=True, description="The day it was paid.")
    amount = Cents(required=True, description="The amount paid, in cents; at most what is still unpaid.")
    reference = graphene.String(description="Its reference (at most 100 characters).")
