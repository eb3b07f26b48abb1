"""Suppliers not registered for GST (issue 34): the business details say so ('Not registered'), and
such a supplier's claim has no GST anywhere — its totals, the screen's fields, the PDF, the email,
the exports, the Xero posting, the statutory facts and the payment schedule — and is titled
'Payment claim', never 'Tax invoice'. A claim keeps the treatment it was sent with; a draft follows
the supplier's current status. A registered supplier's claim is a tax invoice only when it shows
the supplier's GST number."""
import re
import subprocess

from tests.api.factories import (  # noqa: F401  (exported: a fixture)
    ARTIFACTS, PERIOD, connected, exported, gst, line, org_gid, pdf_text, pdf_url, rendered,
)

BUSINESS = """
mutation($input: OrganisationBusinessUpdateInput!) {
  organisationBusinessUpdate(input: $input) { contact { gstNumber gstRegistered } }
}
"""
REVISION = "gstRegistered heading amountExcl tax netPayment totals { gst gstLabel chargesGst netPayment lines { label amount } }"
CLAIM = """
query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) {
  status standing { claimed payable } draft { %s } latest { %s }
} } } }
""" % (REVISION, REVISION)
SCHEDULE_UPDATE = ("mutation($input: PaymentScheduleUpdateInput!) { paymentScheduleUpdate(input: $input) "
                   "{ claim { schedule { scheduleExcl scheduleTax claimedExcl claimedTax version } } } }")
SCHEDULE_SEND = ("mutation($id: ID!, $n: Int!) { paymentScheduleSend(input: {contractId: $id, number: $n}) "
                 "{ claim { status schedule { scheduleTax } } } }")
VALID_GST = "49-091-850"
NO_GST_LINES = ["Less Retentions", "Subtotal", "Less Previous", "Net payment"]
WITH_GST_LINES = ["Less Retentions", "Subtotal", "Less Previous", "GST Exclusive Amount", "GST @ 15%", "Net payment"]


def set_status(ws, registered: bool, number: str | None = None) -> dict:
    name = ws.org["name"] if "name" in ws.org else "Acme Builders"
    data = {"orgId": org_gid(ws), "entityName": f"{name} Limited", "address": "1 Main Road, Auckland",
            "gstRegistered": registered, "gstNumber": number}
    return ws.ok(BUSINESS, {"input": data})["organisationBusinessUpdate"]["contact"]


def claim_of(p, n=1, ws=None) -> dict:
    return (ws or p.supplier).ok(CLAIM, {"id": p.id, "n": n})["node"]["claim"]


def build_claim(p, *, tax=0):
    """Claim 1's draft: 10,000.00 and 4,000.00 of work, 5% retention (665.00 excl. GST held back)."""
    p.new_claim()
    p.lines(create=[line("a", "Foundations", 5_000_000, amount=1_000_000, tax=tax and gst(1_000_000)),
                    line("b", "Framing", 1_000_000, percentComplete=4000)],
            retentionFormula={"marginalRates": [{"rate": 5_000_000}]})
    p.patch(1, {**PERIOD, "date": "2026-03-31"})


def test_business_details_say_whether_the_organisation_is_registered(project):
    p = project()
    assert set_status(p.supplier, True, VALID_GST) == {"gstNumber": "049-091-850", "gstRegistered": True}
    # 'Not registered' empties the number (spec 1 section 5).
    assert set_status(p.supplier, False, VALID_GST) == {"gstNumber": None, "gstRegistered": False}
    # Left out, the status stays; a number given makes it registered.
    data = {"orgId": org_gid(p.supplier), "entityName": "Acme Builders Limited"}
    assert p.supplier.ok(BUSINESS, {"input": data})["organisationBusinessUpdate"]["contact"]["gstRegistered"] is False
    data["gstNumber"] = VALID_GST
    assert p.supplier.ok(BUSINESS, {"input": data})["organisationBusinessUpdate"]["contact"] == {
        "gstNumber": "049-091-850", "gstRegistered": True}


def test_a_claim_of_a_supplier_not_registered_has_no_gst_anywhere(project, run_jobs, dev_mail, tmp_path, xero,
                                                                  exported, app):
    p = project()
    remote = connected(p.supplier)["remoteId"]
    set_status(p.supplier, False)
    build_claim(p)
    draft = claim_of(p)["draft"]
    # 10,000 + 4,000 = 14,000.00 claimed, less 5% retention (700.00): 13,300.00, and nothing added.
    assert draft["gstRegistered"] is False and draft["heading"] == "Payment claim"
    assert (draft["amountExcl"], draft["tax"], draft["netPayment"]) == (1_330_000, 0, 1_330_000)
    assert draft["totals"]["chargesGst"] is False and draft["totals"]["gstLabel"] == ""
    assert [t["label"] for t in draft["totals"]["lines"]] == NO_GST_LINES

    body = p.submit(1)
    assert "errors" not in body, body["errors"]
    run_jobs()
    claim = claim_of(p)
    latest = claim["latest"]
    assert (latest["amountExcl"], latest["tax"], latest["netPayment"], latest["heading"]) == (
        1_330_000, 0, 1_330_000, "Payment claim")
    # The statutory facts read the one claimed amount: here without GST (s 22's payable too).
    assert claim["standing"]["claimed"] == claim["standing"]["payable"] == 1_330_000
    assert claim_of(p, ws=p.customer)["latest"]["totals"]["lines"][-1] == {"label": "Net payment", "amount": 1_330_000}

    # The PDF: 'Payment claim', no tax invoice, and no GST at all.
    served = body["data"]["claimSubmit"]["claim"]
    pdf = rendered(p.customer, pdf_url(served, sid=p.customer.account_id, org=p.customer.org["slug"]), run_jobs)
    text = " ".join(pdf_text(pdf.data, tmp_path).split())
    assert "PAYMENT CLAIM 1 Main Road" in text and "13,300.00" in text  # the heading is in capitals
    assert "GST" not in text and "Tax invoice" not in text and "tax invoice" not in text.lower()
    ARTIFACTS.mkdir(exist_ok=True)  # page 1 as an image, kept for people to look at
    (ARTIFACTS / "claim-no-gst.pdf").write_bytes(pdf.data)
    subprocess.run(["pdftoppm", "-png", "-r", "80", "-f", "1", "-l", "1", str(ARTIFACTS / "claim-no-gst.pdf"),
                    str(ARTIFACTS / "claim-no-gst-page")], check=True)

    # The email: the claimed amount without GST, and nothing of GST in either body.
    [mail] = [m for m in dev_mail(to=p.customer.email) if "Payment claim from" in m["subject"]]
    assert "$13,300.00" in mail["subject"]
    assert "Claimed amount: $13,300.00\n" in mail["text"]
    for part in (mail["subject"], mail["text"], mail["html"]):
        assert "GST" not in part and "Tax invoice" not in part

    # The exports: the claim's tax and every line's are nil.
    [row] = [r for r in exported(p.supplier) if r["number"] == "1"]
    assert (row["claimExcl"], row["claimTax"]) == ("13300.00", "0.00")
    assert {r["tax"] for r in exported(p.supplier, "ledger", contract=p.id)} == {"0.00"}

    # Xero: the sales invoice carries 'No GST' on every line.
    [invoice] = xero.invoices[remote]
    assert {li["TaxType"] for li in invoice["LineItems"]} == {"NONE"}
    assert invoice["TotalTax"] == 0 and round(invoice["SubTotal"] * 100) == 1_330_000


def test_changing_the_status_never_changes_a_claim_already_sent(project, run_jobs, tmp_path):
    p = project()
    set_status(p.supplier, True, VALID_GST)
    build_claim(p, tax=1)
    sent = p.submitted(1)
    assert sent["latest"]["tax"] == gst(1_330_000)
    set_status(p.supplier, False)
    claim = claim_of(p)
    # Claim 1 keeps its GST and its title, for both sides.
    for ws in (p.supplier, p.customer):
        latest = claim_of(p, ws=ws)["latest"]
        assert latest["gstRegistered"] is True and latest["tax"] == gst(1_330_000)
        assert latest["totals"]["gst"] == gst(1_330_000)
        assert [t["label"] for t in latest["totals"]["lines"]] == WITH_GST_LINES
        assert latest["heading"] == "Payment claim \u00b7 Tax invoice"
    pdf = rendered(p.customer, pdf_url(sent, sid=p.customer.account_id, org=p.customer.org["slug"]), run_jobs)
    text = " ".join(pdf_text(pdf.data, tmp_path).split())
    assert "PAYMENT CLAIM \u00b7 TAX INVOICE" in text and "GST @ 15%" in text and "049-091-850" in text
    assert claim["standing"]["claimed"] == 1_330_000 + gst(1_330_000)

    # Claim 2's draft follows the status as it is now, and follows it back.
    p.new_claim()
    p.lines(update=[{"itemId": "b", "percentComplete": 6000, "type": "BaseContract"}])
    draft = claim_of(p, 2)["draft"]
    assert (draft["gstRegistered"], draft["tax"], draft["heading"]) == (False, 0, "Payment claim")
    set_status(p.supplier, True, VALID_GST)
    draft = claim_of(p, 2)["draft"]
    # 2,000.00 more of Framing, less 5%: 1,900.00 with 285.00 GST.
    assert (draft["gstRegistered"], draft["amountExcl"], draft["tax"]) == (True, 190_000, gst(190_000))
    assert claim_of(p)["latest"]["tax"] == gst(1_330_000)


def test_a_registered_supplier_s_claim_is_a_tax_invoice_only_with_its_gst_number(project):
    p = project()
    build_claim(p, tax=1)
    # Registered, but no number typed yet: a payment claim with GST, not a tax invoice.
    draft = claim_of(p)["draft"]
    assert (draft["gstRegistered"], draft["tax"], draft["heading"]) == (True, gst(1_330_000), "Payment claim")
    set_status(p.supplier, True, VALID_GST)
    assert claim_of(p)["draft"]["heading"] == "Payment claim \u00b7 Tax invoice"


def test_a_line_priced_with_gst_by_a_screen_opened_before_is_stored_without(project, exported):
    """A client that still computed GST at the contract's rate: the server decides there is none."""
    p = project()
    set_status(p.supplier, False)
    p.new_claim()
    p.lines(create=[line("a", "Foundations", 5_000_000, amount=1_000_000, tax=gst(1_000_000))])
    assert claim_of(p)["draft"]["tax"] == 0
    assert {r["tax"] for r in exported(p.supplier, "ledger", contract=p.id)} == {"0.00"}
    body = p.update(create=[line("b", "Framing", 1_000, amount=1_000, tax=7)])
    assert re.search(r"tax|GST", body["errors"][0]["message"], re.IGNORECASE), body


def test_the_schedule_of_a_claim_without_gst_has_none(project, run_jobs, dev_mail, tmp_path):
    p = project()
    set_status(p.customer, True, VALID_GST)
    set_status(p.supplier, False)
    build_claim(p)
    p.submitted(1)
    # Sent without GST, it stays so when the supplier registers later.
    set_status(p.supplier, True, VALID_GST)
    data = {"contractId": p.id, "number": 1, "claimRev": 1, "version": 0, "dueDate": "2026-05-20",
            "isTaxInvoice": False, "lines": [{"itemId": "a", "scheduled": 800_000, "reason": "Defective work"}],
            "adjustExcl": 0, "adjustTax": 5_00, "notes": ["Defects"], "reference": ""}
    # 12,000 scheduled less 5% retention (600.00): 11,400.00; GST nil.
    data["scheduleExcl"], data["scheduleTax"] = 1_140_000, 5_00
    body = p.customer.gql(SCHEDULE_UPDATE, {"input": data})
    assert body["errors"][0]["message"] == "The supplier is not registered for GST: the adjustment has no GST"
    assert body["errors"][0]["extensions"]["field"] == "adjustTax"
    data.update(adjustTax=0, scheduleTax=0)
    schedule = p.customer.ok(SCHEDULE_UPDATE, {"input": data})["paymentScheduleUpdate"]["claim"]["schedule"]
    assert (schedule["scheduleExcl"], schedule["scheduleTax"], schedule["claimedExcl"], schedule["claimedTax"]) == (
        1_140_000, 0, 1_330_000, 0)
    # A buyer-created tax invoice is refused: there is no taxable supply to give information for.
    data.update(isTaxInvoice=True, version=schedule["version"])
    p.customer.ok(SCHEDULE_UPDATE, {"input": data})
    body = p.customer.gql(SCHEDULE_SEND, {"id": p.id, "n": 1})
    assert "The supplier is not registered for GST: send the payment schedule as 'Not a tax invoice'" in \
        body["errors"][0]["message"]
    data.update(isTaxInvoice=False, version=schedule["version"] + 1)
    p.customer.ok(SCHEDULE_UPDATE, {"input": data})
    sent = p.customer.ok(SCHEDULE_SEND, {"id": p.id, "n": 1})["paymentScheduleSend"]["claim"]
    assert sent["status"] == "Scheduled" and sent["schedule"]["scheduleTax"] == 0
    run_jobs()
    [mail] = [m for m in dev_mail(to=p.supplier.email) if m["subject"].startswith("Payment schedule from")]
    assert "Scheduled amount: $11,400.00\n" in mail["text"] and "claiming $13,300.00\n" in mail["text"]
    for part in (mail["subject"], mail["text"], mail["html"]):
        assert "excluding GST" not in part and "GST:" not in part and "including GST" not in part
    assert "Not a tax invoice" in mail["text"]


def test_the_schedule_errors_of_a_claim_without_gst_say_no_gst(project):
    """The totals-changed and below-nil refusals name the amount with no GST basis when the claim
    charges none (tests/api/schedules/test_draft.py and tests/api/payments/test_standing.py hold the
    words with GST)."""
    p = project()
    set_status(p.supplier, False)
    build_claim(p)
    p.submitted(1)
    data = {"contractId": p.id, "number": 1, "claimRev": 1, "version": 0, "dueDate": "2026-05-20",
            "isTaxInvoice": False, "lines": [{"itemId": "a", "scheduled": 800_000, "reason": "Defective work"}],
            "adjustExcl": 0, "adjustTax": 0, "notes": ["Defects"], "reference": "",
            "scheduleExcl": 1_000_000, "scheduleTax": 0}
    body = p.customer.gql(SCHEDULE_UPDATE, {"input": data})
    assert body["errors"][0]["message"] == ("The totals have changed: the schedule comes to $11,400.00. Reload to "
                                            "see the amounts it will pay.")
    assert body["errors"][0]["extensions"]["code"] == "TOTALS_MISMATCH"
    # Every line at nil and a set-off of 2,000.00: below nil, refused at send.
    data.update(lines=[{"itemId": "a", "scheduled": 0, "reason": "Not done"},
                       {"itemId": "b", "scheduled": 0, "reason": "Not done"}],
                adjustExcl=-200_000, scheduleExcl=-200_000)
    p.customer.ok(SCHEDULE_UPDATE, {"input": data})
    body = p.customer.gql(SCHEDULE_SEND, {"id": p.id, "n": 1})
    assert body["errors"][0]["message"] == ("The scheduled amount cannot be less than nil: this schedule comes to "
                                            "\u2013$2,000.00. A set-off can reduce the payment to nil at most")
    assert body["errors"][0]["extensions"]["field"] == "scheduleExcl"


def test_a_sent_claim_shows_the_gst_number_it_was_sent_with(project):
    """ClaimRevision.supplierGstNumber, what the claim screen's letterhead and From block show: the number
    frozen when the claim was sent, not the supplier's number of today; a draft shows today's."""
    numbers = "query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) { " \
              "draft { supplierGstNumber heading } latest { supplierGstNumber heading } } } } }"
    p = project()
    set_status(p.supplier, True, VALID_GST)
    build_claim(p, tax=1)
    p.submitted(1)
    set_status(p.supplier, True, "049-091-869")
    p.new_claim()
    for ws in (p.supplier, p.customer):
        sent = ws.ok(numbers, {"id": p.id, "n": 1})["node"]["claim"]["latest"]
        assert sent == {"supplierGstNumber": "049-091-850", "heading": "Payment claim \u00b7 Tax invoice"}
    draft = p.supplier.ok(numbers, {"id": p.id, "n": 2})["node"]["claim"]["draft"]
    assert draft["supplierGstNumber"] == "049-091-869"
    # Not registered now: the sent claim still shows the number it was sent with; a draft shows none.
    set_status(p.supplier, False)
    assert p.customer.ok(numbers, {"id": p.id, "n": 1})["node"]["claim"]["latest"]["supplierGstNumber"] == "049-091-850"
    assert p.supplier.ok(numbers, {"id": p.id, "n": 2})["node"]["claim"]["draft"]["supplierGstNumber"] is None
