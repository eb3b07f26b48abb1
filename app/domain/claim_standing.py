"""The statutory facts of a claim under the Construction Contracts Act 2002: which date means
what, what is payable, what has been paid, and where the claim stands on a given day. Pure: no I/O.

Three dates, no others, each with one name on every surface:

- the **payment-schedule deadline** (s 22): the payer must give a payment schedule by it, or
  become liable for the claimed amount. Counted by `app.domain.schedule_deadline` from the day
  the claim was served and the contract's agreed period (else the Act's 20 working days).
  Named 'Schedule Due {date}' (the spec's badge) / 'Schedule due {date}' / 'Schedule overdue'.
- the **claim's due date** for payment, stated in the claim (s 20(2)(c)).
- the **schedule's payment date**, stated in the schedule: when the payer says it will pay the
  scheduled amount.

Whichever payment date applies is named 'Payment due {date}' / 'Payment overdue': the schedule's
payment date when a schedule was given in time (falling back on the claim's due date when the
schedule states none), else the claim's due date.

Decisions:

- **Payable** (s 22, s 24): the scheduled amount when a payment schedule was given by the
  deadline, otherwise the claimed amount (no schedule, or one given late). Both include GST.
- **Payments are records, never flags.** Either side records its own (date, amount, reference):
  the payer 'Payment sent', the payee 'Payment received'. A correction is a new record replacing
  an earlier one (an amount of 0 withdraws it). A payment made in parts is several records.
- **Received** is what the payee's own records confirm: the payee knows what arrived. **Paid**
  (the spec's isPaid) is when they confirm all that is payable; **Part paid** when they confirm
  part of it; **outstanding** = payable − received, never below nil. A claim with nothing payable
  (a nil schedule given in time, a claim of nil) is settled once a schedule is given or anyone
  records a payment.
- **Payment in progress** (the spec's isPaying): the payer's records say more was sent than the
  payee has confirmed. Until the payee says otherwise the payer's record stands for the dates:
  a payment recorded as sent covers the amount for 'Payment overdue' and the debt below. Once the
  payee has recorded anything its figure governs (what it says arrived is what it can recover);
  when both have recorded and the totals differ, both are shown.
- **Debt due** (the date it became so is the first day the facts held):
  - ss 22–23: no schedule given by the deadline, and the claimed amount not paid in full by the
    claim's due date: a debt due from the day after the later of the two dates;
  - s 24: a schedule given in time, and the scheduled amount not paid in full by the payment
    date: a debt due from the day after it.
- A date in the past is measured in Pacific/Auckland ('today' comes from the caller, which
  takes `app.domain.working_days.today_in_auckland`), so every surface agrees on the day.
- Rules as at RULES_AS_AT (the Act as amended to 5 October 2023); this is not legal advice.
"""
from dataclasses import dataclass, field
from datetime import date, timedelta
from enum import Enum

from app.domain.dates import long_date, short_date
from app.domain.money import dollars

RULES_AS_AT = date(2026, 11, 28)
NOT_LEGAL_ADVICE = "This is not legal advice."

PAYER = "Payer"  # the customer side: 'Payment sent'
PAYEE = "Payee"  # the supplier side: 'Payment received'
SIDES = (PAYER, PAYEE)


# Live statuses (app.claims.models): only a claim served and not withdrawn has statutory facts.
ANSWERABLE = ("Sent", "Scheduled")
CCA_TYPES = ("NzCcaClaim", "NzCcaClaimCombined")


class State(str, Enum):
    """Where a claim stands: the first badge of every list, and the export's status."""

    DRAFT = "Draft"
    EDITING = "Editing"
    VOIDED = "Voided"
    DELETED = "Deleted"
    AWAITING_SCHEDULE = "AwaitingSchedule"  # served, the payer's schedule deadline not passed
    SCHEDULE_OVERDUE = "ScheduleOverdue"  # the deadline passed with no schedule
    AWAITING_PAYMENT = "AwaitingPayment"  # an invoice (not a payment claim), or a schedule given
    PART_PAID = "PartPaid"
    PAID = "Paid"


class Tone(str, Enum):
    NEUTRAL = "neutral"
    PRIMARY = "primary"
    SUCCESS = "success"
    WARNING = "warning"
    DANGER = "danger"
    INFO = "info"
    ACCENT = "accent"


@dataclass(frozen=True, slots=True)
class Badge:
    text: str
    tone: Tone


@dataclass(frozen=True, slots=True)
class PaymentEntry:
    """A recorded payment as the rules read it."""

    id: int
    side: str
    amount: int
    corrects_id: int | None = None


@dataclass(frozen=True, slots=True)
class SentSchedule:
    amount: int  # the scheduled amount, including GST
    payment_date: date | None
    given_late: bool


@dataclass(frozen=True, slots=True)
class Settlement:
    """What a claim's records settle, kept with the claim (`app.payments.facts`): every surface reads
    these, so none recomputes them. `payable` and `payment_due` are None for a claim not served."""

    payable: int | None
    payment_due: date | None
    paid_by_payer: int | None  # the payer's own records ('Payment sent'); None: it has recorded none
    paid_to_payee: int | None  # the payee's own records ('Payment received'); None: it has recorded none
    is_paid: bool
    is_paying: bool


def covered_by(paid_by_payer: int | None, paid_to_payee: int | None) -> int:
    """What the records say was paid, for the dates: the payee's figure once it has recorded
    anything, else what the payer recorded as sent."""
    if paid_to_payee is not None:
        return paid_to_payee
    return paid_by_payer or 0


def outstanding_of(payable: int | None, paid_to_payee: int | None) -> int | None:
    """Payable less what the payee confirms, never below nil (None: nothing payable yet)."""
    if payable is None:
        return None
    return max(payable - (paid_to_payee or 0), 0)


PAID = "Paid"
PART_PAID = "PartPaid"


def status_of(status: str, is_paid: bool, paid_to_payee: int | None) -> str:
    """A claim's status as lists and exports name it: 'Paid' and 'PartPaid' for a served claim the
    payee confirms paid in full or in part, else the claim's own (New, Sent, Scheduled, Voided)."""
    if status in ANSWERABLE:
        if is_paid:
            return PAID
        if (paid_to_payee or 0) > 0:
            return PART_PAID
    return status


def effective(entries: list[PaymentEntry]) -> list[PaymentEntry]:
    """The entries that count: those no later entry corrects."""
    corrected = {e.corrects_id for e in entries if e.corrects_id is not None}
    return [e for e in entries if e.id not in corrected]


def side_totals(entries: list[PaymentEntry]) -> tuple[int | None, int | None]:
    """(paid by the payer, paid to the payee) from the records: each side's effective entries
    summed, None for a side that has recorded nothing at all (a withdrawal is something)."""
    counted = effective(entries)
    totals = []
    for side in (PAYER, PAYEE):
        if not any(e.side == side for e in entries):
            totals.append(None)
        else:
            totals.append(sum(e.amount for e in counted if e.side == side))
    return totals[0], totals[1]


def settle(*, served: bool, claimed: int | None, claim_due: date | None, schedule: SentSchedule | None,
           entries: list[PaymentEntry]) -> Settlement:
    """The settled facts of a claim from its records (see the module's rules). `served`: a live
    claim whose latest revision was submitted (Sent or Scheduled)."""
    by_payer, to_payee = side_totals(entries)
    if not served or claimed is None:
        return Settlement(None, None, by_payer, to_payee, False, False)
    in_time = schedule is not None and not schedule.given_late
    payable = schedule.amount if in_time else claimed
    payment_due = (schedule.payment_date or claim_due) if in_time else claim_due
    received = to_payee or 0
    if payable > 0:
        is_paid = received >= payable
    else:
        is_paid = schedule is not None or by_payer is not None or to_payee is not None
    is_paying = not is_paid and (by_payer or 0) > received
    return Settlement(payable, payment_due, by_payer, to_payee, is_paid, is_paying)


# ---- where a claim stands on a day -------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class ClaimFacts:
    """A claim's stored facts, as every surface reads them (one row of `claims` and its schedule)."""

    status: str
    label: str | None  # 'Draft' / 'Editing' (app.graphql.claims.types), else None
    revision_type: str | None  # of the latest submitted revision (None: never submitted)
    claimed: int | None  # the claimed amount including GST
    claim_due: date | None
    deadline: date | None  # the payment-schedule deadline (s 22); None: not a served payment claim
    scheduled: int | None  # a sent schedule's amount including GST; None: no schedule sent
    schedule_payment_date: date | None
    schedule_given_late: bool
    payable: int | None
    payment_due: date | None
    paid_by_payer: int | None
    paid_to_payee: int | None
    is_paid: bool
    is_paying: bool

    @property
    def received(self) -> int:
        """What the payee's records confirm."""
        return self.paid_to_payee or 0

    @property
    def covered(self) -> int:
        return covered_by(self.paid_by_payer, self.paid_to_payee)

    @property
    def is_cca(self) -> bool:
        return self.revision_type in CCA_TYPES


@dataclass(frozen=True, slots=True)
class Debt:
    sections: str  # 'ss 22–23' or 's 24'
    amount: int  # the outstanding amount
    since: date
    statement: str


@dataclass(frozen=True, slots=True)
class Standing:
    state: State | None
    badges: tuple[Badge, ...]
    outstanding: int | None
    schedule_overdue: bool
    payment_overdue: bool
    debt: Debt | None
    amounts_differ: bool
    # The one date a list shows beside the claim, with its name: the schedule deadline while a
    # schedule is awaited, else the payment date that applies.
    next_date: date | None = None
    next_label: str | None = None
    notes: tuple[str, ...] = field(default=())
    next_kind: str | None = None  # SCHEDULE or PAYMENT: which date next_date is

    @property
    def next_overdue(self) -> bool:
        """The date the list names has passed unmet, as the Act reads it: the schedule deadline with no
        schedule (`schedule_overdue`), or the payment date with an amount no record covers
        (`payment_overdue`; a payment recorded as sent holds it off). The lists' danger colour."""
        if self.next_kind == SCHEDULE:
            return self.schedule_overdue
        return self.next_kind == PAYMENT and self.payment_overdue


def standing(facts: ClaimFacts, today: date) -> Standing:
    """Where the claim stands on `today` (an Auckland date): its state, its badges in the spec's
    words, and the debt the Act makes of it, if any."""
    closed = _closed(facts)
    if closed is not None:
        return Standing(closed[0], closed[1], None, False, False, None, False)
    received = facts.received
    payable = facts.payable or 0
    outstanding = outstanding_of(payable, facts.paid_to_payee)
    unpaid = max(payable - facts.covered, 0)  # what no record of either side covers
    has_schedule = facts.scheduled is not None
    in_time = has_schedule and not facts.schedule_given_late
    awaiting_schedule = facts.is_cca and not has_schedule and facts.deadline is not None
    schedule_overdue = awaiting_schedule and today > facts.deadline
    payment_overdue = (not facts.is_paid and unpaid > 0 and facts.payment_due is not None
                       and today > facts.payment_due)
    debt = _debt(facts, in_time, unpaid, today)
    differ = (facts.paid_by_payer is not None and facts.paid_to_payee is not None
              and facts.paid_by_payer != facts.paid_to_payee)

    if facts.is_paid:
        state = State.PAID
    elif received > 0:
        state = State.PART_PAID
    elif awaiting_schedule:
        state = State.SCHEDULE_OVERDUE if schedule_overdue else State.AWAITING_SCHEDULE
    else:
        state = State.AWAITING_PAYMENT

    badges = _badges(facts, state, outstanding, schedule_overdue, payment_overdue, debt)
    next_date, next_label, next_kind = None, None, None
    if awaiting_schedule and not facts.is_paid:
        next_date, next_label, next_kind = facts.deadline, due_label(SCHEDULE, facts.deadline, today), SCHEDULE
    elif facts.payment_due is not None and not facts.is_paid:
        next_date, next_kind = facts.payment_due, PAYMENT
        next_label = due_label(PAYMENT, facts.payment_due, today, overdue=payment_overdue)
    return Standing(state, badges, outstanding, schedule_overdue, payment_overdue, debt, differ, next_date,
                    next_label, next_kind=next_kind)


def _closed(facts: ClaimFacts) -> tuple[State, tuple[Badge, ...]] | None:
    if facts.status == "Deleted":
        return State.DELETED, (Badge("Deleted", Tone.DANGER),)
    if facts.status == "Voided":
        return State.VOIDED, (Badge("Voided", Tone.DANGER),)
    if facts.label == "Editing":
        return State.EDITING, (Badge("Editing", Tone.WARNING),)
    if facts.status == "New" or facts.status not in ANSWERABLE:
        return State.DRAFT, (Badge("Draft", Tone.NEUTRAL),)
    return None


def _debt(facts: ClaimFacts, in_time: bool, outstanding: int, today: date) -> Debt | None:
    """`outstanding`: what no record covers (a payment the payer recorded as sent counts until the
    payee records what it received)."""
    if outstanding <= 0 or facts.is_paid:
        return None
    if in_time:
        if facts.payment_due is None or today <= facts.payment_due:
            return None
        since = facts.payment_due + timedelta(days=1)
        return Debt("s 24", outstanding, since, scheduled_debt_statement(facts.scheduled, outstanding, since))
    if not facts.is_cca or facts.deadline is None or facts.claim_due is None:
        return None
    if today <= facts.deadline or today <= facts.claim_due:
        return None
    since = max(facts.deadline, facts.claim_due) + timedelta(days=1)
    return Debt("ss 22\u201323", outstanding, since, claimed_debt_statement(facts.claimed, since))


def _badges(facts: ClaimFacts, state: State, outstanding: int, schedule_overdue: bool, payment_overdue: bool,
            debt: Debt | None) -> tuple[Badge, ...]:
    """The spec's badges ('Organisation home'), the first being the claim's state: 'Paid', or
    'Schedule Paid' with the scheduled amount when it differs from the claim; 'Part paid' with what
    is outstanding; 'Scheduled for {date}' (the schedule's payment date); 'Schedule Due {date}' (the
    s 22 deadline of a payment claim) or 'Schedule overdue'; 'Due {date}' (an invoice's due date);
    'Due date not set'. Then what else holds: 'Given late', 'Payment in progress', 'Payment overdue',
    'Debt due (s 24)'."""
    if state is State.PAID:
        if facts.scheduled is None or facts.payable == facts.claimed:
            badges = [Badge("Paid", Tone.SUCCESS)]
        else:
            badges = [Badge("Schedule Paid", Tone.SUCCESS), Badge(dollars(facts.payable or 0), Tone.NEUTRAL)]
        if facts.schedule_given_late:
            badges.append(Badge("Given late", Tone.WARNING))
        return tuple(badges)
    badges = []
    if state is State.PART_PAID:
        badges += [Badge("Part paid", Tone.WARNING), Badge(f"{dollars(outstanding)} outstanding", Tone.NEUTRAL)]
    if facts.scheduled is not None:
        when = short_date(facts.schedule_payment_date)
        badges.append(Badge(f"Scheduled for {when}" if when else "Scheduled", Tone.ACCENT))
        if facts.schedule_given_late:
            badges.append(Badge("Given late", Tone.WARNING))
    elif facts.is_cca and facts.deadline is not None:
        badges.append(Badge("Schedule overdue", Tone.DANGER) if schedule_overdue
                      else Badge(f"Schedule Due {short_date(facts.deadline)}", Tone.PRIMARY))
    elif facts.claim_due is not None:
        badges.append(Badge(f"Due {short_date(facts.claim_due)}", Tone.DANGER if payment_overdue else Tone.PRIMARY))
    elif state is not State.PART_PAID:
        badges.append(Badge("Due date not set", Tone.WARNING))
    if facts.is_paying:
        badges.append(Badge("Payment in progress", Tone.INFO))
    if payment_overdue and (facts.scheduled is not None or facts.is_cca):
        badges.append(Badge("Payment overdue", Tone.DANGER))
    if debt is not None:
        badges.append(Badge(f"Debt due ({debt.sections})", Tone.DANGER))
    return tuple(badges)


# ---- the words ---------------------------------------------------------------------------------

# The one name of the s 22 deadline in documents and emails ('Payment schedule due by 7 January 2027').
SCHEDULE_DUE_BY = "Payment schedule due by"
SCHEDULE = "schedule"  # the payment-schedule deadline (s 22)
PAYMENT = "payment"  # the payment date that applies


def due_label(kind: str, day: date, today: date, *, overdue: bool | None = None) -> str:
    """The one name of a statutory date: 'Schedule due {date}' / 'Schedule overdue' for the s 22
    deadline, 'Payment due {date}' / 'Payment overdue' for the payment date that applies. Overdue
    once the day has passed, unless the caller knows better (`overdue`: a payment recorded as sent
    holds 'Payment overdue' off, as the badges do)."""
    passed = today > day if overdue is None else overdue
    if kind == SCHEDULE:
        return "Schedule overdue" if passed else f"Schedule due {short_date(day)}"
    return "Payment overdue" if passed else f"Payment due {short_date(day)}"


def claimed_debt_statement(claimed: int | None, since: date) -> str:
    return (f"The claimed amount ({dollars(claimed or 0)}) is a debt due since {long_date(since)} "
            f"(ss 22\u201323).")


def scheduled_debt_statement(scheduled: int | None, outstanding: int, since: date) -> str:
    return (f"The scheduled amount ({dollars(scheduled or 0)}, {dollars(outstanding)} outstanding) is a "
            f"debt due since {long_date(since)} (s 24).")


def late_schedule_notice(deadline: date, claimed: int) -> str:
    """What the payer reads on opening the builder once the deadline has passed."""
    return (f"The deadline for a payment schedule was {long_date(deadline)}. A schedule given now does not meet "
            f"section 22: the claimed amount ({dollars(claimed)}) remains payable.")


def scheduled_of_claimed(scheduled: int, claimed: int) -> str:
    """'Scheduled $130,237.50 of $160,281.25'."""
    return f"Scheduled {dollars(scheduled)} of {dollars(claimed)}"


