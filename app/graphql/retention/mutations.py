"""Retention mutations: thin, the rules live in app.retention.service."""
import graphene

from app.graphql.core.ids import contract_id_of, from_global_id_or_error
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation
from app.graphql.retention.inputs import (RetentionEntryRecordInput, RetentionInstrumentRecordInput,
                                          RetentionTrustAccountSaveInput)
from app.graphql.retention.types import RetentionLedger, RetentionOverview, TrustAccount
from app.retention import queries, service


def _ledger_of(viewer, contract_id: int):
    overview = queries.overview(viewer, contract_id)
    return next((RetentionLedger.of(view, overview) for view in overview.we_hold if view.contract_id == contract_id),
                None)


class RetentionLedgerPayload(graphene.ObjectType):
    class Meta:
        description = "The ledger as it now stands."

    ledger = graphene.Field(RetentionLedger, description="The contract's ledger.")


class RetentionEntryRecord(ViewerMutation):
    class Meta:
        description = ("Record a deposit, release or correction (the holder's owners and members "
                       "with Edit). Releasing or using more than is held is refused.")
        output = RetentionLedgerPayload

    class Arguments:
        input = RetentionEntryRecordInput(required=True, description="The entry.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data.pop("contract_id"))
        if data.get("corrects_id") is not None:
            data["corrects_id"] = from_global_id_or_error(data["corrects_id"], "RetentionEntry",
                                                          service.ENTRY_NOT_FOUND)
        service.record_entry(viewer, contract_id, data)
        return RetentionLedgerPayload(ledger=_ledger_of(viewer, contract_id))


class RetentionInstrumentRecord(ViewerMutation):
    class Meta:
        description = "Record an instrument covering a contract's retention money (the holder's owners and editors)."
        output = RetentionLedgerPayload

    class Arguments:
        input = RetentionInstrumentRecordInput(required=True, description="The instrument.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data.pop("contract_id"))
        service.record_instrument(viewer, contract_id, data)
        return RetentionLedgerPayload(ledger=_ledger_of(viewer, contract_id))


class RetentionTrustAccountSavePayload(graphene.ObjectType):
    class Meta:
        description = "The trust account as recorded (the Retention page asks for its overview again)."

    trust_account = graphene.Field(TrustAccount, required=True, description="The account.")


class RetentionTrustAccountSave(ViewerMutation):
    class Meta:
        description = "Record the organisation's retention trust account (owners and members who can edit projects)."
        output = RetentionTrustAccountSavePayload

    class Arguments:
        input = RetentionTrustAccountSaveInput(required=True, description="The account.")

    @classmethod
    def perform(cls, viewer, input):
        account = service.save_trust_account(viewer, plain(input))
        return RetentionTrustAccountSavePayload(trust_account=TrustAccount.of(account))


def overview_of(viewer):
    return RetentionOverview.of(viewer, queries.overview(viewer))
