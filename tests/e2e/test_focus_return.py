"""Escape gives the focus back to what opened the dialog or menu (issue 36; WCAG 2.2 SC 2.4.3).

On the claim builder (a draft claim, made through the claims service: world.py, claims_flow), each
dialog and menu is opened from the keyboard-reachable control that opens it — the Date, Due date,
Period, Purchase order and Payment details blocks, Retention, Send claim, the activity side panel,
the claim's menu, the billing-mode and Add section menus, a line's menu — and closed with Escape;
the focus is then on that control again, not on the page body, and the claim is still open.
A grid cell keeps the focus on Escape too. ui/src/ui/focusReturn.test.tsx proves the same of the
design system's primitives, each way a screen opens them.
"""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import draft_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import shot, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e

OPEN = "[role=dialog], [role=alertdialog], [role=menu]"

# (what it is, the control that opens it)
OPENERS = [
    ("Dates", "[data-testid=block-date] button"),
    ("Dates, from the due date", "[data-testid=block-due-date] button"),
    ("Period", "[data-testid=block-period] button"),
    ("Purchase order", "[data-testid=block-po] button"),
    ("Payment details", "[data-testid=block-payment] button"),
    ("Retention", "[data-testid=edit-retention]"),
    ("Send claim", "[data-testid=send-claim]"),
    ("the activity side panel", "button[aria-label='Activity and comments']"),
    ("the claim's menu", "[data-testid=claim-menu]"),
    ("the billing-mode menu", "[data-testid=billing-mode]"),
    ("Add section", "[data-testid=add-section]"),
    ("a line's menu", "button[aria-label='Actions for Foundations']"),
]


def _escape(browser) -> None:
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()


def _focused_is(browser, css: str) -> bool:
    return browser.execute_script(
        "const el = document.querySelector(arguments[0]); return el !== null && document.activeElement === el;", css)


def test_escape_returns_the_focus_to_the_control_that_opened_each_dialog_and_menu(app, site, browser):
    supplier_slug, supplier_email, _ = signed_up_org(app, browser, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Harbour View")
    draft_claim(app, contract_url, supplier_email, line=("Foundations", 10_000_00, 5000),
                period=("2026-03-01", "2026-03-31"))
    claim_url = f"{contract_url}/claims/1"
    browser.get(claim_url)
    visible(browser, "[data-testid=send-claim]")

    dropped = []
    for what, css in OPENERS:
        opener = visible(browser, css)
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", opener)
        opener.send_keys(Keys.ENTER)  # from the keyboard, as the people this is for open it
        wait(browser).until(EC.visibility_of_element_located((By.CSS_SELECTOR, OPEN)))
        _escape(browser)
        wait(browser).until(lambda d: not d.find_elements(By.CSS_SELECTOR, OPEN))
        try:
            wait(browser, 5).until(lambda d: _focused_is(d, css))
        except Exception:
            dropped.append(f"{what}: focus on {browser.execute_script('return document.activeElement.outerHTML.slice(0, 120)')}")
        if what == "Period":  # the pencil's focus ring (3:1), kept when CLAIMDESK_SHOTS names a folder
            shot(browser, "focus-ring-period-pencil")
        assert browser.current_url == claim_url, f"Escape from {what} left the claim"
    assert dropped == []

    # A grid cell: Escape puts its value back and keeps the focus there.
    cell = visible(browser, "textarea[aria-label='Description of Foundations']")
    cell.click()
    cell.send_keys(" and more")
    cell.send_keys(Keys.ESCAPE)
    wait(browser).until(lambda d: d.execute_script("return document.activeElement === arguments[0]", cell))
    assert cell.get_attribute("value") == "Foundations"
    assert browser.current_url == claim_url
