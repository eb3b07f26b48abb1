"""The claim builder as a quantity surveyor uses it (issue 15), in a real browser.

- Per-line refusals: a description over 500 characters is marked on its cell as it is typed and
  never sent; a line the server refuses (a quantity to date below zero) is held back, marked on
  its row and cell with the server's message, while the other lines' edits are saved; fixing it
  saves it. Offline, the edits wait under a banner that says so and are sent on reconnecting.
- A save answers only the lines it changed: after a line deleted, one changed and one added, the
  grid and the totals are what a reload shows.
- Quantities: claims 1 and 2 in Quantity mode show the contract, previous, this claim's and
  to-date quantities the same on screen and in the PDF; a lump sum shows no quantity or rate.

The first two tests stand on a draft of three lines made through the claims service
(`world.drafted_claim`; adding lines in the grid is test_claims_flow.py's and the third test's).

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import (
    add_line,
    allow_downloads,
    dialog_button,
    downloaded_pdf,
    last_line,
    line_row,
    page_graphql,
    pdf_text,
    saved,
    section,
    set_period,
    type_cell,
)
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, visible, wait
from tests.e2e.world import accepted_project, drafted_claim

pytestmark = pytest.mark.e2e

LINES = [("Site establishment", "12,000", "100"), ("Foundations", "45,000", "50"), ("Framing", "80,000", "25")]
# LINES as the claims service takes them: (name, value in cents, percent claimed in basis points).
SERVICE_LINES = [(name, int(value.replace(",", "")) * 100, int(percent) * 100) for name, value, percent in LINES]
LEDGER = """query($owner: String!, $slug: String!) { contract(owner: $owner, slug: $slug) {
  ledger { entries { itemId name qtyMilli amount number isDraft } } } }"""


def _project(app, site, new_browser, name="Harbour View"):
    supplier = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, name)
    return supplier, supplier_slug, supplier_email, contract_url


def _new_claim(browser, contract_url):
    browser.get(contract_url)
    click(browser, visible(browser, "[data-testid=new-claim]"))
    wait(browser).until(EC.url_matches(r"/claims/\d+$"))
    visible(browser, "[data-testid=claim-document]")


def _open_draft(app, browser, contract_url: str, email: str, **draft) -> None:
    """A draft of LINES made through the claims service, opened."""
    browser.get(drafted_claim(app, contract_url, email, lines=SERVICE_LINES, **draft))
    visible(browser, "[data-testid=claim-document]")


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
    _open_draft(app, supplier, contract_url, email, billing_mode="PercentWithQty")
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=billing-mode]"), "Quantity"))

    # Too long: marked while typing, never sent (the server's limit, mirrored).
    framing = line_row(supplier, "Framing")
    type_cell(supplier, framing, "name", "x" * 501, commit=None)
    wait(supplier).until(lambda d: _cell_message(framing, "name")
                         == "Description must be at most 500 characters")
    # A quantity to date below zero: only the server knows the earlier claims' quantities.
    type_cell(supplier, line_row(supplier, "Foundations"), "qty", "-5")
    type_cell(supplier, line_row(supplier, "Site establishment"), "name", "Site setup")
    held = visible(supplier, "[data-testid=held-lines]")
    assert "1 line not saved" in held.text
    wait(supplier).until(lambda d: "1 line not saved" in d.find_element(By.CSS_SELECTOR, "[data-testid=save-status]").text)
    foundations = line_row(supplier, "Foundations")
    assert foundations.get_attribute("data-refused") == "true"
    assert _cell_message(foundations, "qty") == "Quantity to date cannot be below zero"
    shot(supplier, "builder-line-refused")

    def draft_entries():
        ledger = page_graphql(app, supplier, slug, email, LEDGER, {"owner": slug, "slug": "harbour-view"})
        entries = ledger["contract"]["ledger"]["entries"]
        return sorted((e["name"], e["qtyMilli"]) for e in entries if e["isDraft"] and e["itemId"] != "retention")

    # The other line's edit is saved; the refused one and the too-long one are not.
    wait(supplier).until(lambda d: ("Site setup", 0) in draft_entries())
    assert ("Foundations", 0) in draft_entries() and ("Framing", 0) in draft_entries()

    # Fixing the refused line saves it and clears the marks.
    type_cell(supplier, line_row(supplier, "Foundations"), "qty", "2")
    saved(supplier)
    assert not supplier.find_elements(By.CSS_SELECTOR, "[data-testid=held-lines]")
    assert line_row(supplier, "Foundations").get_attribute("data-refused") is None
    assert ("Foundations", 2000) in draft_entries()

    # Offline: the edit waits under a banner, and goes when the browser is back online.
    supplier.set_network_conditions(offline=True, latency=0, download_throughput=-1, upload_throughput=-1)
    try:
        type_cell(supplier, line_row(supplier, "Site setup"), "name", "Site setup and fencing")
        banner = visible(supplier, "[data-testid=offline-banner]")
        assert banner.text == "You appear to be offline. Your changes are kept and will be sent when you reconnect."
        shot(supplier, "builder-offline")
    finally:
        supplier.set_network_conditions(offline=False, latency=0, download_throughput=-1, upload_throughput=-1)
    saved(supplier)
    assert not supplier.find_elements(By.CSS_SELECTOR, "[data-testid=offline-banner]")
    assert ("Site setup and fencing", 0) in draft_entries()


def _names(browser) -> list[str]:
    rows = section(browser, "Base Contract").find_elements(By.CSS_SELECTOR, "tr[data-testid=claim-line]")
    return [row.find_element(By.CSS_SELECTOR, "[name=name]").get_attribute("value") for row in rows]


def _page(browser) -> tuple:
    """What the claim page shows of the lines and totals."""
    return (_names(browser), visible(browser, "[data-testid=claimed-amount]").text,
            visible(browser, "[data-testid=totals]").text)


def test_after_its_saves_the_grid_shows_what_a_reload_shows(app, site, new_browser):
    # A save answers only the lines it changed and the totals; the page keeps its copy of the draft.
    supplier, _, email, contract_url = _project(app, site, new_browser, name="Quay Street")
    _open_draft(app, supplier, contract_url, email)
    # Foundations goes (nothing claimed on it before this claim), Framing changes, Roofing is new.
    click(supplier, line_row(supplier, "Foundations").find_element(By.CSS_SELECTOR,
                                                               "[aria-label='Actions for Foundations']"))
    click(supplier, wait(supplier).until(EC.element_to_be_clickable(
        (By.XPATH, "//*[@role='menuitem'][normalize-space(.)='Delete line']"))))
    type_cell(supplier, line_row(supplier, "Framing"), "percent", "60")
    add_line(supplier, "Base Contract", "Roofing", "30,000", "10")
    saved(supplier)
    shown = _page(supplier)
    assert shown[0] == ["Site establishment", "Framing", "Roofing"]
    assert "72,450.00" in shown[1]  # 12,000 + 48,000 + 3,000 and GST
    supplier.refresh()
    visible(supplier, "[data-testid=claim-document]")
    wait(supplier).until(lambda d: len(_names(d)) == 3)
    assert _page(supplier) == shown


QTY_KEYS = ["plannedQty", "unitPrice", "totalPrice", "qtyPrevious", "qty", "qtyToDate", "percent", "thisClaim", "toDate"]


def _send(browser) -> None:
    click(browser, visible(browser, "[data-testid=send-claim]"))
    visible(browser, "[data-testid=send-dialog]")
    dialog_button(browser, "Send claim")
    wait(browser, 30).until(EC.text_to_be_present_in_element(
        (By.CSS_SELECTOR, "[data-testid=sent-message]"), "Sent \u2013 Your claim has been sent to the recipient."))
    dialog_button(browser, "Done")
    wait(browser).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "input[name=qty]"))


def _shown_row(browser, name: str) -> list[str]:
    """A sent claim's line as the screen shows it: its description, then the quantity mode's cells."""
    for row in section(browser, "Base Contract").find_elements(By.CSS_SELECTOR, "tr[data-testid=claim-line]"):
        if row.find_element(By.CSS_SELECTOR, "td[data-col=name]").text.startswith(name):
            return [name] + [row.find_element(By.CSS_SELECTOR, f"td[data-col={k}]").text for k in QTY_KEYS]
    raise AssertionError(f"no line {name}")


def _pdf_row(browser, folder, name: str) -> list[str]:
    for old in folder.glob("*.pdf"):
        old.unlink()
    click(browser, visible(browser, "[data-testid=download-pdf]"))
    text = pdf_text(downloaded_pdf(folder))
    row = next(line for line in text.splitlines() if line.strip().startswith(name))
    return [name] + row.strip()[len(name):].split()


def test_claims_1_and_2_in_quantity_mode_show_the_same_quantities_on_screen_and_in_the_pdf(app, site, new_browser,
                                                                                             tmp_path):
    supplier, slug, email, contract_url = _project(app, site, new_browser, name="Harbour View")
    folder = tmp_path / "downloads"
    allow_downloads(supplier, folder)
    _new_claim(supplier, contract_url)
    _billing_mode(supplier, "Quantity")
    # 420 m of blockwork at 62.50 a metre, 20 m in claim 1; a lump sum claimed in full.
    add_line(supplier, "Base Contract", "Site establishment", "12,000", "100")
    click(supplier, visible(supplier, "section[aria-label='Base Contract'] [data-testid=add-line]"))
    wait(supplier).until(lambda d: d.switch_to.active_element.get_attribute("name") == "name")
    supplier.switch_to.active_element.send_keys("Blockwork")
    row = last_line(supplier, "Base Contract")
    type_cell(supplier, row, "unitPrice", "62.50")
    type_cell(supplier, last_line(supplier, "Base Contract"), "plannedQty", "420")
    type_cell(supplier, last_line(supplier, "Base Contract"), "qty", "20")
    saved(supplier)
    # The lump sum has no quantity or rate: no '0' or '0.00' in those cells.
    lump = line_row(supplier, "Site establishment")
    for key in ("plannedQty", "unitPrice", "qty"):
        assert lump.find_element(By.CSS_SELECTOR, f"[name={key}]").get_attribute("value") == "", key
    shot(supplier, "builder-quantity-claim-1", section(supplier, "Base Contract"))
    set_period(supplier, "2026-03-01", "2026-03-31", "1 Mar \u2013 31 Mar 2026")
    _send(supplier)
    claim_1 = _shown_row(supplier, "Blockwork")
    assert claim_1 == ["Blockwork", "420", "62.50", "26,250.00", "0", "20", "20", "4.76%", "1,250.00", "1,250.00"]
    assert _pdf_row(supplier, folder, "Blockwork") == claim_1

    # Claim 2: 10 m more. The screen and the PDF say 20 before, 10 now, 30 to date.
    click(supplier, visible(supplier, "[data-testid=breadcrumb-contract]"))  # back within the app
    wait(supplier).until(EC.url_to_be(contract_url))
    click(supplier, visible(supplier, "[data-testid=new-claim]"))
    wait(supplier).until(EC.url_matches(r"/claims/2$"))
    visible(supplier, "[data-testid=claim-document]")
    type_cell(supplier, line_row(supplier, "Blockwork"), "qty", "10")
    saved(supplier)
    shot(supplier, "builder-quantity-claim-2", section(supplier, "Base Contract"))
    set_period(supplier, "2026-04-01", "2026-04-30", "1 Apr \u2013 30 Apr 2026")
    _send(supplier)
    claim_2 = _shown_row(supplier, "Blockwork")
    assert claim_2 == ["Blockwork", "420", "62.50", "26,250.00", "20", "10", "30", "7.14%", "625.00", "1,875.00"]
    assert _pdf_row(supplier, folder, "Blockwork") == claim_2
    lump_shown = _shown_row(supplier, "Site establishment")
    assert lump_shown[1:3] == ["", ""] and lump_shown[4:7] == ["", "", ""], lump_shown
