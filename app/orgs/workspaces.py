"""Where an organisation is born: one function for every way (issue 35).

- sign-up (`create_owned_workspace`, POST /auth/orgs): a person makes a workspace and owns it;
- joining from an invitation by email (`app.contracts.invitations.join`): someone named on a
  contract, with no workspace yet, makes theirs; it takes the party (the stand-in the inviter saw,
  `app.contracts.people.create_stand_in`), with the business details typed for it, and the
  others named beside them are invited into it.

Both go through `create_workspace`: the schema provisioned (tenants.provision, from pre-rendered
DDL), the users and their Member rows (every permission: the first people of a workspace own
it), Invite rows when they were invited rather than signed up, the default contact when details
were given — in the caller's transaction.

One slug rule: a slug asked for is used as asked (validated; refused when taken, so the person can
choose another); with none, the name's slug, made unique with -2, -3 ... (nobody is there to choose).
"""
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import or_, select

from app.auth import ratelimit
from app.auth.models import Account, User
from app.db import db, escape_like
from app.domain.text import clean_name
from app.errors import UserError
from app.orgs import gst_numbers
from app.orgs import permissions as perms
from app.orgs.models import Contact, Invite, Member
from tenants.context import tenant_context
from tenants.models import Organisation
from tenants.names import RESERVED_SLUGS, slugify
from tenants.provision import create_organisation

NAME_REQUIRED = "Name is required"
TOO_MANY_ORGS = "You have created many workspaces today. Please try again tomorrow, or contact support."
SLUG_LENGTH = 40  # leaves room for a '-n' suffix within the slug's 48 characters


@dataclass(frozen=True)
class Owner:
    account_id: int
    name: str | None = None  # the name members see; None: shown by email until they accept
    invited: bool = False  # invited rather than signed up: an Invite row, shown by email until they accept


def create_workspace(name: str, owners: list[Owner], *, slug: str | None = None, invited: bool = False,
                     contact: dict | None = None) -> tuple[Organisation, dict[int, int]]:
    """A new organisation owned by `owners`; returns it and {account id: users.id}. `contact`: the
    columns of its default business details (name, entity_name, address, gst_number, website)."""
    org = create_organisation(name, slug if slug is not None else unique_slug(name))
    users: dict[int, int] = {}
    for owner in owners:
        user = User(account_id=owner.account_id, org_id=org.id)
        db.session.add(user)
        db.session.flush()
        users[owner.account_id] = user.id
    invitees = [o for o in owners if invited or o.invited]
    emails = dict(db.session.execute(select(Account.id, Account.email).where(
        Account.id.in_([o.account_id for o in invitees]))).all()) if invitees else {}
    with tenant_context(org):
        for owner in owners:
            db.session.add(Member(user_id=users[owner.account_id], name=owner.name or "",
                                  permissions=sorted(perms.OWNER)))
        db.session.flush()
        if invitees:
            for owner in invitees:
                db.session.add(Invite(user_id=users[owner.account_id], email=emails[owner.account_id],
                                      permissions=sorted(perms.OWNER), invited_by=None))
        if contact is not None:
            db.session.add(Contact(**{**contact, "website": contact.get("website") or ""}, is_default=True))
            gst_numbers.record(org.id, contact.get("gst_number"))
        db.session.flush()
    return org, users


def create_owned_workspace(account_id: int, *, name, slug=None, user_name=None, per_day: int,
                           now, contact: dict | None = None, invited: tuple[int, ...] = (),
                           commit: bool = True) -> Organisation:
    """Sign-up: a workspace its creator owns (the Owner role), at most `per_day` a day per account;
    commits unless told not to. `user_name`: the creator's name when not known yet (members see it);
    `contact`: its business details (as `create_workspace`); `invited`: accounts invited as owners
    beside the creator (joining from an invitation by email: the others named with them)."""
    name = clean_name(name, label="Organisation name")
    if slug is not None and not isinstance(slug, str):
        raise UserError("The slug must be text.", field="slug")
    account = db.session.get(Account, account_id)
    if user_name not in (None, ""):
        account.name = clean_name(user_name, field="userName")
    if not account.name:  # the owner's name is what the organisation's members will see
        raise UserError(NAME_REQUIRED, field="userName")
    ratelimit.enforce(f"create-org:{account_id}", per_day, timedelta(days=1), now, TOO_MANY_ORGS)
    slug = slug.strip() if slug and slug.strip() else None
    owners = [Owner(account_id, account.name)] + [Owner(a, invited=True) for a in invited if a != account_id]
    org, _ = create_workspace(name, owners, slug=slug, contact=contact)
    if commit:
        db.session.commit()
    return org


def unique_slug(name: str) -> str:
    """The name's slug, free: 'acme-builders', else 'acme-builders-2', '-3' ..."""
    base = slugify(name)[:SLUG_LENGTH].strip("-") or "workspace"
    taken = set(db.session.scalars(select(Organisation.slug).where(
        or_(Organisation.slug == base, Organisation.slug.like(f"{escape_like(base)}-%", escape="\\")))))
    if base not in taken and base not in RESERVED_SLUGS:
        return base
    n = 2
    while f"{base}-{n}" in taken:
        n += 1
    return f"{base}-{n}"
