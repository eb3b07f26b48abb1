"""The payer's deadline on the claim page: once a claim is sent both sides read 'Payment schedule
due by {date}' with how it was counted; once the deadline has passed with no schedule, both read
the statement that the claimed amount is due as a debt (sections 22–23). The customer then turns
their own reminders off in Settings.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
from datetime import date, datetime, timedelta, timezone

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from sqlalchemy import select, update

from app.claims.models import Claim, Revision
from app.contracts.models import Contract
from app.db import db
from app.domain.dates import long_date as format_date
from app.domain.schedule_deadline import schedule_deadline
from app.domain.working_days import today_in_auckland
from app.payments import facts
from tests.e2e.claims_flow import draft_claim, page_shot, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, page_says, toast_says, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e

NOTE = "[data-testid=schedule-deadline]"


def deadline_banner(browser):
    return visible(browser, NOTE).find_element(By.XPATH, "ancestor::*[@role][1]")


def test_both_sides_see_the_deadline_and_then_the_overdue_statement(app, site, new_browser):
    supplier, customer = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Deadline Lane")
    # Claim 1, made and sent through the claims service as its claim page does (sending has its own
    # browser tests): Foundations, 40,000.00 at 50 %, for March 2026.
    draft_claim(app, contract_url, supplier_email, line=("Foundations", 4_000_000, 5_000),
                period=(date(2026, 3, 1), date(2026, 3, 31)))
    claim_path = f"projects/{supplier_slug}/{contract_url.rsplit('/', 1)[1]}/claims/1"
    supplier.get(f"{site}/{supplier_slug}/{claim_path}")
    visible(supplier, "[data-testid=claim-document]")  # the draft has rendered: it has no deadline
    assert not supplier.find_elements(By.CSS_SELECTOR, NOTE)
    serve_claim(app, contract_url, supplier_email)

    today = today_in_auckland()
    expected = schedule_deadline(today, today)
    line = f"Payment schedule due by {format_date(expected.date)}"
    supplier.refresh()
    wait(supplier).until(lambda d: line in deadline_banner(d).text)
    assert "20 working days left." in deadline_banner(supplier).text

    customer.get(f"{site}/{customer_slug}/{claim_path}")
    page_says(customer, "Claim 1")
    banner = deadline_banner(customer)
    assert line in banner.text
    click(customer, banner.find_element(By.TAG_NAME, "summary"))
    wait(customer).until(lambda d: f"Counted as 20 working days after the claim was served on {format_date(today)}."
                         in deadline_banner(d).text)
    assert f"Days not counted ({len(expected.skipped)}):" in deadline_banner(customer).text
    if any(day.reason == "Saturday" for day in expected.skipped):
        assert ": Weekend" in deadline_banner(customer).text  # a Saturday and its Sunday told as one
    page_shot(customer, "claim-schedule-deadline")

    # Served six weeks ago, unanswered: the deadline has passed.
    served = datetime.now(timezone.utc) - timedelta(days=42)
    with app.app_context():
        claim = db.session.scalars(select(Claim).join(Contract, Contract.id == Claim.contract_id)
                                   .where(Contract.site_name == "Deadline Lane")).one()
        db.session.execute(update(Revision).where(Revision.claim_id == claim.id).values(submitted_at=served))
        facts.served([claim.id])  # the stored deadline follows, as it would have been written on service
        db.session.commit()
    passed = schedule_deadline(today_in_auckland(served), today)
    for browser in (customer, supplier):
        browser.refresh()
        wait(browser).until(lambda d: "Construction Contracts Act 2002" in deadline_banner(d).text)
        text = deadline_banner(browser).text
        assert f"Payment schedule due by {format_date(passed.date)}" in text
        assert f"No payment schedule was given by {format_date(passed.date)}." in text
        assert "is now due as a debt on the claim's due date" in text and "The deadline has passed." in text
    page_shot(supplier, "claim-schedule-overdue")

    # The supplier's Sent list says so too: its date column reads 'Schedule overdue', the statement
    # on hover or focus.
    supplier.get(f"{site}/{supplier_slug}/outbox")
    overdue = visible(supplier, "[data-testid=claim-row-due]")
    assert overdue.text == "Schedule overdue"
    supplier.execute_script("arguments[0].focus()", overdue)
    wait(supplier).until(lambda d: any(f"No payment schedule was given by {format_date(passed.date)}." in t.text
                                       for t in d.find_elements(By.CSS_SELECTOR, "[role=tooltip]")))
    page_shot(supplier, "outbox-schedule-overdue")

    # The customer turns their own reminders off in Settings; it stays off after a reload.
    customer.get(f"{site}/{customer_slug}/settings")
    label = wait(customer).until(EC.visibility_of_element_located(
        (By.XPATH, "//label[normalize-space(.)='Email me before a payment schedule is due']")))
    box = customer.find_element(By.ID, label.get_attribute("for"))
    assert box.get_attribute("aria-checked") == "true"
    click(customer, label)
    toast_says(customer, "Reminders turned off")
    customer.refresh()
    label = wait(customer).until(EC.visibility_of_element_located(
        (By.XPATH, "//label[normalize-space(.)='Email me before a payment schedule is due']")))
    wait(customer).until(lambda d: d.find_element(By.ID, label.get_attribute("for")).get_attribute("aria-checked")
                         == "false")
    page_shot(customer, "settings-schedule-reminders")
