"""The schedule of values on the Contract tab (issue 15), in a real browser: the supplier sets up
three lines (one of them 420 m @ 62.50 = 26,250.00) before claim 1, claim 1 starts with them, and
once the claim has an amount on a line, that line's prices are locked on the Contract tab with
the reason.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from tests.e2e.claims_flow import saved, section, type_cell
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e

LOCKED = "Claim 1 has an amount on this line, so its quantity, rate and value are fixed and it cannot be deleted"


def _add(browser, description: str, *, qty="", unit="", rate="", value="", line_type=None) -> None:
    form = visible(browser, "[data-testid=sov-add]")
    count = len(browser.find_elements(By.CSS_SELECTOR, "[data-testid=sov-row]"))
    for name, text in (("description", description), ("qty", qty), ("unit", unit), ("rate", rate), ("value", value)):
        if text:
            form.find_element(By.CSS_SELECTOR, f"input[name={name}]").send_keys(text)
    if line_type:
        Select(form.find_element(By.CSS_SELECTOR, "select[aria-label=Type]")).select_by_visible_text(line_type)
    if qty:
        wait(browser).until(EC.text_to_be_present_in_element(
            (By.CSS_SELECTOR, "[data-testid=sov-sum]"), f"{qty} {unit} @ {rate} = "))
    form.find_element(By.CSS_SELECTOR, "input[name=description]").send_keys(Keys.ENTER)
    wait(browser).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=sov-row]")) == count + 1)


def _rows(browser) -> list[list[str]]:
    return [[cell.text for cell in row.find_elements(By.TAG_NAME, "td")[:6]]
            for row in browser.find_elements(By.CSS_SELECTOR, "[data-testid=sov-row]")]


def _sov_row(browser, name: str):
    """The schedule's row of that line (None while the tab has not shown it)."""
    for row in browser.find_elements(By.CSS_SELECTOR, "[data-testid=sov-row]"):
        if name in row.find_element(By.TAG_NAME, "td").text:
            return row
    return None


def _shows(browser, name: str, text: str) -> bool:
    row = _sov_row(browser, name)
    return row is not None and text in row.text


def test_lines_set_up_on_the_contract_tab_start_claim_1_and_lock_once_claimed(app, site, new_browser):
    supplier, customer = new_browser(), new_browser()
    slug, _, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, slug, customer_email, "Harbour View")

    supplier.get(contract_url + "/contract")
    visible(supplier, "[data-testid=sov]")
    _add(supplier, "Preliminaries", value="15,000")
    _add(supplier, "Civil >> Kerb and channel", qty="420", unit="m", rate="62.50")
    _add(supplier, "PC sum: fittings", value="8,000", line_type="Provisional")
    assert _rows(supplier) == [
        ["Preliminaries", "Base Contract", "", "", "", "15,000.00"],
        ["Civil › Kerb and channel", "Base Contract", "420", "m", "62.50", "26,250.00"],
        ["PC sum: fittings", "Provisional", "", "", "", "8,000.00"],
    ]
    assert supplier.find_element(By.CSS_SELECTOR, "[data-testid=sov-total]").text == "49,250.00"
    shot(supplier, "sov-contract-tab", supplier.find_element(By.CSS_SELECTOR, "[data-testid=sov]"))
    # The customer reads the same lines, with nothing to change.
    customer.get(contract_url.replace(f"/{slug}/projects/", f"/{customer_slug}/projects/", 1) + "/contract")
    wait(customer).until(lambda d: len(_rows(d)) == 3)
    assert _rows(customer) == _rows(supplier)
    assert not customer.find_elements(By.CSS_SELECTOR, "[data-testid=sov-add], [data-testid=sov] button")

    # Claim 1 starts with those lines: nothing to type again.
    supplier.get(contract_url)
    click(supplier, visible(supplier, "[data-testid=new-claim]"))
    wait(supplier).until(EC.url_matches(r"/claims/1$"))
    visible(supplier, "[data-testid=claim-document]")

    def names(title):
        return [row.find_element(By.CSS_SELECTOR, "[name=name]").get_attribute("value")
                for row in section(supplier, title).find_elements(By.CSS_SELECTOR, "tr[data-testid=claim-line]")]

    wait(supplier).until(lambda d: names("Base Contract") == ["Preliminaries", "Kerb and channel"])
    assert names("Provisional") == ["PC sum: fittings"]

    # Claim on the kerb line: 20 m.
    click(supplier, visible(supplier, "[data-testid=billing-mode]"))
    click(supplier, wait(supplier).until(EC.element_to_be_clickable(
        (By.XPATH, "//*[@role='menuitemradio'][.//span[normalize-space(.)='Quantity']]"))))
    saved(supplier)
    kerb = next(row for row in section(supplier, "Base Contract").find_elements(By.CSS_SELECTOR, "tr[data-testid=claim-line]")
                if row.find_element(By.CSS_SELECTOR, "[name=name]").get_attribute("value") == "Kerb and channel")
    assert kerb.find_element(By.CSS_SELECTOR, "[name=plannedQty]").get_attribute("value") == "420"
    type_cell(supplier, kerb, "qty", "20")
    saved(supplier)

    # Back on the Contract tab: the kerb line is locked, with the reason; the others are not.
    supplier.get(contract_url + "/contract")
    wait(supplier).until(lambda d: _shows(d, "Kerb and channel", LOCKED))
    kerb = _sov_row(supplier, "Kerb and channel")
    locked_delete = kerb.find_element(By.CSS_SELECTOR, f"button[aria-label='{LOCKED}']")
    assert locked_delete.get_attribute("disabled") is not None
    assert not _sov_row(supplier, "Preliminaries").find_elements(By.CSS_SELECTOR, "[data-testid=sov-locked]")
    shot(supplier, "sov-contract-tab-locked", supplier.find_element(By.CSS_SELECTOR, "[data-testid=sov]"))
    click(supplier, kerb.find_element(By.CSS_SELECTOR, "button[aria-label='Edit Kerb and channel']"))
    edit = visible(supplier, "[data-testid=sov-edit]")
    assert edit.find_element(By.CSS_SELECTOR, "input[name=rate]").get_attribute("disabled") is not None
    assert edit.find_element(By.CSS_SELECTOR, "input[name=qty]").get_attribute("disabled") is not None
    shot(supplier, "sov-contract-tab-locked-edit", supplier.find_element(By.CSS_SELECTOR, "[data-testid=sov]"))
    # Its description still changes, and the draft follows.
    field = edit.find_element(By.CSS_SELECTOR, "input[name=description]")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys("Civil >> Kerb & channel", Keys.ENTER)
    wait(supplier).until(lambda d: _shows(d, "Kerb & channel", LOCKED))
