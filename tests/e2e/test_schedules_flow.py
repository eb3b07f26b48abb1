"""Payment schedules in a real browser (issue 13): the supplier sends claim 1 (through the claims
service: its screens are test_claims_flow.py's); the customer opens
it from the email link, schedules two lines lower with reasons and one as claimed (the draft
survives a reload; a send with a reason missing comes back as an error toast), and sends it after
the confirmation (the claim, claimed beside scheduled, who is served, in time); the
supplier receives exactly one email and sees 'Scheduled for {date}' and the schedule PDF; both
see the contract grid's schedule column with the adjustments in orange.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the builder and the grid.
"""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import (allow_downloads, dialog_button, downloaded_pdf, emailed, page_shot, pdf_text,
                                   serve_claim, type_cell)
from tests.e2e.mailbox import mails_to
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, page_says, shot, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, drafted_claim, sign_in_browser

pytestmark = pytest.mark.e2e

# (description, contract value, percent complete): claimed 22,500 + 20,000 + 12,000 + 0 = 54,500.00;
# retention 10 % -5,450.00; excl. GST 49,050.00; GST 7,357.50; claimed 56,407.50. Landscaping, with
# nothing claimed, is the one line the payer may leave out.
LINES = [("Foundations", "45,000", "50"), ("Framing", "80,000", "25"), ("Site establishment", "12,000", "100"),
         ("Landscaping", "8,000", "0")]
TEN_PERCENT = {"marginal_rates": [{"rate": 10_000_000}]}  # a retention of 10 %, as app.claims.ledger takes it
# Scheduled 18,000 + 15,000 + 12,000 = 45,000.00; retention -4,500.00; excl. 40,500.00;
# GST 6,075.00; net 46,575.00, 9,832.50 less than claimed.
SCHEDULED = {"Foundations": ("18,000", "Second pour not complete"), "Framing": ("15,000", "Level 2 framing not started")}
SCHEDULED_NET = "46,575.00"
ORANGE = ((194, 65, 12), (251, 146, 60))  # the 'rejected' token, light and dark


def _schedule_row(browser, name: str):
    def find(d):
        rows = d.find_elements(By.CSS_SELECTOR, "tr[data-testid=schedule-line]")
        return next((r for r in rows if r.find_element(By.TAG_NAME, "td").text == name), False)
    return wait(browser).until(find)


def _rgb(css: str) -> tuple[int, ...]:
    return tuple(int(n) for n in re.findall(r"\d+", css)[:3])


def _draft_saved(browser) -> None:
    wait(browser, 20).until(EC.presence_of_element_located(
        (By.CSS_SELECTOR, "[data-testid=schedule-save-status][data-state=saved]")))


def _mails_to(site: str, email: str, subject: str) -> list[dict]:
    return [m for m in mails_to(email) if subject in m["subject"]]


def _served_claim(app, site, supplier_slug, supplier_email, customer_email) -> str:
    """Claim 1 of a project 'Harbour View' with LINES, a retention of 10 % and the period of March
    2026, sent by the supplier through the claims service (the claim page's screens: test_claims_flow.py)."""
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Harbour View")
    drafted_claim(app, contract_url, supplier_email, retention_formula=TEN_PERCENT, period=("2026-03-01", "2026-03-31"),
                  lines=[(name, int(value.replace(",", "")) * 100, int(percent) * 100) for name, value, percent in LINES])
    serve_claim(app, contract_url, supplier_email)
    return contract_url


def test_customer_schedules_a_claim_and_both_sides_see_it(app, site, new_browser, tmp_path):
    customer = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, None, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = _served_claim(app, site, supplier_slug, supplier_email, customer_email)

    # The customer opens the claim from the email and starts the schedule.
    message = emailed(site, customer_email, "Payment claim from")
    link = re.search(r"View the claim and download it as a PDF: (\S+)", message["text"]).group(1)
    # The claim is served in this process, whose PUBLIC_URL is not the live server's.
    customer.get(re.sub(r"^https?://[^/]+", site, link))
    visible(customer, "[data-testid=claim-document]")
    claim_page = customer.current_url  # the email's link goes through the redirector (/www/...)
    add_schedule = visible(customer, "[data-testid=add-schedule]")
    # The payer's 'More information' link, on by default: the product's own page on the payer's duties
    # (no CLAIMDESK_PAYER_INFO_URL in this build; ui/src/config.test.ts covers the override).
    assert visible(customer, "[data-testid=payer-info]").get_attribute("href").endswith("/help/payers")
    click(customer, add_schedule)
    wait(customer).until(EC.url_matches(r"/claims/1/schedule$"))
    visible(customer, "[data-testid=schedule-lines]")
    builder_url = customer.current_url
    assert [r.find_element(By.TAG_NAME, "td").text for r in customer.find_elements(
        By.CSS_SELECTOR, "tr[data-testid=schedule-line]")] == [name for name, _, _ in LINES]
    assert "$56,407.50" in visible(customer, "[data-testid=schedule-totals]").text
    assert visible(customer, "input[name=scheduleReference]").get_attribute("value") == "INV-ACME001"

    # Only Landscaping (nothing claimed, this claim or before) can be left out of the schedule.
    [remove] = customer.find_elements(By.CSS_SELECTOR, "[data-testid=schedule-remove-line]")
    assert remove.get_attribute("aria-label") == "Remove Landscaping from the schedule"
    click(customer, remove)
    assert "Landscaping is left out" in visible(customer, "[data-testid=schedule-removed]").text
    assert "Landscaping" not in [r.find_element(By.TAG_NAME, "td").text for r in customer.find_elements(
        By.CSS_SELECTOR, "tr[data-testid=schedule-line]")]

    # Lower a line without a reason: 'Required' on it, and sending comes back as an error toast.
    type_cell(customer, _schedule_row(customer, "Foundations"), "scheduled", SCHEDULED["Foundations"][0])
    assert "Required" in _schedule_row(customer, "Foundations").text
    click(customer, visible(customer, "[data-testid=send-schedule]"))
    dialog_button(customer, "Send payment schedule")  # the confirmation: the server has the last word
    toast_says(customer, "Please fix the errors before submitting")
    wait(customer).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=schedule-send-dialog]"))

    # Two lines lower with reasons (Enter goes down the column), one as claimed, and a note.
    for name, (amount, reason) in SCHEDULED.items():
        type_cell(customer, _schedule_row(customer, name), "scheduled", amount)
        type_cell(customer, _schedule_row(customer, name), "reason", reason, commit=Keys.ENTER)
    type_into(customer, "input[name=scheduleNote]", "Work not complete at the end of the period is withheld until done")
    click_text(customer, "Add reason")
    totals = visible(customer, "[data-testid=schedule-totals]").text
    assert f"${SCHEDULED_NET}" in totals and "4,500.00" in totals
    assert not customer.find_elements(By.CSS_SELECTOR, "[data-testid=schedule-problems]")
    _draft_saved(customer)
    page_shot(customer, "schedule-builder")

    # The draft survives a reload.
    customer.get(builder_url)
    row = _schedule_row(customer, "Framing")
    assert row.find_element(By.CSS_SELECTOR, "input[name=scheduled]").get_attribute("value") == "15,000.00"
    assert row.find_element(By.CSS_SELECTOR, "input[name=reason]").get_attribute("value") == SCHEDULED["Framing"][1]
    assert "Landscaping is left out" in visible(customer, "[data-testid=schedule-removed]").text

    # Send: the confirmation (the claim, claimed beside scheduled, who is served, in time), sending, then sent;
    # back on the claim, scheduled.
    click(customer, visible(customer, "[data-testid=send-schedule]"))
    confirm = visible(customer, "[data-testid=schedule-send-dialog][data-step=confirm]")
    assert visible(customer, "[data-testid=schedule-confirm-claim]").text == "Claim 1 \u00b7 Harbour View"
    assert visible(customer, "[data-testid=schedule-confirm-claimed]").text == "$56,407.50 incl. GST"
    assert visible(customer, "[data-testid=schedule-confirm-scheduled]").text.startswith(f"${SCHEDULED_NET} incl. GST")
    assert supplier_email in visible(customer, "[data-testid=schedule-confirm-recipients]").text
    assert visible(customer, "[data-testid=schedule-confirm-in-time]").text.startswith(
        "In time: the deadline for a payment schedule is ")
    assert "does not meet section 22" not in confirm.text
    shot(customer, "schedule-confirm-dialog")
    dialog_button(customer, "Send payment schedule")
    wait(customer, 30).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=schedule-sent-message]")))
    shot(customer, "schedule-sent-dialog")
    dialog_button(customer, "Done")
    wait(customer).until(lambda d: d.current_url == claim_page)
    wait(customer).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=claim-status]"), "Scheduled for"))
    assert not customer.find_elements(By.CSS_SELECTOR, "[data-testid=add-schedule]")
    click(customer, visible(customer, "[data-testid=view-schedule]"))
    page_says(customer, "Submitted on")
    assert not customer.find_elements(By.CSS_SELECTOR, "input[name=scheduled]")
    assert "Landscaping" not in visible(customer, "[data-testid=sent-schedule]").text
    page_shot(customer, "schedule-sent")

    # The supplier: exactly one email, 'Scheduled for {date}', the schedule PDF.
    emailed(site, supplier_email, "Payment schedule from")
    assert len(_mails_to(site, supplier_email, "Payment schedule from")) == 1
    claim_url = f"{contract_url}/claims/1"
    supplier = new_browser()  # taken now: the one started meanwhile
    sign_in_browser(app, supplier, site, supplier_email)
    supplier.get(claim_url)
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=claim-status]"), "Scheduled for"))
    href = visible(supplier, "[data-testid=schedule-pdf]").get_attribute("href")
    assert "document=schedule" in href
    allow_downloads(supplier, tmp_path)
    supplier.get(href.replace("attachment=0", "attachment=1"))
    text = " ".join(pdf_text(downloaded_pdf(tmp_path)).split())
    assert "Payment Schedule" in text and "section 21" in text and "Second pour" in text
    assert "Landscaping" not in text
    supplier.get(claim_url)
    page_shot(supplier, "schedule-claim-supplier")

    # Both see the schedule column, its adjusted cells in orange.
    for browser, name in ((supplier, "supplier"), (customer, "customer")):
        browser.get(f"{contract_url}/contract" if browser is supplier else re.sub(r"/claims/1$", "/contract", claim_page))
        heading = visible(browser, "[data-testid=grid-schedule-column]")
        assert heading.text.lower() == "claim 1 schedule"
        rejected = browser.find_elements(By.CSS_SELECTOR, "td[data-rejected]")
        assert sorted(c.text for c in rejected) == sorted(["18,000.00", "15,000.00", "\u20134,500.00"])
        assert all(_rgb(c.value_of_css_property("color")) in ORANGE for c in rejected)
        assert not browser.find_elements(By.CSS_SELECTOR, "[data-testid=grid-problems]")
        page_shot(browser, f"schedule-grid-{name}")
