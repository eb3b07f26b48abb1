"""The selected claims' actions in the command palette, in a real browser (issue 14; spec 2 'Claim
document screen': 'Claim N' for one claim, 'N Claims' for several). The customer selects a claim
on Inbox and the palette's first group reads 'Claim 4'; with a second one shift-clicked it reads
'2 Claims', and 'Mark as read' run from it with the keyboard marks both read, on the server too,
while the others stay unread. (test_home_lists.py marks claims read from the selection bar.)

The claims are made, and their read state on the server is read, through the service layer as
test_home_lists.py does. Set
CLAIMDESK_SHOTS=/some/folder to keep screenshots of the palette, light and dark.
"""
import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, wait
from tests.e2e.test_home_lists import _row, seed_claims
from tests.e2e.test_palette_shortcuts import PALETTE, headings, open_palette
from tests.e2e.world import acting_as

pytestmark = pytest.mark.e2e


def unread(browser, number: int) -> bool:
    return _row(browser, number).get_attribute("data-unread") == "true"


def select(browser, number: int, *, shift: bool = False) -> None:
    box = _row(browser, number).find_element(By.CSS_SELECTOR, "[data-testid=claim-row-select]")
    if shift:
        ActionChains(browser).key_down(Keys.SHIFT).click(box).key_up(Keys.SHIFT).perform()
    else:
        click(browser, box)


def unread_on_server(app, email: str, slug: str) -> dict[int, bool]:
    """{claim number: unread} of this person's Inbox, as the service layer lists it."""
    from app.claims.lists import Box, list_claims

    with acting_as(app, email, slug) as viewer:
        rows, _ = list_claims(viewer, Box.INBOX)
        return {row.claim.number: row.is_unread for row in rows}


def close_palette(browser) -> None:
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    wait(browser).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, PALETTE)))


def selected(browser, count: int) -> None:
    wait(browser).until(lambda d: f"{count} selected" in d.find_element(
        By.CSS_SELECTOR, "[data-testid=selection-bar]").text)


def test_two_selected_claims_are_marked_read_through_the_palette(app, site, new_browser):
    customer = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, None, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    seed_claims(app, supplier_slug, supplier_email, customer_email)
    assert unread_on_server(app, customer_email, customer_slug) == {4: True, 2: True, 3: True, 1: True}

    # Inbox lists claims 4, 2, 3 and 1, every one unread; nothing selected, no claims group.
    customer.get(f"{site}/{customer_slug}")
    wait(customer).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")) == 4)
    assert all(unread(customer, n) for n in (1, 2, 3, 4))
    open_palette(customer)
    assert headings(customer)[0] == "Projects"
    close_palette(customer)

    # One claim selected: its group is titled 'Claim 4'.
    select(customer, 4)
    selected(customer, 1)
    open_palette(customer)
    assert headings(customer)[0] == "Claim 4"
    close_palette(customer)

    # Claims 4 and 2 (a shift-click): '2 Claims', whose 'Mark as read' Enter runs.
    select(customer, 2, shift=True)
    selected(customer, 2)
    palette = open_palette(customer)
    assert headings(customer)[0] == "2 Claims"
    group = palette.find_element(
        By.XPATH, ".//*[@cmdk-group-heading][normalize-space(.)='2 Claims']/following-sibling::*[@role='group']")
    assert [o.text for o in group.find_elements(By.CSS_SELECTOR, "[role=option]")][:2] == ["Mark as read", "Mark as unread"]
    shot(customer, "palette-selected-claims", palette)
    palette.find_element(By.CSS_SELECTOR, "input[role=combobox]").send_keys("mark as read")
    wait(customer).until(lambda d: [o.text for o in d.find_elements(
        By.CSS_SELECTOR, f"{PALETTE} [role=option][aria-selected=true]")] == ["Mark as read"])
    assert group.find_element(By.CSS_SELECTOR, "[role=option][aria-selected=true]").text == "Mark as read"
    ActionChains(customer).send_keys(Keys.ENTER).perform()
    wait(customer).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, PALETTE)))
    wait(customer).until(lambda d: not unread(d, 4) and not unread(d, 2))
    assert unread(customer, 3) and unread(customer, 1)

    # Read on the server (each row turned read on its mutation's answer), and after a reload.
    assert unread_on_server(app, customer_email, customer_slug) == {4: False, 2: False, 3: True, 1: True}
    customer.get(f"{site}/{customer_slug}/inbox")
    wait(customer).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")) == 4)
    assert [unread(customer, n) for n in (4, 2, 3, 1)] == [False, False, True, True]
