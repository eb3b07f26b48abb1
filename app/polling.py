"""The version fields a poll asks first (spec 2 §7 intervals; issue 14).

A polled screen asks one of these tiny strings every few seconds and refetches its big query
only when the string differs from the one its data was loaded with: polls were a third of the
server's load. Each is one SQL statement and opaque to clients; each changes whenever what its
screen shows changes, and not otherwise:

- ledger_version: the contract's ledger revision (every write of ledger entries bumps it) and
  the latest content change of its claims (a period or status change writes no entries).
- claim_version: the ledger revision, the claim's content change time and status, and its
  payment schedule's version and status (a saved draft schedule changes the customer's page).
- activity_version / claim_activity_version: the newest entry id and the latest `at` (an
  'edited draft' entry is moved to now rather than added) of the entries the organisation sees.
- claim_list_version: of a home list (Inbox or Sent, with any search): the organisation's counter
  of the box (`app.claims.list_counters`: bumped by triggers in the transaction of every change a
  row of the box shows), the viewer's newest read (the unread dots), whether the viewer sees every
  contract (a permission), and today's date (a row's overdue statement is of the day). It reads
  no row of the list, so it costs the same at any size (issue 41); a search's version is its box's
  (any change in the box changes it: a refetch too many at worst, never one too few). A party
  renamed (its organisation's name, the contact typed for it) is not seen: the next visit shows it.
- default_contact_version: the default contact's id and its last update (the service stamps
  `updated_at` on every change).
- members_version: a digest of what the members list shows (name, email, permissions, invite
  state) of every member: members are few, and a digest sees a rename that no timestamp records.
"""
from functools import cache

from sqlalchemy import Text, bindparam, cast, func, select
from sqlalchemy.dialects.postgresql import aggregate_order_by

from app.activity.models import Activity
from app.activity.queries import visible_to_org
from app.auth.models import User
from app.claims import lists
from app.claims.list_counters import ClaimListCounter
from app.claims.models import Claim, ClaimRead, ContractLedger
from app.contracts import access
from app.contracts.models import Contract
from app.db import db
from app.domain.working_days import today_in_auckland
from app.orgs.access import Viewer, member_select
from app.orgs.models import Contact
from app.schedules.models import PaymentSchedule


def _stamp(value) -> str:
    return value.isoformat() if value is not None else "-"


# Built once (each poll runs one; building it cost more CPU than running it), run with parameters.
_LEDGER_VERSION = select(
    select(ContractLedger.rev).where(ContractLedger.contract_id == bindparam("contract_id")).scalar_subquery(),
    select(func.max(Claim.content_updated_at)).where(Claim.contract_id == bindparam("contract_id")).scalar_subquery(),
)
_CLAIM_VERSION = (
    select(
        select(ContractLedger.rev).where(ContractLedger.contract_id == bindparam("contract_id")).scalar_subquery(),
        Claim.content_updated_at, Claim.status, PaymentSchedule.version, PaymentSchedule.status,
    )
    .select_from(Claim)
    .outerjoin(PaymentSchedule, PaymentSchedule.claim_id == Claim.id)
    .where(Claim.id == bindparam("claim_id"))
)


def _one(statement, params):
    """The one row of a prebuilt statement, through the session's connection: a version is plain
    values, and the ORM's execute path cost as much CPU as the statement (issue 21)."""
    return db.session.connection().execute(statement, params).one()


def ledger_version(contract_id: int) -> str:
    return version_of_ledger(*_one(_LEDGER_VERSION, {"contract_id": contract_id}))


def version_of_ledger(rev, changed) -> str:
    """`ledger_version` of what it reads: the ledger revision, the latest content change of the
    contract's claims (None when it has none)."""
    return f"{rev or 0}.{_stamp(changed)}"


def claim_version(claim_id: int, contract_id: int) -> str:
    return version_of_claim(*_one(_CLAIM_VERSION, {"claim_id": claim_id, "contract_id": contract_id}))


def version_of_claim(rev, changed, status, schedule_version, schedule_status) -> str:
    """`claim_version` of what it reads: the ledger revision, the claim's content change and
    status, its schedule's version and status (None when none), and the Auckland day (a deadline
    or a payment date passing at midnight changes what the page says)."""
    return f"{rev or 0}.{_stamp(changed)}.{status}.{schedule_version if schedule_version is not None else '-'}." \
           f"{schedule_status or '-'}.{today_in_auckland().isoformat()}"


def newest(row) -> str:
    """The version of (newest entry id, latest `at`)."""
    newest_id, latest_at = row
    return f"{newest_id or 0}.{_stamp(latest_at)}"


def activity_version(viewer: Viewer) -> str:
    """Of the organisation's feed (the Activity log, the Latest Activity sidebar)."""
    sees_all, params = access.viewer_params(viewer)
    return newest(_one(_activity_version(sees_all), params))


@cache
def _activity_version(sees_all: bool):
    """`activity_version`'s statement, built once with the viewer as parameters (the sidebar polls it)."""
    return (access.visible_template(sees_all)
            .join_from(Contract, Activity, Activity.contract_id == Contract.id)
            .where(visible_to_org(bindparam("viewer_org_id")))
            .with_only_columns(func.max(Activity.id), func.max(Activity.at)))


_CLAIM_ACTIVITY_VERSION = select(func.max(Activity.id), func.max(Activity.at)).where(
    Activity.claim_id == bindparam("claim_id"), visible_to_org(bindparam("org_id")))
# What both versions of a claim read beyond its row, as columns of a statement that reads the claim
# (`access.get_row_of_contract` with the viewer's parameters): the newest entry id and latest `at`
# of its activity, its ledger revision, its schedule's version and status. The claim page's one
# poll (`version` and `activityVersion` every 5 s) is then the claim node's one statement.
CLAIM_NODE_VERSIONS = (
    *(select(value).where(Activity.claim_id == Claim.id, visible_to_org(bindparam("viewer_org_id"))).scalar_subquery()
      for value in (func.max(Activity.id), func.max(Activity.at))),
    select(ContractLedger.rev).where(ContractLedger.contract_id == Claim.contract_id).scalar_subquery(),
    *(select(value).where(PaymentSchedule.claim_id == Claim.id).scalar_subquery()
      for value in (PaymentSchedule.version, PaymentSchedule.status)),
)


def claim_node_versions(claim, newest_id, latest_at, rev, schedule_version, schedule_status) -> tuple[str, str]:
    """(claim_version, claim_activity_version) of a claim row and its `CLAIM_NODE_VERSIONS`."""
    return (version_of_claim(rev, claim.content_updated_at, claim.status, schedule_version, schedule_status),
            newest((newest_id, latest_at)))


def claim_activity_version(org_id: int, claim_id: int) -> str:
    """Of a claim's Activity tab (a claim the caller has reached)."""
    return newest(_one(_CLAIM_ACTIVITY_VERSION, {"claim_id": claim_id, "org_id": org_id}))


def members_version(viewer: Viewer) -> str:
    listed = member_select().where(User.org_id == viewer.org.id).subquery()
    shown = func.concat_ws("|", listed.c.user_id, listed.c.display, listed.c.email, cast(listed.c.permissions, Text),
                           cast(listed.c.invited_at, Text), cast(listed.c.accepted_at, Text))
    every = func.array_agg(aggregate_order_by(shown, listed.c.user_id))
    return db.session.scalar(select(func.md5(func.coalesce(cast(every, Text), ""))).select_from(listed))


# The box's counter (the sum of its shards) and the viewer's newest read, by key and by index: one
# statement, of a fixed number of rows.
_CLAIM_LIST_VERSION = select(
    select(func.sum(ClaimListCounter.n)).where(ClaimListCounter.org_id == bindparam("org_id"),
                                               ClaimListCounter.box == bindparam("box")).scalar_subquery(),
    select(func.max(ClaimRead.read_at)).where(ClaimRead.user_id == bindparam("user_id")).scalar_subquery(),
)


def claim_list_version(viewer: Viewer, box: lists.Box, search: str | None) -> str:
    """Of a home list, whatever its search: what `_CLAIM_LIST_VERSION` reads, whether the viewer
    sees every contract (else their contract memberships decide, and those bump the counter), and
    the Auckland day."""
    del search  # the box's counter covers every search of it
    changes, read = _one(_CLAIM_LIST_VERSION, {"org_id": viewer.org.id, "box": box.value, "user_id": viewer.user_id})
    sees_all, _ = access.viewer_params(viewer)
    return f"{changes or 0}.{_stamp(read)}.{int(sees_all)}.{today_in_auckland().isoformat()}"


def default_contact_version() -> str:
    """Of the bound organisation's business details."""
    return newest(db.session.execute(
        select(func.max(Contact.id), func.max(Contact.updated_at)).where(Contact.is_default)
    ).one())
