"""Workspaces made as copies of an existing business, found and merged into the original
(issue 36): before invitations by email, naming a person who already had a workspace as a new
customer or supplier made a second workspace for them (`kauri-interiors-linings-ltd-2`) that held
the contract, while their own stayed empty.

A copy is an organisation B (a workspace) such that:
- B was made for a named party, and nobody has done anything in it: every user of B came with it,
  invited by nobody (a workspace made at sign-up has no such invitation; no colleague was invited
  into it), B owns no contract, and nothing was written by it or its
  people (no activity, comment, variation, payment, claim or payment schedule);
- every user of B belongs to an older workspace A too (the same owner email: A is the original);
- B's name is like A's or like A's business name: the same words once 'Ltd', 'Limited', 'Co' ...
  are set aside, one name's words all in the other, or a close spelling (`similar_names`); or the
  two have the same GST number.

Merging B into A (one transaction a copy): each contract B is a party to gets A as that party
(refused for a contract A is already a party to), with a copy of A's business details as its
contact (as accepting an invitation by email does, `app.contracts.invitations`); B's people on
it become A's (the same accounts); the PDFs served to B count as served to A; then B, its users
and its schema are dropped. `flask tenants merge-copies` lists them and merges on confirmation.
"""
import difflib
import re
from dataclasses import dataclass, field

import click
from flask.cli import with_appcontext
from sqlalchemy import delete, exists, func, or_, select, update
from sqlalchemy.orm import aliased

from app.activity.models import Activity
from app.auth.models import User
from app.claims.models import Claim
from app.contracts import invitations
from app.contracts.models import Contract, ContractOrg
from app.db import db
from app.documents.models import AccessLink, Comment, ServedDocument
from app.orgs.models import Contact, Invite, Member
from app.payments.models import ClaimPayment
from app.schedules.models import PaymentSchedule
from app.variations.models import Issue, VariationComment
from tenants.context import tenant_context
from tenants.models import Organisation
from tenants.provision import drop_organisation

# Words that say what kind of business it is, not which.
LEGAL_WORDS = {"ltd", "limited", "co", "company", "nz", "the", "and", "group", "holdings", "inc", "llc"}
SIMILARITY = 0.75


@dataclass
class Copy:
    copy: Organisation
    original: Organisation
    contract_ids: list[int] = field(default_factory=list)
    refused: str | None = None  # why it cannot be merged, when it cannot


def _words(name: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", (name or "").lower()) if w not in LEGAL_WORDS}


def similar_names(a: str, b: str) -> bool:
    """The same business by its names: one's words all in the other's (legal words aside), or a
    close spelling of the two."""
    wa, wb = _words(a), _words(b)
    if wa and wb and (wa <= wb or wb <= wa):
        return True
    joined_a, joined_b = " ".join(sorted(wa)), " ".join(sorted(wb))
    return bool(joined_a and joined_b) and difflib.SequenceMatcher(None, joined_a, joined_b).ratio() >= SIMILARITY


def _details(org: Organisation) -> Contact | None:
    with tenant_context(org):
        return db.session.scalars(select(Contact).where(Contact.is_default)).first()


def _untouched(org: Organisation, user_ids: list[int]) -> bool:
    """Nobody did anything in the workspace: no contract of its own, nothing written by it or its
    people, and every member one it was made with (nobody invited by a colleague)."""
    written = db.session.scalar(select(or_(
        exists().where(Contract.owner_org_id == org.id),
        exists().where(Activity.actor_org_id == org.id),
        exists().where(Comment.author_org_id == org.id),
        exists().where(VariationComment.author_org_id == org.id),
        exists().where(Issue.created_by_org_id == org.id),
        exists().where(ClaimPayment.recorded_by_org_id == org.id),
        exists().where(Claim.created_by_user_id.in_(user_ids)),
        exists().where(PaymentSchedule.created_by_user_id.in_(user_ids)),
    )))
    if written:
        return False
    with tenant_context(org):
        members = db.session.scalar(select(func.count()).select_from(Member))
        made_with = db.session.scalar(select(func.count()).select_from(Invite).where(Invite.invited_by.is_(None)))
        invited_by_colleague = db.session.scalar(select(exists().where(Invite.invited_by.is_not(None))))
    # Made for a named party: each of its people came with an invitation from nobody (a workspace
    # made at sign-up has none).
    return members == made_with == len(user_ids) and not invited_by_colleague


def find_copies() -> list[Copy]:
    """Every workspace that is a copy of an older one, with the contracts it is a party to."""
    found = []
    workspaces = db.session.scalars(select(Organisation).where(Organisation.schema_name.is_not(None))
                                    .order_by(Organisation.id)).all()
    accounts_of: dict[int, set[int]] = {}
    users_of: dict[int, list[int]] = {}
    for org_id, user_id, account_id in db.session.execute(select(User.org_id, User.id, User.account_id)):
        accounts_of.setdefault(org_id, set()).add(account_id)
        users_of.setdefault(org_id, []).append(user_id)
    details: dict[int, Contact | None] = {}

    def details_of(org: Organisation) -> Contact | None:  # each workspace's read once, whatever it is compared with
        if org.id not in details:
            details[org.id] = _details(org)
        return details[org.id]

    for candidate in workspaces:
        accounts = accounts_of.get(candidate.id, set())
        if not accounts:
            continue
        originals = [o for o in workspaces if o.id < candidate.id and accounts <= accounts_of.get(o.id, set())]
        if not originals:
            continue
        mine = details_of(candidate)
        match = None
        for original in originals:
            theirs = details_of(original)
            names = [original.name] + ([theirs.entity_name, theirs.name] if theirs is not None else [])
            same_gst = bool(mine is not None and theirs is not None and mine.gst_number
                            and mine.gst_number == theirs.gst_number)
            if same_gst or any(similar_names(candidate.name, name) for name in names if name):
                match = original
                break
        if match is None or not _untouched(candidate, users_of[candidate.id]):
            continue
        contract_ids = list(db.session.scalars(select(ContractOrg.contract_id).where(
            ContractOrg.org_id == candidate.id).order_by(ContractOrg.contract_id)))
        both = db.session.scalar(select(func.count()).select_from(ContractOrg).where(
            ContractOrg.contract_id.in_(contract_ids), ContractOrg.org_id == match.id))
        found.append(Copy(candidate, match, contract_ids,
                          "the original is already a party to one of its contracts" if both else None))
    return found


def merge(found: Copy) -> None:
    """Merge the copy into the original (see the module's docstring); commits. The copy is locked
    and checked again first: what was found before a person confirmed may have changed since
    (someone used the copy, or the original joined one of its contracts)."""
    copy, original = found.copy, found.original
    if found.refused:
        raise ValueError(found.refused)
    db.session.scalars(select(Organisation).where(Organisation.id == copy.id).with_for_update()).one()
    users = list(db.session.scalars(select(User.id).where(User.org_id == copy.id)))
    if not _untouched(copy, users):
        raise ValueError("the copy has been used since it was found")
    if db.session.scalar(select(func.count()).select_from(ContractOrg).where(
            ContractOrg.contract_id.in_(found.contract_ids), ContractOrg.org_id == original.id)):
        raise ValueError("the original is already a party to one of its contracts")
    own = dict(db.session.execute(select(User.account_id, User.id).where(User.org_id == original.id)).all())
    theirs = dict(db.session.execute(select(User.id, User.account_id).where(User.org_id == copy.id)).all())
    moved = {user_id: own[account_id] for user_id, account_id in theirs.items()}
    for party in db.session.scalars(select(ContractOrg).where(ContractOrg.org_id == copy.id)).all():
        invitations.move_party(party, original, moved)
    twin = aliased(AccessLink)
    for old_user, new_user in moved.items():  # a public link goes with its person, unless they have its twin
        db.session.execute(update(AccessLink).where(
            AccessLink.user_id == old_user,
            ~exists().where(twin.user_id == new_user, twin.claim_id == AccessLink.claim_id,
                            twin.document == AccessLink.document),
        ).values(user_id=new_user))
    db.session.execute(update(ServedDocument).where(ServedDocument.served_to_org_id == copy.id)
                       .values(served_to_org_id=original.id))
    db.session.flush()
    db.session.execute(delete(User).where(User.org_id == copy.id))
    drop_organisation(copy)
    db.session.commit()


# ---- flask tenants merge-copies ------------------------------------------------------------------

def _describe(found: Copy) -> str:
    what = f"'{found.copy.slug}' ({found.copy.name}) is a copy of '{found.original.slug}' ({found.original.name})"
    where = f"{len(found.contract_ids)} contract(s)"
    return f"{what}: {where}" + (f"; not merged: {found.refused}" if found.refused else "")


@click.command("merge-copies")
@click.option("--yes", is_flag=True, help="Merge every copy found without asking.")
@click.option("--dry-run", is_flag=True, help="Only list the copies found.")
@with_appcontext
def merge_copies_command(yes, dry_run):
    """Find workspaces made as copies of an existing business (issue 36: same owner email, a similar
    name, no activity of their own) and merge each, on confirmation, into the original: its
    contracts move there, with the original's business details. Run it at the request of the
    original's owner (the same people own the copy): merging is their acceptance of those contracts,
    as accepting an invitation is."""
    copies = find_copies()
    if not copies:
        click.echo("No copies found.")
        return
    merged = 0
    for found in copies:
        click.echo(_describe(found))
        if dry_run or found.refused:
            continue
        db.session.rollback()  # no transaction held open while a person reads and answers
        if yes or click.confirm(f"Merge '{found.copy.slug}' into '{found.original.slug}'?", default=False):
            try:
                merge(found)
            except ValueError as refused:
                db.session.rollback()
                click.echo(f"Not merged: {refused}.")
                continue
            merged += 1
            click.echo(f"Merged '{found.copy.slug}' into '{found.original.slug}'.")
    click.echo(f"{merged} of {len(copies)} cop{'y' if len(copies) == 1 else 'ies'} merged.")
