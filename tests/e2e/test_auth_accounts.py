"""Several accounts in one browser: add a second account, switch workspaces, profile."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import menu_item, open_user_menu, sign_up, unique_email, visible, wait
from tests.e2e.world import new_workspace, signed_in_workspace

pytestmark = pytest.mark.e2e


def ticked(browser) -> list[str]:
    return [item.text.strip() for item in browser.find_elements(By.CSS_SELECTOR, "[role=menuitemradio][aria-checked=true]")
            if "Light" not in item.text and "Dark" not in item.text and "System" not in item.text]


def test_add_a_second_account_and_switch_between_workspaces(site, browser):
    first, second = unique_email("ann"), unique_email("bob")
    ann_slug = sign_up(browser, site, first, name="Ann Smith", org="Ann Builders")

    open_user_menu(browser)
    menu_item(browser, "Add an account").click()
    wait(browser).until(EC.url_to_be(f"{site}/login?add"))
    assert visible(browser, "h1").text == "Add an account"
    bob_slug = sign_up(browser, site, second, name="Bob Jones", org="Bob Civil", query="?add&signup")
    assert browser.current_url == f"{site}/{bob_slug}"

    stored = browser.execute_script("return JSON.parse(localStorage.getItem('claimdesk.auth-state')).sessions")
    assert [s["email"] for s in stored] == [first, second]

    # The menu lists both accounts and their workspaces, with a tick on the current one.
    menu = open_user_menu(browser)
    assert first in menu.text and second in menu.text
    assert ticked(browser) == ["Bob Civil"]
    menu_item(browser, "Ann Builders").click()
    wait(browser).until(EC.url_to_be(f"{site}/{ann_slug}"))
    wait(browser).until(lambda d: "Ann Builders" in d.find_element(By.TAG_NAME, "aside").text)
    open_user_menu(browser)
    assert ticked(browser) == ["Ann Builders"]
    assert "Ann Smith" in visible(browser, "[role=menu]").text

    # Each workspace talks to the API as its own account.
    menu_item(browser, "Profile").click()
    wait(browser).until(EC.url_to_be(f"{site}/{ann_slug}/account"))
    wait(browser).until(lambda d: d.find_element(By.NAME, "email").get_attribute("value") == first)
    browser.get(f"{site}/{bob_slug}/account")
    wait(browser).until(lambda d: d.find_element(By.NAME, "email").get_attribute("value") == second)

    # Signing one account out keeps the other.
    open_user_menu(browser)
    sign_outs = browser.find_elements(By.XPATH, "//*[@role='menuitem' and normalize-space(.)='Sign out of this account']")
    assert len(sign_outs) == 2
    sign_outs[0].click()  # Ann's
    wait(browser).until(lambda d: len(d.execute_script(
        "return JSON.parse(localStorage.getItem('claimdesk.auth-state') || '{\"sessions\": []}').sessions")) == 1)
    answer = browser.execute_script("return fetch('/auth/sessions').then(r => r.json())")
    assert [s["email"] for s in answer["sessions"]] == [second]


def test_profile_name_is_required_and_email_cannot_change(app, site, browser):
    slug = signed_in_workspace(app, browser, site, unique_email(), person="Ann Smith")
    browser.get(f"{site}/{slug}/account")
    name = visible(browser, "input[name=name]")
    wait(browser).until(lambda d: name.get_attribute("value") == "Ann Smith")
    name.clear()
    name.send_keys(" ")
    browser.find_element(By.XPATH, "//button[normalize-space(.)='Save']").click()
    assert "Name is required" in visible(browser, "[data-field-error]").text
    name.clear()
    name.send_keys("Ann Smythe")
    browser.find_element(By.XPATH, "//button[normalize-space(.)='Save']").click()
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-sonner-toaster]"), "Profile updated"))
    browser.find_element(By.NAME, "email").click()
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-sonner-toaster]"),
                                                         "Changing email is not supported."))
    browser.refresh()
    wait(browser).until(lambda d: d.find_element(By.NAME, "name").get_attribute("value") == "Ann Smythe")


def test_a_taken_slug_is_refused_with_a_clear_message(app, site, browser):
    first = new_workspace(app, unique_email(), person="Ann Smith", org="Taken Slug Ltd")
    other = browser
    email = unique_email()
    from tests.e2e.auth_flow import enter_code, request_code

    asked = request_code(other, site, email, "?signup")
    enter_code(other, site, email, asked)
    wait(other).until(EC.url_contains("/signup"))
    visible(other, "input[name=userName]").send_keys("Bob")
    other.find_element(By.NAME, "orgName").send_keys("Another Name")
    slug = other.find_element(By.NAME, "slug")
    slug.clear()
    slug.send_keys(first)
    other.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
    error = visible(other, "[data-field-error]")
    assert error.text == f"The slug '{first}' is already taken. Please choose another."
    assert other.current_url == f"{site}/signup"
