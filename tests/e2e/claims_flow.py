"""Steps of the claim browser tests: a project between two organisations, editing claim lines in
the grid, dialogs with date fields, the Inbox and Sent lists, the dev outbox, and the PDF the
browser downloads.

A project is made through the services (`world.accepted_project`; its screens have their own
tests in test_projects_flows.py); edits made by "someone else" go straight through the claims
service, as another session would. A test that stands on a sent claim without being about the
claim page makes and sends it through the claims service too (`draft_claim`, `serve_claim`), as
the claim page's New claim, grid, period dialog and Send do (their screens: test_claims_flow.py).
"""
import json
import os
import re
import subprocess
import time
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.mailbox import mails_to
from tests.e2e.screens import click, shot, visible, wait
from tests.e2e.world import acting_as, drafted_claim


def saved(browser, timeout: float = 20) -> None:
    """Wait until every staged line edit is saved."""
    wait(browser, timeout).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=save-status]"),
                                                                   "All changes saved"))


def section(browser, title: str):
    return visible(browser, f"section[aria-label='{title}']")


def line_row(browser, name: str, title: str = "Base Contract"):
    """The grid's line described `name` in section `title`."""
    for row in section(browser, title).find_elements(By.CSS_SELECTOR, "tr[data-testid=claim-line]"):
        if row.find_element(By.CSS_SELECTOR, "[name=name]").get_attribute("value") == name:
            return row
    raise AssertionError(f"no line {name}")


def last_line(browser, title: str):
    rows = section(browser, title).find_elements(By.CSS_SELECTOR, "tr[data-testid=claim-line]")
    return rows[-1]


def type_cell(browser, row, name: str, text: str, *, commit=Keys.TAB) -> None:
    cell = row.find_element(By.CSS_SELECTOR, f"[name={name}]")
    click(browser, cell)
    cell.send_keys(Keys.CONTROL, "a")
    cell.send_keys(Keys.DELETE)
    if text:
        cell.send_keys(text)
    if commit:
        cell.send_keys(commit)


def add_line(browser, title: str, name: str, value: str, percent: str, *, line_type: str | None = None) -> None:
    """Add a line to section `title` (making the section when needed) and claim a percent of it; where the
    section's 'Add line' offers line types (Materials), the one named `line_type` (default: `title`)."""
    existing = browser.find_elements(By.CSS_SELECTOR, f"section[aria-label='{title}']")
    if existing:
        button = existing[0].find_element(By.CSS_SELECTOR, "[data-testid=add-line]")
        click(browser, button)
        if button.get_attribute("aria-haspopup"):
            item = wait(browser).until(EC.element_to_be_clickable(
                (By.XPATH, f"//*[@role='menuitem'][normalize-space(.)='{line_type or title}']")))
            item.click()
    elif browser.find_elements(By.CSS_SELECTOR, "[data-testid=add-first-line]") and title == "Base Contract":
        click(browser, browser.find_element(By.CSS_SELECTOR, "[data-testid=add-first-line]"))
    else:
        click(browser, visible(browser, "[data-testid=add-section]"))
        item = wait(browser).until(EC.element_to_be_clickable(
            (By.XPATH, f"//*[@role='menuitem'][normalize-space(.)='{title}']")))
        item.click()
    # The new line's description has the focus.
    wait(browser).until(lambda d: d.switch_to.active_element.get_attribute("name") == "name")
    active = browser.switch_to.active_element
    active.send_keys(name, Keys.TAB)
    row = last_line(browser, title)
    type_cell(browser, row, "totalPrice", value)
    row = last_line(browser, title)
    type_cell(browser, row, "percent", percent)


def set_date(browser, css: str, iso: str) -> None:
    """Set a date input as React sees typing (the typed format of <input type=date> depends on locale)."""
    element = visible(browser, css)
    browser.execute_script(
        "const el = arguments[0];"
        "const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;"
        "setter.call(el, arguments[1]);"
        "el.dispatchEvent(new Event('input', { bubbles: true }));", element, iso)


def set_period(browser, start: str, end: str, shows: str) -> None:
    """Set the claim's period in its dialog; wait until the block shows `shows`."""
    click(browser, visible(browser, "[data-testid=block-period] button"))
    set_date(browser, "[role=dialog] input[name=periodFrom]", start)
    set_date(browser, "[role=dialog] input[name=periodTo]", end)
    dialog_button(browser, "Save")
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=block-period]"), shows))


def dialog_button(browser, text: str):
    button = wait(browser).until(EC.element_to_be_clickable(
        (By.XPATH, f"//*[@role='dialog' or @role='alertdialog']//button[normalize-space(.)='{text}']")))
    return click(browser, button)


def hover(browser, element) -> None:
    ActionChains(browser).move_to_element(element).perform()


def claim_groups(browser) -> list[str]:
    """The groups of the Inbox or Sent list, in order, once it shows any."""
    wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=claim-group]"))
    return [g.get_attribute("data-group") for g in browser.find_elements(By.CSS_SELECTOR, "[data-testid=claim-group]")]


# The link of a claim's email that opens it with no account.
ACCESS_LINK = re.compile(r"No Claimdesk account\? Open it without signing in: (\S+)")


def emailed(site: str, email: str, subject: str, timeout: float = 30) -> dict:
    """The newest email to `email` whose subject contains `subject` (from the dev outbox of the live
    server at `site`, read in its database: tests/e2e/mailbox.py)."""
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        for message in mails_to(email):
            seen.append(message["subject"])
            if subject in message["subject"]:
                return message
        time.sleep(0.1)
    raise AssertionError(f"no email '{subject}' to {email}; seen {sorted(set(seen))}")


def allow_downloads(browser, folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    browser.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(folder)})


def finished_download(folder: Path, pattern: str, timeout: float = 60) -> Path:
    """The first non-empty file of `folder` whose name matches `pattern`, once Chromium has no
    download in progress there (a condition polled on the file system, which has no event)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        done = [p for p in folder.iterdir() if re.fullmatch(pattern, p.name) and p.stat().st_size > 0]
        if done and not list(folder.glob("*.crdownload")):
            return done[0]
        time.sleep(0.1)
    raise AssertionError(f"no download matching {pattern} in {folder}: {list(folder.iterdir())}")


def downloaded_pdf(folder: Path, timeout: float = 60) -> Path:
    return finished_download(folder, r".*\.pdf", timeout)


def pdf_text(path: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], check=True, capture_output=True, text=True).stdout


def page_shot(browser, name: str) -> None:
    """Like screens.shot, of the whole page (the window made as tall as the document)."""
    if not os.environ.get("CLAIMDESK_SHOTS"):
        return
    size = browser.get_window_size()
    height = browser.execute_script("return document.documentElement.scrollHeight")
    browser.set_window_size(size["width"], min(height + 140, 5000))
    try:
        shot(browser, name)
    finally:
        browser.set_window_size(size["width"], size["height"])


def page_graphql(app, browser, slug: str, email: str, query: str, variables: dict) -> dict:
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


def _contract_id(viewer, contract_url: str) -> int:
    from sqlalchemy import select

    from app.contracts.models import Contract
    from app.db import db

    return db.session.scalar(select(Contract.id).where(Contract.owner_org_id == viewer.org.id,
                                                       Contract.slug == contract_url.rstrip("/").rsplit("/", 1)[1]))


def draft_claim(app, contract_url: str, email: str, *, line: tuple[str, int, int], period: tuple,
                retention_formula: dict | None = None) -> None:
    """Claim 1 of the project at `contract_url` (as `world.accepted_project` answers it): a draft with one
    Base Contract line (its name, its value in cents and the percent of it claimed, in basis points) over
    `period` (two dates), with the contract's `retention_formula` when given; `world.drafted_claim`."""
    drafted_claim(app, contract_url, email, lines=[line], period=period, retention_formula=retention_formula)


def serve_claim(app, contract_url: str, email: str, *, claim_date=None, due_date=None, days_ago: int = 0):
    """Send the draft of claim 1 (`draft_claim`) as Send claim does, by the supplier's person
    `email` through the claims service: dated `claim_date` and due `due_date` (else today and the
    default due date), served now or `days_ago` (the service's own moment of service, as the demo
    serves on past days: the PDF rendered and hashed as served is the one the claim reads ever after,
    which `world.served_days_ago`, moving a claim served today, cannot give). Its stored
    payment-schedule deadline."""
    from datetime import datetime, timedelta, timezone

    from sqlalchemy import select

    from app.claims import service
    from app.claims.models import Claim
    from app.db import db

    supplier_slug = contract_url.rstrip("/").rsplit("/", 2)[1]
    with acting_as(app, email, supplier_slug) as viewer:
        contract_id = _contract_id(viewer, contract_url)
        service.submit_claim(viewer, contract_id, 1, None, claim_date=claim_date, due_date=due_date,
                             at=datetime.now(timezone.utc) - timedelta(days=days_ago) if days_ago else None)
    with app.app_context():
        return db.session.scalar(select(Claim.schedule_deadline).where(Claim.contract_id == contract_id,
                                                                       Claim.number == 1))


def send_schedule(app, contract_url: str, customer_email: str, customer_slug: str) -> None:
    """The customer's payment schedule of claim 1 (served by `serve_claim`), scheduled as claimed and
    sent by its person `customer_email` of `customer_slug` through the schedules service, as Send
    payment schedule does (the demo gives its schedules so: app/demo/seed.py)."""
    from sqlalchemy import select

    from app.claims import service
    from app.claims.document import revision_of
    from app.contracts.models import Contract
    from app.db import db
    from app.schedules import service as schedules
    from app.schedules.queries import basis_of
    from tenants.models import Organisation

    owner_slug, slug = contract_url.rstrip("/").rsplit("/", 2)[1:]
    with app.app_context():
        contract_id = db.session.scalar(select(Contract.id).join(Organisation, Organisation.id == Contract.owner_org_id)
                                        .where(Organisation.slug == owner_slug, Contract.slug == slug))
    with acting_as(app, customer_email, customer_slug) as viewer:
        found, claim = service.get_claim(viewer, contract_id, 1)
        basis = basis_of(found, claim)
        totals = basis.totals(basis.schedule_lines([]))
        schedules.update_draft(viewer, contract_id, 1, {
            "claim_rev": claim.latest_rev, "version": 0, "due_date": revision_of(claim, claim.latest_rev).due_date,
            "is_tax_invoice": False, "lines": [], "adjust_excl": 0, "adjust_tax": 0,
            "schedule_excl": totals.schedule_excl, "schedule_tax": totals.schedule_tax, "notes": [], "reference": ""})
    with acting_as(app, customer_email, customer_slug) as viewer:
        schedules.send(viewer, contract_id, 1)
