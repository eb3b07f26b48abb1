"""Variations in a real browser (issue 16): a head contractor raises one issue to two of its
subcontracts from the New request screen (search and keys in the recipient picker); each supplier
gets one email; supplier A estimates $12,400 and 3 days from the email's link; the head contractor
finds it with j/k/Enter/Escape on the issue page and approves; supplier A approves; supplier B sees
only its own contract's variation, nothing of A's estimate.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the new request screen and the issue page.
"""
import re

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.select import Select

from tests.e2e.claims_flow import emailed, page_shot
from tests.e2e.mailbox import mails_to
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, field_errors, page_says, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e
SUBJECT = "requests a price for a variation"


def _mails_to(site: str, email: str) -> list[dict]:
    return [m for m in mails_to(email) if SUBJECT in m["subject"]]


def _keys(browser, *keys) -> None:
    """Keys pressed with nothing typed into: the page's own shortcuts."""
    browser.execute_script("document.activeElement && document.activeElement.blur()")
    ActionChains(browser).send_keys(*keys).perform()


def _rows(browser):
    return browser.find_elements(By.CSS_SELECTOR, "[data-testid=variation-row]")


def _row_text(browser, index: int) -> str:
    rows = _rows(browser)
    return rows[index].text if len(rows) > index else ""


def _selected(browser) -> int:
    return next(i for i, r in enumerate(_rows(browser)) if r.get_attribute("data-selected") == "true")


def _open(browser) -> list[bool]:
    return [r.find_element(By.TAG_NAME, "button").get_attribute("aria-expanded") == "true" for r in _rows(browser)]


def _first_option_is(browser, site_name: str) -> None:
    def listed(d):
        options = d.find_elements(By.CSS_SELECTOR, "[role=listbox]")
        return options and site_name in options[0].text.split("\n")[0]
    wait(browser).until(listed, message=f"{site_name} is not the first option: "
                        + " | ".join(e.text for e in browser.find_elements(By.CSS_SELECTOR, "[role=listbox]")))


# Counts the estimate form's submits and the estimate mutations the page sends (each with the
# status it was answered with), so a refused submit can be told from one that sent nothing yet.
RECORD_ESTIMATE_SAVES = """
const record = window.__estimateSaves = {submits: 0, posts: []};
document.addEventListener('submit', (event) => {
  if (event.target.matches('[data-testid=estimate-form]')) record.submits += 1;
});
const originalFetch = window.fetch;
window.fetch = (...args) => {
  const [input, init] = args;
  const sent = String(input instanceof Request ? input.url : input).endsWith('/graphql')
    && String(init && init.method).toUpperCase() === 'POST'
    && String(init && init.body).includes('variationMutationsEstimateSaveMutation');
  if (!sent) return originalFetch(...args);
  const post = {status: null};
  record.posts.push(post);
  return originalFetch(...args).then((response) => {
    post.status = response.status;
    return response;
  });
};
"""


def _estimate_saves(browser) -> dict:
    return browser.execute_script("return window.__estimateSaves")


def _link(message: dict) -> str:
    return re.search(r"Respond with your estimate: (\S+)", message["text"]).group(1)


def test_head_contractor_raises_an_issue_to_two_subcontracts_and_both_sides_approve(app, site, new_browser):
    head, sub_a, sub_b = new_browser(), new_browser(), new_browser()
    head_slug, head_email, _ = signed_up_org(app, head, site, "Head Co", person="Hana Head")
    a_slug, a_email, _ = signed_up_org(app, sub_a, site, "Sparks", person="Ari Sparks")
    b_slug, b_email, _ = signed_up_org(app, sub_b, site, "Pipes", person="Bo Pipes")
    for slug, name in ((a_slug, "Tower A"), (b_slug, "Tower B")):
        accepted_project(app, site, slug, head_email, name)

    # New request: the picker finds by words, Enter takes the highlighted contract; nothing twice.
    head.get(f"{site}/{head_slug}/issues/new")
    picker = visible(head, "[data-testid=contract-picker]")
    assert picker.get_attribute("placeholder") == "Select contracts..."
    assert not visible(head, "[data-testid=submit-issue]").is_enabled()  # title and description empty
    picker.send_keys("tower a")
    _first_option_is(head, "Tower A")
    picker.send_keys(Keys.ENTER)
    picker.send_keys("tower")
    _first_option_is(head, "Tower B")  # Tower A is chosen: never offered again
    picker.send_keys(Keys.ENTER)
    wait(head).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=contract-chip]")) == 2)
    picker.send_keys("tower")
    page_says(head, "All subcontracts selected")
    for _ in range(5):
        picker.send_keys(Keys.BACKSPACE)
    type_into(head, "[data-testid=issue-title]", "Move the stair core")
    type_into(head, "[data-testid=issue-body]", "Shift the stair core 600 mm north on levels 2 to 5.")
    assert visible(head, "[data-testid=issue-due]").get_attribute("value")  # 20 days from today
    page_shot(head, "variations-new-issue")
    click(head, visible(head, "[data-testid=submit-issue]"))
    wait(head, 30).until(EC.url_matches(r"/issues/\d+$"))
    toast_says(head, "Email sent")
    issue_url = head.current_url
    wait(head).until(lambda d: len(_rows(d)) == 2)
    assert "Tower A" in _rows(head)[0].text and "Tower B" in _rows(head)[1].text

    # Each supplier gets one email naming only its own contract.
    mail_a, mail_b = emailed(site, a_email, SUBJECT), emailed(site, b_email, SUBJECT)
    assert "Tower A" in mail_a["subject"] and "Tower B" not in mail_a["text"]
    assert "Tower B" in mail_b["subject"] and "Tower A" not in mail_b["text"]

    # Supplier A estimates $12,400 and 3 days, from the email's link (its variation opens).
    sub_a.get(_link(mail_a))
    visible(sub_a, "[data-testid=variation-panel]")
    assert "No estimate yet" in visible(sub_a, "[data-testid=variation-panel]").text
    assert not visible(sub_a, "[data-testid=supplier-approval] select, select[data-testid=supplier-approval]").is_enabled()
    click(sub_a, visible(sub_a, "[data-testid=add-estimate]"))
    type_into(sub_a, "[data-testid=estimate-line-name]", "Stair core relocation")
    type_into(sub_a, "[data-testid=estimate-line-price]", "12,400")
    # '−3' is kept (as typed, or as '-3') and refused beside the field, never quietly turned into 3
    # (issue 36): the submit sends nothing.
    type_into(sub_a, "[data-testid=estimate-days]", "\u22123")
    sub_a.execute_script(RECORD_ESTIMATE_SAVES)
    click(sub_a, visible(sub_a, "[data-testid=submit-estimate]"))
    wait(sub_a).until(lambda d: _estimate_saves(d)["submits"] == 1
                      and "Schedule impact days cannot be negative" in field_errors(d))
    # The form handles its submit before any await: a mutation it sent would be counted by now.
    assert _estimate_saves(sub_a)["posts"] == []
    assert visible(sub_a, "[data-testid=estimate-days]").get_attribute("value") in ("\u22123", "-3")
    assert visible(sub_a, "[data-testid=estimate-form]")
    type_into(sub_a, "[data-testid=estimate-days]", "3")
    click(sub_a, visible(sub_a, "[data-testid=submit-estimate]"))
    wait(sub_a).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=estimate-total]"), "$12,400.00"))
    saves = _estimate_saves(sub_a)
    # One estimate sent and saved (a 429 from a busy server is sent again by the page, and counted).
    assert saves["submits"] == 2 and [p["status"] for p in saves["posts"] if p["status"] != 429] == [200], saves
    assert "3 days" in visible(sub_a, "[data-testid=estimate-days-shown]").text
    assert not visible(sub_a, "select[data-testid=customer-approval]").is_enabled()

    # The head contractor: j/k move the selection, Enter opens, Escape closes.
    head.get(issue_url)
    wait(head).until(lambda d: len(_rows(d)) == 2)
    visible(head, "[data-testid=issue-title]")
    assert _selected(head) == 0 and _open(head) == [False, False]
    _keys(head, "j")
    wait(head).until(lambda d: _selected(d) == 1)
    _keys(head, Keys.ENTER)
    wait(head).until(lambda d: _open(d) == [False, True])
    panel = visible(head, "[data-testid=variation-panel]")
    assert "No estimate yet" in panel.text  # Tower B
    assert not visible(head, "select[data-testid=customer-approval]").is_enabled()  # no estimate: disabled
    _keys(head, Keys.ESCAPE)
    wait(head).until(lambda d: _open(d) == [False, False])
    _keys(head, "k")
    wait(head).until(lambda d: _selected(d) == 0)
    _keys(head, Keys.ENTER)
    wait(head).until(lambda d: _open(d) == [True, False])
    wait(head).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=estimate-total]"), "$12,400.00"))
    assert not visible(head, "select[data-testid=supplier-approval]").is_enabled()
    Select(visible(head, "select[data-testid=customer-approval]")).select_by_visible_text("Approved")
    wait(head).until(lambda d: "Customer: Approved" in _row_text(d, 0))
    page_shot(head, "variations-issue-page")

    # Supplier A approves its side.
    sub_a.get(_link(mail_a))
    wait(sub_a).until(lambda d: "Customer: Approved" in _row_text(d, 0))
    Select(visible(sub_a, "select[data-testid=supplier-approval]")).select_by_visible_text("Approved")
    wait(sub_a).until(lambda d: "Supplier: Approved" in _row_text(d, 0))

    # Supplier B sees its own variation only: nothing of Tower A nor of A's estimate.
    sub_b.get(_link(mail_b))
    visible(sub_b, "[data-testid=variation-panel]")
    assert len(_rows(sub_b)) == 1 and "Tower B" in _rows(sub_b)[0].text
    source = sub_b.page_source
    assert "Tower A" not in source and "12,400" not in source and "Stair core relocation" not in source

    # Escape with nothing open goes back: from the contract's link, to its Variations tab.
    _keys(sub_b, Keys.ESCAPE)
    wait(sub_b).until(lambda d: not _open(d)[0])
    _keys(sub_b, Keys.ESCAPE)
    wait(sub_b).until(EC.url_matches(r"/variations$"))
    row = visible(sub_b, "[data-testid=variation-tab-row]")
    assert "Move the stair core" in row.text and "Not Approved" in row.text
    assert len(_mails_to(site, a_email)) == 1 and len(_mails_to(site, b_email)) == 1
