"""The payee's right to suspend work under the Construction Contracts Act 2002 (s 24A), and what a
notice of intention to suspend counts. Pure: no I/O; 'today' comes from the caller (an Auckland
date, `app.domain.working_days.today_in_auckland`).

Section 24A(1) gives the party carrying out the work the right to suspend it when (a) one of three
circumstances applies, (b) it has served a notice under s 23(2)(b), 24(2)(b) or 59(2)(b), and (c)
the amount is not paid (or the determination not complied with) within 5 working days after the
date of that notice. The three circumstances, each a `Ground`:

- s 23 (s 24A(1)(a)(i)): no payment schedule was provided by the deadline (s 22; a schedule given
  late does not count), and the claimed amount is not paid in full by the claim's due date;
- s 24 (s 24A(1)(a)(ii)): a payment schedule given in time, and the scheduled amount not paid in
  full by its payment date (the claim's due date when the schedule states none);
- s 59 (s 24A(1)(a)(iii)): an adjudicator's determination that the payer pay an amount by a date,
  not complied with. The determination is an optional input (`Determination`): the notice of
  adjudication and its record are built beside this (app.adjudication) and feed it.

Decisions (each an interpretation; README 'Enforcement' says what a lawyer should check):

- What counts as paid is what `app.domain.claim_standing` counts for the debt: the payee's own
  records once it has recorded anything, else what the payer recorded as sent (`covered_by`). A
  suspension on a payment the payer says it made is the riskier mistake (a wrongful suspension can
  be a repudiation), so the payer's record holds it off until the payee says what arrived.
- A determination, once made, governs: its amount and pay-by date decide the s 59 ground, and a
  claim-level ground is not offered beside it (the dispute it decided is what the claim's grounds
  were about).
- The 5 working days run from the date of the notice (s 24A(1)(c)), counted as every other
  statutory period is (`app.domain.working_days`: day 1 is the first working day after it).
  'Pay by' is the 5th working day; work may be suspended from the next calendar day. The Act
  says only 'within 5 working days after the date of that notice'; the 'from' day is our reading
  (SUSPEND_FROM_NOTE says so on the notice).
- The days suspended (s 24A(2)(c), the extension of time): from the day work was suspended up to
  the day before it resumed, counted in calendar days and in working days.
"""
from dataclasses import dataclass
from datetime import date, timedelta
from enum import Enum

from app.domain import adjudication
from app.domain.claim_standing import RULES_AS_AT, Debt, covered_by
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.working_days import add_working_days, is_working_day

NOTICE_WORKING_DAYS = 5  # s 24A(1)(c)


class Ground(str, Enum):
    """The circumstance of s 24A(1)(a) that gives the right to suspend; its value names it in the API."""

    NO_SCHEDULE_UNPAID = "no_schedule_unpaid"  # s 23, s 24A(1)(a)(i)
    SCHEDULED_UNPAID = "scheduled_unpaid"  # s 24, s 24A(1)(a)(ii)
    DETERMINATION_UNPAID = "determination_unpaid"  # s 59, s 24A(1)(a)(iii)


# The section a notice of intention to suspend is given under, by ground (s 24A(1)(b)).
NOTICE_SECTION = {
    Ground.NO_SCHEDULE_UNPAID: "23(2)(b)",
    Ground.SCHEDULED_UNPAID: "24(2)(b)",
    Ground.DETERMINATION_UNPAID: "59(2)(b)",
}
# The paragraph of s 24A(1)(a) it rests on.
CIRCUMSTANCE = {
    Ground.NO_SCHEDULE_UNPAID: "24A(1)(a)(i)",
    Ground.SCHEDULED_UNPAID: "24A(1)(a)(ii)",
    Ground.DETERMINATION_UNPAID: "24A(1)(a)(iii)",
}
# What the ground is, in words (the notice and 'What you can do now').
GROUND_WORDS = {
    Ground.NO_SCHEDULE_UNPAID: "No payment schedule was given by the deadline and the claimed amount is unpaid",
    Ground.SCHEDULED_UNPAID: "The scheduled amount is unpaid after the date for its payment",
    Ground.DETERMINATION_UNPAID: "The adjudicator's determination has not been paid by its date",
}

# ---- the reasons, word for word (issue 39) --------------------------------------------------------

DUE_NOT_PASSED = "The due date for payment ({date}) has not passed."
PAID_IN_FULL = "The claimed amount has been paid in full."
SCHEDULED_PAID = ("A payment schedule was given; only the scheduled amount of {amount} can ground a suspension, "
                  "and it has been paid.")
SCHEDULE_LATE = ("The payment schedule was given after its deadline ({date}), so it does not count: the claimed "
                 "amount is payable.")
# Beyond the four: the cases it does not name.
NOT_SERVED = "The claim has not been served as a payment claim, so it grounds no suspension."
DEADLINE_NOT_PASSED = ("The deadline for a payment schedule ({date}) has not passed: the payer may still give "
                       "one.")
NO_DUE_DATE = "The claim states no due date for payment."
NIL_SCHEDULED = "A payment schedule was given in time for a scheduled amount of $0.00: nothing is payable."
DETERMINATION_PAID = "The amount of the adjudicator's determination ({amount}) has been paid."
DETERMINATION_DUE_NOT_PASSED = "The date for payment under the determination ({date}) has not passed."

# ---- the notice and the suspension ---------------------------------------------------------------

# s 10(b): the Act applies to a residential construction contract (one of the parties is a residential
# occupier of the premises, s 5) except ss 23(2)(b), 24(2)(b) and 59(2)(b), the notices to suspend work.
# The debt (ss 23(2)(a), 24(2)(a)) and adjudication remain.
RESIDENTIAL = ("This is a residential construction contract: the Act's notice to suspend work does not apply to it "
               "(s 10(b)). The debt and adjudication remain open to you.")
NOT_YET = "Work may be suspended only after {date}: the 5 working days after your notice have not passed."
PAID_SINCE = "The amount has been paid in full since the notice: there is no right to suspend."
PAY_BY_SENTENCE = ("If the amount is not paid within 5 working days after the date of this notice, that is by "
                   "the end of {pay_by}, work may be suspended from {suspend_from}.")
SUSPEND_FROM_NOTE = ("Section 24A(1)(c) says 'within 5 working days after the date of that notice'; the day work "
                     "may be suspended from is read as the day after the fifth working day.")
# A plain summary of s 24A(2) (and (3)), for the notice and the product.
PROTECTIONS = (
    "A party that suspends work under section 24A is not in breach of the contract (s 24A(2)(a)).",
    ("It is not liable for any loss or damage suffered by the payer, or anyone claiming through the payer, "
     "because of the suspension (s 24A(2)(b))."),
    ("It is entitled to an extension of time to complete the contract, but the Act by itself does not let it "
     "recover the costs of that extension (s 24A(2)(c), (3))."),
    "It keeps its rights under the contract, including any right to terminate it (s 24A(2)(d)).",
    "It may lift the suspension at any time, even if the amount has not been paid (s 24A(2)(e)).",
)


@dataclass(frozen=True, slots=True)
class Schedule:
    """The payment schedule given in answer to the claim."""

    amount: int  # the scheduled amount, including GST
    payment_date: date | None  # the date it says the scheduled amount will be paid
    given_late: bool  # given after the s 22 deadline: it does not count


@dataclass(frozen=True, slots=True)
class Determination:
    """An adjudicator's determination that the payer pay the payee (fed by app.adjudication)."""

    amount: int  # what the payer must pay, including GST
    pay_by: date
    paid: int = 0  # paid towards it since it was made
    adjudicator: str = ""
    determined_on: date | None = None
    adjudication: int | None = None  # the number of the notice of adjudication it was made on

    @property
    def owed(self) -> int:
        """What remains of it after the payments towards it, whatever the date."""
        return adjudication.determination_owed(self.amount, self.paid)

    def unpaid(self, today: date) -> int:
        """What is unpaid once its pay-by date has passed (s 59(2)); 0 before then."""
        return adjudication.determination_unpaid(amount=self.amount, pay_by=self.pay_by, paid=self.paid, today=today)


@dataclass(frozen=True, slots=True)
class ClaimFacts:
    """What the rule reads of a claim: `app.domain.claim_standing.ClaimFacts` gives all of it
    (`of_standing_facts`)."""

    served: bool  # a live payment claim under the Act, served (not a draft, an invoice, or withdrawn)
    claimed: int
    claim_due: date | None
    deadline: date | None  # the payment-schedule deadline (s 22)
    schedule: Schedule | None
    paid_by_payer: int | None = None  # None: the side has recorded nothing
    paid_to_payee: int | None = None

    @property
    def paid(self) -> int:
        return covered_by(self.paid_by_payer, self.paid_to_payee)


@dataclass(frozen=True, slots=True)
class Eligibility:
    ground: Ground | None
    unpaid: int  # what the ground is for (0 without one)
    since: date | None  # the first day the ground held
    reasons: tuple[str, ...]  # why there is none; with a ground, what the reader should know

    @property
    def notice_section(self) -> str | None:
        return NOTICE_SECTION[self.ground] if self.ground else None


def of_standing_facts(facts) -> ClaimFacts:
    """The rule's inputs from a claim's stored facts (`app.domain.claim_standing.ClaimFacts`)."""
    schedule = None
    if facts.scheduled is not None:
        schedule = Schedule(facts.scheduled, facts.schedule_payment_date, facts.schedule_given_late)
    served = facts.status in ("Sent", "Scheduled") and facts.is_cca and facts.claimed is not None
    return ClaimFacts(served, facts.claimed or 0, facts.claim_due, facts.deadline, schedule,
                      facts.paid_by_payer, facts.paid_to_payee)


def eligibility(claim: ClaimFacts, today: date, determination: Determination | None = None) -> Eligibility:
    """The ground for suspending work on `today`, or none and why (see the module's rules)."""
    if determination is not None:
        return _determination(determination, today)
    if not claim.served:
        return _none(NOT_SERVED)
    schedule = claim.schedule
    if schedule is not None and not schedule.given_late:
        return _scheduled(claim, schedule, today)
    late = (SCHEDULE_LATE.format(date=long_date(claim.deadline)),) if schedule is not None else ()
    if claim.paid >= claim.claimed:
        return _none(*late, PAID_IN_FULL)
    if claim.deadline is not None and today <= claim.deadline:
        return _none(DEADLINE_NOT_PASSED.format(date=long_date(claim.deadline)))
    if claim.claim_due is None:
        return _none(*late, NO_DUE_DATE)
    if today <= claim.claim_due:
        return _none(*late, DUE_NOT_PASSED.format(date=long_date(claim.claim_due)))
    since = max(claim.deadline or claim.claim_due, claim.claim_due) + timedelta(days=1)
    return Eligibility(Ground.NO_SCHEDULE_UNPAID, claim.claimed - claim.paid, since, late)


def _scheduled(claim: ClaimFacts, schedule: Schedule, today: date) -> Eligibility:
    if claim.claimed > 0 and claim.paid >= claim.claimed:
        return _none(PAID_IN_FULL)
    if schedule.amount <= 0:
        return _none(NIL_SCHEDULED)
    if claim.paid >= schedule.amount:
        return _none(SCHEDULED_PAID.format(amount=dollars(schedule.amount)))
    due = schedule.payment_date or claim.claim_due
    if due is None:
        return _none(NO_DUE_DATE)
    if today <= due:
        return _none(DUE_NOT_PASSED.format(date=long_date(due)))
    return Eligibility(Ground.SCHEDULED_UNPAID, schedule.amount - claim.paid, due + timedelta(days=1), ())


def _determination(determination: Determination, today: date) -> Eligibility:
    if determination.owed == 0:
        return _none(DETERMINATION_PAID.format(amount=dollars(determination.amount)))
    if today <= determination.pay_by:
        return _none(DETERMINATION_DUE_NOT_PASSED.format(date=long_date(determination.pay_by)))
    return Eligibility(Ground.DETERMINATION_UNPAID, determination.unpaid(today),
                       determination.pay_by + timedelta(days=1), ())


# ---- the debt (s 59(2)(a)) -----------------------------------------------------------------------

DETERMINATION_SECTIONS = "s 59"
DETERMINATION_DEBT = ("The adjudicator's determination{of} required the payer to pay {amount} by {pay_by}; "
                      "{paid}{unpaid} is unpaid and may be recovered as a debt due (s 59(2)(a)).")


def debt_with(debt: Debt | None, determination: Determination | None, today: date) -> Debt | None:
    """The debt due on a claim: the claim's own (ss 22-24, `claim_standing.standing`), unless an
    adjudicator's determination was made about it: then the determination governs (as it does for the
    ground), and its unpaid amount is due from the day after its pay-by date, none before then."""
    if determination is None:
        return debt
    unpaid = determination.unpaid(today)
    if unpaid <= 0:
        return None
    made = f" of {long_date(determination.determined_on)}" if determination.determined_on else ""
    made += f" ({determination.adjudicator})" if determination.adjudicator else ""
    paid = f"{dollars(determination.paid)} has been paid towards it and " if determination.paid > 0 else ""
    return Debt(DETERMINATION_SECTIONS, unpaid, determination.pay_by + timedelta(days=1),
                DETERMINATION_DEBT.format(of=made, amount=dollars(determination.amount),
                                          pay_by=long_date(determination.pay_by), paid=paid,
                                          unpaid=dollars(unpaid)))


def _none(*reasons: str) -> Eligibility:
    return Eligibility(None, 0, None, tuple(reasons))


# ---- the notice's dates --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class NoticeDates:
    notice_date: date
    pay_by: date  # the 5th working day after the notice's date: the end of it
    suspend_from: date  # the first day work may be suspended

    @property
    def sentence(self) -> str:
        return PAY_BY_SENTENCE.format(pay_by=day_name(self.pay_by), suspend_from=day_name(self.suspend_from))


def notice_dates(notice_date: date) -> NoticeDates:
    """The dates a notice of intention to suspend dated `notice_date` fixes (s 24A(1)(c))."""
    pay_by = add_working_days(notice_date, NOTICE_WORKING_DAYS)
    return NoticeDates(notice_date, pay_by, pay_by + timedelta(days=1))


def day_name(day: date) -> str:
    """'Monday 9 March 2026': a date a person acts on, with its weekday."""
    return f"{day.strftime('%A')} {long_date(day)}"


def may_suspend(notice_date: date, on: date, still_unpaid: bool) -> str | None:
    """None when work may be suspended on `on` after a notice dated `notice_date`; else why not."""
    dates = notice_dates(notice_date)
    if not still_unpaid:
        return PAID_SINCE
    if on < dates.suspend_from:
        return NOT_YET.format(date=day_name(dates.pay_by))
    return None


# ---- the days suspended (s 24A(2)(c)) ------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class DaysSuspended:
    calendar: int
    working: int

    @property
    def words(self) -> str:
        return (f"{self.calendar} calendar {'day' if self.calendar == 1 else 'days'} "
                f"({self.working} working {'day' if self.working == 1 else 'days'}) suspended")


def days_suspended(suspended_on: date, resumed_on: date) -> DaysSuspended:
    """From the day work was suspended up to the day before it resumed (`resumed_on`: the day it
    resumed, or today while it is still suspended, which then counts too)."""
    if resumed_on < suspended_on:
        return DaysSuspended(0, 0)
    calendar = (resumed_on - suspended_on).days
    working = sum(1 for n in range(calendar) if is_working_day(suspended_on + timedelta(days=n)))
    return DaysSuspended(calendar, working)


RULES_NOTE = f"Rules as at {long_date(RULES_AS_AT)}."
