"""The organisation home's claim lists (spec 2 §2): Inbox (claims the organisation receives as the
customer side) and Sent (claims it makes as the supplier side).

A list is a page of rows and the counts per group, each one SQL statement whatever the size: the
claims are reached through `app.contracts.access.visible_contracts` (an accepted party, and a
viewer who may see the contract), so a pending invitation or another organisation's contract
never shows. Groups: Draft (New, the supplier side only: a customer never sees a claim before it
is submitted), No Schedule Yet (Sent), Scheduled Not Paid (Scheduled), Paid; a voided or deleted
claim is in none. Rows come a group after another, newest content first (contentUpdatedAt), and
pages follow a keyset cursor (group, contentUpdatedAt, id), never an offset.
"""
import base64
import binascii
from dataclasses import dataclass
from datetime import date, datetime
from enum import Enum

from sqlalchemy import and_, case, exists, func, literal, or_, tuple_
from sqlalchemy.orm import aliased

from app.claims import policy
from app.claims.list_counters import ClaimGroupCounts
from app.claims.models import NEW, SCHEDULED, SENT, Claim, ClaimRead, Revision
from app.contracts.access import VisibleContract, visible, visible_contracts
from app.contracts.models import CUSTOMER, SUPPLIER, Contract, ContractOrg
from app.contracts.queries import contains_pattern, join_party
from app.db import db
from app.errors import UserError
from app.orgs import permissions as perms
from app.orgs.access import Viewer

MAX_PAGE = 100
BAD_CURSOR = "Invalid cursor"
NEW_CLAIM_CONTRACTS = 20  # the New claim picker's suggestions
NEW_CLAIM_SCAN = 50  # contracts read to find them


class Box(str, Enum):
    INBOX = "Inbox"  # the organisation is the customer side
    SENT = "Sent"  # the organisation is the supplier side


class Group(str, Enum):
    DRAFT = "Draft"
    NO_SCHEDULE_YET = "NoScheduleYet"
    SCHEDULED_NOT_PAID = "ScheduledNotPaid"
    PAID = "Paid"


GROUPS = tuple(Group)  # the order the list shows them in
RANK = {group: i for i, group in enumerate(GROUPS)}


@dataclass
class ListRow:
    """A claim as a row of the list, with what the row shows beside the claim's own fields."""

    found: VisibleContract
    claim: Claim
    group: Group
    counterparty_name: str | None
    amount: int | None  # the latest submitted revision's amount including GST (None: never submitted)
    due_date: date | None  # the latest submitted revision's, else the draft's
    is_unread: bool


def _group_rank():
    """The claim's group as its rank in GROUPS (NULL: in none)."""
    return case(
        (Claim.is_paid & Claim.status.in_((SENT, SCHEDULED)), RANK[Group.PAID]),
        (Claim.status == NEW, RANK[Group.DRAFT]),
        (Claim.status == SENT, RANK[Group.NO_SCHEDULE_YET]),
        (Claim.status == SCHEDULED, RANK[Group.SCHEDULED_NOT_PAID]),
        else_=None,
    )


def _base(viewer: Viewer, box: Box):
    """The list's claims: a SELECT of (Contract, owner, relation, membership id, membership
    permissions, Claim, group rank), and the owner organisation (a search reads its name)."""
    query = visible_contracts(viewer)
    owner = query.column_descriptions[1]["entity"]
    relation = query.selected_columns["relation"]  # the viewer organisation's party relation
    rank = _group_rank().label("rank")
    if box is Box.INBOX:  # a customer sees a claim once it is submitted
        wanted = and_(relation == CUSTOMER, Claim.status.in_((SENT, SCHEDULED)), Claim.latest_rev.is_not(None))
    else:
        wanted = and_(relation == SUPPLIER, Claim.status.in_((NEW, SENT, SCHEDULED)))
    query = query.add_columns(Claim, rank).join(Claim, Claim.contract_id == Contract.id).where(wanted)
    return query, rank, owner


def _with_counterparty(query, box: Box):
    """Join the other party (its display name: the contact typed for it)."""
    other = SUPPLIER if box is Box.INBOX else CUSTOMER
    query, party = join_party(query, lambda party: party.relation == other)
    return query, party.contact_name


def listed(viewer: Viewer, box: Box, search: str | None):
    """The list's claims as searched, every group: (query, rank). The page, the counts and the
    list's poll version (app.polling) read the same set."""
    query, rank, owner = _base(viewer, box)
    if (search or "").strip():
        query, counterparty_name = _with_counterparty(query, box)
        query = _searched(query, search, owner, counterparty_name)
    return query.where(rank.is_not(None)), rank


# Words a search names claims by rather than matches on ('claim 4': claim number 4).
CLAIM_WORDS = frozenset({"claim", "claims", "#"})
MAX_SEARCH_WORDS = 8


def _searched(query, search: str | None, owner, counterparty_name):
    """Only the claims that match every word of `search` (issue 36: 'harbour 4', 'claim 4'): a word
    matches the site or project, the counterparty or the owner, and a number ('4', '#4') the
    claim's number too; 'claim' and 'claims' name what is searched and match everything."""
    words = [w for w in (search or "").split() if w.lower() not in CLAIM_WORDS][:MAX_SEARCH_WORDS]
    for word in words:
        pattern = contains_pattern(word)
        conditions = [Contract.site_name.ilike(pattern), Contract.slug.ilike(pattern),
                      counterparty_name.ilike(pattern), owner.name.ilike(pattern)]
        number = word.lstrip("#")
        if number.isascii() and number.isdigit() and len(number) < 9:
            conditions.append(Claim.number == int(number))
        query = query.where(or_(*conditions))
    return query


def encode_cursor(row: ListRow) -> str:
    raw = f"{RANK[row.group]}|{row.claim.content_updated_at.isoformat()}|{row.claim.id}"
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> tuple[int, datetime, int]:
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        rank, at, claim_id = base64.urlsafe_b64decode(padded.encode()).decode().split("|")
        return int(rank), datetime.fromisoformat(at), int(claim_id)
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise UserError(BAD_CURSOR, field="after") from None


def list_claims(viewer: Viewer, box: Box, *, group: Group | None = None, search: str | None = None,
                first: int = 50, after: str | None = None) -> tuple[list[ListRow], bool]:
    """A page of the list and whether more follow (one statement: the page's keys are found over
    narrow rows first, then only those rows are read in full)."""
    if first < 0 or first > MAX_PAGE:
        raise UserError(f"first must be between 0 and {MAX_PAGE}", field="first")
    query, rank = listed(viewer, box, search)
    if group is not None:
        query = query.where(rank == RANK[group])
    if after:
        after_rank, at, claim_id = decode_cursor(after)
        query = query.where(or_(rank > after_rank, and_(
            rank == after_rank, tuple_(Claim.content_updated_at, Claim.id) < tuple_(literal(at), literal(claim_id)))))
    page = (query.with_only_columns(Claim.id.label("claim_id"), rank, Claim.content_updated_at.label("at"))
            .order_by(rank, Claim.content_updated_at.desc(), Claim.id.desc()).limit(first + 1).cte("page").prefix_with("MATERIALIZED"))
    full, _, _ = _base(viewer, box)
    full, counterparty_name = _with_counterparty(full.join(page, page.c.claim_id == Claim.id), box)
    shown = aliased(Revision)
    latest = aliased(Revision)
    read = aliased(ClaimRead)
    full = (
        full.add_columns(counterparty_name, latest.amount_excl + latest.tax, shown.due_date, read.rev)
        .outerjoin(latest, and_(latest.claim_id == Claim.id, latest.rev == Claim.latest_rev))
        .outerjoin(shown, and_(shown.claim_id == Claim.id,
                               shown.rev == func.coalesce(Claim.latest_rev, Claim.draft_rev)))
        .outerjoin(read, and_(read.claim_id == Claim.id, read.user_id == viewer.user_id))
        .order_by(page.c.rank, page.c.at.desc(), page.c.claim_id.desc())
    )
    rows = db.session.execute(full).all()
    out = []
    for row in rows[:first]:
        contract_row, (claim, rank_, name, amount, due, read_rev) = row[:5], row[5:]
        out.append(ListRow(
            found=visible(viewer, contract_row), claim=claim, group=GROUPS[rank_], counterparty_name=name,
            amount=amount, due_date=due,
            is_unread=claim.latest_rev is not None and (read_rev or 0) < claim.latest_rev,
        ))
    return out, len(rows) > first


# Each box's groups as columns of a contract's maintained counts (`ClaimGroupCounts`).
_COUNTED = {
    Box.SENT: {Group.DRAFT: ClaimGroupCounts.draft, Group.NO_SCHEDULE_YET: ClaimGroupCounts.no_schedule_yet,
               Group.SCHEDULED_NOT_PAID: ClaimGroupCounts.scheduled_not_paid, Group.PAID: ClaimGroupCounts.paid},
    Box.INBOX: {Group.NO_SCHEDULE_YET: ClaimGroupCounts.inbox_no_schedule_yet,
                Group.SCHEDULED_NOT_PAID: ClaimGroupCounts.inbox_scheduled_not_paid,
                Group.PAID: ClaimGroupCounts.inbox_paid},
}


def group_counts(viewer: Viewer, box: Box, *, search: str | None = None) -> dict[Group, int]:
    """{group: how many claims of the list are in it} (one statement). Unsearched, the sums of the
    contracts' maintained counts (a row a contract the viewer sees: issue 41); a search counts the
    claims it finds (a word may be a claim's number)."""
    if (search or "").strip():
        query, rank = listed(viewer, box, search)
        counted = query.with_only_columns(rank, func.count()).group_by(rank)
        found = {GROUPS[r]: n for r, n in db.session.execute(counted).all()}
        return {group: found.get(group, 0) for group in groups_of(box)}
    columns = _COUNTED[box]
    query = visible_contracts(viewer, relation=CUSTOMER if box is Box.INBOX else SUPPLIER)
    summed = (query.join(ClaimGroupCounts, ClaimGroupCounts.contract_id == Contract.id)
              .with_only_columns(*(func.coalesce(func.sum(column), 0) for column in columns.values())))
    return dict(zip(columns, db.session.execute(summed).one()))


@dataclass(frozen=True)
class NewClaimOffer:
    """What 'New claim' on the home offers: the contracts, else why it is disabled."""
    contracts: list[VisibleContract]
    disabled_reason: str | None


NO_SUPPLIER_PROJECT = "Create a project first, where you are the supplier"


def new_claim_offer(viewer: Viewer, search: str | None = None) -> NewClaimOffer:
    """Up to NEW_CLAIM_CONTRACTS contracts, by site name, the viewer may start a claim on (the
    home's 'New claim'): the supplier side's active contracts whose customer is still on them
    (`policy.customer_refusal`), matching `search` in the site name. Permissions are decided per
    contract in Python, so NEW_CLAIM_SCAN are read to find them.

    With none, the reason, from the same read: 'You do not have permission' (spec 2) without the
    SupplierDraft permission or when no contract read allows it; with the permission and no live
    project where the organisation is the supplier, that project is what is missing (a new
    workspace's first minutes)."""
    query = visible_contracts(viewer)
    customer_gone = exists().where(ContractOrg.contract_id == Contract.id, ContractOrg.relation == CUSTOMER,
                                   ContractOrg.consent.in_(tuple(policy.CUSTOMER_GONE)))
    query = query.where(query.selected_columns["relation"] == SUPPLIER, Contract.archived_at.is_(None), ~customer_gone)
    if (search or "").strip():
        query = query.where(Contract.site_name.ilike(contains_pattern(search.strip())))
    rows = db.session.execute(query.order_by(Contract.site_name, Contract.id).limit(NEW_CLAIM_SCAN)).all()
    allowed = [f for f in (visible(viewer, row) for row in rows) if policy.may_create_claim(f)]
    if allowed:
        return NewClaimOffer(allowed[:NEW_CLAIM_CONTRACTS], None)
    if rows or perms.CONTRACT_SUPPLIER_DRAFT not in viewer.permissions:
        return NewClaimOffer([], policy.NO_PERMISSION)
    return NewClaimOffer([], NO_SUPPLIER_PROJECT)


def groups_of(box: Box) -> tuple[Group, ...]:
    """The groups a list can hold: a customer never sees drafts."""
    return GROUPS[1:] if box is Box.INBOX else GROUPS


__all__ = ["Box", "Group", "ListRow", "MAX_PAGE", "NEW_CLAIM_CONTRACTS", "NO_SUPPLIER_PROJECT", "NewClaimOffer",
           "group_counts", "groups_of", "list_claims", "listed", "new_claim_offer"]
