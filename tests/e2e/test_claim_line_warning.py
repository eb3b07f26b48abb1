"""Amounts a person would not mean (issue 33), in a real browser: an amount typed into the 'This
claim' column that takes a line past 100 % of its value is not refused; the line says so, the
send dialog lists it before the claim goes, and the claim is sent with that amount.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import add_line, dialog_button, line_row, page_graphql, saved, set_period, type_cell
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.world import accepted_project
from tests.e2e.screens import click, shot, visible, wait

pytestmark = pytest.mark.e2e

LEDGER = """query($owner: String!, $slug: String!) { contract(owner: $owner, slug: $slug) {
  ledger { entries { itemId name amount isDraft } } } }"""
# $10.00 of work claimed at $100,002.00: 1,000,020 % of its value (a slip of the keyboard).
WARNING = "This takes the line to 1,000,020 % of its value"
NOTE = "Claim line Foundations is at 1,000,020 % of its value"


def _text(element) -> str:
    # The percent sign is kept beside its number by a no-break space.
    return element.text.replace("\u00a0", " ")


def _warning(browser, name: str) -> str:
    return _text(line_row(browser, name).find_element(By.CSS_SELECTOR, "[data-testid=line-past-value]"))


def test_an_amount_past_the_value_of_its_line_is_warned_about_and_sent(app, site, new_browser):
    supplier = new_browser()
    slug, email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, slug, customer_email, "Harbour View")
    supplier.get(contract_url)
    click(supplier, visible(supplier, "[data-testid=new-claim]"))
    wait(supplier).until(EC.url_matches(r"/claims/\d+$"))
    add_line(supplier, "Base Contract", "Foundations", "10", "50")
    add_line(supplier, "Base Contract", "Framing", "80,000", "25")
    saved(supplier)
    assert _warning(supplier, "Foundations") == "" and _warning(supplier, "Framing") == ""

    # 100 % through the amount column: no warning.
    type_cell(supplier, line_row(supplier, "Foundations"), "thisClaim", "10")
    saved(supplier)
    assert _warning(supplier, "Foundations") == ""

    # Past it: the line says so, in its live region; the amount is kept and saved, not refused.
    type_cell(supplier, line_row(supplier, "Foundations"), "thisClaim", "100002")
    wait(supplier).until(lambda d: _warning(d, "Foundations") == WARNING)
    status = line_row(supplier, "Foundations").find_element(By.CSS_SELECTOR, "[data-testid=line-past-value]")
    assert status.get_attribute("role") == "status"
    assert _warning(supplier, "Framing") == ""
    foundations = line_row(supplier, "Foundations")
    assert foundations.find_element(By.CSS_SELECTOR, "[name=thisClaim]").get_attribute("value") == "100,002.00"
    assert foundations.find_element(By.CSS_SELECTOR, "[name=thisClaim]").get_attribute("aria-invalid") is None
    assert not foundations.find_elements(By.CSS_SELECTOR, "[data-cell-error]")
    saved(supplier)
    shot(supplier, "claim-line-past-value", foundations)

    # The send dialog lists it before the user confirms; sending still works.
    set_period(supplier, "2026-03-01", "2026-03-31", "1 Mar \u2013 31 Mar 2026")
    click(supplier, visible(supplier, "[data-testid=send-claim]"))
    listed = visible(supplier, "[data-testid=past-value-lines]")
    assert [_text(li) for li in listed.find_elements(By.TAG_NAME, "li")] == [NOTE]
    assert not supplier.find_elements(By.CSS_SELECTOR, "[data-testid=submit-problems]")
    shot(supplier, "claim-send-past-value")
    dialog_button(supplier, "Send claim")
    wait(supplier, 30).until(EC.text_to_be_present_in_element(
        (By.CSS_SELECTOR, "[data-testid=sent-message]"), "Sent \u2013 Your claim has been sent to the recipient."))
    dialog_button(supplier, "Done")
    wait(supplier).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=send-claim]"))

    entries = page_graphql(app, supplier, slug, email, LEDGER, {"owner": slug, "slug": "harbour-view"})
    sent = {e["name"]: e["amount"] for e in entries["contract"]["ledger"]["entries"] if not e["isDraft"]}
    assert sent["Foundations"] == 10_000_200
