"""Claim mutations, one per action. Thin: the rules and their refusals live in app.claims."""
import graphene

from app.claims import contract_lines, document, ledger, policy, queries, service
from app.graphql.claims.entries import ClaimLine
from app.graphql.claims.inputs import (
    ClaimCreateInput,
    ClaimMarkPaidInput,
    ClaimMarkReadInput,
    ClaimPatchInput,
    ClaimRefInput,
    ClaimResendInput,
    ClaimSetPayingInput,
    ClaimSubmitInput,
    LedgerUpdateInput,
    ScheduleOfValuesUpdateInput,
)
from app.graphql.claims.ledger import Ledger, ledger_of
from app.graphql.claims.types import CONTRACT, Claim, ClaimView
from app.graphql.core.ids import contract_id_of, from_global_id_or_error
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation
from app.payments import service as payments


class ClaimPayload(graphene.ObjectType):
    class Meta:
        description = "The claim after the change."

    claim = graphene.Field(Claim, required=True, description="The claim.")


class LedgerUpdatePayload(graphene.ObjectType):
    class Meta:
        description = ("The ledger after the update. A client holding the draft's lines brings them up to date "
                       "from `changedLines` and `deletedItemIds` (and the draft's totals from `claim`) rather than "
                       "reading every line again.")

    ledger_rev = graphene.String(required=True, description="The new ledgerRev: base edits made from now on on it; "
                                                            "updates based on an earlier one list it in `ownRevs`.")
    claim = graphene.Field(Claim, required=True, description="The draft claim.")
    ledger = graphene.Field(Ledger, required=True, description="The contract's ledger (read only when asked).")
    changed_lines = graphene.List(
        graphene.NonNull(ClaimLine), required=True,
        description="The draft's lines this update created or changed (a reordered line whose position moved, a "
                    "voided line now a reversal), and the retention line, whose amount follows the others; by "
                    "position, as the draft's `lines` lists them.")
    deleted_item_ids = graphene.List(
        graphene.NonNull(graphene.String), required=True,
        description="The items whose line this update took off the draft: deleted lines that earlier claims claimed "
                    "nothing on (a line with earlier amounts stays, voided, in `changedLines`).")

    # The root is the update's ledger.LedgerResult.
    def resolve_ledger_rev(root, info):
        return str(root.ledger_rev)

    def resolve_claim(root, info):
        return ClaimView(root.contract, root.claim)

    def resolve_ledger(root, info):
        return ledger_of(root.contract)

    def resolve_changed_lines(root, info):
        c = root.contract.contract
        data = queries.ledger_data(c.id, c.tax_rate_id, drafts=policy.may_see_drafts(root.contract))
        return document.view_for(data, root.claim, root.claim.draft_rev).lines(root.claim.id, item_ids=root.changed)

    def resolve_deleted_item_ids(root, info):
        return root.deleted


def _line(data: dict) -> dict:
    if data.get("files") is not None:
        data["files"] = [dict(f) for f in data["files"]]
    return data


class LedgerUpdate(ViewerMutation):
    class Meta:
        description = (
            "Edit the draft claim's lines (ledger update), all or nothing. Optimistic concurrency: send the "
            "ledgerRev the edits were based on; when someone else changed a line this update touches since "
            "then (or submitted / restarted the draft), nothing is applied and the error is 'Someone else "
            "changed this claim. Reload to see their changes; your edits are kept.' (extensions.code "
            "LEDGER_CONFLICT): reload the ledger, re-apply the staged edits, send again.")
        output = LedgerUpdatePayload

    class Arguments:
        input = LedgerUpdateInput(required=True, description="The edits.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data["contract_id"])
        formula = ledger.UNSET
        if data.get("clear_retention"):
            formula = None
        elif "retention_formula" in data:
            formula = data["retention_formula"]
        changes = ledger.LedgerChanges(
            create=[_line(line) for line in data.get("create", [])],
            update=[_line(line) for line in data.get("update", [])],
            delete_ids=data.get("delete_ids", []), order=data.get("order"), retention_formula=formula)
        return ledger.update_ledger(viewer, contract_id, data["ledger_rev"], changes, number=data.get("number"),
                                    own_revs=data.get("own_revs") or ())


class ClaimCreate(ViewerMutation):
    class Meta:
        description = ("Start the next claim (claimCreate): number one more than the highest in use, dated today, "
                       "due 20 working days later, with every line of the previous claim and nothing claimed. "
                       "Refused while another claim is a draft.")
        output = ClaimPayload

    class Arguments:
        input = ClaimCreateInput(required=True, description="The contract.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim = service.create_claim(viewer, contract_id_of(input.contract_id))
        return ClaimPayload(claim=ClaimView(found, claim))


class ClaimPatch(ViewerMutation):
    class Meta:
        description = "Change the draft revision's period, dates, references, billing mode, type or files."
        output = ClaimPayload

    class Arguments:
        input = ClaimPatchInput(required=True, description="The change.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        patch = data["patch"]
        if patch.get("attach"):
            patch["attach"] = [dict(f) for f in patch["attach"]]
        found, claim = service.patch_claim(viewer, contract_id_of(data["contract_id"]), data["number"],
                                           data.get("rev"), patch)
        return ClaimPayload(claim=ClaimView(found, claim))


class ClaimSubmit(ViewerMutation):
    class Meta:
        description = (
            "Submit the draft (SupplierSubmit): checks it is a valid CCA payment claim ('Please fix the errors "
            "before submitting: ...' naming each problem, e.g. 'Period date range is required', 'Due Date is "
            "required'), freezes the revision, and emails it to the customer recipients (once: a repeat of the "
            "same submission sends nothing more).")
        output = ClaimPayload

    class Arguments:
        input = ClaimSubmitInput(required=True, description="The submission.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        found, claim = service.submit_claim(viewer, contract_id_of(data["contract_id"]), data["number"],
                                            data.get("rev"), claim_date=data.get("date"),
                                            due_date=data.get("due_date"))
        return ClaimPayload(claim=ClaimView(found, claim))


class ClaimRefMutation(ViewerMutation):
    """A mutation on one claim named by ClaimRefInput that answers the claim:
    `action(viewer, contract_id, number) -> (found, claim)` does the work and its checks."""

    action = None

    class Meta:
        abstract = True

    class Arguments:
        input = ClaimRefInput(required=True, description="The claim.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim = cls.action(viewer, contract_id_of(input.contract_id), input.number)
        return ClaimPayload(claim=ClaimView(found, claim))


class ClaimSend(ClaimRefMutation):
    action = staticmethod(service.send_claim)

    class Meta:
        description = ("Send the latest submitted revision to the customer recipients. claimSubmit sends already; "
                       "this is idempotent (each recipient gets each revision once).")
        output = ClaimPayload


class ClaimResendPayload(graphene.ObjectType):
    class Meta:
        description = "The claim, and how many emails were sent."

    claim = graphene.Field(Claim, required=True, description="The claim.")
    sent_count = graphene.Int(required=True, description="Emails sent by this call (0 for a repeat).")


class ClaimResend(ViewerMutation):
    class Meta:
        description = "Email the latest submitted revision again to the non-supplier members (SupplierSubmit)."
        output = ClaimResendPayload

    class Arguments:
        input = ClaimResendInput(required=True, description="The resend.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        user_ids = None
        if data.get("user_ids") is not None:
            user_ids = [from_global_id_or_error(u, "User", "User not found") for u in data["user_ids"]]
        found, claim, sent = service.resend_claim(viewer, contract_id_of(data["contract_id"]), data["number"],
                                                  user_ids=user_ids, request_key=data.get("request_key"))
        return ClaimResendPayload(claim=ClaimView(found, claim), sent_count=sent)


class ClaimChangeToDraft(ClaimRefMutation):
    action = staticmethod(service.change_to_draft)

    class Meta:
        description = ("Move a submitted claim back to draft ('Change to draft?' / 'This will allow editing the "
                       "claim.'): a new draft revision copying the latest. Refused once a payment schedule exists, "
                       "for any claim but the latest, and while another claim is a draft.")
        output = ClaimPayload


class ClaimDeleteDraftPayload(graphene.ObjectType):
    class Meta:
        description = "What deleting the draft did."

    did_delete_claim = graphene.Boolean(required=True, description="The claim was never submitted, so it is "
                                                                   "deleted (status Deleted): go to the claims tab.")
    claim = graphene.Field(Claim, required=True, description="The claim.")


class ClaimDeleteDraft(ViewerMutation):
    class Meta:
        description = "Delete the draft revision ('Delete Draft?' / 'This can't be undone.')."
        output = ClaimDeleteDraftPayload

    class Arguments:
        input = ClaimRefInput(required=True, description="The claim.")

    @classmethod
    def perform(cls, viewer, input):
        found, claim, deleted = service.delete_draft(viewer, contract_id_of(input.contract_id), input.number)
        return ClaimDeleteDraftPayload(did_delete_claim=deleted, claim=ClaimView(found, claim))


class ClaimDelete(ClaimRefMutation):
    action = staticmethod(service.delete_claim)

    class Meta:
        description = ("Delete a claim: a claim never submitted is deleted (status Deleted); a submitted one is "
                       "voided (status Voided, no longer counted; the customer recipients are told). Only the "
                       "latest claim, never a paid or scheduled one. Go to the contract's claims tab after.")
        output = ClaimPayload


class ClaimFlagMutation(ViewerMutation):
    """A mutation setting one flag of a claim (input `{contractId, number, <flag>}`) that answers the
    claim: `action(viewer, contract_id, number, value)` does the work and its checks."""

    flag = ""
    action = None

    class Meta:
        abstract = True

    @classmethod
    def perform(cls, viewer, input):
        found, claim = cls.action(viewer, contract_id_of(input.contract_id), input.number, input[cls.flag])
        return ClaimPayload(claim=ClaimView(found, claim))


class ClaimMarkPaid(ClaimFlagMutation):
    flag = "is_paid"
    action = staticmethod(payments.mark_paid)

    class Meta:
        description = "Mark a submitted claim paid / not paid (supplier side, SupplierDraft)."
        output = ClaimPayload

    class Arguments:
        input = ClaimMarkPaidInput(required=True, description="The change.")


class ClaimSetPaying(ClaimFlagMutation):
    flag = "is_paying"
    action = staticmethod(payments.set_paying)

    class Meta:
        description = "Mark the payment of a submitted claim as sent / not sent (customer side, CustomerDraft)."
        output = ClaimPayload

    class Arguments:
        input = ClaimSetPayingInput(required=True, description="The change.")


class ClaimMarkRead(ViewerMutation):
    class Meta:
        description = ("Mark a claim read by the viewer (viewing the latest revision does it; delay 1 s on public "
                       "link pages), or unread. The customer side's first reading sets the revision's openedAt.")
        output = ClaimPayload

    class Arguments:
        input = ClaimMarkReadInput(required=True, description="The claim.")

    @classmethod
    def perform(cls, viewer, input):
        is_read = True if input.is_read is None else input.is_read
        found, claim = service.mark_read(viewer, contract_id_of(input.contract_id), input.number, input.rev,
                                         is_read)
        return ClaimPayload(claim=ClaimView(found, claim))


class ScheduleOfValuesPayload(graphene.ObjectType):
    class Meta:
        description = "The contract after the change of its schedule of values."

    contract = graphene.Field(CONTRACT, required=True, description="The contract.")


class ScheduleOfValuesUpdate(ViewerMutation):
    class Meta:
        description = (
            "Set up the contract's schedule of values (supplier side, Edit): create, change, delete and reorder "
            "lines, all or nothing. The draft claim, when there is one, follows. A line's quantity, rate, value "
            "and deletion are refused once a claim has an amount on it: 'Claim {n} has an amount on this line, so "
            "its quantity, rate and value are fixed and it cannot be deleted'.")
        output = ScheduleOfValuesPayload

    class Arguments:
        input = ScheduleOfValuesUpdateInput(required=True, description="The changes.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        changes = contract_lines.ScheduleChanges(create=data.get("create", []), update=data.get("update", []),
                                                 delete_ids=data.get("delete_ids", []), order=data.get("order"))
        found = contract_lines.update_schedule(viewer, contract_id_of(data["contract_id"]), changes)
        return ScheduleOfValuesPayload(contract=found)
