"""The contract entry points: `projects`, `contract(owner, slug)`, `contractInvitation(owner, slug)`,
pay cycles, people and CSV lookups, and the contract mutations."""
import graphene

from app.contracts import access, invitations, paycycles, people
from app.contracts import policy as contracts_policy
from app.domain.csv_lines import CsvImportError, parse_lines_csv
from app.graphql.contracts.chain import ChainQuery  # issue 40: the contracting chain
from app.graphql.contracts.mutations import (
    ContractArchive,
    ContractCreate,
    ContractInvitationAccept,
    ContractInvitationDecline,
    ContractMembersUpdate,
    ContractPartyRemove,
    ContractRestore,
    ContractUpdate,
)
from app.graphql.contracts.projects import (
    CsvLines,
    Projects,
    RecipientSuggestion,
    csv_data,
    csv_problems,
    suggestion_type,
)
from app.graphql.contracts.retention_update import ContractRetentionUpdate
from app.graphql.contracts.terms_update import ContractTermsUpdate
from app.graphql.contracts.types import Contract, ContractInvitation, PreviousClaimLine
from app.graphql.core.viewer import viewer_of
from app.graphql.paycycles.types import PayCycle


class ContractsQuery(ChainQuery, graphene.ObjectType):
    projects = graphene.Field(Projects, description="The viewer organisation's projects; null when signed out.")
    contract = graphene.Field(
        Contract,
        owner=graphene.String(required=True, description="The owner organisation's slug."),
        slug=graphene.String(required=True, description="The contract's slug."),
        description="A contract by its route ({owner}/{contract}); null when missing or out of reach.",
    )
    contract_invitation = graphene.Field(
        ContractInvitation,
        owner=graphene.String(required=True, description="The owner organisation's slug."),
        slug=graphene.String(required=True, description="The contract's slug."),
        description="The viewer organisation's invitation to a contract, by the contract's route (where its emails "
        "link to); null when there is none.",
    )
    pay_cycles = graphene.List(graphene.NonNull(PayCycle), required=True,
                               description="The viewer organisation's pay cycles (needs FlowRead).")
    recipient_search = graphene.List(
        graphene.NonNull(RecipientSuggestion), required=True,
        text=graphene.String(required=True, description="What was typed: an email, or part of a name or email."),
        first=graphene.Int(default_value=people.SUGGESTIONS, description="How many suggestions (about 10)."),
        description="People to put on a new contract, best first.",
    )
    user_by_email = graphene.Field(
        RecipientSuggestion, email=graphene.String(required=True, description="The exact email address."),
        description="The user with this email (email, id, name, public contacts), or null.",
    )
    claim_lines_from_csv = graphene.Field(
        CsvLines, required=True,
        csv=graphene.String(description="Pasted text (tab- or comma-separated, header first); or `file`."),
        file=graphene.String(description="The file's bytes, base64 (UTF-8, UTF-16 or Windows-1252); or `csv`."),
        description="Read claim lines from a CSV file or a pasted block (columns name, type, qty, unitPrice, "
                    "amountExcl, reference; at most 5,000 lines and 700 KB).",
    )

    def resolve_projects(root, info):
        return viewer_of(info, required=False)

    def resolve_contract(root, info, owner, slug):
        viewer = viewer_of(info, required=False)
        return access.find_contract(viewer, owner, slug) if viewer else None

    def resolve_contract_invitation(root, info, owner, slug):
        viewer = viewer_of(info, required=False)
        return invitations.find_invitation(viewer, owner, slug) if viewer else None

    def resolve_pay_cycles(root, info):
        viewer = viewer_of(info, required=False)
        if viewer is None or not contracts_policy.may_view_pay_cycles(viewer):
            return []
        return paycycles.list_pay_cycles(viewer)

    def resolve_recipient_search(root, info, text, first=people.SUGGESTIONS):
        viewer = viewer_of(info)
        return [suggestion_type(s) for s in people.search_recipients(viewer, text, first)]

    def resolve_user_by_email(root, info, email):
        found = people.lookup_user(viewer_of(info), email)
        return suggestion_type(found) if found else None

    def resolve_claim_lines_from_csv(root, info, csv=None, file=None):
        viewer_of(info)
        try:
            lines = parse_lines_csv(csv_data(csv, file))
        except CsvImportError as error:
            return CsvLines(lines=[], message=error.message, problems=csv_problems(error.problems))
        return CsvLines(problems=[], message=None, lines=[
            PreviousClaimLine(name=l.name, group=list(l.group), type=l.type.value, qty_milli=l.qty_milli,
                              unit_price=l.unit_price, amount_excl=l.amount_excl, reference=l.reference)
            for l in lines
        ])


class ContractsMutation(graphene.ObjectType):
    contract_create = ContractCreate.Field(description="Create a project or a subcontract.")
    contract_update = ContractUpdate.Field(description="Update site details or a party's contact.")
    contract_terms_update = ContractTermsUpdate.Field(
        description="Set a contract's payment terms: claim date, schedule period, payment due.")
    contract_retention_update = ContractRetentionUpdate.Field(
        description="Set a contract's retention settings: the dates and facts its regime depends on, and its "
                    "retention terms (release stages, use for defects, interest, deposit period).")
    contract_members_update = ContractMembersUpdate.Field(description="Change a contract's members.")
    contract_archive = ContractArchive.Field(description="Archive a contract.")
    contract_restore = ContractRestore.Field(description="Restore an archived contract.")
    contract_invitation_accept = ContractInvitationAccept.Field(
        description="Accept an invitation to a contract (needs ContractCreate).")
    contract_invitation_decline = ContractInvitationDecline.Field(
        description="Decline an invitation to a contract (needs ContractCreate).")
    contract_party_remove = ContractPartyRemove.Field(
        description="Remove the other organisation from a contract (the owner, with Edit; no documents between them).")


TYPES = [Contract, PayCycle]
