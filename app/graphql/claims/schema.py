"""The claim mutations of the root Mutation (claims are read through Contract and `node`)."""
import graphene

from app.graphql.claims.line_import import ClaimLinesImport
from app.graphql.claims.mutations import (
    ClaimChangeToDraft,
    ClaimCreate,
    ClaimDelete,
    ClaimDeleteDraft,
    ClaimMarkPaid,
    ClaimMarkRead,
    ClaimPatch,
    ClaimResend,
    ClaimSend,
    ClaimSetPaying,
    ClaimSubmit,
    LedgerUpdate,
    ScheduleOfValuesUpdate,
)
from app.graphql.claims.revisions import ClaimRevision
from app.graphql.claims.types import Claim


class ClaimsMutation(graphene.ObjectType):
    ledger_update = LedgerUpdate.Field(description="Edit the draft claim's lines.")
    schedule_of_values_update = ScheduleOfValuesUpdate.Field(description="Change the contract's schedule of values.")
    claim_create = ClaimCreate.Field(description="Start the next claim.")
    claim_patch = ClaimPatch.Field(description="Change a draft revision's details.")
    claim_submit = ClaimSubmit.Field(description="Submit (and send) a draft.")
    claim_send = ClaimSend.Field(description="Send the latest submitted revision (idempotent).")
    claim_resend = ClaimResend.Field(description="Email a submitted claim again.")
    claim_change_to_draft = ClaimChangeToDraft.Field(description="Move a submitted claim back to draft.")
    claim_delete_draft = ClaimDeleteDraft.Field(description="Delete a draft revision.")
    claim_delete = ClaimDelete.Field(description="Delete or void a claim.")
    claim_mark_paid = ClaimMarkPaid.Field(description="Mark a claim paid or not paid.")
    claim_set_paying = ClaimSetPaying.Field(description="The customer's payment-sent toggle.")
    claim_mark_read = ClaimMarkRead.Field(description="Mark a claim read or unread.")
    claim_lines_import = ClaimLinesImport.Field(description="Add lines to a draft claim from a CSV file or a paste.")


TYPES = [Claim, ClaimRevision]
