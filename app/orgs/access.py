"""Who is acting in the bound organisation, with which workspace permissions.

Every workspace service starts from `current_actor()`: the signed-in account (g.account_id)
as a member of the organisation bound to this request (tenants.context). The answer is kept
for the rest of the request, so a screen that asks for the viewer and a list costs one query
for the viewer.
"""
from dataclasses import dataclass
from types import SimpleNamespace

from flask import g
from sqlalchemy import func, select, update

from app.auth.models import Account, User
from app.db import db
from app.errors import NotFound, PermissionDenied
from app.orgs import permissions as perms
from app.orgs.models import Invite, Member
from tenants.context import require_org
from tenants.models import Organisation

ORG_NOT_FOUND = "Organisation not found"


def display_name():
    """A member's name: the organisation's name for them, else their own, else their email."""
    return func.coalesce(func.nullif(Member.name, ""), func.nullif(Account.name, ""), Account.email)


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
class Actor:
    account_id: int
    user_id: int
    org: Organisation
    permissions: frozenset[str]
    # The actor's own row of `member_select()` (the viewer on the members screen).
    row: object = None

    def can(self, permission: str) -> bool:
        return permission in self.permissions

    def require(self, permission: str, action: str) -> None:
        """PermissionDenied('You do not have permission to {action}.') unless granted."""
        if not self.can(permission):
            raise PermissionDenied(f"You do not have permission to {action}.", code="FORBIDDEN")

    def require_any(self, permissions: tuple[str, ...], action: str) -> None:
        if not any(self.can(p) for p in permissions):
            raise PermissionDenied(f"You do not have permission to {action}.", code="FORBIDDEN")


def stored_permissions(names) -> frozenset[str]:
    """A stored list as a closed set (names this version does not know are ignored)."""
    return frozenset(perms.normalise_stored(names))


def current_actor() -> Actor:
    from app.auth.session import NotSignedIn

    account_id = g.get("account_id")
    if account_id is None:
        raise NotSignedIn()
    org = require_org()
    cached = g.get("workspace_actor")
    if cached is not None and cached.account_id == account_id and cached.org.id == org.id:
        return cached
    row = db.session.execute(member_select().where(User.account_id == account_id, User.org_id == org.id)).first()
    if row is None:
        raise NotFound(ORG_NOT_FOUND)
    if row.invite_id is not None and row.accepted_at is None:
        # The invitee's first use of the workspace takes up the invitation.
        accepted_at = _now()
        db.session.execute(update(Invite).where(Invite.id == row.invite_id).values(accepted_at=accepted_at))
        db.session.commit()
        row = SimpleNamespace(**{**row._mapping, "accepted_at": accepted_at})
    actor = Actor(account_id=account_id, user_id=row.user_id, org=org, permissions=stored_permissions(row.permissions),
                  row=row)
    g.workspace_actor = actor
    return actor


def _now():
    from datetime import datetime, timezone

    return datetime.now(timezone.utc)


def require_same_org(actor: Actor, org_id) -> Organisation:
    """The actor's organisation when `org_id` names it; NotFound for any other (existing or not)."""
    if org_id is None or str(org_id) != str(actor.org.id):
        raise NotFound(ORG_NOT_FOUND)
    return actor.org
