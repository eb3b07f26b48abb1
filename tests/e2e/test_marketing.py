"""Public marketing pages in a real browser (spec 1, sections 1-2).

Uses the e2e fixtures: `site` (the address of the running app with the built UI), `browser`
(headless Chromium through selenium) and `dev_mail` (the development outbox).
"""
import time
import uuid

import pytest
from selenium.common.exceptions import NoAlertPresentException, TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.screens import visible, wait

pytestmark = pytest.mark.e2e

HERO_TITLE = "The Fastest Way to Send Progress Claims"
HERO_SUBTITLE = "Construction Payments are complex and confusing. We think that's wrong, so we fixed it."
DEMO_FAILURE_ALERT = "Something went wrong, please try again."

# Records what /v1/demo answers, so the test can compare it with what the page shows.
RECORD_DEMO_REPLIES = """
window.__demoReplies = [];
const originalFetch = window.fetch;
window.fetch = async (...args) => {
  const response = await originalFetch(...args);
  if (String(args[0]).includes('/v1/demo')) {
    response.clone().json().then((body) => window.__demoReplies.push({status: response.status, body}), () => {});
  }
  return response;
};
"""


def accept_alert_if_any(browser, timeout=3.0):
    """Accepts a window.alert if one shows up within `timeout`; returns its text (or None)."""
    try:
        wait(browser, timeout).until(EC.alert_is_present())
    except TimeoutException:
        return None
    try:
        alert = browser.switch_to.alert
        text = alert.text
        alert.accept()
        return text
    except NoAlertPresentException:
        return None


def open_demo_form(browser, site):
    browser.get(f"{site}/contact/sales")
    form = visible(browser, "[data-testid=demo-form]")
    browser.execute_script(RECORD_DEMO_REPLIES)
    return form


def fill_demo_form(form, email, company="Kāinga Build Ltd", message="We send 30 claims a month."):
    for name, value in (("email", email), ("companyName", company), ("message", message)):
        field = form.find_element(By.NAME, name)
        field.clear()
        field.send_keys(value)
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()


def test_landing_page_shows_the_marketing_copy(site, browser):
    browser.get(f"{site}/")
    heading = visible(browser, "h1")
    assert heading.text.replace("\n", " ") == HERO_TITLE
    assert HERO_SUBTITLE in browser.find_element(By.TAG_NAME, "body").text
    assert "Claimdesk" in browser.title

    footer = browser.find_element(By.TAG_NAME, "footer")
    for label, path in (("Terms of Service", "/terms"), ("Privacy Policy", "/privacy"), ("Contact", "/contact")):
        assert footer.find_element(By.LINK_TEXT, label).get_attribute("href").endswith(path)

    demo_links = [a for a in browser.find_elements(By.CSS_SELECTOR, "main a[href='/contact/sales']") if a.is_displayed()]
    assert demo_links, "the landing page offers a demo request"


@pytest.mark.parametrize(
    ("path", "heading"),
    [
        ("/terms", "Terms of Service"),
        ("/privacy", "Privacy Policy"),
        ("/contact", "Talk to the Claimdesk team"),
        ("/contact/sales", "See how Claimdesk fits your projects"),
    ],
)
def test_public_pages_render_under_the_marketing_layout(site, browser, path, heading):
    browser.get(f"{site}{path}")
    assert visible(browser, "main h1").text.replace("\n", " ") == heading
    assert browser.find_element(By.CSS_SELECTOR, "header a[aria-label='Claimdesk home']")
    assert browser.find_element(By.TAG_NAME, "footer").find_element(By.LINK_TEXT, "Privacy Policy")


def test_footer_link_navigates_client_side(site, browser):
    browser.get(f"{site}/")
    visible(browser, "h1")
    browser.execute_script("window.__sameDocument = true")
    link = browser.find_element(By.TAG_NAME, "footer").find_element(By.LINK_TEXT, "Terms of Service")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    wait(browser).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "main h1"), "Terms of Service"))
    assert browser.current_url == f"{site}/terms"
    assert browser.execute_script("return window.__sameDocument === true"), "the router navigated without a reload"


def wait_for_mail(dev_mail, predicate, timeout=15.0):
    deadline = time.monotonic() + timeout
    while True:
        found = [m for m in dev_mail() if predicate(m)]
        if found or time.monotonic() > deadline:
            return found
        time.sleep(0.25)


def test_demo_request_reply_replaces_the_form(site, browser, dev_mail):
    form = open_demo_form(browser, site)
    email = f"demo-{uuid.uuid4().hex[:10]}@example.com"
    fill_demo_form(form, email)

    reply = visible(browser, "[data-testid=demo-reply]")
    assert accept_alert_if_any(browser, timeout=0.5) is None, "no failure alert on success"
    answers = browser.execute_script("return window.__demoReplies")
    assert answers and answers[0]["status"] == 200
    message = answers[0]["body"]["message"]
    assert message and message in reply.text
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-testid=demo-form]"), "the reply replaced the form"

    mail = wait_for_mail(dev_mail, lambda m: email in (m.get("text") or ""))
    assert mail, "sales hears about the demo request"
    assert "Kāinga Build Ltd" in mail[0]["subject"]


def test_invalid_email_shows_an_error_and_keeps_the_form(site, browser):
    form = open_demo_form(browser, site)
    fill_demo_form(form, "not-an-email")

    accept_alert_if_any(browser, timeout=1)  # only if it reached the server
    error = visible(browser, "[data-field-error]")
    assert error.text.strip()
    email = browser.find_element(By.NAME, "email")
    assert email.get_attribute("aria-invalid") == "true"
    assert email.get_attribute("value") == "not-an-email", "what the visitor typed is kept"
    assert browser.find_elements(By.CSS_SELECTOR, "[data-testid=demo-form]")
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-testid=demo-reply]")


def test_server_rejection_alerts_and_shows_the_field_error(site, browser):
    """An address the browser lets through but the server rejects (422 with field errors)."""
    form = open_demo_form(browser, site)
    fill_demo_form(form, "someone@example.c")

    assert accept_alert_if_any(browser, timeout=10) == DEMO_FAILURE_ALERT
    error = visible(browser, "[data-field-error]")
    answers = browser.execute_script("return window.__demoReplies")
    assert answers and answers[0]["status"] == 422
    server_messages = answers[0]["body"]["errors"]["json"]["email"]
    assert error.text.strip() in server_messages
    assert browser.find_elements(By.CSS_SELECTOR, "[data-testid=demo-form]")
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-testid=demo-reply]")


@pytest.mark.parametrize("path", ["/contact/no-such-page", "/terms/nothing/here"])
def test_unknown_route_shows_the_not_found_page(site, browser, path):
    browser.get(f"{site}{path}")
    page = visible(browser, "[data-testid=error-page]")
    assert page.find_element(By.TAG_NAME, "h1").text == "404 Not Found"
    body = browser.find_element(By.TAG_NAME, "body").text
    assert "Traceback" not in body and "Unexpected Application Error" not in body
    # still inside the marketing layout, with a way home
    assert browser.find_element(By.CSS_SELECTOR, "header a[aria-label='Claimdesk home']")
    assert page.find_element(By.LINK_TEXT, "Home page").get_attribute("href") == f"{site}/"


def _choose_theme(browser, option):
    buttons = [b for b in browser.find_elements(By.CSS_SELECTOR, f"[role=radio][data-theme-option={option}]") if b.is_displayed()]
    if not buttons:  # small window: the header switcher is hidden, the footer one is not
        buttons = browser.find_elements(By.CSS_SELECTOR, f"footer [role=radio][data-theme-option={option}]")
    button = buttons[0]
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()


def test_theme_switch_to_dark_changes_the_page_and_is_remembered(site, browser):
    browser.get(f"{site}/")
    visible(browser, "h1")
    html = browser.find_element(By.TAG_NAME, "html")
    try:
        _choose_theme(browser, "light")
        wait(browser).until(lambda d: html.get_attribute("data-theme") == "light")
        light_bg = browser.execute_script("return getComputedStyle(document.documentElement).backgroundColor")

        _choose_theme(browser, "dark")
        wait(browser).until(lambda d: html.get_attribute("data-theme") == "dark")
        assert html.get_attribute("data-theme-preference") == "dark"
        assert browser.execute_script("return localStorage.getItem('claimdesk.theme')") == "dark"
        # Waited for, not read once: a style change may transition (with reduced motion, over 0.01 ms:
        # ui/src/styles/index.css), and until the next frame the computed colour is the one it left.
        background = "return getComputedStyle(document.documentElement).backgroundColor"
        dark_bg = wait(browser).until(lambda d: (bg := d.execute_script(background)) != light_bg and bg)
        assert dark_bg != light_bg, "the design tokens switched"
        checked = [b for b in browser.find_elements(By.CSS_SELECTOR, "[data-theme-option=dark]") if b.get_attribute("aria-checked") == "true"]
        assert checked

        browser.refresh()
        visible(browser, "h1")
        assert browser.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark", "the choice survives a reload"
    finally:
        browser.execute_script("localStorage.removeItem('claimdesk.theme')")
