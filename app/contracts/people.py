"""People on contracts: finding recipients, and bringing new ones in.

Recipient search (the New project and Add subcontract pickers)
- Only people the viewer's organisation already works with are ever found or named: its own
  users, and the users of every organisation that is a party to a contract it is a party to,
  once every party of that contract has accepted it ("known people"; a contract whose party is
  still invited, or declined, makes nobody known: `app.contracts.invitations`). Anyone else
  reads exactly like an email with no account, so nobody learns whether an address has an
  account, or whose it is, by typing it.
- A known person who has not yet accepted the invitation that made them known is named by
  their email and found only by it (`invitations_pending`).
- A known account whose email is exactly what was typed scores 1.5 ("existing-user match").
- A person who is a member of contracts the viewer's organisation is a party to, on the other
  party's side, scores 1 per such contract ("membership matches"), when what was typed is
  part of their email or name. Only people the organisation already works with are found
  this way; nobody else's name is ever searched.
- A typed text that looks like an email ('text@text.text', no spaces) and matches no known
  account is offered as a new invitee (whose invitation reaches the account of that address,
  if it has one, when they sign in).
- Each suggestion carries its public contacts: the organisations it belongs to (id and name,
  from the shared registry), so the picker can suggest the customer common to the recipients.
  An exact email match lists the known organisations of that account (what "user by email"
  returns); a membership match lists only the organisations seen on the shared contracts.

New people (the account and its `shared.users` row exist from the moment they are named, so the
invitee finds the invitation as soon as they sign in with that email)
- `ensure_account` finds or creates the account of an email;
- `create_stand_in` makes the party of people named by email (or of an invitation nobody
  receives): an organisation row with no schema, whether or not any of them has an account;
  a workspace is made only when one of them joins (`app.contracts.invitations.join`).
"""
from dataclasses import dataclass, field
from functools import lru_cache

from sqlalchemy import bindparam, column, exists, func, or_, select, table, union_all
from sqlalchemy.dialects import postgresql
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.orm import aliased

from app.auth.models import Account, User
from app.contracts import access
from app.contracts.contacts import ContactDetails
from app.contracts.models import ACCEPTED, ContractMember, ContractOrg
from app.db import db, escape_like
from app.domain.email import valid_email
from app.errors import UserError
from tenants.models import Organisation

EXISTING_USER_SCORE = 1.5
MEMBERSHIP_SCORE = 1.0
SUGGESTIONS = 10
INVALID_EMAIL = "'{email}' is not a valid email address"


def normalise_email(value, *, field: str = "email") -> str:
    email = valid_email(value)
    if email is None:
        raise UserError(INVALID_EMAIL.format(email=value if isinstance(value, str) else ""), field=field)
    return email


@dataclass
class PublicContact:
    org_id: int
    name: str


@dataclass
class Suggestion:
    email: str
    name: str
    account_id: int | None
    score: float
    is_new: bool = False
    contacts: list[PublicContact] = field(default_factory=list)


def settled_contracts(org_id: int):
    """SELECT the ids of the contracts the organisation is a party to whose parties have all
    accepted them: the contracts that make two organisations work together."""
    other = aliased(ContractOrg)
    return select(ContractOrg.contract_id).where(
        ContractOrg.org_id == org_id,
        ~exists().where(other.contract_id == ContractOrg.contract_id, other.consent != ACCEPTED),
    )


def known_user(org_id: int):
    """The condition on `User` of a user the organisation already works with: one of its own, or
    of an organisation that is a party to a settled contract it is a party to."""
    partners = select(ContractOrg.org_id).where(ContractOrg.contract_id.in_(settled_contracts(org_id)))
    return or_(User.org_id == org_id, User.org_id.in_(partners))


def invitations_pending(users: set[tuple[int, str | None]]) -> set[int]:
    """Of (users.id, their organisation's schema), the users not yet taking part: invited to the
    organisation (by a colleague, or as a recipient of a contract that created it) and never
    having used it since (`app.orgs.access.accept_invitation`). One statement over every schema
    concerned; a user of an organisation with no schema counts as pending.

    This decides how a person is named to another organisation (contract members, user by email,
    recipient search): by the name that organisation typed for them (no organisation types a
    name for someone else's person today), else by their email, until they have accepted; once
    they take part, by their own account name. Until then the name of whoever owns an address
    is nobody else's to see, nor to search: an email typed for a new customer may belong to an
    account named elsewhere. Within its own organisation a person is named by
    `app.orgs.access.display_name`, the same rule with the organisation's own name for them."""
    by_schema: dict[str, list[int]] = {}
    pending = {user_id for user_id, schema in users if schema is None}
    for user_id, schema in users:
        if schema is not None:
            by_schema.setdefault(schema, []).append(user_id)
    if not by_schema:
        return pending
    schemas = tuple(sorted(by_schema))
    params = {f"users_{i}": by_schema[schema] for i, schema in enumerate(schemas)}
    return pending | set(db.session.scalars(_pending_in(schemas), params))


@lru_cache(maxsize=256)
def _pending_in(schemas: tuple[str, ...]):
    """invitations_pending's statement over these schemas, each schema's users bound as `users_<i>`: built
    once per set of schemas (a contract's page asks the same few every time; issue 41)."""
    selects = []
    for i, schema in enumerate(schemas):
        invites = table("invites", column("user_id"), column("accepted_at"), schema=schema)
        selects.append(select(invites.c.user_id).where(invites.c.user_id.in_(bindparam(f"users_{i}", expanding=True)),
                                                       invites.c.accepted_at.is_(None)))
    statement = union_all(*selects) if len(selects) > 1 else selects[0]
    # Compiled here, in the one thread that built it, before another can share it (app/db.py's
    # shared statements: a first compile in two threads at once can read half-made memos).
    statement.compile(dialect=postgresql.dialect())
    return statement


def taking_part(org_id: int, emails: list[str]) -> set[str]:
    """Of `emails`, the addresses of people the organisation works with who take part: a known user
    (`known_user`) who has accepted the invitation that made them one (`invitations_pending`). An
    email to anyone else is unsolicited as far as Claimdesk can tell (app.mail.quotas)."""
    if not emails:
        return set()
    rows = db.session.execute(
        select(Account.email, User.id, Organisation.schema_name)
        .join(User, User.account_id == Account.id).join(Organisation, Organisation.id == User.org_id)
        .where(Account.email.in_(sorted(set(emails))), known_user(org_id))
    ).all()
    pending = invitations_pending({(user_id, schema) for _, user_id, schema in rows})
    return {email for email, user_id, _ in rows if user_id not in pending}


def is_known_account(org_id: int, account_id: int) -> bool:
    return db.session.scalar(
        select(User.id).where(User.account_id == account_id, known_user(org_id)).limit(1)
    ) is not None


def lookup_user(viewer: "access.Viewer", email: str) -> Suggestion | None:
    """'User by email': the known account with exactly this email, with the organisations it
    belongs to that the viewer's organisation knows; None for anyone else, as for no account."""
    email = valid_email(email)
    if email is None:
        return None
    rows = db.session.execute(
        select(Account.id, Account.email, Account.name, Organisation.id.label("org_id"),
               Organisation.name.label("org_name"), User.id.label("user_id"), Organisation.schema_name)
        .join(User, User.account_id == Account.id)
        .join(Organisation, Organisation.id == User.org_id)
        .where(Account.email == email, known_user(viewer.org.id), reachable_recipient())
        .order_by(func.lower(Organisation.name), Organisation.id)
    ).all()
    if not rows:
        return None
    pending = invitations_pending({(r.user_id, r.schema_name) for r in rows})
    taking_part = any(r.user_id not in pending for r in rows)
    return Suggestion(rows[0].email, rows[0].name if taking_part else rows[0].email, rows[0].id, EXISTING_USER_SCORE,
                      contacts=[PublicContact(r.org_id, r.org_name) for r in rows])


def search_recipients(viewer: "access.Viewer", text: str, limit: int = SUGGESTIONS) -> list[Suggestion]:
    text = (text or "").strip()
    if not text:
        return []
    limit = max(1, min(int(limit), 25))
    found: dict[int, Suggestion] = {}
    exact = lookup_user(viewer, text)
    if exact is not None:
        found[exact.account_id] = exact

    pattern = f"%{escape_like(text.lower())}%"
    shared_contracts = settled_contracts(viewer.org.id).scalar_subquery()
    rows = db.session.execute(
        select(Account.id, Account.email, Account.name, Organisation.id.label("org_id"),
               Organisation.name.label("org_name"), func.count(func.distinct(ContractMember.contract_id)).label("n"),
               User.id.label("user_id"), Organisation.schema_name,
               func.lower(Account.email).like(pattern, escape="\\").label("email_hit"))
        .select_from(ContractMember)
        .join(User, User.id == ContractMember.user_id)
        .join(Account, Account.id == User.account_id)
        .join(Organisation, Organisation.id == User.org_id)
        .where(
            ContractMember.contract_id.in_(shared_contracts),
            User.org_id != viewer.org.id,
            or_(func.lower(Account.email).like(pattern, escape="\\"), func.lower(Account.name).like(pattern, escape="\\")),
        )
        .group_by(Account.id, Account.email, Account.name, Organisation.id, Organisation.name, User.id)
    ).all()
    pending = invitations_pending({(row.user_id, row.schema_name) for row in rows})
    for row in rows:
        taking_part = row.user_id not in pending
        if not (taking_part or row.email_hit):
            continue  # their own name is nobody's to search yet
        suggestion = found.get(row.id)
        if suggestion is None:
            suggestion = found[row.id] = Suggestion(row.email, row.email, row.id, 0.0)
        if taking_part:
            suggestion.name = row.name
        suggestion.score += MEMBERSHIP_SCORE * row.n
        if exact is None or exact.account_id != row.id:
            if all(c.org_id != row.org_id for c in suggestion.contacts):
                suggestion.contacts.append(PublicContact(row.org_id, row.org_name))

    ranked = sorted(found.values(), key=lambda s: (-s.score, (s.name or s.email).lower(), s.email))[:limit]
    if exact is None and valid_email(text) and len(ranked) < limit + 1:
        ranked.append(Suggestion(text.lower(), "", None, 0.0, is_new=True))
    return ranked[:limit]


# ---- bringing people in ------------------------------------------------------------------------

def ensure_account(email: str, name: str = "") -> int:
    """The account of an email, created (with no sign-in yet) when there is none."""
    account_id = db.session.execute(
        insert(Account).values(email=email, name=(name or "").strip()[:200])
        .on_conflict_do_nothing(index_elements=[Account.email]).returning(Account.id)
    ).scalar()
    if account_id is None:
        account_id = db.session.scalar(select(Account.id).where(Account.email == email))
    return account_id


def user_of(account_id: int, org_id: int) -> int | None:
    return db.session.scalar(select(User.id).where(User.account_id == account_id, User.org_id == org_id))


def users_of(org_id: int, user_ids: list[int]) -> dict[int, int]:
    """{users.id: account id} for those of `user_ids` that are users of the organisation."""
    if not user_ids:
        return {}
    rows = db.session.execute(select(User.id, User.account_id).where(User.id.in_(user_ids), User.org_id == org_id)).all()
    return {uid: aid for uid, aid in rows}


def create_stand_in(name: str, account_ids: list[int], *, reachable: bool) -> tuple[Organisation, dict[int, int]]:
    """The one way a contract's counterparty named by people's emails is made (issue 36): a stand-in
    party, an organisation row with no schema, so it is nobody's workspace (no session lists it,
    nobody signs into it), holding the people typed for it as its users, so the inviter sees them as
    it typed them (by their email). Returns the organisation and {account id: users.id}.

    - `reachable` (named by email, `models.PartyInvitation` recorded by the caller): named, and
      slugged, from the business name typed, whether or not any address has an account, so nothing
      tells the inviter which. The invitation waits in the workspaces its people already have
      (`app.contracts.invitations`); someone with none makes theirs when they join
      (`invitations.join`, through `app.orgs.workspaces.create_workspace`).
    - unreachable (app.contracts.creating: an organisation named by an id with people who are not
      its users, or by an id that names none): an invitation nobody receives. No recipient list
      holds its people (`reachable_recipient`), and nobody is emailed about it.
    """
    import secrets

    from app.orgs.workspaces import unique_slug

    name = (name or "").strip()[:200]
    slug = unique_slug(name) if reachable else f"invited-{secrets.token_hex(12)}"
    org = Organisation(name=name, slug=slug, schema_name=None)
    db.session.add(org)
    db.session.flush()
    return org, _users_for(org.id, account_ids)


def workspaces_of(account_ids: list[int], *, besides: int) -> dict[int, list[Organisation]]:
    """{account id: the workspaces it belongs to, by name} of those of `account_ids` that belong to
    one other than `besides` (the organisation naming them). Used only to decide where an
    invitation goes, never to answer the one who names them."""
    if not account_ids:
        return {}
    rows = db.session.execute(
        select(User.account_id, Organisation).join(Organisation, Organisation.id == User.org_id)
        .where(User.account_id.in_(account_ids), Organisation.schema_name.is_not(None), Organisation.id != besides)
        .order_by(func.lower(Organisation.name), Organisation.id)
    ).all()
    out: dict[int, list[Organisation]] = {}
    for account_id, org in rows:
        out.setdefault(account_id, []).append(org)
    return out


def _users_for(org_id: int, account_ids: list[int]) -> dict[int, int]:
    users = {}
    for account_id in dict.fromkeys(account_ids):
        users[account_id] = db.session.execute(
            insert(User).values(account_id=account_id, org_id=org_id).returning(User.id)).scalar_one()
    return users


def stand_in():
    """The condition on `Organisation` of a stand-in party of an invitation by email."""
    from app.contracts.models import PartyInvitation

    return Organisation.id.in_(select(PartyInvitation.org_id))


def reachable_recipient():
    """The condition on `Organisation` (joined as a recipient's) of an organisation whose people may
    be emailed: one that exists for use (a schema), or the stand-in of an invitation by email (its
    people are the addresses typed, as a stranger's new organisation's are), never an unreachable
    party's."""
    return or_(Organisation.schema_name.is_not(None), stand_in())
