"""The subcontractor's side of the retention records in a real browser (issue 38; CCA ss 18FC, 18D): it sees
the notice before use for defects served on it (amount, defect, served date, 'may be used from', its PDF),
asks from its 'Held from us' row to inspect the records, with a message; the holder sees the task on its
home panel and its Retention page and marks it answered, opened by keyboard, a missing answer refused
beside its field; the subcontractor sees how and when it was answered. (The rules and refusals are the API
tests': tests/api/retention/test_inspection.py.)

The claim, the schedule, the clause and the notice are made through the services (claims_flow, world), the
people signed in by fixture session. CLAIMDESK_SHOTS=/some/folder keeps screenshots, light and dark.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from app.domain.dates import long_date
from app.domain.retention_release import use_from
from app.domain.working_days import today_in_auckland
from tests.e2e.axe import assert_accessible
from tests.e2e.claims_flow import draft_claim, page_shot, send_schedule, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, field_errors, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, acting_as, retention_defects_clause

pytestmark = pytest.mark.e2e

SITE = "Inspection Wharf"
TEN_PERCENT = {"marginal_rates": [{"rate": 10_000_000}]}
CLAUSE = "Clause 14.3: retention may be used to remedy defects after notice"
DEFECT = "Cracked tiles in the lobby"
MESSAGE = "Please send the ledger and the trust account's statements."
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def short(day) -> str:
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


def served_notice(app, customer_email: str, customer_slug: str) -> None:
    """Notice 1 on SITE, made and served by post today by the holder, through the services."""
    from sqlalchemy import select

    from app.contracts.models import Contract, ContractOrg
    from app.db import db
    from app.retention import defects

    with acting_as(app, customer_email, customer_slug) as viewer:
        contract_id = db.session.scalar(select(Contract.id).join(ContractOrg, ContractOrg.contract_id == Contract.id)
                                        .where(Contract.site_name == SITE, ContractOrg.org_id == viewer.org.id))
        defects.make_notice(viewer, contract_id, {"defect": DEFECT, "amount": 150_000})
        defects.record_service(viewer, contract_id, 1, manner="post", served_on=today_in_auckland(),
                               served_to="Acme Builders, PO Box 1")


def held_from_us_row(browser):
    return wait(browser).until(lambda d: [r for r in d.find_elements(
        By.CSS_SELECTOR, "[data-testid=retention-heldFromUs] [data-testid=retention-ledger]") if SITE in r.text])[0]


def request_item(browser):
    return visible(browser, "[data-testid=inspection-requests] [data-testid=inspection-request]")


def test_the_subcontractor_reads_its_notice_and_asks_to_inspect_and_the_holder_answers(app, site, new_browser):
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
    served_notice(app, customer_email, customer_slug)

    # The subcontractor's side: the notice served on it, with its amount, defect, service and first day of use.
    supplier.get(f"{site}/{supplier_slug}/retention")
    notice = visible(supplier, "[data-testid=defect-notices-received] [data-testid=defect-notice-received]")
    assert "Notice 1: " + SITE in notice.text and "from Client Co" in notice.text and DEFECT in notice.text
    assert notice.find_element(By.CSS_SELECTOR, "[data-testid=defect-notice-amount]").text == "Up to $1,500.00"
    assert f"Served by post on {long_date(today)}" in notice.text
    assert notice.find_element(By.CSS_SELECTOR, "[data-testid=defect-notice-use-from]").text == \
        f"The retention money may be used from {long_date(use_from(today))}."
    assert "document=retention_defect" in notice.find_element(By.XPATH, ".//a[contains(., 'PDF')]").get_attribute("href")

    # It asks, from its 'Held from us' row, with a message.
    click(supplier, held_from_us_row(supplier).find_element(By.XPATH, ".//button[contains(., 'Request to inspect the records')]"))
    type_into(supplier, "[role=dialog] textarea[name=message]", MESSAGE)
    click(supplier, visible(supplier, "[role=dialog] button[type=submit]"))
    toast_says(supplier, "Request sent")
    wait(supplier).until(lambda d: held_from_us_row(d).find_elements(By.CSS_SELECTOR, "[data-testid=inspection-asked]"))
    assert held_from_us_row(supplier).find_element(By.CSS_SELECTOR, "[data-testid=inspection-asked]").text == \
        f"Inspection asked {short(today)}"
    mine = request_item(supplier)
    assert mine.find_element(By.CSS_SELECTOR, "[data-testid=inspection-status]").text == f"Open since {short(today)}"
    assert MESSAGE in mine.text and "of Client Co" in mine.text
    page_shot(supplier, "retention-inspection-asked")
    assert_accessible(supplier, "Retention page, an inspection asked and a notice received")

    # The holder: a task on its home panel, and on its Retention page.
    customer.get(f"{site}/{customer_slug}")
    wait(customer).until(lambda d: any(
        "1 request to inspect the retention records to answer (CCA s 18FC)" in a.text
        for a in d.find_elements(By.CSS_SELECTOR, "[data-testid=retention-alert]")))
    customer.get(f"{site}/{customer_slug}/retention")
    task = request_item(customer)
    assert "asked by Acme Builders" in task.text and MESSAGE in task.text
    # Marked answered by keyboard: the form without a manner is refused beside it; then answered.
    answer = task.find_element(By.XPATH, ".//button[contains(., 'Mark answered')]")
    customer.execute_script("arguments[0].focus()", answer)
    wait(customer).until(lambda d: "Mark answered" in d.switch_to.active_element.text)
    customer.switch_to.active_element.send_keys(Keys.ENTER)
    form = visible(customer, "[role=dialog] [data-testid=inspection-answer-form]")
    click(customer, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    wait(customer).until(lambda d: "Choose how the request was answered" in field_errors(d))
    Select(form.find_element(By.CSS_SELECTOR, "select[name=manner]")).select_by_visible_text("Inspection pack sent")
    type_into(customer, "[role=dialog] textarea[name=note]", "Ledger and statements emailed")
    click(customer, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    toast_says(customer, "Marked answered")
    wait(customer).until(lambda d: request_item(d).find_element(
        By.CSS_SELECTOR, "[data-testid=inspection-status]").text == f"Inspection pack sent on {long_date(today)}")
    assert not request_item(customer).find_elements(By.XPATH, ".//button[contains(., 'Mark answered')]")
    page_shot(customer, "retention-inspection-answered")

    # The subcontractor sees how and when.
    supplier.get(f"{site}/{supplier_slug}/retention")
    wait(supplier).until(lambda d: request_item(d).find_element(
        By.CSS_SELECTOR, "[data-testid=inspection-status]").text == f"Inspection pack sent on {long_date(today)}")
    assert "Ledger and statements emailed" in request_item(supplier).text
    assert held_from_us_row(supplier).find_elements(By.XPATH, ".//button[contains(., 'Request to inspect the records')]")
