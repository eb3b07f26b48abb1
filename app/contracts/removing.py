"""Removing an organisation from a contract (issue 17; the spec's reference only says 'Not
implemented'): the other party, named by mistake, taken off before anything happened between
the two.

- Who: a person of the contract's owner organisation with Edit on it (the owner named the
  other party, so the owner alone may take it back), on a contract that is not archived.
- Whom: the other party while it is Accepted or Pending (an invitation not answered yet is
  withdrawn the same way). The owner itself cannot be removed.
- Refused while the contract holds documents between the two, because their history must stay:
  claims (drafts included: a claim is addressed to the other party from its first line),
  payment schedules, subcontracts the other party made below it, and variations (issue 36). The
  refusal names what is there.
- Variations, open or closed, refuse it (decided in issue 36), and the refusal says how many are
  still open. An open one is a request in flight: the other party was emailed to price or approve
  it, and removing it would leave the request unanswerable with nobody told. A closed one was
  closed by both sides (both approved it, and then its line is in the ledger, or both rejected
  it): it is their shared record, as a sent claim is, with the estimates and comments both wrote.
  Either way nothing of a variation is deleted or withdrawn by a removal; archiving the project
  keeps it all read-only, which is what a careful user wants once the two have dealt.
- Effect, in one transaction: the party's consent becomes Removed, so `access` (which reaches a
  contract only through an Accepted party) shuts every one of its people out at once, its
  contract members are deleted, each of them is told by one email through the outbox (keyed
  by the contract, the organisation and the person, so a retry sends nothing twice), and the
  activity records it for the owner's side, naming the organisation.
- The contact the owner typed for the party stays, so the project still reads as it did.
"""
from sqlalchemy import and_, delete, exists, func, not_, or_, select

from app.activity import record as activity
from app.auth.models import Account, User
from app.claims.models import Claim
from app.contracts import access, invitations, policy
from app.contracts.access import VisibleContract
from app.contracts.models import (
    ACCEPTED,
    PENDING,
    REMOVED,
    Contract,
    ContractMember,
    ContractOrg,
)
from app.contracts.people import reachable_recipient
from app.db import db
from app.errors import PermissionDenied, UserError
from app.mail.service import send_email
from app.orgs.access import Viewer
from app.schedules.models import PaymentSchedule
from app.variations.models import APPROVED, REJECTED, Variation
from tenants.models import Organisation

OWNER_ONLY = "Only the contract owner ({name}) can remove an organisation from this project."
NOTHING_TO_REMOVE = "There is no other organisation on this project to remove."
HAS_DOCUMENTS = ("{name} cannot be removed from this project: it has {documents} here, and that history must "
                 "stay. Archive the project instead.")


def _documents(contract_id: int, org_id: int) -> list[str]:
    """What ties the party to the contract, in words, in one statement."""
    checks = {
        "claims": exists().where(Claim.contract_id == contract_id),
        "payment schedules": exists().where(PaymentSchedule.contract_id == contract_id),
        "subcontracts": exists().where(Contract.parent_id == contract_id, Contract.owner_org_id == org_id),
    }
    # Open: somebody must still act (app.variations.policy.awaiting): not approved by both, not rejected by both.
    closed = or_(and_(Variation.supplier_status == APPROVED, Variation.customer_status == APPROVED),
                 and_(Variation.supplier_status == REJECTED, Variation.customer_status == REJECTED))
    variations = (select(func.count(), func.count().filter(not_(closed)))
                  .where(Variation.contract_id == contract_id).subquery())
    *found, total, still_open = db.session.execute(select(
        *(check.label(f"c{i}") for i, check in enumerate(checks.values())), variations.c[0], variations.c[1])).one()
    out = [name for name, present in zip(checks, found) if present]
    if total:
        out.append(_variations_in_words(total, still_open))
    return out


def _variations_in_words(total: int, still_open: int) -> str:
    words = "a variation" if total == 1 else f"{total} variations"
    if still_open == total:
        return "a variation still open" if total == 1 else f"{total} open variations"
    return words + (f" ({still_open} still open)" if still_open else "")


def _in_words(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def remove_party(viewer: Viewer, contract_id: int) -> VisibleContract:
    found = access.get_contract(viewer, contract_id, for_update=True)
    policy.require_edit(found)
    if found.contract.owner_org_id != viewer.org.id:
        raise PermissionDenied(OWNER_ONLY.format(name=found.owner.name))
    party = db.session.scalar(select(ContractOrg).where(
        ContractOrg.contract_id == contract_id, ContractOrg.org_id != found.contract.owner_org_id,
        ContractOrg.consent.in_((ACCEPTED, PENDING))).with_for_update())
    if party is None:
        raise UserError(NOTHING_TO_REMOVE)
    org = db.session.get(Organisation, party.org_id)
    name = invitations.shown_name(party, org)
    documents = _documents(contract_id, party.org_id)
    if documents:
        raise UserError(HAS_DOCUMENTS.format(name=name, documents=_in_words(documents)), code="HAS_DOCUMENTS")
    people = db.session.execute(
        select(ContractMember.user_id, Account.email)
        .join(User, User.id == ContractMember.user_id).join(Account, Account.id == User.account_id)
        .join(Organisation, Organisation.id == User.org_id)
        # Never the people typed for a party that is not theirs (people.create_stand_in(reachable=False)).
        .where(ContractMember.contract_id == contract_id, User.org_id == party.org_id, reachable_recipient())
    ).all()
    party.consent = REMOVED
    db.session.execute(delete(ContractMember).where(
        ContractMember.contract_id == contract_id,
        ContractMember.user_id.in_(select(User.id).where(User.org_id == party.org_id))))
    owner_name = found.owner.name
    for user_id, email in people:
        subject, text = _removed_email(owner_name, found.contract.site_name, org.name)
        send_email(to=email, subject=subject, text=text, key=f"contract-removed:{contract_id}:{party.org_id}:{user_id}")
    activity.party_removed(viewer, contract_id, name)
    db.session.commit()
    return access.get_contract(viewer, contract_id)


def _removed_email(owner: str, project: str, org: str) -> tuple[str, str]:
    subject = f"{owner} removed {org} from {project} on Claimdesk"
    text = (f"{owner} removed {org} from the project {project} on Claimdesk, as it had been added by mistake. "
            "You no longer have access to it.\n\n"
            f"If you think this is wrong, please contact {owner}.\n")
    return subject, text
