"""Consent of a party (issue 18): an organisation already on Claimdesk that another names as
the customer or supplier of a new contract is invited, not bound.

- Its party (`contract_orgs.consent`) is Pending from creation (`app.contracts.creating`) until
  one of its people with the workspace permission ContractCreate accepts or declines: accepting
  binds the organisation to a contract as creating one does (`policy.may_answer_invitation`).
- Until it accepts, the organisation reaches nothing of the contract (`access` reaches a
  contract only through an Accepted party): it sees the invitation alone (site name, its side,
  the inviting organisation's name as the inviter's own contact on the contract shows it). A
  person without ContractCreate sees the invitations they are named on (the recipients, who were
  emailed), and cannot answer them.
- Until then the inviter sees only what it typed for the party: its contact holds nothing but
  the details the inviter typed (no copy of the invited organisation's business details), its
  people are named by their email, the organisation by that contact's name
  (`queries.parties_of`, `queries.members_of`), and the contract does not count as working
  together (`people.known_user`).
- Accept: the party is Accepted; a party with no contact gets a copy of the organisation's
  business details (the rule of `creating` for an existing organisation); the person who
  accepted becomes a member when they are not one yet. The contract then reads like any other.
- Decline: the party is Declined, the organisation's people leave the contract (nothing more is
  sent to them), and the invitation is gone; the inviter sees 'Declined' and may archive it.
- An invitation that is not the viewer organisation's to answer (another's, answered, archived,
  missing) is 'Invitation not found', whatever the reason.

Invited by email (issue 36: an existing organisation is invited, never copied). A contract that
names people by email makes no organisation for them, whether or not any has an account: its party
is a stand-in (`models.PartyInvitation`, made by `people.create_stand_in`) that the inviter sees
alike in every case (so nothing tells it whether an address has an account), and the invitation
waits in every workspace of those people (other than the inviter's, and any already a party to the
contract), listed to them alone, whatever their permissions (`viewer_can_answer` still needs
ContractCreate there), and in any organisation whose own GST number was typed for the party, to
whoever may answer for it. They choose the workspace by answering from it; someone with none
joins (`join`: their workspace made, then the invitation accepted in it):
- Accept: that workspace becomes the party (Accepted), a copy of its own business details replaces
  the contact the inviter typed (on the contract, and so on its claims, documents and lists), the
  people named who belong to it stay on the contract as its users (the others leave it), the one
  who accepted becomes a member, and the stand-in is gone.
- Decline: the stand-in party is Declined and its people leave the contract, as above.
- Either way the other workspaces no longer list it. A declined invitation of either kind is
  recorded for the inviting side in the activity ('declined the invitation'), naming the party as
  the inviter typed it.
"""
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import cache

from sqlalchemy import ARRAY, BigInteger, Select, and_, bindparam, cast, delete, exists, func, or_, select
from sqlalchemy.orm import aliased

from app.activity import record as activity
from app.auth.models import User
from app.contracts import access, contacts, policy
from app.contracts import permissions as cp
from app.contracts.access import VisibleContract
from app.contracts.contacts import ContactDetails
from app.contracts.models import (
    ACCEPTED,
    CUSTOMER,
    DECLINED,
    PENDING,
    Contract,
    ContractContact,
    ContractMember,
    ContractOrg,
    PartyInvitation,
)
from app.db import db
from app.errors import NotFound
from app.orgs.access import Viewer
from tenants.models import Organisation

INVITATION_NOT_FOUND = "Invitation not found"


@dataclass
class Invitation:
    """A contract the viewer's organisation is invited to, as it may see it before answering."""

    contract: Contract
    relation: str  # the side the organisation is invited to take
    owner_slug: str
    inviter_name: str  # the owner's name as its own contact on the contract shows it
    viewer_can_answer: bool
    by_email: bool = False  # addressed to the viewer by email: it waits in each of their workspaces

    @property
    def id(self) -> int:
        return self.contract.id


def _named_on(user_id):
    return exists().where(ContractMember.contract_id == Contract.id, ContractMember.user_id == user_id)


def _waiting(invited, org_id, user_id, account_id, may_answer: bool):
    """The condition on a party row `invited` (of `Contract`) of an invitation the user `user_id`
    (account `account_id`) of the organisation `org_id` sees: the organisation's own pending party
    (named on it, unless `may_answer`), or the stand-in party of an invitation by email that names
    the account, still waiting (Accepted: the stand-in's state as the inviter sees it), on a
    contract the organisation is not already a party to; with `may_answer`, also one whose typed
    GST number is the organisation's own (`app.orgs.gst_numbers`)."""
    elsewhere = aliased(ContractOrg)
    own = and_(invited.org_id == org_id, invited.consent == PENDING)
    if not may_answer:
        own = and_(own, _named_on(user_id))
    # The account's stand-ins as one array (an InitPlan, run once): `org_id = ANY(...)` beside the
    # organisation's own `org_id = ...` keeps both on the (org_id, contract_id) index, where an IN
    # (subquery) inside the OR made every projects page scan all parties (405 ms at 200k contracts).
    stand_ins = cast(select(func.array_agg(User.org_id)).select_from(User)
                     .join(PartyInvitation, PartyInvitation.org_id == User.org_id)
                     .where(User.account_id == account_id).scalar_subquery(), ARRAY(BigInteger))
    if may_answer:  # and those naming the organisation's GST number, to whoever may answer for it (issue 36)
        own_org, matched = aliased(Organisation), aliased(PartyInvitation)
        number = select(own_org.gst_number).where(own_org.id == org_id).scalar_subquery()
        by_gst = cast(select(func.array_agg(matched.org_id)).where(matched.gst_number == number)
                      .scalar_subquery(), ARRAY(BigInteger))
        stand_ins = func.array_cat(stand_ins, by_gst)
    by_email = and_(
        invited.consent == ACCEPTED,
        invited.org_id == func.any(stand_ins),
        ~exists().where(elsewhere.contract_id == invited.contract_id, elsewhere.org_id == org_id),
    )
    return or_(own, by_email)


def _invitations(org_id, user_id, account_id, may_answer: bool) -> Select:
    """(Contract, relation, owner slug, owner's contact name, owner name, by email) of the
    invitations the user `user_id` (account `account_id`) of the organisation `org_id` sees."""
    invited = aliased(ContractOrg)
    owner_party = aliased(ContractOrg)
    return (
        select(Contract, invited.relation, Organisation.slug, ContractContact.name, Organisation.name,
               (invited.org_id != org_id).label("by_email"))
        .select_from(Contract)
        .join(invited, invited.contract_id == Contract.id)
        .join(Organisation, Organisation.id == Contract.owner_org_id)
        .join(owner_party, and_(owner_party.contract_id == Contract.id, owner_party.org_id == Contract.owner_org_id))
        .outerjoin(ContractContact, ContractContact.id == owner_party.contact_id)
        .where(Contract.archived_at.is_(None), _waiting(invited, org_id, user_id, account_id, may_answer))
    )


def waits_in(contract_id: int, org_id: int, account_id: int) -> bool:
    """The contract's invitation waits in the organisation for the account (the redirector opens it
    there): the organisation's own pending party, or an invitation by email to the account."""
    return db.session.scalar(select(ContractOrg.org_id).where(
        ContractOrg.contract_id == contract_id,
        _waiting(ContractOrg, org_id, None, account_id, may_answer=True)).limit(1)) is not None


def _invitation(viewer: Viewer, row) -> Invitation:
    contract, relation, owner_slug, contact_name, owner_name, by_email = row
    return Invitation(contract, relation, owner_slug, contact_name or owner_name,
                      policy.may_answer_invitation(viewer), bool(by_email))


@cache
def _listed(may_answer: bool) -> Select:
    """`list_invitations`'s statement, built once (every projects page runs it) with the viewer's
    organisation, user and account as parameters: the filters of `_invitations`."""
    query = _invitations(bindparam("org_id"), bindparam("user_id"), bindparam("account_id"), may_answer)
    return query.order_by(Contract.created_at.desc(), Contract.id.desc())


def _params(viewer: Viewer) -> dict:
    return {"org_id": viewer.org.id, "user_id": viewer.user_id, "account_id": viewer.account_id}


def list_invitations(viewer: Viewer) -> list[Invitation]:
    """The viewer's invitations, newest first."""
    rows = db.session.execute(_listed(policy.may_answer_invitation(viewer)), _params(viewer)).all()
    return [_invitation(viewer, row) for row in rows]


def any_waiting(viewer: Viewer):
    """A condition, true while an invitation waits for the viewer (`list_invitations` has one): for
    a statement that answers more than this (the getting-started checklist, app.demo.first_steps)."""
    return exists(_invitations(viewer.org.id, viewer.user_id, viewer.account_id,
                               policy.may_answer_invitation(viewer)).with_only_columns(Contract.id))


def find_invitation(viewer: Viewer, owner_slug: str, slug: str) -> Invitation | None:
    """By the contract's route ({owner}/{contract}, where its emails link to); None when the viewer
    has no such invitation."""
    query = _listed(policy.may_answer_invitation(viewer))
    row = db.session.execute(query.where(Contract.slug == slug, Organisation.slug == owner_slug),
                             _params(viewer)).first()
    return _invitation(viewer, row) if row is not None else None


def _pending_party(viewer: Viewer, contract_id: int) -> ContractOrg:
    """The party of the contract waiting for the viewer organisation's answer (its own, or the
    stand-in of an invitation by email to the viewer), locked; else 'Invitation not found'.
    Someone who may not answer learns no more than the list shows them."""
    may_answer = policy.may_answer_invitation(viewer)
    query = (
        select(ContractOrg).join(Contract, Contract.id == ContractOrg.contract_id)
        .where(ContractOrg.contract_id == contract_id, Contract.archived_at.is_(None),
               _waiting(ContractOrg, viewer.org.id, viewer.user_id, viewer.account_id, may_answer))
        .with_for_update(of=ContractOrg)
    )
    party = db.session.scalars(query).first()
    if party is None:
        raise NotFound(INVITATION_NOT_FOUND)
    policy.require_answer_invitation(viewer)
    return party


def _answered(viewer: Viewer, party: ContractOrg, consent: str) -> None:
    party.consent = consent
    party.answered_by_user_id = viewer.user_id
    party.answered_at = datetime.now(timezone.utc)


def accept(viewer: Viewer, contract_id: int) -> VisibleContract:
    party = _pending_party(viewer, contract_id)
    if party.org_id != viewer.org.id:
        _take_over(viewer, party)
    _answered(viewer, party, ACCEPTED)
    if party.contact_id is None:
        details = contacts.default_contact(viewer.org) or ContactDetails(name=viewer.org.name,
                                                                        entity_name=viewer.org.name)
        party.contact_id = contacts.new_copy(contract_id, viewer.org.id, details, from_default=True).id
    member = db.session.scalar(select(ContractMember.id).where(ContractMember.contract_id == contract_id,
                                                               ContractMember.user_id == viewer.user_id))
    if member is None:
        preset = "OWNER" if party.relation == CUSTOMER else "SUPPLIER"
        db.session.add(ContractMember(contract_id=contract_id, user_id=viewer.user_id, relation=party.relation,
                                      permissions=cp.sorted_names(cp.PRESETS[preset])))
    db.session.flush()
    found = access.get_contract(viewer, contract_id)
    db.session.commit()
    return found


# Called with {stand-in's users.id: the accepting workspace's users.id of the same account} before a
# stand-in's users go: what hangs on them elsewhere follows (app.documents.links: their access links).
_PEOPLE_MOVED: list[Callable[[dict[int, int]], None]] = []


def on_people_moved(hook: Callable[[dict[int, int]], None]) -> Callable[[dict[int, int]], None]:
    """Register `hook` (a decorator): the layers above contracts keep their rows of a stand-in's
    people when a workspace takes its party."""
    _PEOPLE_MOVED.append(hook)
    return hook


def _take_over(viewer: Viewer, party: ContractOrg) -> None:
    """The viewer's workspace takes the stand-in party of an invitation by email; the stand-in is
    removed."""
    stand_in, own = party.org_id, aliased(User)
    users = dict(db.session.execute(
        select(User.id, own.id).join(own, and_(own.account_id == User.account_id, own.org_id == viewer.org.id))
        .where(User.org_id == stand_in)).all())
    move_party(party, viewer.org, users)
    for hook in _PEOPLE_MOVED:
        hook(users)
    db.session.flush()  # the party is the viewer's before the stand-in (and its rows) go
    db.session.execute(delete(User).where(User.org_id == stand_in))
    db.session.execute(delete(Organisation).where(Organisation.id == stand_in))


def move_party(party: ContractOrg, org: Organisation, users: dict[int, int]) -> None:
    """The party becomes `org`, a copy of its business details replacing the contact it had; of the
    people of the party it was on the contract, those in `users` ({users.id: org's users.id of the
    same account}) stay as org's, the others leave (also app.cli.copies)."""
    before, typed = party.org_id, party.contact_id
    party.org_id = org.id
    details = contacts.default_contact(org) or ContactDetails(name=org.name, entity_name=org.name)
    party.contact_id = contacts.new_copy(party.contract_id, org.id, details, from_default=True).id
    if typed is not None:
        db.session.execute(delete(ContractContact).where(ContractContact.id == typed))
    if party.answered_by_user_id in users:
        party.answered_by_user_id = users[party.answered_by_user_id]
    on_contract = set(db.session.scalars(select(ContractMember.user_id).where(
        ContractMember.contract_id == party.contract_id)))
    for member in db.session.scalars(
            select(ContractMember).join(User, User.id == ContractMember.user_id)
            .where(ContractMember.contract_id == party.contract_id, User.org_id == before)).all():
        if users.get(member.user_id) is not None and users[member.user_id] not in on_contract:
            member.user_id = users[member.user_id]
            on_contract.add(member.user_id)
        else:
            db.session.delete(member)


def decline(viewer: Viewer, contract_id: int) -> None:
    party = _pending_party(viewer, contract_id)
    by_email, name = party.org_id != viewer.org.id, shown_name(party)
    _answered(viewer, party, DECLINED)
    if by_email:  # who answered, as the inviter knows them: the stand-in's user of their account
        party.answered_by_user_id = db.session.scalar(select(User.id).where(
            User.org_id == party.org_id, User.account_id == viewer.account_id))
    db.session.execute(delete(ContractMember).where(
        ContractMember.contract_id == contract_id,
        ContractMember.user_id.in_(select(User.id).where(User.org_id == party.org_id)),
    ))
    owner_org_id = db.session.scalar(select(Contract.owner_org_id).where(Contract.id == contract_id))
    activity.invitation_declined(contract_id, owner_org_id, party.org_id, name)
    db.session.commit()


def shown_name(party: ContractOrg, org: Organisation | None = None) -> str:
    """The party's name as the other side may see it (`queries.shown_org`): until it accepted, what
    that side typed for it ('Invited customer' when nothing), never the invited organisation's own
    name (docs/security.md, 'Consent'); otherwise its organisation's name (a stand-in's: the
    business name typed)."""
    if party.consent == ACCEPTED:  # the rule of queries.shown_org: a declined or removed party stays as typed
        return (org or db.session.get(Organisation, party.org_id)).name
    typed = db.session.scalar(select(ContractContact.name).where(ContractContact.id == party.contact_id)) \
        if party.contact_id is not None else None
    return typed or f"Invited {party.relation.lower()}"


# ---- joining: someone named by email with no workspace makes theirs ----------------------------

@dataclass
class Joining:
    """An invitation by email as its invitee may see it before joining (the /join page)."""

    contract_id: int
    site_name: str
    relation: str
    inviter_name: str  # the owner's name as its own contact on the contract shows it
    typed_name: str  # the business name the inviter typed for the party: the new workspace's, by default
    slug: str  # the web address offered for it (the stand-in's, free once it goes)
    waits_in: str | None  # the invitation's path in a workspace the account already has, if any


def _stand_in_for(account_id: int, contract_id: int, *, lock: bool = False) -> ContractOrg:
    """The stand-in party of an invitation by email naming the account, still waiting (Accepted, as
    the inviter sees it), on a live contract; else 'Invitation not found'."""
    query = (select(ContractOrg).join(PartyInvitation, PartyInvitation.org_id == ContractOrg.org_id)
             .join(User, and_(User.org_id == ContractOrg.org_id, User.account_id == account_id))
             .join(Contract, Contract.id == ContractOrg.contract_id)
             .where(ContractOrg.contract_id == contract_id, ContractOrg.consent == ACCEPTED,
                    Contract.archived_at.is_(None)))
    party = db.session.scalars(query.with_for_update(of=ContractOrg) if lock else query).first()
    if party is None:
        raise NotFound(INVITATION_NOT_FOUND)
    return party


def stand_in_view(contract_id: int, user_id: int) -> VisibleContract | None:
    """The contract as the stand-in party whose person `user_id` is sees what it is served (its
    access link, app.links), while the invitation waits and the person is on the contract; else None.
    With no permission: the holder reads, and joins to do anything more."""
    relation = db.session.scalar(
        select(ContractOrg.relation).join(PartyInvitation, PartyInvitation.org_id == ContractOrg.org_id)
        .join(User, User.org_id == ContractOrg.org_id)
        .join(ContractMember, and_(ContractMember.contract_id == ContractOrg.contract_id,
                                   ContractMember.user_id == User.id))
        .where(ContractOrg.contract_id == contract_id, ContractOrg.consent == ACCEPTED, User.id == user_id))
    return access.as_party(contract_id, relation) if relation is not None else None


def names_by_email(contract_id: int, account_id: int) -> bool:
    """The contract's invitation by email names the account and still waits (it may join)."""
    try:
        _stand_in_for(account_id, contract_id)
    except NotFound:
        return False
    return True


def decline_by_email(account_id: int, contract_id: int) -> None:
    """Someone named by email with no workspace declines from /join (the link page's 'Join Claimdesk to
    answer'), as `decline` does from a workspace: the stand-in's people leave the contract and the
    inviter is told (the activity names the party as the inviter typed it). Committed."""
    party = _stand_in_for(account_id, contract_id, lock=True)
    name = shown_name(party)
    party.consent = DECLINED
    party.answered_by_user_id = db.session.scalar(select(User.id).where(
        User.org_id == party.org_id, User.account_id == account_id))
    party.answered_at = datetime.now(timezone.utc)
    db.session.execute(delete(ContractMember).where(
        ContractMember.contract_id == contract_id,
        ContractMember.user_id.in_(select(User.id).where(User.org_id == party.org_id)),
    ))
    owner_org_id = db.session.scalar(select(Contract.owner_org_id).where(Contract.id == contract_id))
    activity.invitation_declined(contract_id, owner_org_id, party.org_id, name)
    db.session.commit()


def joining(account_id: int, contract_id: int) -> Joining:
    """What the account's invitation by email to the contract shows before it joins: the site, the
    side, who invites it, the business name typed; and, when one of its workspaces already lists
    it, where (it is answered there)."""
    party = _stand_in_for(account_id, contract_id)
    contract = db.session.get(Contract, contract_id)
    owner = db.session.get(Organisation, contract.owner_org_id)
    owner_contact = db.session.scalar(
        select(ContractContact.name).join(ContractOrg, ContractOrg.contact_id == ContractContact.id)
        .where(ContractOrg.contract_id == contract_id, ContractOrg.org_id == owner.id))
    typed = db.session.get(ContractContact, party.contact_id) if party.contact_id is not None else None
    home = db.session.scalar(
        select(Organisation.slug).join(User, User.org_id == Organisation.id)
        .where(User.account_id == account_id, Organisation.schema_name.is_not(None), Organisation.id != owner.id,
               ~exists().where(ContractOrg.contract_id == contract_id, ContractOrg.org_id == Organisation.id))
        .order_by(func.lower(Organisation.name), Organisation.id).limit(1))
    return Joining(contract_id, contract.site_name, party.relation, owner_contact or owner.name,
                   (typed.entity_name or typed.name) if typed is not None else "",
                   db.session.scalar(select(Organisation.slug).where(Organisation.id == party.org_id)),
                   f"/{home}/projects/{owner.slug}/{contract.slug}" if home else None)


def join(account_id: int, contract_id: int, *, name=None, slug=None, user_name=None, per_day: int,
         now) -> tuple[Organisation, VisibleContract]:
    """Someone named by email makes their workspace and takes the party in it, in one transaction
    (committed): the one place an organisation is born (`app.orgs.workspaces`), owned by them, its
    business details those the inviter typed for the party (under the name they choose, the typed
    one by default), the others named beside them invited into it; then the invitation accepted
    there as from any workspace (`accept`: the stand-in's people move to it and the stand-in goes).
    Whether they had an account before is nobody's to know: the inviter saw a stand-in either way."""
    from app.domain.text import clean_name
    from app.orgs.access import load_viewer
    from app.orgs.workspaces import create_owned_workspace
    from tenants.context import tenant_context

    party = _stand_in_for(account_id, contract_id, lock=True)
    typed = db.session.get(ContractContact, party.contact_id) if party.contact_id is not None else None
    typed_name = (typed.entity_name or typed.name) if typed is not None else ""
    chosen = clean_name(name if isinstance(name, str) and name.strip() else typed_name, label="Organisation name")
    others = tuple(db.session.scalars(select(User.account_id).where(User.org_id == party.org_id,
                                                                    User.account_id != account_id)))
    # The stand-in's slug (the typed name's, made unique) is the one offered for the workspace: freed
    # first, since the stand-in goes in this transaction.
    stand_in = db.session.get(Organisation, party.org_id)
    stand_in.slug = f"joining-{secrets.token_hex(12)}"
    db.session.flush()
    contact = {"name": (typed.name if typed is not None else "") or chosen, "entity_name": chosen,
               "address": typed.address if typed is not None else "",
               "gst_number": typed.gst_number if typed is not None else None,
               "website": (typed.website if typed is not None else "") or ""}
    org = create_owned_workspace(account_id, name=chosen, slug=slug, user_name=user_name, per_day=per_day, now=now,
                                 contact=contact, invited=others, commit=False)
    with tenant_context(org):
        found = accept(load_viewer(account_id, org), contract_id)
    return org, found
