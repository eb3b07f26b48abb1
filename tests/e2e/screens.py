"""Generic steps of browser tests: waiting, clicking, reading toasts, screenshots.

Flows of one area (signing in, creating a project) live beside it (`auth_flow.py`,
`projects_flow.py`) and build on these.
"""
import os
import time
from pathlib import Path

from selenium.common.exceptions import (
    ElementClickInterceptedException,
    StaleElementReferenceException,
    WebDriverException,
)
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


# How often a wait asks again: selenium's default of 0.5 s lets every wait that is not met at once
# overrun its event by a quarter of a second on average (hundreds of them in a long test), while
# one more question to the driver costs a few milliseconds.
POLL = 0.1


# What chromedriver answers, as a plain WebDriverException rather than a stale element, when a
# question meets a document that a navigation replaced between finding a node and reading it
# (seen when an OAuth round trip lands back on the app while a wait reads `main`).
_DOCUMENT_REPLACED = ("does not belong to the document", "document unloaded")


class _Wait(WebDriverWait):
    def until(self, method, message: str = ""):
        def ask(driver):
            try:
                return method(driver)
            except WebDriverException as error:
                if any(words in (error.msg or "") for words in _DOCUMENT_REPLACED):
                    return False  # the page changed under the question: ask the new one
                raise

        return super().until(ask, message)


def wait(browser, timeout: float = 15):
    # React replaces nodes as it renders: a condition that met a replaced node asks again.
    return _Wait(browser, timeout, poll_frequency=POLL, ignored_exceptions=(StaleElementReferenceException,))


def visible(browser, css: str, timeout: float = 15):
    return wait(browser, timeout).until(EC.visibility_of_element_located((By.CSS_SELECTOR, css)))


def click(browser, element):
    """Click as a person would: scrolled into view, and when a toast covers the element, with
    the pointer moved off the toasts (hovering keeps them open) until they have gone."""
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    wait(browser).until(EC.element_to_be_clickable(element))
    try:
        element.click()
    except ElementClickInterceptedException:
        ActionChains(browser).move_to_element_with_offset(browser.find_element(By.TAG_NAME, "body"), 0, 0).perform()
        wait(browser, 20).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-sonner-toast]"))
        element.click()
    return element


def watch_for_text(browser, css: str, text: str):
    """Record whether an element matching `css` ever shows `text`, however briefly.

    A transient state (a spinner shown while a debounced lookup runs) can come and go between
    two WebDriver round trips on a busy machine; a MutationObserver sees every DOM change, so
    the test asserts the state happened without racing it. Returns a function that answers
    whether it was seen."""
    key = f"{css}|{text}"
    browser.execute_script(
        """
        const [css, text, key] = arguments;
        window.__claimdeskSeen = window.__claimdeskSeen || {};
        window.__claimdeskSeen[key] = false;
        const check = () => {
          if ([...document.querySelectorAll(css)].some((e) => e.textContent.includes(text))) {
            window.__claimdeskSeen[key] = true;
            observer.disconnect();
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, {childList: true, subtree: true, characterData: true});
        check();
        """, css, text, key)
    return lambda: browser.execute_script("return window.__claimdeskSeen[arguments[0]] === true", key)


def button(browser, text: str):
    return wait(browser).until(EC.element_to_be_clickable((By.XPATH, f"//button[normalize-space(.)='{text}']")))


def click_text(browser, text: str, tag: str = "button"):
    element = wait(browser).until(EC.element_to_be_clickable((By.XPATH, f"//{tag}[normalize-space(.)='{text}']")))
    return click(browser, element)


def toast_says(browser, text: str, timeout: float = 15) -> None:
    wait(browser, timeout).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-sonner-toaster]"), text))


def page_says(browser, text: str, timeout: float = 15) -> None:
    wait(browser, timeout).until(EC.text_to_be_present_in_element((By.TAG_NAME, "main"), text))


def type_into(browser, css: str, text: str, *, clear: bool = True):
    field = visible(browser, css)
    if clear:
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(Keys.DELETE)
    field.send_keys(text)
    return field


def field_errors(browser) -> list[str]:
    return [e.text for e in browser.find_elements(By.CSS_SELECTOR, "[data-field-error]")]


def shot(browser, name: str, element=None) -> None:
    """Keep a screenshot in light and dark theme when CLAIMDESK_SHOTS names a folder."""
    folder = os.environ.get("CLAIMDESK_SHOTS")
    if not folder:
        return
    if element is not None:
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    Path(folder).mkdir(parents=True, exist_ok=True)
    for theme in ("light", "dark"):
        browser.execute_script(
            "localStorage.setItem('claimdesk.theme', arguments[0]);"
            "document.documentElement.setAttribute('data-theme', arguments[0]);", theme)
        time.sleep(0.4)  # let colour transitions finish
        browser.save_screenshot(str(Path(folder) / f"{name}-{theme}.png"))
    browser.execute_script("localStorage.removeItem('claimdesk.theme');"
                           "document.documentElement.setAttribute('data-theme', 'light');")
