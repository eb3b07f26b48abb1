"""The Projects screen's data: the viewer organisation's contracts, the invitations waiting for its
answer, counts, and what a new contract needs (business details, people, recipient suggestions,
lines read from a CSV)."""
from functools import partial

import graphene
from graphene import relay
from graphql_relay import to_global_id

from app.auth import models as auth_models
from app.contracts import invitations, people, queries
from app.contracts import policy as contracts_policy
from app.contracts.contacts import default_contact
from app.db import db
from app.domain.csv_lines import input_of
from app.domain.errors import RuleError
from app.domain.gst import format_gst_number
from app.errors import UserError
from app.graphql.contracts.inputs import ProjectOrder
from app.graphql.contracts.loaders import ContractCounts
from app.graphql.contracts.types import (
    ContractConnection,
    ContractInvitation,
    ContractUser,
    PreviousClaimLine,
    UserRef,
    user_type,
)


class BusinessContact(graphene.ObjectType):
    class Meta:
        description = "The viewer organisation's business details (its default contact), as a new contract will show them."

    name = graphene.String(required=True, description="Display name.")
    entity_name = graphene.String(required=True, description="Business name.")
    address = graphene.String(required=True, description="Address or PO Box.")
    gst_number = graphene.String(description="GST number shown as xxx-xxx-xxx, or null.")


class Projects(graphene.ObjectType):
    class Meta:
        description = "The viewer organisation's projects: its contracts and what it needs to make new ones."

    contracts = graphene.Field(
        ContractConnection, required=True,
        archived=graphene.Boolean(default_value=False, description="Archived contracts instead of active ones."),
        first=graphene.Int(default_value=queries.MAX_PAGE, description=f"Page size, at most {queries.MAX_PAGE}."),
        after=graphene.String(description="The cursor of the last contract of the previous page (of the same "
                              "search and order)."),
        search=graphene.String(description="Words that must each appear in the site name, the slug or the other "
                               "party's name as the viewer sees it (case-insensitive)."),
        order_by=graphene.Argument(ProjectOrder, description="The sort; by site name when not given."),
        description="The contracts the viewer can reach, by site name unless `orderBy` says otherwise, with "
        "`totalCount` of those matching `search`.",
    )
    invitations = graphene.List(
        graphene.NonNull(ContractInvitation), required=True,
        description="Contracts other organisations have named this one a party to, waiting for its answer, newest "
        "first: all of them for a viewer holding ContractCreate, else those naming the viewer.",
    )
    active_count = graphene.Int(required=True, description="How many active contracts the viewer can reach.")
    archived_count = graphene.Int(required=True, description="How many archived contracts the viewer can reach.")
    viewer_can_create = graphene.Boolean(required=True, description="The viewer holds ContractCreate.")
    viewer_can_manage_pay_cycles = graphene.Boolean(required=True, description="The viewer holds FlowWrite.")
    viewer_can_view_pay_cycles = graphene.Boolean(required=True, description="The viewer holds FlowRead.")
    viewer_user = graphene.Field(ContractUser, required=True, description="The viewer as a user of this organisation.")
    business_contact = graphene.Field(BusinessContact,
                                      description="The organisation's business details; null when missing.")
    contact_people = graphene.List(graphene.NonNull(ContractUser), required=True,
                                   description="The organisation's users: the contact-person picker.")

    def resolve_contracts(root, info, archived=False, first=queries.MAX_PAGE, after=None, search=None,
                          order_by=None):
        viewer = root
        order = queries.ProjectOrder()
        if order_by is not None:
            order = queries.ProjectOrder(_value(order_by.field), bool(order_by.descending))
        page = queries.list_contracts(viewer, archived=archived, first=first, after=after, search=search, order=order)
        cursors = [partial(queries.encode_cursor, key, c.id) for c, key in zip(page.contracts, page.keys)]
        return ContractConnection(
            edges=[ContractConnection.Edge(node=c, cursor=cursor) for c, cursor in zip(page.contracts, cursors)],
            page_info=relay.PageInfo(has_next_page=page.has_next, has_previous_page=bool(after),
                                     start_cursor=cursors[0]() if cursors else None,
                                     end_cursor=cursors[-1]() if cursors else None),
            total_count=MatchingCount(viewer, info, archived, search, page.matching),
        )

    def resolve_invitations(root, info):
        return invitations.list_invitations(root)

    def resolve_active_count(root, info):
        return ContractCounts(info).by_archived[False]

    def resolve_archived_count(root, info):
        return ContractCounts(info).by_archived[True]

    def resolve_viewer_can_create(root, info):
        return contracts_policy.may_create_contract(root)

    def resolve_viewer_can_manage_pay_cycles(root, info):
        return contracts_policy.may_manage_pay_cycles(root)

    def resolve_viewer_can_view_pay_cycles(root, info):
        return contracts_policy.may_view_pay_cycles(root)

    def resolve_viewer_user(root, info):
        account = db.session.get(auth_models.Account, root.account_id)
        return user_type(UserRef(root.user_id, account.name, account.email))

    def resolve_business_contact(root, info):
        details = default_contact(root.org)
        if details is None:
            return None
        return BusinessContact(name=details.name, entity_name=details.entity_name, address=details.address,
                               gst_number=format_gst_number(details.gst_number) if details.gst_number else None)

    def resolve_contact_people(root, info):
        return [user_type(UserRef(uid, name, email)) for uid, name, email in queries.org_users(root)]


def _value(enum_input):
    return getattr(enum_input, "value", enum_input)


class MatchingCount:
    """`totalCount`, counted only when asked for: without a search, the request's ContractCounts;
    with one, as the first page counted it, else by a statement of its own."""

    def __init__(self, viewer, info, archived: bool, search: str | None, counted: int | None):
        self.viewer, self.info, self.archived, self.search = viewer, info, bool(archived), search
        self.counted = counted

    def __call__(self) -> int:
        if self.counted is not None:
            return self.counted
        if not (self.search or "").split():
            return ContractCounts(self.info).by_archived[self.archived]
        return queries.count_matching(self.viewer, archived=self.archived, search=self.search)


class PublicContact(graphene.ObjectType):
    class Meta:
        description = "An organisation a person belongs to, as a possible customer or supplier of a new contract."

    id = graphene.ID(required=True, description="The organisation's global ID (use it as customer/supplier id).")
    name = graphene.String(required=True, description="The organisation's name.")


class RecipientSuggestion(graphene.ObjectType):
    class Meta:
        description = "A person to put on a new contract: an existing user, or a new invitee (isNew)."

    email = graphene.String(required=True, description="Their email address.")
    name = graphene.String(required=True, description="Their name (empty for a new invitee).")
    account_id = graphene.ID(description="Their account's global ID; null for a new invitee.")
    score = graphene.Float(required=True, description="Existing-user match 1.5, plus 1 per shared contract.")
    is_new = graphene.Boolean(required=True, description="No account has this email: they will be invited.")
    contacts = graphene.List(graphene.NonNull(PublicContact), required=True,
                             description="The organisations they belong to (public contacts).")


def suggestion_type(s: "people.Suggestion") -> RecipientSuggestion:
    return RecipientSuggestion(
        email=s.email, name=s.name or "", account_id=to_global_id("Account", s.account_id) if s.account_id else None,
        score=s.score, is_new=s.is_new,
        contacts=[PublicContact(id=to_global_id("Organisation", c.org_id), name=c.name) for c in s.contacts],
    )


class CsvProblem(graphene.ObjectType):
    class Meta:
        description = "Why a CSV file was refused: the spreadsheet row (header is row 1) and column, when known."

    row = graphene.Int(description="Row number, or null for the file as a whole.")
    column = graphene.String(description="Column name, or null.")
    reason = graphene.String(required=True, description="What is wrong.")


def csv_problems(problems) -> list[CsvProblem]:
    return [CsvProblem(row=p.row, column=p.column, reason=p.reason) for p in problems]


def csv_data(csv: str | None, file: str | None) -> bytes | str:
    """The pasted text or the file's bytes to read (app.domain.csv_lines.input_of), or the
    reason they cannot be, on the `csv` field."""
    try:
        return input_of(csv, file)
    except RuleError as error:
        raise UserError(error.message, field="csv") from None


class CsvLines(graphene.ObjectType):
    class Meta:
        description = "Claim lines read from a CSV file (all of them), or the problems that refused it (no lines)."

    lines = graphene.List(graphene.NonNull(PreviousClaimLine), required=True, description="The lines read.")
    problems = graphene.List(graphene.NonNull(CsvProblem), required=True, description="Every problem found.")
    message = graphene.String(description="A summary when the file was refused.")
