"""The s 13 guard in a real browser (issue 40): the head contractor schedules its subcontractor's claim
with the reason 'Not yet paid by the principal'; the builder warns beside that reason (the server's
words, after the draft is saved), and beside a note 'when we are paid'; the schedule is sent anyway; the
claim's activity records the warning on 'finalised Schedule', for the subcontractor too. On the way in,
the contract's payment terms at a glance: 'schedules in 10 WD' and 'pays in 14 days' on the projects list.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the warning and the activity.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from app.contracts import terms
from app.domain.pay_when_paid import S13_WARNING
from app.schedules import guard
from tests.e2e.claims_flow import dialog_button, draft_claim, serve_claim, type_cell
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, shot, type_into, visible, wait
from tests.e2e.world import accepted_project, acting_as, contract_id_at

pytestmark = pytest.mark.e2e

SITE_NAME = "Principal Place"
REASON = "Not yet paid by the principal"
NOTE = "The balance will be paid when we are paid"
SENT_WITH = guard.SENT_WITH.format(reasons=f"Framing: '{REASON}'; reason 1: 'when we are paid'")


def _row(browser, name: str):
    def find(d):
        rows = d.find_elements(By.CSS_SELECTOR, "tr[data-testid=schedule-line]")
        return next((r for r in rows if r.find_element(By.TAG_NAME, "td").text == name), False)
    return wait(browser).until(find)


def _warning_of(browser, name: str):
    """The warning beside line `name`'s reason, once the saved draft answers it; False until then."""
    def find(d):
        found = _row(d, name).find_elements(By.CSS_SELECTOR, "[data-testid=pay-when-paid-warning]")
        return found[0] if found else False
    return find


def _finalised_entry(browser):
    def find(d):
        for entry in d.find_elements(By.CSS_SELECTOR, "[data-testid=claim-activity] [data-testid=activity-entry]"):
            if "finalised Schedule" in entry.text:
                return entry
        return False
    return wait(browser, 20).until(find)


def test_a_pay_when_paid_reason_is_warned_of_sent_anyway_and_recorded(app, site, new_browser):
    customer, supplier = new_browser(), new_browser()
    # The subcontractor (supplier) and the head contractor (its customer, the payer here).
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Sparks Electrical", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Head Builders", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE_NAME)
    contract_slug = contract_url.rsplit("/", 1)[1]
    contract_id = contract_id_at(app, contract_url)
    with acting_as(app, supplier_email, supplier_slug) as viewer:  # as the project's Payment terms card sets them
        terms.set_terms(viewer, contract_id, schedule_working_days=10, due_kind="days", due_value=14)
    draft_claim(app, contract_url, supplier_email, line=("Framing", 4_000_000, 5_000),
                period=("2026-03-01", "2026-03-31"))
    serve_claim(app, contract_url, supplier_email)
    claim_page = f"{site}/{customer_slug}/projects/{supplier_slug}/{contract_slug}/claims/1"

    # The payer's projects list: the terms that differ from the Act's, at a glance.
    customer.get(f"{site}/{customer_slug}/projects")
    chips = wait(customer).until(lambda d: [c.text for c in d.find_elements(By.CSS_SELECTOR, "[data-testid=terms-chip]")])
    assert chips == ["schedules in 10 WD", "pays in 14 days"]

    # The builder: Framing scheduled lower, its reason waiting on the principal.
    customer.get(claim_page)
    click(customer, visible(customer, "[data-testid=add-schedule]"))
    wait(customer).until(EC.url_matches(r"/claims/1/schedule$"))
    type_cell(customer, _row(customer, "Framing"), "scheduled", "10000")
    type_cell(customer, _row(customer, "Framing"), "reason", REASON, commit=Keys.TAB)
    warning = wait(customer, 20).until(_warning_of(customer, "Framing"))
    assert warning.text == S13_WARNING
    assert warning.get_attribute("role") == "note"
    # And beside a note saying the same.
    type_into(customer, "input[name=scheduleNote]", NOTE)
    click_text(customer, "Add reason")
    note_warning = wait(customer, 20).until(lambda d: d.find_elements(
        By.CSS_SELECTOR, "[data-testid=schedule-notes] [data-testid=pay-when-paid-warning]"))
    assert [w.text for w in note_warning] == [S13_WARNING]
    wait(customer, 20).until(EC.presence_of_element_located(
        (By.CSS_SELECTOR, "[data-testid=schedule-save-status][data-state=saved]")))
    shot(customer, "schedule-pay-when-paid-warning")

    # Sent anyway: the warning is no refusal.
    send = visible(customer, "[data-testid=send-schedule]")
    assert send.is_enabled()
    click(customer, send)
    visible(customer, "[data-testid=schedule-send-dialog][data-step=confirm]")
    dialog_button(customer, "Send payment schedule")
    wait(customer, 30).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=schedule-sent-message]")))
    dialog_button(customer, "Done")
    wait(customer).until(lambda d: d.current_url == claim_page)

    # The claim's activity records it, for both parties.
    for browser, page in ((customer, claim_page),
                          (supplier, f"{site}/{supplier_slug}/projects/{supplier_slug}/{contract_slug}/claims/1")):
        browser.get(page)
        visible(browser, "[data-testid=claim-document]")
        click(browser, visible(browser, "button[aria-label='Activity and comments']"))
        entry = _finalised_entry(browser)
        assert SENT_WITH in entry.text
    shot(supplier, "activity-pay-when-paid")
