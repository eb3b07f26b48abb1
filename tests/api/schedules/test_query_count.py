"""The builder's query costs a fixed number of SQL statements whatever the claim's size."""
from app.db import db
from tests.api.factories import (
    PERIOD, RETENTION_5, SCHEDULE_CLAIM as CLAIM, SCHEDULE_UPDATE as UPDATE, gst, line, user_gid,
)
from tests.querycount import count_queries

# As the builder asks it (ui/src/schedules/SchedulePage.tsx): the claim's standing, whom the send serves, and
# the basis its live totals rest on.
BUILDER = CLAIM.replace(
    "status viewerCanSchedule",
    "status latest { rev dueDate invoiceReference } standing { scheduleDeadline scheduleOverdue paymentDue "
    "paymentOverdue claimed nextLabel lateScheduleNotice } viewerCanSchedule",
).replace("schedule {", "schedule { givenLate recipients { name email } "
          "basis { grossBefore retainedBefore taxRateId retentionFormula { marginalRates { rate upTo } maxAmount } } ")


def _claim_of(project, size: int, **kwargs):
    p = project(**kwargs)
    p.new_claim()
    p.lines(create=[line(f"i{i}", f"Item {i}", 100_000, amount=10_000 + i, tax=gst(10_000 + i))
                    for i in range(size)], retentionFormula=RETENTION_5)
    p.patch(1, {**PERIOD, "date": "2026-03-31"})
    p.submitted(1)
    return p


def _statements(p) -> int:
    p.customer.ok(BUILDER, {"id": p.id, "n": 1})  # the session and the workspace warm
    with p.customer.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        claim = p.customer.ok(BUILDER, {"id": p.id, "n": 1})["node"]["claim"]
    assert len(claim["schedule"]["lines"]) >= 3 and claim["schedule"]["recipients"]
    return log.count


def _save_as_claimed(p) -> None:
    draft = p.customer.ok(BUILDER, {"id": p.id, "n": 1})["node"]["claim"]["schedule"]
    p.customer.ok(UPDATE, {"input": {
        "contractId": p.id, "number": 1, "claimRev": 1, "version": 0, "isTaxInvoice": False,
        "lines": [{"itemId": x["itemId"], "scheduled": x["claimed"] // 2, "reason": "Half"} for x in draft["lines"]],
        "adjustExcl": 0, "adjustTax": 0, "notes": [], "reference": "",
        "scheduleExcl": _half(draft, "excl"), "scheduleTax": _half(draft, "tax")}})


def _half(draft, part):
    gross = sum(x["claimed"] // 2 for x in draft["lines"])
    excl = gross - (gross * 5 + 50) // 100
    return excl if part == "excl" else gst(excl)


def test_the_builder_query_is_a_fixed_number_of_statements(project, app):
    app.config["CLAIMS_LEDGER_CACHE"] = False  # every request reads the ledger
    try:
        small = _claim_of(project, 3)
        large = _claim_of(project, 12, supplier=small.supplier, customer=small.customer)  # a read per line would show
        unsaved = _statements(small)
        assert _statements(large) == unsaved <= 20
        _save_as_claimed(small)
        _save_as_claimed(large)
        assert _statements(small) == _statements(large) <= 20
    finally:
        app.config["CLAIMS_LEDGER_CACHE"] = True


def test_whom_the_send_serves_costs_the_same_however_many_they_are(project, party):
    """PaymentSchedule.recipients: one statement for the contract's people, one recipient or three."""
    few = _claim_of(project, 3)
    supplier = party("Acme Builders")
    people = [supplier.add_member() for _ in range(3)]
    many = _claim_of(project, 3, supplier=supplier, customer=few.customer, members=[
        {"relation": "Supplier", "user": {"id": user_gid(person)}, "isSupplierRecipient": True} for person in people])
    assert len(many.customer.ok(BUILDER, {"id": many.id, "n": 1})["node"]["claim"]["schedule"]["recipients"]) == 3
    assert _statements(few) == _statements(many)
