"""GET /v1/pdf?document=schedule: the sent payment schedule as PDF, for both parties and nobody
else; what it says (s 21, claimed against scheduled, the reasons, the tax invoice or not); the
proof of service of each copy; and a look at page 1."""
import hashlib
import subprocess

import pytest
from graphql_relay import from_global_id
from sqlalchemy import select

from app.documents.models import ServedDocument
from app.db import db
from app.schedules import statements
from app.schedules.models import DRAFT
from tests.api.factories import (
    ARTIFACTS, PERIOD, fetch, flat, gst, line, pdf_url, rendered, schedule_claim, schedule_url, set_business,
)
from tests.api.factories import module_party, module_project, no_wait, party, project  # noqa: F401  (fixtures)

SUPPLIER_GST = "049-091-850"
CUSTOMER_GST = "049-091-869"
SERVED = """
query($id: ID!) { node(id: $id) { ... on Contract { claim(number: 1) {
  latest { servedDocuments { kind fileName servedTo } } } } } }
"""
ACTIVITY = """
query($id: ID!) { node(id: $id) { ... on Contract { claim(number: 1) { activity { type user { name } } } } } }
"""


def billed_supplier(ws):
    set_business(ws, "Acme Builders Limited", address="1 Main Road\nAuckland 1010", gstNumber=SUPPLIER_GST)
    return ws


def billed_customer(ws):
    set_business(ws, "Client Co Limited", address="20 Customs Street\nAuckland 1010", gstNumber=CUSTOMER_GST)
    return ws


@pytest.fixture(scope="module")
def billed(module_party):  # noqa: F811
    """Acme Builders and Client Co with the business details the schedule prints, signed up once for the module's
    tests that each read only a contract of their own (a contract's file name is its owner's: the tests that read
    it have a supplier of their own)."""
    return billed_supplier(module_party("Acme Builders")), billed_customer(module_party("Client Co"))


def claimed_project(project, parties, extra=()):  # noqa: F811
    supplier, customer = parties
    p = project(supplier=supplier, customer=customer)
    p.new_claim()
    p.lines(create=[
        line("a", "Excavation and site works", 2_000_000, group=["Stage 1"], amount=1_234_567, tax=gst(1_234_567)),
        line("b", "Concrete slab \u2013 \u014ctaki block", 3_000_000, percentComplete=4000),
        line("c", "Extra retaining wall", 500_000, type="Variation", percentComplete=10000),
        *extra,
    ], retentionFormula={"marginalRates": [{"rate": 5_000_000}]})
    p.patch(1, {**PERIOD, "date": "2026-03-31"})
    return p, p.submitted(1)


LOWER = {"a": (1_000_000, "Excavation of stage 1 is not complete"), "c": (0, "Variation VO-3 is not approved")}
NOTES = ["Stage 1 excavation was 81% complete at the claim date", "VO-3 is under review by the engineer"]


def test_the_schedule_pdf_is_a_section_21_payment_schedule_and_a_buyer_created_tax_invoice(
        project, party, billed, run_jobs, no_wait, tmp_path):  # noqa: F811
    p, claim = claimed_project(project, (billed_supplier(party("Acme Builders")), billed[1]))
    schedule_claim(p, 1, lines=LOWER, retention=-110_000, is_tax_invoice=True, notes=NOTES, reference="PS-0042")
    response = rendered(p.supplier, schedule_url(claim, p.supplier), run_jobs)
    assert response.mimetype == "application/pdf"
    owner = p.supplier.org["slug"]
    assert response.headers["Content-Disposition"] == (
        f'attachment; filename="{owner}-queen-st-apartments-schedule-1.pdf"')
    assert response.headers["X-Content-SHA256"] == hashlib.sha256(response.data).hexdigest()
    # The pages as images, kept for people to look at.
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "schedule-1.pdf").write_bytes(response.data)
    subprocess.run(["pdftoppm", "-png", "-r", "80", str(ARTIFACTS / "schedule-1.pdf"),
                    str(ARTIFACTS / "schedule-1-page")], check=True)
    assert list(ARTIFACTS.glob("schedule-1-page*.png"))
    text = flat(response.data, tmp_path)
    # 2,200,000 scheduled gross - 110,000 retention = 2,090,000 excl; GST 313,500.
    for needle in (
        "Payment Schedule", "for Claim 1 (INV-ACME001)", statements.S21_STATEMENT, statements.S21_LESS_THAN_CLAIMED,
        "Acme Builders Limited", "Client Co Limited", "Queen St Apartments", "12 Queen Street", "20 Customs Street",
        "1 March 2026 \u2013 31 March 2026",
        "Scheduled amount: $24,035.00 including GST ($20,900.00 excluding GST, GST @ 15% $3,135.00), "
        "to be paid on or before 1 May 2026.",
        "15 April 2026", "31 March 2026", "PS-0042", "Client Owner",
        "Excavation and site works", "Concrete slab \u2013 \u014ctaki block", "Extra retaining wall",
        "Excavation of stage 1 is not complete", "Variation VO-3 is not approved", *NOTES,
        statements.BUYER_CREATED_TAX_INVOICE, statements.BUYER_CREATED_STATEMENT,
        f"Acme Builders Limited \u00b7 GST number {SUPPLIER_GST}",
        f"Client Co Limited \u00b7 GST number {CUSTOMER_GST}",
    ):
        assert needle in text, needle
    assert statements.NOT_A_TAX_INVOICE not in text
    claimed_net = claim["latest"]["totals"]["netPayment"]
    assert f"This is ${(claimed_net - 2_403_500) / 100:,.2f} less than the claimed amount of " \
           f"${claimed_net / 100:,.2f}." in text
    # Claimed beside scheduled, and the difference, for each line lowered.
    assert "12,345.67 10,000.00 \u20132,345.67" in text
    assert "5,000.00 0.00 \u20135,000.00" in text
    assert "12,000.00 12,000.00" in text
    assert "Retention" in text and "\u20131,100.00" in text
    assert "Amount including GST" in text and "24,035.00" in text


def test_not_a_tax_invoice_scheduled_as_claimed(project, billed, run_jobs, no_wait, tmp_path):  # noqa: F811
    p, claim = claimed_project(project, billed)
    schedule_claim(p, 1)
    text = flat(rendered(p.customer, schedule_url(claim, p.customer, attachment=0), run_jobs).data, tmp_path)
    assert statements.NOT_A_TAX_INVOICE_STATEMENT in text and statements.S21_STATEMENT in text
    assert statements.BUYER_CREATED_TAX_INVOICE not in text and statements.S21_LESS_THAN_CLAIMED not in text
    assert "This is the claimed amount." in text and "Adjustments" not in text


def test_an_adjustment_is_its_own_row_and_its_gst_is_named(project, billed, run_jobs, no_wait, tmp_path):  # noqa: F811
    p, claim = claimed_project(project, billed)
    schedule_claim(p, 1, adjust_excl=-50_000, adjust_tax=-7_500, notes=["Back-charge: site cleaning on 20 March"])
    response = rendered(p.supplier, schedule_url(claim, p.supplier), run_jobs)
    (ARTIFACTS / "schedule-adjusted.pdf").write_bytes(response.data)
    text = flat(response.data, tmp_path)
    assert "Adjustments 0.00 \u2013500.00 \u2013500.00" in text
    assert "GST @ 15% includes an adjustment of \u201375.00." in text
    assert "Back-charge: site cleaning on 20 March" in text and statements.S21_LESS_THAN_CLAIMED in text


def test_a_line_left_out_of_the_schedule_is_not_printed(project, billed, run_jobs, no_wait, tmp_path):  # noqa: F811
    p, claim = claimed_project(project, billed, [line("d", "Landscaping", 400_000, type="Provisional")])
    schedule_claim(p, 1, removed=["d"])
    text = flat(rendered(p.customer, schedule_url(claim, p.customer), run_jobs).data, tmp_path)
    assert "Extra retaining wall" in text and "Landscaping" not in text
    assert "Provisional" not in text  # its section had no other line


def test_both_parties_get_it_and_every_copy_is_recorded_as_the_schedule(project, party, billed, run_jobs, no_wait,
                                                                       app):  # noqa: F811
    p, claim = claimed_project(project, (billed_supplier(party("Acme Builders")), billed[1]))
    schedule_claim(p, 1, lines=LOWER, notes=NOTES)
    as_supplier = rendered(p.supplier, schedule_url(claim, p.supplier, attachment=0), run_jobs)
    assert as_supplier.headers["Content-Disposition"].startswith("inline;")
    as_customer = fetch(p.customer, schedule_url(claim, p.customer))  # from the cache, at once
    assert as_customer.status_code == 200 and as_customer.data == as_supplier.data
    claim_pdf = rendered(p.supplier, pdf_url(claim, sid=p.supplier.account_id, org=p.supplier.org["slug"]), run_jobs)
    with app.app_context():
        rows = db.session.scalars(select(ServedDocument).where(
            ServedDocument.contract_id == int(from_global_id(p.id)[1])).order_by(ServedDocument.id)).all()
        pdfs = [(r.document, r.file_name, r.served_to_account_id, r.sha256) for r in rows
                if r.kind == "pdf" and not r.recipients]
        emailed = {(r.document, r.recipients[0], r.sha256) for r in rows if r.kind == "pdf" and r.recipients}
    name = f"{p.supplier.org['slug']}-queen-st-apartments-schedule-1.pdf"
    digest = hashlib.sha256(as_supplier.data).hexdigest()
    # The copy that travelled with the claim's email (the factory's schedule was written, not sent).
    assert {(d, e) for d, e, _ in emailed} == {("claim", p.customer.email)}
    assert pdfs == [
        ("schedule", name, p.supplier.account_id, digest),
        ("schedule", name, p.customer.account_id, digest),
        ("claim", name.replace("schedule", "claim"), p.supplier.account_id, hashlib.sha256(claim_pdf.data).hexdigest()),
    ]
    # The claim's proof of service lists the claim's copies only: the one its email carried to the
    # customer, then the supplier's own download.
    served = p.supplier.ok(SERVED, {"id": p.id})["node"]["claim"]["latest"]["servedDocuments"]
    copies = [d for d in served if d["kind"] == "pdf"]
    assert [d["fileName"] for d in copies] == [name.replace("schedule", "claim")] * 2
    assert p.customer.email in copies[0]["servedTo"][0] and p.supplier.email in copies[1]["servedTo"][0]
    # The supplier opening the schedule is 'viewed', once; its own claim PDF is not.
    fetch(p.supplier, schedule_url(claim, p.supplier))
    activity = p.customer.ok(ACTIVITY, {"id": p.id})["node"]["claim"]["activity"]
    assert [a["user"]["name"] for a in activity if a["type"] == "viewed"] == ["Acme Owner"]


def test_no_schedule_a_draft_or_an_outsider_answer_404(project, billed, module_party, run_jobs, no_wait):  # noqa: F811
    p, claim = claimed_project(project, billed)
    outsider = module_party("Nosy Parker")
    for ws in (p.supplier, p.customer):
        assert fetch(ws, schedule_url(claim, ws)).status_code == 404  # no schedule yet
    schedule_claim(p, 1, lines=LOWER, status=DRAFT)
    for ws in (p.supplier, p.customer):  # a draft is never a document
        response = fetch(ws, schedule_url(claim, ws))
        assert response.status_code == 404 and response.get_json()["message"] == "Payment schedule not found"
    mine = schedule_url(claim, p.supplier)
    cases = {
        "outsider with own org": schedule_url(claim, outsider),
        "outsider naming the supplier's org": schedule_url(claim, outsider, org=p.supplier.org["slug"]),
        "another browser's account": mine,
        "no such contract": schedule_url(claim, outsider, contract=987654321),
    }
    answers = {name: fetch(outsider, url) for name, url in cases.items()}
    assert {name: r.status_code for name, r in answers.items()} == dict.fromkeys(cases, 404)
    assert answers["outsider with own org"].get_json() == answers["no such contract"].get_json() == {
        "message": "Contract not found", "error_description": "Contract not found"}


@pytest.fixture(scope="module")
def unknown_document_claim(module_project, billed):  # noqa: F811
    """The bad-document cases read one claim, made once."""
    return claimed_project(module_project, billed)


@pytest.mark.parametrize("document", ["invoice", "Schedule"])
def test_an_unknown_document_answers_400(unknown_document_claim, document):
    p, claim = unknown_document_claim
    response = fetch(p.supplier, schedule_url(claim, p.supplier, document=document))
    assert response.status_code == 400 and response.get_json()["field"] == "document"


def test_the_statements_a_copy_costs_do_not_grow_with_its_lines(project, billed, run_jobs, no_wait, app):  # noqa: F811
    """The document is read set-based: a schedule of 40 lines costs what one of 3 does."""
    from tests.querycount import count_queries

    counts = {}
    for size in (3, 40):
        p, claim = claimed_project(project, billed, [
            line(f"x{i}", f"Extra item {i}", 100_000, group=[f"Level {i // 10}"], amount=1_000 + i, tax=gst(1_000 + i))
            for i in range(size - 3)])
        schedule_claim(p, 1, lines={f"x{i}": (500, f"Reason {i}") for i in range(size - 3)})
        url = schedule_url(claim, p.customer)
        (ARTIFACTS / f"schedule-{size}-lines.pdf").write_bytes(rendered(p.customer, url, run_jobs).data)
        with app.app_context():
            engine = db.engine
        with count_queries(engine) as queries:
            assert fetch(p.customer, url).status_code == 200  # the cached copy: reading and recording only
        counts[size] = queries.count
    assert counts[40] == counts[3] <= 15, counts
