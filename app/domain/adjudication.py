"""Adjudication under Part 3 of the Construction Contracts Act 2002: its timetable, what a notice of
adjudication (s 28) must state, and when a determination is unpaid (s 59). Pure: no I/O.

The timetable, counted in working days (app.domain.working_days) from the notice's service, each date
with the days skipped on the way (`Step.skipped`) and the section it comes from:

- **nominating body**: the window to apply to an authorised nominating authority. Not in the Act:
  BDT (an ANA) takes applications 'between and including two to five working days after the notice
  of adjudication is served' (research [E11]). A setting (`Rules.nominating_window`), default 2-5.
- **adjudication claim** (s 36(1)): within 5 working days of receiving the notice of acceptance.
- **response** (s 37(1)): within 5 working days after receiving the adjudication claim or the
  notice of acceptance, whichever is later; an extension (agreed, or granted by the adjudicator,
  sought before the 5 days end) replaces the date. Until the claim is served it is counted as if
  the claim were served on its last day (`Step.projected`), the latest it can be.
- **reply** (s 37A(2)): within 5 working days after the response is served; projected from the
  response's last day until it is. A rejoinder (s 37A(4)(b)) is up to 2 working days the
  adjudicator may allow: shown as 'up to'.
- **determination** (s 46(2)): within 20 working days after the time for serving the response
  ends; 30 when the adjudicator extends it, or the date the parties agree.

Decisions:

- The days the Act fixes are settings (`Rules`) with the research's defaults, since ss 35, 33 and
  45 were not read against the Act (research section 6, item 5); the counts of ss 36, 37, 37A and
  46 are the Act's own words as quoted there [E5, E6, E9, E10].
- Nothing is counted from an event not yet recorded: before acceptance only the nominating window
  is known; a later step reads 'Counted from the notice of acceptance'.
- A determination is unpaid (s 59(2), a ground for suspension under s 24A(1)(a)(iii) and for
  recovery as a debt) from the day after its pay-by date while less than its amount is recorded
  as paid (`determination_unpaid`).
- Rules as at RULES_AS_AT (app.domain.claim_standing); this is not legal advice.
"""
from dataclasses import dataclass
from datetime import date

from app.domain.dates import long_date
from app.domain.errors import RuleError
from app.domain.money import dollars
from app.domain.working_days import SkippedDay, cca_deadline


@dataclass(frozen=True, slots=True)
class Rules:
    """The working days of the timetable: the Act's counts, and the nominating body's practice."""

    nominating_window: tuple[int, int] = (2, 5)  # BDT's practice [E11], not the Act: verify with the ANA chosen
    claim_days: int = 5  # s 36(1)
    response_days: int = 5  # s 37(1)
    reply_days: int = 5  # s 37A(2)
    rejoinder_days: int = 2  # s 37A(4)(b): at most
    determination_days: int = 20  # s 46(2)(a)
    determination_extended_days: int = 30  # s 46(2)(b)


DEFAULT_RULES = Rules()

# Step keys, in the timetable's order.
NOMINATING_FROM = "nominating_from"
NOMINATING_TO = "nominating_to"
CLAIM = "claim"
RESPONSE = "response"
REPLY = "reply"
REJOINDER = "rejoinder"
DETERMINATION = "determination"

NOT_YET = "Counted from the notice of acceptance, once it is recorded"
BEFORE_NOTICE = "An event cannot come before the notice of adjudication was served"
ACCEPTED_FIRST = "Record the notice of acceptance first"
RESPONSE_FIRST = "Record the adjudication claim first"
AGREED_DATE_TOO_EARLY = "The date agreed must be after the time for the response ends ({date})"


@dataclass(frozen=True, slots=True)
class Step:
    key: str
    label: str
    section: str
    date: date | None
    basis: str  # how the date is counted, in words, or why it is not counted yet
    skipped: tuple[SkippedDay, ...] = ()
    projected: bool = False  # counted from a step's last day because the step has not happened yet
    up_to: bool = False  # the latest date, given only if allowed (the rejoinder)


@dataclass(frozen=True, slots=True)
class Events:
    """What has happened, as recorded (dates in Pacific/Auckland)."""

    served: date  # the notice of adjudication served
    accepted: date | None = None  # the adjudicator's notice of acceptance received (s 35A)
    claim_served: date | None = None  # the adjudication claim served (s 36)
    response_served: date | None = None  # the response served (s 37)
    response_extended_to: date | None = None  # the response's time extended to (s 37(2))
    determination_extended: bool = False  # the adjudicator extended to 30 working days (s 46(2)(b))
    determination_agreed: date | None = None  # a later time the parties agreed (s 46(2))


def timetable(events: Events, rules: Rules = DEFAULT_RULES) -> tuple[Step, ...]:
    """Every date of the adjudication, in order. Raises RuleError for events out of order or a
    date outside the working-day calendar."""
    _check_order(events, rules)
    low, high = rules.nominating_window
    steps = [
        _counted(NOMINATING_FROM, "Apply to a nominating body from", "practice of the nominating body",
                 events.served, low, "the notice of adjudication was served"),
        _counted(NOMINATING_TO, "Apply to a nominating body by", "practice of the nominating body",
                 events.served, high, "the notice of adjudication was served"),
    ]
    if events.accepted is None:
        for key, label, section in ((CLAIM, "Adjudication claim due", "s 36(1)"),
                                    (RESPONSE, "Response due", "s 37(1)"),
                                    (REPLY, "Reply due", "s 37A(2)"),
                                    (DETERMINATION, "Determination due", "s 46(2)")):
            steps.append(Step(key, label, section, None, NOT_YET))
        return tuple(steps)

    claim = _counted(CLAIM, "Adjudication claim due", "s 36(1)", events.accepted, rules.claim_days,
                     "the notice of acceptance was received")
    steps.append(claim)

    response = _response(events, claim, rules)
    steps.append(response)

    if events.response_served is not None:
        reply = _counted(REPLY, "Reply due", "s 37A(2)", events.response_served, rules.reply_days,
                         "the response was served")
    else:
        reply = _counted(REPLY, "Reply due", "s 37A(2)", response.date, rules.reply_days,
                         "the last day for the response", projected=True)
    steps.append(reply)
    rejoinder = _counted(REJOINDER, "Rejoinder, if the adjudicator allows one, by", "s 37A(4)(b)", reply.date,
                         rules.rejoinder_days, "the last day for the reply", projected=reply.projected)
    steps.append(Step(rejoinder.key, rejoinder.label, rejoinder.section, rejoinder.date, rejoinder.basis,
                      rejoinder.skipped, rejoinder.projected, up_to=True))
    steps.append(_determination(events, response, rules))
    return tuple(steps)


def step_of(steps: tuple[Step, ...], key: str) -> Step:
    return next(step for step in steps if step.key == key)


def explanation(step: Step) -> str:
    """'5 working days after the notice of acceptance was received on 10 March 2026 (s 36(1)).
    Not counted: 14 March 2026 (Saturday), ...'"""
    if step.date is None:
        return step.basis
    text = f"{step.basis} ({step.section})."
    if step.skipped:
        text += " Not counted: " + ", ".join(f"{long_date(s.date)} ({s.reason})" for s in step.skipped) + "."
    return text


def determination_owed(amount: int, paid: int) -> int:
    """What of a determination's `amount` (cents) remains owed after the payments recorded towards it,
    whatever the date: the one subtraction every reader of a determination makes (the notice's
    figures, a payment's limit, the suspension rule and the debt)."""
    return max(0, amount - max(0, paid))


def determination_unpaid(*, amount: int, pay_by: date | None, paid: int, today: date) -> int:
    """What of a determination's `amount` (cents) is unpaid once its pay-by date has passed (s 59(2));
    0 before then, or when it has been paid in full. The suspension rule's determination ground
    (s 24A(1)(a)(iii)) and the debt (s 59(2)(a)) read it (app.domain.suspension)."""
    if pay_by is None or today <= pay_by:
        return 0
    return determination_owed(amount, paid)


# ---- the steps ---------------------------------------------------------------------------------

def _counted(key: str, label: str, section: str, start: date, days: int, since: str, *,
             projected: bool = False) -> Step:
    deadline = cca_deadline(start, days)
    basis = f"{days} working days after {since} on {long_date(start)}"
    if projected:
        basis = f"{days} working days after {since}, {long_date(start)} (counted as if it happens then)"
    return Step(key, label, section, deadline.date, basis, deadline.skipped, projected)


def _response(events: Events, claim: Step, rules: Rules) -> Step:
    if events.response_extended_to is not None:
        return Step(RESPONSE, "Response due", "s 37(1)-(2)", events.response_extended_to,
                    f"Extended to {long_date(events.response_extended_to)}")
    if events.claim_served is not None:
        start, since, projected = (max(events.claim_served, events.accepted),
                                   "the adjudication claim was served" if events.claim_served >= events.accepted
                                   else "the notice of acceptance was received", False)
    else:
        start, since, projected = (claim.date, "the last day for the adjudication claim",
                                   True)
    return _counted(RESPONSE, "Response due", "s 37(1)", start, rules.response_days, since, projected=projected)


def _determination(events: Events, response: Step, rules: Rules) -> Step:
    label, section = "Determination due", "s 46(2)"
    if events.determination_agreed is not None:
        return Step(DETERMINATION, label, section, events.determination_agreed,
                    f"The time the parties agreed: {long_date(events.determination_agreed)}",
                    projected=response.projected)
    days = rules.determination_extended_days if events.determination_extended else rules.determination_days
    since = "the time for the response ends"
    if events.determination_extended:
        since += ", as the adjudicator extended it"
    deadline = cca_deadline(response.date, days)
    basis = f"{days} working days after {since} on {long_date(response.date)}"
    return Step(DETERMINATION, label, section, deadline.date, basis, deadline.skipped, response.projected)


def _check_order(events: Events, rules: Rules) -> None:
    for later in (events.accepted, events.claim_served, events.response_served, events.response_extended_to,
                  events.determination_agreed):
        if later is not None and later < events.served:
            raise RuleError(BEFORE_NOTICE)
    if events.claim_served is not None and events.accepted is None:
        raise RuleError(ACCEPTED_FIRST)
    if events.response_served is not None and events.claim_served is None:
        raise RuleError(RESPONSE_FIRST)
    if events.determination_agreed is not None and events.accepted is not None:
        response_end = _response(events, _counted(CLAIM, "", "", events.accepted, rules.claim_days, ""),
                                 rules).date
        if events.determination_agreed <= response_end:
            raise RuleError(AGREED_DATE_TOO_EARLY.format(date=long_date(response_end)))


# ---- the notice of adjudication (s 28) ---------------------------------------------------------

CHARGING_ORDER_UNANSWERED = ("Say whether you seek approval for a charging order (s 28(2)(e)). If the notice does "
                             "not say, approval cannot be given (s 31A(2)).")
OWNER_LIABILITY_UNANSWERED = ("Say whether you seek a determination of the owner's liability and approval for a "
                              "charging order against the owner (s 28(2)(f)). If the notice does not say, approval "
                              "cannot be given (s 31A(2)).")
DISPUTE_REQUIRED = "Describe the nature of the dispute (s 28(2)(b))"
AROSE_REQUIRED = "Say where and when the dispute arose (s 28(2)(c))"
RELIEF_REQUIRED = "Say what relief or remedy you seek (s 28(2)(d))"
PARTIES_REQUIRED = "The names and addresses of both parties are required (s 28(2)(g)): add them to the project"
# The phrase that keeps the adjudicator free to decide a sum other than the one claimed (research [E12]).
OR_OTHER_SUM = "or such other sum as the adjudicator may determine"
TEXT_MAX = 10_000


@dataclass(frozen=True, slots=True)
class NoticeContent:
    """What a notice of adjudication states, field for field with s 28(2)."""

    dispute: str  # (b) the nature and a brief description of the dispute
    arose: str  # (c) where and when the dispute arose
    relief: str  # (d) the relief or remedy sought
    charging_order: bool | None  # (e) approval for a charging order (s 29) sought: no default
    owner_liability: bool | None  # (f) an owner's liability (s 30(a)) and a charging order (s 30(b)): no default
    parties_named: bool  # (g) both parties' names and addresses known


def notice_problems(content: NoticeContent) -> list[tuple[str, str]]:
    """(field, message) for each thing s 28(2) needs that the notice does not state, in the form's order.
    A notice is served only when there are none."""
    problems = []
    if not content.dispute.strip():
        problems.append(("dispute", DISPUTE_REQUIRED))
    if not content.arose.strip():
        problems.append(("arose", AROSE_REQUIRED))
    if not content.relief.strip():
        problems.append(("relief", RELIEF_REQUIRED))
    if content.charging_order is None:
        problems.append(("chargingOrder", CHARGING_ORDER_UNANSWERED))
    if content.owner_liability is None:
        problems.append(("ownerLiability", OWNER_LIABILITY_UNANSWERED))
    if not content.parties_named:
        problems.append(("parties", PARTIES_REQUIRED))
    return problems


def suggested_relief(total_disputed: int) -> str:
    """The relief pre-filled from the disputed items: their total, and the words that leave the adjudicator
    free to decide another sum."""
    return (f"Payment of {dollars(total_disputed)} (including GST), being the amounts in dispute listed in this "
            f"notice, {OR_OTHER_SUM}, and a determination of the date by which it must be paid.")


@dataclass(frozen=True, slots=True)
class Determination:
    """An adjudicator's determination as recorded: the suspension rule's determination input (s 59(2)(b),
    s 24A(1)(a)(iii)); `determination_owed` and `determination_unpaid` say what of it is owed and unpaid."""

    adjudicator: str
    made_on: date
    amount: int  # cents, including GST where the determination says so
    pay_by: date | None
    charging_order_approved: bool
