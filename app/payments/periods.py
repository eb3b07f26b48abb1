"""A claim's period in the contracting chain (issue 40): which month's head claim a subcontract claim
belongs to.

- `period_of`: the month of the claim's period end ('period to'), else of the day it was served (or,
  for a draft, its claim date), as 'YYYY-MM'. Claimdesk's pay cycles are monthly: a head claim to the
  principal and the subcontract claims it answers for are those of one month. The key the exposure
  gap, the roll-up and the cut-offs join claims by.
- Its words, 'October 2026', are `app.domain.dates.long_month`, where every date and month is written
  (the cut-off's text, the roll-up's dialog, every `periodLabel` of the API). The browser never
  formats a period.
- `in_period`: the same rule as SQL over a revision's columns, so a reader fetches only the months it
  needs instead of a contract's whole history.
"""
from datetime import date, datetime, time, timedelta

from sqlalchemy import and_, false, or_

from app.claims.models import Revision
from app.domain.working_days import AUCKLAND


def period_of(period_to: date | None, served: date | None) -> str | None:
    """The claim's period: the month of its period end, else of the day it was served."""
    day = period_to or served
    return f"{day.year:04d}-{day.month:02d}" if day is not None else None


def _month(period: str) -> tuple[int, int]:
    return int(period[:4]), int(period[5:7])


def bounds(period: str) -> tuple[date, date]:
    """The first day of the period and the first day after it."""
    year, month = _month(period)
    first = date(year, month, 1)
    return first, (first + timedelta(days=32)).replace(day=1)


def in_period(periods) -> object:
    """SQL: the revision (`Revision`, joined by the caller) is of one of `periods` by `period_of`'s rule:
    its period end in the month, else (no period end) served on a day of the month in Auckland."""
    clauses = []
    for period in sorted(set(p for p in periods if p)):
        first, after = bounds(period)
        clauses.append(or_(
            and_(Revision.period_to >= first, Revision.period_to < after),
            and_(Revision.period_to.is_(None),
                 Revision.submitted_at >= datetime.combine(first, time(0), AUCKLAND),
                 Revision.submitted_at < datetime.combine(after, time(0), AUCKLAND))))
    return or_(*clauses) if clauses else false()


__all__ = ["bounds", "in_period", "period_of"]
