"""A browser is reused from test to test (tests/e2e/browsers.py): its reset leaves no state a test
set (cookies, localStorage, sessionStorage, a window size, a WebAuthn virtual authenticator, an
emulated dark scheme, a granted permission), so the app's page shows signed out, and its page has
the focus as a new browser's has; the HTTP cache is kept (the app's scripts load again without a
request)."""
import pytest
from selenium.webdriver.common.virtual_authenticator import VirtualAuthenticatorOptions

from tests.e2e.auth_flow import unique_email, visible, wait
from tests.e2e.browsers import WINDOW, reset
from tests.e2e.world import signed_in_workspace

pytestmark = pytest.mark.e2e

_STATE = """
return {
  local: localStorage.getItem('reuse-probe'),
  session: sessionStorage.getItem('reuse-probe'),
  cookie: document.cookie,
  dark: matchMedia('(prefers-color-scheme: dark)').matches,
  size: [window.outerWidth, window.outerHeight],
  focused: document.hasFocus(),
};"""
_PLATFORM_AUTHENTICATOR = ("PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable()"
                           ".then(arguments[0], () => arguments[0](null))")
_CLIPBOARD = "navigator.permissions.query({name: 'clipboard-read'}).then((p) => arguments[0](p.state))"
# The app's own scripts (hashed, served 'immutable'): transferSize 0 when read from the HTTP cache.
_SCRIPTS = """
return performance.getEntriesByType('resource')
  .filter((e) => e.initiatorType === 'script' && e.name.includes('/assets/'))
  .map((e) => [e.name, e.transferSize]);"""


def test_a_reset_browser_keeps_nothing_a_test_set_but_the_http_cache(app, site, browser):
    slug = signed_in_workspace(app, browser, site, unique_email())
    browser.get(f"{site}/{slug}/projects")
    visible(browser, "button[data-testid=user-menu]")  # signed in
    assert "/login" not in browser.current_url
    loaded = {name for name, _ in browser.execute_script(_SCRIPTS)}
    assert loaded, "the app's page loads its scripts from /assets/"

    # Every kind of state a test sets.
    browser.execute_script("localStorage.setItem('reuse-probe', 'l'); sessionStorage.setItem('reuse-probe', 's');"
                           "document.cookie = 'reuse-probe=c; path=/';")
    browser.set_window_size(600, 700)
    options = VirtualAuthenticatorOptions()
    options.transport = VirtualAuthenticatorOptions.Transport.INTERNAL
    options.has_user_verification = True
    options.is_user_verified = True
    browser.add_virtual_authenticator(options)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    browser.execute_cdp_cmd("Browser.grantPermissions", {"origin": site, "permissions": ["clipboardReadWrite"]})
    set_state = browser.execute_script(_STATE)
    assert set_state["local"] == "l" and set_state["session"] == "s" and "reuse-probe=c" in set_state["cookie"]
    assert set_state["dark"] and set_state["size"] == [600, 700] and set_state["focused"]
    assert browser.execute_async_script(_PLATFORM_AUTHENTICATOR) is True
    assert browser.execute_async_script(_CLIPBOARD) == "granted"

    reset(browser)

    assert browser.execute_cdp_cmd("Network.getAllCookies", {})["cookies"] == []
    assert len(browser.window_handles) == 1 and browser.virtual_authenticator_id is None
    browser.get(f"{site}/{slug}/projects")
    wait(browser).until(lambda d: "/login" in d.current_url)  # signed out
    visible(browser, "input[type=email]")
    state = browser.execute_script(_STATE)
    assert state == {"local": None, "session": None, "cookie": "", "dark": False, "size": list(WINDOW),
                     "focused": True}, state
    assert browser.execute_async_script(_PLATFORM_AUTHENTICATOR) is False
    assert browser.execute_async_script(_CLIPBOARD) == "prompt"
    # The HTTP cache is kept: the app's scripts loaded before come from it, not the server (the
    # sign-in page's own chunk, never loaded before, may come from the server).
    again = [(name, size) for name, size in browser.execute_script(_SCRIPTS) if name in loaded]
    assert again and all(size == 0 for _, size in again), again
