"""A fixed number of SQL statements whatever the ledger's size; the ledger kept between polls."""
from app.db import db
from tests.api.factories import PERIOD, gst, line
from tests.querycount import count_queries

GRID = """
query($id: ID!) { node(id: $id) { ... on Contract { ledger {
  ledgerRev columns { number title totals { gstExclusive gst netPayment } }
  items { itemId name groupPath totalPrice amounts toDate remaining isVoided }
} } } }
"""

CLAIM_PAGE = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract {
  ledger { ledgerRev draftNumber }
  claim(number: $n) { number status isUnread hasAttachments
    draft { rev title totals { netPayment } lines { itemId previous thisClaim toDate entry { name files { id } } } }
    latest { rev totals { netPayment } sections { title lines { itemId } } } }
} } }
"""

LIST = """
{ projects { contracts { edges { node { id claimsCount
  claims { number status label isUnread isPaid hasAttachments title latest { amountExcl dueDate } } } } } } }
"""


def grow(p, claims, lines):
    for n in range(claims):
        p.new_claim()
        if n == 0:
            p.lines(create=[line(f"i{i}", f"Item {i}", 100_000, group=["G"], percentComplete=1000)
                            for i in range(lines)])
        else:
            p.lines(update=[{"itemId": f"i{i}", "percentComplete": 1000 * (n + 1)} for i in range(lines)])
        p.patch(n + 1, PERIOD)
        p.submitted(n + 1)


def statements(app, ws, query, variables=None):
    with app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        ws.ok(query, variables)
    return log.count


def test_the_ledger_costs_the_same_statements_small_or_large(app, project):
    app.config["CLAIMS_LEDGER_CACHE"] = False
    try:
        small = project(site_name="Small")
        large = project(site_name="Large", supplier=small.supplier, customer=small.customer)  # the same two parties
        grow(small, 1, 2)
        grow(large, 3, 6)  # three times the claims and the lines: a read per claim or per line would show
        large.new_claim()
        counts = {name: statements(app, p.supplier, GRID, {"id": p.id}) for name, p in (("s", small), ("l", large))}
        assert counts["s"] == counts["l"] <= 8, counts
        page = [statements(app, p.supplier, CLAIM_PAGE, {"id": p.id, "n": 1}) for p in (small, large)]
        assert page[0] == page[1] <= 11, page
    finally:
        app.config["CLAIMS_LEDGER_CACHE"] = True


def test_the_projects_list_with_claims_costs_the_same_for_one_or_many_contracts(app, project, party):
    supplier, customer = party("Acme Builders"), party("Client Co")
    first = project(site_name="One", supplier=supplier, customer=customer)
    grow(first, 1, 1)
    one = statements(app, supplier, LIST)
    for i in range(2):
        grow(project(site_name=f"More {i}", supplier=supplier, customer=customer), 2, 1)
    assert statements(app, supplier, LIST) == one


def test_an_unchanged_ledger_is_not_read_again_and_a_change_is_seen(app, project):
    app.config["CLAIMS_LEDGER_CACHE_MIN_ENTRIES"] = 0
    try:
        p = project()
        p.new_claim()
        p.lines(create=[line("a", "A", 1000, amount=100, tax=gst(100))])
        first = statements(app, p.supplier, GRID, {"id": p.id})
        second = statements(app, p.supplier, GRID, {"id": p.id})
        assert second == first - 2  # neither the entries nor their details are read again
        p.lines(update=[{"itemId": "a", "amount": 200, "tax": gst(200)}])
        ledger = p.ledger()
        assert [e["amount"] for e in ledger["entries"] if e["itemId"] == "a"] == [200]
        assert ledger["items"][0]["toDate"] == 200
        # Each side gets its own view of the same revision.
        p.patch(1, PERIOD)
        p.submitted(1)
        p.new_claim()
        assert [c["number"] for c in p.ledger(p.customer)["columns"]] == [1]
        assert [c["number"] for c in p.ledger()["columns"]] == [1, 2]
    finally:
        app.config["CLAIMS_LEDGER_CACHE_MIN_ENTRIES"] = 1000


REVISIONS = """
query($id: ID!) { node(id: $id) { ... on Contract {
  claims { number latest { submittedBy servedDocuments { sha256 } } }
} } }
"""


def test_who_submitted_and_what_was_served_cost_the_same_for_one_claim_or_many(app, project):
    one = project(site_name="One claim")
    many = project(site_name="Many claims", supplier=one.supplier, customer=one.customer)
    grow(one, 1, 1)
    grow(many, 3, 1)
    counts = [statements(app, p.supplier, REVISIONS, {"id": p.id}) for p in (one, many)]
    assert counts[0] == counts[1], counts
    claims = many.supplier.ok(REVISIONS, {"id": many.id})["node"]["claims"]
    assert len(claims) == 3 and all(c["latest"]["submittedBy"] and c["latest"]["servedDocuments"] for c in claims)


# What the claim page reads of the claim's statutory facts (issue 33): its standing (the header, the
# banner, the payments panel), its payment records, and every sibling claim's badges (the picker).
CLAIM_PAGE_STANDING = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract {
  claims { number standing { badges { text tone } } }
  claim(number: $n) { number viewerCanRecordPayment viewerPaymentSide viewerOutstanding
    standing { state badges { text tone } scheduleDeadline paymentDue scheduleOverdue paymentOverdue nextOverdue
               summary scheduleGivenLate payable received outstanding paidByPayer paidToPayee amountsDiffer
               debt { statement } }
    payments { id side paidOn amount reference note correctsId isCorrected recordedBy recordedAt viewerCanCorrect }
    scheduleDeadline { basis workingDaysLeft isPassed overdueStatement skipped { date reason } } }
} } }
"""
RECORD = ("mutation($input: ClaimPaymentRecordInput!) { claimPaymentRecord(input: $input) { claim { number } } }")


def test_the_claim_pages_standing_and_payments_cost_the_same_for_one_claim_or_many(app, project):
    from app.domain.working_days import today_in_auckland

    today = today_in_auckland().isoformat()
    one = project(site_name="One claim")
    many = project(site_name="Many claims", supplier=one.supplier, customer=one.customer)
    grow(one, 1, 1)
    grow(many, 3, 1)
    for p, numbers in ((one, (1,)), (many, (1, 2, 3))):
        for n in numbers:
            for ws, amount in ((p.supplier, 1_000), (p.customer, 2_000), (p.supplier, 500)):
                ws.ok(RECORD, {"input": {"contractId": p.id, "number": n, "paidOn": today, "amount": amount}})
    counts = [statements(app, p.supplier, CLAIM_PAGE_STANDING, {"id": p.id, "n": 1}) for p in (one, many)]
    assert counts[0] == counts[1], counts
    page = many.customer.ok(CLAIM_PAGE_STANDING, {"id": many.id, "n": 1})["node"]
    assert len(page["claims"]) == 3 and all(c["standing"]["badges"] for c in page["claims"])
    assert [p["amount"] for p in page["claim"]["payments"]] == [1_000, 2_000, 500]
    assert page["claim"]["standing"]["received"] == 1_500 and page["claim"]["viewerPaymentSide"] == "Payer"
