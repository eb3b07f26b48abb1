"""Recording a claim's payment (`claimPaymentRecord`), and the spec's toggles as records:
'Mark as paid' (`claimMarkPaid`, the payee) and 'payment sent' (`claimSetPaying`, the payer).

Each reaches the contract through `app.contracts.access` (another organisation's claim is 'Claim
not found', like a missing one), locks the contract's ledger (so it never interleaves with a
schedule being sent, which changes what is payable), refuses what `app.payments.policy` forbids,
writes its record, the activity and the claim's refreshed facts (`app.payments.facts`), and
commits all of it or nothing. A record carrying a `requestKey` already used on the claim is the
same record: a double click or a retried request records once.
"""
from datetime import date, datetime, timezone

from sqlalchemy import select

from app.activity import record as activity
from app.auth.models import Account
from app.claims import ledger
from app.claims import policy as claim_policy
from app.claims import queries as claim_queries
from app.claims.models import Claim
from app.claims.service import get_claim
from app.contracts.access import VisibleContract
from app.db import db, rolls_back
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.errors import PermissionDenied, UserError
from app.orgs.access import Viewer
from app.payments import facts, policy
from app.payments.models import PAYEE, PAYER, ClaimPayment

MAX_REFERENCE = 100
MAX_KEY = 64
MARKED_PAID = "Marked as paid"
MARKED_UNPAID = "Marked as unpaid"
MARKED_SENT = "Marked payment as sent"
MARKED_NOT_SENT = "Marked payment as not sent"


def _locked(viewer: Viewer, contract_id: int, number: int) -> tuple[VisibleContract, Claim, str]:
    """The claim as the viewer sees it, its contract's ledger locked, and the side the viewer records
    for; refused when it may record nothing on it."""
    found, claim = get_claim(viewer, contract_id, number)
    side = policy.side_of(found)
    if side is None:
        raise PermissionDenied(claim_policy.NO_PERMISSION)
    ledger.lock(contract_id)
    db.session.refresh(claim)
    refusal = claim_policy.submitted_refusal(claim)
    if refusal is not None:
        raise UserError(refusal)
    return found, claim, side


def _records(claim: Claim) -> list[ClaimPayment]:
    return list(db.session.scalars(select(ClaimPayment).where(ClaimPayment.claim_id == claim.id)
                                   .order_by(ClaimPayment.id)))


def _add(viewer: Viewer, claim: Claim, side: str, paid_on: date, amount: int, *, reference: str = "",
         note: str = "", corrects: ClaimPayment | None = None, request_key: str | None = None,
         logged: bool = True) -> ClaimPayment:
    """Write a record (and, unless the caller logs it its own way, its activity)."""
    name = db.session.scalar(select(Account.name).where(Account.id == viewer.account_id)) or ""
    record = ClaimPayment(
        contract_id=claim.contract_id, claim_id=claim.id, side=side, paid_on=paid_on, amount=amount,
        reference=reference, note=note, corrects_id=corrects.id if corrects is not None else None,
        request_key=request_key, recorded_by_org_id=viewer.org.id, recorded_by_user_id=viewer.user_id,
        recorded_by_name=name[:254],
    )
    db.session.add(record)
    db.session.flush()
    if logged:
        activity.payment_recorded(viewer, claim, sent=side == PAYER, correction=corrects is not None,
                                  what=describe(record, corrects))
    return record


def describe(record: ClaimPayment, corrects: ClaimPayment | None = None) -> str:
    """'$1,000.00 on 3 February 2027, ref INV-001' (what the activity log says of a record)."""
    if corrects is not None and record.amount == 0:
        return f"withdrew {dollars(corrects.amount)} on {long_date(corrects.paid_on)}"
    text = f"{dollars(record.amount)} on {long_date(record.paid_on)}"
    if record.reference:
        text += f", ref {record.reference}"
    if corrects is not None:
        text += f" (was {dollars(corrects.amount)} on {long_date(corrects.paid_on)})"
    return text


def _done(claim: Claim) -> None:
    facts.refresh([claim.id])
    claim.content_updated_at = datetime.now(timezone.utc)
    db.session.commit()
    claim_queries.forget(claim.contract_id)


@rolls_back
def record_payment(viewer: Viewer, contract_id: int, number: int, *, paid_on, amount, reference=None,
                   corrects_id: int | None = None, request_key: str | None = None
                   ) -> tuple[VisibleContract, Claim]:
    """Record a payment the viewer's side made or received (a part payment is a record), or correct
    one of its own records (`corrects_id`; an amount of 0 withdraws it)."""
    found, claim, side = _locked(viewer, contract_id, number)
    key = (request_key or "").strip()[:MAX_KEY] or None
    records = _records(claim)
    if key is not None and any(r.request_key == key for r in records):
        db.session.rollback()
        return found, claim  # recorded already (a double click or a retry)
    corrects = None
    if corrects_id is not None:
        corrects = next((r for r in records if r.id == corrects_id), None)
        problem = policy.correction_problem(corrects, side, {r.corrects_id for r in records if r.corrects_id})
        if problem is not None:
            raise UserError(problem, field="correctsId")
    problem = policy.amount_problem(amount, correcting=corrects is not None)
    if problem is not None:
        raise UserError(problem, field="amount")
    problem = policy.date_problem(paid_on, today_in_auckland())
    if problem is not None:
        raise UserError(problem, field="paidOn")
    reference = clean_text(reference, MAX_REFERENCE, "reference", "Reference")
    _add(viewer, claim, side, paid_on, amount, reference=reference, corrects=corrects, request_key=key)
    _done(claim)
    return found, claim


@rolls_back
def mark_paid(viewer: Viewer, contract_id: int, number: int, is_paid: bool) -> tuple[VisibleContract, Claim]:
    """The spec's 'mark as paid' / 'mark as unpaid' (supplier side), as records: paid records today
    the payment received that completes what is payable; unpaid withdraws the payee's own records."""
    found, claim, side = _locked(viewer, contract_id, number)
    if side != PAYEE:
        raise PermissionDenied(claim_policy.NO_PERMISSION)
    if bool(is_paid) == claim.is_paid:
        db.session.rollback()
        return found, claim
    if is_paid:
        record = _add(viewer, claim, PAYEE, today_in_auckland(),
                      max((claim.payable or 0) - (claim.paid_to_payee or 0), 0), note=MARKED_PAID, logged=False)
        what = describe(record)
    else:
        withdrawn = _effective(_records(claim), PAYEE)
        for record in withdrawn:
            _add(viewer, claim, PAYEE, record.paid_on, 0, note=MARKED_UNPAID, corrects=record, logged=False)
        what = "; ".join(describe(ClaimPayment(amount=0), r) for r in withdrawn) or None
    activity.marked_paid(viewer, claim, bool(is_paid), what)
    _done(claim)
    return found, claim


@rolls_back
def set_paying(viewer: Viewer, contract_id: int, number: int, is_paying: bool) -> tuple[VisibleContract, Claim]:
    """The spec's 'payment sent' toggle (customer side), as records: on records today the payment of
    what remains payable by the payer's own records; off withdraws the payer's records."""
    found, claim, side = _locked(viewer, contract_id, number)
    if side != PAYER:
        raise PermissionDenied(claim_policy.NO_PERMISSION)
    own = _effective(_records(claim), PAYER)
    if bool(is_paying) == bool(own):
        db.session.rollback()
        return found, claim
    if is_paying:
        remaining = (claim.payable or 0) - (claim.paid_by_payer or 0)
        if remaining <= 0:
            db.session.rollback()
            return found, claim
        _add(viewer, claim, PAYER, today_in_auckland(), remaining, note=MARKED_SENT)
    else:
        for record in own:
            _add(viewer, claim, PAYER, record.paid_on, 0, note=MARKED_NOT_SENT, corrects=record)
    _done(claim)
    return found, claim


def _effective(records: list[ClaimPayment], side: str) -> list[ClaimPayment]:
    """The side's records that count (not corrected), with an amount."""
    corrected = {r.corrects_id for r in records if r.corrects_id is not None}
    return [r for r in records if r.side == side and r.id not in corrected and r.amount > 0]
