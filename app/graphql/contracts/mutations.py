"""Contract mutations: create, update, members, archive and restore, and answering an invitation.
Thin: rules live in app.contracts."""
import graphene

from app.contracts import creating, invitations, removing, service
from app.graphql.contracts.inputs import (
    ContractCreateInput,
    ContractIdInput,
    ContractMembersUpdateInput,
    ContractUpdateInput,
)
from app.graphql.contracts.types import Contract
from app.graphql.core.ids import contract_id_of, database_id, from_global_id_or_error
from app.graphql.core.inputs import plain
from app.graphql.core.mutations import ViewerMutation


def _member_user(user: dict) -> dict:
    out = {}
    if user.get("id"):
        user_id, account_id = database_id(user["id"], "User"), database_id(user["id"], "Account")
        if user_id is not None:
            out["user_id"] = user_id
        elif account_id is not None:
            out["account_id"] = account_id
        else:  # answered like a user of another organisation (app.contracts.creating)
            out["unknown_id"] = True
    if user.get("email"):
        out["email"] = user["email"]
    return out


def _party(party: dict | None) -> dict | None:
    if not party:
        return party
    out = {"contact": party.get("contact")}
    if party.get("id"):
        out["org_id"] = from_global_id_or_error(party["id"], "Organisation", "Organisation not found")
    return out


class ContractPayload(graphene.ObjectType):
    class Meta:
        description = "The contract after the change."

    contract = graphene.Field(Contract, required=True, description="The contract.")


class ContractCreate(ViewerMutation):
    class Meta:
        description = "Create a project or a subcontract (contractCreate)."
        output = ContractPayload

    class Arguments:
        input = ContractCreateInput(required=True, description="The new contract.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        for key in ("customer", "supplier"):
            data[key] = _party(data.get(key))
        if data.get("parent_id") is not None:  # any id sent, "" included, must name a contract
            data["parent_id"] = contract_id_of(data["parent_id"])
        data["members"] = [{**m, "user": _member_user(m.get("user") or {})} for m in data.get("members", [])]
        return ContractPayload(contract=creating.create_contract(viewer, data))


class ContractUpdate(ViewerMutation):
    class Meta:
        description = "Update a contract's site details or a party's contact (contract update)."
        output = ContractPayload

    class Arguments:
        input = ContractUpdateInput(required=True, description="The change.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data.pop("contract_id"))
        return ContractPayload(contract=service.update_contract(viewer, contract_id, data))


class ContractMembersUpdate(ViewerMutation):
    class Meta:
        description = "Change contract roles, add or remove people of the viewer's organisation (contract members)."
        output = ContractPayload

    class Arguments:
        input = ContractMembersUpdateInput(required=True, description="The changes.")

    @classmethod
    def perform(cls, viewer, input):
        data = plain(input)
        contract_id = contract_id_of(data["contract_id"])
        changes = []
        for change in data["members"]:
            if change.get("id"):
                change["id"] = from_global_id_or_error(change["id"], "ContractMember", service.MEMBER_NOT_FOUND)
            if change.get("user"):
                change["user_id"] = from_global_id_or_error(change.pop("user"), "User", "User not found")
            changes.append(change)
        return ContractPayload(contract=service.update_members(viewer, contract_id, changes))


class ContractArchiveMutation(ViewerMutation):
    """contractArchive / contractRestore: set the archived flag of the contract named by ContractIdInput."""

    archived: bool

    class Meta:
        abstract = True

    class Arguments:
        input = ContractIdInput(required=True, description="The contract.")

    @classmethod
    def perform(cls, viewer, input):
        return ContractPayload(contract=service.set_archived(viewer, contract_id_of(input.contract_id), cls.archived))


class ContractArchive(ContractArchiveMutation):
    archived = True

    class Meta:
        description = "Archive a contract (read-only until restored). Needs Edit."
        output = ContractPayload


class ContractRestore(ContractArchiveMutation):
    archived = False

    class Meta:
        description = "Restore an archived contract. Needs Edit."
        output = ContractPayload


class ContractInvitationAccept(ViewerMutation):
    class Meta:
        description = ("Accept the viewer organisation's invitation to a contract: it becomes a party, and the contract "
                       "reads like any other. An invitation addressed to the viewer by email (`byEmail`) is taken "
                       "by this workspace: it becomes the party and its business details replace what the inviter "
                       "typed. Needs ContractCreate.")
        output = ContractPayload

    class Arguments:
        input = ContractIdInput(required=True, description="The contract of the invitation.")

    @classmethod
    def perform(cls, viewer, input):
        contract_id = from_global_id_or_error(input.contract_id, "Contract", invitations.INVITATION_NOT_FOUND)
        return ContractPayload(contract=invitations.accept(viewer, contract_id))


class ContractInvitationDeclinePayload(graphene.ObjectType):
    class Meta:
        description = "The invitation declined: it is gone, and none of the organisation's people is on the contract."

    contract_id = graphene.ID(required=True, description="The contract's global ID.")


class ContractInvitationDecline(ViewerMutation):
    class Meta:
        description = ("Decline the viewer organisation's invitation to a contract (or one addressed to the viewer by "
                       "email, from any of their workspaces): it leaves the list, the invited people leave the "
                       "contract, and the inviting side sees it Declined. Needs ContractCreate.")
        output = ContractInvitationDeclinePayload

    class Arguments:
        input = ContractIdInput(required=True, description="The contract of the invitation.")

    @classmethod
    def perform(cls, viewer, input):
        contract_id = from_global_id_or_error(input.contract_id, "Contract", invitations.INVITATION_NOT_FOUND)
        invitations.decline(viewer, contract_id)
        return ContractInvitationDeclinePayload(contract_id=input.contract_id)


class ContractPartyRemove(ViewerMutation):
    class Meta:
        description = ("Take the other party off a contract it was put on by mistake: its people lose access at once "
                       "and are told by email. Needs Edit in the owner organisation; refused while the contract has "
                       "claims, payment schedules or subcontracts of that party (HAS_DOCUMENTS).")
        output = ContractPayload

    class Arguments:
        input = ContractIdInput(required=True, description="The contract.")

    @classmethod
    def perform(cls, viewer, input):
        return ContractPayload(contract=removing.remove_party(viewer, contract_id_of(input.contract_id)))
