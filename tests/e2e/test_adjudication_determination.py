"""An adjudication's determination recorded and part paid, in a real browser (issue 39): on the
Adjudication tab the supplier records the notice's acceptance, then the determination (its adjudicator,
amount, pay-by date and the charging-order question, which has no default: unanswered, it is refused beside
it), sees the Determination panel, records a payment of more than is owed (the server's refusal beside the
amount), then a part payment: what is still owed is the server's figure. The pay-by date has passed, so on
the claim page 'What you can do now' names the s 59 ground (the determination unpaid by its date).

The world is made through the services (tests/e2e/world.py): the claim served 70 days ago and never
answered, and a notice of adjudication disputing it served by post 40 days ago (the live server's clock
cannot be set, so the dates are in the past). One sign-in. CLAIMDESK_SHOTS keeps the tab (light and dark).
"""
from datetime import timedelta

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from app.adjudication.payments import MORE_THAN_OWED
from app.domain.suspension import GROUND_WORDS, Ground
from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import draft_claim, page_shot, serve_claim, set_date
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, served_adjudication

pytestmark = pytest.mark.e2e

SITE_NAME = "Determined Lane"
NOTICE = "section[aria-label='Notice of adjudication 1']"
RECORDER = "[data-testid=step-recorder]"
PAY = "[data-testid=determination-pay]"
# The step recorder's message for an unanswered charging order (ui/src/adjudication/StepRecorder.tsx).
CHARGING_ORDER_UNANSWERED = "Say whether the adjudicator approved a charging order"


def _record_step(browser, kind: str, on) -> None:
    Select(visible(browser, f"{RECORDER} select[name=kind]")).select_by_value(kind)
    set_date(browser, f"{RECORDER} input[name=on]", on.isoformat())


def test_a_determination_recorded_part_paid_and_unpaid_after_its_date_grounds_a_suspension(app, site, new_browser):
    supplier = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE_NAME)
    today = today_in_auckland()
    claim_date = today - timedelta(days=70)
    draft_claim(app, contract_url, supplier_email, line=("Foundations", 4_000_000, 5_000),
                period=(claim_date - timedelta(days=30), claim_date))
    serve_claim(app, contract_url, supplier_email, claim_date=claim_date, due_date=today - timedelta(days=25), days_ago=70)
    served_on = today - timedelta(days=40)
    served_adjudication(app, contract_url, supplier_email, served_on=served_on)

    supplier.get(f"{contract_url}/adjudication")
    visible(supplier, NOTICE)
    # The acceptance: the adjudicator is its only field; no determination's fields are shown.
    _record_step(supplier, "accepted", served_on + timedelta(days=2))
    assert not supplier.find_elements(By.CSS_SELECTOR, f"{RECORDER} input[name=amount]")
    type_into(supplier, f"{RECORDER} input[name=adjudicator]", "A. Adjudicator")
    click(supplier, visible(supplier, "[data-testid=step-record]"))
    toast_says(supplier, "Recorded")
    wait(supplier).until(lambda d: "Notice of acceptance received (A. Adjudicator)" in d.find_element(
        By.CSS_SELECTOR, "[aria-label='Steps recorded']").text)

    # The determination: $12,000.00 by ten days ago; the charging order unanswered is refused beside it.
    made_on, pay_by = today - timedelta(days=20), today - timedelta(days=10)
    _record_step(supplier, "determined", made_on)
    type_into(supplier, f"{RECORDER} input[name=adjudicator]", "A. Adjudicator")
    type_into(supplier, f"{RECORDER} input[name=amount]", "12,000")
    set_date(supplier, f"{RECORDER} input[name=payBy]", pay_by.isoformat())
    radios = supplier.find_elements(By.CSS_SELECTOR, f"{RECORDER} input[type=radio]")
    assert [(r.get_attribute("value"), r.is_selected()) for r in radios] == [("yes", False), ("no", False)]
    click(supplier, visible(supplier, "[data-testid=step-record]"))
    error = visible(supplier, f"{RECORDER} fieldset [data-field-error]")
    assert error.text == CHARGING_ORDER_UNANSWERED
    shot(supplier, "adjudication-determination-unanswered", visible(supplier, RECORDER))
    click(supplier, supplier.find_element(By.CSS_SELECTOR, f"{RECORDER} input[type=radio][value=no]"))
    click(supplier, visible(supplier, "[data-testid=step-record]"))
    panel = visible(supplier, "[data-testid=determination]")
    assert "A. Adjudicator" in panel.text and "$12,000.00" in panel.text and "Not approved" in panel.text
    assert visible(supplier, "[data-testid=determination-owed]").text == "Still owed: $12,000.00"

    # A payment of more than is owed: the server's refusal beside the amount. Then $2,000.00.
    paid_on = today - timedelta(days=5)
    set_date(supplier, f"{PAY} input[name=paidOn]", paid_on.isoformat())
    type_into(supplier, f"{PAY} input[name=amount]", "20,000")
    click(supplier, visible(supplier, "[data-testid=determination-pay-save]"))
    refused = MORE_THAN_OWED.format(owed="$12,000.00", amount="$20,000.00")
    wait(supplier).until(lambda d: refused in d.find_element(By.CSS_SELECTOR, PAY).text)
    assert supplier.find_element(By.CSS_SELECTOR, f"{PAY} input[name=amount]").get_attribute("aria-invalid") == "true"
    type_into(supplier, f"{PAY} input[name=amount]", "2,000")
    type_into(supplier, f"{PAY} input[name=reference]", "DC-1")
    click(supplier, visible(supplier, "[data-testid=determination-pay-save]"))
    toast_says(supplier, "Payment recorded")
    wait(supplier).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=determination-owed]").text
                         == "Still owed: $10,000.00")
    [row] = supplier.find_elements(By.CSS_SELECTOR, "[data-testid=determination-payment]")
    assert "$2,000.00" in row.text and "DC-1" in row.text
    page_shot(supplier, "adjudication-determination")

    # Unpaid after its date: the claim's remedies name the s 59 ground.
    supplier.get(f"{contract_url}/claims/1")
    panel = visible(supplier, "[data-testid=remedies]")
    wait(supplier).until(lambda d: GROUND_WORDS[Ground.DETERMINATION_UNPAID] in d.find_element(
        By.CSS_SELECTOR, "[data-testid=remedies]").text)
    assert "$10,000.00" in panel.text
    shot(supplier, "adjudication-determination-remedies", panel)
