"""Bank reconciliation of the retention trust account in a real browser (issue 38): the payer of a
contract whose payment schedule withheld 10 % of $100,000, and who deposited the $10,000 (through the
retention service), records its trust account, opens Reconcile, imports its bank statement (a CSV of
the deposit, an interest line and a $25.00 transfer out), sees the deposit matched by its reference
and the transfer flagged, allocates the interest line by keyboard alone, and the reconciliation
balances to the cent with the interest kept apart.

The claim, the schedule and the deposit are made through the services, the people signed in by
fixture session (world). Set CLAIMDESK_SHOTS=/some/folder to keep screenshots.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import draft_claim, page_shot, send_schedule, serve_claim, set_date
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, page_says, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, acting_as

pytestmark = pytest.mark.e2e

SITE = "Reconcile Wharf"
TEN_PERCENT = {"marginal_rates": [{"rate": 10_000_000}]}  # as the claims service takes it


def deposit(app, contract_url: str, email: str, slug: str, day) -> None:
    """The payer's deposit of the $10,000 withheld, with its bank reference, as Record deposit does."""
    from sqlalchemy import select

    from app.contracts.models import Contract
    from app.retention import service
    from tenants.models import Organisation

    owner_slug, contract_slug = contract_url.rstrip("/").rsplit("/", 2)[1:]
    with acting_as(app, email, slug) as viewer:
        from app.db import db
        contract_id = db.session.scalar(select(Contract.id).join(Organisation, Organisation.id == Contract.owner_org_id)
                                        .where(Organisation.slug == owner_slug, Contract.slug == contract_slug))
        service.record_entry(viewer, contract_id, {"kind": "deposited", "amount": 1_000_000, "date": day,
                                                   "bank_ref": "RET-DEP-1"})


def summary(browser, testid: str) -> str:
    return browser.find_element(By.CSS_SELECTOR, f"[data-testid=reconcile-summary] [data-testid={testid}]").text


def line_row(browser, reference: str):
    return wait(browser).until(lambda d: [row for row in d.find_elements(By.CSS_SELECTOR, "[data-testid=reconcile-line]")
                                          if row.find_element(By.CSS_SELECTOR, "[data-testid=reconcile-line-reference]")
                                          .text == reference])[0]


def status(row) -> str:
    return row.find_element(By.CSS_SELECTOR, "[data-testid=reconcile-line-status]").text


def test_the_holder_records_its_trust_account_imports_a_statement_and_reconciles(app, site, new_browser, tmp_path):
    customer = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, new_browser(), site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE)
    today = today_in_auckland()
    draft_claim(app, contract_url, supplier_email, line=("Structure", 10_000_000, 10_000), period=(today, today),
                retention_formula=TEN_PERCENT)
    serve_claim(app, contract_url, supplier_email, claim_date=today)
    send_schedule(app, contract_url, customer_email, customer_slug)
    deposit(app, contract_url, customer_email, customer_slug, today)

    # The trust account, recorded on the Retention page.
    customer.get(f"{site}/{customer_slug}/retention")
    form = visible(customer, "[data-testid=trust-account-form]")
    Select(form.find_element(By.CSS_SELECTOR, "select[name=bank]")).select_by_visible_text("ANZ Bank New Zealand Limited")
    type_into(customer, "input[name=accountName]", "Client Co Retention Trust")
    type_into(customer, "input[name=accountNumber]", "01-0902-0068389-00")
    set_date(customer, "input[name=bankNotifiedOn]", today.isoformat())
    click(customer, form.find_element(By.CSS_SELECTOR, "button[role=checkbox]"))
    click_text(customer, "Record trust account")
    toast_says(customer, "Trust account recorded")
    visible(customer, "[data-testid=trust-account-recorded]")  # the page has read its account again

    # Reconcile: nothing imported yet. (A node the page replaced while it was clicked is found again.)
    wait(customer).until(lambda d: click(d, [a for a in d.find_elements(By.TAG_NAME, "a") if a.text == "Reconcile"][0]))
    visible(customer, "[data-testid=reconcile-import-form]")
    page_says(customer, "No statement imported yet")
    wait(customer).until(lambda d: summary(d, "reconcile-ledgers") == "$10,000.00")

    # The statement: the deposit (its reference), interest, and money taken out to another account.
    day = today.strftime("%d/%m/%Y")
    statement = tmp_path / "trust-statement.csv"
    statement.write_text("Date,Amount,Reference,Balance\n"
                         f"{day},\"10,000.00\",RET-DEP-1 CLIENT CO,\"10,000.00\"\n"
                         f"{day},3.21,CREDIT INTEREST,\"10,003.21\"\n"
                         f"{day},-25.00,TRANSFER TO OPS,\"9,978.21\"\n", encoding="utf-8")
    wait(customer).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=reconcile-import-form] input[type=file]")
                         .send_keys(str(statement)) or True)
    wait(customer).until(lambda d: "trust-statement.csv" in d.find_element(
        By.CSS_SELECTOR, "[data-testid=reconcile-import-form]").text)
    click_text(customer, "Import statement")
    toast_says(customer, "Statement imported: 3 new lines, 0 already imported, 1 matched")
    wait(customer).until(lambda d: status(line_row(d, "RET-DEP-1 CLIENT CO")) == "Matched")
    flag = wait(customer).until(lambda d: line_row(d, "TRANSFER TO OPS").find_element(
        By.CSS_SELECTOR, "[data-testid=reconcile-line-flag]").text)
    assert flag.startswith("Withdrawal of $25.00 on") and "trust money may not be used for anything else." in flag
    wait(customer).until(lambda d: summary(d, "reconcile-bank-balance") == "$9,978.21")
    assert wait(customer).until(lambda d: (summary(d, "reconcile-unallocated-in"), summary(d, "reconcile-difference"))) \
        == ("$3.21", "$0.00")
    page_shot(customer, "reconcile-imported")

    # The interest line, allocated by keyboard alone: interest is kept apart from retention money.
    wait(customer).until(lambda d: line_row(d, "CREDIT INTEREST").find_element(By.TAG_NAME, "button")
                         .send_keys(Keys.ENTER) or True)
    visible(customer, "[role=dialog] [data-testid=reconcile-allocate-form]")
    wait(customer).until(lambda d: d.switch_to.active_element.get_attribute("name") == "explanation")
    Select(customer.switch_to.active_element).select_by_value("interest")
    customer.switch_to.active_element.send_keys(Keys.TAB)  # to the note
    customer.switch_to.active_element.send_keys("Monthly interest")
    customer.switch_to.active_element.send_keys(Keys.TAB)  # Cancel
    customer.switch_to.active_element.send_keys(Keys.TAB)  # Allocate
    assert customer.switch_to.active_element.get_attribute("type") == "submit"
    customer.switch_to.active_element.send_keys(Keys.ENTER)
    toast_says(customer, "Line allocated")
    wait(customer).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[role=dialog]"))
    wait(customer).until(lambda d: status(line_row(d, "CREDIT INTEREST")) == "Interest")
    assert wait(customer).until(lambda d: (summary(d, "reconcile-interest"), summary(d, "reconcile-unallocated-in"),
                                           summary(d, "reconcile-difference"))) == ("$3.21", "$0.00", "$0.00")
    wait(customer).until(lambda d: "Balances to the cent" in d.find_element(
        By.CSS_SELECTOR, "[data-testid=reconcile-summary]").text)
    page_shot(customer, "reconcile-balanced")

    # The same statement again adds nothing.
    wait(customer).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=reconcile-import-form] input[type=file]")
                         .send_keys(str(statement)) or True)
    wait(customer).until(lambda d: "trust-statement.csv" in d.find_element(
        By.CSS_SELECTOR, "[data-testid=reconcile-import-form]").text)
    click_text(customer, "Import statement")
    toast_says(customer, "Statement imported: 0 new lines, 3 already imported, 0 matched")
    wait(customer).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=reconcile-line]")) == 3)
    assert [status(row) for row in customer.find_elements(By.CSS_SELECTOR, "[data-testid=reconcile-line]")] == [
        "Unallocated", "Interest", "Matched"]
