"""The Viewer: who is acting, as which user of the bound organisation, with which permissions.

There is one notion of "who is asking" for every service (orgs, uploads, contracts, claims):
the signed-in account (g.account_id) as a user of the organisation bound to the request
(tenants.context). `bind_request_viewer` builds it once per request, right after the tenant is
bound, with one query (user, account, member row and invitation), and keeps it for the rest of
the request; services receive it as their first argument, and the GraphQL context carries it
(app.graphql.core.context).

Reading the viewer never writes. Taking up an invitation (the invitee's first use of the
workspace) is the explicit write `accept_invitation`, which the binding makes.
"""
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from functools import cache
from types import SimpleNamespace

from flask import g
from sqlalchemy import and_, bindparam, case, func, select, update

from app.auth.models import Account, User
from app.auth.session import account_of_browser
from app.db import db
from app.errors import NotFound, PermissionDenied
from app.orgs import permissions as perms
from app.orgs.models import Invite, Member
from tenants import bindings
from tenants.context import account_org, current_org, tenant_context
from tenants.models import Organisation

ORG_NOT_FOUND = "Organisation not found"


def display_name():
    """A member's name: the organisation's name for them, else their own, else their email.

    Their own name only once they have taken up an invitation: until then the inviting
    organisation sees the email it typed, never the name of whoever owns that address.
    Reads `Invite`, so the query joins it (member_select does)."""
    pending = and_(Invite.id.is_not(None), Invite.accepted_at.is_(None))
    own_name = case((pending, None), else_=func.nullif(Account.name, ""))
    return func.coalesce(func.nullif(Member.name, ""), own_name, Account.email)


def member_select():
    """Members with what the members screen shows (one statement, whatever is filtered)."""
    display = display_name()
    return (
        select(
            Member.user_id, display.label("display"), Member.permissions, Member.created_at, Account.email,
            Invite.id.label("invite_id"), Invite.created_at.label("invited_at"), Invite.accepted_at,
            func.lower(display).label("sort_key"),
        )
        .join(User, User.id == Member.user_id)
        .join(Account, Account.id == User.account_id)
        .outerjoin(Invite, Invite.user_id == Member.user_id)
    )


@dataclass(frozen=True)
class Viewer:
    """An account acting for one organisation."""

    account_id: int
    user_id: int
    org: Organisation
    # Workspace permissions, closed under their implications (OrgEdit grants all).
    permissions: frozenset[str]
    # The viewer's own row of `member_select()` (the members screen shows it).
    member: object = None

    @property
    def invite_pending(self) -> bool:
        return self.member is not None and self.member.invite_id is not None and self.member.accepted_at is None

    def can(self, permission: str) -> bool:
        return permission in self.permissions

    def require(self, permission: str, action: str) -> None:
        """PermissionDenied('You do not have permission to {action}.') unless granted."""
        if not self.can(permission):
            raise PermissionDenied(f"You do not have permission to {action}.", code="FORBIDDEN")

    def require_upload(self) -> None:
        """Uploading a file (a logo or an attachment) needs Progress Claims."""
        self.require(perms.PROGRESS_CLAIMS, "upload files")


RECORDER_NAME_MAX = 254  # the width of the records' *_by_name columns


def recorder_name(viewer: Viewer) -> str:
    """Who records something (a step, a payment, a notice served, a suspension), as the record keeps it:
    the account's own name, else its email, at most RECORDER_NAME_MAX characters. One statement."""
    name = db.session.scalar(select(func.coalesce(func.nullif(Account.name, ""), Account.email))
                             .where(Account.id == viewer.account_id))
    return (name or "")[:RECORDER_NAME_MAX]


def stored_permissions(names) -> frozenset[str]:
    """A stored list as a closed set (names this version does not know are ignored)."""
    return frozenset(perms.normalise_stored(names))


def link_viewer(account_id, org_ref) -> tuple[Viewer, Organisation]:
    """(the viewer, its organisation) a download link names (a PDF's, an export's `sid` and
    `org`): `account_id` must be one of this browser's signed-in accounts and a user of the
    organisation `org_ref` (slug or id); anything else is NotFound(ORG_NOT_FOUND) alike."""
    account = account_of_browser(account_id)
    org = account_org(account, org_ref)
    viewer = None
    if org is not None:
        with tenant_context(org):
            viewer = load_viewer(account, org)
    if viewer is None:
        raise NotFound(ORG_NOT_FOUND)
    return viewer, org


def load_viewer(account_id: int | None, org: Organisation | None) -> Viewer | None:
    """The viewer for an account in an organisation (bound as the tenant), or None when the
    account is not one of its users. One query, then kept for the request."""
    if account_id is None or org is None:
        return None
    viewers = g.setdefault("viewers", {})
    key = (account_id, org.id)
    if key not in viewers:
        row = db.session.execute(_viewer_query(), {"account_id": account_id, "org_id": org.id}).first()
        viewers[key] = None if row is None else _viewer(account_id, org, row)
    return viewers[key]


def _viewer(account_id: int, org: Organisation, row) -> Viewer:
    return Viewer(account_id=account_id, user_id=row.user_id, org=org, permissions=stored_permissions(row.permissions),
                  member=row)


@cache
def _viewer_query():
    """The viewer's row of member_select, built once (every request runs it)."""
    return member_select().where(User.account_id == bindparam("account_id"), User.org_id == bindparam("org_id"))


def bind_request_viewer() -> None:
    """After the tenant binding: build this request's viewer, taking up a pending invitation.
    Its member row comes from this process's cache while it holds (tenants.bindings)."""
    g.pop("viewers", None)
    account_id, org = g.get("account_id"), current_org()
    if account_id is None or org is None:
        return
    key, generation = (account_id, org.id), bindings.generation()
    row = bindings.cache("viewer_rows").get(key, generation)
    if row is not None:
        g.viewers = {key: _viewer(account_id, org, row)}
    viewer = load_viewer(account_id, org)
    if viewer is not None and row is None:
        bindings.cache("viewer_rows").put(key, viewer.member, generation)
    if viewer is not None and viewer.invite_pending:
        accept_invitation(viewer)


def accept_invitation(viewer: Viewer) -> Viewer:
    """Mark the viewer's invitation accepted (their first use of the workspace); commits."""
    if not viewer.invite_pending:
        return viewer
    accepted_at = datetime.now(timezone.utc)
    db.session.execute(update(Invite).where(Invite.id == viewer.member.invite_id).values(accepted_at=accepted_at))
    db.session.commit()
    accepted = replace(viewer, member=SimpleNamespace(**{**viewer.member._mapping, "accepted_at": accepted_at}))
    g.setdefault("viewers", {})[(viewer.account_id, viewer.org.id)] = accepted
    return accepted


def require_same_org(viewer: Viewer, org_id) -> Organisation:
    """The viewer's organisation when `org_id` names it; NotFound for any other (existing or not)."""
    if org_id is None or str(org_id) != str(viewer.org.id):
        raise NotFound(ORG_NOT_FOUND)
    return viewer.org
