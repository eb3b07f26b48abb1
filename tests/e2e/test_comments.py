"""Comments and feedback in a real browser (issue 14): the customer comments on a sent claim
from its right panel (Ctrl+Enter sends); the supplier's claim page shows it and the supplier's
mailbox has it; an internal comment stays with the customer's side and emails nobody; a comment
started from a line's button is about that line ('On line: ...') on both sides. Feedback
from the side nav shows 'Sending feedback...' and 'Thank you for your feedback!'.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import dialog_button, emailed
from tests.e2e.mailbox import mails_to
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, toast_says, type_into, visible, wait, watch_for_text
from tests.e2e.world import accepted_project, drafted_claim

pytestmark = pytest.mark.e2e


def open_comments(browser):
    click(browser, visible(browser, "button[aria-label='Activity and comments']"))
    click(browser, visible(browser, "[data-testid=comments-tab]"))
    return visible(browser, "[data-testid=claim-comments]")


def bodies(browser) -> list[str]:
    return [e.text for e in browser.find_elements(By.CSS_SELECTOR, "[data-testid=comment] [data-testid=comment-body]")]


def lines_of(browser) -> list[str]:
    return [e.text for e in browser.find_elements(By.CSS_SELECTOR, "[data-testid=comment] [data-testid=comment-line]")]


def comment_on_line(browser, name: str) -> None:
    """Close the panel (it is modal) and press the line's comment button in the grid."""
    click(browser, visible(browser, "[data-testid=claim-panel] button[aria-label=Close]"))
    wait(browser).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-testid=claim-panel]")))
    click(browser, visible(browser, f"button[aria-label='Comment on {name}']"))


def comment_mails(site: str, email: str) -> list[dict]:
    return [m for m in mails_to(email) if "commented on" in m["subject"]]


def test_a_customer_comment_reaches_the_supplier_and_an_internal_one_does_not(app, site, new_browser):
    supplier, customer = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Harbour View")
    # The draft, made through the claims service as the claim page's New claim, grid and period dialog make
    # it (their screens: test_claims_flow.py); the supplier opens it and sends it.
    claim_url = drafted_claim(app, contract_url, supplier_email, lines=[("Foundations", 45_000_00, 5000)],
                              period=("2026-03-01", "2026-03-31"))
    supplier.get(claim_url)
    visible(supplier, "[data-testid=claim-document]")
    open_comments(supplier)
    wait(supplier).until(EC.text_to_be_present_in_element(
        (By.CSS_SELECTOR, "[data-testid=claim-comments]"), "Comments are available after submitting the document."))
    supplier.find_element(By.CSS_SELECTOR, "[data-testid=claim-panel] button[aria-label=Close]").click()
    click(supplier, visible(supplier, "[data-testid=send-claim]"))
    dialog_button(supplier, "Send claim")
    wait(supplier, 30).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=sent-message]")))
    dialog_button(supplier, "Done")

    # The customer opens the claim from the email and comments: Ctrl+Enter sends.
    message = emailed(site, customer_email, "Payment claim from")
    customer.get(re.search(r"View the claim and download it as a PDF: (\S+)", message["text"]).group(1))
    visible(customer, "[data-testid=claim-document]")
    open_comments(customer)
    visible(customer, "[data-testid=comment-form]")
    box = type_into(customer, "[data-testid=comment-box]", "Please check the foundations https://example.com/spec.")
    box.send_keys(Keys.CONTROL, Keys.ENTER)
    wait(customer).until(lambda d: bodies(d) == ["Please check the foundations https://example.com/spec."])
    link = visible(customer, "[data-testid=comment-body] a")
    assert link.get_attribute("href") == "https://example.com/spec"
    assert link.get_attribute("rel") == "noopener noreferrer"
    wait(customer).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=comment-box]").get_attribute("value")
                         == "")

    # An internal one: only the customer's side sees it.
    type_into(customer, "[data-testid=comment-box]", "Hold payment until Friday")
    click(customer, customer.find_element(By.XPATH, "//form[@data-testid='comment-form']//label[normalize-space()="
                                                    "'Internal']"))
    # Sent only once the box shows it ticked: a click on a busy machine may land before React renders it.
    wait(customer).until(EC.presence_of_element_located(
        (By.CSS_SELECTOR, "[data-testid=comment-form] button[role=checkbox][aria-checked=true]")))
    click(customer, visible(customer, "[data-testid=comment-form] button[type=submit]"))
    wait(customer).until(lambda d: len(bodies(d)) == 2)
    wait(customer).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-testid=comment-internal]")))
    wait(customer).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=comments-tab]"), "2"))

    # A comment about one line: the line's button opens the box on it; sent, the box lets it go.
    comment_on_line(customer, "Foundations")
    assert visible(customer, "[data-testid=comment-box-line]").text == "On line: Foundations"
    box = visible(customer, "[data-testid=comment-box]")
    wait(customer).until(lambda d: d.switch_to.active_element == box)
    box.send_keys("Is 50% right for the foundations?")
    box.send_keys(Keys.CONTROL, Keys.ENTER)
    wait(customer).until(lambda d: len(bodies(d)) == 3 and lines_of(d) == ["On line: Foundations"])
    wait(customer).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-testid=comment-box-line]")))
    shot(customer, "comments-panel-customer")

    # The supplier's claim page shows the first one only, and its mailbox has it once.
    supplier.get(claim_url)
    visible(supplier, "[data-testid=claim-document]")
    open_comments(supplier)
    wait(supplier, 20).until(lambda d: bodies(d) == ["Please check the foundations https://example.com/spec.",
                                                     "Is 50% right for the foundations?"])
    assert lines_of(supplier) == ["On line: Foundations"]
    assert "Cleo Customer" in visible(supplier, "[data-testid=comment-author]").text
    assert supplier.find_elements(By.CSS_SELECTOR, "[data-testid=comment-internal]") == []
    assert "2" in visible(supplier, "[data-testid=comments-tab]").text
    shot(supplier, "comments-panel-supplier")
    mail = emailed(site, supplier_email, "commented on")
    assert "Please check the foundations" in mail["text"] or "Is 50% right" in mail["text"]
    wait(supplier).until(lambda d: len(comment_mails(site, supplier_email)) == 2)
    assert sum("commented on Claim 1, Foundations" in m["text"] for m in comment_mails(site, supplier_email)) == 1
    assert all("Hold payment" not in m["text"] for m in comment_mails(site, supplier_email))
    assert comment_mails(site, customer_email) == []


def test_feedback_from_the_side_nav(app, site, new_browser):
    browser = new_browser()
    slug, _, _ = signed_up_org(app, browser, site, "Acme Builders", person="Sam Supplier")
    browser.get(f"{site}/{slug}")
    click(browser, visible(browser, "aside button[data-testid=send-feedback]"))
    type_into(browser, "[data-testid=feedback-message]", "The claim grid is lovely")
    shot(browser, "feedback-dialog")
    sending = watch_for_text(browser, "[data-sonner-toaster]", "Sending feedback...")
    click(browser, visible(browser, "[data-testid=feedback-send]"))
    toast_says(browser, "Thank you for your feedback!")
    assert sending()
    wait(browser).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-testid=feedback-message]")))
    emailed(site, app.config["SUPPORT_EMAIL"], "Feedback from")
