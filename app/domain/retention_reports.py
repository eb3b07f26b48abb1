"""When a retention statement is due (issue 38; CCA s 18FD): party A reports to each party B whose
retention money it holds at least every three months, and after every transaction.

- The next quarterly statement is due three calendar months after the last one served, or, before any
  was served, after the first money was withheld (the day the contract allowed it to be withheld: the
  withheld entry's date). A day the target month lacks falls on its last day (31 May -> 31 August,
  30 November -> 28 February).
- It is overdue from the day after that.

Rules as at RULES_AS_AT (app.domain.claim_standing); the Act's text of s 18FD is still to be checked
(research section 6). This is not legal advice.
"""
from dataclasses import dataclass
from datetime import date, timedelta

from app.domain.retention_release import add_months

QUARTER_MONTHS = 3


@dataclass(frozen=True, slots=True)
class StatementDue:
    due_by: date  # the last day to serve the next statement
    overdue_since: date | None  # the first day it is late, once today has reached it


def statement_due(last_served: date | None, first_withheld: date | None, today: date) -> StatementDue | None:
    """The next quarterly statement's date; None while nothing was withheld or served."""
    start = last_served or first_withheld
    if start is None:
        return None
    due_by = add_months(start, QUARTER_MONTHS)
    late_from = due_by + timedelta(days=1)
    return StatementDue(due_by, late_from if today >= late_from else None)
