"""The home lists' group counts unsearched sum each contract's maintained counts (issue 41;
app.claims.list_counters): they agree with counting the claims (a search still does) through every
change of a claim's group, and read no claim."""
from app.db import db
from tests.api.factories import (
    CHANGE_TO_DRAFT,
    DELETE_DRAFT,
    MARK_PAID,
    PERIOD,
    line,
    party,  # noqa: F401  (fixture)
    project,  # noqa: F401  (fixture)
    scheduled,
    scheduled_project,  # noqa: F401  (fixture)
)
from tests.querycount import count_queries

COUNTS = "query($box: ClaimBox!, $search: String) { claimList(box: $box, search: $search) { counts { group count } } }"


def counts(ws, box, search=None) -> dict:
    data = ws.ok(COUNTS, {"box": box, "search": search})["claimList"]["counts"]
    return {c["group"]: c["count"] for c in data}


def agree(p) -> dict:
    """Both boxes' maintained counts, checked against counting the claims ('claim' searches every
    claim: the counting path)."""
    found = {}
    for ws, box in ((p.supplier, "Sent"), (p.customer, "Inbox")):
        found[box] = counts(ws, box)
        assert found[box] == counts(ws, box, "claim"), box
    return found


def drafted(p):
    p.new_claim()
    number = len(p.ledger()["columns"])
    p.lines(create=[line(f"l{number}", "Piles", 100_000, amount=10_000, tax=1_500)])
    p.patch(number, {**PERIOD, "date": "2026-03-31", "dueDate": "2026-04-20"})
    return number


def test_the_counts_follow_every_change_of_a_group(scheduled_project):
    s = scheduled_project()
    p = s.p
    assert agree(p) == {"Sent": {"Draft": 0, "NoScheduleYet": 1, "ScheduledNotPaid": 0, "Paid": 0},
                        "Inbox": {"NoScheduleYet": 1, "ScheduledNotPaid": 0, "Paid": 0}}
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["Defects"])
    s.sent()  # scheduled
    assert agree(p)["Inbox"] == {"NoScheduleYet": 0, "ScheduledNotPaid": 1, "Paid": 0}
    p.supplier.ok(MARK_PAID, {"id": p.id, "n": 1, "p": True})
    assert agree(p)["Sent"] == {"Draft": 0, "NoScheduleYet": 0, "ScheduledNotPaid": 0, "Paid": 1}
    p.supplier.ok(MARK_PAID, {"id": p.id, "n": 1, "p": False})
    two = drafted(p)
    assert agree(p)["Sent"] == {"Draft": 1, "NoScheduleYet": 0, "ScheduledNotPaid": 1, "Paid": 0}
    p.submitted(two)
    assert agree(p)["Inbox"] == {"NoScheduleYet": 1, "ScheduledNotPaid": 1, "Paid": 0}
    p.supplier.ok(CHANGE_TO_DRAFT, {"id": p.id, "n": two})  # a new draft revision of a sent claim
    agree(p)
    p.supplier.ok(DELETE_DRAFT, {"id": p.id, "n": two})
    agree(p)
    three = drafted(p)
    assert agree(p)["Sent"]["Draft"] == 1
    p.supplier.ok(DELETE_DRAFT, {"id": p.id, "n": three})
    assert agree(p)["Sent"]["Draft"] == 0


def test_the_counts_sum_only_the_contracts_the_viewer_sees(project, party):
    p = project()
    drafted(p)
    p.submitted(1)
    other = project(supplier=p.supplier, customer=party("Other Client"))
    drafted(other)
    assert agree(p)["Sent"]["NoScheduleYet"] == 1 and agree(p)["Sent"]["Draft"] == 1
    assert agree(other)["Inbox"] == {"NoScheduleYet": 0, "ScheduledNotPaid": 0, "Paid": 0}
    member = p.supplier.add_member({"ProgressClaims"})  # sees only the contracts they are on
    assert counts(member, "Sent") == {"Draft": 0, "NoScheduleYet": 0, "ScheduledNotPaid": 0, "Paid": 0}


def test_the_counts_cost_the_same_statements_and_read_no_claim_at_any_size(project, app):
    p = project()
    drafted(p)
    p.submitted(1)
    with app.app_context():
        engine = db.engine

    def statements():
        p.supplier.ok(COUNTS, {"box": "Sent"})  # warm
        with count_queries(engine) as log:
            p.supplier.ok(COUNTS, {"box": "Sent"})
        counted = [s for s in log.statements if "claim_group_counts" in s]
        assert len(counted) == 1 and "shared.claims " not in counted[0], str(log)
        return log.count

    small = statements()
    for _ in range(3):
        p.submitted(drafted(p))
    assert statements() == small
