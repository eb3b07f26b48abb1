"""A served notice of intention to suspend as the customer side reads it (issue 39): its card on the claim
page (`Claim.servedSuspensionNotice`). The supplier side reads the same notice in its remedies panel
(app.enforcement.remedies), so this answers nothing to it.

The customer side meets the notice only once it has been served (before that it is the supplier's
draft, as the PDF door also says: app.enforcement.documents), so this answers nothing for a notice
not yet served. Its dates are the ones stored with the notice when it was generated (from
`app.domain.suspension.notice_dates`, the one function the supplier's panel reads too), and the
days suspended are `app.enforcement.service.days_of`'s: the two sides never count differently.

What the payer can do is said in the Act's terms: pay the amount within the 5 working days after
the notice's date (s 24A(1)(c)) and record the payment; once work is suspended, the days are the
supplier's extension of time (s 24A(2)(c)) and the supplier may lift the suspension at any time
(s 24A(2)(e)).
"""
from dataclasses import dataclass
from datetime import date

from app.claims import policy as claim_policy
from app.contracts.access import VisibleContract
from app.domain import suspension as rule
from app.domain.dates import long_date
from app.domain.money import dollars
from app.enforcement.models import SuspensionNotice, WorkSuspension, served_words
from app.enforcement.service import days_of

TITLE = "Notice of intention to suspend work"
# The customer side's words (the supplier's panel has its own: app.enforcement.remedies).
TO_AVOID = ("To avoid a suspension, pay {amount} by the end of {pay_by} (within 5 working days after the date "
            "of the notice, s 24A(1)(c)), then record the payment on this claim.")
PAID_SINCE = ("The amount has been recorded as paid in full since the notice, so the notice gives no right to "
              "suspend work.")
SUSPENDED = ("Work has been suspended since {since}: {days}. The days suspended extend the supplier's time to "
             "complete the contract (s 24A(2)(c)); the supplier may lift the suspension at any time (s 24A(2)(e)).")
PAST = ("The 5 working days after the notice have passed: work may be suspended from {suspend_from} while "
        "{amount} remains unpaid (s 24A(1)). Record a payment on this claim once it is made.")
RESUMED = "Work was suspended from {since} and resumed on {resumed}: {days}."


@dataclass(frozen=True)
class SuspensionDays:
    suspended_on: date
    resumed_on: date | None
    calendar_days: int
    working_days: int
    days_words: str
    words: str  # the sentence the card prints


@dataclass(frozen=True)
class ServedNotice:
    title: str
    section: str
    notice_date: date
    served_on: date
    served_words: str
    unpaid: int
    pay_by: date
    pay_by_words: str  # 'Monday 9 March 2026' (app.domain.suspension.day_name), as the notice names it
    suspend_from: date
    suspend_from_words: str
    sentence: str
    still_unpaid: bool
    what_to_do: str | None  # the payer's part, while it can still act on the notice
    suspensions: tuple[SuspensionDays, ...]


def may_read(found: VisibleContract) -> bool:
    """The customer side, as it records a payment (CustomerDraft): the payer the card speaks to. The supplier
    side reads its remedies panel instead; anyone else reaching the contract (a view-only member) reads the
    PDF through the activity, not this card."""
    return claim_policy.acts_as_customer(found)


def served_notice(notice: SuspensionNotice | None, suspensions: list[WorkSuspension], today: date,
                  still_unpaid: bool) -> ServedNotice | None:
    """The served notice with its suspensions (counted by `days_of`, as the supplier's panel counts them);
    None while there is no notice or it has not been served."""
    if notice is None or notice.served_on is None or notice.served_manner is None:
        return None
    dates = rule.NoticeDates(notice.notice_date, notice.pay_by, notice.suspend_from)
    views = []
    for s in suspensions:
        if s.notice_id != notice.id:
            continue
        days = days_of(s, today)
        words = (RESUMED.format(since=long_date(s.suspended_on), resumed=long_date(s.resumed_on), days=days.words)
                 if s.resumed_on is not None else
                 SUSPENDED.format(since=long_date(s.suspended_on), days=days.words))
        views.append(SuspensionDays(s.suspended_on, s.resumed_on, days.calendar, days.working, days.words, words))
    active = any(v.resumed_on is None for v in views)
    if not still_unpaid:
        what = PAID_SINCE
    elif active:
        what = None  # the suspension's own sentence says what follows
    elif today > notice.pay_by:
        what = PAST.format(suspend_from=rule.day_name(notice.suspend_from), amount=dollars(notice.unpaid))
    else:
        what = TO_AVOID.format(amount=dollars(notice.unpaid), pay_by=rule.day_name(notice.pay_by))
    return ServedNotice(
        title=TITLE, section=notice.section, notice_date=notice.notice_date, served_on=notice.served_on,
        served_words=served_words(notice.served_manner, notice.served_on),
        unpaid=notice.unpaid, pay_by=notice.pay_by, pay_by_words=rule.day_name(notice.pay_by),
        suspend_from=notice.suspend_from, suspend_from_words=rule.day_name(notice.suspend_from), sentence=dates.sentence,
        still_unpaid=still_unpaid, what_to_do=what, suspensions=tuple(views))
