"""A payment schedule received outside Claimdesk, in a real browser (issue 34): the supplier's customer
answered two of its claims by email; the supplier records each schedule from the claim page (the PDF as
received, the day, the amount, the payment date, the reasons) and sees the ss 22-24 state follow at once,
on the claim and in Sent: in time, 'Scheduled'; received after the deadline, 'Given late' (the claimed
amount stays payable, s 22).

The claims are sent through the claims service (sending has its own browser tests); the late one's
service is moved back and its stored deadline written again by the one writer (`facts.served`), as
test_schedule_late does: the live server's clock cannot be set from here.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the form and the claim after each record.
"""
from datetime import date, timedelta

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from app.domain.schedule_deadline import schedule_deadline
from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import dialog_button, draft_claim, page_shot, serve_claim, set_date
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, served_days_ago

pytestmark = pytest.mark.e2e

SCHEDULE_PDF = (b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
                b"2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
                + bytes(range(256)) * 4)


def _sent_project(app, site, supplier_slug, supplier_email, customer_email, site_name) -> str:
    contract_url = accepted_project(app, site, supplier_slug, customer_email, site_name)
    draft_claim(app, contract_url, supplier_email, line=("Foundations", 4_000_000, 5_000),
                period=(date(2026, 3, 1), date(2026, 3, 31)))
    serve_claim(app, contract_url, supplier_email)
    return f"{contract_url}/claims/1"


def _sent_row(browser, site_name: str):
    def find(d):
        rows = d.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")
        return next((r for r in rows if site_name in r.text), False)
    return wait(browser).until(find)


def _row_badges(browser, site_name: str) -> str:
    row = _sent_row(browser, site_name)
    return row.find_element(By.CSS_SELECTOR, "[data-testid=claim-badges]").get_attribute("textContent")


def _record_schedule(browser, tmp_path, received_on: date, scheduled: str, reasons: str) -> None:
    click(browser, visible(browser, "[data-testid=record-received-schedule]"))
    dialog = "[data-testid=received-schedule-dialog]"
    pdf = tmp_path / "Schedule from Client Co.pdf"
    pdf.write_bytes(SCHEDULE_PDF)
    browser.find_element(By.CSS_SELECTOR, f"{dialog} input[type=file]").send_keys(str(pdf))
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=received-pdf-name]"),
                                                         "Schedule from Client Co.pdf"))
    set_date(browser, f"{dialog} input[name=receivedOn]", received_on.isoformat())
    type_into(browser, f"{dialog} input[name=scheduled]", scheduled)
    set_date(browser, f"{dialog} input[name=paymentDate]", (received_on + timedelta(days=20)).isoformat())
    type_into(browser, f"{dialog} textarea[name=reasons]", reasons)
    shot(browser, "received-schedule-form", visible(browser, "[role=dialog]"))
    dialog_button(browser, "Record schedule")
    toast_says(browser, "Payment schedule recorded")


def test_the_supplier_records_schedules_received_in_time_and_late(app, site, new_browser, tmp_path):
    supplier = new_browser()
    supplier_slug, supplier_email, supplier_name = signed_up_org(app, supplier, site, "Acme Builders",
                                                                 person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    in_time = _sent_project(app, site, supplier_slug, supplier_email, customer_email, "Early Street")
    late = _sent_project(app, site, supplier_slug, supplier_email, customer_email, "Late Lane")
    today = today_in_auckland()
    days = 40
    while schedule_deadline(today - timedelta(days=days), today).date >= today:
        days += 7
    deadline = served_days_ago(app, supplier_slug, "Late Lane", days)
    assert deadline < today

    # Before: both await a schedule in Sent, the late one overdue.
    supplier.get(f"{site}/{supplier_slug}/outbox")
    assert "Schedule overdue" in _sent_row(supplier, "Late Lane").text
    assert "Schedule overdue" not in _sent_row(supplier, "Early Street").text

    # In time: received today, within the deadline: Scheduled, the scheduled amount what is payable.
    supplier.get(in_time)
    status = "[data-testid=claim-status]"
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, status), "Schedule Due"))
    _record_schedule(supplier, tmp_path, today, "20,700.00", "Foundations 90 % done")
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, status), "Scheduled for"))
    recorded = visible(supplier, "[data-testid=schedule-recorded-from]").text
    assert recorded == f"Recorded by {supplier_name} from a payment schedule received by email"
    badges = "[data-testid=claim-badges]"
    assert "Given late" not in visible(supplier, badges).text
    assert "Scheduled $20,700.00 of $23,000.00" in visible(supplier, "[data-testid=claim-standing]").text
    assert not supplier.find_elements(By.CSS_SELECTOR, "[data-testid=record-received-schedule]")
    page_shot(supplier, "received-schedule-in-time")

    # Late: received today, after the deadline: 'Given late', the claimed amount stays payable.
    supplier.get(late)
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, status), "Schedule overdue"))
    _record_schedule(supplier, tmp_path, today, "10,000.00", "Half the foundations rejected")
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, badges), "Given late"))
    # Given late: the claimed amount stays payable (s 22), not the $10,000.00 scheduled.
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=payment-totals]"),
                                                          "23,000.00"))
    page_shot(supplier, "received-schedule-late")

    # In Sent: each row's badges say where it stands (all of them, as a screen reader reads them).
    supplier.get(f"{site}/{supplier_slug}/outbox")
    wait(supplier).until(lambda d: "Given late" in _row_badges(d, "Late Lane"))
    assert _row_badges(supplier, "Late Lane").startswith("Scheduled for")
    early = _row_badges(supplier, "Early Street")
    assert early.startswith("Scheduled for") and "Given late" not in early, early
    shot(supplier, "received-schedule-sent", _sent_row(supplier, "Late Lane"))
