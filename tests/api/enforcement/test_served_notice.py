"""The customer side's card of a served notice of intention to suspend (`Claim.servedSuspensionNotice`),
with the clock set: a claim served Monday 19 January 2026, due Friday 20 February, never answered.

- nothing until the notice is served (a notice generated but not served is the supplier's draft);
- once served: the same dates the supplier's panel reads (pay by the end of Monday 9 March, suspend
  from Tuesday 10 March), the unpaid amount, the PDF, and what the payer can do, for the customer side
  only (the supplier reads its remedies panel); nothing for another organisation nor for a customer-side
  member without CustomerDraft;
- a suspension recorded: the card says so with the days counted, through today and once resumed;
- paid in full: the card says the notice gives no right to suspend.
"""
from app.enforcement import served
from tests.api.enforcement.queries import CLAIM, GENERATE, RECORD_SERVICE, RESUME, SUSPEND
from tests.api.factories import on_day, rendered

SERVED = "2026-01-19"
DUE = "2026-02-20"
CLAIMED = 1_911_875
CARD = """query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  servedSuspensionNotice { title section noticeDate servedOn servedWords unpaid payBy payByWords suspendFrom
    suspendFromWords sentence stillUnpaid whatToDo pdfUrl suspensions { suspendedOn resumedOn calendarDays workingDays daysWords words } }
} } } }"""


def unanswered(scheduled_project):
    return scheduled_project(served=SERVED, before_send=lambda p: p.patch(1, {"date": SERVED, "dueDate": DUE}))


def card(s, ws):
    data = ws.ok(CARD, {"id": s.id, "n": s.number})["node"]
    return data["claim"]["servedSuspensionNotice"] if data and data["claim"] else None


def act(s, query, **fields):
    body = s.supplier.gql(query, {"input": {"contractId": s.id, "number": s.number, **fields}})
    assert "errors" not in body, body["errors"]
    return body


def test_the_customer_reads_the_served_notice_with_the_suppliers_dates(scheduled_contract, module_parties, run_jobs):
    s = unanswered(scheduled_contract)
    with on_day("2026-03-02"):
        act(s, GENERATE)
        assert card(s, s.customer) is None  # generated, not served: still the supplier's
        assert card(s, s.supplier) is None
        act(s, RECORD_SERVICE, manner="PERSONAL", servedOn="2026-03-02", servedTo="Handed to the site manager")
        mine = card(s, s.customer)
        supplier_panel = s.supplier.ok(CLAIM, {"id": s.id, "n": s.number})["node"]["claim"]["enforcement"]["notice"]
    assert mine["title"] == "Notice of intention to suspend work"
    assert (mine["noticeDate"], mine["servedOn"], mine["payBy"], mine["suspendFrom"]) == (
        "2026-03-02", "2026-03-02", "2026-03-09", "2026-03-10")
    assert (mine["payByWords"], mine["suspendFromWords"]) == ("Monday 9 March 2026", "Tuesday 10 March 2026")
    assert (mine["payBy"], mine["suspendFrom"], mine["sentence"]) == (
        supplier_panel["payBy"], supplier_panel["suspendFrom"], supplier_panel["sentence"])
    assert (mine["unpaid"], mine["section"], mine["stillUnpaid"]) == (CLAIMED, "23(2)(b)", True)
    assert mine["servedWords"] == "Served by personal delivery on 2 March 2026"
    assert mine["whatToDo"] == served.TO_AVOID.format(amount="$19,118.75", pay_by="Monday 9 March 2026")
    assert mine["pdfUrl"].startswith("/v1/pdf?document=suspension&")
    assert mine["suspensions"] == []
    assert rendered(s.customer, mine["pdfUrl"], run_jobs).mimetype == "application/pdf"
    with on_day("2026-03-02"):
        # The supplier side reads the notice in its remedies panel (above): the card is not computed for it.
        assert card(s, s.supplier) is None
        stranger = module_parties("Stranger Ltd")
        assert card(s, stranger) is None
        viewer = s.customer.add_member(["ContractView"])
        seen = viewer.ok(CARD, {"id": s.id, "n": s.number})["node"]["claim"]
        assert seen == {"servedSuspensionNotice": None}  # sees the claim, but is not its payer (no CustomerDraft)


def test_the_card_counts_the_days_suspended(scheduled_contract):
    s = unanswered(scheduled_contract)
    with on_day("2026-03-02"):
        act(s, GENERATE)
        act(s, RECORD_SERVICE, manner="POST", servedOn="2026-03-02", servedTo="PO Box 1, Auckland")
    with on_day("2026-03-10"):
        assert card(s, s.customer)["whatToDo"] == served.PAST.format(suspend_from="Tuesday 10 March 2026",
                                                                      amount="$19,118.75")
        act(s, SUSPEND, suspendedOn="2026-03-10", scope="All work on site")
    with on_day("2026-03-12"):
        mine = card(s, s.customer)
        assert mine["whatToDo"] is None
        [days] = mine["suspensions"]
        assert (days["suspendedOn"], days["resumedOn"], days["calendarDays"], days["workingDays"]) == (
            "2026-03-10", None, 3, 3)
        assert days["words"] == served.SUSPENDED.format(since="10 March 2026",
                                                        days="3 calendar days (3 working days) suspended")
    with on_day("2026-03-17"):
        act(s, RESUME, resumedOn="2026-03-17")
        [days] = card(s, s.customer)["suspensions"]
        assert (days["calendarDays"], days["workingDays"]) == (7, 5)
        assert days["words"] == ("Work was suspended from 10 March 2026 and resumed on 17 March 2026: "
                                 "7 calendar days (5 working days) suspended.")


def test_paid_in_full_the_card_says_the_notice_gives_no_right_to_suspend(scheduled_contract):
    s = unanswered(scheduled_contract)
    with on_day("2026-03-02"):
        act(s, GENERATE)
        act(s, RECORD_SERVICE, manner="POST", servedOn="2026-03-02", servedTo="PO Box 1, Auckland")
    with on_day("2026-03-05"):
        record = "mutation($input: ClaimPaymentRecordInput!) { claimPaymentRecord(input: $input) { claim { isPaid } } }"
        body = s.supplier.gql(record, {"input": {"contractId": s.id, "number": 1, "paidOn": "2026-03-05",
                                                 "amount": CLAIMED}})
        assert body["data"]["claimPaymentRecord"]["claim"]["isPaid"] is True
        mine = card(s, s.customer)
    assert (mine["stillUnpaid"], mine["whatToDo"]) == (False, served.PAID_SINCE)
