"""The first five minutes of a new user, in a real browser (issue 17): the landing page leads to
sign-up, a signed-out visitor to Add a subcontract is asked to sign up, an invited person is asked
their name before they land, and a made-up contract tab is the 404 page.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
import uuid

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import NAME_QUESTION, USER_MENU, enter_code, request_code, unique_email
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, page_says, shot, toast_says, visible, wait
from tests.e2e.world import accepted_project, signed_in_workspace

pytestmark = pytest.mark.e2e


def test_the_landing_page_leads_to_sign_up(site, browser):
    browser.get(f"{site}/")
    header = visible(browser, "header")
    hero = browser.find_element(By.CSS_SELECTOR, "main")
    assert hero.find_element(By.LINK_TEXT, "Create an account").get_attribute("href") == f"{site}/signup"
    shot(browser, "landing")
    closing = browser.find_element(By.XPATH, "//main//section[.//h2[normalize-space(.)='Send your next claim with Claimdesk']]")
    assert closing.find_element(By.LINK_TEXT, "Get started").get_attribute("href") == f"{site}/signup"
    shot(browser, "landing-closing", closing)
    click(browser, header.find_element(By.LINK_TEXT, "Get started"))
    # Nobody is signed in: /signup goes on to the sign-up mode of /login.
    wait(browser).until(lambda d: d.current_url == f"{site}/login?signup")
    page_says(browser, "Create your Claimdesk account")

    browser.set_window_size(420, 900)
    browser.get(f"{site}/")
    click(browser, visible(browser, "button[aria-label='Open menu']"))
    menu = visible(browser, "#marketing-mobile-nav")
    assert menu.find_element(By.LINK_TEXT, "Get started").get_attribute("href") == f"{site}/signup"
    shot(browser, "landing-narrow-menu")
    browser.set_window_size(1280, 900)


def test_a_signed_out_visitor_to_add_a_subcontract_is_asked_to_sign_up(site, browser):
    browser.get(f"{site}/acme/projects/acme/harbour-view/subcontracts/new")
    wait(browser).until(lambda d: "/login?signup" in d.current_url)
    notice = visible(browser, "[role=status]").text
    assert "Sign up to access this feature." in notice
    page_says(browser, "Create your Claimdesk account")
    shot(browser, "sign-up-to-access")


def test_an_invited_person_is_asked_their_name_before_they_land(app, site, browser, new_browser):
    # A name of its own: a workspace's web address is taken from its name, and other tests use theirs.
    org = f"Totara Plumbing {uuid.uuid4().hex[:4].upper()}"
    slug = signed_in_workspace(app, browser, site, unique_email("owner"), person="Olivia Owner", org=org)
    invitee = unique_email("ivy")
    browser.get(f"{site}/{slug}/settings/members")
    card = visible(browser, "form[aria-label='Invite people']")
    card.find_element(By.NAME, "inviteEmail").send_keys(invitee)
    card.find_element(By.XPATH, ".//button[normalize-space(.)='Send invites']").click()
    toast_says(browser, "Invitation sent")
    row = f"tr[data-member='{invitee}']"
    visible(browser, row)

    other = new_browser()
    asked = request_code(other, site, invitee)
    enter_code(other, site, invitee, asked)
    question = visible(other, NAME_QUESTION)
    assert other.current_url == f"{site}/{slug}"
    assert other.find_element(By.TAG_NAME, "h1").text == f"Welcome to {org}"
    assert not other.find_elements(By.CSS_SELECTOR, USER_MENU)  # not in the app yet
    # A blank name gets the profile's message and goes nowhere.
    question.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    wait(other).until(lambda d: "Name is required" in d.find_element(By.CSS_SELECTOR, NAME_QUESTION).text)
    shot(other, "name-question-blank")
    question.find_element(By.NAME, "name").send_keys("Ivy Invitee")
    question.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    visible(other, USER_MENU)
    assert other.current_url == f"{site}/{slug}"
    # Asked once: the next visit goes straight in.
    other.refresh()
    visible(other, USER_MENU)
    assert not other.find_elements(By.CSS_SELECTOR, NAME_QUESTION)

    # The workspace sees the name, not the bare address.
    browser.refresh()
    wait(browser).until(lambda d: "Ivy Invitee" in d.find_element(By.CSS_SELECTOR, row).text)


def test_a_made_up_contract_tab_is_not_found(app, site, new_browser):
    supplier, customer = new_browser(), new_browser()
    supplier_slug, _, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Queen St Apartments")

    supplier.get(f"{contract_url}/nonsense")
    page = visible(supplier, "[data-testid=error-page]")
    assert page.find_element(By.TAG_NAME, "h1").text == "404 Not Found"
    assert not supplier.find_elements(By.CSS_SELECTOR, "dl[aria-label='Contract summary']")
    visible(supplier, USER_MENU)  # inside the app's shell
    shot(supplier, "contract-tab-not-found")
    # Its real tabs still open.
    supplier.get(f"{contract_url}/subcontracts")
    visible(supplier, "dl[aria-label='Contract summary']")

    # A tab of the other side only: the customer has no Subcontracts tab.
    customer_url = contract_url.replace(f"/{supplier_slug}/projects/", f"/{customer_slug}/projects/")
    customer.get(f"{customer_url}/subcontracts")
    wait(customer).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=error-page] h1"),
                                                          "404 Not Found"))
    customer.get(customer_url)
    visible(customer, "dl[aria-label='Contract summary']")
