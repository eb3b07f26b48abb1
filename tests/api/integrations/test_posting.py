"""Posting a sent claim to Xero: an outbox job makes the sales invoice (ACCREC) once per claim and
revision, with the claim's lines, our GST and the invoice reference; the supplier's xeroUrl links it.
Failures are retried and shown on the Integrations page; they never stop the claim being sent."""
import logging

from sqlalchemy import select, update

from app.db import db
from app.integrations import posting as posting_service, tokens
from app.integrations.models import Posting
from app.jobs.models import OutboxItem
from app.jobs.outbox import promise, run_item
from tenants.context import tenant_context
from tests.api.factories import CLAIM_SEND, PERIOD, callback, connected, connections, gst, line, start
from tests.api.factories import project  # noqa: F401  (fixtures)
from tests.api.integrations.conftest import postings

XERO_URL = "query($id: ID!, $n: Int!) { node(id: $id) { ... on Contract { claim(number: $n) { status xeroUrl latest { invoiceReference } } } } }"


def _sent_claim(p):
    p.new_claim()
    p.lines(create=[line("a", "Earthworks", 100_000, amount=50_000, tax=gst(50_000)),
                    line("b", "Drainage", 30_001, amount=30_001, tax=gst(30_001))])
    p.patch(1, PERIOD)
    return p.submitted(1)


def _claim(p, ws=None):
    return (ws or p.supplier).ok(XERO_URL, {"id": p.id, "n": 1})["node"]["claim"]


def test_a_sent_claim_becomes_one_sales_invoice_with_its_lines_gst_and_reference(project, module_parties, xero,
                                                                                 run_jobs):
    p = project(customer=module_parties("Client Co"))  # the customer's Xero: never connected
    remote = connected(p.supplier)["remoteId"]
    claim = _sent_claim(p)
    run_jobs()
    [invoice] = xero.invoices[remote]
    assert invoice["Type"] == "ACCREC" and invoice["Status"] == "DRAFT"
    assert invoice["Reference"] == claim["latest"]["invoiceReference"]
    assert invoice["Contact"]["Name"] == "Client Co Limited"
    descriptions = [li["Description"] for li in invoice["LineItems"]]
    assert any(d.endswith(": Earthworks") for d in descriptions) and any(d.endswith(": Drainage") for d in descriptions)
    assert invoice["SubTotal"] * 100 == claim["latest"]["totals"]["gstExclusive"] == 80_001
    assert round(invoice["TotalTax"] * 100) == claim["latest"]["totals"]["gst"]
    assert {li["TaxType"] for li in invoice["LineItems"]} == {"OUTPUT2"}
    seen = _claim(p)
    assert seen["xeroUrl"] == f"https://go.xero.com/AccountsReceivable/View.aspx?InvoiceID={invoice['InvoiceID']}"


def test_posting_the_same_claim_twice_makes_one_invoice(project, module_parties, xero, run_jobs, app):
    p = project(customer=module_parties("Client Co"))  # the customer's Xero: never connected
    remote = connected(p.supplier)["remoteId"]
    _sent_claim(p)
    run_jobs()
    p.supplier.ok(CLAIM_SEND, {"id": p.id, "n": 1})  # sending again: the same revision
    run_jobs()
    org_id = p.supplier.org["id"]
    with app.app_context():
        from tenants.models import Organisation

        org = db.session.get(Organisation, org_id)
        with tenant_context(org):
            [posting] = db.session.scalars(select(Posting)).all()
            # The job promised again (a second copy, a reconnection): the invoice exists, nothing is made.
            promise(posting_service.TASK, {"posting_id": posting.id}, key=f"{posting_service.TASK}:{org_id}:{posting.id}:again",
                    org_id=org_id)
            db.session.commit()
    run_jobs()
    assert len(xero.invoices[remote]) == 1
    with app.app_context():
        org = db.session.get(Organisation, org_id)
        with tenant_context(org):
            # Xero answered but the answer was lost: its Idempotency-Key gives back the same invoice.
            db.session.execute(update(Posting).values(remote_invoice_id=None, posted_version=None))
            promise(posting_service.TASK, {"posting_id": posting.id}, key=f"{posting_service.TASK}:{org_id}:{posting.id}:lost",
                    org_id=org_id)
            db.session.commit()
    run_jobs()
    assert len(xero.invoices[remote]) == 1
    assert xero.calls["invoices"] == 2


def test_a_failure_is_retried_shown_on_the_page_and_never_stops_sending(project, xero, run_jobs, app, dev_mail):
    p = project()
    remote = connected(p.supplier)["remoteId"]
    xero.invoice_failures = 1
    _sent_claim(p)
    run_jobs()
    assert _claim(p)["status"] == "Sent" and _claim(p)["xeroUrl"] is None
    assert dev_mail(to=p.customer.email), "the claim was emailed all the same"
    [connection] = connections(p.supplier)
    assert "not created in Xero" in connection["lastError"] and "Account code '200'" in connection["lastError"]
    with app.app_context():
        row = db.session.scalars(select(OutboxItem).where(OutboxItem.task == posting_service.TASK,
                                                          OutboxItem.org_id == p.supplier.org["id"])).one()
        assert row.done_at is None and row.attempts == 1
        assert run_item(row.id) == "done"  # RQ's retry, run now
    assert len(xero.invoices[remote]) == 1 and _claim(p)["xeroUrl"]
    assert connections(p.supplier)[0]["lastError"] is None


def test_a_refusal_is_logged_as_a_user_error_and_an_outage_as_an_error(project, module_parties, xero, run_jobs, app,
                                                                       caplog, monkeypatch):
    p = project(customer=module_parties("Client Co"))  # the customer's Xero: never connected
    connected(p.supplier)
    xero.invoice_failures = 1  # Xero's validation refuses the invoice: the supplier's Xero to fix
    caplog.set_level(logging.INFO)
    _sent_claim(p)
    run_jobs()
    [refused] = [r for r in caplog.records if "not created in Xero" in r.getMessage()]
    assert refused.levelno == logging.INFO and refused.getMessage().startswith("user error in job ")
    assert "Account code '200'" in refused.getMessage() and refused.exc_info is None
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]

    caplog.clear()
    monkeypatch.setitem(app.config, "XERO_API_URL", "http://127.0.0.1:9")  # Xero out of reach: an outage
    with app.app_context():
        [posting] = postings(app, p.supplier)
        promise(posting_service.TASK, {"posting_id": posting.id}, key=f"{posting_service.TASK}:{p.supplier.org['id']}:outage",
                org_id=p.supplier.org["id"])
        db.session.commit()
    run_jobs()
    [outage] = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert outage.levelno == logging.ERROR and "ConnectionError" in outage.getMessage()
    assert not [r for r in caplog.records if "user error" in r.getMessage()]
    assert "not created in Xero" in connections(p.supplier)[0]["lastError"]


def test_nothing_is_posted_without_a_connection(project, module_parties, xero, run_jobs, app):
    p = project(customer=module_parties("Client Co"))  # the customer's Xero: never connected
    _sent_claim(p)
    run_jobs()
    assert xero.calls["invoices"] == 0
    with app.app_context():
        assert db.session.scalar(select(OutboxItem.id).where(OutboxItem.task == posting_service.TASK,
                                                             OutboxItem.org_id == p.supplier.org["id"])) is None
    assert postings(app, p.customer) == [], "nor in the customer's books, whose Xero is not connected either"


def test_a_claim_sent_while_reconnect_is_needed_waits_and_posts_after_reconnecting(project, module_parties, xero,
                                                                                   run_jobs, app):
    p = project(customer=module_parties("Client Co"))  # the customer's Xero: never connected
    connected(p.supplier)
    xero.revoke_all()
    with app.app_context():
        from app.integrations.models import Connection
        from tenants.models import Organisation

        with tenant_context(db.session.get(Organisation, p.supplier.org["id"])):
            db.session.execute(update(Connection).values(expires_at=tokens.now()))
            db.session.commit()
    _sent_claim(p)
    run_jobs()
    assert connections(p.supplier)[0]["status"] == "RECONNECT"
    assert xero.calls["invoices"] == 0
    response = callback(p.supplier, start(p.supplier))
    assert "result=" not in response.headers["Location"]  # the same remote is kept: connected at once
    run_jobs()
    assert xero.calls["invoices"] == 1 and _claim(p)["xeroUrl"]
