"""The Retention page in a real browser (issue 38): the payer of a contract whose payment schedule
withheld 10 % of $100,000 sees the $10,000 it holds and the warning that nothing is recorded for it,
records its trust account (a number of the wrong shape refused beside its field first), and the
warning goes; it records a deposit of the $10,000 (the shortfall becomes $0.00, the account holds it),
and a release of more than is held is refused beside the amount (by keyboard alone); the subcontractor
sees the same $10,000 as held from it.

The claim and the schedule are made through the services (claims_flow), the people signed in by
fixture session (world). Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of both sides, light and dark.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import draft_claim, page_shot, send_schedule, serve_claim, set_date
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, field_errors, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e

SITE = "Retention Wharf"
TEN_PERCENT = {"marginal_rates": [{"rate": 10_000_000}]}  # as the claims service takes it
NUMBER_SHAPE = ("Enter the account number as BB-bbbb-AAAAAAA-SS or BB-bbbb-AAAAAAA-SSS (bank, branch, account, "
                "suffix)")


def ledger_row(browser, side: str):
    return wait(browser).until(lambda d: [row for row in d.find_elements(
        By.CSS_SELECTOR, f"[data-testid=retention-{side}] [data-testid=retention-ledger]") if SITE in row.text])[0]


def cell(row, testid: str) -> str:
    return row.find_element(By.CSS_SELECTOR, f"[data-testid={testid}]").text


def record_dialog(browser):
    return visible(browser, "[role=dialog] [data-testid=retention-record-form]")


def test_the_payer_records_its_trust_account_and_the_subcontractor_sees_its_retention(app, site, new_browser):
    customer, supplier = new_browser(), new_browser()
    supplier_slug, supplier_email, supplier_name = signed_up_org(app, supplier, site, "Acme Builders",
                                                                 person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE)
    today = today_in_auckland()
    draft_claim(app, contract_url, supplier_email, line=("Structure", 10_000_000, 10_000), period=(today, today),
                retention_formula=TEN_PERCENT)
    serve_claim(app, contract_url, supplier_email, claim_date=today)
    send_schedule(app, contract_url, customer_email, customer_slug)

    # The payer holds $10,000 with nowhere recorded for it.
    customer.get(f"{site}/{customer_slug}/retention")
    row = ledger_row(customer, "weHold")
    assert "$10,000.00" in row.find_element(By.CSS_SELECTOR, "[data-testid=retention-money]").text
    assert row.find_element(By.CSS_SELECTOR, "[data-testid=retention-shortfall]").text == "$10,000.00"
    warning = visible(customer, "[data-testid=retention-warning]")
    assert "Retention money of $10,000.00 is held for" in warning.text
    assert "with no trust account or complying instrument recorded (CCA s 18D)." in warning.text
    page_shot(customer, "retention-we-hold")

    # The trust account: a number of the wrong shape is refused beside its field, then recorded.
    form = visible(customer, "[data-testid=trust-account-form]")
    Select(form.find_element(By.CSS_SELECTOR, "select[name=bank]")).select_by_visible_text("ANZ Bank New Zealand Limited")
    type_into(customer, "input[name=accountName]", "Client Co Retention Trust")
    type_into(customer, "input[name=accountNumber]", "01-902-68389-00")
    set_date(customer, "input[name=bankNotifiedOn]", today.isoformat())
    click(customer, form.find_element(By.CSS_SELECTOR, "button[role=checkbox]"))
    click_text(customer, "Record trust account")
    wait(customer).until(lambda d: NUMBER_SHAPE in field_errors(d))
    type_into(customer, "input[name=accountNumber]", "01-0902-0068389-00")
    click_text(customer, "Record trust account")
    toast_says(customer, "Trust account recorded")
    recorded = visible(customer, "[data-testid=trust-account-recorded]")
    assert "01-0902-0068389-00 at ANZ Bank New Zealand Limited" in recorded.text
    assert "Attested by Cleo Customer" in recorded.text
    wait(customer).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=retention-warning]"))
    page_shot(customer, "retention-account-recorded")

    # A deposit of the withheld amount: the shortfall becomes $0.00, the account holds the $10,000.
    click(customer, visible(customer, f"button[aria-label='Record on {SITE}']"))
    click(customer, wait(customer).until(lambda d: [i for i in d.find_elements(By.CSS_SELECTOR, "[role=menuitem]")
                                                     if i.text == "Deposit into the trust account"])[0])
    record_dialog(customer)
    type_into(customer, "[role=dialog] input[name=amount]", "10,000")
    type_into(customer, "[role=dialog] input[name=bankRef]", "RET-DEP-1")
    click_text(customer, "Record deposit")
    toast_says(customer, "Deposit recorded")
    wait(customer).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[role=dialog]"))
    wait(customer).until(lambda d: cell(ledger_row(d, "weHold"), "retention-shortfall") == "$0.00")
    row = ledger_row(customer, "weHold")
    assert cell(row, "retention-held-in-account") == "$10,000.00"
    assert cell(row, "retention-money") == "$10,000.00"

    # A release of more than is held, by keyboard alone, is refused beside the amount.
    payee = row.find_elements(By.TAG_NAME, "td")[1].text
    opener = visible(customer, f"button[aria-label='Record on {SITE}']")
    opener.send_keys(Keys.ENTER)  # the menu opens on its first item
    wait(customer).until(lambda d: d.switch_to.active_element.get_attribute("role") == "menuitem")
    customer.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
    wait(customer).until(lambda d: d.switch_to.active_element.text == "Release to the subcontractor")
    customer.switch_to.active_element.send_keys(Keys.ENTER)
    form = record_dialog(customer)
    wait(customer).until(lambda d: d.execute_script("return !!document.activeElement.closest('[role=dialog]')"))
    type_into(customer, "[role=dialog] input[name=amount]", "20,000").send_keys(Keys.ENTER)
    refusal = f"Only $10,000.00 of retention money is held for {payee} on {SITE}."
    wait(customer).until(lambda d: refusal in field_errors(d))
    amount = form.find_element(By.CSS_SELECTOR, "input[name=amount]")
    assert amount.get_attribute("aria-invalid") == "true"
    assert refusal in customer.find_element(By.ID, amount.get_attribute("aria-describedby").split()[0]).text
    page_shot(customer, "retention-release-refused")
    customer.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait(customer).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[role=dialog]"))
    # Focus goes back to the row's button it was opened from.
    wait(customer).until(lambda d: d.switch_to.active_element.get_attribute("aria-label") == f"Record on {SITE}")
    assert cell(ledger_row(customer, "weHold"), "retention-money") == "$10,000.00"  # nothing was released

    # The subcontractor sees the same money as held from it, read-only, never netted with its own.
    supplier.get(f"{site}/{supplier_slug}/retention")
    theirs = ledger_row(supplier, "heldFromUs")
    assert theirs.find_element(By.CSS_SELECTOR, "[data-testid=retention-money]").text == "$10,000.00"
    assert "You hold no retention money." in supplier.find_element(By.TAG_NAME, "main").text
    assert not supplier.find_elements(By.CSS_SELECTOR, "[data-testid=retention-warning]")
    page_shot(supplier, "retention-held-from-us")
    # Retention held over time (issue 38's chart, drawn by the money chart): the line drawn, and its table ends on
    # the $10,000 held from it.
    chart = wait(supplier, 60).until(lambda d: next(iter(d.find_elements(
        By.CSS_SELECTOR, "canvas[data-testid=retention-history-chart][data-drawn=true]")), None))
    assert chart.get_attribute("aria-label").startswith("Line chart of retention held at the end of each month")
    last = supplier.find_elements(By.CSS_SELECTOR, "[data-testid=retention-history-table] tbody tr")[-1]
    assert last.find_elements(By.TAG_NAME, "td")[-1].text == "$10,000.00"
    assert supplier_name  # the row names the holder, not the subcontractor itself
    assert supplier_name not in theirs.text
