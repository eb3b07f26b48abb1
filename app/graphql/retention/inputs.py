"""Inputs of the retention mutations.

Only the contract is required by the schema. Every other field the service checks is optional here so
that a missing or null value gets the service's error beside its field ('Enter the date' on `date`),
not a GraphQL error that names no field.
"""
import graphene

from app.graphql.core.scalars import Cents


class RetentionEntryRecordInput(graphene.InputObjectType):
    class Meta:
        description = "A deposit, release or correction on a contract's retention ledger."

    contract_id = graphene.ID(required=True, description="The contract (the viewer's side holds its retention).")
    kind = graphene.String(description="deposited, released or correction (used_for_defects waits for the notice "
                                       "before use). Required (refused beside the field without).")
    amount = Cents(description="Cents; a correction's is signed (what it adds to the entry). Required.")
    date = graphene.Date(description="When it happened (not in the future). Required.")
    bank_ref = graphene.String(description="The bank line or payment reference.")
    note = graphene.String(description="A note; a correction's reason (required for one).")
    corrects_id = graphene.ID(description="A correction: the RetentionEntry it corrects.")


class RetentionInstrumentRecordInput(graphene.InputObjectType):
    class Meta:
        description = "A complying instrument (s 18FB) covering a contract's retention money."

    contract_id = graphene.ID(required=True, description="The contract.")
    kind = graphene.String(description="insurance, bond or guarantee. Required.")
    provider = graphene.String(description="The insurer or provider. Required.")
    reference = graphene.String(description="The policy, bond or guarantee number.")
    amount = Cents(description="The amount it protects, in cents. Required.")
    starts_on = graphene.Date(description="When it starts. Required.")
    expires_on = graphene.Date(description="When it expires. Required.")


class RetentionTrustAccountSaveInput(graphene.InputObjectType):
    class Meta:
        description = "The organisation's retention trust account (s 18E)."

    bank = graphene.String(description="A RegisteredBank key. Required.")
    account_name = graphene.String(description="The account's name. Required.")
    account_number = graphene.String(description="BB-bbbb-AAAAAAA-SS or BB-bbbb-AAAAAAA-SSS. Required.")
    bank_notified_on = graphene.Date(description="When the bank was told the funds are held on trust. Required.")
    attest = graphene.Boolean(description="The viewer attests the account holds only retention money (true). "
                                          "Required.")
