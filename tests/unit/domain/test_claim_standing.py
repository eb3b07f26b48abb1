"""The statutory facts of a claim (app.domain.claim_standing), pure, with dates: every state, every
badge in the spec's words (spec 2 'Organisation home'; the expectations the UI's old client rule
carried moved here with it), the debt statements of ss 22–23 and s 24, the one name of each date,
what is payable, received and outstanding, and the toggles' records.

A claim served on 29 Nov 2026 by the Act's 20 working days has its payment-schedule deadline on
7 Jan 2027 (the Christmas closedown is not counted); its own due date for payment is 20 Feb 2027.
"""
from dataclasses import replace
from datetime import date

import pytest

from app.domain import claim_standing as rules
from app.domain.claim_standing import (
    PAYEE,
    PAYER,
    Badge,
    ClaimFacts,
    PaymentEntry,
    SentSchedule,
    State,
    Tone,
    due_label,
    settle,
    standing,
)

DEADLINE = date(2027, 1, 7)
CLAIM_DUE = date(2027, 2, 20)
PAYMENT_DATE = date(2027, 2, 10)  # the schedule's payment date
CLAIMED = 16_028_125  # $160,281.25 incl. GST
SCHEDULED = 13_023_750  # $130,237.50 incl. GST
BEFORE = date(2027, 1, 5)  # within the deadline


def facts(**fields) -> ClaimFacts:
    """A served NZ CCA payment claim, awaiting its schedule, as `app.payments.facts` stores it."""
    base = ClaimFacts(
        status="Sent", label=None, revision_type="NzCcaClaim", claimed=CLAIMED, claim_due=CLAIM_DUE,
        deadline=DEADLINE, scheduled=None, schedule_payment_date=None, schedule_given_late=False,
        payable=CLAIMED, payment_due=CLAIM_DUE, paid_by_payer=None, paid_to_payee=None, is_paid=False,
        is_paying=False,
    )
    return replace(base, **fields)


def scheduled(**fields) -> ClaimFacts:
    """The same claim answered in time by a schedule of $130,237.50 payable on 10 Feb 2027."""
    return facts(**{"status": "Scheduled", "scheduled": SCHEDULED, "schedule_payment_date": PAYMENT_DATE,
                    "payable": SCHEDULED, "payment_due": PAYMENT_DATE, **fields})


def texts(s) -> list[str]:
    return [b.text for b in s.badges]


# ---- drafts and closed claims -----------------------------------------------------------------------

@pytest.mark.parametrize("fields, state, badge", [
    ({"status": "New", "label": "Draft", "revision_type": None}, State.DRAFT, Badge("Draft", Tone.NEUTRAL)),
    ({"status": "Sent", "label": "Editing"}, State.EDITING, Badge("Editing", Tone.WARNING)),
    ({"status": "Voided"}, State.VOIDED, Badge("Voided", Tone.DANGER)),
    ({"status": "Deleted"}, State.DELETED, Badge("Deleted", Tone.DANGER)),
])
def test_drafts_voided_and_deleted_claims_have_one_badge_and_no_dates(fields, state, badge):
    s = standing(facts(**fields), date(2027, 6, 1))
    assert s.state is state and s.badges == (badge,)
    assert (s.next_date, s.next_label, s.debt, s.outstanding) == (None, None, None, None)
    assert not s.schedule_overdue and not s.payment_overdue and not s.amounts_differ


# ---- awaiting a schedule: the s 22 deadline --------------------------------------------------------

def test_in_time_the_badge_and_the_list_name_the_schedule_deadline_not_the_due_date():
    s = standing(facts(), BEFORE)
    assert s.state is State.AWAITING_SCHEDULE
    assert s.badges == (Badge("Schedule Due 7 Jan 2027", Tone.PRIMARY),)
    assert (s.next_date, s.next_label) == (DEADLINE, "Schedule due 7 Jan 2027")
    assert s.outstanding == CLAIMED and s.debt is None and not s.schedule_overdue


def test_on_the_deadline_it_is_still_due_and_the_day_after_it_is_overdue():
    assert standing(facts(), DEADLINE).state is State.AWAITING_SCHEDULE
    s = standing(facts(), date(2027, 1, 8))
    assert s.state is State.SCHEDULE_OVERDUE and s.schedule_overdue
    assert s.badges == (Badge("Schedule overdue", Tone.DANGER),)
    assert (s.next_date, s.next_label) == (DEADLINE, "Schedule overdue")
    assert s.debt is None  # the claimed amount is not a debt due before the claim's own due date


def test_no_schedule_by_the_deadline_and_unpaid_after_the_due_date_is_a_debt_under_ss_22_23():
    assert standing(facts(), CLAIM_DUE).debt is None
    s = standing(facts(), date(2027, 2, 21))
    assert s.state is State.SCHEDULE_OVERDUE and s.payment_overdue
    assert texts(s) == ["Schedule overdue", "Payment overdue", "Debt due (ss 22\u201323)"]
    assert s.debt == rules.Debt("ss 22\u201323", CLAIMED, date(2027, 2, 21),
                                "The claimed amount ($160,281.25) is a debt due since 21 February 2027 "
                                "(ss 22\u201323).")
    # The list still names the schedule deadline while no schedule is given.
    assert s.next_label == "Schedule overdue"


def test_a_due_date_before_the_deadline_makes_the_debt_run_from_the_day_after_the_deadline():
    early = facts(claim_due=date(2026, 12, 20), payment_due=date(2026, 12, 20))
    assert standing(early, DEADLINE).debt is None
    assert standing(early, date(2027, 1, 8)).debt.since == date(2027, 1, 8)


# ---- a schedule given --------------------------------------------------------------------------------

def test_a_schedule_in_time_is_scheduled_for_its_payment_date_and_that_date_is_the_one_named():
    s = standing(scheduled(), date(2027, 1, 20))
    assert s.state is State.AWAITING_PAYMENT
    assert s.badges == (Badge("Scheduled for 10 Feb 2027", Tone.ACCENT),)
    assert (s.next_date, s.next_label) == (PAYMENT_DATE, "Payment due 10 Feb 2027")
    assert s.outstanding == SCHEDULED and not s.schedule_overdue


def test_a_schedule_with_no_payment_date_reads_scheduled():
    s = standing(scheduled(schedule_payment_date=None, payment_due=CLAIM_DUE), date(2027, 1, 20))
    assert texts(s) == ["Scheduled"] and s.next_label == "Payment due 20 Feb 2027"


def test_the_scheduled_amount_unpaid_after_its_payment_date_is_a_debt_under_s_24():
    assert standing(scheduled(), PAYMENT_DATE).debt is None
    s = standing(scheduled(), date(2027, 2, 11))
    assert s.payment_overdue and s.next_label == "Payment overdue"
    assert texts(s) == ["Scheduled for 10 Feb 2027", "Payment overdue", "Debt due (s 24)"]
    assert s.debt.statement == ("The scheduled amount ($130,237.50, $130,237.50 outstanding) is a debt due since "
                                "11 February 2027 (s 24).")


def test_a_schedule_given_late_leaves_the_claimed_amount_payable_by_the_claims_due_date():
    late = facts(status="Scheduled", scheduled=SCHEDULED, schedule_payment_date=PAYMENT_DATE,
                 schedule_given_late=True)  # payable and payment_due stay the claim's (s 22)
    s = standing(late, date(2027, 2, 1))
    assert texts(s) == ["Scheduled for 10 Feb 2027", "Given late"]
    assert s.badges[1].tone is Tone.WARNING
    assert s.outstanding == CLAIMED and s.next_label == "Payment due 20 Feb 2027"
    after = standing(late, date(2027, 2, 21))
    assert after.debt.sections == "ss 22\u201323" and after.debt.amount == CLAIMED
    assert texts(after)[-2:] == ["Payment overdue", "Debt due (ss 22\u201323)"]


# ---- payments -----------------------------------------------------------------------------------------

def test_part_paid_shows_what_is_outstanding_and_the_debt_counts_only_that():
    part = scheduled(paid_to_payee=3_000_000)
    s = standing(part, date(2027, 1, 20))
    assert s.state is State.PART_PAID and s.outstanding == SCHEDULED - 3_000_000
    assert texts(s) == ["Part paid", "$100,237.50 outstanding", "Scheduled for 10 Feb 2027"]
    assert s.badges[0].tone is Tone.WARNING
    late = standing(part, date(2027, 2, 11))
    assert late.debt.amount == 10_023_750
    assert late.debt.statement.startswith("The scheduled amount ($130,237.50, $100,237.50 outstanding)")


def test_paid_in_full_is_paid_with_no_date_to_chase():
    s = standing(facts(paid_to_payee=CLAIMED, is_paid=True), date(2027, 6, 1))
    assert s.state is State.PAID and s.badges == (Badge("Paid", Tone.SUCCESS),)
    assert (s.next_date, s.next_label, s.debt, s.outstanding) == (None, None, None, 0)
    assert not s.payment_overdue


def test_schedule_paid_names_the_scheduled_amount_when_it_differs_from_the_claim():
    s = standing(scheduled(paid_to_payee=SCHEDULED, is_paid=True), date(2027, 3, 1))
    assert s.badges == (Badge("Schedule Paid", Tone.SUCCESS), Badge("$130,237.50", Tone.NEUTRAL))
    same = standing(scheduled(scheduled=CLAIMED, payable=CLAIMED, paid_to_payee=CLAIMED, is_paid=True), date(2027, 3, 1))
    assert same.badges == (Badge("Paid", Tone.SUCCESS),)
    late = facts(status="Scheduled", scheduled=SCHEDULED, schedule_payment_date=PAYMENT_DATE,
                 schedule_given_late=True, paid_to_payee=CLAIMED, is_paid=True)
    assert texts(standing(late, date(2027, 3, 1))) == ["Paid", "Given late"]


def test_a_payment_the_payer_recorded_as_sent_is_in_progress_and_holds_off_the_debt():
    paying = scheduled(paid_by_payer=SCHEDULED, is_paying=True)
    s = standing(paying, date(2027, 2, 11))
    assert texts(s) == ["Scheduled for 10 Feb 2027", "Payment in progress"]
    assert s.badges[1].tone is Tone.INFO
    assert s.debt is None and not s.payment_overdue
    assert s.outstanding == SCHEDULED  # outstanding is the payee's to confirm
    # The list's label agrees with the badges: not 'Payment overdue' while the payment is in progress.
    assert s.next_label == "Payment due 10 Feb 2027" and not s.next_overdue


def test_both_sides_recording_different_totals_shows_both():
    s = standing(scheduled(paid_by_payer=SCHEDULED, paid_to_payee=10_000_000), date(2027, 1, 20))
    assert s.amounts_differ and s.state is State.PART_PAID
    assert not standing(scheduled(paid_by_payer=10_000_000, paid_to_payee=10_000_000), BEFORE).amounts_differ
    assert not standing(scheduled(paid_by_payer=10_000_000), BEFORE).amounts_differ  # one side only


# ---- invoices (not payment claims) ------------------------------------------------------------------

def test_an_invoice_has_no_schedule_deadline_and_is_due_on_its_due_date():
    invoice = facts(revision_type="Invoice", deadline=None)
    s = standing(invoice, date(2027, 2, 1))
    assert s.state is State.AWAITING_PAYMENT
    assert s.badges == (Badge("Due 20 Feb 2027", Tone.PRIMARY),)
    assert s.next_label == "Payment due 20 Feb 2027"
    overdue = standing(invoice, date(2027, 2, 21))
    assert overdue.badges == (Badge("Due 20 Feb 2027", Tone.DANGER),)  # the words stay, the colour says it
    assert overdue.payment_overdue and overdue.next_label == "Payment overdue"
    assert overdue.debt is None  # no s 22 deadline, no schedule: the Act makes no debt of it here


def test_no_due_date_set():
    s = standing(facts(revision_type="Invoice", deadline=None, claim_due=None, payment_due=None), BEFORE)
    assert s.badges == (Badge("Due date not set", Tone.WARNING),)
    assert (s.next_date, s.next_label) == (None, None)
    part = standing(facts(revision_type="Invoice", deadline=None, claim_due=None, payment_due=None,
                          paid_to_payee=100), BEFORE)
    assert texts(part) == ["Part paid", "$160,280.25 outstanding"]  # no 'Due date not set' beside it


# ---- settling the records (what app.payments.facts stores) --------------------------------------

def entry(id_, side, amount, corrects=None):
    return PaymentEntry(id_, side, amount, corrects)


def test_payable_is_the_scheduled_amount_in_time_else_the_claimed_amount():
    in_time = SentSchedule(SCHEDULED, PAYMENT_DATE, given_late=False)
    late = SentSchedule(SCHEDULED, PAYMENT_DATE, given_late=True)
    on_time = settle(served=True, claimed=CLAIMED, claim_due=CLAIM_DUE, schedule=in_time, entries=[])
    assert (on_time.payable, on_time.payment_due) == (SCHEDULED, PAYMENT_DATE)
    given_late = settle(served=True, claimed=CLAIMED, claim_due=CLAIM_DUE, schedule=late, entries=[])
    assert (given_late.payable, given_late.payment_due) == (CLAIMED, CLAIM_DUE)
    none = settle(served=True, claimed=CLAIMED, claim_due=CLAIM_DUE, schedule=None, entries=[])
    assert (none.payable, none.payment_due) == (CLAIMED, CLAIM_DUE)
    no_date = settle(served=True, claimed=CLAIMED, claim_due=CLAIM_DUE,
                     schedule=SentSchedule(SCHEDULED, None, False), entries=[])
    assert no_date.payment_due == CLAIM_DUE
    draft = settle(served=False, claimed=None, claim_due=None, schedule=None, entries=[])
    assert (draft.payable, draft.payment_due, draft.is_paid) == (None, None, False)


def test_corrections_replace_records_and_zero_withdraws():
    records = [entry(1, PAYEE, 5_000_000), entry(2, PAYEE, 4_000_000, corrects=1), entry(3, PAYER, 9_000_000),
               entry(4, PAYER, 0, corrects=3)]
    assert [e.id for e in rules.effective(records)] == [2, 4]
    assert rules.side_totals(records) == (0, 4_000_000)  # a withdrawal is something recorded
    assert rules.side_totals([]) == (None, None)


def test_paid_when_the_payee_confirms_all_that_is_payable_and_paying_while_the_payer_is_ahead():
    schedule = SentSchedule(SCHEDULED, PAYMENT_DATE, False)
    part = settle(served=True, claimed=CLAIMED, claim_due=CLAIM_DUE, schedule=schedule,
                  entries=[entry(1, PAYER, SCHEDULED), entry(2, PAYEE, 1_000)])
    assert (part.is_paid, part.is_paying, part.paid_by_payer, part.paid_to_payee) == (False, True, SCHEDULED, 1_000)
    full = settle(served=True, claimed=CLAIMED, claim_due=CLAIM_DUE, schedule=schedule,
                  entries=[entry(1, PAYEE, 10_000_000), entry(2, PAYEE, 3_023_750)])
    assert (full.is_paid, full.is_paying) == (True, False)


def test_nothing_payable_is_settled_once_a_schedule_is_given_or_anything_is_recorded():
    nil = SentSchedule(0, PAYMENT_DATE, False)
    assert settle(served=True, claimed=CLAIMED, claim_due=CLAIM_DUE, schedule=nil, entries=[]).is_paid
    assert not settle(served=True, claimed=0, claim_due=CLAIM_DUE, schedule=None, entries=[]).is_paid
    assert settle(served=True, claimed=0, claim_due=CLAIM_DUE, schedule=None, entries=[entry(1, PAYER, 0)]).is_paid


@pytest.mark.parametrize("status, is_paid, to_payee, shown", [
    ("Sent", True, CLAIMED, "Paid"), ("Scheduled", False, 100, "PartPaid"), ("Scheduled", False, None, "Scheduled"),
    ("Voided", True, CLAIMED, "Voided"), ("New", False, None, "New"),
])
def test_the_status_lists_and_exports_name(status, is_paid, to_payee, shown):
    assert rules.status_of(status, is_paid, to_payee) == shown


def test_outstanding_is_never_below_nil():
    assert rules.outstanding_of(100, 150) == 0
    assert rules.outstanding_of(100, None) == 100
    assert rules.outstanding_of(None, 5) is None


# ---- the words -----------------------------------------------------------------------------------------

def test_one_name_per_date():
    assert due_label(rules.SCHEDULE, DEADLINE, DEADLINE) == "Schedule due 7 Jan 2027"
    assert due_label(rules.SCHEDULE, DEADLINE, date(2027, 1, 8)) == "Schedule overdue"
    assert due_label(rules.PAYMENT, CLAIM_DUE, CLAIM_DUE) == "Payment due 20 Feb 2027"
    assert due_label(rules.PAYMENT, CLAIM_DUE, date(2027, 2, 21)) == "Payment overdue"


def test_the_summary_the_late_notice_and_the_dates():
    assert rules.scheduled_of_claimed(SCHEDULED, CLAIMED) == "Scheduled $130,237.50 of $160,281.25"
    assert rules.late_schedule_notice(DEADLINE, CLAIMED) == (
        "The deadline for a payment schedule was 7 January 2027. A schedule given now does not meet section 22: "
        "the claimed amount ($160,281.25) remains payable.")
    assert (rules.short_date(DEADLINE), rules.long_date(DEADLINE)) == ("7 Jan 2027", "7 January 2027")
    assert rules.short_date(None) == rules.long_date(None) == ""
    assert rules.dollars(-500) == "\u2013$5.00" and rules.dollars(92_000) == "$920.00"


def test_the_lists_colour_follows_the_date_they_name():
    """A claim due before its schedule deadline: the list names the deadline, which has not passed,
    so it is not coloured overdue although the claim's own due date has."""
    early = facts(claim_due=date(2026, 12, 20), payment_due=date(2026, 12, 20))
    s = standing(early, date(2027, 1, 5))
    assert (s.next_kind, s.next_label, s.payment_overdue, s.next_overdue) == (
        rules.SCHEDULE, "Schedule due 7 Jan 2027", True, False)
    assert standing(early, date(2027, 1, 8)).next_overdue  # and once the deadline passes, it is
    late = standing(scheduled(), date(2027, 2, 11))
    assert (late.next_kind, late.next_overdue) == (rules.PAYMENT, True)
    paying = standing(scheduled(paid_by_payer=SCHEDULED, is_paying=True), date(2027, 2, 11))
    assert (paying.next_label, paying.next_overdue) == ("Payment due 10 Feb 2027", False)  # a payment recorded as sent
    paid = standing(facts(paid_to_payee=CLAIMED, is_paid=True), date(2027, 6, 1))
    assert (paid.next_kind, paid.next_overdue) == (None, False)
