"""The customer's side in Xero: sending a payment schedule makes one bill (ACCPAY) for the scheduled
amount in the customer's connected organisation, and each party's xeroUrl is its own document: the
supplier's sales invoice, the customer's bill, never the other party's link."""
from tests.api.integrations.conftest import connected
from tests.api.claims.conftest import project  # noqa: F401  (fixture)
from tests.api.schedules.conftest import scheduled, scheduled_project  # noqa: F401  (fixture)

XERO_URL = ("query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) { xeroUrl "
            "latest { invoiceReference } schedule { dueDate scheduleExcl scheduleTax } } } } }")


def _claim(s, ws):
    return ws.ok(XERO_URL, {"id": s.id, "n": 1})["node"]["claim"]


def _send_schedule(s):
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["Defects to be remedied"])
    s.sent()


def test_a_sent_schedule_becomes_one_bill_for_the_scheduled_amount(scheduled_project, xero, run_jobs):
    s = scheduled_project()
    remote = connected(s.customer)["remoteId"]
    run_jobs()
    assert xero.calls["invoices"] == 0, "a received claim is not a bill until it is scheduled"
    _send_schedule(s)
    run_jobs()
    [bill] = xero.invoices[remote]
    seen = _claim(s, s.customer)
    assert bill["Type"] == "ACCPAY" and bill["Status"] == "DRAFT"
    assert bill["Contact"]["Name"] == "Acme Builders Limited"
    assert bill["Reference"] == seen["latest"]["invoiceReference"]
    assert bill["DueDate"] == seen["schedule"]["dueDate"]
    assert round(bill["SubTotal"] * 100) == seen["schedule"]["scheduleExcl"]
    assert round(bill["TotalTax"] * 100) == seen["schedule"]["scheduleTax"]
    assert {li["TaxType"] for li in bill["LineItems"]} == {"INPUT2"}
    foundations = [li for li in bill["LineItems"] if li["Description"].endswith(": Foundations")]
    assert [li["LineAmount"] for li in foundations] == [8_000.00]  # scheduled, not the 10,000.00 claimed
    assert any(li["Description"].endswith(": Adjustment") for li in bill["LineItems"])  # the retention kept
    assert seen["xeroUrl"] == f"https://go.xero.com/AccountsPayable/Edit.aspx?InvoiceID={bill['InvoiceID']}"
    assert _claim(s, s.supplier)["xeroUrl"] is None, "the customer's bill is not the supplier's to see"


def test_each_party_sees_its_own_document(scheduled_project, xero, run_jobs):
    remotes = {}

    def connect_both(p):  # to two different Xero organisations, as two businesses have
        remotes["supplier"], remotes["customer"] = (connected(p.supplier, remote=0)["remoteId"],
                                                    connected(p.customer, remote=1)["remoteId"])

    s = scheduled_project(before_send=connect_both)
    supplier_remote, customer_remote = remotes["supplier"], remotes["customer"]
    _send_schedule(s)
    run_jobs()
    [invoice] = xero.invoices[supplier_remote]
    [bill] = xero.invoices[customer_remote]
    assert invoice["Type"] == "ACCREC" and bill["Type"] == "ACCPAY"
    assert _claim(s, s.supplier)["xeroUrl"].endswith(f"AccountsReceivable/View.aspx?InvoiceID={invoice['InvoiceID']}")
    assert _claim(s, s.customer)["xeroUrl"].endswith(f"AccountsPayable/Edit.aspx?InvoiceID={bill['InvoiceID']}")


def test_sending_the_schedule_twice_makes_one_bill(scheduled_project, xero, run_jobs):
    s = scheduled_project()
    remote = connected(s.customer)["remoteId"]
    _send_schedule(s)
    s.sent()  # a double click: the schedule is sent already
    run_jobs()
    assert len(xero.invoices[remote]) == 1
    assert xero.calls["invoices"] == 1
