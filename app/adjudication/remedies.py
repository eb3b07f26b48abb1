"""'What you can do now' on a claim, adjudication's part (registered with app.enforcement.remedies by
`app.adjudication.wiring`): prepare a notice of adjudication (s 28) while the claim is unpaid and no
notice disputes it; serve the draft that does; or follow the adjudication under way. Each is done on
the contract's Adjudication tab, which the claim page links to (the UI picks the link by the kind)."""
from sqlalchemy import bindparam, select
from sqlalchemy.dialects.postgresql import JSONB

from app.adjudication.models import DRAFT, AdjudicationNotice
from app.adjudication.notice import CLAIM
from app.db import db, shared_statements
from app.domain.dates import long_date
from app.domain.money import dollars
from app.enforcement.remedies import Remedy, Situation

PREPARE = "adjudication_notice"  # prepare (or serve) a notice of adjudication disputing this claim
UNDER_WAY = "adjudication"  # an adjudication of this claim under way


# The latest notice of adjudication listing the claim: built once, bound per claim (issue 41).
_LATEST_NOTICE = (select(AdjudicationNotice.number, AdjudicationNotice.status, AdjudicationNotice.notice_date)
                  .where(AdjudicationNotice.contract_id == bindparam("contract_id"),
                         AdjudicationNotice.items.contains(bindparam("items", type_=JSONB)))
                  .order_by(AdjudicationNotice.number.desc()).limit(1))
shared_statements(lambda: [_LATEST_NOTICE])  # built once: compiled before any request (app/db.py)


def adjudication_remedies(found, claim, s: Situation) -> list[Remedy]:
    notice = db.session.execute(_LATEST_NOTICE, {"contract_id": claim.contract_id,
                                                 "items": [{"kind": CLAIM, "id": claim.id}]}).first()
    if notice is None:
        unpaid = s.debt.amount if s.debt is not None else s.eligibility.unpaid
        if not unpaid:
            return []
        return [Remedy(PREPARE, "Prepare a notice of adjudication",
                       f"Refer the dispute about the {dollars(unpaid)} unpaid on this claim to adjudication (s 25). "
                       "The notice (s 28) lists the claim and what is disputed; the adjudication's timetable runs "
                       "from the day it is served.", s.today, True)]
    if notice.status == DRAFT:
        return [Remedy(PREPARE, f"Serve notice of adjudication {notice.number}",
                       f"Notice of adjudication {notice.number} disputes this claim but has not been served: its "
                       "timetable runs from the day it is served.", None, True)]
    return [Remedy(UNDER_WAY, f"Adjudication {notice.number}",
                   f"Notice of adjudication {notice.number} was served on {long_date(notice.notice_date)}: record its "
                   "steps and the determination as they happen.", notice.notice_date,
                   True)]
