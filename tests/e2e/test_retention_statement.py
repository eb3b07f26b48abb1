"""A quarterly retention statement served in a real browser (issue 38; CCA s 18FD): the payer holding
$10,000 of retention with nowhere recorded for it is refused beside the button ('Record where this
retention money is held before reporting on it.'); once its trust account is recorded it serves the
statement by keyboard, and the statement is listed with its PDF; the subcontractor sees it served on
it, with the SHA-256 of the PDF its email carried once the email has gone.

The claim, the schedule and the trust account are made through the services (claims_flow, world),
the people signed in by fixture session. CLAIMDESK_SHOTS=/some/folder keeps screenshots, light and dark.
"""
from datetime import date

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from app.domain.working_days import today_in_auckland
from tests.e2e.axe import assert_accessible
from tests.e2e.claims_flow import draft_claim, page_shot, send_schedule, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import toast_says, visible, wait
from tests.e2e.world import accepted_project, acting_as

pytestmark = pytest.mark.e2e

SITE = "Statement Wharf"
TEN_PERCENT = {"marginal_rates": [{"rate": 10_000_000}]}
NOWHERE = "Record where this retention money is held before reporting on it."
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def short(day: date) -> str:
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def statements_of(browser, site_name: str):
    return wait(browser).until(lambda d: [s for s in d.find_elements(By.CSS_SELECTOR, "[data-testid=retention-statements]")
                                          if site_name in s.text])[0]


def record_trust_account(app, email: str, slug: str) -> None:
    from app.retention import service

    with acting_as(app, email, slug) as viewer:
        service.save_trust_account(viewer, {"bank": "anz", "account_name": "Client Co Retention Trust",
                                            "account_number": "01-0902-0068389-00",
                                            "bank_notified_on": today_in_auckland(), "attest": True})


def test_the_holder_serves_a_quarterly_statement_and_the_subcontractor_sees_it(app, site, new_browser):
    customer, supplier = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE)
    today = today_in_auckland()
    draft_claim(app, contract_url, supplier_email, line=("Structure", 10_000_000, 10_000), period=(today, today),
                retention_formula=TEN_PERCENT)
    serve_claim(app, contract_url, supplier_email, claim_date=today)
    send_schedule(app, contract_url, customer_email, customer_slug)

    # Nowhere recorded for the money: serving is refused beside the button, which names the refusal.
    customer.get(f"{site}/{customer_slug}/retention")
    ours = statements_of(customer, SITE)
    assert "Next statement due by" in ours.find_element(By.CSS_SELECTOR, "[data-testid=retention-statement-status]").text
    button = ours.find_element(By.XPATH, ".//button[contains(., 'Serve quarterly statement')]")
    button.click()
    error = wait(customer).until(lambda d: statements_of(d, SITE).find_elements(
        By.CSS_SELECTOR, "[data-testid=retention-serve-error]"))[0]
    assert error.text == NOWHERE
    assert statements_of(customer, SITE).find_element(
        By.XPATH, ".//button[contains(., 'Serve quarterly statement')]").get_attribute("aria-describedby") == \
        error.get_attribute("id")

    # With the trust account recorded, served by keyboard alone.
    record_trust_account(app, customer_email, customer_slug)
    customer.get(f"{site}/{customer_slug}/retention")
    button = statements_of(customer, SITE).find_element(By.XPATH, ".//button[contains(., 'Serve quarterly statement')]")
    customer.execute_script("arguments[0].focus()", button)
    wait(customer).until(lambda d: "Serve quarterly statement" in d.switch_to.active_element.text)
    customer.switch_to.active_element.send_keys(Keys.ENTER)
    toast_says(customer, "Quarterly statement served")
    report = wait(customer).until(lambda d: statements_of(d, SITE).find_elements(
        By.CSS_SELECTOR, "[data-testid=retention-report]"))[0]
    assert "Quarterly statement 1" in report.text and "Held: $10,000.00" in report.text
    assert not statements_of(customer, SITE).find_elements(By.CSS_SELECTOR, "[data-testid=retention-serve-error]")
    pdf = report.find_element(By.XPATH, ".//a[contains(., 'PDF')]").get_attribute("href")
    assert "document=retention" in pdf and "number=1" in pdf
    page_shot(customer, "retention-statement-served")
    assert_accessible(customer, "Retention page, a statement served")

    # The subcontractor sees the statement served on it, and (once its email has gone) the proof.
    supplier.get(f"{site}/{supplier_slug}/retention")
    theirs = statements_of(supplier, SITE)
    assert theirs.find_element(By.CSS_SELECTOR, "[data-testid=retention-statement-status]").text == \
        f"Last statement to {short(today)}"
    assert not theirs.find_elements(By.XPATH, ".//button[contains(., 'Serve quarterly statement')]")

    def served(d):
        copies = statements_of(d, SITE).find_element(By.CSS_SELECTOR, "[data-testid=retention-report-copies]").text
        if f"Served to {supplier_email} (SHA-256" in copies:
            return copies
        d.refresh()  # the worker delivers the email beside the app: the page shows it on its next read
        return False

    assert wait(supplier).until(served)
    page_shot(supplier, "retention-statement-held-from-us")
    assert_accessible(supplier, "Retention page, a statement served on us")
