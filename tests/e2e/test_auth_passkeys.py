"""Passkeys in Chromium with its WebDriver virtual authenticator (headless, RP ID localhost)."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.virtual_authenticator import VirtualAuthenticatorOptions
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import unique_email, visible, wait
from tests.e2e.world import signed_in_workspace

pytestmark = pytest.mark.e2e


def authenticator(browser, *, verified: bool = True):
    options = VirtualAuthenticatorOptions()
    options.protocol = VirtualAuthenticatorOptions.Protocol.CTAP2
    options.transport = VirtualAuthenticatorOptions.Transport.INTERNAL
    options.has_resident_key = True
    options.has_user_verification = True
    options.is_user_verified = verified
    options.is_user_consenting = True
    browser.add_virtual_authenticator(options)


def create_passkey(browser, site, slug):
    browser.get(f"{site}/{slug}/account/security")
    visible(browser, "[data-testid=linked-email]")
    wait(browser).until(EC.text_to_be_present_in_element((By.TAG_NAME, "main"), "You have not registered any passkeys."))
    browser.find_element(By.XPATH, "//button[normalize-space(.)='Create a passkey']").click()
    return visible(browser, "[data-testid=passkey]")


def test_register_a_passkey_then_sign_in_with_it(app, site, browser):
    email = unique_email()
    slug = signed_in_workspace(app, browser, site, email)
    authenticator(browser)
    passkey = create_passkey(browser, site, slug)
    assert "Passkey" in passkey.text and "never used" in passkey.text and "Created" in passkey.text
    [credential] = browser.get_credentials()
    assert credential.is_resident_credential and credential.rp_id == "localhost"

    # Sign out completely; the authenticator (and its passkey) stays with the browser.
    browser.execute_script(
        "return fetch('/auth/oauth/logout', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{}'})")
    browser.execute_script("localStorage.clear()")
    browser.get(f"{site}/login")
    # Over plain http the autofill ceremony is not attempted; the button starts one.
    wait(browser).until(EC.element_to_be_clickable((By.XPATH, "//button[normalize-space(.)='Sign in with a passkey']"))).click()
    wait(browser).until(lambda d: d.current_url == f"{site}/{slug}")

    browser.get(f"{site}/{slug}/account/security")
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=passkey]"), "Last used"))


def test_remove_a_passkey_then_reload(app, site, browser):
    slug = signed_in_workspace(app, browser, site, unique_email())
    authenticator(browser)
    passkey = create_passkey(browser, site, slug)
    browser.execute_script("window.__notReloaded = true")
    passkey.find_element(By.XPATH, ".//button[normalize-space(.)='Remove']").click()
    wait(browser).until(EC.element_to_be_clickable((By.XPATH, "//*[@role='alertdialog' or @role='dialog']//button[normalize-space(.)='Remove']"))).click()
    wait(browser).until(lambda d: d.execute_script("return window.__notReloaded !== true"))
    wait(browser).until(EC.text_to_be_present_in_element((By.TAG_NAME, "main"), "You have not registered any passkeys."))


def test_a_passkey_that_is_not_registered_says_so(app, site, browser):
    slug = signed_in_workspace(app, browser, site, unique_email())
    authenticator(browser)
    passkey = create_passkey(browser, site, slug)
    [credential] = browser.get_credentials()
    passkey.find_element(By.XPATH, ".//button[normalize-space(.)='Remove']").click()
    wait(browser).until(EC.element_to_be_clickable((By.XPATH, "//*[@role='alertdialog' or @role='dialog']//button[normalize-space(.)='Remove']"))).click()
    wait(browser).until(EC.text_to_be_present_in_element((By.TAG_NAME, "main"), "You have not registered any passkeys."))
    # The browser still holds the passkey the server forgot.
    browser.execute_script(
        "return fetch('/auth/oauth/logout', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{}'})")
    browser.execute_script("localStorage.clear()")
    browser.get(f"{site}/login")
    wait(browser).until(EC.element_to_be_clickable((By.XPATH, "//button[normalize-space(.)='Sign in with a passkey']"))).click()
    alert = visible(browser, "[role=alert]")
    assert "This passkey is not registered with Claimdesk" in alert.text
    assert credential


def test_without_webauthn_the_button_says_so(site, browser):
    browser.get(f"{site}/login")
    visible(browser, "input[name=email]")
    browser.execute_script("delete window.PublicKeyCredential; window.PublicKeyCredential = undefined;")
    browser.find_element(By.XPATH, "//button[normalize-space(.)='Sign in with a passkey']").click()
    assert visible(browser, "[role=alert]").text == "WebAuthn is not supported in this browser"
