"""The quarterly compliance certificate in a real browser (issue 38): the payer of a contract whose payment
schedule withheld 10 % of $100,000 has recorded its trust account and deposited the $10,000 (through the
retention services) but imported no bank statement. A director opens the certificate from the Retention page,
runs the current quarter's checks: check 3 fails, and signing is refused naming it beside the button; the
director explains it by keyboard alone, signs, and sees the certificate signed with its SHA-256 and its PDF.

The claim, the schedule, the trust account and the deposit are made through the services, the people signed in
by fixture session (world). Set CLAIMDESK_SHOTS=/some/folder to keep screenshots.
"""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from app.domain.working_days import today_in_auckland
from app.retention.certificate import quarter_end_of
from tests.e2e.claims_flow import draft_claim, page_shot, send_schedule, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, toast_says, visible, wait
from tests.e2e.world import accepted_project, acting_as

pytestmark = pytest.mark.e2e

SITE = "Certificate Wharf"
TEN_PERCENT = {"marginal_rates": [{"rate": 10_000_000}]}  # as the claims service takes it
REFUSAL = ("Check 3 failed: no bank statement of the trust account is imported, so it is not reconciled. Fix it or "
           "record why before signing.")


def account_and_deposit(app, contract_url: str, email: str, slug: str, day) -> None:
    """The payer's trust account, then its deposit of the $10,000 withheld, as the Retention page records them."""
    from sqlalchemy import select

    from app.contracts.models import Contract
    from app.db import db
    from app.retention import service
    from tenants.models import Organisation

    owner_slug, contract_slug = contract_url.rstrip("/").rsplit("/", 2)[1:]
    with acting_as(app, email, slug) as viewer:
        service.save_trust_account(viewer, {"bank": "anz", "account_name": "Client Co Retention Trust",
                                            "account_number": "01-0902-0068389-00", "bank_notified_on": day,
                                            "attest": True})
    with acting_as(app, email, slug) as viewer:
        contract_id = db.session.scalar(select(Contract.id).join(Organisation, Organisation.id == Contract.owner_org_id)
                                        .where(Organisation.slug == owner_slug, Contract.slug == contract_slug))
        service.record_entry(viewer, contract_id, {"kind": "deposited", "amount": 1_000_000, "date": day,
                                                   "bank_ref": "RET-DEP-1"})


def check_texts(browser, testid: str) -> list[str]:
    return [e.text for e in browser.find_elements(By.CSS_SELECTOR, f"[data-testid=certificate] [data-testid={testid}]")]


def test_a_director_runs_the_checks_explains_the_failed_one_and_signs(app, site, new_browser):
    customer = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, new_browser(), site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE)
    today = today_in_auckland()
    draft_claim(app, contract_url, supplier_email, line=("Structure", 10_000_000, 10_000), period=(today, today),
                retention_formula=TEN_PERCENT)
    serve_claim(app, contract_url, supplier_email, claim_date=today)
    send_schedule(app, contract_url, customer_email, customer_slug)
    account_and_deposit(app, contract_url, customer_email, customer_slug, today)

    # From the Retention page's card to the certificate.
    customer.get(f"{site}/{customer_slug}/retention")
    click(customer, visible(customer, "a[href$='/retention/certificate']"))
    form = visible(customer, "[data-testid=certificate-prepare-form]")
    visible(customer, "[data-testid=certificate-prepare-form] select[name=quarterEnd]")
    Select(form.find_element(By.CSS_SELECTOR, "select[name=quarterEnd]")).select_by_value(
        quarter_end_of(today).isoformat())
    click_text(customer, "Run the checks")
    toast_says(customer, "Checks run")
    visible(customer, "[data-testid=certificate]")
    wait(customer).until(lambda d: check_texts(d, "certificate-check-result") == [
        "Passed", "Passed", "Failed", "Passed", "Passed"])
    assert check_texts(customer, "certificate-check-refusal") == [REFUSAL]
    assert wait(customer).until(lambda d: check_texts(d, "certificate-status")) == ["Cannot be signed yet"]

    # Signing is refused, the reason beside the button.
    click_text(customer, "Sign as a director")
    assert wait(customer).until(lambda d: check_texts(d, "certificate-sign-error")) == [REFUSAL]
    page_shot(customer, "certificate-refused")

    # The explanation, by keyboard alone: the text, then Tab to its button and Enter.
    area = visible(customer, "textarea[name=explanation3]")
    area.send_keys("The first statement is due from the bank on the 1st; the deposit is on today's bank record.")
    customer.switch_to.active_element.send_keys(Keys.TAB)
    assert customer.switch_to.active_element.text == "Record the explanation"
    customer.switch_to.active_element.send_keys(Keys.ENTER)
    toast_says(customer, "Explanation recorded")
    assert wait(customer).until(lambda d: check_texts(d, "certificate-status") == ["Ready to sign"])
    assert check_texts(customer, "certificate-check-refusal") == []

    click_text(customer, "Sign as a director")
    toast_says(customer, "Certificate signed")
    visible(customer, "[data-testid=certificate-signed]")
    wait(customer).until(lambda d: "Signed by Cleo Customer, director" in d.find_element(
        By.CSS_SELECTOR, "[data-testid=certificate-signed]").text)
    assert re.search(r"SHA-256 of the signed PDF: [0-9a-f]{64}", customer.find_element(
        By.CSS_SELECTOR, "[data-testid=certificate-signed]").text)
    link = wait(customer).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=certificate-signed] a")
                                .get_attribute("href"))
    assert "/v1/pdf?document=retention_certificate" in link
    assert check_texts(customer, "certificate-status") == ["Signed"]
    page_shot(customer, "certificate-signed")
