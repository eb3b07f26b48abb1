"""The customer's side in Xero: a received claim becomes one draft bill (ACCPAY) for the claimed
amount in the customer's connected organisation; a revision sent again updates it; the payment
schedule brings the same bill to the scheduled amount (or makes it, when Xero was connected after
the claim came). Each party's xeroUrl is its own document: the supplier's sales invoice, the
customer's bill, never the other party's link."""
from sqlalchemy import select

from app.db import db
from app.integrations import posting as posting_service
from app.jobs.models import OutboxItem
from app.jobs.outbox import run_item
from tests.api.factories import CHANGE_TO_DRAFT, CLAIM_SEND, connected, connections, scheduled
from tests.api.factories import party, project, scheduled_project  # noqa: F401  (fixtures)
from tests.api.integrations.conftest import deliver_again, postings

XERO_URL = ("query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) { status xeroUrl "
            "latest { rev invoiceReference dueDate totals { gstExclusive gst } } "
            "schedule { dueDate scheduleExcl scheduleTax } } } } }")
PAYABLE = "https://go.xero.com/AccountsPayable/Edit.aspx?InvoiceID="


def _claim(s, ws):
    return ws.ok(XERO_URL, {"id": s.id, "n": 1})["node"]["claim"]


def _send_schedule(s):
    s.save(lines=[scheduled("a", 800_000, "Defective work")], notes=["Defects to be remedied"])
    s.sent()


def _customer_connected_first(scheduled_project):
    """Claim 1 sent to a customer whose Xero was connected before: (project, its Xero tenant)."""
    remotes = {}
    s = scheduled_project(before_send=lambda p: remotes.update(customer=connected(p.customer)["remoteId"]))
    return s, remotes["customer"]


def _line(bill, name):
    [amount] = [li["LineAmount"] for li in bill["LineItems"] if li["Description"].endswith(f": {name}")]
    return amount


def _claim_jobs_come_late(app, s, xero, run_jobs, remote, *, foundations):
    """Every claim-received job of the customer delivered again (a retry running late): the bill
    keeps what it has, and Xero is not called to change it."""
    updates = xero.calls["invoice_updates"]
    deliver_again(app, s.customer, posting_service.RECEIVED_TASK, "late")
    run_jobs()
    assert _line(xero.invoices[remote][0], "Foundations") == foundations
    assert xero.calls["invoice_updates"] == updates


def test_a_received_claim_becomes_one_draft_bill_for_the_claimed_amount(scheduled_from_acme, xero, run_jobs, app):
    s, remote = _customer_connected_first(scheduled_from_acme)
    run_jobs()
    [bill] = xero.invoices[remote]
    seen = _claim(s, s.customer)
    assert bill["Type"] == "ACCPAY" and bill["Status"] == "DRAFT"  # a claim is not a debt until scheduled
    assert bill["Contact"]["Name"] == "Acme Builders Limited"
    assert bill["InvoiceNumber"] == seen["latest"]["invoiceReference"]  # a bill's Reference in Xero
    assert bill["DueDate"] == seen["latest"]["dueDate"]
    assert round(bill["SubTotal"] * 100) == seen["latest"]["totals"]["gstExclusive"]
    assert round(bill["TotalTax"] * 100) == seen["latest"]["totals"]["gst"]
    assert {li["TaxType"] for li in bill["LineItems"]} == {"INPUT2"}
    assert _line(bill, "Foundations") == 10_000.00  # claimed
    assert seen["xeroUrl"] == f"{PAYABLE}{bill['InvoiceID']}"
    assert _claim(s, s.supplier)["xeroUrl"] is None, "the customer's bill is not the supplier's to see"

    # Sent again (a double click), and every job delivered twice: still the one bill, untouched.
    s.supplier.ok(CLAIM_SEND, {"id": s.id, "n": 1})
    deliver_again(app, s.customer, posting_service.RECEIVED_TASK, "retry")
    deliver_again(app, s.customer, posting_service.TASK, "retry")
    run_jobs()
    assert len(xero.invoices[remote]) == 1
    assert xero.calls["invoices"] == 1 and xero.calls["invoice_updates"] == 0
    [posting] = postings(app, s.customer)
    assert (posting.kind, posting.version, posting.posted_version) == ("ACCPAY", 1, 1)


def test_a_revision_sent_again_updates_the_draft_bill(scheduled_from_acme, xero, run_jobs, app):
    s, remote = _customer_connected_first(scheduled_from_acme)
    run_jobs()
    [made] = xero.invoices[remote]
    s.supplier.ok(CHANGE_TO_DRAFT, {"id": s.id, "n": 1})
    s.p.lines(update=[{"itemId": "a", "amount": 1_200_000, "tax": 180_000}])
    s.p.submitted(1)
    run_jobs()
    [bill] = xero.invoices[remote]
    seen = _claim(s, s.customer)
    assert seen["latest"]["rev"] == 2
    assert bill["InvoiceID"] == made["InvoiceID"] and xero.calls["invoice_updates"] == 1
    assert _line(bill, "Foundations") == 12_000.00
    assert round(bill["SubTotal"] * 100) == seen["latest"]["totals"]["gstExclusive"]
    assert bill["Status"] == "DRAFT"
    assert seen["xeroUrl"] == f"{PAYABLE}{made['InvoiceID']}"

    _claim_jobs_come_late(app, s, xero, run_jobs, remote, foundations=12_000.00)  # revision 1's, retried


def test_the_schedule_brings_the_same_bill_to_the_scheduled_amount(scheduled_from_acme, xero, run_jobs, app):
    s, remote = _customer_connected_first(scheduled_from_acme)
    run_jobs()
    [made] = xero.invoices[remote]
    _send_schedule(s)
    run_jobs()
    [bill] = xero.invoices[remote]
    seen = _claim(s, s.customer)
    assert bill["InvoiceID"] == made["InvoiceID"], "the claim's bill, not a second one"
    assert xero.calls["invoices"] == 1 and xero.calls["invoice_updates"] == 1
    assert bill["Status"] == "DRAFT"  # approving needs the customer's own account codes (app.integrations.posting.bill_of)
    assert bill["DueDate"] == seen["schedule"]["dueDate"]
    assert round(bill["SubTotal"] * 100) == seen["schedule"]["scheduleExcl"]
    assert round(bill["TotalTax"] * 100) == seen["schedule"]["scheduleTax"]
    assert _line(bill, "Foundations") == 8_000.00  # scheduled, not the 10,000.00 claimed
    assert any(li["Description"].endswith(": Adjustment") for li in bill["LineItems"])  # the retention kept
    assert seen["xeroUrl"] == f"{PAYABLE}{made['InvoiceID']}"

    _claim_jobs_come_late(app, s, xero, run_jobs, remote, foundations=8_000.00)  # the schedule's amounts stand


def test_a_schedule_before_any_bill_makes_it(scheduled_from_acme, xero, run_jobs, app):
    s = scheduled_from_acme()
    run_jobs()  # the claim came while the customer's Xero was not connected
    remote = connected(s.customer)["remoteId"]
    run_jobs()
    assert xero.calls["invoices"] == 0 and postings(app, s.customer) == []
    _send_schedule(s)
    run_jobs()
    [bill] = xero.invoices[remote]
    seen = _claim(s, s.customer)
    assert bill["Type"] == "ACCPAY" and bill["Status"] == "DRAFT"
    assert bill["Contact"]["Name"] == "Acme Builders Limited"
    assert bill["InvoiceNumber"] == seen["latest"]["invoiceReference"]
    assert bill["DueDate"] == seen["schedule"]["dueDate"]
    assert round(bill["SubTotal"] * 100) == seen["schedule"]["scheduleExcl"]
    assert round(bill["TotalTax"] * 100) == seen["schedule"]["scheduleTax"]
    assert _line(bill, "Foundations") == 8_000.00
    assert seen["xeroUrl"] == f"{PAYABLE}{bill['InvoiceID']}"
    assert _claim(s, s.supplier)["xeroUrl"] is None


def test_each_party_sees_its_own_document_and_keeps_it_in_its_own_books(scheduled_project, party, xero, run_jobs, app):
    remotes = {}

    def connect_both(p):  # to two different Xero organisations, as two businesses have
        remotes["supplier"], remotes["customer"] = (connected(p.supplier, remote=0)["remoteId"],
                                                    connected(p.customer, remote=1)["remoteId"])

    s = scheduled_project(before_send=connect_both)
    run_jobs()
    [invoice] = xero.invoices[remotes["supplier"]]
    [bill] = xero.invoices[remotes["customer"]]
    assert invoice["Type"] == "ACCREC" and bill["Type"] == "ACCPAY"
    assert _claim(s, s.supplier)["xeroUrl"].endswith(f"AccountsReceivable/View.aspx?InvoiceID={invoice['InvoiceID']}")
    assert _claim(s, s.customer)["xeroUrl"] == f"{PAYABLE}{bill['InvoiceID']}"
    assert [p.kind for p in postings(app, s.supplier)] == ["ACCREC"]
    assert [p.kind for p in postings(app, s.customer)] == ["ACCPAY"]
    outsider = party("Nosy Parker")
    assert outsider.ok(XERO_URL, {"id": s.id, "n": 1})["node"] is None
    assert postings(app, outsider) == []


def test_a_failed_bill_is_retried_shown_to_the_customer_and_never_stops_the_claim(scheduled_from_acme, xero, run_jobs,
                                                                                  app, dev_mail):
    remotes = {}

    def connect_and_break(p):
        remotes["customer"] = connected(p.customer)["remoteId"]
        xero.invoice_failures = 1

    s = scheduled_from_acme(before_send=connect_and_break)
    run_jobs()
    assert _claim(s, s.customer)["status"] == "Sent" and _claim(s, s.customer)["xeroUrl"] is None
    assert dev_mail(to=s.customer.email), "the claim was emailed all the same"
    [connection] = connections(s.customer)
    assert connection["lastError"].startswith("Bill for claim ") and "not created in Xero" in connection["lastError"]
    with app.app_context():
        row = db.session.scalars(select(OutboxItem).where(OutboxItem.task == posting_service.TASK,
                                                          OutboxItem.org_id == s.customer.org["id"])).one()
        assert row.done_at is None and row.attempts == 1
        assert run_item(row.id) == "done"  # RQ's retry, run now
    [bill] = xero.invoices[remotes["customer"]]
    assert _claim(s, s.customer)["xeroUrl"] == f"{PAYABLE}{bill['InvoiceID']}"
    assert connections(s.customer)[0]["lastError"] is None


def test_sending_the_schedule_twice_makes_one_bill(scheduled_from_acme, xero, run_jobs):
    s = scheduled_from_acme()
    remote = connected(s.customer)["remoteId"]
    _send_schedule(s)
    s.sent()  # a double click: the schedule is sent already
    run_jobs()
    assert len(xero.invoices[remote]) == 1
    assert xero.calls["invoices"] == 1


def test_a_customer_named_by_email_is_a_stand_in_with_no_books_so_no_bill_is_promised_to_it(
        app, party, xero, run_jobs):
    """Until its people join, a customer named by email has no workspace (no schema, no Xero): the
    supplier's claim promises it nothing, and no job fails trying to open its books."""
    from tests.api.factories import CREATE, Project, by_slug, project_input, submitted

    supplier = party("Acme Builders")
    connected(supplier)
    contract = supplier.ok(CREATE, {"input": project_input(customer_emails=["cleo-standin@example.com"],
                                                           customer_contact={"entityName": "Their Client Ltd"})}
                           )["contractCreate"]["contract"]
    p = Project(supplier, None, by_slug(supplier, contract))
    submitted(p, 1)
    run_jobs()
    from graphql_relay import from_global_id

    from app.contracts.models import CUSTOMER, ContractOrg

    with app.app_context():
        stand_in = db.session.scalar(select(ContractOrg.org_id).where(
            ContractOrg.contract_id == int(from_global_id(p.id)[1]), ContractOrg.relation == CUSTOMER))
        promised = db.session.scalars(select(OutboxItem.task).where(OutboxItem.org_id == stand_in)).all()
    assert stand_in is not None and promised == []
