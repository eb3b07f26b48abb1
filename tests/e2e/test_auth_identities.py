"""Google and Microsoft in a real browser (issue 20): link Google from its security link page (through
the local OpenID Connect fake, tests/oidc_fake.py), log out, 'Sign in with Google' lands in the
workspace; a fresh browser does the same; Microsoft's link page shows the directory (tenant) id.
The spec's errors of the link page, word for word.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the login page and the link page (light, dark).
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import USER_MENU, menu_item, open_user_menu, unique_email
from tests.e2e.screens import click, page_says, shot, visible, wait
from tests.e2e.world import signed_in_workspace

pytestmark = pytest.mark.e2e


def _sign_in_with_google(browser, site, slug):
    browser.get(f"{site}/login")
    button = visible(browser, "[data-testid=sign-in-google]")
    assert not browser.find_elements(By.CSS_SELECTOR, "form [data-testid=sign-in-google]")
    click(browser, button)
    wait(browser, 30).until(EC.url_matches(rf"/{slug}(/[a-z]*)?$"))
    visible(browser, USER_MENU)


def test_link_google_then_sign_in_with_it(app, site, new_browser, oidc_server):
    browser = new_browser()
    email = unique_email("google")
    slug = signed_in_workspace(app, browser, site, email, person="Gina Google", org="Google Builders")
    browser.get(f"{site}/{slug}")
    visible(browser, USER_MENU)  # the app has read the browser's sessions
    oidc_server.next_user["google"] = oidc_server.user("google", email=email)
    account = browser.execute_script(
        "return JSON.parse(localStorage.getItem('claimdesk.auth-state')).sessions[0].userAccountId")

    # The spec's errors of the link page.
    browser.get(f"{site}/{slug}/settings/security/link/google")
    page_says(browser, "Link is missing the userAccountId parameter")
    browser.get(f"{site}/{slug}/settings/security/link/google?userAccountId=987654321")
    page_says(browser, "User not found")

    # Authentication page › Link Google › the link page › Google's consent › back, linked.
    browser.get(f"{site}/{slug}/account/security")
    page_says(browser, "You have not linked a Google or Microsoft account.")
    click(browser, visible(browser, "[data-testid=link-google]"))
    wait(browser).until(EC.url_contains(f"/settings/security/link/google?userAccountId={account}"))
    page_says(browser, "No Google account is linked yet.")
    shot(browser, "security-link-google-empty")
    click(browser, visible(browser, "[data-testid=link-provider]"))
    page_says(browser, "Google account linked", timeout=30)
    assert "result=linked" in browser.current_url
    row = visible(browser, "[data-testid=linked-identity][data-provider=google]")
    assert email in row.text and "never used to sign in" in row.text
    shot(browser, "security-link-google-linked")

    # Microsoft: linked the same way; its page shows the directory the identity belongs to.
    microsoft = oidc_server.user("microsoft", email=email)
    oidc_server.next_user["microsoft"] = microsoft
    browser.get(f"{site}/{slug}/settings/security/link/microsoft?userAccountId={account}")
    click(browser, visible(browser, "[data-testid=link-provider]"))
    page_says(browser, "Microsoft account linked", timeout=30)
    assert microsoft["tid"] in visible(browser, "[data-testid=tenant-id]").text
    shot(browser, "security-link-microsoft-linked")

    # Log out; 'Sign in with Google' on the login page signs this account in, to its workspace.
    open_user_menu(browser)
    click(browser, menu_item(browser, "Log out"))
    wait(browser).until(lambda d: d.execute_script("return localStorage.getItem('claimdesk.auth-state')") is None)
    browser.get(f"{site}/login")
    visible(browser, "[data-testid=sign-in-microsoft]")
    shot(browser, "login-identity-buttons")
    _sign_in_with_google(browser, site, slug)

    # A fresh browser: the same.
    fresh = new_browser()
    _sign_in_with_google(fresh, site, slug)
    open_user_menu(fresh)
    assert email in visible(fresh, "[role=menu]").text

    # Unlinked on the Authentication page: Google no longer signs anybody in.
    fresh.get(f"{site}/{slug}/account/security")
    row = visible(fresh, "[data-testid=linked-identity][data-provider=google]")
    assert "Last used" in row.text
    assert visible(fresh, "[data-testid=linked-identity][data-provider=microsoft]")
    shot(fresh, "authentication-identities", row)
    click(fresh, row.find_element(By.XPATH, ".//button[normalize-space(.)='Unlink']"))
    click(fresh, wait(fresh).until(EC.element_to_be_clickable(
        (By.XPATH, "//*[@role='alertdialog' or @role='dialog']//button[normalize-space(.)='Unlink']"))))
    wait(fresh).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=linked-identity][data-provider=google]"))
    other = new_browser()
    other.get(f"{site}/login")
    click(other, visible(other, "[data-testid=sign-in-google]"))
    page_says(other, "This Google account is not linked to Claimdesk yet.", timeout=30)
    assert email in visible(other, "input[name=email]").get_attribute("value")
    assert not other.find_elements(By.CSS_SELECTOR, USER_MENU)
