"""The CCA statement and Form 1, the payment-claim check, the ledger's input rules, the PDF render."""
from dataclasses import dataclass
from datetime import date
from types import SimpleNamespace

import pytest

from app.claims import document, form1, ledger
from app.documents import files
from app.claims.document import ClaimDocument, PartyDetails, payment_claim_problems
from app.domain.claims import claim_totals
from app.errors import UserError


def test_the_cca_statement_and_form_1_say_what_the_act_requires():
    assert form1.CCA_STATEMENT == "This is a payment claim made under the Construction Contracts Act 2002."
    assert form1.FORM1_TITLE == "Form 1 \u2014 Outline of process for responding to payment claim"
    text = form1.form1_text()
    for needle in (
        "Construction Contracts Regulations 2003, Schedule 1, Form 1",
        "You have been served with a payment claim under section 20 of the Construction Contracts Act 2002",
        "provide a written payment schedule",
        "within 20 working days after the payment claim is served on you",
        "you become liable to pay the claimed amount",
        "as a debt due to the payee in any court",
        "refer any dispute about the payment claim to adjudication under Part 3 of the Act",
        "serve notice on you of the payee's intention to suspend carrying out construction work",
        "Consequences of not paying the scheduled amount".upper(),
    ):
        assert needle in text, needle


@dataclass
class FakeRevision:
    period_from: date | None = date(2026, 3, 1)
    period_to: date | None = date(2026, 3, 31)
    claim_date: date | None = date(2026, 3, 31)
    due_date: date | None = date(2026, 5, 1)
    is_draft: bool = True


def fake_doc(revision=None, lines=None, supplier="Acme Builders Limited", customer="Client Co Limited",
             site_lines=("12 Queen Street",)):
    lines = lines if lines is not None else [SimpleNamespace(entry=SimpleNamespace(is_retention=False, name="Slab"))]
    party = (lambda name: PartyDetails(name, name, "", None, None) if name is not None else None)
    return ClaimDocument(
        contract_id=1, owner_slug="acme", owner_name="Acme", contract_slug="site", site_name="Site",
        site_lines=list(site_lines), supplier=party(supplier), customer=party(customer), supplier_org_id=1,
        claim=SimpleNamespace(number=1), revision=revision or FakeRevision(), title="Claim 1",
        invoice_reference="INV-ACME001", billing_mode="Percent", sections=[], retention=None,
        totals=claim_totals([]), lines=lines)


def test_a_complete_claim_has_no_problems():
    assert payment_claim_problems(fake_doc()) == []


def test_every_missing_item_is_named():
    doc = fake_doc(FakeRevision(period_from=None, due_date=None, claim_date=None), lines=[], supplier=None,
                   customer="", site_lines=())
    assert payment_claim_problems(doc, has_recipients=False) == [
        "Period date range is required", "Claim date is required", "Due Date is required",
        document.SUPPLIER_DETAILS, document.CUSTOMER_DETAILS, document.SITE_REQUIRED, document.NO_LINES,
        document.NO_RECIPIENTS]


def test_dates_out_of_order_and_unnamed_lines():
    blank = SimpleNamespace(entry=SimpleNamespace(is_retention=False, name="  "))
    doc = fake_doc(FakeRevision(period_to=date(2026, 2, 1), due_date=date(2026, 3, 1)), lines=[blank, blank])
    assert payment_claim_problems(doc) == [document.PERIOD_ORDER, document.DUE_BEFORE_DATE,
                                           "Line 1: Description is required", "Line 2: Description is required"]


@pytest.mark.parametrize("value, message", [
    (None, "Line must have an itemId"), ("", "Line must have an itemId"), ("  ", "Line must have an itemId"),
    ("a b", ledger.ITEM_ID_INVALID), ("x" * 65, ledger.ITEM_ID_INVALID), (5, ledger.ITEM_ID_INVALID),
])
def test_item_ids(value, message):
    with pytest.raises(UserError) as error:
        ledger.clean_item_id(value, "update.0.itemId")
    assert error.value.message == message and error.value.field == "update.0.itemId"
    assert ledger.clean_item_id("9f3c2a-01_x.y:z", "f") == "9f3c2a-01_x.y:z"


def test_retention_formula_input():
    assert ledger.retention_params({"marginal_rates": []}) is None
    assert ledger.retention_params({"marginal_rates": [{"rate": 0}]}) is None
    assert ledger.retention_params({"marginal_rates": [{"rate": 5_000_000}], "max_amount": 100}) == {
        "version": 1, "marginalRates": [{"rate": 5_000_000}], "amount": {"max": 100}}
    with pytest.raises(UserError, match="Invalid retention formula"):
        ledger.retention_params({"marginal_rates": [{"rate": -1}]})


def test_files_are_kept_once_each():
    assert files.clean_files([{"id": "u1", "filename": "a.pdf"}, {"id": "u1", "filename": "b.pdf"}], "files") == [
        {"id": "u1", "filename": "a.pdf"}]
    with pytest.raises(UserError):
        files.clean_files([{"id": "", "filename": "a.pdf"}], "files")


def test_the_pdf_renders_the_same_bytes_for_the_same_html_and_reads_no_local_file():
    from app.documents.pdf import render_pdf

    html = '<p>Kia ora \u014ctaki \u2013 $1,234.56</p><img src="/etc/passwd"><img src="file:///etc/hostname">'
    first = render_pdf(html)
    assert first.startswith(b"%PDF") and render_pdf(html) == first


def test_names_are_escaped_in_the_document_html():
    from app.claims.emails import render

    evil = SimpleNamespace(entry=SimpleNamespace(group_path=[], name='<img src="/etc/passwd">', reference="",
                                                 is_reversal=False, total_price=0, unit_price=0),
                           qty_to_date=0, previous=0, this_claim=0, to_date=0, percent_complete=0)
    block = SimpleNamespace(title="Base Contract", lines=[evil], previous=0, this_claim=0, to_date=0, contract_value=0)
    doc = fake_doc()
    doc.sections = [block]
    doc.supplier.address = "1 Main Rd"
    doc.revision.po_number, doc.revision.payment_details, doc.revision.files = "", "", []
    html = render("claim_pdf.html", doc=doc, r=doc.revision, t=doc.totals, statement="s", form1=form1.FORM1,
                  form1_title="t", form1_source="s", qty_mode=False, logo_src=None, font_regular=None,
                  font_bold=None)
    assert '<img src="/etc/passwd">' not in html and "&lt;img src=&#34;/etc/passwd&#34;&gt;" in html
