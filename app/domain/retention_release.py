"""A contract's retention terms (issue 38): when retention money is released, the clause that lets the
holder use it for defects, the interest on late release; and the dates the Act's retention rules fix
from them. Pure: no I/O.

The terms (`RetentionTerms`), as the Building Performance guidance lists what the contract should
state (research [R16]) and as s 18I limits it:

- **Release stages**: each a label ('Practical completion'), a share of the retention held (basis
  points: 5000 = 50 %) and a trigger: `on_event` (released on the day the event happens) or
  `months_after` (N months after it). The event's date is recorded once it is known (from 1 January 2000
  to 31 December 2100: `EVENT_DATE_RANGE`); until then the stage has no date. The shares must add up to 100 % (`STAGES_TOTAL`), so every cent held has a
  release.
- A release that waits on another contract (`other_contract`, 'when the principal releases our
  retention', or a stage named so: `OTHER_CONTRACT_WORDS`, app.domain.pay_when_paid's one rule) is refused: a term making payment conditional on payment under another contract has
  no effect (s 13, conditional payment provisions), and s 18I voids a retention term that makes
  release conditional on anything other than party B's own performance (research [R24, R25]).
- **Use for defects**: the contract clause that permits it, and its procedure (text). Retention
  money may be used only to remedy defects in party B's performance, where the contract permits, and
  only after 10 working days' written notice (s 18D as amended; research [R2, R12, R16]): `use_from`.
- **Interest on late release** (s 18G): the rate the contract agrees, per annum, if any. No default
  rate by regulation was found (research section 6, item 3), so none is assumed.
- **Deposit period**: the working days after the money is withheld within which the holder means to
  deposit it (or cover it). The Act says only 'as soon as practicable' (s 18D); 2 is Claimdesk's
  default (`DEFAULT_DEPOSIT_WORKING_DAYS`), not the Act's, settable 0-10: `deposit_alert`.

Dates are counted in working days by `app.domain.working_days` (day 1 is the first working day
after the start), as every other statutory period is. Months are calendar months; a day past the
end of the target month falls on its last day (31 August + 6 months: 28 February).

Rules as at RULES_AS_AT (app.domain.claim_standing); this is not legal advice.
"""
from dataclasses import dataclass
from datetime import date, timedelta

from app.domain.dates import day_in_month, long_date
from app.domain.money import format_percent
from app.domain.pay_when_paid import OTHER_CONTRACT_WORDS
from app.domain.working_days import add_working_days

BASIS_POINTS_100 = 10_000  # 100 %, as the UI's percentages (basis points)
MAX_STAGES = 10
MAX_MONTHS = 120
# Text limits, applied by the service as it cleans what was typed (app.domain.text.clean_text).
MAX_LABEL = 120  # a stage's event, the clause permitting use for defects
MAX_TEXT = 2000  # the procedure before use for defects
MAX_INTEREST = 100 * 100  # 100 % a year, in basis points
USE_NOTICE_WORKING_DAYS = 10  # s 18D: 10 working days' written notice before use for defects
DEFAULT_DEPOSIT_WORKING_DAYS = 2  # Claimdesk's default: the Act says 'as soon as practicable'
DEPOSIT_WORKING_DAYS_RANGE = (0, 10)
# The event dates a stage may record: a typo such as 9995 would otherwise be stored, and its release
# date (plus up to 120 months) would fall past the calendar's year 9999 on every read.
EARLIEST_EVENT = date(2000, 1, 1)
LATEST_EVENT = date(2100, 12, 31)

ON_EVENT = "on_event"
MONTHS_AFTER = "months_after"
OTHER_CONTRACT = "other_contract"
TRIGGERS = (ON_EVENT, MONTHS_AFTER, OTHER_CONTRACT)
# A stage named after another contract's event waits on that contract whatever its trigger says: the
# s 13 guard's one rule (app.domain.pay_when_paid: pay when paid, the principal's release, the head or
# main contract's events), so a stage and a schedule's reason never read the same words differently.
# Not 'principal' alone: on a head contract the principal is a party ('certified by the principal').

# ---- the refusals, word for word (issue 38) -------------------------------------------------------

STAGES_TOTAL = "The release stages must add up to 100 % of the retention held."
OTHER_CONTRACT_REFUSED = ("A release that waits on another contract has no effect (CCA ss 13 and 18I). Tie it to "
                          "this subcontractor's own work.")
LABEL_NEEDED = "Name the event that releases this stage, such as 'Practical completion'."
SHARE_RANGE = "Enter a share between 0.01 % and 100 %."
MONTHS_RANGE = f"Enter the months after the event, from 1 to {MAX_MONTHS}."
TRIGGER_UNKNOWN = "Choose what releases this stage."
TOO_MANY_STAGES = f"A contract can have at most {MAX_STAGES} release stages."
INTEREST_RANGE = "Enter an interest rate between 0.01 % and 100 % a year, or leave it empty if none is agreed."
DEPOSIT_RANGE = "Enter a whole number of working days from 0 to 10."
EVENT_DATE_RANGE = "Enter an event date from 1 January 2000 to 31 December 2100."
NO_INTEREST_RATE = "No interest rate is recorded for this contract."
# The deposit period's words, each with Claimdesk's default as DEFAULT_DEPOSIT_WORKING_DAYS says: the
# setting's (the terms form, the due card), and a contract's own number (`deposit_days_note`).
DEPOSIT_DAYS_NOTE = ("The Act says retention money must be deposited 'as soon as practicable' (s 18D): the number of "
                     f"working days is Claimdesk's default of {DEFAULT_DEPOSIT_WORKING_DAYS} unless you change it, "
                     "not a period the Act fixes.")
DEPOSIT_DAYS_DEFAULT = ("{days} working days is Claimdesk's default: the Act says only 'as soon as practicable' "
                        "(CCA s 18D).")
DEPOSIT_DAYS_SET = ("{days} working day{s} is the period recorded in this contract's retention terms; the Act says "
                    "only 'as soon as practicable' (CCA s 18D).")


class TermsError(ValueError):
    """A refusal, with the field it belongs beside (the API's field name: 'stages.0.share', 'stages')."""

    def __init__(self, message: str, field: str):
        super().__init__(message)
        self.message = message
        self.field = field


@dataclass(frozen=True, slots=True)
class Stage:
    label: str
    share: int  # basis points of the retention held
    trigger: str = ON_EVENT
    months: int = 0  # months after the event (MONTHS_AFTER)
    event_on: date | None = None  # the event's date, once known


@dataclass(frozen=True, slots=True)
class RetentionTerms:
    stages: tuple[Stage, ...] = ()
    defects_clause: str = ""
    defects_procedure: str = ""
    interest_rate: int | None = None  # basis points a year; None: none agreed
    deposit_working_days: int = DEFAULT_DEPOSIT_WORKING_DAYS

    def as_json(self) -> dict:
        return {
            "stages": [{"label": s.label, "share": s.share, "trigger": s.trigger, "months": s.months,
                        "eventOn": s.event_on.isoformat() if s.event_on else None} for s in self.stages],
            "defectsClause": self.defects_clause,
            "defectsProcedure": self.defects_procedure,
            "interestRate": self.interest_rate,
            "depositWorkingDays": self.deposit_working_days,
        }


NO_TERMS = RetentionTerms()


def terms_of(stored: dict | None) -> RetentionTerms:
    """The terms a contract row holds (its JSON, as `as_json` wrote it; None: none stated)."""
    if not stored:
        return NO_TERMS
    stages = tuple(Stage(s["label"], s["share"], s["trigger"], s.get("months", 0),
                         date.fromisoformat(s["eventOn"]) if s.get("eventOn") else None)
                   for s in stored.get("stages", []))
    return RetentionTerms(stages, stored.get("defectsClause", ""), stored.get("defectsProcedure", ""),
                          stored.get("interestRate"),
                          stored.get("depositWorkingDays", DEFAULT_DEPOSIT_WORKING_DAYS))


def check_terms(stages: list[dict], *, defects_clause: str = "", defects_procedure: str = "",
                interest_rate: int | None = None,
                deposit_working_days: int | None = None) -> RetentionTerms:
    """The terms, checked; TermsError names the first refusal and its field. A stage is a dict of
    label, share (basis points), trigger, months and eventOn (a date or None). Its text is cleaned
    first, each within its limit (MAX_LABEL, MAX_TEXT), by the caller: app.domain.text.clean_text."""
    if len(stages) > MAX_STAGES:
        raise TermsError(TOO_MANY_STAGES, "stages")
    checked = []
    for index, raw in enumerate(stages):
        checked.append(_check_stage(raw, f"stages.{index}"))
    if checked and sum(s.share for s in checked) != BASIS_POINTS_100:
        raise TermsError(STAGES_TOTAL, "stages")
    clause, procedure = (defects_clause or "").strip(), (defects_procedure or "").strip()
    if interest_rate is not None and not 0 < interest_rate <= MAX_INTEREST:
        raise TermsError(INTEREST_RANGE, "interestRate")
    deposit = check_deposit_days(deposit_working_days)
    return RetentionTerms(tuple(checked), clause, procedure, interest_rate, deposit)


def check_deposit_days(days: int | None) -> int:
    """The deposit period in working days (None: Claimdesk's default of 2); TermsError outside 0-10."""
    if days is None:
        return DEFAULT_DEPOSIT_WORKING_DAYS
    low, high = DEPOSIT_WORKING_DAYS_RANGE
    if not low <= days <= high:
        raise TermsError(DEPOSIT_RANGE, "depositWorkingDays")
    return days


def _check_stage(raw: dict, field: str) -> Stage:
    trigger = raw.get("trigger")
    if trigger not in TRIGGERS:
        raise TermsError(TRIGGER_UNKNOWN, f"{field}.trigger")
    if trigger == OTHER_CONTRACT:
        raise TermsError(OTHER_CONTRACT_REFUSED, f"{field}.trigger")
    label = (raw.get("label") or "").strip()
    if not label:
        raise TermsError(LABEL_NEEDED, f"{field}.label")
    if OTHER_CONTRACT_WORDS.search(label):
        raise TermsError(OTHER_CONTRACT_REFUSED, f"{field}.label")
    share = raw.get("share")
    if not isinstance(share, int) or not 0 < share <= BASIS_POINTS_100:
        raise TermsError(SHARE_RANGE, f"{field}.share")
    months = 0
    if trigger == MONTHS_AFTER:
        months = raw.get("months")
        if not isinstance(months, int) or not 1 <= months <= MAX_MONTHS:
            raise TermsError(MONTHS_RANGE, f"{field}.months")
    event_on = raw.get("eventOn")
    if isinstance(event_on, str):
        event_on = date.fromisoformat(event_on)
    if event_on is not None and not EARLIEST_EVENT <= event_on <= LATEST_EVENT:
        raise TermsError(EVENT_DATE_RANGE, f"{field}.eventOn")
    return Stage(label, share, trigger, months, event_on)


def add_months(day: date, months: int) -> date:
    """`day` plus whole calendar months; a day the target month lacks falls on its last day."""
    index = day.month - 1 + months
    return day_in_month(day.year + index // 12, index % 12 + 1, day.day)


def release_date(stage: Stage) -> date | None:
    """When the stage's retention is due for release: the event's date, plus its months; None until
    the event's date is known."""
    if stage.event_on is None:
        return None
    return add_months(stage.event_on, stage.months) if stage.trigger == MONTHS_AFTER else stage.event_on


def release_schedule(terms: RetentionTerms) -> list[tuple[Stage, date | None]]:
    """Each stage with its release date (None: not yet known), in the order the contract states them."""
    return [(stage, release_date(stage)) for stage in terms.stages]


def use_from(notice_served: date) -> date:
    """The first day retention money may be used to remedy defects after written notice served on
    `notice_served`: 10 working days after it (s 18D; day 1 is the next working day)."""
    return add_working_days(notice_served, USE_NOTICE_WORKING_DAYS)


def deposit_days_note(days: int) -> str:
    """Whose number a contract's deposit period is: Claimdesk's default, or the contract's terms'."""
    if days == DEFAULT_DEPOSIT_WORKING_DAYS:
        return DEPOSIT_DAYS_DEFAULT.format(days=days)
    return DEPOSIT_DAYS_SET.format(days=days, s="" if days == 1 else "s")


@dataclass(frozen=True, slots=True)
class DepositWindow:
    deposit_by: date  # the last day to deposit (or cover) the money
    alert_on: date  # the first day it is late: the holder's owners are alerted


def deposit_alert(withheld_on: date, working_days: int = DEFAULT_DEPOSIT_WORKING_DAYS) -> DepositWindow:
    """The deposit window of money withheld on `withheld_on` (the day the contract allows it to be
    withheld: the payment's due date, s 18B(2)): deposit by `working_days` working days after it, alert
    the day after that (Claimdesk's default of 2 unless the contract's terms say otherwise)."""
    deposit_by = add_working_days(withheld_on, check_deposit_days(working_days))
    return DepositWindow(deposit_by, deposit_by + timedelta(days=1))


def _rate_words(interest_rate: int) -> str:
    """'8.5 %': the Act's documents write a space before the sign (format_percent's number, spaced)."""
    return f"{format_percent(interest_rate).removesuffix('%')} %"


def interest_text(terms: RetentionTerms) -> str:
    """'Interest on late release: 8.5 % a year (CCA s 18G).', or that none is recorded."""
    if terms.interest_rate is None:
        return NO_INTEREST_RATE
    return f"Interest on late release: {_rate_words(terms.interest_rate)} a year (CCA s 18G)."


def interest_accrues_from(release_on: date) -> date:
    """The first day interest accrues on a release not made by its date: the day after it (s 18G)."""
    return release_on + timedelta(days=1)


def interest_from(terms: RetentionTerms, release_on: date) -> str:
    """A late release's interest: 'Interest accrues from {the day after the release date} at 8.5 % a
    year (CCA s 18G).', or that no rate is recorded."""
    if terms.interest_rate is None:
        return NO_INTEREST_RATE
    return (f"Interest accrues from {long_date(interest_accrues_from(release_on))} at "
            f"{_rate_words(terms.interest_rate)} a year (CCA s 18G).")

