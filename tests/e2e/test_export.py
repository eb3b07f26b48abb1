"""Exports in a real browser (issue 14): the supplier sends a claim (through the claims service: its
screens are test_claims_flow.py's); the Export screen lists it
for both parties, 'Download CSV' downloads claims-{timestamp}.csv whose rows match the claims,
and the contract page's 'Export ledger as CSV' downloads the ledger entries.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
import csv
import io
import re
from datetime import date
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from app.domain.dates import short_date
from tests.e2e.claims_flow import allow_downloads, finished_download, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, page_says, shot, visible, wait
from tests.e2e.world import accepted_project, drafted_claim

pytestmark = pytest.mark.e2e


def downloaded(folder: Path, pattern: str, timeout: float = 30) -> list[dict]:
    """The rows of the one finished download whose name matches `pattern`."""
    text = finished_download(folder, pattern, timeout).read_text(encoding="utf-8-sig")
    return list(csv.DictReader(io.StringIO(text, newline="")))


def table_rows(browser) -> list[str]:
    return [" ".join(r.text.split()) for r in browser.find_elements(By.CSS_SELECTOR, "[data-testid=export-row]")]


def test_the_export_downloads_rows_matching_the_claims_and_the_ledger_csv(app, site, new_browser, tmp_path):
    supplier, customer = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Queen St Apartments")
    contract_slug = contract_url.rstrip("/").split("/")[-1]

    # Claim 1: one line, 50% of 45,000.00, sent (through the claims service, as the claim page's New claim,
    # grid, period dialog and Send make it: their screens are test_claims_flow.py's).
    drafted_claim(app, contract_url, supplier_email, lines=[("Foundations", 45_000_00, 5000)],
                  period=("2026-03-01", "2026-03-31"))
    serve_claim(app, contract_url, supplier_email)

    # The Export screen lists it.
    supplier.get(f"{site}/{supplier_slug}/export")
    page_says(supplier, "Export")
    wait(supplier).until(lambda d: len(table_rows(d)) == 1)
    row = table_rows(supplier)[0]
    assert "Client Co" in row and "Claim 1" in row and "Sent" in row and "22,500.00" in row, row
    shot(supplier, "export")

    # 'Download CSV' downloads claims-{timestamp}.csv with the claim in the spec's columns.
    folder = tmp_path / "downloads"
    allow_downloads(supplier, folder)
    click(supplier, visible(supplier, "[data-testid=export-download]"))
    rows = downloaded(folder, r"claims-\d{8}-\d{6}\.csv")
    assert list(rows[0]) == [
        "relation", "supplierName", "customerName", "slug", "number", "status", "periodFrom", "periodTo", "claimExcl",
        "claimRetention", "claimTax", "adjustExcl", "adjustRetention", "scheduleExcl", "scheduleTax",
        "scheduleDueDate", "contractId", "owner", "scheduleDeadline", "claimDueDate", "received", "outstanding",
        "scheduleGivenLate"]
    assert [(r["relation"], r["slug"], r["number"], r["status"], r["periodFrom"], r["periodTo"], r["claimExcl"],
             r["claimTax"], r["scheduleExcl"]) for r in rows] == [
        ("Supplier", contract_slug, "1", "Sent", "2026-03-01", "2026-03-31", "22500.00", "3375.00", "")]
    # (Organisation names get a suffix in these tests.)
    assert rows[0]["supplierName"].startswith("Acme Builders") and rows[0]["customerName"].startswith("Client Co")
    assert rows[0]["owner"] == rows[0]["supplierName"]
    # The statutory facts after the spec's columns; the table shows each date under its own name.
    assert (rows[0]["received"], rows[0]["outstanding"], rows[0]["scheduleGivenLate"]) == ("0.00", "25875.00", "")
    deadline = date.fromisoformat(rows[0]["scheduleDeadline"])
    headings = [th.text for th in supplier.find_elements(By.CSS_SELECTOR, "[data-testid=export-table] th")]
    assert headings[-5:] == ["SCHEDULE DUE (S 22)", "CLAIM DUE", "PAYMENT DATE (SCHEDULE)", "RECEIVED", "OUTSTANDING"]
    due = date.fromisoformat(rows[0]["claimDueDate"])
    cells = supplier.find_elements(By.CSS_SELECTOR, "[data-testid=export-row] td")
    assert [c.text for c in cells[-5:]] == [short_date(deadline), short_date(due), "", "0.00", "25,875.00"]

    # A filter that matches nothing says so; the customer sees the same claim from its side.
    supplier.get(f"{site}/{supplier_slug}/export?relation=Customer")
    page_says(supplier, "No claims match these filters.")
    customer.get(f"{site}/{customer_slug}/export")
    wait(customer).until(lambda d: len(table_rows(d)) == 1)
    assert "Acme Builders" in table_rows(customer)[0]

    # 'Export ledger as CSV' beside 'Export grid as CSV' downloads every ledger entry.
    supplier.get(f"{contract_url}/contract")
    visible(supplier, "[data-testid=contract-grid]")
    ledger_button = supplier.find_element(By.XPATH, "//button[normalize-space(.)='Export ledger as CSV']")
    assert supplier.find_element(By.XPATH, "//button[normalize-space(.)='Export grid as CSV']")
    click(supplier, ledger_button)
    entries = downloaded(folder, rf"{re.escape(supplier_slug)}-{re.escape(contract_slug)}-ledger-\d{{8}}-\d{{6}}\.csv")
    foundations = next(e for e in entries if e["name"] == "Foundations")
    assert (foundations["type"], foundations["totalPrice"], foundations["amount"], foundations["number"],
            foundations["mode"]) == ("BaseContract", "45000.00", "22500.00", "1", "Claim")
    shot(supplier, "contract-grid-exports")
