"""A payment schedule given late, in a real browser (issue 33): the supplier sends claim 1 (through
the claims service: sending has its own browser tests); it was served 40 days before today (its
revision's `submitted_at` moved back, and the one writer of the stored deadline,
`app.payments.facts.served`, run again — the live server's clock cannot be set from here); the
customer opens the builder and reads the server's late notice word for word with 'Schedule overdue'
in its header, confirms in the dialog (which says it is late) and sends; the sent view says 'Given
late' beside 'Submitted on {date}', and so does the customer's claim page.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the notice, the dialog and the sent view.
"""
from datetime import date, timedelta

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from sqlalchemy import select

from app.claims.models import Claim
from app.contracts.models import Contract
from app.db import db
from app.domain.dates import long_date, short_date
from app.domain.schedule_deadline import schedule_deadline
from app.domain.working_days import today_in_auckland
from app.schedules.models import PaymentSchedule
from tenants.models import Organisation
from tests.e2e.claims_flow import dialog_button, draft_claim, page_shot, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.world import accepted_project, served_days_ago
from tests.e2e.screens import click, page_says, shot, type_into, visible, wait

pytestmark = pytest.mark.e2e

SITE_NAME = "Late Lane"
# Foundations, 40,000.00 at 50 %: 20,000.00 claimed, 3,000.00 GST, no retention.
CLAIMED = "$23,000.00"


def test_a_schedule_given_after_its_deadline(app, site, new_browser):
    customer = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, None, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE_NAME)
    # The supplier sends claim 1 for March 2026 (through the claims service, as its claim page does).
    draft_claim(app, contract_url, supplier_email, line=("Foundations", 4_000_000, 5_000),
                period=(date(2026, 3, 1), date(2026, 3, 31)))
    serve_claim(app, contract_url, supplier_email)
    claim_path = f"projects/{supplier_slug}/{contract_url.rsplit('/', 1)[1]}/claims/1"

    # Served 40 days ago: 20 working days have run out (further back should a close-down lengthen them).
    today = today_in_auckland()
    days = 40
    while schedule_deadline(today - timedelta(days=days), today).date >= today:
        days += 7
    deadline = served_days_ago(app, supplier_slug, SITE_NAME, days)
    assert deadline is not None and deadline < today
    notice = (f"The deadline for a payment schedule was {long_date(deadline)}. A schedule given now does not meet "
              f"section 22: the claimed amount ({CLAIMED}) remains payable.")

    # The customer opens the builder from the claim: the notice at the top, word for word.
    claim_page = f"{site}/{customer_slug}/{claim_path}"
    customer.get(claim_page)
    click(customer, visible(customer, "[data-testid=add-schedule]"))
    wait(customer).until(EC.url_matches(r"/claims/1/schedule$"))
    late = visible(customer, "[data-testid=late-schedule-notice]")
    assert late.text == notice
    banner = late.find_element(By.XPATH, "ancestor::*[@role='status'][1]")
    assert banner.text.startswith("Schedule overdue")
    lines = visible(customer, "[data-testid=schedule-lines]")
    # At the top of the builder: before its lines (Node.DOCUMENT_POSITION_FOLLOWING).
    assert customer.execute_script("return arguments[0].compareDocumentPosition(arguments[1]) & 4", banner, lines)
    dates = [e.text.lstrip("\u00b7 ").strip() for e in customer.find_elements(By.CSS_SELECTOR, "[data-testid=schedule-date]")]
    assert dates[0] == "Schedule overdue"
    assert not any(d.startswith("Claim due") for d in dates)
    assert customer.find_element(By.XPATH, "//label[starts-with(normalize-space(.), 'Scheduled payment date')]")
    page_shot(customer, "schedule-late-notice")

    # A set-off past nil: named beside the totals at once, Send disabled with that reason; the draft is
    # still saved. Back to nil of the set-off, Send comes back.
    type_into(customer, "input[name=adjustExcl]", "-30000").send_keys(Keys.TAB)
    below = visible(customer, "[data-testid=schedule-total-error]")
    assert below.text == ("The scheduled amount cannot be less than nil: this schedule comes to \u2013$7,000.00 including "
                          "GST. A set-off can reduce the payment to nil at most")
    send = visible(customer, "[data-testid=send-schedule]")
    assert not send.is_enabled() and send.get_attribute("aria-describedby") == below.get_attribute("id")
    wait(customer, 20).until(EC.presence_of_element_located(
        (By.CSS_SELECTOR, "[data-testid=schedule-save-status][data-state=saved]")))
    with app.app_context():
        stored = db.session.scalars(select(PaymentSchedule).join(Claim, Claim.id == PaymentSchedule.claim_id)
                                    .join(Contract, Contract.id == Claim.contract_id)
                                    .join(Organisation, Organisation.id == Contract.owner_org_id)
                                    .where(Contract.site_name == SITE_NAME, Organisation.slug == supplier_slug)).one()
        assert (stored.status, stored.adjust_excl, stored.schedule_excl) == ("Draft", -3_000_000, -1_000_000)
    shot(customer, "schedule-below-nil")
    type_into(customer, "input[name=adjustExcl]", "0").send_keys(Keys.TAB)
    wait(customer).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=schedule-total-error]"))

    # Sending is still the payer's call: the confirmation says it is late, in the same words.
    send = visible(customer, "[data-testid=send-schedule]")
    assert send.is_enabled()
    click(customer, send)
    visible(customer, "[data-testid=schedule-send-dialog][data-step=confirm]")
    assert visible(customer, "[data-testid=schedule-confirm-late]").text == notice
    assert not customer.find_elements(By.CSS_SELECTOR, "[data-testid=schedule-confirm-in-time]")
    assert visible(customer, "[data-testid=schedule-confirm-claim]").text == f"Claim 1 \u00b7 {SITE_NAME}"
    assert visible(customer, "[data-testid=schedule-confirm-claimed]").text == f"{CLAIMED} incl. GST"
    assert visible(customer, "[data-testid=schedule-confirm-scheduled]").text == f"{CLAIMED} incl. GST"
    assert supplier_email in visible(customer, "[data-testid=schedule-confirm-recipients]").text
    shot(customer, "schedule-late-confirm")
    dialog_button(customer, "Send payment schedule")
    wait(customer, 30).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=schedule-sent-message]")))
    dialog_button(customer, "Done")
    wait(customer).until(lambda d: d.current_url == claim_page)

    # The sent view: 'Given late' beside 'Submitted on {date}'.
    click(customer, visible(customer, "[data-testid=view-schedule]"))
    submitted = visible(customer, "[data-testid=schedule-submitted]")
    assert submitted.text.startswith(f"Submitted on {short_date(today_in_auckland())}")
    given_late = visible(customer, "[data-testid=schedule-given-late]")
    assert given_late.text == "Given late"
    assert given_late.find_element(By.XPATH, "..") == submitted.find_element(By.XPATH, "..")
    assert not customer.find_elements(By.CSS_SELECTOR, "[data-testid=late-schedule-notice]")
    page_shot(customer, "schedule-given-late")

    # The customer's claim page says so too (the claim's badges, Claim.standing's).
    customer.get(claim_page)
    page_says(customer, "Claim 1")
    wait(customer).until(lambda d: "Given late" in d.find_element(
        By.CSS_SELECTOR, "[data-testid=claim-status]").find_element(By.XPATH, "..").text)
    page_shot(customer, "claim-given-late")
