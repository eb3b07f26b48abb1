"""What the Adjudication tab's Determination panel and step recorder read (issue 39), with the clock set: a
claim served Monday 2 February 2026 and never answered, a notice of adjudication disputing it served by post
on Monday 2 March, accepted Tuesday 10 March.

- `AdjudicationNotice.determination` is the determination as the server reads it (the latest recorded
  counts), null before one; the step recorder's fields reach it (amount, pay-by date, charging order) and
  what is still owed is the server's (`determinationUnpaid`, the determined amount less the payments);
- the tab's query costs a fixed number of SQL statements whatever the number of notices, steps and
  payments (the query-count rule for a screen): 13 measured, for one notice and for three.
"""
from app.db import db
from tests.api.factories import on_day, party, project, submit  # noqa: F401  (fixtures)
from tests.querycount import count_queries

# What the Adjudication tab reads of every notice (ui/src/adjudication: AdjudicationTab_notice with the
# step recorder's and the Determination panel's fragments).
TAB = """query($id: ID!) {
  node(id: $id) { ... on Contract { claims { number status title } } }
  adjudicationNotices(contractId: $id) {
    number status claimantName respondentName dispute arose relief chargingOrder ownerLiability
    items { kind number label disputed } totalDisputed problems { field message } noticeDate sha256 pdfViewUrl
    copies { email sha256 servedAt } timetable { key label section date explanation projected upTo }
    events { kind label on adjudicator } servedWords servedTo emailServiceAgreed howToServe residentialOccupier
    ownerName ownerAddress ownerServedWords viewerCanAct rulesAsAt notLegalAdvice
    determination { adjudicator madeOn amount payBy chargingOrderApproved noPayBy }
    determinationUnpaid payments { paidOn amount reference recordedBy }
  }
  contractVariations(contractId: $id) { id issue { number title } }
}"""
PREPARE = ("mutation($input: AdjudicationNoticePrepareInput!) { adjudicationNoticePrepare(input: $input) "
           "{ notice { number } } }")
SERVED = ("mutation($input: AdjudicationServiceInput!) { adjudicationNoticeRecordService(input: $input) "
          "{ notice { status } } }")
STEP = ("mutation($input: AdjudicationStepRecordInput!) { adjudicationStepRecord(input: $input) { notice { "
        "determination { adjudicator madeOn amount payBy chargingOrderApproved } determinationUnpaid } } }")
PAY = ("mutation($input: DeterminationPaymentRecordInput!) { determinationPaymentRecord(input: $input) "
       "{ notice { determinationPaid determinationUnpaid } } }")


def ok(body, name):
    assert "errors" not in body, body["errors"]
    return body["data"][name]["notice"]


def adjudicated(p, run_jobs, notices: int = 1) -> None:
    """`notices` notices of adjudication disputing claim 1, each served by post on 2 March, accepted on
    10 March, determined on 23 April ($12,000.00 by 30 April) and paid twice towards."""
    with on_day("2026-02-02"):
        submit(p, run_jobs, amount=1_000_000)
    for _ in range(notices):
        with on_day("2026-03-02"):
            number = ok(p.supplier.gql(PREPARE, {"input": {
                "contractId": p.id, "claimNumbers": [1], "chargingOrder": False, "ownerLiability": False,
                "dispute": "Payment claim 1 was not paid.", "arose": "At the site."}}), "adjudicationNoticePrepare")["number"]
            ok(p.supplier.gql(SERVED, {"input": {"contractId": p.id, "number": number, "manner": "POST",
                                                 "servedOn": "2026-03-02", "servedTo": "PO Box 1"}}),
               "adjudicationNoticeRecordService")
        base = {"contractId": p.id, "number": number}
        with on_day("2026-04-24"):
            ok(p.supplier.gql(STEP, {"input": {**base, "kind": "accepted", "on": "2026-03-10"}}), "adjudicationStepRecord")
            ok(p.supplier.gql(STEP, {"input": {**base, "kind": "determined", "on": "2026-04-23",
                                               "adjudicator": "A. Adjudicator", "amount": 1_200_000,
                                               "payBy": "2026-04-30", "chargingOrderApproved": True}}),
               "adjudicationStepRecord")
            for amount in (100_000, 150_000):
                ok(p.supplier.gql(PAY, {"input": {**base, "paidOn": "2026-04-24", "amount": amount}}),
                   "determinationPaymentRecord")


def test_the_determination_is_the_latest_recorded_and_what_is_owed_is_the_servers(contract, run_jobs):
    p = contract()
    with on_day("2026-02-02"):
        submit(p, run_jobs, amount=1_000_000)
    with on_day("2026-03-02"):
        ok(p.supplier.gql(PREPARE, {"input": {"contractId": p.id, "claimNumbers": [1], "chargingOrder": False,
                                              "ownerLiability": False, "dispute": "Unpaid.", "arose": "At the site."}}),
           "adjudicationNoticePrepare")
        ok(p.supplier.gql(SERVED, {"input": {"contractId": p.id, "number": 1, "manner": "POST",
                                             "servedOn": "2026-03-02", "servedTo": "PO Box 1"}}),
           "adjudicationNoticeRecordService")
    base = {"contractId": p.id, "number": 1}
    with on_day("2026-04-24"):
        [notice] = p.supplier.ok(TAB, {"id": p.id})["adjudicationNotices"]
        assert (notice["determination"], notice["determinationUnpaid"], notice["payments"]) == (None, None, [])
        ok(p.supplier.gql(STEP, {"input": {**base, "kind": "accepted", "on": "2026-03-10"}}), "adjudicationStepRecord")
        first = ok(p.supplier.gql(STEP, {"input": {**base, "kind": "determined", "on": "2026-04-22",
                                                   "adjudicator": "A. Adjudicator", "amount": 1_000_000,
                                                   "payBy": "2026-04-29", "chargingOrderApproved": False}}),
                   "adjudicationStepRecord")
        assert first["determination"] == {"adjudicator": "A. Adjudicator", "madeOn": "2026-04-22", "amount": 1_000_000,
                                          "payBy": "2026-04-29", "chargingOrderApproved": False}
        # Recorded again (corrected): the latest counts, as the suspension rule reads it.
        again = ok(p.supplier.gql(STEP, {"input": {**base, "kind": "determined", "on": "2026-04-23",
                                                   "adjudicator": "B. Adjudicator", "amount": 1_200_050,
                                                   "payBy": "2026-04-30", "chargingOrderApproved": True}}),
                   "adjudicationStepRecord")
        assert again["determination"] == {"adjudicator": "B. Adjudicator", "madeOn": "2026-04-23", "amount": 1_200_050,
                                          "payBy": "2026-04-30", "chargingOrderApproved": True}
        assert again["determinationUnpaid"] == 1_200_050
        paid = ok(p.supplier.gql(PAY, {"input": {**base, "paidOn": "2026-04-24", "amount": 200_000,
                                                 "reference": "DC-1"}}), "determinationPaymentRecord")
        assert (paid["determinationPaid"], paid["determinationUnpaid"]) == (200_000, 1_000_050)
        # The customer (the payer) reads the same determination and the same figure.
        [theirs] = p.customer.ok(TAB, {"id": p.id})["adjudicationNotices"]
        assert theirs["determination"]["amount"] == 1_200_050 and theirs["determinationUnpaid"] == 1_000_050


def test_without_a_date_for_payment_the_screen_says_why_in_the_words_the_server_refuses_a_payment_with(
        contract, run_jobs):
    p = contract()
    with on_day("2026-02-02"):
        submit(p, run_jobs, amount=1_000_000)
    with on_day("2026-03-02"):
        ok(p.supplier.gql(PREPARE, {"input": {"contractId": p.id, "claimNumbers": [1], "chargingOrder": False,
                                              "ownerLiability": False, "dispute": "Unpaid.", "arose": "At the site."}}),
           "adjudicationNoticePrepare")
        ok(p.supplier.gql(SERVED, {"input": {"contractId": p.id, "number": 1, "manner": "POST",
                                             "servedOn": "2026-03-02", "servedTo": "PO Box 1"}}),
           "adjudicationNoticeRecordService")
    base = {"contractId": p.id, "number": 1}
    with on_day("2026-04-24"):
        ok(p.supplier.gql(STEP, {"input": {**base, "kind": "accepted", "on": "2026-03-10"}}), "adjudicationStepRecord")
        ok(p.supplier.gql(STEP, {"input": {**base, "kind": "determined", "on": "2026-04-22", "adjudicator": "A. Adj",
                                           "amount": 1_000_000, "chargingOrderApproved": False}}),
           "adjudicationStepRecord")
        [notice] = p.supplier.ok(TAB, {"id": p.id})["adjudicationNotices"]
        refused = p.supplier.gql(PAY, {"input": {**base, "paidOn": "2026-04-24", "amount": 100_000}})
        ok(p.supplier.gql(STEP, {"input": {**base, "kind": "determined", "on": "2026-04-23", "adjudicator": "A. Adj",
                                           "amount": 1_000_000, "payBy": "2026-04-30",
                                           "chargingOrderApproved": False}}), "adjudicationStepRecord")
        [dated] = p.supplier.ok(TAB, {"id": p.id})["adjudicationNotices"]
    assert notice["determination"]["noPayBy"] == refused["errors"][0]["message"] == (
        "The determination recorded states no date for payment: record it again with the date it must be paid by")
    assert dated["determination"]["noPayBy"] is None


def _statements(ws, contract_id) -> tuple[int, list]:
    ws.ok(TAB, {"id": contract_id})  # the session and the workspace warm
    with ws.app.app_context():
        engine = db.engine
    with count_queries(engine) as log:
        notices = ws.ok(TAB, {"id": contract_id})["adjudicationNotices"]
    return log.count, notices


def test_the_adjudication_tab_is_a_fixed_number_of_statements(project, party, run_jobs):
    few = project("One Wharf")
    many = project("Three Wharves", supplier=few.supplier, customer=party("Big Client Co"))  # each tab its contract's
    adjudicated(few, run_jobs, notices=1)
    adjudicated(many, run_jobs, notices=3)
    with on_day("2026-04-24"):
        few_count, few_notices = _statements(few.supplier, few.id)
        many_count, many_notices = _statements(many.supplier, many.id)
    assert (len(few_notices), len(many_notices)) == (1, 3)
    assert all(len(n["payments"]) == 2 and n["determinationUnpaid"] == 950_000 for n in many_notices)
    assert few_count == many_count <= 13, f"{few_count} statements for one notice, {many_count} for three"
