"""A contract's payment terms set a new claim's dates (issue 34): the supplier states them in the
project settings (a refusal shows beside its field) and its retention terms in the card below
(issue 38: refusals beside their fields, the date asked for, the regime and release dates), reads
them in the contract's summary, makes a new claim whose date and due date default from them (the
Dates dialog suggests the server's due date for a date typed), sends it, and the customer reads the
terms it was sent under in the claim's 'How this date was counted', under a letterhead with the GST
number the claim was sent with. A pay cycle shows the terms a contract dropped on it takes, and the
change is on the activity log; a supplier not registered for GST exports its claims with no word of
GST.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
from datetime import timedelta

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select
from sqlalchemy import select

from app.domain import retention_regime, retention_release
from app.domain.dates import long_date, short_date
from app.domain.payment_terms import due_date, next_claim_date, terms_of
from app.domain.schedule_deadline import schedule_deadline
from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import draft_claim, page_shot, serve_claim, set_date
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, field_errors, page_says, shot, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, acting_as

pytestmark = pytest.mark.e2e

FORM = "form[aria-label='Payment terms']"
WORDS = ("Claims on the 25th of each month. Payment schedule within 10 working days after a claim is served. "
         "Payment due on the 20th of the month following the claim.")


def _choose(browser, name: str, label: str) -> None:
    Select(visible(browser, f"{FORM} select[name={name}]")).select_by_visible_text(label)


def _save(browser) -> None:
    click(browser, visible(browser, f"{FORM} button[type=submit]"))


def _business(app, email: str, slug: str, name: str, **details) -> None:
    """The organisation's business details through its service, as Settings saves them."""
    from app.orgs import service

    with acting_as(app, email, slug) as viewer:
        service.update_business(viewer, viewer.org.id, entity_name=f"{name} Limited", address="1 Main Road, Auckland",
                                **details)


def _retention_terms(browser) -> None:
    """The Retention money card of the same settings page (issue 38): release stages short of 100 % and a
    release waiting on another contract are refused beside their fields; stated, the card asks for the
    contract's date, then names the 2023 rules and each stage's release date."""
    form = "form[aria-label='Retention money']"
    regime = "[data-testid=retention-regime]"
    assert retention_regime.SUMMARY[retention_regime.Regime.NONE] in visible(browser, regime).text
    for _ in range(2):
        click(browser, visible(browser, "[data-testid=retention-add-stage]"))
    type_into(browser, f"{form} input[name=stage0Label]", "Practical completion")
    type_into(browser, f"{form} input[name=stage0Share]", "50")
    set_date(browser, f"{form} input[name=stage0EventOn]", "2026-06-30")
    type_into(browser, f"{form} input[name=stage1Label]", "End of defects period")
    type_into(browser, f"{form} input[name=stage1Share]", "30")
    Select(visible(browser, f"{form} select[name=stage1Trigger]")).select_by_value("MonthsAfter")
    type_into(browser, f"{form} input[name=stage1Months]", "12")
    set_date(browser, f"{form} input[name=stage1EventOn]", "2026-06-30")
    click(browser, visible(browser, f"{form} button[type=submit]"))
    wait(browser).until(lambda d: retention_release.STAGES_TOTAL in field_errors(d))
    type_into(browser, f"{form} input[name=stage1Share]", "50")
    Select(visible(browser, f"{form} select[name=stage1Trigger]")).select_by_value("OtherContract")
    click(browser, visible(browser, f"{form} button[type=submit]"))
    wait(browser).until(lambda d: retention_release.OTHER_CONTRACT_REFUSED in field_errors(d))
    assert visible(browser, f"{form} select[name=stage1Trigger]").get_attribute("aria-invalid") == "true"
    shot(browser, "contract-retention-refused", visible(browser, f"{form} select[name=stage1Trigger]"))
    Select(visible(browser, f"{form} select[name=stage1Trigger]")).select_by_value("MonthsAfter")
    type_into(browser, f"{form} input[name=stage1Months]", "12")
    click(browser, visible(browser, f"{form} button[type=submit]"))
    # Retaining with no date: the card asks for it.
    wait(browser).until(lambda d: visible(d, regime).text.startswith(retention_regime.DATE_NEEDED))
    shot(browser, "contract-retention-date-needed", visible(browser, regime))
    set_date(browser, f"{form} input[name=enteredOn]", "2024-02-01")
    click(browser, visible(browser, f"{form} button[type=submit]"))
    wait(browser).until(lambda d: visible(d, regime).text.startswith(retention_regime.SUMMARY[retention_regime.Regime.CCA_2023]))
    wait(browser).until(lambda d: [e.text for e in d.find_elements(By.CSS_SELECTOR, "[data-testid=retention-release-on]")]
                        == ["Due for release on 30 June 2026.", "Due for release on 30 June 2027."])
    assert "This is not legal advice." in visible(browser, regime).text
    page_shot(browser, "contract-retention-terms")


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
    supplier_slug, supplier_email, supplier_name = signed_up_org(app, supplier, site, "Acme Builders",
                                                                 person="Sam Supplier")
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
    _retention_terms(supplier)

    # The contract shows them; a new claim takes its date and due date from them.
    supplier.get(contract_url)
    wait(supplier).until(lambda d: visible(d, "[data-testid=contract-payment-terms]").text == WORDS)
    click(supplier, visible(supplier, "[data-testid=new-claim]"))
    wait(supplier).until(EC.url_matches(r"/claims/\d+$"))
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=block-date]"),
                                                          short_date(claim_date)))
    assert short_date(due) in visible(supplier, "[data-testid=block-due-date]").text

    # The Dates dialog suggests the server's due date for the claim date typed.
    later = next_claim_date(terms, claim_date + timedelta(days=1))  # the 25th of the month after
    later_due = due_date(terms, later)
    click(supplier, visible(supplier, "[data-testid=block-date] button"))
    set_date(supplier, "[role=dialog] input[name=date]", later.isoformat())
    wait(supplier).until(lambda d: f"Payment due on the 20th of the month following the claim: {long_date(later_due)}."
                         in visible(d, "[role=dialog]").text)
    shot(supplier, "dates-dialog-suggestion", visible(supplier, "[role=dialog]"))
    visible(supplier, "[role=dialog] input[name=date]").send_keys(Keys.ESCAPE)
    wait(supplier).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[role=dialog]"))

    # Sent, both sides read the terms it was sent under in 'How this date was counted'.
    _line_and_period(app, contract_url, supplier_email)
    _business(app, supplier_email, supplier_slug, supplier_name, gst_number="49-091-850")
    serve_claim(app, contract_url, supplier_email)
    # A GST number changed after the claim was sent: the claim still shows the one it was sent with.
    _business(app, supplier_email, supplier_slug, supplier_name, gst_number="49-091-869")
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
    assert visible(customer, "[data-testid=letterhead-gst-number]").text == "GST number 049-091-850"
    page_shot(customer, "claim-sent-terms-letterhead")


def _drag(browser, source, target) -> None:
    actions = ActionChains(browser, duration=50)
    actions.click_and_hold(source).move_by_offset(8, 8).pause(0.1)
    actions.move_to_element(target).pause(0.1).move_by_offset(2, 2).pause(0.2).release().perform()


def test_a_pay_cycle_shows_its_terms_and_a_supplier_without_gst_exports_none(app, site, new_browser):
    from app.contracts import paycycles

    supplier = new_browser()
    supplier_slug, supplier_email, supplier_name = signed_up_org(app, supplier, site, "Solo Sparky", person="Sol Sparky")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Cycle Lane")
    with acting_as(app, supplier_email, supplier_slug) as viewer:
        paycycles.create_pay_cycle(viewer, "Main run", {"period": "monthly", "submit1": 25, "pay1": 20,
                                                        "pay1FollowingPeriod": True, "scheduleWorkingDays": 10})

    # The terms a contract dropped on the cycle takes, read before the drag.
    supplier.get(f"{site}/{supplier_slug}/settings/projects")
    column = visible(supplier, "[data-column]:not([data-column=manual])")
    wait(supplier).until(lambda d: visible(d, "[data-column]:not([data-column=manual]) [data-testid=paycycle-terms]")
                         .text == f"Sets the payment terms: {WORDS}")
    shot(supplier, "paycycle-terms", column)
    _drag(supplier, visible(supplier, "[data-column=manual] [data-testid=paycycle-contract] button"), column)
    toast_says(supplier, "Moved to Main run")

    # The change is on the activity log, before and after.
    supplier.get(f"{site}/{supplier_slug}/activity")
    wait(supplier).until(lambda d: any(
        "changed the payment terms" in e.text and f"\u2192 {WORDS}" in e.text
        for e in d.find_elements(By.CSS_SELECTOR, "[data-testid=activity-entry]")))
    shot(supplier, "activity-terms-changed")

    # Not registered for GST: its claim exports with no GST column and no word of GST.
    _business(app, supplier_email, supplier_slug, supplier_name, gst_registered=False)
    today = today_in_auckland()
    draft_claim(app, contract_url, supplier_email, line=("Wiring", 1_000_000, 5_000), period=(today.replace(day=1), today))
    serve_claim(app, contract_url, supplier_email)
    supplier.get(f"{site}/{supplier_slug}/export")
    table = visible(supplier, "[data-testid=export-table]")
    wait(supplier).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-testid=export-row]"))
    headings = [th.get_attribute("textContent") for th in table.find_elements(By.CSS_SELECTOR, "th")]
    assert "Claimed" in headings and "Scheduled" in headings and "GST" not in headings, headings
    titles = [th.get_attribute("title") or "" for th in table.find_elements(By.CSS_SELECTOR, "th")]
    assert not [t for t in titles if "GST" in t], titles
    assert "5,000.00" in visible(supplier, "[data-testid=export-row]").text
    page_shot(supplier, "export-no-gst")
