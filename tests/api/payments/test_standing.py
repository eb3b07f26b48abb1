"""Where a claim stands, the same on every surface: with the clock set across the Christmas
closedown and Easter, each state (in time, schedule overdue, ss 22–23 debt, s 24 debt, part paid,
paid, given late) reads the same on the claim page's field, the home list's row and the export's
row of the same claim, with the same dates."""
from tests.api.factories import errors_of, on_day, scheduled
from tests.api.payments.conftest import record, surfaces

CLAIMED = 1_911_875  # the fixture's claim: 17,500.00 less 5% retention, plus GST
SCHEDULED = 1_693_375  # line a scheduled 8,000.00 instead of 10,000.00: 14,725.00 plus GST


def due(day: str):
    """A before_send hook: the claim's due date for payment."""
    return lambda p: p.patch(1, {"dueDate": day})


def same_on_every_surface(view) -> dict:
    """The row reads the very facts of the page; the export's columns name the same dates."""
    standing = view.standing
    assert view.row["claim"]["standing"] == standing
    assert view.export["scheduleDeadline"] == (standing["scheduleDeadline"] or "")
    assert view.export["claimDueDate"] == (standing["claimDueDate"] or "")
    assert view.export["scheduleDueDate"] == (standing["schedulePaymentDate"] or "")
    return standing


def both_sides(s, exported):
    """The standing as the customer and the supplier see it: the same facts."""
    customer = same_on_every_surface(surfaces(s, s.customer, exported))
    supplier = same_on_every_surface(surfaces(s, s.supplier, exported))
    assert customer == supplier
    return customer


def test_no_schedule_across_the_christmas_closedown_ss_22_23(scheduled_contract, exported):
    # Served Tuesday 1 December 2026: 20 working days run past the closedown (24 Dec – 5 Jan) to 11 January.
    s = scheduled_contract(served="2026-12-01", before_send=due("2027-01-20"))
    with on_day("2027-01-11"):
        standing = both_sides(s, exported)
        assert standing["state"] == "AwaitingSchedule"
        assert (standing["scheduleDeadline"], standing["claimDueDate"], standing["paymentDue"]) == (
            "2027-01-11", "2027-01-20", "2027-01-20")
        assert standing["badges"] == [{"text": "Schedule Due 11 Jan 2027", "tone": "primary"}]
        assert standing["nextLabel"] == "Schedule due 11 Jan 2027"
        assert (standing["claimed"], standing["payable"], standing["received"], standing["outstanding"]) == (
            CLAIMED, CLAIMED, 0, CLAIMED)
        assert standing["debt"] is None and standing["lateScheduleNotice"] is None
    with on_day("2027-01-12"):
        standing = both_sides(s, exported)
        assert standing["state"] == "ScheduleOverdue"
        assert standing["badges"] == [{"text": "Schedule overdue", "tone": "danger"}]
        assert standing["nextLabel"] == "Schedule overdue" and standing["scheduleOverdue"] is True
        assert standing["debt"] is None and standing["paymentOverdue"] is False  # not yet past the due date
        assert standing["lateScheduleNotice"] == (
            "The deadline for a payment schedule was 11 January 2027. A schedule given now does not meet section "
            "22: the claimed amount ($19,118.75) remains payable.")
    with on_day("2027-01-21"):
        standing = both_sides(s, exported)
        assert standing["debt"] == {
            "sections": "ss 22\u201323", "amount": CLAIMED, "since": "2027-01-21",
            "statement": "The claimed amount ($19,118.75) is a debt due since 21 January 2027 "
                         "(ss 22\u201323)."}
        assert [b["text"] for b in standing["badges"]] == ["Schedule overdue", "Payment overdue",
                                                             "Debt due (ss 22\u201323)"]
        assert surfaces(s, s.supplier, exported).export["status"] == "Sent"
    with on_day("2027-01-25"):
        assert "errors" not in record(s, s.supplier, "2027-01-25", 1_000_000, reference="DC-1")
        standing = both_sides(s, exported)
        assert standing["state"] == "PartPaid"
        assert (standing["received"], standing["outstanding"]) == (1_000_000, 911_875)
        assert [b["text"] for b in standing["badges"][:2]] == ["Part paid", "$9,118.75 outstanding"]
        assert standing["debt"]["amount"] == 911_875
        row = surfaces(s, s.customer, exported)
        assert (row.export["status"], row.export["received"], row.export["outstanding"]) == (
            "PartPaid", "10000.00", "9118.75")
        assert row.row["group"] == "NoScheduleYet"
        assert "errors" not in record(s, s.supplier, "2027-01-25", 911_875)
        view = surfaces(s, s.supplier, exported)
        standing = same_on_every_surface(view)
        assert standing["state"] == "Paid" and standing["badges"] == [{"text": "Paid", "tone": "success"}]
        assert standing["debt"] is None and standing["nextLabel"] is None
        assert (view.page["isPaid"], view.row["group"], view.export["status"], view.export["outstanding"]) == (
            True, "Paid", "Paid", "0.00")


def test_a_schedule_in_time_across_easter_then_unpaid_s_24(scheduled_contract, exported):
    # Served Thursday 18 March 2027: Good Friday and Easter Monday skipped, the schedule is due by 19 April.
    s = scheduled_contract(served="2027-03-18", before_send=due("2027-04-30"))
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["Defects to be remedied"], dueDate="2027-05-05")
    with on_day("2027-04-19"):
        s.sent()  # on the deadline itself: in time
    with on_day("2027-05-05"):
        standing = both_sides(s, exported)
        assert standing["state"] == "AwaitingPayment" and standing["scheduleGivenLate"] is False
        assert (standing["scheduleDeadline"], standing["schedulePaymentDate"], standing["paymentDue"]) == (
            "2027-04-19", "2027-05-05", "2027-05-05")
        assert standing["badges"] == [{"text": "Scheduled for 5 May 2027", "tone": "accent"}]
        assert standing["nextLabel"] == "Payment due 5 May 2027"
        assert (standing["scheduled"], standing["payable"]) == (SCHEDULED, SCHEDULED)
        assert standing["summary"] == "Scheduled $16,933.75 of $19,118.75"
    with on_day("2027-05-06"):
        standing = both_sides(s, exported)
        assert standing["debt"] == {
            "sections": "s 24", "amount": SCHEDULED, "since": "2027-05-06",
            "statement": "The scheduled amount ($16,933.75, $16,933.75 outstanding) is a debt due since 6 May 2027 "
                         "(s 24)."}
        assert [b["text"] for b in standing["badges"]] == ["Scheduled for 5 May 2027", "Payment overdue",
                                                             "Debt due (s 24)"]
        # The customer records the payment sent: in progress for both, no longer overdue by its record.
        assert "errors" not in record(s, s.customer, "2027-05-06", SCHEDULED, reference="EFT 123")
        standing = both_sides(s, exported)
        assert (standing["paidByPayer"], standing["received"], standing["debt"]) == (SCHEDULED, 0, None)
        assert [b["text"] for b in standing["badges"]] == ["Scheduled for 5 May 2027", "Payment in progress"]
        # The supplier says less arrived: both figures shown, its own governs what is still owed.
        assert "errors" not in record(s, s.supplier, "2027-05-06", 1_500_000)
        standing = both_sides(s, exported)
        assert standing["amountsDiffer"] is True and standing["state"] == "PartPaid"
        assert (standing["paidByPayer"], standing["paidToPayee"], standing["outstanding"]) == (
            SCHEDULED, 1_500_000, 193_375)
        assert standing["debt"]["amount"] == 193_375 and standing["debt"]["sections"] == "s 24"


def test_a_schedule_given_late_leaves_the_claimed_amount_payable(scheduled_contract, exported):
    s = scheduled_contract(served="2026-11-02", before_send=due("2026-12-10"))  # the schedule is due by 30 November
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["Defects to be remedied"], dueDate="2026-12-20")
    with on_day("2026-12-01"):
        assert surfaces(s, s.customer, exported).standing["lateScheduleNotice"].startswith(
            "The deadline for a payment schedule was 30 November 2026.")
        sent = s.sent()
    assert sent["schedule"]["status"] == "Sent"
    with on_day("2026-12-02"):
        standing = both_sides(s, exported)
        assert standing["scheduleGivenLate"] is True
        # Section 22: the claimed amount stays payable, on the claim's due date, whatever the schedule says.
        assert (standing["scheduled"], standing["payable"], standing["paymentDue"]) == (SCHEDULED, CLAIMED,
                                                                                        "2026-12-10")
        assert [b["text"] for b in standing["badges"]] == ["Scheduled for 20 Dec 2026", "Given late"]
        assert surfaces(s, s.supplier, exported).export["scheduleGivenLate"] == "yes"
    with on_day("2026-12-11"):
        standing = both_sides(s, exported)
        assert standing["debt"]["sections"] == "ss 22\u201323" and standing["debt"]["since"] == "2026-12-11"
        assert standing["debt"]["amount"] == CLAIMED


def test_a_schedule_below_nil_is_refused_and_a_nil_schedule_with_reasons_is_accepted(scheduled_contract):
    s = scheduled_contract()
    # Every line scheduled at nil, then a set-off of 2,300.00 more than that: -2,300.00 plus its GST.
    nothing = [scheduled(i, 0, "Not carried out") for i in ("a", "b", "c")]
    s.save(lines=nothing, notes=["Work not done"], adjustExcl=-200_000, adjustTax=-30_000)
    body = s.send()
    assert errors_of(body) == [
        "The scheduled amount cannot be less than nil: this schedule comes to \u2013$2,300.00 including GST. A "
        "set-off can reduce the payment to nil at most"]
    assert body["errors"][0]["extensions"]["field"] == "scheduleExcl"
    assert s.claim()["status"] == "Sent"  # nothing was sent
    s.save(lines=nothing, notes=["Work not done"], adjustExcl=0, adjustTax=0)
    claim = s.sent()
    assert claim["status"] == "Scheduled"
    assert (claim["schedule"]["scheduleExcl"], claim["schedule"]["scheduleTax"]) == (0, 0)


CONTRACT_DAYS = ("mutation($id: ID!, $days: Int) { contractUpdate(input: {contractId: $id, scheduleWorkingDays: $days})"
                 " { contract { scheduleWorkingDays } } }")


def test_a_served_claim_keeps_the_period_it_was_served_under(scheduled_contract, exported):
    """Issue 34: changing the contract's agreed period moves no served claim's deadline, answered or
    awaiting a schedule (a shorter period agreed later would shorten the time the payer was served with)."""
    answered = scheduled_contract(served="2026-12-01")
    answered.save(notes=[])
    with on_day("2026-12-02"):
        answered.sent()
    waiting = scheduled_contract(served="2026-12-01", supplier=answered.supplier, customer=answered.customer)
    with on_day("2026-12-03"):
        assert both_sides(waiting, exported)["scheduleDeadline"] == "2027-01-11"
        assert answered.supplier.ok(CONTRACT_DAYS, {"id": waiting.id, "days": 10})["contractUpdate"]["contract"] == {
            "scheduleWorkingDays": 10}
        answered.supplier.ok(CONTRACT_DAYS, {"id": answered.id, "days": 10})
        # Both keep the Act's 20 working days from 1 December they were served under.
        assert both_sides(waiting, exported)["scheduleDeadline"] == "2027-01-11"
        assert both_sides(answered, exported)["scheduleDeadline"] == "2027-01-11"
