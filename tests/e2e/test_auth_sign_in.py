"""Sign-in screens in a real browser: code from the outbox, sign-up, log out, redirects, 401.

The first test signs up through the screens; the others stand on an account made through the
services (tests/e2e/world.py) and sign in through the screens where signing in is their subject.
"""
import uuid

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import (
    enter_code,
    menu_item,
    newest_code,
    open_user_menu,
    request_code,
    sign_in,
    sign_up,
    unique_email,
    visible,
    wait,
)
from tests.e2e.mailbox import mails_to
from tests.e2e.screens import shot
from tests.e2e.world import new_workspace, signed_in_workspace

pytestmark = pytest.mark.e2e


def test_sign_up_create_an_organisation_then_sign_in_by_code(site, browser, new_browser):
    email = unique_email("ann")
    slug = sign_up(browser, site, email, name="Ann Smith", org="Acme Builders E2E")
    assert browser.current_url == f"{site}/{slug}"
    assert slug.startswith("acme-builders-e2e")
    assert "Acme Builders E2E" in visible(browser, "aside").text

    # The same person, another browser: sign in with the code from the outbox.
    other = new_browser()
    asked = request_code(other, site, email)
    code = newest_code(site, email, after=asked)
    field = other.find_element(By.CSS_SELECTOR, "input[name=code]")
    field.send_keys(code[:2] + "!-?" + code[2:4].lower())  # only alphanumerics are kept, upper-cased
    assert field.get_attribute("value") == f"{code[:3]}-{code[3]}"
    field.send_keys(code[4:])  # the sixth character submits it
    wait(other).until(lambda d: d.current_url == f"{site}/{slug}")
    visible(other, "button[data-testid=user-menu]")


def test_the_code_step_says_what_it_is_doing(app, site, browser):
    email = unique_email()
    new_workspace(app, email, person="Ann Smith", org=f"Acme Builders {uuid.uuid4().hex[:6]}")
    asked = request_code(browser, site, email)
    browser.execute_script("""
        window.__statuses = [];
        new MutationObserver(() => {
          for (const el of document.querySelectorAll('[role=status]')) window.__statuses.push(el.textContent.trim());
        }).observe(document.body, {subtree: true, childList: true, characterData: true});
    """)
    enter_code(browser, site, email, asked)
    wait(browser).until(lambda d: "/login" not in d.current_url)
    statuses = browser.execute_script("return window.__statuses")
    assert "Checking your code..." in statuses and "Logging you in..." in statuses
    assert statuses.index("Checking your code...") < statuses.index("Logging you in...")


def test_a_wrong_code_shows_the_error_under_the_input(app, site, browser):
    email = unique_email()
    new_workspace(app, email, person="Ann Smith", org=f"Acme Builders {uuid.uuid4().hex[:6]}")
    asked = request_code(browser, site, email)
    code = newest_code(site, email, after=asked)
    wrong = "ZZZZZZ" if code != "ZZZZZZ" else "YYYYYY"
    browser.find_element(By.CSS_SELECTOR, "input[name=code]").send_keys(wrong)
    error = visible(browser, "[data-field-error]")
    assert "That code is not right" in error.text and "4 tries left" in error.text
    field = browser.find_element(By.CSS_SELECTOR, "input[name=code]")
    assert field.is_enabled()
    assert field.get_attribute("value") == ""  # emptied for the next try, the error stays until typing
    field.send_keys(code)
    wait(browser).until(lambda d: "/login" not in d.current_url)


def test_signed_out_visitors_are_sent_to_login_and_come_back(app, site, browser):
    email = unique_email()
    slug = new_workspace(app, email, person="Ann Smith", org=f"Acme Builders {uuid.uuid4().hex[:6]}")
    browser.get(f"{site}/{slug}/account")
    wait(browser).until(EC.url_contains("/login"))
    assert browser.current_url == f"{site}/login?to=%2F{slug}%2Faccount"
    browser.get(f"{site}/dashboard")
    wait(browser).until(lambda d: d.current_url == f"{site}/login")
    sign_in(browser, site, email, query=f"?to=%2F{slug}%2Faccount")
    wait(browser).until(lambda d: d.current_url == f"{site}/{slug}/account")
    assert visible(browser, "input[name=name]").get_attribute("value") == "Ann Smith"


@pytest.mark.parametrize("to", ["//evil.example", "/%09/evil.example", "javascript:alert(1)", "https://evil.example"])
def test_an_unsafe_return_path_is_not_followed(app, site, browser, to):
    from urllib.parse import quote

    email = unique_email()
    slug = new_workspace(app, email, person="Ann Smith", org=f"Acme Builders {uuid.uuid4().hex[:6]}")
    sign_in(browser, site, email, query=f"?to={quote(to, safe='')}")
    wait(browser).until(lambda d: d.current_url == f"{site}/{slug}")


def test_log_out_ends_every_account(app, site, browser):
    first, second = unique_email("first"), unique_email("second")
    slug = signed_in_workspace(app, browser, site, first)
    signed_in_workspace(app, browser, site, second)  # a second account on the same browser
    browser.get(f"{site}/{slug}")
    wait(browser).until(lambda d: len(d.execute_script(
        "return JSON.parse(localStorage.getItem('claimdesk.auth-state') || '{\"sessions\": []}').sessions")) == 2)
    visible(browser, "button[data-testid=user-menu]")  # stored before the shell renders
    open_user_menu(browser)
    menu_item(browser, "Log out").click()
    wait(browser).until(lambda d: d.current_url in (f"{site}/", f"{site}/login"))
    assert browser.execute_script("return localStorage.getItem('claimdesk.auth-state')") is None
    answer = browser.execute_script("return fetch('/auth/sessions').then(r => r.json())")
    assert answer == {"sessions": []}
    browser.get(f"{site}/dashboard")
    wait(browser).until(lambda d: d.current_url == f"{site}/login")


def test_an_api_401_logs_out_and_goes_to_login(app, site, browser):
    slug = signed_in_workspace(app, browser, site, unique_email())
    browser.get(f"{site}/{slug}")
    visible(browser, "button[data-testid=user-menu]")
    # The server forgets this browser behind the app's back (as an expiry or a log out elsewhere).
    browser.execute_script(
        "return fetch('/auth/oauth/logout', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{}'})")
    open_user_menu(browser)
    menu_item(browser, "Profile").click()  # a GraphQL call with the old account header: 401
    wait(browser).until(EC.url_contains("/login"))
    assert browser.execute_script("return localStorage.getItem('claimdesk.auth-state')") is None
    assert slug


def test_an_organisation_of_no_signed_in_account_sends_to_login(app, site, browser, make_org):
    signed_in_workspace(app, browser, site, unique_email())
    other = make_org("Someone Else Ltd")
    browser.get(f"{site}/{other.slug}")
    wait(browser).until(EC.url_contains("/login?add"))
    # The login page replaces its status region as it loads (the first found can go stale): wait for
    # the notice's text in whichever status region holds it.
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[role=status]"),
                                                         f"You’re not signed in to {other.slug}"))
    shot(browser, "login-unknown-workspace")
    assert "user account id" not in browser.find_element(By.TAG_NAME, "body").text


def test_the_landing_page_forwards_a_signed_in_browser(app, site, browser):
    slug = signed_in_workspace(app, browser, site, unique_email())
    # The landing page asks the server only when the browser has stored sessions, as the app
    # stores them once it has been used (auth/HomeGate.tsx).
    browser.get(f"{site}/{slug}")
    visible(browser, "button[data-testid=user-menu]")
    browser.get(f"{site}/")
    wait(browser).until(lambda d: d.current_url == f"{site}/{slug}")


# Counts the page's requests still out (fetch and XMLHttpRequest), from before its first script runs.
_REQUESTS_IN_FLIGHT = """
window.__requestsOut = 0;
const out = (delta) => { window.__requestsOut += delta; };
const fetch_ = window.fetch;
window.fetch = (...args) => { out(1); return fetch_(...args).finally(() => out(-1)); };
const send_ = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.send = function (...args) {
  out(1);
  this.addEventListener('loadend', () => out(-1), { once: true });
  return send_.apply(this, args);
};
"""


def _at_rest(browser) -> bool:
    """Loaded, two frames painted since (React runs a render's effects by then) and no request out."""
    return browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        requestAnimationFrame(() => requestAnimationFrame(() =>
            done(document.readyState === 'complete' && window.__requestsOut === 0)));
    """)


def test_the_email_link_signs_in_only_on_confirmation(app, site, browser):
    import re

    email = unique_email()
    slug = new_workspace(app, email, person="Ann Smith", org=f"Acme Builders {uuid.uuid4().hex[:6]}")
    asked = request_code(browser, site, email)
    newest_code(site, email, after=asked)
    mail = mails_to(email)[0]
    link = re.search(r"https?://\S+/login/link\?token=\S+", mail["text"]).group(0)
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": _REQUESTS_IN_FLIGHT})
    browser.get(link)
    button = wait(browser).until(EC.element_to_be_clickable((By.XPATH, "//main//button[normalize-space(.)='Sign in']")))
    # Nothing happening has no event of its own: what is waited for is the page at rest (loaded,
    # its effects run, none of its requests still out), so a request it sent on opening would
    # have had its answer before the sessions are read.
    wait(browser, 60).until(_at_rest)
    assert browser.execute_script("return fetch('/auth/sessions').then(r => r.json())") == {"sessions": []}
    button.click()
    wait(browser).until(lambda d: d.current_url == f"{site}/{slug}")
