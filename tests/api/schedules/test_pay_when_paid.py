"""The s 13 guard on a payment schedule (issue 40): a reason making payment depend on another contract is
warned of beside it (PaymentSchedule.payWhenPaidWarnings), sending stays allowed, and the send records the
warning in the contract's activity for both parties. And payment terms at a glance: the chips a list
shows (PaymentTerms.atAGlance), read in the same statements however many contracts are listed."""
from app.db import db
from app.domain.pay_when_paid import S13_WARNING
from tests.api.factories import SCHEDULE_UPDATE, errors_of, on_day, scheduled
from tests.querycount import count_queries

WARNINGS = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  schedule { status payWhenPaidWarnings { itemId note words message } }
} } } }
"""
SAVE = SCHEDULE_UPDATE.replace("schedule {", "schedule { payWhenPaidWarnings { itemId note words message } ")
ACTIVITY = ("query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) "
            "{ activity { code type comment } } } } }")
TERMS = """
mutation($input: ContractTermsUpdateInput!) { contractTermsUpdate(input: $input) { contract {
  paymentTerms { atAGlance } } } }
"""
LIST = "query { projects { contracts(first: 100) { edges { node { siteName paymentTerms { atAGlance } } } } } }"

PAY_WHEN_PAID = [scheduled("a", 1_000_000), scheduled("b", 250_000, "Not yet paid by the client"),
                 scheduled("c", 200_000, "Gutters not installed")]
NOTES = ["Framing: we will pay the balance when we are paid", "Roofing incomplete at the claim date"]


def _warnings(s, ws=None):
    schedule = (ws or s.customer).ok(WARNINGS, {"id": s.id, "n": s.number})["node"]["claim"]["schedule"]
    return schedule["payWhenPaidWarnings"]


def _activity(s, ws):
    return ws.ok(ACTIVITY, {"id": s.id, "n": s.number})["node"]["claim"]["activity"]


def test_the_reason_is_warned_of_beside_it_and_the_schedule_is_sent_anyway(scheduled_contract):
    s = scheduled_contract(served="2026-04-01")
    with on_day("2026-04-08"):
        assert _warnings(s) == []  # the unsaved draft: nothing said yet
        s.save(lines=PAY_WHEN_PAID, notes=NOTES)
        assert _warnings(s) == [
            {"itemId": "b", "note": None, "words": "Not yet paid by the client", "message": S13_WARNING},
            {"itemId": None, "note": 0, "words": "when we are paid", "message": S13_WARNING},
        ]
        assert S13_WARNING == ("This reason makes payment depend on another contract. Under CCA s 13 that has no "
                               "effect and cannot justify paying less.")
        # The save answers them too (the builder shows the server's answer as the payer types).
        body = s.update(lines=[scheduled("b", 250_000, "Back to back with the head contract")], notes=[])
        assert body["data"]["paymentScheduleUpdate"]["claim"]["schedule"]["version"] == 2
        assert _warnings(s) == [{"itemId": "b", "note": None, "words": "Back to back", "message": S13_WARNING}]
        # Reasons of the payer's own, no warning.
        s.save(lines=[scheduled("b", 250_000, "Paid in full on 3 March for the first lift")], notes=[])
        assert _warnings(s) == []
        s.save(lines=PAY_WHEN_PAID, notes=NOTES)
        # The supplier never sees the payer's draft, nor its warnings.
        assert s.claim(s.supplier)["schedule"] is None
        # Sending stays allowed.
        assert s.sent()["status"] == "Scheduled"
    expected = ("Sent with a reason that makes payment depend on another contract (CCA s 13: no effect): "
                "Framing: 'Not yet paid by the client'; reason 1: 'when we are paid'.")
    for ws in (s.customer, s.supplier):  # both parties read it, on the 'finalised Schedule' entry
        finalised = [a for a in _activity(s, ws) if a["code"] == "FINALISED_SCHEDULE"]
        assert finalised == [{"code": "FINALISED_SCHEDULE", "type": "finalised Schedule", "comment": expected}]
    # The sent schedule still answers what it says.
    assert [w["itemId"] for w in _warnings(s, s.supplier)] == ["b", None]


def test_a_schedule_without_such_a_reason_says_nothing_more(scheduled_contract):
    s = scheduled_contract(served="2026-04-01")
    with on_day("2026-04-08"):
        s.save(lines=[scheduled("a", 800_000, "Defective work, paid by bank transfer once remedied")],
               notes=["Principal amount withheld for defects"])
        assert _warnings(s) == []
        assert s.sent()["status"] == "Scheduled"
    finalised = [a for a in _activity(s, s.customer) if a["code"] == "FINALISED_SCHEDULE"]
    assert [a["comment"] for a in finalised] == [None]


def test_the_words_count_not_the_amount(scheduled_contract):
    """A line scheduled as claimed with such a reason is still warned of: the reason is what the payee reads."""
    s = scheduled_contract(served="2026-04-01")
    with on_day("2026-04-08"):
        body = s.customer.gql(SAVE, {"input": {
            "contractId": s.id, "number": 1, "claimRev": 1, "version": 0, "dueDate": "2026-05-20",
            "isTaxInvoice": False, "adjustExcl": 0, "adjustTax": 0, "notes": [], "reference": "",
            "lines": [scheduled("b", 500_000, "Paid when paid")],
            "scheduleExcl": 1_662_500, "scheduleTax": 249_375}})
        assert errors_of(body) == []
        assert body["data"]["paymentScheduleUpdate"]["claim"]["schedule"]["payWhenPaidWarnings"] == [
            {"itemId": "b", "note": None, "words": "Paid when paid", "message": S13_WARNING}]


def test_terms_at_a_glance_on_the_list_in_the_same_statements(app, party, module_parties, project):
    supplier, customer = party("Acme Builders"), module_parties("Client Co")  # the supplier's list is counted
    first = project("Site 0", supplier=supplier, customer=customer)
    body = supplier.gql(TERMS, {"input": {"contractId": first.id, "scheduleWorkingDays": 10, "dueKind": "Days",
                                          "dueValue": 14}})
    assert body["data"]["contractTermsUpdate"]["contract"]["paymentTerms"]["atAGlance"] == [
        "schedules in 10 WD", "pays in 14 days"]

    def listed():
        with app.app_context(), count_queries(db.engine) as log:
            edges = supplier.ok(LIST)["projects"]["contracts"]["edges"]
        return log.count, {e["node"]["siteName"]: e["node"]["paymentTerms"]["atAGlance"] for e in edges}

    few, chips = listed()
    assert chips == {"Site 0": ["schedules in 10 WD", "pays in 14 days"]}
    for i in range(1, 3):  # more contracts: a read per contract would show
        project(f"Site {i}", supplier=supplier, customer=customer)
    many, chips = listed()
    assert (many, len(chips)) == (few, 3)
    assert chips["Site 2"] == []  # the Act's defaults: no chip
    # The other party reads the same words.
    theirs = customer.ok(LIST)["projects"]["contracts"]["edges"]
    assert [e["node"]["paymentTerms"]["atAGlance"] for e in theirs if e["node"]["siteName"] == "Site 0"] == [
        ["schedules in 10 WD", "pays in 14 days"]]


CLAIM_ROWS = ("query($box: ClaimBox!) { claimList(box: $box) { claims(first: 50) { edges { node { "
              "claim { number } termsAtAGlance } } } } }")


def test_a_claim_row_shows_the_terms_it_was_served_under(scheduled_project):
    """The home's claim rows: a served claim's chips are the terms it kept when served (changing the contract's
    terms never moves a served claim's dates), a draft's the contract's as they stand."""
    s = scheduled_project(before_send=lambda p: p.supplier.ok(TERMS, {"input": {
        "contractId": p.id, "scheduleWorkingDays": 10, "dueKind": "WorkingDays", "dueValue": 10}}))
    s.supplier.ok(TERMS, {"input": {"contractId": s.id, "scheduleWorkingDays": 15, "dueKind": "DayOfFollowingMonth",
                                    "dueValue": 20}})
    s.p.new_claim()  # claim 2, a draft

    def chips(ws, box):
        edges = ws.ok(CLAIM_ROWS, {"box": box})["claimList"]["claims"]["edges"]
        return {e["node"]["claim"]["number"]: e["node"]["termsAtAGlance"] for e in edges}

    assert chips(s.supplier, "Sent") == {1: ["schedules in 10 WD", "pays in 10 WD"],
                                         2: ["schedules in 15 WD", "pays on the 20th of next month"]}
    assert chips(s.customer, "Inbox") == {1: ["schedules in 10 WD", "pays in 10 WD"]}  # the draft is the supplier's
