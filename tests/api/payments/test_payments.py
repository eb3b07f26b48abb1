"""claimPaymentRecord: either side records its own payments, part payments are records, a correction
is a new record, a retried request records once, bad input is refused beside its field, and no
other organisation reaches a claim's payments. The spec's toggles (claimMarkPaid, claimSetPaying)
are records too."""
from app.domain.working_days import today_in_auckland
from tests.api.factories import MARK_PAID, SET_PAYING, claim_activity, errors_of, kinds
from tests.api.payments.conftest import CLAIM, RECORD, record

CLAIMED = 1_911_875


def claim(s, ws):
    return ws.ok(CLAIM, {"id": s.id, "n": s.number})["node"]["claim"]


def field_of(body) -> str:
    return body["errors"][0]["extensions"]["field"]


def test_each_side_records_its_own_and_the_other_sees_it(scheduled_contract):
    s = scheduled_contract()
    today = today_in_auckland().isoformat()
    assert claim(s, s.customer)["viewerCanRecordPayment"] and claim(s, s.supplier)["viewerCanRecordPayment"]
    sent = record(s, s.customer, today, 500_000, reference="EFT 42")["data"]["claimPaymentRecord"]["claim"]
    assert (sent["isPaying"], sent["isPaid"]) == (True, False)
    seen = claim(s, s.supplier)
    assert [(p["side"], p["amount"], p["reference"], p["viewerCanCorrect"]) for p in seen["payments"]] == [
        ("Payer", 500_000, "EFT 42", False)]  # the supplier sees it, and cannot correct the customer's record
    assert {"text": "Payment in progress", "tone": "info"} in seen["standing"]["badges"]
    record(s, s.supplier, today, 500_000)
    record(s, s.supplier, today, CLAIMED - 500_000)  # the rest, in a second part
    paid = claim(s, s.customer)
    assert (paid["isPaid"], paid["isPaying"], paid["standing"]["outstanding"]) == (True, False, 0)
    assert paid["standing"]["paidToPayee"] == CLAIMED and paid["standing"]["amountsDiffer"] is True
    assert kinds(claim_activity(s.supplier, s.p.claim(1)["id"]))[:3] == [
        "recorded Payment received", "recorded Payment received", "recorded Payment sent"]


def test_a_correction_is_a_new_record_and_zero_withdraws(scheduled_contract):
    s = scheduled_contract()
    today = today_in_auckland().isoformat()
    first = record(s, s.supplier, today, 1_000_000)["data"]["claimPaymentRecord"]["claim"]["payments"][0]
    corrected = record(s, s.supplier, today, 900_000, correctsId=first["id"])["data"]["claimPaymentRecord"]["claim"]
    assert [(p["amount"], p["isCorrected"], p["correctsId"]) for p in corrected["payments"]] == [
        (1_000_000, True, None), (900_000, False, first["id"])]
    assert corrected["standing"]["received"] == 900_000
    again = record(s, s.supplier, today, 800_000, correctsId=first["id"])
    assert errors_of(again) == ["This payment has already been corrected"] and field_of(again) == "correctsId"
    withdrawn = record(s, s.supplier, today, 0, correctsId=corrected["payments"][1]["id"])
    assert withdrawn["data"]["claimPaymentRecord"]["claim"]["standing"]["received"] == 0
    # The customer cannot correct the supplier's record, nor name one of another claim.
    mine = record(s, s.supplier, today, 100_000)["data"]["claimPaymentRecord"]["claim"]["payments"][-1]
    assert errors_of(record(s, s.customer, today, 1, correctsId=mine["id"])) == [
        "Only the side that recorded a payment can correct it"]
    assert errors_of(record(s, s.supplier, today, 1, correctsId="999999999")) == ["Payment not found"]
    assert errors_of(record(s, s.supplier, today, 1, correctsId="not a number")) == ["Payment not found"]


def test_bad_input_is_refused_beside_its_field_and_nothing_is_written(scheduled_contract):
    s = scheduled_contract()
    today = today_in_auckland()
    for amount, message in ((0, "The amount must be more than nil"), (-5, "The amount must be more than nil"),
                            (2**53, "Amount is too large")):
        body = record(s, s.supplier, today.isoformat(), amount)
        if amount == 2**53:  # beyond what the Cents scalar takes: refused before the service
            assert "errors" in body and body["data"] is None
            continue
        assert errors_of(body) == [message] and field_of(body) == "amount"
    future = today.replace(year=today.year + 1).isoformat()
    body = record(s, s.supplier, future, 100)
    assert errors_of(body) == ["The payment date cannot be in the future"] and field_of(body) == "paidOn"
    assert errors_of(record(s, s.supplier, "1999-12-31", 100)) == ["The payment date is before 2000"]
    body = record(s, s.supplier, today.isoformat(), 100, reference="x" * 101)
    assert errors_of(body) == ["Reference must be at most 100 characters"] and field_of(body) == "reference"
    assert claim(s, s.supplier)["payments"] == []


def test_a_retried_request_records_once(scheduled_contract):
    s = scheduled_contract()
    today = today_in_auckland().isoformat()
    for _ in range(3):
        assert "errors" not in record(s, s.customer, today, 250_000, requestKey="dialog-1")
    assert [p["amount"] for p in claim(s, s.customer)["payments"]] == [250_000]
    record(s, s.customer, today, 250_000, requestKey="dialog-2")
    assert claim(s, s.customer)["standing"]["paidByPayer"] == 500_000


def test_who_may_record(scheduled_contract, module_parties, contract):
    s = scheduled_contract()
    today = today_in_auckland().isoformat()
    viewer = s.supplier.add_member(permissions=["ProgressClaims", "ContractView", "ContractComment"])
    assert claim(s, viewer)["viewerCanRecordPayment"] is False
    assert errors_of(record(s, viewer, today, 100)) == ["You do not have permission"]
    outsider = module_parties("Other Co")
    assert errors_of(record(s, outsider, today, 100)) == ["Contract not found"]
    p = contract()
    p.new_claim()  # a draft: nothing to pay yet, and the customer does not see it
    draft = {"contractId": p.id, "number": 1, "paidOn": today, "amount": 100}
    assert errors_of(p.supplier.gql(RECORD, {"input": draft})) == ["This claim has not been submitted yet"]
    assert errors_of(p.customer.gql(RECORD, {"input": draft})) == ["Claim not found"]


def test_the_toggles_are_records(scheduled_contract):
    s = scheduled_contract()
    assert s.customer.ok(SET_PAYING, {"id": s.id, "n": 1, "p": True})["claimSetPaying"]["claim"]["isPaying"]
    payments = claim(s, s.supplier)["payments"]
    assert [(p["side"], p["amount"], p["note"]) for p in payments] == [("Payer", CLAIMED, "Marked payment as sent")]
    assert s.supplier.ok(MARK_PAID, {"id": s.id, "n": 1, "p": True})["claimMarkPaid"]["claim"]["isPaid"]
    assert s.supplier.ok(MARK_PAID, {"id": s.id, "n": 1, "p": True})["claimMarkPaid"]["claim"]["isPaid"]  # once
    assert [p["note"] for p in claim(s, s.supplier)["payments"]] == ["Marked payment as sent", "Marked as paid"]
    assert s.supplier.ok(MARK_PAID, {"id": s.id, "n": 1, "p": False})["claimMarkPaid"]["claim"]["isPaid"] is False
    unpaid = claim(s, s.supplier)
    assert [(p["amount"], p["isCorrected"]) for p in unpaid["payments"]] == [
        (CLAIMED, False), (CLAIMED, True), (0, False)]
    assert unpaid["isPaying"] is True  # the customer's record still says it was sent
    entries = claim_activity(s.supplier, s.p.claim(1)["id"])
    assert kinds(entries)[:3] == ["marked as Unpaid", "marked as Paid", "recorded Payment sent"]
    assert entries[1]["comment"].startswith("$19,118.75 on ")


VIEWER = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  viewerPaymentSide viewerOutstanding standing { outstanding }
} } } }
"""


def viewer_fields(s, ws) -> tuple:
    c = ws.ok(VIEWER, {"id": s.id, "n": s.number})["node"]["claim"]
    return c["viewerPaymentSide"], c["viewerOutstanding"], c["standing"]["outstanding"]


def test_each_side_is_told_its_side_and_what_remains_by_its_own_records(scheduled_contract):
    """The record-payment dialog's default: the payee's outstanding, the payer's yet to be sent."""
    s = scheduled_contract()
    today = today_in_auckland().isoformat()
    assert viewer_fields(s, s.supplier) == ("Payee", CLAIMED, CLAIMED)
    assert viewer_fields(s, s.customer) == ("Payer", CLAIMED, CLAIMED)
    record(s, s.customer, today, 1_000_000)
    assert viewer_fields(s, s.customer) == ("Payer", CLAIMED - 1_000_000, CLAIMED)
    assert viewer_fields(s, s.supplier) == ("Payee", CLAIMED, CLAIMED)  # not received until the payee says so
    record(s, s.supplier, today, 400_000)
    assert viewer_fields(s, s.supplier) == ("Payee", CLAIMED - 400_000, CLAIMED - 400_000)
    record(s, s.supplier, today, CLAIMED)  # more than payable: nothing remains, never below nil
    assert viewer_fields(s, s.supplier) == ("Payee", 0, 0)
    viewer = s.supplier.add_member(permissions=["ProgressClaims", "ContractView", "ContractComment"])
    assert viewer_fields(s, viewer) == (None, None, 0)
