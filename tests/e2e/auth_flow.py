"""Signing in through the real screens, for browser tests (the code is read from the dev outbox).

    sign_up(browser, site, email, name="Ann Smith", org="Acme Builders")  # -> the org slug
    sign_in(browser, site, email)                                          # existing account

An invited account has no name until its person gives one, which the app asks for before they
land: `sign_in` answers that question (with `name`) whenever it is asked.
"""
import re
import time
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.mailbox import mails_to
from tests.e2e.screens import visible, wait

CODE_RE = re.compile(r"\b([A-Z0-9]{3})-([A-Z0-9]{3})\b")


def unique_email(prefix: str = "e2e") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:10]}@example.com"


SIGN_IN_SUBJECT = re.compile(r"^Your Claimdesk sign-(?:in|up) code: ([A-Z0-9]{3})-([A-Z0-9]{3})$")


class Asked(float):
    """When a code was asked for (a time.time()), and the codes already sent to the address then.
    A code is told from an earlier one by that set, not by the clock: a code asked for and the one
    before it can share a second, and the new one's email may not be in the outbox yet when it is read
    (it is sent by a job)."""
    earlier: frozenset = frozenset()


def _sign_in_codes(site: str, email: str) -> list[tuple[str, dict]]:
    """The sign-in and sign-up codes sent to `email`, newest first, with their messages. Only a code
    email's subject is read: other emails to the address (a claim's, with 'INV-004' in it) are not codes."""
    found = []
    for message in mails_to(email):  # the live server's outbox, in its database (tests/e2e/mailbox.py)
        match = SIGN_IN_SUBJECT.match(message["subject"])
        if match:
            found.append((match.group(1) + match.group(2), message))
    return found


def newest_code(site: str, email: str, after: float = 0.0, timeout: float = 15.0) -> str:
    """The code of the newest sign-in email to `email` sent after `after` (request_code's answer, or a
    time.time()): not one of the codes the address had when it was asked for."""
    earlier = getattr(after, "earlier", frozenset())
    deadline = time.monotonic() + timeout
    while True:
        for code, message in _sign_in_codes(site, email):
            if code not in earlier and _sent_after(message, after):
                return code
        if time.monotonic() > deadline:
            raise AssertionError(f"no sign-in code for {email} in the outbox")
        time.sleep(0.1)


def _sent_after(message: dict, after: float) -> bool:
    from datetime import datetime

    return datetime.fromisoformat(message["sent_at"]).timestamp() >= after - 1


def request_code(browser, site: str, email: str, query: str = "") -> Asked:
    browser.get(f"{site}/login{query}")
    field = visible(browser, "input[name=email]")
    field.clear()
    field.send_keys(email)
    asked = Asked(time.time())
    asked.earlier = frozenset(code for code, _ in _sign_in_codes(site, email))
    browser.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
    visible(browser, "input[name=code]")
    return asked


def enter_code(browser, site: str, email: str, asked: float) -> None:
    code = newest_code(site, email, after=asked)
    browser.find_element(By.CSS_SELECTOR, "input[name=code]").send_keys(code)  # submits itself at 6


NAME_QUESTION = "form[aria-label='Your name']"
USER_MENU = "button[data-testid=user-menu]"


def sign_in(browser, site: str, email: str, query: str = "", *, name: str = "Ivy Invitee") -> None:
    """Sign an existing account in by code; returns once the app has navigated away from /login
    (and past the name question of an account with no name yet)."""
    asked = request_code(browser, site, email, query)
    enter_code(browser, site, email, asked)
    wait(browser).until(lambda d: "/login" not in d.current_url)
    landed = wait(browser).until(lambda d: (
        "name" if d.find_elements(By.CSS_SELECTOR, NAME_QUESTION)
        else "app" if "/signup" in d.current_url or d.find_elements(By.CSS_SELECTOR, USER_MENU) else False))
    if landed == "name":
        answer_name_question(browser, name)


def answer_name_question(browser, name: str) -> None:
    form = visible(browser, NAME_QUESTION)
    form.find_element(By.NAME, "name").send_keys(name)
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    visible(browser, USER_MENU)


def sign_up(browser, site: str, email: str, *, name: str = "Ann Smith", org: str | None = None,
            query: str = "?signup") -> str:
    """Create an account and its first organisation; returns the organisation's slug."""
    asked = request_code(browser, site, email, query)
    enter_code(browser, site, email, asked)
    wait(browser).until(EC.url_contains("/signup"))
    org = org or f"Acme Builders {uuid.uuid4().hex[:6]}"
    visible(browser, "input[name=userName]").send_keys(name)
    browser.find_element(By.CSS_SELECTOR, "input[name=orgName]").send_keys(org)
    browser.find_element(By.CSS_SELECTOR, "form button[type=submit]").click()
    wait(browser).until(lambda d: "/signup" not in d.current_url)
    visible(browser, "button[data-testid=user-menu]")
    return browser.current_url.rstrip("/").rsplit("/", 1)[-1]


def open_user_menu(browser):
    browser.find_element(By.CSS_SELECTOR, "button[data-testid=user-menu]").click()
    return visible(browser, "[role=menu]")


def menu_item(browser, text: str):
    return wait(browser).until(EC.element_to_be_clickable(
        (By.XPATH, f"//*[@role='menu']//*[(@role='menuitem' or @role='menuitemradio') and normalize-space(.)={_xpath_text(text)}]")))


def _xpath_text(text: str) -> str:
    if "'" not in text:
        return f"'{text}'"
    return "concat('" + "', \"'\", '".join(text.split("'")) + "')"
