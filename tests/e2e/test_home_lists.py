"""The organisation home's Inbox and Sent in a real browser (issue 14): a supplier and a customer
land on their lists and see the right groups and badges for claims in every state (draft, sent,
scheduled, paying, paid); the customer selects two claims (a click, then a shift-click) and marks
them read from the selection bar (test_palette_claims.py does it from the command palette).

The claims' states are made through the service layer (as the API tests do); the screens that
make them have their own browser tests. Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of
both lists, light and dark, at 1280 px and at 390 px.
"""
import pytest
from selenium.webdriver import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import claim_groups, hover
from tests.e2e.projects_flow import invite_by_api, signed_up_org
from tests.e2e.screens import click, shot, visible, wait
from tests.e2e.world import acting_as

pytestmark = pytest.mark.e2e

SITE = "Harbour View"
GROUPS_SENT = ["Draft", "NoScheduleYet", "ScheduledNotPaid", "Paid"]
GROUPS_INBOX = ["NoScheduleYet", "ScheduledNotPaid", "Paid"]


def seed_claims(app, supplier_slug: str, supplier_email: str, customer_email: str) -> None:
    """Claims 1-5 of one contract, as the demo makes them (app.demo.seed.claims_in_every_state):
    1 paid, 2 scheduled and paying, 3 scheduled, 4 sent, 5 a draft."""
    from sqlalchemy import select

    from app.contracts import invitations
    from app.contracts.models import Contract
    from app.db import db
    from app.demo.seed import Side, claims_in_every_state

    customer_slug = invite_by_api(app, supplier_slug, customer_email, SITE)
    with acting_as(app, supplier_email, supplier_slug) as supplier:
        contract_id = db.session.scalar(select(Contract.id).where(Contract.site_name == SITE,
                                                                  Contract.owner_org_id == supplier.org.id))
    with acting_as(app, customer_email, customer_slug) as customer:
        invitations.accept(customer, contract_id)
    with app.app_context():
        claims_in_every_state(Side(supplier_email, supplier_slug), Side(customer_email, customer_slug), contract_id)


def _badges(browser) -> dict[int, str]:
    rows = browser.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")
    return {int(r.get_attribute("data-number")): r.find_element(By.CSS_SELECTOR, "[data-testid=claim-row-badge]").text
            for r in rows}


def _row(browser, number: int):
    return visible(browser, f"[data-testid=claim-row][data-number='{number}']")


def _shots(browser, name: str) -> None:
    """The list at 1280 px and at a phone's 390 px (shot() takes each light and dark)."""
    for width in (1280, 390):
        browser.set_window_size(width, 900)
        shot(browser, f"home-{name}-{width}")
    browser.set_window_size(1280, 900)


def test_supplier_and_customer_lists_and_marking_read(app, site, new_browser):
    supplier, customer = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    seed_claims(app, supplier_slug, supplier_email, customer_email)

    # The supplier's Sent: every group, newest content first within each, with the spec's badges.
    supplier.get(f"{site}/{supplier_slug}/outbox")
    assert claim_groups(supplier) == GROUPS_SENT
    wait(supplier).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")) == 5)
    badges = _badges(supplier)
    assert badges[5] == "Draft" and badges[4].startswith("Schedule Due")
    assert badges[3].startswith("Scheduled for") and badges[2].startswith("Scheduled for") and badges[1] == "Paid"
    assert "Payment in progress" in _row(supplier, 2).text
    assert "Harbour View" in _row(supplier, 4).text and "#4" in _row(supplier, 4).text
    assert [c.text for c in supplier.find_elements(By.CSS_SELECTOR, "[data-testid=claim-group-count]")] == \
        ["1", "1", "2", "1"]
    assert visible(supplier, "[data-testid=new-claim]").is_enabled()
    _shots(supplier, "sent")
    # Search and the group filter ask the server.
    search = visible(supplier, "[data-testid=claim-search]")
    search.send_keys("no such project")
    wait(supplier).until(lambda d: "No claims match" in d.find_element(By.TAG_NAME, "main").text)
    search.send_keys(Keys.CONTROL, "a")
    search.send_keys(Keys.DELETE)
    wait(supplier).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")) == 5)

    # The customer lands on Inbox: no drafts, the same badges, every claim unread.
    customer.get(f"{site}/{customer_slug}")
    assert claim_groups(customer) == GROUPS_INBOX
    wait(customer).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")) == 4)
    assert sorted(_badges(customer)) == [1, 2, 3, 4]
    assert all(r.get_attribute("data-unread") == "true"
               for r in customer.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]"))
    assert _row(customer, 4).find_element(By.CSS_SELECTOR, "[aria-label=Unread]")
    wrapper = visible(customer, "[data-testid=new-claim-wrapper]")
    assert not wrapper.find_element(By.CSS_SELECTOR, "[data-testid=new-claim]").is_enabled()
    # Its true reason: the customer has no project where it is the supplier yet.
    hover(customer, wrapper)
    wait(customer).until(EC.text_to_be_present_in_element(
        (By.CSS_SELECTOR, "[data-radix-popper-content-wrapper]"), "Create a project first, where you are the supplier"))
    _shots(customer, "inbox")

    # Newest content first in each group: claim 2 (marked paying) before claim 3.
    order = [int(r.get_attribute("data-number")) for r in customer.find_elements(By.CSS_SELECTOR, "[data-testid=claim-row]")]
    assert order == [4, 2, 3, 1]
    # Select claims 4 and 2 (a click, then a shift-click), mark them read from the bar.
    click(customer, _row(customer, 4).find_element(By.CSS_SELECTOR, "[data-testid=claim-row-select]"))
    box = _row(customer, 2).find_element(By.CSS_SELECTOR, "[data-testid=claim-row-select]")
    ActionChains(customer).key_down(Keys.SHIFT).click(box).key_up(Keys.SHIFT).perform()
    wait(customer).until(lambda d: "2 selected" in visible(d, "[data-testid=selection-bar]").text)
    bar = visible(customer, "[data-testid=selection-bar]")
    click(customer, bar.find_element(By.CSS_SELECTOR, "[data-testid=claims-mark-read]"))
    wait(customer).until(lambda d: _row(d, 4).get_attribute("data-unread") == "false"
                         and _row(d, 2).get_attribute("data-unread") == "false")
    assert _row(customer, 3).get_attribute("data-unread") == "true"
    shot(customer, "home-inbox-selected")
    # Read after a reload too; the row links to the claim page.
    customer.get(f"{site}/{customer_slug}/inbox")
    wait(customer).until(lambda d: _row(d, 4).get_attribute("data-unread") == "false")
    click(customer, _row(customer, 4).find_element(By.TAG_NAME, "a"))
    wait(customer).until(lambda d: d.current_url.endswith("/claims/4"))
