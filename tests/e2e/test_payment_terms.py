"""A contract's payment terms set a new claim's dates (issue 34): the supplier states them in the
project settings (a refusal shows beside its field), reads them in the contract's summary, makes a
new claim whose date and due date default from them, sends it, and the customer reads the terms it
was sent under in the claim's 'How this date was counted'.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select
from sqlalchemy import select

from app.domain.dates import long_date, short_date
from app.domain.payment_terms import due_date, next_claim_date, terms_of
from app.domain.schedule_deadline import schedule_deadline
from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import page_shot, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, field_errors, page_says, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, acting_as

pytestmark = pytest.mark.e2e

FORM = "form[aria-label='Payment terms']"
WORDS = ("Claims on the 25th of each month. Payment schedule within 10 working days after a claim is served. "
         "Payment due on the 20th of the month following the claim.")


def _choose(browser, name: str, label: str) -> None:
    Select(visible(browser, f"{FORM} select[name={name}]")).select_by_visible_text(label)


def _save(browser) -> None:
    click(browser, visible(browser, f"{FORM} button[type=submit]"))


def _line_and_period(app, contract_url: str, email: str) -> None:
    """Claim 1's draft gets one line and its period through the claims service (the grid and the period
    dialog have their own browser tests)."""
    from app.claims import ledger, service
    from app.claims.models import ContractLedger
    from app.contracts.models import Contract
    from app.db import db

    slug = contract_url.rstrip("/").rsplit("/", 2)[1]
    with acting_as(app, email, slug) as viewer:
        contract_id = db.session.scalar(select(Contract.id).where(
            Contract.owner_org_id == viewer.org.id, Contract.slug == contract_url.rsplit("/", 1)[1]))
        rev = db.session.scalar(select(ContractLedger.rev).where(ContractLedger.contract_id == contract_id))
        ledger.update_ledger(viewer, contract_id, rev, ledger.LedgerChanges(create=[{
            "item_id": "line-1", "name": "Foundations", "total_price": 4_000_000, "percent_complete": 5_000}]))
    with acting_as(app, email, slug) as viewer:
        today = today_in_auckland()
        service.patch_claim(viewer, contract_id, 1, None, {"period_from": today.replace(day=1), "period_to": today})


def test_terms_set_on_a_contract_give_a_new_claim_its_dates(app, site, new_browser):
    supplier, customer = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Terms Lane")

    supplier.get(f"{contract_url}/settings")
    page_says(supplier, "Payment terms")
    assert "the Act's 20 working days after the claim is served apply (s 22(b)(ii))" in visible(
        supplier, "[data-testid=payment-terms]").text
    _choose(supplier, "claimRule", "A day of each month")
    type_into(supplier, f"{FORM} input[name=claimDay]", "32")
    type_into(supplier, f"{FORM} input[name=scheduleWorkingDays]", "10")
    _choose(supplier, "dueKind", "A day of the following month")
    type_into(supplier, f"{FORM} input[name=dueValue]", "20")
    _save(supplier)
    wait(supplier).until(lambda d: "The claim day must be a whole number from 1 to 31" in field_errors(d))
    day = visible(supplier, f"{FORM} input[name=claimDay]")
    assert day.get_attribute("aria-invalid") == "true"  # beside its field
    type_into(supplier, f"{FORM} input[name=claimDay]", "25")
    _save(supplier)
    toast_says(supplier, "Payment terms saved")
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=payment-terms]"), WORDS))

    terms = terms_of({"claim": {"day": 25}, "due": {"dayOfFollowingMonth": 20}}, 10)
    claim_date = next_claim_date(terms, today_in_auckland())
    due = due_date(terms, claim_date)
    assert (f"A claim made today is dated {long_date(claim_date)}, due {long_date(due)}."
            in visible(supplier, "[data-testid=payment-terms-next]").text)
    page_shot(supplier, "contract-payment-terms")

    # The contract shows them; a new claim takes its date and due date from them.
    supplier.get(contract_url)
    wait(supplier).until(lambda d: visible(d, "[data-testid=contract-payment-terms]").text == WORDS)
    click(supplier, visible(supplier, "[data-testid=new-claim]"))
    wait(supplier).until(EC.url_matches(r"/claims/\d+$"))
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=block-date]"),
                                                          short_date(claim_date)))
    assert short_date(due) in visible(supplier, "[data-testid=block-due-date]").text

    # Sent, both sides read the terms it was sent under in 'How this date was counted'.
    _line_and_period(app, contract_url, supplier_email)
    serve_claim(app, contract_url, supplier_email)
    today = today_in_auckland()
    deadline = schedule_deadline(today, today, 10).date
    customer.get(f"{site}/{customer_slug}/projects/{supplier_slug}/{contract_url.rsplit('/', 1)[1]}/claims/1")
    note = visible(customer, "[data-testid=schedule-deadline]")
    banner = note.find_element(By.XPATH, "ancestor::*[@role][1]")
    wait(customer).until(lambda d: f"Payment schedule due by {long_date(deadline)}" in banner.text)
    click(customer, note.find_element(By.TAG_NAME, "summary"))
    wait(customer).until(lambda d: visible(d, "[data-testid=deadline-terms]").text
                         == f"Payment terms when the claim was sent: {WORDS}")
    assert "as agreed in the contract" in note.text
