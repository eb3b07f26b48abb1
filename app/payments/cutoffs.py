"""The cut-offs of the contracting chain (issue 40): a subcontract's 'claims due by' day in the head
contractor's pay cycle, and the rule that a subcontract claim sent after the head claim for its
period was sent is not in that head claim.

- The setting: per subcontract, a day of the month (1 to 31; a shorter month's last day stands for a
  later day) by which its claims are due to the head contractor. The head contractor's own working
  paper (`app.payments.rollup_models.SubcontractCutoff`, its schema): only the head contract's
  supplier side with SupplierDraft sets or reads it, for a subcontract it is the customer of; any
  other id reads as not found (as the roll-up's `set_map`).
- The rule (`cutoff_text`, the one place it is decided): a subcontract claim whose sending came after
  the sending of the head claim of the same period (the chain's `period_of`: the month of its period
  end, else of its service) reads 'not in your claim for {period}; include it next period', the period
  in words ('October 2026', `app.domain.dates.long_month`). Shown wherever the head contractor
  reads a subcontract claim: the roll-up's list, the claim lists and the claim page (`cutoff_texts`,
  two statements for a page of claims; the subcontractor never reads it). Nothing
  is refused: the Act lets a subcontractor claim when its contract says (s 20), and the head
  contractor includes the claim in its next claim (the roll-up lists it).
"""
from datetime import datetime, timezone

from sqlalchemy import and_, select
from sqlalchemy.dialects.postgresql import insert as pg_insert

from app.claims import policy
from app.claims.models import Claim, Revision
from app.contracts import access
from app.contracts import permissions as cp
from app.contracts.access import CONTRACT_NOT_FOUND, VisibleContract
from app.contracts.models import Contract
from app.db import db, rolls_back
from app.domain.claim_standing import ANSWERABLE
from app.domain.dates import long_month
from app.errors import NotFound, UserError
from app.orgs.access import Viewer
from app.payments.periods import in_period, period_of
from app.payments.rollup_models import SubcontractCutoff
from app.schedules.deadline import served_day

P = cp.ContractPermission

NOT_IN_CLAIM = "not in your claim for {period}; include it next period"
DAY_INVALID = "Enter a day of the month from 1 to 31"


def cutoff_text(sub_sent_at: datetime | None, head_sent_at: datetime | None, period: str | None) -> str | None:
    """The cut-off rule: a subcontract claim sent after the head claim for its period was sent is not
    in that head claim. None while either is unsent or the period is unknown. The period in words
    ('not in your claim for October 2026; ...')."""
    if sub_sent_at is None or head_sent_at is None or period is None:
        return None
    return NOT_IN_CLAIM.format(period=long_month(period)) if sub_sent_at > head_sent_at else None


def head_sent(head_ids, periods) -> dict[tuple[int, str], datetime]:
    """{(head contract id, period): when its head claim for the period was sent}: the first sending among
    its live served claims of the period (their latest revisions). One statement, reading only the
    periods asked, whatever the head contracts' history."""
    head_ids, periods = sorted(set(head_ids)), sorted(set(p for p in periods if p))
    if not head_ids or not periods:
        return {}
    found: dict[tuple[int, str], datetime] = {}
    for contract_id, period_to, submitted_at in db.session.execute(
            select(Claim.contract_id, Revision.period_to, Revision.submitted_at)
            .join(Revision, and_(Revision.claim_id == Claim.id, Revision.rev == Claim.latest_rev))
            .where(Claim.contract_id.in_(head_ids), Claim.status.in_(ANSWERABLE), Revision.submitted_at.is_not(None),
                   in_period(periods))):
        key = (contract_id, period_of(period_to, served_day(submitted_at)))
        if key not in found or submitted_at < found[key]:
            found[key] = submitted_at
    return found


def shows_cutoff(found: VisibleContract) -> bool:
    """Whether the cut-off is the viewer's to read on this contract's claims: a subcontract seen from its
    customer side, the head contractor (the subcontractor and anyone else never read it)."""
    return found.contract.parent_id is not None and not found.is_supplier


def cutoff_texts(claims: list[tuple[VisibleContract, Claim]]) -> dict[int, str]:
    """{claim id: its cut-off text} for the claims that have one, over a page of claims (a list, the claim
    page): two statements whatever their number, none when no claim is a subcontract claim the viewer
    is the head contractor of."""
    heads = {claim.id: found.contract.parent_id for found, claim in claims
             if shows_cutoff(found) and claim.latest_rev is not None and claim.status in ANSWERABLE}
    if not heads:
        return {}
    sent = {claim_id: (period_of(period_to, served_day(submitted_at)), submitted_at)
            for claim_id, period_to, submitted_at in db.session.execute(
                select(Revision.claim_id, Revision.period_to, Revision.submitted_at)
                .join(Claim, and_(Claim.id == Revision.claim_id, Revision.rev == Claim.latest_rev))
                .where(Claim.id.in_(list(heads))))}
    head_at = head_sent(heads.values(), [period for period, _ in sent.values()])
    texts = {}
    for claim_id, (period, submitted_at) in sent.items():
        text = cutoff_text(submitted_at, head_at.get((heads[claim_id], period)), period)
        if text is not None:
            texts[claim_id] = text
    return texts


def clean_day(day) -> int | None:
    """A 'claims due by' day: a whole day of the month, 1 to 31; None clears it."""
    if day is None:
        return None
    if isinstance(day, bool) or not isinstance(day, int) or not 1 <= day <= 31:
        raise UserError(DAY_INVALID, field="claimsDueDay")
    return day


def _head_subcontracts(viewer: Viewer, head_id: int) -> set[int]:
    """The head contract as its supplier side with SupplierDraft: the ids of the subcontracts the
    viewer's organisation is the customer of. Anything else reads as not found."""
    found = access.get_contract(viewer, head_id)
    if not found.is_supplier:
        raise NotFound(CONTRACT_NOT_FOUND)
    policy.require_supplier(found, P.SUPPLIER_DRAFT)
    rows = db.session.execute(access.visible_contracts(viewer).where(Contract.parent_id == head_id))
    return {s.id for s in (access.visible(viewer, row) for row in rows) if not s.is_supplier}


def claims_due_days(viewer: Viewer, head_id: int) -> dict[int, int]:
    """{subcontract id: its 'claims due by' day} for the head contract's subcontracts (two statements
    after the access check, whatever their number)."""
    subs = _head_subcontracts(viewer, head_id)
    if not subs:
        return {}
    return {c.sub_contract_id: c.claims_due_day for c in db.session.scalars(
        select(SubcontractCutoff).where(SubcontractCutoff.head_contract_id == head_id,
                                        SubcontractCutoff.sub_contract_id.in_(subs)))}


@rolls_back
def set_claims_due_day(viewer: Viewer, head_id: int, sub_id: int, day) -> int | None:
    """Set (or with None clear) the subcontract's 'claims due by' day; returns it."""
    day = clean_day(day)
    if sub_id not in _head_subcontracts(viewer, head_id):
        raise NotFound(CONTRACT_NOT_FOUND)
    if day is None:
        db.session.execute(SubcontractCutoff.__table__.delete().where(SubcontractCutoff.sub_contract_id == sub_id))
    else:
        at = datetime.now(timezone.utc)
        db.session.execute(pg_insert(SubcontractCutoff).values(
            sub_contract_id=sub_id, head_contract_id=head_id, claims_due_day=day, updated_by_user_id=viewer.user_id,
            updated_at=at).on_conflict_do_update(index_elements=["sub_contract_id"], set_={
                "claims_due_day": day, "head_contract_id": head_id, "updated_by_user_id": viewer.user_id,
                "updated_at": at}))
    db.session.commit()
    return day


__all__ = ["NOT_IN_CLAIM", "DAY_INVALID", "cutoff_text", "cutoff_texts", "clean_day", "claims_due_days", "head_sent",
           "set_claims_due_day", "shows_cutoff"]
