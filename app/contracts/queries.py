"""Reads for the contract screens, each one SQL statement for any number of contracts.

Lists start from `access.visible_contracts`; the helpers here take contract ids the caller
has already reached through it (the GraphQL loaders batch them per request).

A party that has not accepted the contract (`app.contracts.invitations`) is shown, to the only
side that can reach the contract, by what that side typed: the organisation by the name of the
contact typed for it (else 'Invited customer' / 'Invited supplier', and no slug: `shown_org`, the
one rule for every list, search and export), its people by their email.
"""
import base64
import json
from dataclasses import dataclass
from datetime import date
from functools import cache

from sqlalchemy import Select, and_, bindparam, case, func, or_, select
from sqlalchemy.orm import aliased

from app.auth.models import Account, User
from app.contracts import access, figures
from app.contracts.access import VisibleContract
from app.contracts.figures import ContractFigures
from app.contracts.models import ACCEPTED, Contract, ContractContact, ContractMember, ContractOrg, PreviousClaim
from app.contracts.people import invitations_pending
from app.db import db, escape_like, shared_statements
from app.errors import UserError
from app.orgs.access import Viewer, display_name
from app.orgs.models import Invite, Member
from tenants.models import Organisation

MAX_PAGE = 5000
BAD_CURSOR = "Invalid cursor"


@dataclass
class Party:
    relation: str
    org_id: int
    org_name: str
    org_slug: str
    contact: "ContactRow | None"
    contact_owner_id: int | None
    contact_owner_name: str | None
    contact_owner_slug: str | None
    consent: str = ACCEPTED

    @property
    def addressed_name(self) -> str:
        """How a message or record names this party: the contact typed for it, else its organisation."""
        return self.contact.name if self.contact is not None and self.contact.name else self.org_name


def shown_org(party, org, typed_contact) -> tuple:
    """(name, slug) of a party's organisation as the other side may see it, as SQL expressions over
    its `contract_orgs` row, its organisation and the contact on that row: its own name and slug
    once it has accepted the contract; until then, the name of the contact typed for it, else
    'Invited customer' / 'Invited supplier', and no slug. An organisation with no such row (outer
    joined: a member on neither side) is named as it is."""
    waiting = party.consent != ACCEPTED
    typed = func.coalesce(typed_contact.name, func.concat("Invited ", func.lower(party.relation)))
    return case((waiting, typed), else_=org.name), case((waiting, ""), else_=org.slug)


@dataclass(frozen=True)
class PartyColumns:
    """A contract's party on one side, outer-joined to a statement over `Contract` (`join_party`)."""

    name: object  # as `shown_org` names it: its organisation once accepted, else as typed
    contact_name: object  # the contact typed for it (the list's counterparty), or NULL


def join_party(query, on):
    """(query, PartyColumns) with the party `on(party alias)` chooses (a condition on its relation)
    joined to each contract, with its organisation and the contact typed for it."""
    party, org, contact = aliased(ContractOrg), aliased(Organisation), aliased(ContractContact)
    query = (query.outerjoin(party, and_(party.contract_id == Contract.id, on(party)))
             .outerjoin(org, org.id == party.org_id)
             .outerjoin(contact, contact.id == party.contact_id))
    return query, PartyColumns(shown_org(party, org, contact)[0], contact.name)


@dataclass
class MemberRow:
    member: ContractMember
    account_id: int
    name: str
    email: str
    org_id: int
    org_name: str
    org_slug: str


# How a list of projects sorts: a column of `_sort_key`, then the contract id.
ORDERS = ("name", "value", "claimed", "percent_complete", "last_date", "next_due_date")


@dataclass(frozen=True)
class ProjectOrder:
    key: str = "name"
    descending: bool = False


def encode_cursor(key, contract_id: int) -> str:
    value = key.isoformat() if isinstance(key, date) else key
    raw = json.dumps([value, contract_id], separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def decode_cursor(cursor: str, order: ProjectOrder) -> tuple:
    """(sort key, contract id) of a cursor made by the same order, else 'Invalid cursor'."""
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        key, contract_id = json.loads(base64.urlsafe_b64decode(padded.encode()))
        if not isinstance(contract_id, int) or isinstance(contract_id, bool):
            raise ValueError
        if key is not None:
            if order.key == "name":
                if not isinstance(key, str):
                    raise ValueError
            elif order.key in ("last_date", "next_due_date"):
                key = date.fromisoformat(key)
            elif not isinstance(key, int) or isinstance(key, bool):
                raise ValueError
        return key, contract_id
    except Exception:
        raise UserError(BAD_CURSOR, field="after") from None


def contains_pattern(text: str) -> str:
    """A LIKE pattern (escape character backslash) of `text` anywhere, matched literally."""
    return "%" + escape_like(text) + "%"


def _search_terms(text: str | None) -> list[str]:
    """The words of a search, each a LIKE pattern matched literally."""
    return [contains_pattern(w.lower()) for w in (text or "").split()[:8]]


@dataclass
class ProjectPage:
    contracts: list[VisibleContract]
    keys: list  # each contract's sort key: its cursor is encode_cursor(key, id)
    has_next: bool
    matching: int | None = None  # how many match the search in all pages, when counted with the first page


def matching_contracts(viewer: Viewer, *, archived: bool, search: str | None = None):
    """(SELECT of `access.visible_contracts` plus the figures, the viewer's side column) of the
    viewer's active or archived contracts matching every word of `search` in the site name, the
    slug or the other party's name as the viewer may see it."""
    return _matching(access.visible_contracts(viewer), archived, search)


def _matching(visible: Select, archived: bool, search: str | None):
    query = visible.where(Contract.archived_at.is_not(None) if archived else Contract.archived_at.is_(None))
    relation = query.selected_columns["relation"]  # the viewer organisation's side
    query = query.add_columns(*figures.columns(relation)).outerjoin(
        ContractFigures, ContractFigures.contract_id == Contract.id)
    terms = _search_terms(search)
    if terms:
        # The other party as the list shows it: its contact as typed, or its name as `parties_of`
        # gives it (its own once it has accepted; before that, with no contact, 'Invited customer').
        query, other = join_party(query, lambda party: party.relation != relation)
        like = lambda expression, term: func.lower(expression).like(term, escape="\\")  # noqa: E731
        for term in terms:
            query = query.where(or_(like(Contract.site_name, term), like(Contract.slug, term),
                                    like(other.contact_name, term), like(other.name, term)))
    return query, relation


def list_contracts(viewer: Viewer, *, archived: bool, first: int, after: str | None = None,
                   search: str | None = None, order: ProjectOrder = ProjectOrder()) -> ProjectPage:
    """A page of `matching_contracts` in `order` (nulls last, then by id) with their figures and
    parties: two statements, whatever the number of contracts."""
    if first < 0 or first > MAX_PAGE:
        raise UserError(f"first must be between 0 and {MAX_PAGE}", field="first")
    if order.key not in ORDERS:
        raise UserError("Unknown order", field="orderBy")
    terms = _search_terms(search)
    if not terms and not after:  # the projects page as first opened: its statement is built once
        sees_all, params = access.viewer_params(viewer)
        rows = db.session.execute(_first_page(sees_all, archived, order), {**params, "limit": first + 1}).all()
        return _page(viewer, rows, first, None)
    query, relation = matching_contracts(viewer, archived=archived, search=search)
    key = _sort_key(order.key, relation)
    later = (lambda a, b: a < b) if order.descending else (lambda a, b: a > b)
    if after:
        after_key, after_id = decode_cursor(after, order)
        if after_key is None:
            query = query.where(key.is_(None), later(Contract.id, after_id))
        else:
            query = query.where(or_(key.is_(None), later(key, after_key),
                                    and_(key == after_key, later(Contract.id, after_id))))
    # A search reads every match anyway: its first page counts them in the same pass.
    counted = bool(terms) and not after
    if counted:
        query = query.add_columns(func.count().over().label("matching"))
    rows = db.session.execute(_ordered(query, key, order).limit(first + 1)).all()
    return _page(viewer, rows, first, (rows[0].matching if rows else 0) if counted else None)


def _ordered(query, key, order: ProjectOrder):
    direction = (lambda c: c.desc()) if order.descending else (lambda c: c.asc())
    return query.add_columns(key.label("sort_key")).order_by(direction(key).nulls_last(), direction(Contract.id))


@cache
def _first_page(sees_all: bool, archived: bool, order: ProjectOrder) -> Select:
    """`list_contracts`'s statement without search or cursor, the viewer and the limit as parameters."""
    query, relation = _matching(access.visible_template(sees_all), archived, None)
    return _ordered(query, _sort_key(order.key, relation), order).limit(bindparam("limit"))


def _page(viewer: Viewer, rows, first: int, matching: int | None) -> ProjectPage:
    page = []
    for row in rows[:first]:
        contract = access.visible(viewer, row[:5])
        contract.figures = figures.Figures(*row[5:5 + figures.COLUMNS])
        page.append(contract)
    return ProjectPage(_with_parties(page), [row.sort_key for row in rows[:first]], len(rows) > first, matching)


def count_matching(viewer: Viewer, *, archived: bool, search: str | None) -> int:
    query, _ = matching_contracts(viewer, archived=archived, search=search)
    return db.session.execute(select(func.count()).select_from(query.subquery())).scalar_one()


def _sort_key(name: str, relation):
    if name == "name":
        return func.lower(Contract.site_name)
    return {c.key: c.element for c in figures.columns(relation)}[name]


def subcontracts_of(viewer: Viewer, parent_ids: list[int]) -> dict[int, list[VisibleContract]]:
    """{parent id: its subcontracts the viewer can reach}, active ones first, each by site name."""
    rows = db.session.execute(
        access.visible_contracts(viewer).where(Contract.parent_id.in_(parent_ids))
        .order_by(Contract.archived_at.is_not(None), func.lower(Contract.site_name), Contract.id)
    ).all()
    out: dict[int, list[VisibleContract]] = {i: [] for i in parent_ids}
    for contract in _with_parties([access.visible(viewer, row) for row in rows]):
        out[contract.contract.parent_id].append(contract)
    return out


def _with_parties(contracts: list[VisibleContract]) -> list[VisibleContract]:
    """What every list shows, read for all the contracts at once."""
    if contracts:
        parties = parties_of([c.id for c in contracts])
        for contract in contracts:
            contract.parties = parties[contract.id]
    return contracts


@cache
def _counts(sees_all: bool) -> Select:
    archived = Contract.archived_at.is_not(None)
    return access.visible_template(sees_all).with_only_columns(archived, func.count()).group_by(archived)


def count_contracts(viewer: Viewer) -> dict[bool, int]:
    """{archived: count} of the viewer's contracts, in one statement."""
    sees_all, params = access.viewer_params(viewer)
    rows = db.session.execute(_counts(sees_all), params).all()
    counts = {False: 0, True: 0}
    for is_archived, n in rows:
        counts[bool(is_archived)] = n
    return counts


@dataclass
class ContactRow:
    """A party's contact as read for display (plain columns: lists read thousands of them)."""

    id: int
    name: str
    entity_name: str
    address: str
    gst_number: str | None
    website: str | None
    from_default_contact: bool
    gst_registered: bool = True


# Made once, as app.contracts.access's: an alias made per call is adapted column by column again
# each time and left in reference cycles for the collector (every contract page asks parties).
_party_org = aliased(Organisation, name="party_org")
_contact_owner = aliased(Organisation, name="contact_owner")


def _parties_select():
    party_org, contact_owner = _party_org, _contact_owner
    c = ContractContact
    return (
        select(ContractOrg.contract_id, ContractOrg.relation, party_org.id, *shown_org(ContractOrg, party_org, c),
               c.id, c.name, c.entity_name, c.address, c.gst_number, c.website, c.from_default_contact,
               contact_owner.id, contact_owner.name, contact_owner.slug, ContractOrg.consent, c.gst_registered)
        .join(party_org, party_org.id == ContractOrg.org_id)
        .outerjoin(c, c.id == ContractOrg.contact_id)
        .outerjoin(contact_owner, contact_owner.id == c.owner_org_id)
        .where(ContractOrg.contract_id.in_(bindparam("contract_ids", expanding=True)))
    )


shared_statements(lambda: [_parties_select()])  # its module-level aliases


def _members_select():
    return (
        select(ContractMember, Account.id, Account.name, Account.email, Organisation.id,
               *shown_org(ContractOrg, Organisation, ContractContact), Organisation.schema_name, ContractOrg.consent)
        .join(User, User.id == ContractMember.user_id)
        .join(Account, Account.id == User.account_id)
        .join(Organisation, Organisation.id == User.org_id)
        .outerjoin(ContractOrg, and_(ContractOrg.contract_id == ContractMember.contract_id,
                                     ContractOrg.org_id == User.org_id))
        .outerjoin(ContractContact, ContractContact.id == ContractOrg.contact_id)
        .where(ContractMember.contract_id.in_(bindparam("contract_ids", expanding=True)))
    )


# Built once, run with parameters: every contract and claim page asks both (building either cost
# more CPU than running it).
_PARTIES, _MEMBERS = _parties_select(), _members_select()


def parties_of(contract_ids: list[int]) -> dict[int, dict[str, Party]]:
    rows = db.session.execute(_PARTIES, {"contract_ids": list(contract_ids)}).all()
    out: dict[int, dict[str, Party]] = {cid: {} for cid in contract_ids}
    for row in rows:
        contact = ContactRow(*row[5:12], row[16]) if row[5] is not None else None
        out[row[0]][row[1]] = Party(*row[1:5], contact, *row[12:16])
    return out


def members_of(contract_ids: list[int]) -> dict[int, list[MemberRow]]:
    """The members of each contract, each named as `people.invitations_pending` says, and by email
    while their organisation has not accepted the contract (`shown_org`; two statements)."""
    rows = db.session.execute(_MEMBERS, {"contract_ids": list(contract_ids)}).all()
    pending = invitations_pending({(row[0].user_id, row.schema_name) for row in rows})
    out: dict[int, list[MemberRow]] = {cid: [] for cid in contract_ids}
    for member, account_id, own_name, email, org_id, org_name, org_slug, _, consent in rows:
        taking_part = member.user_id not in pending and consent in (None, ACCEPTED)
        name = own_name if taking_part else email
        out[member.contract_id].append(MemberRow(member, account_id, name, email, org_id, org_name, org_slug))
    for members in out.values():
        members.sort(key=lambda m: (m.member.relation, m.name.lower(), m.email))
    return out


def previous_claims_of(contract_ids: list[int]) -> dict[int, list[PreviousClaim]]:
    out: dict[int, list[PreviousClaim]] = {cid: [] for cid in contract_ids}
    for claim in db.session.scalars(
        select(PreviousClaim).where(PreviousClaim.contract_id.in_(contract_ids)).order_by(PreviousClaim.number)
    ):
        out[claim.contract_id].append(claim)
    return out


def org_users(viewer: Viewer) -> list[tuple[int, str, str]]:
    """(users.id, name, email) of the viewer's organisation, named as its members screen names
    them (`app.orgs.access.display_name`): the contact-person picker."""
    display = display_name()
    return [tuple(r) for r in db.session.execute(
        select(User.id, display, Account.email)
        .select_from(Member)
        .join(User, User.id == Member.user_id)
        .join(Account, Account.id == User.account_id)
        .outerjoin(Invite, Invite.user_id == Member.user_id)
        .where(User.org_id == viewer.org.id)
        .order_by(func.lower(display), Account.email)
    ).all()]
