"""When the payer does not pay, in a real browser (issue 39, the suspension half): a supplier whose
claim went unanswered sees 'What you can do now' on the claim page (the debt statement, the notice of
intention to suspend), prepares the notice, records that it was served by hand (email service is not
agreed), cannot record a suspension inside the five working days (the button says why), and records
it once they have passed; the suspension and its days are listed, and the home row names the ground.

The claim is made and served through the service layer (claims_flow), then moved back in time as
test_schedule_late does: the live server's clock cannot be set from here. For the five working days
the notice's date is moved back in the same way (its dates recomputed by the one rule,
app.domain.suspension.notice_dates). Set CLAIMDESK_SHOTS=/some/folder to keep screenshots (the panel
before and after, light and dark).
"""
from datetime import date, datetime, timedelta, timezone

import pytest
from selenium.webdriver.common.by import By
from sqlalchemy import select, update

from app.claims.models import Claim, Revision
from app.contracts.models import Contract
from app.db import db
from app.domain.dates import short_date
from app.domain.suspension import NOT_YET, day_name, days_suspended, notice_dates
from app.domain.working_days import today_in_auckland
from app.enforcement.models import SuspensionNotice
from app.payments import facts
from tests.e2e.claims_flow import draft_claim, page_shot, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e

SITE_NAME = "Unpaid Terrace"
NOTICE = "[data-testid=notice]"


def _served_days_ago(app, days: int) -> None:
    """Claim 1 served `days` ago (Auckland), its stored facts written again (the deadline long passed)."""
    served = datetime.now(timezone.utc) - timedelta(days=days)
    with app.app_context():
        claim = db.session.scalars(select(Claim).join(Contract, Contract.id == Claim.contract_id)
                                   .where(Contract.site_name == SITE_NAME, Claim.number == 1)).one()
        db.session.execute(update(Revision).where(Revision.claim_id == claim.id, Revision.is_draft.is_(False))
                           .values(submitted_at=served))
        facts.served([claim.id])
        db.session.commit()


def _notice_dated(app, day: date) -> None:
    """The notice dated `day`, its pay-by and suspend-from days as the rule counts them from it."""
    dates = notice_dates(day)
    with app.app_context():
        db.session.execute(update(SuspensionNotice).where(SuspensionNotice.contract_id == select(Contract.id).where(
            Contract.site_name == SITE_NAME).scalar_subquery()).values(
            notice_date=day, pay_by=dates.pay_by, suspend_from=dates.suspend_from))
        db.session.commit()


def remedy(browser, kind: str):
    return visible(browser, f"[data-testid=remedy][data-kind={kind}]")


def test_a_supplier_serves_a_notice_and_suspends_after_five_working_days(app, site, new_browser):
    supplier = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE_NAME)
    today = today_in_auckland()
    claim_date, due = today - timedelta(days=70), today - timedelta(days=25)
    draft_claim(app, contract_url, supplier_email, line=("Foundations", 4_000_000, 5_000),
                period=(claim_date - timedelta(days=30), claim_date))
    serve_claim(app, contract_url, supplier_email, claim_date=claim_date, due_date=due)
    _served_days_ago(app, 70)
    claim_page = f"{site}/{supplier_slug}/projects/{supplier_slug}/{contract_url.rsplit('/', 1)[1]}/claims/1"

    # 'What you can do now': the debt statement and the notice, each with its date.
    supplier.get(claim_page)
    panel = visible(supplier, "[data-testid=remedies]")
    assert "What you can do now" in panel.text
    assert "No payment schedule was given by the deadline and the claimed amount is unpaid" in panel.text
    link = remedy(supplier, "debt_statement").find_element(By.CSS_SELECTOR, "[data-testid=debt-statement-link]")
    assert "/v1/pdf?document=debt&" in link.get_attribute("href")
    assert "This is not legal advice." in panel.text
    page_shot(supplier, "enforcement-remedies")

    # The notice, prepared today: its sentence names the day to pay by and the day work may stop.
    click(supplier, remedy(supplier, "suspension_notice").find_element(By.CSS_SELECTOR, "[data-testid=notice-prepare]"))
    toast_says(supplier, "Notice of intention to suspend prepared")
    dates = notice_dates(today)
    sentence = visible(supplier, "[data-testid=notice-sentence]")
    assert sentence.text == dates.sentence
    assert visible(supplier, "[data-testid=notice-served]").text == "Not served yet."
    assert "Email service is not agreed" in visible(supplier, NOTICE).text
    assert not supplier.find_elements(By.CSS_SELECTOR, "[data-testid=notice-email]")

    # Served by hand: the dialog refuses an empty 'on whom' beside its field, then records it.
    click(supplier, visible(supplier, "[data-testid=notice-record-service]"))
    dialog = visible(supplier, "[data-testid=service-dialog]")
    click(supplier, dialog.find_element(By.XPATH, ".//label[contains(., 'Delivered to the person')]"))
    click(supplier, visible(supplier, "[data-testid=service-dialog-save]"))
    wait(supplier).until(lambda d: "Say on whom (or where) the notice was served" in dialog.text)
    type_into(supplier, "[data-testid=service-dialog] input[name=servedTo]", "Handed to Cleo Customer at the site office")
    shot(supplier, "enforcement-service-dialog")
    click(supplier, visible(supplier, "[data-testid=service-dialog-save]"))
    toast_says(supplier, "Notice served")
    wait(supplier).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-testid=notice-served]").text.startswith(
        "Served by personal delivery on"))

    # Inside the five working days: 'Record suspension' is there, disabled, and says until when.
    suspend = remedy(supplier, "record_suspension")
    assert not suspend.find_element(By.CSS_SELECTOR, "[data-testid=suspension-record]").is_enabled()
    assert suspend.find_element(By.CSS_SELECTOR, "[data-testid=remedy-reason]").text == NOT_YET.format(
        date=day_name(dates.pay_by))

    # Five working days later (the notice dated back): recorded, and listed with its days.
    _notice_dated(app, today - timedelta(days=20))
    supplier.get(claim_page)
    button = remedy(supplier, "record_suspension").find_element(By.CSS_SELECTOR, "[data-testid=suspension-record]")
    wait(supplier).until(lambda d: button.is_enabled())
    click(supplier, button)
    visible(supplier, "[data-testid=suspend-dialog]")
    type_into(supplier, "[data-testid=suspend-dialog] input[name=scope]", "All work on site")
    click(supplier, visible(supplier, "[data-testid=suspend-dialog-save]"))
    toast_says(supplier, "Suspension recorded")
    listed = visible(supplier, "[data-testid=suspension]")
    so_far = days_suspended(today, today + timedelta(days=1))  # suspended today: today counts
    assert listed.text == f"Work suspended from {short_date(today)}: {so_far.words} (All work on site)"
    visible(supplier, "[data-testid=remedy][data-kind=lift_suspension]")
    page_shot(supplier, "enforcement-suspended")

    # The supplier's home: the claim's row names its ground.
    supplier.get(f"{site}/{supplier_slug}/outbox")
    row = visible(supplier, "[data-testid=claim-row][data-number='1']")
    shot(supplier, "enforcement-home-row", row)
    assert row.find_element(By.CSS_SELECTOR, "[data-testid=suspension-ground]").get_attribute("textContent") == \
        "Unpaid, no schedule (s 23)"
