"""The what's-new widget in a real browser (issue 17, spec 1 §1): the badge counts the changelog
entries the account has not seen, opening the frame and reading entries lowers it, and the count
follows the account to a second browser (the seen and read ids are kept on the server). Opened
from the header, the user menu and the command palette; Escape closes it.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the open frame in light and dark theme.
"""
import json
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import menu_item, open_user_menu, unique_email
from tests.e2e.screens import click, shot, visible, wait
from tests.e2e.world import sign_in_browser, signed_in_workspace

pytestmark = pytest.mark.e2e

BUTTON = "[data-testid=whatsnew-button]"
FRAME = "[data-testid=whatsnew-frame]"
PALETTE = "[role=dialog][aria-labelledby]"
ENTRIES = len(json.loads((Path(__file__).parents[2] / "ui/src/whatsnew/changelog.json").read_text()))


def unseen(browser) -> int:
    """The count the badge shows once it is shown (the delay and the second after closing are
    over); 0 when it is hidden. Read from the button's label, which says it in words."""
    def settled(d):
        label = d.find_element(By.CSS_SELECTOR, BUTTON).get_attribute("aria-label")
        badges = d.find_elements(By.CSS_SELECTOR, "[data-testid=whatsnew-badge]")
        if label == "What's new":
            return "0" if not badges else False
        return label.split(": ")[1].split(" ")[0] if badges and badges[0].get_attribute("data-state") == "count" else False
    return int(wait(browser).until(settled))


def close_with_escape(browser) -> None:
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    wait(browser).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, FRAME)))


def test_reading_entries_lowers_the_count_in_every_browser_of_the_account(app, site, browser, new_browser):
    email = unique_email("news")
    slug = signed_in_workspace(app, browser, site, email, person="Nina News")
    browser.get(f"{site}/{slug}")
    button = visible(browser, BUTTON)
    # A new account has seen nothing: every entry counts (the label says the number the badge
    # shows, WCAG 2.5.3).
    wait(browser).until(lambda d: d.find_element(By.CSS_SELECTOR, BUTTON).get_attribute("aria-label")
                        == f"What's new: {ENTRIES} unseen entries")
    assert unseen(browser) == ENTRIES

    click(browser, button)
    frame = visible(browser, FRAME)
    size = frame.size
    assert size["width"] == 340 and size["height"] <= 600
    assert browser.find_element(By.CSS_SELECTOR, "[data-testid=whatsnew-badge]").get_attribute("data-state") == "soft"
    first = frame.find_elements(By.CSS_SELECTOR, "[data-testid=whatsnew-entry]")[0]
    assert "unread" in first.get_attribute("textContent")
    click(browser, first)
    wait(browser).until(lambda d: first.get_attribute("aria-expanded") == "true"
                        and "unread" not in first.get_attribute("textContent"))
    shot(browser, "whatsnew-frame")
    close_with_escape(browser)
    assert browser.switch_to.active_element == browser.find_element(By.CSS_SELECTOR, BUTTON)

    # The entries in view were seen; the ones below the fold were not.
    after = unseen(browser)
    assert 0 < after < ENTRIES
    shot(browser, "whatsnew-badge", browser.find_element(By.CSS_SELECTOR, "header"))

    # Another browser, a fresh session of the same account: the same count, the same read entry.
    other = new_browser()
    sign_in_browser(app, other, site, email)
    other.get(f"{site}/{slug}")
    visible(other, BUTTON)
    wait(other).until(lambda d: d.find_element(By.CSS_SELECTOR, BUTTON).get_attribute("aria-label") != "What's new")
    assert unseen(other) == after
    open_user_menu(other)
    click(other, menu_item(other, "What's new"))
    frame = visible(other, FRAME)
    entries = frame.find_elements(By.CSS_SELECTOR, "[data-testid=whatsnew-entry]")
    assert "unread" not in entries[0].get_attribute("textContent")
    assert "unread" in entries[1].get_attribute("textContent")
    # Scrolling down shows (and so sees) the rest: the badge is then fully hidden.
    for item in frame.find_elements(By.CSS_SELECTOR, "li[data-entry-id]"):
        other.execute_script("arguments[0].scrollIntoView({block: 'nearest'})", item)
        wait(other).until(lambda d: item.get_attribute("data-seen") == "true")
    close_with_escape(other)
    wait(other).until(lambda d: unseen(d) == 0)  # once the last entries seen are saved

    # Back in the first browser, a new page agrees once the other's last marks are saved (they
    # are sent after the entries come into view); the palette opens the frame too.
    def agrees(d) -> bool:
        d.refresh()
        visible(d, BUTTON)
        return unseen(d) == 0

    wait(browser, 30).until(agrees)
    ActionChains(browser).key_down(Keys.CONTROL).send_keys("k").key_up(Keys.CONTROL).perform()
    field = visible(browser, f"{PALETTE} input[role=combobox]")
    field.send_keys("What's new")
    wait(browser).until(lambda d: (o := d.find_elements(By.CSS_SELECTOR, f"{PALETTE} [role=option]"))
                        and "What's new" in o[0].text)
    field.send_keys(Keys.ENTER)
    visible(browser, FRAME)
    close_with_escape(browser)
    assert unseen(browser) == 0
