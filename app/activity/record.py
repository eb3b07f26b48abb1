"""Recording activity, inside the transaction of the action it describes.

The services call one of these after their checks pass and before they commit, so an entry
exists exactly when its action happened (a refused or rolled-back action leaves none). Each
is one or two statements: the actor's name, and the insert (or the coalescing update).

Who sees what (`private_to_org_id`): a customer never sees a claim before it is submitted nor
its draft revisions, so creating a claim and editing a draft are the supplier side's alone,
and so is deleting the draft of a claim never submitted. Everything else is seen by both
parties: moving back to draft, finalising, sending, a customer's viewing, paid / unpaid, and
what happens to the contract itself.
"""
from datetime import timedelta

from sqlalchemy import func, insert, select, text, update
from sqlalchemy.dialects.postgresql import insert as pg_insert

from app.activity.models import (
    CODES,
    CONTRACT_ARCHIVED,
    CONTRACT_CREATED,
    CONTRACT_UNARCHIVED,
    CREATED,
    DELETED_DRAFT,
    EDITED_DRAFT,
    FINALISED,
    INVITATION_DECLINED,
    MARKED_PAID,
    MARKED_UNPAID,
    MOVED_TO_DRAFT,
    PARTY_REMOVED,
    PAYMENT_CORRECTED,
    PAYMENT_RECEIVED,
    PAYMENT_SENT,
    RECEIVED_CLAIM,
    RECEIVED_CORRECTED,
    RECEIVED_DELETED,
    RECEIVED_SCHEDULE,
    SENT,
    TERMS_CHANGED,
    VIEWED,
    Activity,
)
from app.auth.models import Account
from app.db import db
from app.orgs.access import Viewer

# Edits of one draft by one person within this long of their first make one 'edited draft'.
EDIT_COALESCE = timedelta(minutes=10)


def _actor(viewer: Viewer) -> dict:
    name = db.session.scalar(select(func.coalesce(func.nullif(Account.name, ""), Account.email))
                             .where(Account.id == viewer.account_id))
    return {"actor_org_id": viewer.org.id, "actor_user_id": viewer.user_id, "actor_name": (name or "")[:254]}


def entry(viewer: Viewer, code: str, contract_id: int, *, claim=None, rev: int | None = None,
          private: bool = False, comment: str | None = None) -> None:
    """Record `code` by the viewer on a contract (and one of its claims); `private`: only the
    viewer's organisation sees it."""
    _insert(code, contract_id, claim=claim, rev=rev, private_to=viewer.org.id if private else None,
            comment=comment, **_actor(viewer))


def _insert(code: str, contract_id: int, *, claim=None, rev: int | None = None, private_to: int | None = None,
            comment: str | None = None, **actor) -> None:
    if code not in CODES:
        raise ValueError(f"Unknown activity: {code}")
    db.session.execute(insert(Activity).values(
        contract_id=contract_id, claim_id=claim.id if claim is not None else None,
        claim_number=claim.number if claim is not None else None, claim_rev=rev, code=code,
        private_to_org_id=private_to, comment=comment,
        at=func.clock_timestamp(), created_at=func.clock_timestamp(), **actor,
    ))


# ---- claims --------------------------------------------------------------------------------------

def claim_created(viewer: Viewer, claim) -> None:
    entry(viewer, CREATED, claim.contract_id, claim=claim, rev=claim.draft_rev, private=True)


def draft_edited(viewer: Viewer, claim) -> None:
    """One 'edited draft' per person and draft revision every ten minutes: a later edit moves
    that entry to now instead of adding another (callers hold the contract's ledger lock, so
    two edits never both insert)."""
    bumped = db.session.execute(
        update(Activity)
        .where(Activity.claim_id == claim.id, Activity.claim_rev == claim.draft_rev, Activity.code == EDITED_DRAFT,
               Activity.actor_user_id == viewer.user_id,
               Activity.created_at > func.clock_timestamp() - EDIT_COALESCE)
        .values(at=func.clock_timestamp())
        .returning(Activity.id)
        .execution_options(synchronize_session=False)
    ).first()
    if bumped is None:
        entry(viewer, EDITED_DRAFT, claim.contract_id, claim=claim, rev=claim.draft_rev, private=True)


def draft_deleted(viewer: Viewer, claim) -> None:
    """Call before the draft is discarded. The draft of a claim never submitted was the
    supplier side's alone; discarding the changes to a submitted claim both parties see."""
    entry(viewer, DELETED_DRAFT, claim.contract_id, claim=claim, rev=claim.draft_rev,
          private=claim.latest_rev is None)


def moved_to_draft(viewer: Viewer, claim) -> None:
    entry(viewer, MOVED_TO_DRAFT, claim.contract_id, claim=claim, rev=claim.draft_rev)


def finalised(viewer: Viewer, claim) -> None:
    entry(viewer, FINALISED, claim.contract_id, claim=claim, rev=claim.latest_rev)


def sent(viewer: Viewer, claim) -> None:
    entry(viewer, SENT, claim.contract_id, claim=claim, rev=claim.latest_rev)


def viewed(viewer: Viewer, claim, rev: int) -> None:
    """Once per person and revision: the customer side opened a submitted revision, or the
    supplier side the payment schedule answering it (app.claims.rest)."""
    db.session.execute(
        pg_insert(Activity).values(
            contract_id=claim.contract_id, claim_id=claim.id, claim_number=claim.number, claim_rev=rev, code=VIEWED,
            at=func.clock_timestamp(), created_at=func.clock_timestamp(), **_actor(viewer),
        ).on_conflict_do_nothing(index_elements=["claim_id", "claim_rev", "actor_user_id"],
                                 index_where=text("code = 'viewed'"))
    )


def viewed_by_stand_in(claim, rev: int, *, org_id: int, user_id: int, account_id: int) -> None:
    """'viewed', once per person and revision, by a person of a stand-in party (named by email, not joined
    yet) opening the claim from its access link: as any recipient's opening is recorded (issue 34)."""
    name = db.session.scalar(select(func.coalesce(func.nullif(Account.name, ""), Account.email))
                             .where(Account.id == account_id))
    db.session.execute(
        pg_insert(Activity).values(
            contract_id=claim.contract_id, claim_id=claim.id, claim_number=claim.number, claim_rev=rev, code=VIEWED,
            at=func.clock_timestamp(), created_at=func.clock_timestamp(), actor_org_id=org_id,
            actor_user_id=user_id, actor_name=(name or "")[:254],
        ).on_conflict_do_nothing(index_elements=["claim_id", "claim_rev", "actor_user_id"],
                                 index_where=text("code = 'viewed'"))
    )


def marked_paid(viewer: Viewer, claim, is_paid: bool, what: str | None = None) -> None:
    """'marked as Paid' / 'marked as Unpaid'; `what`: the payment recorded or withdrawn."""
    entry(viewer, MARKED_PAID if is_paid else MARKED_UNPAID, claim.contract_id, claim=claim, rev=claim.latest_rev,
          comment=what)


def payment_recorded(viewer: Viewer, claim, *, sent: bool, correction: bool, what: str) -> None:
    """A side recorded a payment ('Payment sent' by the payer, 'Payment received' by the payee) or
    corrected one; `what` says the amount, the date and the reference."""
    code = PAYMENT_CORRECTED if correction else (PAYMENT_SENT if sent else PAYMENT_RECEIVED)
    entry(viewer, code, claim.contract_id, claim=claim, rev=claim.latest_rev, comment=what)


def received_recorded(viewer: Viewer, claim, *, schedule: bool, how: str) -> None:
    """The claim (or its payment schedule) received outside Claimdesk was recorded (issue 34), seen by
    both parties; `how`: 'by email on 2 November 2026'."""
    entry(viewer, RECEIVED_SCHEDULE if schedule else RECEIVED_CLAIM, claim.contract_id, claim=claim,
          rev=claim.latest_rev, comment=how)


def received_changed(viewer: Viewer, claim, *, deleted: bool, what: str) -> None:
    """A record of a claim received, made by mistake, was corrected or deleted; `what` says what changed."""
    entry(viewer, RECEIVED_DELETED if deleted else RECEIVED_CORRECTED, claim.contract_id, claim=claim,
          rev=claim.latest_rev, comment=what)


# ---- contracts -----------------------------------------------------------------------------------

def contract_created(viewer: Viewer, contract_id: int) -> None:
    entry(viewer, CONTRACT_CREATED, contract_id)


def contract_archived(viewer: Viewer, contract_id: int, archived: bool) -> None:
    entry(viewer, CONTRACT_ARCHIVED if archived else CONTRACT_UNARCHIVED, contract_id)


def invitation_declined(contract_id: int, owner_org_id: int, party_org_id: int, shown_name: str) -> None:
    """Seen by the owner's side only (the inviter is told), the party named as the inviter sees it
    (`app.contracts.invitations`): who declined it is nobody's to learn from this entry."""
    _insert(INVITATION_DECLINED, contract_id, private_to=owner_org_id, actor_org_id=party_org_id, actor_user_id=None,
            actor_name=shown_name[:254])


def party_removed(viewer: Viewer, contract_id: int, org_name: str) -> None:
    """Seen by the owner's side only: the removed organisation no longer reaches the contract."""
    entry(viewer, PARTY_REMOVED, contract_id, private=True, comment=org_name)


def terms_changed(viewer: Viewer, contract_id: int, before: str, after: str) -> None:
    """Seen by both parties (the terms are the contract's, shared by both): the comment says the
    terms as they were and as they are now, in the words the contract shows them."""
    entry(viewer, TERMS_CHANGED, contract_id, comment=f"{before} \u2192 {after}")
