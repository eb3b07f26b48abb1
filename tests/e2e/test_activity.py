"""Activity in a real browser (issue 7): the supplier creates, edits and sends a claim and keeps
its Activity tab open; the customer opens the claim and, within a poll or two, the supplier sees
'viewed' by them. The Activity log (from the user menu) lists the organisation's entries, finds
them by search, and links each to its claim. With its panel closed, the customer's claim page
still polls: the supplier marks the claim paid and the customer's page shows it.

The draft is made through the claims service (`world.drafted_claim`: its screens are
test_claims_flow.py's), as the claim page's New claim, grid and period dialog make it; the claim
page's 5 s poll is hurried to half a second in both browsers (`world.hurried_timers`; the
interval itself is ClaimPoll's unit test's), so a wait for what a poll brings is not a wait for
the clock.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import menu_item, open_user_menu
from tests.e2e.claims_flow import dialog_button
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, page_says, shot, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, drafted_claim, hurried_timers, sign_in_browser

pytestmark = pytest.mark.e2e
CLAIM_POLL_MS = 5_000  # ui/src/claims/page/ClaimPoll.ts


def entries(browser, css: str) -> list[str]:
    """Each entry of an activity list as 'person what' (without its time)."""
    return [" ".join(e.find_element(By.CSS_SELECTOR, "p").text.split())
            for e in browser.find_elements(By.CSS_SELECTOR, f"{css} [data-testid=activity-entry]")]


def open_panel(browser):
    click(browser, visible(browser, "button[aria-label='Activity and comments']"))
    return visible(browser, "[data-testid=claim-panel]")


def test_the_supplier_sees_the_customer_view_the_claim_and_the_log_lists_it(app, site, new_browser):
    supplier = new_browser()
    hurried_timers(supplier, CLAIM_POLL_MS, 500)
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Queen St Apartments")
    contract_slug = contract_url.rstrip("/").split("/")[-1]

    # A new claim, a line and its period: 'created' and one coalesced 'edited draft'.
    claim_url = drafted_claim(app, contract_url, supplier_email, lines=[("Foundations", 45_000_00, 5000)],
                              period=("2026-03-01", "2026-03-31"))
    assert claim_url.endswith("/claims/1")
    supplier.get(claim_url)
    visible(supplier, "[data-testid=claim-document]")

    panel = open_panel(supplier)
    wait(supplier).until(lambda d: entries(d, "[data-testid=claim-activity]") == [
        "Sam Supplier edited draft", "Sam Supplier created"])
    assert "just now" in panel.find_element(By.CSS_SELECTOR, "[data-testid=claim-activity] time").text
    latest = visible(supplier, "[data-testid=latest-activity]")
    assert "latest activity" in latest.text.lower() and "See all activity" not in latest.text
    # The box can show before its entries have come: wait for them.
    wait(supplier).until(lambda d: entries(d, "[data-testid=latest-activity]")[-1:] == ["Sam Supplier contract created"])
    shot(supplier, "activity-panel-draft")
    supplier.find_element(By.CSS_SELECTOR, "[data-testid=claim-panel] button[aria-label=Close]").click()

    # Send it, then keep the Activity tab open.
    click(supplier, visible(supplier, "[data-testid=send-claim]"))
    dialog_button(supplier, "Send claim")
    wait(supplier, 30).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-testid=sent-message]")))
    dialog_button(supplier, "Done")
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=claim-status]"), "Due"))
    open_panel(supplier)
    wait(supplier).until(lambda d: entries(d, "[data-testid=claim-activity]")[:2] == [
        "Sam Supplier sent", "Sam Supplier finalised"])

    # The customer opens the claim; the supplier's open tab shows it by polling.
    customer = new_browser()  # taken now: the one started meanwhile
    hurried_timers(customer, CLAIM_POLL_MS, 500)
    sign_in_browser(app, customer, site, customer_email)
    customer.get(f"{site}/{customer_slug}/projects/{supplier_slug}/{contract_slug}/claims/1")
    visible(customer, "[data-testid=claim-document]")
    wait(supplier).until(lambda d: entries(d, "[data-testid=claim-activity]")[:1] == ["Cleo Customer viewed"])
    shot(supplier, "activity-panel-viewed")

    # The customer's own panel never shows the supplier's draft work.
    open_panel(customer)
    wait(customer).until(lambda d: entries(d, "[data-testid=claim-activity]") == [
        "Cleo Customer viewed", "Sam Supplier sent", "Sam Supplier finalised"])

    # The Activity log, from the user menu: every entry, with its claim and contract.
    supplier.find_element(By.CSS_SELECTOR, "[data-testid=claim-panel] button[aria-label=Close]").click()
    wait(supplier).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-testid=claim-panel]")))
    open_user_menu(supplier)
    click(supplier, menu_item(supplier, "Activity Log"))
    wait(supplier).until(EC.url_matches(rf"/{re.escape(supplier_slug)}/activity$"))
    page_says(supplier, "Activity log")
    wait(supplier).until(lambda d: entries(d, "main") == [
        "Cleo Customer viewed Claim 1", "Sam Supplier sent Claim 1", "Sam Supplier finalised Claim 1",
        "Sam Supplier edited draft Claim 1", "Sam Supplier created Claim 1", "Sam Supplier contract created"])
    assert "Queen St Apartments" in visible(supplier, "main [data-testid=activity-entry]").text
    assert not supplier.find_element(By.XPATH, "//main//button[normalize-space(.)='Older']").is_enabled()
    shot(supplier, "activity-log")

    # Search is in the URL; an entry links to its claim.
    type_into(supplier, "input[aria-label='Search activity']", "viewed")
    wait(supplier).until(EC.url_contains("?q=viewed"))
    wait(supplier).until(lambda d: entries(d, "main") == ["Cleo Customer viewed Claim 1"])
    type_into(supplier, "input[aria-label='Search activity']", "nothing like this")
    page_says(supplier, "No activity matches")
    shot(supplier, "activity-log-no-match")
    supplier.get(f"{site}/{supplier_slug}/activity?q=sent")
    wait(supplier).until(lambda d: entries(d, "main") == ["Sam Supplier sent Claim 1"])
    click(supplier, visible(supplier, "main [data-testid=activity-entry] a[href$='/claims/1']"))
    wait(supplier).until(lambda d: d.current_url == claim_url)
    visible(supplier, "[data-testid=claim-document]")

    # The claim page polls with its panel closed too (one request a tick for the page and the
    # panel): the supplier marks the claim paid and the customer's open page shows it, unreloaded.
    customer.find_element(By.CSS_SELECTOR, "[data-testid=claim-panel] button[aria-label=Close]").click()
    wait(customer).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-testid=claim-panel]")))
    assert "Paid" not in visible(customer, "[data-testid=claim-status]").text
    click(supplier, visible(supplier, "[data-testid=claim-menu]"))
    click(supplier, wait(supplier).until(EC.element_to_be_clickable(
        (By.XPATH, "//*[@role='menuitem'][normalize-space(.)='Mark as paid']"))))
    toast_says(supplier, "Marked as paid")
    wait(customer).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=claim-status]"), "Paid"))
