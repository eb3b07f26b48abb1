"""A supplier raises a variation request to its customer, in a real browser (issue 36): from its
contract's Variations tab ('Request a variation', preselected to the contract, no deadline for
price estimates), it prices its own request and approves it; each side's row says who must act
next; the customer gets one email, opens its link, sees 'Waiting for you' and approves; the
supplier's next claim carries the variation line, 'Approved', as a customer-raised one does.
Who must act moves as each estimate or approval answers (its mutation answers the variation's
`awaiting`), not at the issue page's next poll.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the request screen and the issue page.
"""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.select import Select

from tests.e2e.claims_flow import emailed, page_shot, section
from tests.e2e.mailbox import mails_to
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, sign_in_browser

pytestmark = pytest.mark.e2e
SUBJECT = "requests a variation: Extra fire stopping (Tower A)"


def _mails(site: str, email: str) -> list[dict]:
    return [m for m in mails_to(email) if "requests a variation" in m["subject"]]


def _awaiting_is(browser, text: str) -> None:
    wait(browser).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=variation-awaiting]")
                        and d.find_element(By.CSS_SELECTOR, "[data-testid=variation-awaiting]").text == text,
                        message=f"not '{text}'")


def test_supplier_raises_customer_approves_and_the_line_reaches_the_next_claim(app, site, new_browser):
    sub = new_browser()  # the customer's browser is taken when it is first used
    head_slug, head_email, _ = signed_up_org(app, None, site, "Head Co", person="Hana Head")
    sub_slug, sub_email, _ = signed_up_org(app, sub, site, "Sparks", person="Ari Sparks")
    contract_url = accepted_project(app, site, sub_slug, head_email, "Tower A")

    # The supplier's Variations tab offers a request to its customer, preselected to this contract.
    sub.get(f"{contract_url}/variations")
    link = visible(sub, "[data-testid=new-variation-request]")
    assert link.text == "Request a variation"
    click(sub, link)
    wait(sub).until(EC.url_contains("/issues/new?to=customer"))
    # Named by the customer (its business name), as a subcontract is named by its supplier.
    wait(sub).until(lambda d: [c.text.split(" / ")[0] + " / " + c.text.split(" / ")[1][:7]
                               for c in d.find_elements(By.CSS_SELECTOR, "[data-testid=contract-chip]")]
                    == ["Tower A / Head Co"])
    assert not sub.find_elements(By.CSS_SELECTOR, "[data-testid=issue-due]")  # it prices its own request
    type_into(sub, "[data-testid=issue-title]", "Extra fire stopping")
    type_into(sub, "[data-testid=issue-body]", "Penetrations on levels 3 and 4 not on the drawings.")
    page_shot(sub, "variations-request-to-customer")
    click(sub, visible(sub, "[data-testid=submit-issue]"))
    wait(sub, 30).until(EC.url_matches(r"/issues/\d+$"))
    toast_says(sub, "Email sent")
    issue_url = sub.current_url
    wait(sub).until(EC.text_to_be_present_in_element((By.TAG_NAME, "body"), "Requested by the supplier, Ari Sparks (Sparks"))

    # No estimate yet: the supplier must act; it prices its request and approves it.
    _awaiting_is(sub, "Waiting for you")
    click(sub, visible(sub, "[data-testid=add-estimate]"))
    type_into(sub, "[data-testid=estimate-line-name]", "Fire collars and sealant")
    type_into(sub, "[data-testid=estimate-line-price]", "4,200")
    click(sub, visible(sub, "[data-testid=submit-estimate]"))
    wait(sub).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=estimate-total]"), "$4,200.00"))
    _awaiting_is(sub, "Waiting for both sides")
    Select(visible(sub, "select[data-testid=supplier-approval]")).select_by_visible_text("Approved")
    _awaiting_is(sub, "Waiting for the customer")

    # The customer: one email, naming the request; its link opens the variation, its turn.
    mail = emailed(site, head_email, SUBJECT)
    assert mail["subject"].startswith("Sparks")
    assert "They will price it with their cost and time estimate" in mail["text"]
    head = new_browser()
    sign_in_browser(app, head, site, head_email)
    head.get(re.search(r"See the request: (\S+)", mail["text"]).group(1))
    visible(head, "[data-testid=variation-panel]")
    wait(head).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=estimate-total]"), "$4,200.00"))
    _awaiting_is(head, "Waiting for you")
    page_shot(head, "variations-supplier-request-customer")
    Select(visible(head, "select[data-testid=customer-approval]")).select_by_visible_text("Approved")
    _awaiting_is(head, "Nothing to do")
    sub.get(issue_url)
    _awaiting_is(sub, "Nothing to do")
    # Once each: the page's per-variation send after issueCreate added no second email; the supplier got none.
    assert len(_mails(site, head_email)) == 1 and _mails(site, sub_email) == []

    # The supplier's next claim carries the approved variation, as a customer-raised one.
    sub.get(contract_url)
    click(sub, visible(sub, "[data-testid=new-claim]"))
    wait(sub).until(EC.url_matches(r"/claims/\d+$"))
    rows = section(sub, "Variations").find_elements(By.CSS_SELECTOR, "tr[data-testid=claim-line]")
    assert len(rows) == 1
    assert rows[0].find_element(By.CSS_SELECTOR, "[data-testid=variation-line-link]").text == "Extra fire stopping"
    assert rows[0].find_element(By.CSS_SELECTOR, "[data-testid=variation-line-state]").text == "Approved"
    assert "4,200.00" in rows[0].text
