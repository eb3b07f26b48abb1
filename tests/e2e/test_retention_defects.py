"""Notice before use for defects in a real browser (issue 38; CCA s 18D): the payer holding $10,000 of a
subcontractor's retention opens 'Use for defects (notice first)' on its ledger, makes a notice of the
defect and the amount under the contract's clause (the empty form refused beside its field first), records
that it served the notice by hand (email service is not agreed), reads 'The retention money may be used
from {10 working days on}', and a use today is refused beside its date naming both dates. With the notice
moved back 20 days (the live server's clock cannot be set), the use is recorded and the ledger holds $1,000
less.

The world is made through the services (world.py); the people signed in by fixture session. Set
CLAIMDESK_SHOTS=/some/folder to keep screenshots, light and dark.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from app.domain.dates import long_date
from app.domain.retention_release import use_from
from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import draft_claim, page_shot, send_schedule, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, field_errors, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, defect_notice_served_days_ago, retention_defects_clause

pytestmark = pytest.mark.e2e

SITE = "Defects Quay"
TEN_PERCENT = {"marginal_rates": [{"rate": 10_000_000}]}
CLAUSE = "Clause 14.3 of the subcontract"
DEFECT = "Leaking shower waste in unit 4"


def ledger_row(browser):
    return wait(browser).until(lambda d: [row for row in d.find_elements(
        By.CSS_SELECTOR, "[data-testid=retention-weHold] [data-testid=retention-ledger]") if SITE in row.text])[0]


def open_defects(browser):
    click(browser, visible(browser, f"button[aria-label='Record on {SITE}']"))
    click(browser, wait(browser).until(lambda d: [i for i in d.find_elements(By.CSS_SELECTOR, "[role=menuitem]")
                                                   if i.text == "Use for defects (notice first)"])[0])
    return visible(browser, "[role=dialog] [data-testid=defect-notices]")


def notice_item(browser):
    return visible(browser, "[role=dialog] [data-testid=defect-notice]")


def test_a_use_for_defects_waits_10_working_days_after_the_notice_is_served(app, site, new_browser):
    customer, supplier = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE)
    today = today_in_auckland()
    draft_claim(app, contract_url, supplier_email, line=("Structure", 10_000_000, 10_000), period=(today, today),
                retention_formula=TEN_PERCENT)
    serve_claim(app, contract_url, supplier_email, claim_date=today)
    send_schedule(app, contract_url, customer_email, customer_slug)
    retention_defects_clause(app, customer_email, customer_slug, SITE, CLAUSE)

    customer.get(f"{site}/{customer_slug}/retention")
    assert "$10,000.00" in ledger_row(customer).text
    dialog = open_defects(customer)
    assert CLAUSE in dialog.text and "No notice has been given on this contract." in dialog.text
    # The rule in the server's words (retentionDefects.rule), its period the one the dates are counted with.
    assert dialog.find_element(By.CSS_SELECTOR, "[data-testid=defect-rule]").text == (
        "Retention money may be used only to remedy defects, where the contract permits it, after 10 working days' "
        "written notice to the subcontractor (CCA s 18D).")

    # The empty notice is refused beside its fields; then made.
    click_text(customer, "Make the notice")
    wait(customer).until(lambda d: "Describe the defect to be remedied" in field_errors(d))
    type_into(customer, "[role=dialog] textarea[name=defect]", DEFECT)
    type_into(customer, "[role=dialog] input[name=amount]", "2,500")
    click_text(customer, "Make the notice")
    toast_says(customer, "Notice 1 made: serve it next")
    item = wait(customer).until(lambda d: [i for i in d.find_elements(By.CSS_SELECTOR, "[data-testid=defect-notice]")
                                           if "Not served yet" in i.text])[0]
    assert DEFECT in item.text and "$2,500.00" in item.text
    assert "serve the notice by delivering it to the subcontractor" in item.text  # no email service agreed

    # Served by hand today: the money may be used 10 working days on.
    form = visible(customer, "[role=dialog] [data-testid=defect-service-form]")
    Select(form.find_element(By.CSS_SELECTOR, "select[name=manner]")).select_by_visible_text("Delivered to the person")
    type_into(customer, "[role=dialog] input[name=servedTo]", "Sam at the site office")
    click_text(customer, "Record service")
    toast_says(customer, "Service recorded")
    earliest = use_from(today)
    words = f"The retention money may be used from {long_date(earliest)}."
    wait(customer).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=defect-use-from]").text == words)
    assert f"Served by personal delivery on {long_date(today)}" in notice_item(customer).text
    page_shot(customer, "retention-defect-notice-served")

    # A use today is refused beside its date, naming both dates.
    type_into(customer, "[role=dialog] input[name=useAmount]", "1,000")
    click_text(customer, "Record the use")
    refusal = (f"(served {long_date(today)}; earliest use {long_date(earliest)}).")
    wait(customer).until(lambda d: any(refusal in e for e in field_errors(d)))
    used_on = customer.find_element(By.CSS_SELECTOR, "[role=dialog] input[name=usedOn]")
    assert used_on.get_attribute("aria-invalid") == "true"
    assert refusal in customer.find_element(By.ID, used_on.get_attribute("aria-describedby").split()[0]).text
    page_shot(customer, "retention-defect-use-refused")

    # Twenty days later (the notice moved back): the use is recorded and the ledger holds $1,000 less.
    click(customer, visible(customer, "[role=dialog] button[aria-label=Close]"))
    wait(customer).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[role=dialog]"))
    defect_notice_served_days_ago(app, customer_slug, SITE, 20)
    open_defects(customer)
    wait(customer).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[role=dialog] [data-testid=defect-use-form]"))
    type_into(customer, "[role=dialog] input[name=useAmount]", "1,000")
    type_into(customer, "[role=dialog] input[name=useNote]", "Plumber's invoice 88")
    click_text(customer, "Record the use")
    toast_says(customer, "Use for defects recorded")
    wait(customer).until(lambda d: "Used under it: $1,000.00; still to use: $1,500.00." in notice_item(d).text)
    wait(customer).until(lambda d: "$9,000.00" in ledger_row(d).find_element(
        By.CSS_SELECTOR, "[data-testid=retention-money]").text)
