"""A supplier not registered for GST, in a real browser (issue 34): it ticks 'Not registered' in its
business details, builds and sends a claim, and the claim page, the email and the PDF show no GST
and the title 'Payment claim', never 'Tax invoice'.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of each screen in light and dark theme.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import (
    add_line,
    allow_downloads,
    dialog_button,
    downloaded_pdf,
    emailed,
    page_shot,
    pdf_text,
    saved,
    set_period,
)
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, page_says, shot, toast_says, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e

# Foundations, 50 % of 10,000.00: 5,000.00 claimed, and nothing added for GST.
CLAIMED = "5,000.00"


def test_a_supplier_not_registered_for_gst_sends_a_payment_claim_without_gst(app, site, new_browser, tmp_path):
    supplier = new_browser()
    supplier_slug, _, _ = signed_up_org(app, supplier, site, "Kowhai Joinery", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Queen St Apartments")

    # Business details: 'Not registered', saved, and said to take GST off the claims.
    supplier.get(f"{site}/{supplier_slug}/settings")
    card = visible(supplier, "form[aria-label='Business Details']")
    card.find_element(By.XPATH, ".//label[normalize-space(.)='Not registered']").click()
    wait(supplier).until(lambda d: "Your claims will charge no GST" in card.text)
    card.find_element(By.XPATH, ".//button[normalize-space(.)='Save']").click()
    toast_says(supplier, "Business details updated.")
    supplier.refresh()
    card = visible(supplier, "form[aria-label='Business Details']")
    box = card.find_element(By.XPATH, ".//button[@role='checkbox']")
    wait(supplier).until(lambda d: box.get_attribute("data-state") == "checked")
    shot(supplier, "settings-business-not-registered-hint")

    # The claim: one line, a period; its totals and claimed amount carry no GST.
    supplier.get(contract_url)
    page_says(supplier, "No claims yet")
    click(supplier, visible(supplier, "[data-testid=new-claim]"))
    wait(supplier).until(EC.url_matches(r"/claims/\d+$"))
    claim_url = supplier.current_url
    visible(supplier, "[data-testid=claim-document]")
    add_line(supplier, "Base Contract", "Foundations", "10,000", "50")
    saved(supplier)
    set_period(supplier, "2026-03-01", "2026-03-31", "1 Mar \u2013 31 Mar 2026")
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=claimed-amount]"), CLAIMED))
    assert visible(supplier, "[data-testid=document-heading]").text.lower() == "payment claim"
    totals = visible(supplier, "[data-testid=totals]").text
    assert f"${CLAIMED}" in totals and "GST" not in totals
    assert "GST" not in visible(supplier, "[data-testid=claim-document]").text
    page_shot(supplier, "claim-no-gst-draft")

    click(supplier, visible(supplier, "[data-testid=send-claim]"))
    dialog = visible(supplier, "[data-testid=send-dialog]")
    assert f"${CLAIMED}" in dialog.text and "GST" not in dialog.text
    dialog_button(supplier, "Send claim")
    wait(supplier, 30).until(EC.text_to_be_present_in_element(
        (By.CSS_SELECTOR, "[data-testid=sent-message]"), "Sent \u2013 Your claim has been sent to the recipient."))
    dialog_button(supplier, "Done")
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=claim-status]"), "Due"))

    # The sent claim's page, as it reads after a reload.
    supplier.get(claim_url)
    document = visible(supplier, "[data-testid=claim-document]")
    wait(supplier).until(lambda d: CLAIMED in document.text)
    assert visible(supplier, "[data-testid=document-heading]").text.lower() == "payment claim"
    assert "GST" not in document.text and "tax invoice" not in document.text.lower()
    page_shot(supplier, "claim-no-gst-sent")

    # The email the customer receives, and the PDF.
    message = emailed(site, customer_email, "Payment claim from")
    assert CLAIMED in message["subject"] and "GST" not in message["text"]
    folder = tmp_path / "downloads"
    allow_downloads(supplier, folder)
    click(supplier, visible(supplier, "[data-testid=download-pdf]"))
    text = " ".join(pdf_text(downloaded_pdf(folder)).split())
    assert CLAIMED in text and "PAYMENT CLAIM" in text
    assert "GST" not in text and "tax invoice" not in text.lower()
