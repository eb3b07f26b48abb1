"""The organisation workspace: its name, business details, members, invitations and contacts.

Every function acts for the `viewer` it is given (app.orgs.access: the signed-in account as a
member of the organisation bound to this request) and checks that member's workspace
permissions here, whatever the caller: the UI only mirrors these rules.

| action                                  | needs                                   |
|-----------------------------------------|-----------------------------------------|
| read the organisation, members, contacts | membership                              |
| rename the organisation, business details| OrgEdit                                 |
| invite users                            | UserInvite; only permissions the inviter |
|                                         | holds; an owner invite needs OrgEdit    |
| change a member's name and permissions  | OrgEdit; never one's own                |
| remove a member                         | OrgEdit; never oneself                  |
| edit the default contact                | OrgEdit                                 |
| edit or create another contact          | ContractEdit (create: or ContractCreate)|

An ID of another organisation's object answers exactly like an ID that does not exist
(NotFound with the same message), and changes nothing.

Invitations (no shared-schema change): inviting an email finds or creates its
`shared.accounts` row, adds the `shared.users` row and this organisation's `members` row
with the chosen permissions, records an `invites` row and emails the invitation through the
outbox, all in one transaction. When the invitee signs in with that email (the magic-code
flow finds the account by email), their session already lists the workspace; their first
use of it marks the invitation accepted (app.orgs.access.accept_invitation, at the binding).
Removing a member deletes the `members` and `shared.users` rows, so every session of theirs
loses the workspace at once (the org binding of each request checks `shared.users`).
"""
import logging
import re
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import quote, urlsplit

from flask import current_app
from sqlalchemy import delete, func, literal, select, tuple_, update
from sqlalchemy.dialects.postgresql import insert

from app.auth.models import Account, User
from app.db import db
from app.domain.email import valid_email
from app.domain.errors import RuleError
from app.domain.gst import normalise_gst_number
from app.domain.text import clean_name, clean_text
from app.errors import Conflict, NotFound, PermissionDenied, UserError
from app.mail import quotas
from app.mail.service import send_email
from app.orgs import emails, gst_numbers
from app.orgs import permissions as perms
from app.orgs.access import Viewer, display_name, member_select, require_same_org
from app.orgs.models import GST_COUNTRY, Contact, Invite, Member
from app.uploads import service as uploads
from tenants.models import Organisation

log = logging.getLogger(__name__)

MEMBER_NOT_FOUND = "Member not found"
CONTACT_NOT_FOUND = "Contact not found"
WEBSITE_INVALID = "Enter a website address, like www.example.co.nz"
GST_REQUIRED = "GST number is required"
GST_COUNTRY_ONLY = "Only New Zealand GST numbers are supported."
OWN_PERMISSIONS = "You cannot change your own permissions."
REMOVE_SELF = "You cannot remove yourself from the workspace."
GRANT_OWN_ONLY = "You can only give permissions that you have yourself."
OWNER_INVITE = "Only an owner can invite another owner."
ALREADY_MEMBER = "{email} is already a member of this workspace."
NO_INVITES = "Enter at least one email address to invite."
TOO_MANY_INVITES = "Invite at most {n} people at a time."
INVALID_INVITE_EMAIL = "{email} is not a valid email address."
UNKNOWN_PERMISSION = "Unknown permission: {name}"

MAX_INVITES = 50
MAX_MEMBERS_PAGE = 1000


# ---- members ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class MemberView:
    """A member as the members screen shows them."""

    org_id: int
    user_id: int
    name: str
    email: str
    permissions: tuple[str, ...]
    is_viewer: bool
    invited_at: datetime | None
    accepted_at: datetime | None
    created_at: datetime
    sort_key: str = ""

    @property
    def id(self) -> int:  # the Relay node id
        return self.user_id

    @property
    def invite_pending(self) -> bool:
        return self.invited_at is not None and self.accepted_at is None

    @property
    def role(self) -> str | None:
        return perms.role_and_label(frozenset(self.permissions))[0]

    @property
    def permissions_label(self) -> str:
        return perms.role_and_label(frozenset(self.permissions))[1]


@dataclass(frozen=True)
class MembersPage:
    members: list[MemberView]
    has_next: bool
    total: int


def _members_query(viewer: Viewer):
    return member_select().where(User.org_id == viewer.org.id)


def _view(viewer: Viewer, row) -> MemberView:
    return MemberView(
        org_id=viewer.org.id, user_id=row.user_id, name=row.display, email=row.email,
        permissions=perms.normalise_stored(row.permissions),
        is_viewer=row.user_id == viewer.user_id, invited_at=row.invited_at, accepted_at=row.accepted_at,
        created_at=row.created_at, sort_key=row.sort_key,
    )


def viewer_member(viewer: Viewer) -> MemberView:
    return _view(viewer, viewer.member)


def member(viewer: Viewer, user_id) -> MemberView:
    user_id = _user_id(user_id)
    row = db.session.execute(_members_query(viewer).where(Member.user_id == user_id)).first()
    if row is None:
        raise NotFound(MEMBER_NOT_FOUND)
    return _view(viewer, row)


def members_page(viewer: Viewer, first: int | None = None, after: tuple[str, int] | None = None) -> MembersPage:
    """Members by name (display name, else email), keyset-paged. One SQL statement."""
    limit = max(1, min(first or MAX_MEMBERS_PAGE, MAX_MEMBERS_PAGE))
    query = _members_query(viewer).add_columns(
        select(func.count()).select_from(Member).scalar_subquery().label("total")
    )
    sort_key = func.lower(display_name())
    if after is not None:
        query = query.where(tuple_(sort_key, Member.user_id) > tuple_(literal(after[0]), literal(after[1])))
    rows = db.session.execute(query.order_by(sort_key, Member.user_id).limit(limit + 1)).all()
    total = rows[0].total if rows else 0
    if not rows and after is not None:
        total = db.session.scalar(select(func.count()).select_from(Member))
    return MembersPage([_view(viewer, r) for r in rows[:limit]], len(rows) > limit, total)


def member_cursor(view: MemberView) -> tuple[str, int]:
    return (view.sort_key, view.user_id)


def _user_id(value) -> int:
    try:
        user_id = int(str(value))
    except (TypeError, ValueError):
        raise NotFound(MEMBER_NOT_FOUND) from None
    if not 0 < user_id < 2**63:
        raise NotFound(MEMBER_NOT_FOUND)
    return user_id


def _permission_set(names) -> frozenset[str]:
    for name in names or ():
        if name not in perms.ALL:
            raise UserError(UNKNOWN_PERMISSION.format(name=name), field="permissions")
    return perms.closure(names or ())


def update_member(viewer: Viewer, user_id, *, name=None, permissions=None) -> MemberView:
    """Change another member's name and/or permissions (OrgEdit; never one's own)."""
    user_id = _user_id(user_id)
    target = db.session.scalars(select(Member).where(Member.user_id == user_id).with_for_update()).first()
    if target is None:
        raise NotFound(MEMBER_NOT_FOUND)
    viewer.require(perms.ORG_EDIT, "change members")
    if target.user_id == viewer.user_id:
        raise PermissionDenied(OWN_PERMISSIONS, code="FORBIDDEN")
    if name is not None:
        target.name = clean_name(name)
    if permissions is not None:
        target.permissions = perms.ordered(_permission_set(permissions))
    db.session.commit()
    return member(viewer, user_id)


def remove_member(viewer: Viewer, user_id) -> int:
    """Remove a member (OrgEdit; never oneself). Their sessions lose the workspace at once."""
    user_id = _user_id(user_id)
    exists = db.session.scalar(select(Member.user_id).where(Member.user_id == user_id).with_for_update())
    if exists is None:
        raise NotFound(MEMBER_NOT_FOUND)
    viewer.require(perms.ORG_EDIT, "remove members")
    if user_id == viewer.user_id:
        raise PermissionDenied(REMOVE_SELF, code="FORBIDDEN")
    db.session.execute(delete(Member).where(Member.user_id == user_id))  # the invite goes with it
    db.session.execute(delete(User).where(User.id == user_id, User.org_id == viewer.org.id))
    db.session.commit()
    log.info("member %s removed from organisation %s by user %s", user_id, viewer.org.id, viewer.user_id)
    return user_id


def seat_owner(user_id: int, name: str) -> None:
    """A new organisation's creator as its first member, with every permission (in the bound
    organisation, in the caller's transaction)."""
    db.session.add(Member(user_id=user_id, name=name, permissions=sorted(perms.OWNER)))
    db.session.flush()


@dataclass(frozen=True)
class InviteRow:
    email: str | None
    permissions: list[str] | None = None
    is_owner: bool = False


def invite_users(viewer: Viewer, rows: list[InviteRow]) -> list[MemberView]:
    """Invite people by email (UserInvite). Rows with an empty email are dropped.

    Each row gives the permissions chosen (closed under implication; the Member role when
    none are given) or is_owner (every permission). A member who is not an owner can only give
    permissions they hold, and only an owner (OrgEdit) can invite an owner.
    """
    viewer.require(perms.USER_INVITE, "invite users")
    wanted: dict[str, frozenset[str]] = {}
    for row in rows:
        raw = row.email.strip() if isinstance(row.email, str) else ""
        if not raw:
            continue
        email = valid_email(raw)
        if email is None:
            raise UserError(INVALID_INVITE_EMAIL.format(email=raw), field="email")
        if row.is_owner:
            granted = perms.OWNER
        elif row.permissions is None:
            granted = perms.MEMBER
        else:
            granted = _permission_set(row.permissions)
        if row.is_owner and not viewer.can(perms.ORG_EDIT):
            raise PermissionDenied(OWNER_INVITE, code="FORBIDDEN")
        if not viewer.can(perms.ORG_EDIT) and not granted <= viewer.permissions:
            raise PermissionDenied(GRANT_OWN_ONLY, code="FORBIDDEN")
        wanted[email] = granted
    if not wanted:
        raise UserError(NO_INVITES, field="email")
    if len(wanted) > MAX_INVITES:
        raise UserError(TOO_MANY_INVITES.format(n=MAX_INVITES), field="email")
    quotas.charge(viewer, list(wanted))  # invitations are unsolicited email: counted, capped

    session = db.session
    org = viewer.org
    inviter = session.execute(member_select().where(Member.user_id == viewer.user_id)).first()
    inviter_name = inviter.display if inviter else None
    invited: list[int] = []
    for email, granted in wanted.items():
        account_id = session.execute(
            insert(Account).values(email=email, name="").on_conflict_do_nothing(index_elements=[Account.email])
            .returning(Account.id)
        ).scalar()
        if account_id is None:
            account_id = session.scalar(select(Account.id).where(Account.email == email))
        user_id = session.execute(
            insert(User).values(account_id=account_id, org_id=org.id)
            .on_conflict_do_nothing(index_elements=[User.account_id, User.org_id]).returning(User.id)
        ).scalar()
        if user_id is None:
            session.rollback()
            raise Conflict(ALREADY_MEMBER.format(email=email), field="email")
        # No name of the account's own: the inviter sees only the email until the invitee accepts.
        session.add(Member(user_id=user_id, name="", permissions=perms.ordered(granted)))
        session.flush()
        invite = Invite(user_id=user_id, email=email, permissions=perms.ordered(granted), invited_by=viewer.user_id)
        session.add(invite)
        session.flush()
        subject, text, html = emails.invitation(
            inviter=inviter_name or "A colleague", org_name=org.name, email=email,
            link=f"{current_app.config['PUBLIC_URL']}/login?to={quote('/' + org.slug, safe='')}",
        )
        send_email(to=email, subject=subject, text=text, html=html, key=f"invite:{org.id}:{invite.id}",
                   org_id=org.id)
        invited.append(user_id)
    session.commit()
    log.info("%d user(s) invited to organisation %s by user %s", len(invited), org.id, viewer.user_id)
    return [member(viewer, user_id) for user_id in invited]


# ---- the organisation --------------------------------------------------------------------------

def rename_org(viewer: Viewer, org_id, name) -> Organisation:
    org = require_same_org(viewer, org_id)
    viewer.require(perms.ORG_EDIT, "change the organisation")
    clean = clean_name(name, label="Organisation name")
    db.session.execute(update(Organisation).where(Organisation.id == org.id).values(name=clean))
    db.session.commit()
    return db.session.get(Organisation, org.id, populate_existing=True)


UNCHANGED = object()


def default_contact(viewer: Viewer) -> Contact | None:
    return db.session.scalars(select(Contact).where(Contact.is_default)).first()


def _clean_gst(value, *, required: bool) -> str | None:
    try:
        stored = normalise_gst_number(value if isinstance(value, str) else None)
    except RuleError as error:
        raise UserError(error.message, field="gstNumber") from None
    if stored is None and required:
        raise UserError(GST_REQUIRED, field="gstNumber")
    return stored


_HOST = re.compile(r"^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$", re.IGNORECASE)


def clean_website(value) -> str:
    """'' for blank; else an http(s) address with a real host name ('https://' added if missing)."""
    text = value.strip() if isinstance(value, str) else ""
    if not text:
        return ""
    if len(text) > 300 or any(c.isspace() for c in text):
        raise UserError(WEBSITE_INVALID, field="website")
    candidate = text if re.match(r"^[a-z][a-z0-9+.-]*://", text, re.IGNORECASE) else f"https://{text}"
    parts = urlsplit(candidate)
    if parts.scheme.lower() not in ("http", "https") or not _HOST.match(parts.hostname or "") or parts.username:
        raise UserError(WEBSITE_INVALID, field="website")
    return candidate


def update_business(viewer: Viewer, org_id, *, entity_name, address=None, gst_number=None, gst_country=None,
                    gst_registered=None, website=None, logo_upload_id=UNCHANGED) -> Contact:
    """The default contact's business details; the logo is unchanged, replaced (an upload id)
    or removed (None).

    `gst_registered` (issue 34): False ('Not registered') empties the GST number and takes GST off
    the organisation's draft claims (never a claim already sent: app.claims.gst); None keeps the
    status, or makes it registered when a GST number is given."""
    require_same_org(viewer, org_id)
    viewer.require(perms.ORG_EDIT, "change the business details")
    entity = clean_name(entity_name, label="Business name")
    if gst_country not in (None, "", GST_COUNTRY):
        raise UserError(GST_COUNTRY_ONLY, field="gstCountry")
    gst = _clean_gst(gst_number, required=False)
    site = clean_website(website)
    street = clean_text(address, 1000, "address", "Address", multiline=True)

    session = db.session
    contact = session.scalars(select(Contact).where(Contact.is_default).with_for_update()).first()
    if contact is None:
        contact = Contact(is_default=True, name=entity, entity_name=entity, gst_country=GST_COUNTRY)
        session.add(contact)
    elif not contact.name or contact.name == contact.entity_name:
        contact.name = entity  # the display name follows the business name
    contact.entity_name = entity
    contact.address = street
    if gst_registered is not None:
        contact.gst_registered = bool(gst_registered)
    elif gst or contact.gst_registered is None:
        contact.gst_registered = True
    contact.gst_number = gst if contact.gst_registered else None
    contact.gst_country = GST_COUNTRY
    contact.website = site
    contact.updated_at = func.now()
    gst_numbers.record(viewer.org.id, gst)
    discard = taken = None
    if logo_upload_id is not UNCHANGED:
        previous = contact.logo_upload_id
        if logo_upload_id is None:
            contact.logo_upload_id = None
        else:
            taken = uploads.take_logo(viewer, logo_upload_id).id
            contact.logo_upload_id = taken
        if previous is not None and previous != contact.logo_upload_id:
            discard = previous
    if discard is not None:
        session.flush()
        uploads.discard(discard)
    session.commit()
    # Stored bytes go only once the rows that used them are gone for good.
    if taken is not None:
        uploads.forget_incoming(viewer.org.id, taken)
    if discard is not None:
        uploads.delete_files(viewer.org.id, discard)
    return contact


def contact(viewer: Viewer, contact_id) -> Contact:
    found = db.session.get(Contact, _contact_id(contact_id))
    if found is None:
        raise NotFound(CONTACT_NOT_FOUND)
    return found


def _contact_id(value) -> int:
    try:
        contact_id = int(str(value))
    except (TypeError, ValueError):
        raise NotFound(CONTACT_NOT_FOUND) from None
    if not 0 < contact_id < 2**63:
        raise NotFound(CONTACT_NOT_FOUND)
    return contact_id


def update_contact(viewer: Viewer, contact_id, *, name=UNCHANGED, entity_name=UNCHANGED, address=UNCHANGED,
                   gst_number=UNCHANGED) -> Contact:
    """The 'Edit Contact' dialog: the default contact needs OrgEdit, another ContractEdit.

    A display name left blank is the business name. The GST number, when sent, is required.
    """
    found = db.session.scalars(select(Contact).where(Contact.id == _contact_id(contact_id)).with_for_update()).first()
    if found is None:
        raise NotFound(CONTACT_NOT_FOUND)
    if found.is_default:
        viewer.require(perms.ORG_EDIT, "change the business details")
    else:
        viewer.require(perms.CONTRACT_EDIT, "edit contacts")
    if entity_name is not UNCHANGED:
        found.entity_name = clean_name(entity_name, label="Business name")
    if name is not UNCHANGED:
        found.name = clean_text(name, 200, "name", "Display name") or found.entity_name
    if address is not UNCHANGED:
        found.address = clean_text(address, 1000, "address", "Address", multiline=True)
    if gst_number is not UNCHANGED:
        found.gst_number = _clean_gst(gst_number, required=True)
        if found.is_default:
            gst_numbers.record(viewer.org.id, found.gst_number)
    found.updated_at = func.now()
    db.session.commit()
    return found
