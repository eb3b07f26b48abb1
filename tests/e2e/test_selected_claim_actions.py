"""The spec's claim actions for selected claims, in a real browser (issue 36; spec 2 'Claim document
screen': delete claim, move back to Draft, mark as paid or unpaid, re-send claim, view on the
accounting service). The supplier selects two claims on Sent and deletes from the selection bar:
only the draft never sent may be deleted, and it goes (the list reads itself again). Then it
selects two sent claims and re-sends both from the command palette's '2 Claims': the customer gets
a reminder of each. What the server did is read through the service layer and the dev outbox.

test_home_lists.py and test_palette_claims.py mark claims read from the bar and the palette; the
actions each row offers are the server's (tests/api/claims/test_home_lists.py). Set
CLAIMDESK_SHOTS=/some/folder to keep screenshots of the bar and the palette, light and dark.
"""
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.mailbox import mails_to
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, visible, wait
from tests.e2e.test_home_lists import _row, seed_claims
from tests.e2e.test_palette_claims import select, selected
from tests.e2e.test_palette_shortcuts import PALETTE, headings, open_palette
from tests.e2e.world import acting_as

pytestmark = pytest.mark.e2e


def statuses_on_server(app, email: str, slug: str) -> dict[int, str]:
    """{claim number: status} of this person's Sent list, as the service layer lists it."""
    from app.claims.lists import Box, list_claims

    with acting_as(app, email, slug) as viewer:
        rows, _ = list_claims(viewer, Box.SENT)
        return {row.claim.number: row.claim.status for row in rows}


def reminders_to(site: str, email: str) -> list[str]:
    """Subjects of the resent claims' emails to `email` in the dev outbox."""
    return sorted(m["subject"] for m in mails_to(email) if m["subject"].startswith("Reminder:"))


def numbers(browser) -> list[int]:
    return [int(r.get_attribute("data-number")) for r in browser.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")]


def test_two_selected_claims_deleted_from_the_bar_and_resent_from_the_palette(app, site, browser):
    slug, email, _ = signed_up_org(app, browser, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    seed_claims(app, slug, email, customer_email)
    assert reminders_to(site, customer_email) == []

    browser.get(f"{site}/{slug}/outbox")
    wait(browser).until(lambda d: numbers(d) == [5, 4, 2, 3, 1])
    # Claims 5 (a draft never sent) and 4 (sent, not the last claim): only 5 may be deleted.
    select(browser, 5)
    select(browser, 4, shift=True)
    selected(browser, 2)
    bar = visible(browser, "[data-testid=selection-bar]")
    offered = [b.text for b in bar.find_elements(By.CSS_SELECTOR, "button[data-testid^=claims-]")]
    assert "Delete claim" in offered and "Re-send claim" in offered and "Move back to Draft" not in offered
    shot(browser, "home-selection-bar-actions", bar)
    click(browser, bar.find_element(By.CSS_SELECTOR, "[data-testid=claims-delete]"))
    confirm = visible(browser, "[role=alertdialog]")
    assert "Delete Claim 5?" in confirm.text and "This can't be undone." in confirm.text
    click(browser, confirm.find_element(By.XPATH, ".//button[normalize-space(.)='Delete']"))
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-sonner-toaster]"), "Claim deleted"))
    wait(browser).until(lambda d: numbers(d) == [4, 2, 3, 1])  # the list read itself again
    on_server = statuses_on_server(app, email, slug)
    assert sorted(on_server) == [1, 2, 3, 4] and on_server[4] == "Sent"  # 5 gone, 4 untouched

    # Claims 4 and 3, re-sent from the palette's '2 Claims' with the keyboard.
    wait(browser).until(lambda d: "1 selected" in d.find_element(By.CSS_SELECTOR, "[data-testid=selection-bar]").text)
    select(browser, 3)
    selected(browser, 2)
    palette = open_palette(browser)
    assert headings(browser)[0] == "2 Claims"
    group = palette.find_element(
        By.XPATH, ".//*[@cmdk-group-heading][normalize-space(.)='2 Claims']/following-sibling::*[@role='group']")
    options = [o.text for o in group.find_elements(By.CSS_SELECTOR, "[role=option]")]
    # Claim 4 is now the last claim: it may go back to draft or be voided (the palette's 'Delete claim').
    assert {"Re-send claim", "Move back to Draft", "Delete claim", "Mark as paid"} <= set(options), options
    shot(browser, "palette-selected-claims-actions", palette)
    palette.find_element(By.CSS_SELECTOR, "input[role=combobox]").send_keys("re-send")
    wait(browser).until(lambda d: [o.text for o in d.find_elements(
        By.CSS_SELECTOR, f"{PALETTE} [role=option][aria-selected=true]")] == ["Re-send claim"])
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    wait(browser).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, PALETTE)))
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-sonner-toaster]"), "Email sent"))
    # One reminder of each claim reaches the customer (the worker sends them).
    deadline = time.monotonic() + 30
    while len(reminders_to(site, customer_email)) < 2 and time.monotonic() < deadline:
        time.sleep(0.1)
    reminders = reminders_to(site, customer_email)
    assert len(reminders) == 2 and any("Claim 4" in s for s in reminders) and any("Claim 3" in s for s in reminders), \
        reminders
    assert _row(browser, 4).is_displayed() and _row(browser, 3).is_displayed()
