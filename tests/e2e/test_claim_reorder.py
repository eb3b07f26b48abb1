"""The claim's line grid in a real browser (issue 7): a line moved with the keyboard (its drag
handle, Space, the arrow keys, Space) is saved in its new place (positions 1000, 2000, 3000),
and at 1280 px the Disabled and Planned & Actual grids fit without a horizontal scrollbar (Quantity's
ten columns, with its four quantities apart, from 1366 px: issue 15), while a narrower window scrolls the grid rather than squeezing its numbers.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of each billing mode in light and dark theme.
"""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import add_line, page_graphql, saved, section
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, page_says, shot, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e

LINES = [("Site establishment", "12,000", "100"), ("Foundations", "45,000", "50"), ("Framing", "80,000", "25")]
MODES = ["Disabled", "Quantity", "Planned & Actual"]  # Percent, PercentWithQty, RateQtyEstimate
LEDGER = """query($owner: String!, $slug: String!) { contract(owner: $owner, slug: $slug) {
  ledger { items { name position isRetention } } } }"""


def _claim_with_three_lines(app, site, new_browser):
    supplier = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")  # the project's recipient
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Harbour View")
    supplier.get(contract_url)
    page_says(supplier, "No claims yet")
    click(supplier, visible(supplier, "[data-testid=new-claim]"))
    wait(supplier).until(EC.url_matches(r"/claims/\d+$"))
    visible(supplier, "[data-testid=claim-document]")
    for name, value, percent in LINES:
        add_line(supplier, "Base Contract", name, value, percent)
    saved(supplier)
    return supplier, supplier_slug, supplier_email


def _names(browser) -> list[str]:
    rows = section(browser, "Base Contract").find_elements(By.CSS_SELECTOR, "tr[data-testid=claim-line]")
    return [row.find_element(By.CSS_SELECTOR, "[name=name]").get_attribute("value") for row in rows]


def _announced(browser, text: str) -> None:
    """Wait for dnd-kit's live region (what a screen reader says) to say `text`."""
    wait(browser).until(lambda d: any(text in (e.get_attribute("textContent") or "")
                                      for e in d.find_elements(By.CSS_SELECTOR, "[id^=DndLiveRegion]")))


def _ledger_positions(app, browser, slug: str, email: str) -> list[tuple[str, int]]:
    """The lines' positions through the GraphQL API, asked from the signed-in page."""
    data = page_graphql(app, browser, slug, email, LEDGER, {"owner": slug, "slug": "harbour-view"})
    items = [i for i in data["contract"]["ledger"]["items"] if not i["isRetention"]]
    return sorted((i["name"], i["position"]) for i in items)


def _billing_mode(browser, label: str) -> None:
    click(browser, visible(browser, "[data-testid=billing-mode]"))
    click(browser, wait(browser).until(EC.element_to_be_clickable(
        (By.XPATH, f"//*[@role='menuitemradio'][.//span[normalize-space(.)='{label}']]"))))
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=billing-mode]"), label))


def _grid_overflow(browser) -> dict:
    """The line grid's scroll container: its widths, and the narrowest money cell's text fit."""
    return browser.execute_script(
        "const box = document.querySelector(\"section[aria-label='Base Contract'] table\").parentElement;"
        "const cells = [...box.querySelectorAll('tbody input[inputmode=decimal], tbody td[data-col]')];"
        "return {scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, innerWidth: window.innerWidth,"
        " clipped: cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.getAttribute('data-col'))};")


def test_a_line_moved_with_the_keyboard_is_saved_in_its_new_place(app, site, new_browser):
    supplier, slug, email = _claim_with_three_lines(app, site, new_browser)
    assert _names(supplier) == ["Site establishment", "Foundations", "Framing"]

    first = section(supplier, "Base Contract").find_element(By.CSS_SELECTOR, "tr[data-testid=claim-line]")
    handle = first.find_element(By.CSS_SELECTOR, "button[aria-roledescription=draggable]")
    assert handle.get_attribute("aria-label") == "Drag to reorder Site establishment"
    # Reach the handle from the keyboard: Shift+Tab from the line's description.
    click(supplier, first.find_element(By.CSS_SELECTOR, "[name=name]"))
    ActionChains(supplier).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    wait(supplier).until(lambda d: d.switch_to.active_element == handle)
    # A visible focus ring (an inset ring: the grid's scroll box would clip an outline). Waited for: the
    # ring may transition in (with reduced motion over 0.01 ms), and until the next frame it reads 'none'.
    wait(supplier).until(lambda d: d.execute_script("return getComputedStyle(arguments[0]).boxShadow", handle)
                         != "none")
    shot(supplier, "claim-reorder-handle-focused", handle)

    keys = ActionChains(supplier)
    keys.send_keys(Keys.SPACE).perform()
    wait(supplier).until(lambda d: handle.get_attribute("aria-pressed") == "true")
    _announced(supplier, "Picked up Site establishment.")
    ActionChains(supplier).send_keys(Keys.ARROW_DOWN).perform()
    _announced(supplier, "Site establishment is over Foundations.")
    ActionChains(supplier).send_keys(Keys.ARROW_DOWN).perform()
    _announced(supplier, "Site establishment is over Framing.")
    shot(supplier, "claim-reorder-keyboard-drag")
    ActionChains(supplier).send_keys(Keys.SPACE).perform()
    _announced(supplier, "Site establishment moved to the place of Framing.")
    wait(supplier).until(lambda d: _names(d) == ["Foundations", "Framing", "Site establishment"])
    saved(supplier)

    supplier.refresh()
    visible(supplier, "[data-testid=claim-document]")
    assert _names(supplier) == ["Foundations", "Framing", "Site establishment"]
    assert _ledger_positions(app, supplier, slug, email) == [
        ("Foundations", 1000), ("Framing", 2000), ("Site establishment", 3000)]

    # Moving it back up one row, and Escape leaves a picked-up line where it was.
    last = section(supplier, "Base Contract").find_elements(By.CSS_SELECTOR, "tr[data-testid=claim-line]")[-1]
    handle = last.find_element(By.CSS_SELECTOR, "button[aria-roledescription=draggable]")
    supplier.execute_script("arguments[0].focus()", handle)
    ActionChains(supplier).send_keys(Keys.SPACE).perform()
    _announced(supplier, "Picked up Site establishment.")
    ActionChains(supplier).send_keys(Keys.ARROW_UP).perform()
    _announced(supplier, "Site establishment is over Framing.")
    ActionChains(supplier).send_keys(Keys.ESCAPE).perform()
    _announced(supplier, "Site establishment stays where it was.")
    assert _names(supplier) == ["Foundations", "Framing", "Site establishment"]
    supplier.execute_script("arguments[0].focus()", handle)
    ActionChains(supplier).send_keys(Keys.SPACE).perform()
    wait(supplier).until(lambda d: handle.get_attribute("aria-pressed") == "true")
    ActionChains(supplier).send_keys(Keys.ARROW_UP).perform()
    _announced(supplier, "Site establishment is over Framing.")
    ActionChains(supplier).send_keys(Keys.SPACE).perform()
    wait(supplier).until(lambda d: _names(d) == ["Foundations", "Site establishment", "Framing"])
    saved(supplier)
    assert _ledger_positions(app, supplier, slug, email) == [
        ("Foundations", 1000), ("Framing", 3000), ("Site establishment", 2000)]


def test_every_billing_mode_fits_at_1280_px_and_a_narrower_window_scrolls(app, site, new_browser):
    supplier, _, _ = _claim_with_three_lines(app, site, new_browser)
    for label in MODES:
        width = 1366 if label == "Quantity" else 1280
        supplier.set_window_size(width, 900)
        wait(supplier).until(lambda d: _grid_overflow(d)["innerWidth"] == width)
        _billing_mode(supplier, label)
        saved(supplier)
        grid = _grid_overflow(supplier)
        assert grid["innerWidth"] == width
        assert grid["scrollWidth"] <= grid["clientWidth"], (label, grid)
        assert grid["clipped"] == [], (label, grid)
        shot(supplier, f"claim-grid-{width}-{label.split()[0].lower()}", section(supplier, "Base Contract"))

    # Narrower: the grid scrolls sideways, its numbers keep their room.
    supplier.set_window_size(1024, 900)
    for label in ("Quantity", "Planned & Actual"):
        _billing_mode(supplier, label)
        wait(supplier).until(lambda d: _grid_overflow(d)["innerWidth"] == 1024)
        grid = _grid_overflow(supplier)
        assert grid["scrollWidth"] > grid["clientWidth"], (label, grid)
        assert grid["clipped"] == [], (label, grid)
    shot(supplier, "claim-grid-1024-planned", section(supplier, "Base Contract"))

    # A line of more than a million: its columns widen (the grid may scroll), no number is cut.
    supplier.set_window_size(1280, 900)
    _billing_mode(supplier, "Disabled")
    add_line(supplier, "Base Contract", "Tower crane", "12,345,678.90", "50")
    saved(supplier)
    grid = _grid_overflow(supplier)
    assert grid["clipped"] == [], grid
    shot(supplier, "claim-grid-1280-millions", section(supplier, "Base Contract"))
