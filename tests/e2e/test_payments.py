"""Payments in a real browser (issue 33): the supplier records a part payment of a served claim
through the claim page's dialog; the supplier's Sent list and the customer's Inbox both show 'Part
paid' and the amount outstanding; and the Inbox row's date, the claim header and the deadline
banner agree on every date, which is the one the server stores (the payment-schedule deadline,
s 22) — not the claim's own due date, which the lists once showed under 'Schedule Due'.

The claim is made and served through the service layer (claims_flow.draft_claim and serve_claim);
sending a claim has its own browser tests. Set CLAIMDESK_SHOTS=/some/folder to keep screenshots (the claim
page and the dialog, the lists at 1280 px and 390 px), light and dark.
"""
from datetime import timedelta

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from app.domain.dates import long_date as long
from app.domain.dates import short_date as short
from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import draft_claim, page_shot, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, page_says, shot, toast_says, type_into, visible, wait
from tests.e2e.test_activity import entries, open_panel
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e

SITE = "Quay Street Offices"
PART = "40,000"
ROW = "[data-testid=claim-row][data-number='1']"


def list_row(browser, site: str, path: str):
    browser.get(f"{site}/{path}")
    return visible(browser, ROW)


def dates_in(text: str) -> set[str]:
    import re

    return set(re.findall(r"\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d{4}", text))


def test_a_part_payment_shows_on_both_lists_and_every_date_agrees(app, site, new_browser):
    supplier, customer = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    # Claim 1, claiming $100,000 + GST, dated today and due in six weeks, served today.
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE)
    slug = contract_url.rsplit("/", 1)[1]
    today = today_in_auckland()
    due = today + timedelta(days=42)
    draft_claim(app, contract_url, supplier_email, line=("Structure", 20_000_000, 5_000),
                period=(today - timedelta(days=30), today))
    deadline = serve_claim(app, contract_url, supplier_email, claim_date=today, due_date=due)
    assert deadline is not None and deadline != due

    # The supplier's claim page: nothing recorded yet.
    claim_path = f"{supplier_slug}/projects/{supplier_slug}/{slug}/claims/1"
    supplier.get(f"{site}/{claim_path}")
    page_says(supplier, "No payments recorded yet.")
    assert visible(supplier, "[data-testid=payments-outstanding]").text == "$115,000.00"

    # Record a part payment through the dialog: it opens on today and the whole outstanding amount.
    click(supplier, visible(supplier, "[data-testid=record-payment]"))
    dialog = visible(supplier, "[data-testid=payment-dialog]")
    assert dialog.find_element(By.NAME, "amount").get_attribute("value") == "115,000.00"
    type_into(supplier, "[data-testid=payment-dialog] input[name=amount]", PART)
    type_into(supplier, "[data-testid=payment-dialog] input[name=reference]", "EFT 1001")
    shot(supplier, "payment-dialog")
    click(supplier, visible(supplier, "[data-testid=payment-save]"))
    toast_says(supplier, "Payment recorded")
    wait(supplier).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=payments-outstanding]").text
                         == "$75,000.00")
    record = visible(supplier, "[data-testid=payment-record]")
    assert "Payment received" in record.text and "$40,000.00" in record.text and "EFT 1001" in record.text
    assert visible(supplier, "[data-testid=claim-status]").text == "Part paid"
    assert "$75,000.00 outstanding" in visible(supplier, "[data-testid=claim-badges]").text
    page_shot(supplier, "claim-part-paid")

    # The claim's Activity says what was recorded: the amount, the day and the reference.
    panel = open_panel(supplier)
    wait(supplier).until(lambda d: entries(d, "[data-testid=claim-activity]")[:1] == [
        "Sam Supplier recorded Payment received"])
    first = panel.find_element(By.CSS_SELECTOR, "[data-testid=claim-activity] [data-testid=activity-entry]")
    assert f"$40,000.00 on {long(today)}, ref EFT 1001" in first.text
    shot(supplier, "claim-activity-payment")
    panel.find_element(By.CSS_SELECTOR, "button[aria-label=Close]").click()

    # Both lists: 'Part paid' and what is outstanding.
    for browser, path in ((supplier, f"{supplier_slug}/outbox"), (customer, f"{customer_slug}/inbox")):
        list_row(browser, site, path)
        wait(browser).until(lambda d: d.find_element(By.CSS_SELECTOR, f"{ROW} [data-testid=claim-row-badge]").text
                            == "Part paid")
        assert "$75,000.00 outstanding" in browser.find_element(By.CSS_SELECTOR, f"{ROW} [data-testid=claim-badges]") \
            .get_attribute("textContent")
    for width in (1280, 390):
        customer.set_window_size(width, 900)
        shot(customer, f"inbox-part-paid-{width}")
    customer.set_window_size(1280, 900)

    # The customer's Inbox row, the claim header and the banner name the same dates.
    row = list_row(customer, site, f"{customer_slug}/inbox")
    row_date = row.find_element(By.CSS_SELECTOR, "[data-testid=claim-row-due]").text
    assert row_date == f"Schedule due {short(deadline)}"
    assert dates_in(row.text) == {short(deadline)}  # the badge says the same day
    click(customer, row.find_element(By.TAG_NAME, "a"))
    wait(customer).until(lambda d: d.current_url.endswith("/claims/1"))
    header = visible(customer, "[data-testid=claim-standing]")
    assert visible(customer, "[data-testid=claim-schedule]").text == f"Schedule due {short(deadline)}"
    assert visible(customer, "[data-testid=claim-payment]").text == f"Payment due {short(due)}"
    banner = visible(customer, "[data-testid=schedule-deadline]").find_element(By.XPATH, "ancestor::*[@role='status'][1]")
    assert f"Payment schedule due by {long(deadline)}" in banner.text
    # Every date the header shows is the deadline or the claim's due date; the banner's is the deadline.
    assert dates_in(header.text) == {short(deadline), short(due)}
    assert long(due) not in banner.text
    # The customer sees the supplier's record, and may not correct it.
    record = visible(customer, "[data-testid=payment-record]")
    assert "Payment received" in record.text and "Sam Supplier" in record.text
    assert not record.find_elements(By.TAG_NAME, "button")
    page_shot(customer, "claim-part-paid-customer")

    # The customer records what it sent from the claim's menu: the panel shows both figures.
    click(customer, visible(customer, "[data-testid=claim-menu]"))
    click(customer, visible(customer, "[data-testid=menu-record-payment]"))
    dialog = visible(customer, "[data-testid=payment-dialog]")
    assert "Record payment sent" in dialog.find_element(By.XPATH, "ancestor::*[@role='dialog']").text
    type_into(customer, "[data-testid=payment-dialog] input[name=amount]", "45,000")
    dialog.find_element(By.NAME, "amount").send_keys(Keys.ENTER)
    toast_says(customer, "Payment recorded")
    differ = visible(customer, "[data-testid=payments-differ]")
    assert differ.text == "You recorded $45,000.00 sent; the supplier recorded $40,000.00 received."
    assert visible(customer, "[data-testid=payments-outstanding]").text == "$75,000.00"

    # The supplier corrects its record (a new record; the first stays, struck through) and reads
    # both sides' figures.
    supplier.get(f"{site}/{claim_path}")
    record = visible(supplier, "[data-testid=payment-record]")
    click(supplier, record.find_element(By.XPATH, ".//button[normalize-space(.)='Correct']"))
    dialog = visible(supplier, "[data-testid=payment-dialog]")
    assert dialog.find_element(By.NAME, "amount").get_attribute("value") == "40,000.00"
    assert dialog.find_element(By.NAME, "reference").get_attribute("value") == "EFT 1001"
    type_into(supplier, "[data-testid=payment-dialog] input[name=amount]", "35,000")
    click(supplier, visible(supplier, "[data-testid=payment-save]"))
    toast_says(supplier, "Payment corrected")
    wait(supplier).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=payment-record]")) == 3)
    records = supplier.find_elements(By.CSS_SELECTOR, "[data-testid=payment-record]")
    assert [r.get_attribute("data-corrected") for r in records] == ["true", "false", "false"]
    assert f"Corrected to $35,000.00 on {short(today)}" in records[0].text
    assert "Payment sent" in records[1].text and "$45,000.00" in records[1].text
    assert f"Corrects the payment of $40,000.00 on {short(today)}" in records[2].text
    assert visible(supplier, "[data-testid=payments-differ]").text == \
        "The customer recorded $45,000.00 sent; you recorded $35,000.00 received."
    assert visible(supplier, "[data-testid=payments-outstanding]").text == "$80,000.00"
    shot(supplier, "claim-payments-corrected", visible(supplier, "[data-testid=payments]"))

    # The Activity log names both records, each with its comment.
    customer.get(f"{site}/{customer_slug}/activity")
    wait(customer).until(lambda d: entries(d, "main")[:2] == [
        "Sam Supplier corrected a payment Claim 1", "Cleo Customer recorded Payment sent Claim 1"])
    corrected, sent = customer.find_elements(By.CSS_SELECTOR, "main [data-testid=activity-entry]")[:2]
    assert f"$35,000.00 on {long(today)}, ref EFT 1001 (was $40,000.00 on {long(today)})" in corrected.text
    assert f"$45,000.00 on {long(today)}" in sent.text
    shot(customer, "activity-log-payments")
