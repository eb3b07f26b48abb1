"""WCAG 2.2 AA, measured (issue 36): axe-core (tests/e2e/axe.py) finds no violation on the main
screens, in the light theme and in the dark one.

One test per theme visits the screens in turn, each scanned once it has loaded: sign-in, the Inbox
and Sent, the claim builder (a draft), a sent claim, the payment-schedule builder, the project's
Claims and Variations tabs and its contract grid, every settings tab, the export, and the public
link page of a claim. The world stands on the services (world.py): a project both sides accepted,
claim 1 sent by the supplier through the claims service, claim 2 a draft; both people are signed
in on the one browser by fixture session. The theme is the stored preference, as the user menu
stores it. The browser loads the app three times (sign-in, the Inbox, the link page) and goes to
the other screens within it, as a click on a link does (`_go`): a scan is about the screen, not
its load. Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of each screen.
"""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.axe import describe, violations
from tests.e2e.claims_flow import ACCESS_LINK, draft_claim, emailed, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, visible, wait
from tests.e2e.world import acting_as, accepted_project

pytestmark = pytest.mark.e2e


def _claim_2_draft(app, contract_url: str, email: str) -> None:
    from app.claims import service
    from tests.e2e.claims_flow import _contract_id

    supplier_slug = contract_url.rstrip("/").rsplit("/", 2)[1]
    with acting_as(app, email, supplier_slug) as viewer:
        service.create_claim(viewer, _contract_id(viewer, contract_url))


def _world(app, site, browser):
    supplier_slug, supplier_email, _ = signed_up_org(app, browser, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, browser, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Harbour View")
    draft_claim(app, contract_url, supplier_email, line=("Foundations", 10_000_00, 5000),
                period=("2026-03-01", "2026-03-31"))
    serve_claim(app, contract_url, supplier_email)
    _claim_2_draft(app, contract_url, supplier_email)
    link = ACCESS_LINK.search(emailed(site, customer_email, "Claim 1 (")["text"]).group(1)
    # The claim is served in this process, whose PUBLIC_URL is not the live server's.
    link = re.sub(r"^https?://[^/]+", site, link)
    return supplier_slug, customer_slug, contract_url, link


def _in_main(browser, css: str, timeout: float = 20):
    return wait(browser, timeout).until(EC.visibility_of_element_located((By.CSS_SELECTOR, f"main {css}")))


def _says(browser, text: str, timeout: float = 20) -> None:
    """`text` shown in main, whatever its case on screen (headings may be set in capitals)."""
    wait(browser, timeout).until(lambda d: text.lower() in d.find_element(By.TAG_NAME, "main").text.lower())


def _go(browser, url: str) -> None:
    """Go to `url` within the app, as its links do (the router follows the history entry), and wait
    until the screen left has gone from main: the next wait is for the new screen's content."""
    left = browser.find_element(By.TAG_NAME, "main").text
    browser.execute_script("window.history.pushState(null, '', arguments[0]);"
                           "window.dispatchEvent(new PopStateEvent('popstate', {state: null}));",
                           re.sub(r"^https?://[^/]+", "", url))
    wait(browser).until(lambda d: d.find_element(By.TAG_NAME, "main").text != left)


def _scan(browser, where: str, theme: str, scanned: dict) -> None:
    """axe's violations on the screen, kept under its name: the test reports every screen's at once."""
    wait(browser).until(lambda d: d.execute_script("return document.documentElement.dataset.theme") == theme)
    scanned[where] = violations(browser)
    if theme == "light":  # screens.shot keeps both themes, and leaves the page light
        shot(browser, "a11y-" + re.sub(r"\W+", "-", where).strip("-"))


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_main_screens_have_no_wcag_violation(app, site, new_browser, theme):
    browser = new_browser()
    # Scanned at rest: a fade caught halfway (the what's-new badge's, 300 ms, seen failing colour
    # contrast at its mid-fade colours) is not what a person reads. The app honours reduced motion
    # (styles/index.css), so with it every transition ends at once.
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    # The stored preference, there before the first page reads it.
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
        "source": f"localStorage.setItem('claimdesk.theme', '{theme}');"})
    browser.get(f"{site}/login")
    visible(browser, "input[type=email]")
    scanned = {}
    _scan(browser, "sign-in", theme, scanned)

    supplier_slug, customer_slug, contract_url, link = _world(app, site, browser)
    contract_path = contract_url.split(f"/{supplier_slug}/projects/", 1)[1]

    browser.get(f"{site}/{customer_slug}/inbox")
    _in_main(browser, "[data-testid=claim-row]")
    _scan(browser, "Inbox", theme, scanned)

    _go(browser, f"{site}/{supplier_slug}/outbox")
    _in_main(browser, "[data-testid=claim-row]")
    _scan(browser, "Sent", theme, scanned)

    _go(browser, f"{contract_url}/claims/2")
    _in_main(browser, "[data-testid=send-claim]")
    _scan(browser, "claim builder", theme, scanned)

    _go(browser, f"{contract_url}/claims/1")
    _in_main(browser, "[data-testid=claim-document]")
    _scan(browser, "sent claim", theme, scanned)

    _go(browser, f"{site}/{customer_slug}/projects/{contract_path}/claims/1")
    click(browser, _in_main(browser, "[data-testid=add-schedule]"))
    _in_main(browser, "[data-testid=schedule-lines]")
    _scan(browser, "schedule builder", theme, scanned)

    _go(browser, contract_url)
    _in_main(browser, "[data-testid=claim-row]")
    _scan(browser, "project, Claims tab", theme, scanned)

    _go(browser, f"{contract_url}/variations")
    _says(browser, "No variations yet")
    _scan(browser, "project, Variations tab", theme, scanned)

    _go(browser, f"{contract_url}/contract")
    _says(browser, "Foundations")
    _scan(browser, "project, Contract tab", theme, scanned)

    for path, text in (("settings", "Organisation Name"), ("settings/members", "Sam Supplier"),
                       ("settings/projects", "Contracts"), ("settings/connections", "Xero"),
                       ("settings/billing", "Billing Account")):
        _go(browser, f"{site}/{supplier_slug}/{path}")
        _says(browser, text)
        _scan(browser, path, theme, scanned)

    _go(browser, f"{site}/{supplier_slug}/export")
    _in_main(browser, "[data-testid=export-row]")
    _scan(browser, "export", theme, scanned)

    browser.get(link)
    visible(browser, "[data-testid=link-title]", 30)
    # Each link page is titled by its document (WCAG 2.4.2), not the app's one title.
    wait(browser).until(lambda d: d.title == "Claim 1 \u00b7 Harbour View \u00b7 Claimdesk")
    _scan(browser, "public link page of a claim", theme, scanned)

    assert len(scanned) == 16
    failing = {where: found for where, found in scanned.items() if found}
    assert not failing, f"axe-core finds WCAG 2.2 AA violations ({theme} theme):\n" + "\n".join(
        f"{where}:\n{describe(found)}" for where, found in failing.items())
