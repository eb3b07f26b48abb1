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
"""
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import cache

from sqlalchemy import Select, and_, bindparam, delete, exists, select
from sqlalchemy.orm import aliased

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

    @property
    def id(self) -> int:
        return self.contract.id


def _named_on(user_id):
    return exists().where(ContractMember.contract_id == Contract.id, ContractMember.user_id == user_id)


def _invitations(org_id, user_id, may_answer: bool) -> Select:
    """(Contract, relation, owner slug, owner's contact name, owner name) of the invitations of the
    organisation `org_id` that its user `user_id` sees (all of them when `may_answer`)."""
    invited = aliased(ContractOrg)
    owner_party = aliased(ContractOrg)
    query = (
        select(Contract, invited.relation, Organisation.slug, ContractContact.name, Organisation.name)
        .join(invited, and_(invited.contract_id == Contract.id, invited.org_id == org_id,
                            invited.consent == PENDING))
        .join(Organisation, Organisation.id == Contract.owner_org_id)
        .join(owner_party, and_(owner_party.contract_id == Contract.id, owner_party.org_id == Contract.owner_org_id))
        .outerjoin(ContractContact, ContractContact.id == owner_party.contact_id)
        .where(Contract.archived_at.is_(None))
    )
    if not may_answer:
        query = query.where(_named_on(user_id))
    return query


def _invitation(viewer: Viewer, row) -> Invitation:
    contract, relation, owner_slug, contact_name, owner_name = row
    return Invitation(contract, relation, owner_slug, contact_name or owner_name,
                      policy.may_answer_invitation(viewer))


@cache
def _listed(may_answer: bool) -> Select:
    """`list_invitations`'s statement, built once (every projects page runs it) with the viewer's
    organisation and user as parameters: the filters of `_invitations`."""
    query = _invitations(bindparam("org_id"), bindparam("user_id"), may_answer)
    return query.order_by(Contract.created_at.desc(), Contract.id.desc())


def list_invitations(viewer: Viewer) -> list[Invitation]:
    """The viewer's invitations, newest first."""
    rows = db.session.execute(_listed(policy.may_answer_invitation(viewer)),
                              {"org_id": viewer.org.id, "user_id": viewer.user_id}).all()
    return [_invitation(viewer, row) for row in rows]


def find_invitation(viewer: Viewer, owner_slug: str, slug: str) -> Invitation | None:
    """By the contract's route ({owner}/{contract}, where its emails link to); None when the viewer
    has no such invitation."""
    query = _invitations(viewer.org.id, viewer.user_id, policy.may_answer_invitation(viewer))
    row = db.session.execute(query.where(Contract.slug == slug, Organisation.slug == owner_slug)).first()
    return _invitation(viewer, row) if row is not None else None


def _pending_party(viewer: Viewer, contract_id: int) -> ContractOrg:
    """The viewer organisation's pending party of the contract, locked; else 'Invitation not found'.
    Someone who may not answer learns no more than the list shows them."""
    query = (
        select(ContractOrg).join(Contract, Contract.id == ContractOrg.contract_id)
        .where(ContractOrg.contract_id == contract_id, ContractOrg.org_id == viewer.org.id,
               ContractOrg.consent == PENDING, Contract.archived_at.is_(None))
        .with_for_update(of=ContractOrg)
    )
    if not policy.may_answer_invitation(viewer):
        query = query.where(_named_on(viewer.user_id))
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


def decline(viewer: Viewer, contract_id: int) -> None:
    party = _pending_party(viewer, contract_id)
    _answered(viewer, party, DECLINED)
    db.session.execute(delete(ContractMember).where(
        ContractMember.contract_id == contract_id,
        ContractMember.user_id.in_(select(User.id).where(User.org_id == viewer.org.id)),
    ))
    db.session.commit()

