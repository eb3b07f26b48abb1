"""THE writer of a claim's stored statutory facts (`claims.schedule_deadline`, `payable`,
`payment_due`, `paid_by_payer`, `paid_to_payee`, `is_paid`, `is_paying`; see app.claims.models).

Every write that changes an input calls one of these in its own transaction, after its own
changes are flushed:
- `served(ids)`: a revision was submitted; the claim keeps the contract's payment terms as they
  stand now, its agreed period for a payment schedule (`schedule_days`, counted from service) and
  the rest (`payment_terms`, shown in 'How this date was counted');
- `refresh(ids)`: anything else (a claim voided, a schedule sent, a payment recorded).

The facts are computed by the pure rules (`app.domain.schedule_deadline`, `app.domain.claim_standing`)
from the rows, in two statements whatever the number of claims, and written only where they
changed. A served claim keeps the terms it was served under: changing the contract's terms (or
moving it onto a pay cycle) never moves a served claim's dates (issue 34; until then a changed
period moved the deadline of claims awaiting a schedule, which could shorten the time a payer
was served with). A claim served again (a new revision) takes the terms then in force.
Reading them never recomputes them: lists, the claim page, PDFs, emails and exports read
the columns, and what depends on the day (overdue, debt due) is `claim_standing.standing` over
them.
"""
from collections import defaultdict
from typing import Iterable

from sqlalchemy import and_, select, update
from sqlalchemy.orm.attributes import set_committed_value

from app.claims.models import Claim, Revision
from app.contracts.models import Contract
from app.db import db
from app.domain import claim_standing as rules
from app.payments.models import ClaimPayment
from app.schedules.deadline import claimed_amount, deadline_date
from app.schedules.models import SENT, PaymentSchedule


def served(claim_ids: Iterable[int]) -> None:
    """The claims' latest revisions were just served: they keep the contract's terms as they stand."""
    ids = sorted(set(claim_ids))
    if not ids:
        return
    agreed = (select(Contract.schedule_working_days).where(Contract.id == Claim.contract_id)
              .scalar_subquery())
    terms = select(Contract.payment_terms).where(Contract.id == Claim.contract_id).scalar_subquery()
    db.session.execute(update(Claim).where(Claim.id.in_(ids)).values(schedule_days=agreed, payment_terms=terms)
                       .execution_options(synchronize_session="fetch"))
    refresh(ids)


def refresh(claim_ids: Iterable[int], session=None) -> None:
    """Recompute and store the facts of the claims (two statements to read, one per changed claim to
    write); `session`: the one a session hook is given, else the request's."""
    ids = sorted(set(claim_ids))
    if not ids:
        return
    session = session or db.session
    session.flush()
    rows = session.execute(
        select(Claim, Revision, PaymentSchedule)
        .outerjoin(Revision, and_(Revision.claim_id == Claim.id, Revision.rev == Claim.latest_rev))
        .outerjoin(PaymentSchedule, and_(PaymentSchedule.claim_id == Claim.id, PaymentSchedule.status == SENT))
        .where(Claim.id.in_(ids))
    ).all()
    entries = defaultdict(list)
    for payment in session.scalars(select(ClaimPayment).where(ClaimPayment.claim_id.in_(ids))
                                      .order_by(ClaimPayment.id)):
        entries[payment.claim_id].append(rules.PaymentEntry(payment.id, payment.side, payment.amount,
                                                            payment.corrects_id))
    for claim, revision, schedule in rows:
        facts = compute(claim, revision, schedule, entries[claim.id])
        changed = {name: value for name, value in facts.items() if getattr(claim, name) != value}
        if changed:
            session.execute(update(Claim).where(Claim.id == claim.id).values(**changed)
                               .execution_options(synchronize_session=False))
            for name, value in changed.items():  # the loaded claim reads what was written
                set_committed_value(claim, name, value)


def compute(claim: Claim, revision: Revision | None, schedule: PaymentSchedule | None,
            entries: list[rules.PaymentEntry]) -> dict:
    """The facts of one claim from its rows, as the columns hold them."""
    sent = None
    if schedule is not None:
        sent = rules.SentSchedule(schedule.scheduled_amount, schedule.due_date, schedule.given_late)
    live_served = claim.status in rules.ANSWERABLE and claim.latest_rev is not None
    settled = rules.settle(served=live_served, claimed=claimed_amount(revision),
                           claim_due=revision.due_date if revision is not None else None, schedule=sent,
                           entries=entries)
    return {
        "schedule_deadline": deadline_date(claim, revision),
        "payable": settled.payable,
        "payment_due": settled.payment_due,
        "paid_by_payer": settled.paid_by_payer,
        "paid_to_payee": settled.paid_to_payee,
        "is_paid": settled.is_paid,
        "is_paying": settled.is_paying,
    }

