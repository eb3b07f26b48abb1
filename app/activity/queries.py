"""Reading activity for one viewer: a claim's entries, and the organisation's feed.

Both start from what the viewer may already reach: a claim's entries are asked for with claims
the caller reached through `app.contracts.access`; the feed joins the entries to
`access.visible_contracts`, so an organisation that is not a party to a contract never sees its
entries, and a party sees an entry private to another organisation never. Each read is one
statement for any number of claims or any page size (plus one for the feed's 'newer' flag when
paging from a cursor).
"""
import base64
import json
import re
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import bindparam, func, or_, select, tuple_

from app.activity.models import LABELS, Activity
from app.contracts import access
from app.contracts.access import VisibleContract
from app.contracts.models import Contract
from app.db import db
from app.errors import UserError
from app.orgs.access import Viewer

PAGE = 25  # spec: activity page size
MAX_PAGE = 100
CLAIM_MAX = 200  # a claim's Activity tab: its newest entries
MAX_QUERY = 200
BAD_CURSOR = "Invalid cursor"
BEFORE_OR_AFTER = "Give before or after, not both"
PAGE_SIZE = f"last must be between 1 and {MAX_PAGE}"
QUERY_TOO_LONG = f"The search is too long (at most {MAX_QUERY} characters)"


@dataclass
class EntryRow:
    """An entry with the contract it belongs to, as the viewer sees it (for links and labels)."""

    activity: Activity
    contract: Contract
    owner_slug: str


@dataclass
class FeedPage:
    entries: list[EntryRow]  # newest first
    has_older: bool
    has_newer: bool


def visible_to_org(org_id: int):
    return or_(Activity.private_to_org_id.is_(None), Activity.private_to_org_id == org_id)


def _newest_first(query):
    return query.order_by(Activity.at.desc(), Activity.id.desc())


# ---- a claim's entries ---------------------------------------------------------------------------

def claim_entries(org_id: int, claims: list[tuple[int, VisibleContract]], limit: int = CLAIM_MAX
                  ) -> dict[int, list[EntryRow]]:
    """{claim id: its newest entries the organisation may see} for claims the caller reached."""
    contracts = {claim_id: found for claim_id, found in claims}
    out: dict[int, list[EntryRow]] = {claim_id: [] for claim_id in contracts}
    if not contracts:
        return out
    rows = db.session.scalars(_CLAIM_ENTRIES, {"claim_ids": list(contracts), "org_id": org_id, "limit": limit})
    for activity in rows:
        found = contracts[activity.claim_id]
        out[activity.claim_id].append(EntryRow(activity, found.contract, found.owner.slug))
    return out


def _claim_entries_select():
    place = func.row_number().over(partition_by=Activity.claim_id,
                                   order_by=(Activity.at.desc(), Activity.id.desc())).label("place")
    ranked = (select(Activity.id, place).where(Activity.claim_id.in_(bindparam("claim_ids", expanding=True)),
                                               visible_to_org(bindparam("org_id")))).subquery()
    return _newest_first(select(Activity).join(ranked, ranked.c.id == Activity.id)
                         .where(ranked.c.place <= bindparam("limit")))


# Built once, run with parameters: every claim's side panel asks it (building it cost more CPU
# than running it).
_CLAIM_ENTRIES = _claim_entries_select()


# ---- the organisation's feed ---------------------------------------------------------------------

def encode_cursor(activity: Activity) -> str:
    raw = json.dumps([activity.at.isoformat(), activity.id], separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def decode_cursor(cursor: str, field: str) -> tuple[datetime, int]:
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        at, activity_id = json.loads(base64.urlsafe_b64decode(padded.encode()))
        at = datetime.fromisoformat(at)
        if not isinstance(activity_id, int) or at.tzinfo is None:
            raise ValueError
        return at, activity_id
    except Exception:
        raise UserError(BAD_CURSOR, field=field) from None


def _like(word: str) -> str:
    return "%" + re.sub(r"([\\%_])", r"\\\1", word) + "%"


def matching(q: str | None):
    """Every word of `q` matches the person's name, the label, the site name, the contract's
    slug, or the claim number ('3' or '#3')."""
    words = (q or "").split()
    if len((q or "").strip()) > MAX_QUERY:
        raise UserError(QUERY_TOO_LONG, field="q")
    conditions = []
    for word in words:
        lowered = word.lower()
        pattern = _like(word)
        options = [Activity.actor_name.ilike(pattern, escape="\\"), Contract.site_name.ilike(pattern, escape="\\"),
                   Contract.slug.ilike(pattern, escape="\\")]
        codes = [code for code, label in LABELS.items() if lowered in label.lower()]
        if codes:
            options.append(Activity.code.in_(codes))
        number = lowered.lstrip("#")
        if number.isascii() and number.isdigit() and len(number) <= 9:
            options.append(Activity.claim_number == int(number))
        conditions.append(or_(*options))
    return conditions


def feed(viewer: Viewer, *, before: str | None = None, after: str | None = None, last: int = PAGE,
         q: str | None = None) -> FeedPage:
    """A page of the entries on every contract the viewer reaches, newest first: the newest
    `last`, or the `last` just older than `before`, or just newer than `after`."""
    if before and after:
        raise UserError(BEFORE_OR_AFTER, field="after")
    if isinstance(last, bool) or not isinstance(last, int) or not 1 <= last <= MAX_PAGE:
        raise UserError(PAGE_SIZE, field="last")
    filtered = (access.visible_contracts(viewer)
                .join(Activity, Activity.contract_id == Contract.id)
                .add_columns(Activity)
                .where(visible_to_org(viewer.org.id), *matching(q)))
    key = tuple_(Activity.at, Activity.id)
    cursor = decode_cursor(after, "after") if after else decode_cursor(before, "before") if before else None
    if after:
        page = filtered.where(key > tuple_(*cursor)).order_by(Activity.at, Activity.id)
    else:
        page = _newest_first(filtered.where(key < tuple_(*cursor)) if before else filtered)
    rows = db.session.execute(page.limit(last + 1)).all()
    more = len(rows) > last
    rows = rows[:last]
    if after:
        rows.reverse()
    entries = [EntryRow(row[-1], row[0], row[1].slug) for row in rows]
    beyond = None
    if cursor is not None:  # is there anything on the far side of the cursor?
        other = filtered.where(key <= tuple_(*cursor) if after else key >= tuple_(*cursor))
        beyond = db.session.scalar(select(other.with_only_columns(Activity.id).limit(1).exists()))
    return FeedPage(entries, has_older=beyond if after else more, has_newer=more if after else bool(beyond))
