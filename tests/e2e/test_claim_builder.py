"""The claim builder as a quantity surveyor uses it (issue 15), in a real browser.

- Per-line refusals: a description over 500 characters is marked on its cell as it is typed and
  never sent; a line the server refuses (a quantity to date below zero) is held back, marked on
  its row and cell with the server's message, while the other lines' edits are saved; fixing it
  saves it. Offline, the edits wait under a banner that says so and are sent on reconnecting.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import add_line, saved, section, type_cell
from tests.e2e.projects_flow import create_project, signed_up_org
from tests.e2e.screens import click, page_says, shot, visible, wait

pytestmark = pytest.mark.e2e

LINES = [("Site establishment", "12,000", "100"), ("Foundations", "45,000", "50"), ("Framing", "80,000", "25")]
LEDGER = """query($owner: String!, $slug: String!) { contract(owner: $owner, slug: $slug) {
  ledger { entries { itemId name qtyMilli amount number isDraft } } } }"""


@pytest.fixture
def site(live_url):
    return live_url.rstrip("/")


def _project(app, site, new_browser, name="Harbour View"):
    supplier, customer = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = create_project(app, supplier, site, supplier_slug, recipient=customer_email, name=name,
                                  customer=customer)
    return supplier, supplier_slug, supplier_email, contract_url


def _new_claim(browser, contract_url):
    browser.get(contract_url)
    click(browser, visible(browser, "[data-testid=new-claim]"))
    wait(browser).until(EC.url_matches(r"/claims/\d+$"))
    visible(browser, "[data-testid=claim-document]")


def gql(app, browser, slug: str, email: str, query: str, variables: dict) -> dict:
    """A GraphQL query asked from the signed-in page (its cookies), as the screen would."""
    from sqlalchemy import select

    from app.auth.models import Account
    from app.db import db
    from tenants.models import Organisation

    with app.app_context():
        org_id = db.session.scalar(select(Organisation.id).where(Organisation.slug == slug))
        account_id = db.session.scalar(select(Account.id).where(Account.email == email))
    body = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch('/graphql', {method: 'POST', credentials: 'same-origin', headers: {'Content-Type': "
        "'application/json', 'user-account-id': arguments[0], 'org-id': arguments[1]}, body: arguments[2]})"
        ".then((r) => r.text()).then(done, (e) => done(String(e)));",
        str(account_id), str(org_id), json.dumps({"query": query, "variables": variables}))
    data = json.loads(body)
    assert "errors" not in data, data
    return data["data"]


def _row(browser, name: str):
    for row in section(browser, "Base Contract").find_elements(By.CSS_SELECTOR, "tr[data-testid=claim-line]"):
        if row.find_element(By.CSS_SELECTOR, "[name=name]").get_attribute("value") == name:
            return row
    raise AssertionError(f"no line {name}")


def _billing_mode(browser, label: str) -> None:
    click(browser, visible(browser, "[data-testid=billing-mode]"))
    click(browser, wait(browser).until(EC.element_to_be_clickable(
        (By.XPATH, f"//*[@role='menuitemradio'][.//span[normalize-space(.)='{label}']]"))))
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=billing-mode]"), label))


def _cell_message(row, name: str) -> str:
    cell = row.find_element(By.CSS_SELECTOR, f"[name={name}]")
    messages = cell.find_elements(By.XPATH, "./ancestor::td[1]//*[@data-cell-error]")
    return messages[0].text if messages else ""


def test_a_refused_line_is_marked_on_its_row_while_the_other_edits_save(app, site, new_browser):
    supplier, slug, email, contract_url = _project(app, site, new_browser)
    _new_claim(supplier, contract_url)
    for name, value, percent in LINES:
        add_line(supplier, "Base Contract", name, value, percent)
    saved(supplier)
    _billing_mode(supplier, "Quantity")
    saved(supplier)

    # Too long: marked while typing, never sent (the server's limit, mirrored).
    framing = _row(supplier, "Framing")
    type_cell(supplier, framing, "name", "x" * 501, commit=None)
    wait(supplier).until(lambda d: _cell_message(framing, "name")
                         == "Description must be at most 500 characters")
    # A quantity to date below zero: only the server knows the earlier claims' quantities.
    type_cell(supplier, _row(supplier, "Foundations"), "qty", "-5")
    type_cell(supplier, _row(supplier, "Site establishment"), "name", "Site setup")
    held = visible(supplier, "[data-testid=held-lines]")
    assert "1 line not saved" in held.text
    wait(supplier).until(lambda d: "1 line not saved" in d.find_element(By.CSS_SELECTOR, "[data-testid=save-status]").text)
    foundations = _row(supplier, "Foundations")
    assert foundations.get_attribute("data-refused") == "true"
    assert _cell_message(foundations, "qty") == "Quantity to date cannot be below zero"
    shot(supplier, "builder-line-refused")

    def draft_entries():
        entries = gql(app, supplier, slug, email, LEDGER, {"owner": slug, "slug": "harbour-view"})["contract"]["ledger"]["entries"]
        return sorted((e["name"], e["qtyMilli"]) for e in entries if e["isDraft"] and e["itemId"] != "retention")

    # The other line's edit is saved; the refused one and the too-long one are not.
    wait(supplier).until(lambda d: ("Site setup", 0) in draft_entries())
    assert ("Foundations", 0) in draft_entries() and ("Framing", 0) in draft_entries()

    # Fixing the refused line saves it and clears the marks.
    type_cell(supplier, _row(supplier, "Foundations"), "qty", "2")
    saved(supplier)
    assert not supplier.find_elements(By.CSS_SELECTOR, "[data-testid=held-lines]")
    assert _row(supplier, "Foundations").get_attribute("data-refused") is None
    assert ("Foundations", 2000) in draft_entries()

    # Offline: the edit waits under a banner, and goes when the browser is back online.
    supplier.set_network_conditions(offline=True, latency=0, download_throughput=-1, upload_throughput=-1)
    try:
        type_cell(supplier, _row(supplier, "Site setup"), "name", "Site setup and fencing")
        banner = visible(supplier, "[data-testid=offline-banner]")
        assert banner.text == "You appear to be offline. Your changes are kept and will be sent when you reconnect."
        shot(supplier, "builder-offline")
    finally:
        supplier.set_network_conditions(offline=False, latency=0, download_throughput=-1, upload_throughput=-1)
    saved(supplier)
    assert not supplier.find_elements(By.CSS_SELECTOR, "[data-testid=offline-banner]")
    assert ("Site setup and fencing", 0) in draft_entries()
