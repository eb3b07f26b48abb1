"""A notice of intention to suspend served on the customer, in a real browser (issue 39): the
customer's claim page shows a card with the day it was served, the unpaid amount, 'pay by the end
of' and 'work may be suspended from' (the notice's stored dates: the supplier's), the notice's PDF
and, as work has been suspended, the days counted; 'Record a payment' opens the payments' dialog
and, paid in full, the card says the notice gives no right to suspend.

The world is made through the services (tests/e2e/world.py, claims_flow): the claim served 70 days
ago, the notice generated and its date moved back 10 days (its dates recomputed by the one rule,
app.domain.suspension.notice_dates; the live server's clock cannot be set), served by hand and the
suspension recorded from the day it may start. One page load. CLAIMDESK_SHOTS keeps the card's
screenshots (light and dark).
"""
from datetime import timedelta

import pytest
from selenium.webdriver.common.by import By
from sqlalchemy import select, update

from app.contracts.models import Contract
from app.db import db
from app.domain.dates import long_date
from app.domain.money import dollars
from app.domain.suspension import day_name, days_suspended, notice_dates
from app.domain.working_days import today_in_auckland
from app.enforcement import served, service
from app.enforcement.models import PERSONAL, SuspensionNotice
from tests.e2e.claims_flow import draft_claim, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, toast_says, visible, wait
from tests.e2e.world import accepted_project, acting_as

pytestmark = pytest.mark.e2e

SITE_NAME = "Notice Lane"
CARD = "[data-testid=served-notice]"


def _notice_served_and_work_suspended(app, supplier_email: str, supplier_slug: str, contract_url: str):
    """Through the enforcement service as the supplier's person: the notice generated, dated 10 days
    ago, served by hand that day, and work suspended from the day the rule allows. Its record."""
    notice_day = today_in_auckland() - timedelta(days=10)
    dates = notice_dates(notice_day)
    with acting_as(app, supplier_email, supplier_slug) as viewer:
        contract_id = db.session.scalar(select(Contract.id).where(
            Contract.owner_org_id == viewer.org.id, Contract.slug == contract_url.rsplit("/", 1)[1]))
        _, _, notice = service.generate_notice(viewer, contract_id, 1)
        db.session.execute(update(SuspensionNotice).where(SuspensionNotice.id == notice.id).values(
            notice_date=notice_day, pay_by=dates.pay_by, suspend_from=dates.suspend_from))
        db.session.commit()
        service.record_service(viewer, contract_id, 1, manner=PERSONAL, served_on=notice_day,
                               served_to="Handed to the site manager")
        service.suspend(viewer, contract_id, 1, suspended_on=dates.suspend_from, scope="All work on site")
        unpaid = db.session.get(SuspensionNotice, notice.id).unpaid
    return notice_day, dates, unpaid


def test_the_customer_sees_the_served_notice_and_the_suspension_and_records_a_payment(app, site, new_browser):
    customer = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, None, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE_NAME)
    today = today_in_auckland()
    claim_date, due = today - timedelta(days=70), today - timedelta(days=25)
    draft_claim(app, contract_url, supplier_email, line=("Foundations", 4_000_000, 5_000),
                period=(claim_date - timedelta(days=30), claim_date))
    serve_claim(app, contract_url, supplier_email, claim_date=claim_date, due_date=due, days_ago=70)
    notice_day, dates, unpaid = _notice_served_and_work_suspended(app, supplier_email, supplier_slug, contract_url)

    contract_slug = contract_url.rsplit("/", 1)[1]
    customer.get(f"{site}/{customer_slug}/projects/{supplier_slug}/{contract_slug}/claims/1")
    card = visible(customer, CARD)
    assert f"Notice of intention to suspend work served on {long_date(notice_day)}" in card.text
    assert f"Served by personal delivery on {long_date(notice_day)}" in card.text
    assert visible(customer, "[data-testid=served-notice-unpaid]").text == dollars(unpaid)
    assert visible(customer, "[data-testid=served-notice-pay-by]").text == day_name(dates.pay_by)
    assert visible(customer, "[data-testid=served-notice-suspend-from]").text == day_name(dates.suspend_from)
    days = days_suspended(dates.suspend_from, today + timedelta(days=1))
    assert visible(customer, "[data-testid=served-notice-suspension]").text == served.SUSPENDED.format(
        since=long_date(dates.suspend_from), days=days.words)
    assert "document=suspension" in visible(customer, "[data-testid=served-notice-pdf]").get_attribute("href")
    shot(customer, "served-notice-suspended", card)

    # Record a payment from the card: the payments' dialog, on the whole amount; the card follows.
    click(customer, visible(customer, "[data-testid=served-notice-pay]"))
    dialog = visible(customer, "[data-testid=payment-dialog]")
    assert dialog.find_element(By.NAME, "amount").get_attribute("value") == dollars(unpaid).lstrip("$")
    click(customer, visible(customer, "[data-testid=payment-save]"))
    toast_says(customer, "Payment recorded")
    wait(customer).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=served-notice-todo]").text
                         == served.PAID_SINCE)
    assert not customer.find_elements(By.CSS_SELECTOR, "[data-testid=served-notice-pay]")
    shot(customer, "served-notice-paid", visible(customer, CARD))
