"""What has been paid towards an adjudicator's determination (s 59), and the determination about each
claim that the suspension rule and the debt statement read (app.enforcement, through the reader
`app.adjudication.wiring` registers).

- `record_payment`: a payment towards the notice's determination, as either party records it (Edit on
  the contract), in one transaction with its activity; refused beyond what is still owed, before the
  determination was made, or in the future, each beside its field. The determined amount less the
  payments recorded is what is owed (`app.domain.adjudication.determination_owed`, `NoticeView.unpaid`).
- `determinations_about(claim_ids)`: one statement for any number of claims. A determination is about
  the claims its notice of adjudication disputes (the notice's items); the latest made counts. One
  without a date for payment grounds nothing (s 59(2) needs the date it was not paid by), so it is not
  read: the claim's own grounds (ss 23-24) stand.
"""
from datetime import date

from sqlalchemy import BigInteger, and_, bindparam, column, func, select, true
from sqlalchemy.dialects.postgresql import JSONB

from app.activity import record as activity
from app.activity.models import ADJUDICATION_RECORDED
from app.adjudication import policy
from app.adjudication.models import DETERMINED, SERVED, AdjudicationEvent, AdjudicationNotice, DeterminationPayment
from app.adjudication.notice import CLAIM
from app.adjudication.service import NoticeView, _found, _notice, _views, determination_of
from app.db import db, rolls_back, shared_statements
from app.domain import suspension as rule
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.text import clean_text
from app.domain.working_days import today_in_auckland
from app.errors import PermissionDenied, UserError
from app.orgs.access import Viewer, recorder_name

MAX_REFERENCE = 100
NO_DETERMINATION = "No determination has been recorded on this notice of adjudication: record the determination first"
NO_PAY_BY = "The determination recorded states no date for payment: record it again with the date it must be paid by"
AMOUNT_REQUIRED = "Enter the amount paid, more than $0.00"
PAID_ON_REQUIRED = "Enter the date it was paid"
PAID_IN_FUTURE = "The date cannot be in the future"
PAID_BEFORE = "A payment towards the determination cannot be before it was made ({date})"
PAID_IN_FULL = "The determination has been paid in full: nothing more is owed"
MORE_THAN_OWED = "Only {owed} of the determination is unpaid: a payment of {amount} is more than is owed"


@rolls_back
def record_payment(viewer: Viewer, contract_id: int, number: int, *, paid_on: date | None, amount: int | None,
                   reference: str | None = None) -> NoticeView:
    """Record a payment made towards the notice's determination (s 59)."""
    found = _found(viewer, contract_id, for_update=True)
    if not policy.may_record(found):
        raise PermissionDenied(policy.NO_PERMISSION)
    notice = _notice(contract_id, number, for_update=True)  # one payment at a time per determination
    view = _views(found, [notice])[0]
    made = determination_of(view.events)
    if notice.status != SERVED or made is None:
        raise UserError(NO_DETERMINATION)
    if made.pay_by is None:
        raise UserError(NO_PAY_BY)
    if amount is None or isinstance(amount, bool) or amount <= 0:
        raise UserError(AMOUNT_REQUIRED, field="amount")
    if paid_on is None:
        raise UserError(PAID_ON_REQUIRED, field="paidOn")
    if paid_on > today_in_auckland():
        raise UserError(PAID_IN_FUTURE, field="paidOn")
    if paid_on < made.made_on:
        raise UserError(PAID_BEFORE.format(date=long_date(made.made_on)), field="paidOn")
    owed = view.unpaid
    if owed == 0:
        raise UserError(PAID_IN_FULL, field="amount")
    if amount > owed:
        raise UserError(MORE_THAN_OWED.format(owed=dollars(owed), amount=dollars(amount)), field="amount")
    reference = clean_text(reference, MAX_REFERENCE, "reference", "Reference") if reference else ""
    db.session.add(DeterminationPayment(notice_id=notice.id, paid_on=paid_on, amount=amount, reference=reference,
                                        recorded_by_user_id=viewer.user_id, recorded_by_name=recorder_name(viewer)))
    left = owed - amount
    activity.entry(viewer, ADJUDICATION_RECORDED, contract_id,
                   comment=(f"Notice of adjudication {notice.number}: {dollars(amount)} paid towards the determination "
                            f"on {long_date(paid_on)}" + (f"; {dollars(left)} unpaid" if left else "; paid in full")))
    db.session.commit()
    return _views(found, [notice])[0]


def _determinations_statement():
    """determinations_about's statement, built once (issue 41: building it took longer than running it,
    on the claim page and every page of claims); the claims' ids are bound at each run."""
    item = func.jsonb_array_elements(AdjudicationNotice.items).table_valued(column("value", JSONB)).lateral("item")
    claim_id = item.c.value["id"].astext.cast(BigInteger)
    paid = (select(func.coalesce(func.sum(DeterminationPayment.amount), 0))
            .where(DeterminationPayment.notice_id == AdjudicationNotice.id).scalar_subquery())
    return (select(claim_id.label("claim_id"), AdjudicationNotice.number, AdjudicationEvent.on, AdjudicationEvent.details,
                   paid.label("paid"))
            .select_from(AdjudicationNotice)
            .join(item, true())
            .join(AdjudicationEvent, and_(AdjudicationEvent.notice_id == AdjudicationNotice.id,
                                          AdjudicationEvent.kind == DETERMINED))
            .where(AdjudicationNotice.status == SERVED, item.c.value["kind"].astext == CLAIM,
                   claim_id.in_(bindparam("claim_ids", expanding=True)))
            .order_by(claim_id, AdjudicationEvent.on, AdjudicationEvent.id))


_DETERMINATIONS = _determinations_statement()
shared_statements(lambda: [_DETERMINATIONS])  # its lateral alias: compiled before any request (app/db.py)


def determinations_about(claim_ids: list[int]) -> dict[int, rule.Determination]:
    """{claim id: the latest determination made on a notice of adjudication disputing it, with what has been
    paid towards it} (one statement whatever the number of claims)."""
    rows = db.session.execute(_DETERMINATIONS, {"claim_ids": list(claim_ids)})
    found: dict[int, rule.Determination] = {}
    for row in rows:
        pay_by = row.details.get("pay_by")
        if not pay_by:
            found.pop(row.claim_id, None)  # the latest determination states no date: it grounds nothing
            continue
        found[row.claim_id] = rule.Determination(
            amount=row.details["amount"], pay_by=date.fromisoformat(pay_by), paid=int(row.paid),
            adjudicator=row.details.get("adjudicator", ""), determined_on=row.on, adjudication=row.number)
    return found
