"""'What you can do now': the remedies a claim's facts allow today, each with its date, for the
supplier side's claim page (`Claim.enforcement.remedies`). Read-only.

In order: the debt statement (ss 23(2)(a), 24(2)(a)) while a debt is due; the notice of intention to
suspend (s 24A) when there is a ground and until it is served; recording the suspension once the
5 working days after the notice have passed; lifting it while work is suspended. Other parts add
their own (`add_remedies`): app.adjudication adds the notice of adjudication. Once an adjudicator's
determination is made about the claim (s 59) it governs: the debt is its unpaid amount and the
notice's ground is 'determination unpaid', with the determination's dates.
"""
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from app.domain import claim_standing as rules
from app.domain import suspension as rule
from app.domain.dates import long_date
from app.domain.money import dollars

DEBT = "debt_statement"
NOTICE = "suspension_notice"
SUSPEND = "record_suspension"
RESUME = "lift_suspension"


@dataclass(frozen=True)
class Remedy:
    kind: str  # a stable code: the UI picks its action by it
    title: str
    detail: str
    date: date | None  # the date that matters to it (since when, from when)
    available: bool  # it can be done today
    reason: str | None = None  # why not yet, when it cannot


@dataclass(frozen=True)
class Situation:
    """What the remedies read of a claim (app.enforcement.service gives it)."""

    standing: rules.Standing
    eligibility: rule.Eligibility
    notice: object | None  # SuspensionNotice
    active_suspension: object | None  # WorkSuspension
    today: date
    determination: rule.Determination | None = None  # an adjudicator's determination about the claim (s 59)
    residential: bool = False  # a party is a residential occupier (contracts.residential_occupier): s 10(b)

    @property
    def debt(self) -> rules.Debt | None:
        """The debt due: the claim's own, or the determination's once one is made (it governs)."""
        return rule.debt_with(self.standing.debt, self.determination, self.today)


_extra: list[Callable[[object, object, Situation], list[Remedy]]] = []


def add_remedies(provider: Callable[[object, object, Situation], list[Remedy]]) -> None:
    """Register a provider of more remedies (found, claim, situation) -> [Remedy], listed after these; once,
    however many apps are made."""
    if provider not in _extra:
        _extra.append(provider)


def remedies(found, claim, s: Situation) -> list[Remedy]:
    out = []
    debt = s.debt
    if debt is not None:
        out.append(Remedy(DEBT, "Debt statement",
                          f"Recover {dollars(debt.amount)} as a debt due since {long_date(debt.since)} "
                          f"({debt.sections}): a one-page statement for the court or your lawyer.",
                          debt.since, True))
    notice = s.notice
    if notice is None or notice.ground != (s.eligibility.ground.value if s.eligibility.ground else None):
        if s.eligibility.ground is not None and s.active_suspension is None and s.residential:
            out.append(Remedy(NOTICE, "Notice of intention to suspend work",
                              "A party is a residential occupier of the premises (the contract's setting).", None,
                              False, rule.RESIDENTIAL))
        elif s.eligibility.ground is not None and s.active_suspension is None:
            dates = rule.notice_dates(s.today)
            out.append(Remedy(NOTICE, "Notice of intention to suspend work",
                              f"{rule.GROUND_WORDS[s.eligibility.ground]} ({dollars(s.eligibility.unpaid)}"
                              f"{_determination_words(s)}). "
                              f"A notice served today (section {s.eligibility.notice_section}) lets you suspend "
                              f"work from {rule.day_name(dates.suspend_from)} if it is still unpaid.",
                              s.today, True))
    elif notice.served_on is None:
        out.append(Remedy(NOTICE, "Serve the notice of intention to suspend work",
                          f"The notice dated {long_date(notice.notice_date)} has not been recorded as served.",
                          notice.notice_date, True))
    if notice is not None and notice.served_on is not None and s.active_suspension is None:
        refusal = rule.may_suspend(notice.notice_date, s.today, s.eligibility.ground is not None)
        out.append(Remedy(SUSPEND, "Record the suspension of work",
                          f"Work may be suspended from {rule.day_name(notice.suspend_from)} while "
                          f"{dollars(notice.unpaid)} remains unpaid (s 24A).",
                          notice.suspend_from, refusal is None, refusal))
    if s.active_suspension is not None:
        out.append(Remedy(RESUME, "Lift the suspension",
                          f"Work suspended since {long_date(s.active_suspension.suspended_on)}. You may lift "
                          f"the suspension at any time (s 24A(2)(e)).",
                          s.active_suspension.suspended_on, True))
    for provider in _extra:
        out.extend(provider(found, claim, s))
    return out


def _determination_words(s: Situation) -> str:
    """What the s 59 ground rests on, with its dates: the determination and its pay-by date."""
    d = s.determination
    if s.eligibility.ground is not rule.Ground.DETERMINATION_UNPAID or d is None:
        return ""
    made = f" of {long_date(d.determined_on)}" if d.determined_on else ""
    return (f"; the determination{made} required {dollars(d.amount)} by {rule.day_name(d.pay_by)}, unpaid since "
            f"{long_date(s.eligibility.since)}")
