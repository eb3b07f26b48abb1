"""Retention money held on trust, in a real browser (issue 38's done-when, one flow; CCA ss 18C-18FD): the payer
of a contract whose payment schedule withheld 10 % of $100,000, and who deposited the $10,000 (reference
RET-DEP-1) with nowhere yet recorded for it, is refused a quarterly statement beside the button ('Record where
this retention money is held before reporting on it.'); it records its trust account on the Retention page,
opens Reconcile, imports its bank statement (a CSV of the deposit, an interest line and a $25.00 transfer out),
sees the deposit matched by its reference and the transfer flagged, allocates the interest line by keyboard
alone, and the reconciliation balances to the cent with the interest kept apart (the same statement again adds
nothing). It then serves the quarterly statement by keyboard, listed with its PDF, makes the internal report
(prepared by the worker: listed with its PDF once ready), asks for the owners' export (its download link once ready) and sends the inspection pack. The subcontractor sees the
statement served on it (with the SHA-256 of the PDF its email carried once the email has gone) and the balance
held from it, reads the notice before use for defects served on it (amount, defect, served date, 'may be used
from', its PDF), and asks from its 'Held from us' row to inspect the records, with a message; the holder sees
the task on its home panel and its Retention page and marks it answered, opened by keyboard, a missing answer
refused beside its field; the subcontractor sees how and when it was answered. (The rules and refusals are the
API tests': tests/api/retention/.)

One world (tests/e2e/world.py: both organisations, the accepted project, the claim, the schedule, the deposit,
the clause permitting use for defects and the notice served by post, made through the services) and one
sign-in per party by fixture session, so the stage pays for them once (this flow was
test_retention_reconcile.py, test_retention_statement.py and test_retention_inspection.py). CLAIMDESK_SHOTS=
/some/folder keeps screenshots, light and dark.
"""
from datetime import date

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from app.domain.dates import long_date
from app.domain.retention_release import use_from
from app.domain.working_days import today_in_auckland
from tests.e2e.axe import assert_accessible
from tests.e2e.claims_flow import (
    draft_claim,
    page_shot,
    send_schedule,
    serve_claim,
    set_date,
)
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import (
    click,
    click_text,
    field_errors,
    page_says,
    toast_says,
    type_into,
    visible,
    wait,
)
from tests.e2e.world import (
    accepted_project,
    acting_as,
    contract_id_at,
    retention_defects_clause,
)

pytestmark = pytest.mark.e2e

SITE = "Trust Wharf"
TEN_PERCENT = {"marginal_rates": [{"rate": 10_000_000}]}  # as the claims service takes it
NOWHERE = "Record where this retention money is held before reporting on it."
CLAUSE = "Clause 14.3: retention may be used to remedy defects after notice"
DEFECT = "Cracked tiles in the lobby"
MESSAGE = "Please send the ledger and the trust account's statements."
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def short(day: date) -> str:
    return f"{day.day} {MONTHS[day.month - 1]} {day.year}"


# ---- the world, through the services ------------------------------------------------------------------------

def deposit(app, contract_id: int, email: str, slug: str, day) -> None:
    """The payer's deposit of the $10,000 withheld, with its bank reference, as Record deposit does."""
    from app.retention import service

    with acting_as(app, email, slug) as viewer:
        service.record_entry(viewer, contract_id, {"kind": "deposited", "amount": 1_000_000, "date": day,
                                                   "bank_ref": "RET-DEP-1"})


def served_notice(app, contract_id: int, email: str, slug: str) -> None:
    """Notice 1 on SITE, made and served by post today by the holder."""
    from app.retention import defects

    with acting_as(app, email, slug) as viewer:
        defects.make_notice(viewer, contract_id, {"defect": DEFECT, "amount": 150_000})
        defects.record_service(viewer, contract_id, 1, manner="post", served_on=today_in_auckland(),
                               served_to="Acme Builders, PO Box 1")


# ---- reading the screens ------------------------------------------------------------------------------------

def summary(browser, testid: str) -> str:
    return browser.find_element(By.CSS_SELECTOR, f"[data-testid=reconcile-summary] [data-testid={testid}]").text


def line_row(browser, reference: str):
    return wait(browser).until(lambda d: [row for row in d.find_elements(By.CSS_SELECTOR, "[data-testid=reconcile-line]")
                                          if row.find_element(By.CSS_SELECTOR, "[data-testid=reconcile-line-reference]")
                                          .text == reference])[0]


def status(row) -> str:
    return row.find_element(By.CSS_SELECTOR, "[data-testid=reconcile-line-status]").text


def statements_of(browser):
    return wait(browser).until(lambda d: [s for s in d.find_elements(By.CSS_SELECTOR, "[data-testid=retention-statements]")
                                          if SITE in s.text])[0]


def held_from_us_row(browser):
    return wait(browser).until(lambda d: [r for r in d.find_elements(
        By.CSS_SELECTOR, "[data-testid=retention-heldFromUs] [data-testid=retention-ledger]") if SITE in r.text])[0]


def request_item(browser):
    return visible(browser, "[data-testid=inspection-requests] [data-testid=inspection-request]")


def import_statement(browser, statement) -> None:
    wait(browser).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=reconcile-import-form] input[type=file]")
                        .send_keys(str(statement)) or True)
    wait(browser).until(lambda d: "trust-statement.csv" in d.find_element(
        By.CSS_SELECTOR, "[data-testid=reconcile-import-form]").text)
    click_text(browser, "Import statement")


def test_the_holder_accounts_for_retention_on_trust_and_the_subcontractor_sees_it_and_asks_to_inspect(
        app, site, new_browser, tmp_path):
    customer, supplier = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE)
    contract_id = contract_id_at(app, contract_url)
    today = today_in_auckland()
    draft_claim(app, contract_url, supplier_email, line=("Structure", 10_000_000, 10_000), period=(today, today),
                retention_formula=TEN_PERCENT)
    serve_claim(app, contract_url, supplier_email, claim_date=today)
    send_schedule(app, contract_url, customer_email, customer_slug)
    deposit(app, contract_id, customer_email, customer_slug, today)
    retention_defects_clause(app, customer_email, customer_slug, SITE, CLAUSE)
    served_notice(app, contract_id, customer_email, customer_slug)

    # ---- The holder. Nowhere recorded for the money: a statement is refused beside the button, which names it.
    customer.get(f"{site}/{customer_slug}/retention")
    ours = statements_of(customer)
    assert "Next statement due by" in ours.find_element(By.CSS_SELECTOR, "[data-testid=retention-statement-status]").text
    button = ours.find_element(By.XPATH, ".//button[contains(., 'Serve quarterly statement')]")
    button.click()
    error = wait(customer).until(lambda d: statements_of(d).find_elements(
        By.CSS_SELECTOR, "[data-testid=retention-serve-error]"))[0]
    assert error.text == NOWHERE
    assert statements_of(customer).find_element(
        By.XPATH, ".//button[contains(., 'Serve quarterly statement')]").get_attribute("aria-describedby") == \
        error.get_attribute("id")

    # The trust account, recorded on the Retention page.
    form = visible(customer, "[data-testid=trust-account-form]")
    Select(form.find_element(By.CSS_SELECTOR, "select[name=bank]")).select_by_visible_text("ANZ Bank New Zealand Limited")
    type_into(customer, "input[name=accountName]", "Client Co Retention Trust")
    type_into(customer, "input[name=accountNumber]", "01-0902-0068389-00")
    set_date(customer, "input[name=bankNotifiedOn]", today.isoformat())
    click(customer, form.find_element(By.CSS_SELECTOR, "button[role=checkbox]"))
    click_text(customer, "Record trust account")
    toast_says(customer, "Trust account recorded")
    visible(customer, "[data-testid=trust-account-recorded]")  # the page has read its account again

    # Reconcile: nothing imported yet. (The link is waited for, and a node the page replaced while it was
    # clicked is found again.)
    wait(customer).until(lambda d: next((click(d, a) for a in d.find_elements(By.TAG_NAME, "a") if a.text == "Reconcile"),
                                        False))
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
    import_statement(customer, statement)
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
    import_statement(customer, statement)
    toast_says(customer, "Statement imported: 0 new lines, 3 already imported, 0 matched")
    wait(customer).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=reconcile-line]")) == 3)
    assert [status(row) for row in customer.find_elements(By.CSS_SELECTOR, "[data-testid=reconcile-line]")] == [
        "Unallocated", "Interest", "Matched"]

    # The quarterly statement, now that the money's place is recorded, served by keyboard alone.
    customer.get(f"{site}/{customer_slug}/retention")
    button = statements_of(customer).find_element(By.XPATH, ".//button[contains(., 'Serve quarterly statement')]")
    customer.execute_script("arguments[0].focus()", button)
    wait(customer).until(lambda d: "Serve quarterly statement" in d.switch_to.active_element.text)
    customer.switch_to.active_element.send_keys(Keys.ENTER)
    toast_says(customer, "Quarterly statement served")
    report = wait(customer).until(lambda d: statements_of(d).find_elements(
        By.CSS_SELECTOR, "[data-testid=retention-report]"))[0]
    assert "Quarterly statement 1" in report.text and "Held: $10,000.00" in report.text
    assert not statements_of(customer).find_elements(By.CSS_SELECTOR, "[data-testid=retention-serve-error]")
    pdf = report.find_element(By.XPATH, ".//a[contains(., 'PDF')]").get_attribute("href")
    assert "document=retention" in pdf and "number=1" in pdf
    page_shot(customer, "retention-statement-served")
    # From the page's top: scrolled to the statement's button, the trust account's checkbox can sit under the
    # sticky top bar's search button, which axe's target-size counts as its neighbour (measured: 16 px box at
    # y 40, the search button down to y 45.5) — an overlap of the scroll, not of the page's layout.
    customer.execute_script("window.scrollTo(0, 0)")
    assert_accessible(customer, "Retention page, a statement served")

    # The internal report (every ledger, the register, the reconciliation), its PDF listed; the owners' export.
    records = visible(customer, "[data-testid=retention-records]")
    assert "document=retention_internal" not in records.text
    # Both are prepared by the worker (a job): the card says 'Preparing…' and shows them once ready.
    click(customer, records.find_element(By.XPATH, ".//button[contains(., 'Make internal report')]"))
    # The worker shares the machine with the run: the job may take a while.
    internal = visible(customer, "[data-testid=retention-records] [data-testid=retention-internal-report]", 90)
    toast_says(customer, "Internal report made")
    assert "Internal report 1" in internal.text and "1 ledger, $10,000.00 held; reconciled" in internal.text
    assert "document=retention_internal" in internal.find_element(By.XPATH, ".//a[contains(., 'PDF')]").get_attribute("href")
    click(customer, records.find_element(By.XPATH, ".//button[contains(., 'Export all records (zip)')]"))
    download = visible(customer, "[data-testid=retention-records] [data-testid=retention-export]", 90)
    assert "/v1/export/retention?" in download.get_attribute("href") and "job=" in download.get_attribute("href")
    # The inspection pack, served on the subcontractor from the ledger's reports.
    click(customer, statements_of(customer).find_element(By.XPATH, ".//button[contains(., 'Send inspection pack')]"))
    toast_says(customer, "Inspection pack sent")
    wait(customer).until(lambda d: "Inspection pack 2" in statements_of(d).find_element(
        By.CSS_SELECTOR, "[data-testid=retention-report]").text)

    # ---- The subcontractor: the statement served on it, and (once its email has gone) the proof.
    supplier.get(f"{site}/{supplier_slug}/retention")
    theirs = statements_of(supplier)
    assert theirs.find_element(By.CSS_SELECTOR, "[data-testid=retention-statement-status]").text == \
        f"Last statement to {short(today)}"
    assert not theirs.find_elements(By.XPATH, ".//button[contains(., 'Serve quarterly statement')]")

    def served(d):
        copies = statements_of(d).find_element(By.CSS_SELECTOR, "[data-testid=retention-report-copies]").text
        if f"Served to {supplier_email} (SHA-256" in copies:
            return copies
        d.refresh()  # the worker delivers the email beside the app: the page shows it on its next read
        return False

    assert wait(supplier, 60).until(served)  # the worker shares the machine with the run: its email may take a while
    page_shot(supplier, "retention-statement-held-from-us")
    assert_accessible(supplier, "Retention page, a statement served on us")

    # The balance held from it: the $10,000 retention money, all of it in the trust account.
    row = held_from_us_row(supplier)
    assert "Client Co" in row.text
    assert [row.find_element(By.CSS_SELECTOR, f"[data-testid={testid}]").text for testid in (
        "retention-money", "retention-held-in-account", "retention-shortfall")] == ["$10,000.00", "$10,000.00", "$0.00"]

    # The notice before use for defects served on it, with its amount, defect, service and first day of use.
    notice = visible(supplier, "[data-testid=defect-notices-received] [data-testid=defect-notice-received]")
    assert "Notice 1: " + SITE in notice.text and "from Client Co" in notice.text and DEFECT in notice.text
    assert notice.find_element(By.CSS_SELECTOR, "[data-testid=defect-notice-amount]").text == "Up to $1,500.00"
    assert f"Served by post on {long_date(today)}" in notice.text
    assert notice.find_element(By.CSS_SELECTOR, "[data-testid=defect-notice-use-from]").text == \
        f"The retention money may be used from {long_date(use_from(today))}."
    assert "document=retention_defect" in notice.find_element(By.XPATH, ".//a[contains(., 'PDF')]").get_attribute("href")

    # It asks to inspect the records, from its 'Held from us' row, with a message.
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

    # ---- The holder: a task on its home panel, and on its Retention page.
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

    # ---- The subcontractor sees how and when.
    supplier.get(f"{site}/{supplier_slug}/retention")
    wait(supplier).until(lambda d: request_item(d).find_element(
        By.CSS_SELECTOR, "[data-testid=inspection-status]").text == f"Inspection pack sent on {long_date(today)}")
    assert "Ledger and statements emailed" in request_item(supplier).text
    assert held_from_us_row(supplier).find_elements(By.XPATH, ".//button[contains(., 'Request to inspect the records')]")
