"""Inputs of the retention mutations."""
import graphene

from app.graphql.core.scalars import Cents


class RetentionEntryRecordInput(graphene.InputObjectType):
    class Meta:
        description = "A deposit, release or correction on a contract's retention ledger."

    contract_id = graphene.ID(required=True, description="The contract (the viewer's side holds its retention).")
    kind = graphene.String(required=True, description="deposited, released or correction (used_for_defects "
                                                      "waits for the notice before use).")
    amount = Cents(required=True, description="Cents; a correction's is signed (what it adds to the entry).")
    date = graphene.Date(required=True, description="When it happened (not in the future).")
    bank_ref = graphene.String(description="The bank line or payment reference.")
    note = graphene.String(description="A note; a correction's reason (required for one).")
    corrects_id = graphene.ID(description="A correction: the RetentionEntry it corrects.")


class RetentionInstrumentRecordInput(graphene.InputObjectType):
    class Meta:
        description = "A complying instrument (s 18FB) covering a contract's retention money."

    contract_id = graphene.ID(required=True, description="The contract.")
    kind = graphene.String(required=True, description="insurance, bond or guarantee.")
    provider = graphene.String(required=True, description="The insurer or provider.")
    reference = graphene.String(description="The policy, bond or guarantee number.")
    amount = Cents(required=True, description="The amount it protects, in cents.")
    starts_on = graphene.Date(required=True, description="When it starts.")
    expires_on = graphene.Date(required=True, description="When it expires.")


class RetentionTrustAccountSaveInput(graphene.InputObjectType):
    class Meta:
        description = "The organisation's retention trust account (s 18E)."

    bank = graphene.String(required=True, description="A RegisteredBank key.")
    account_name = graphene.String(required=True, description="The account's name.")
    account_number = graphene.String(required=True, description="BB-bbbb-AAAAAAA-SS or BB-bbbb-AAAAAAA-SSS.")
    bank_notified_on = graphene.Date(description="When the bank was told the funds are held on trust.")
    attest = graphene.Boolean(required=True, description="The viewer attests the account holds only retention money.")
