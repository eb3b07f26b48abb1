"""When the payer does not pay, in a real browser (issue 39's done-when, one flow): a supplier whose
claim went unanswered sees 'What you can do now' on the claim page (the debt statement, the notice of
intention to suspend, and adjudication with its link), prepares the notice, records that it was served
by hand (email service is not agreed), cannot record a suspension inside the five working days (the
button says why), and records it once they have passed; the suspension and its days are listed. Then,
from 'What you can do now', it goes to the Adjudication tab with the claim chosen, prepares a notice of
adjudication, is refused while the charging-order question is unanswered (the message beside it),
answers, serves it by email once the contract agrees email service (regs 9-10; the respondent is emailed
the PDF with Form 2), sees the timetable and the claim's
remedies follow the adjudication, prepares the adjudication bundle and downloads it: the ZIP's manifest
lists the notice and the claim as served, each hash its file's, and the notice is the very PDF emailed.
Last, the home row names the claim's ground.

One world (tests/e2e/world.py: both organisations, the accepted project, the claim made and served
through the services) and one sign-in, so the stage pays for them once (this flow was
test_enforcement.py and test_adjudication.py). The live server's clock cannot be set from here: the
claim is served in the past (claims_flow.serve_claim, days_ago), and for the five working days the
notice's date is moved back (its dates recomputed by the one rule, app.domain.suspension.notice_dates).
Set CLAIMDESK_SHOTS=/some/folder to keep screenshots, light and dark.
"""
import base64
import hashlib
import io
import json
import zipfile
from datetime import date, timedelta

import pytest
from selenium.webdriver.common.by import By
from sqlalchemy import update

from app.domain.adjudication import CHARGING_ORDER_UNANSWERED
from app.domain.dates import short_date
from app.domain.suspension import NOT_YET, day_name, days_suspended, notice_dates
from app.domain.working_days import today_in_auckland
from app.enforcement.models import SuspensionNotice
from tests.e2e.claims_flow import draft_claim, page_shot, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, page_says, shot, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project, acting_as

pytestmark = pytest.mark.e2e

SITE_NAME = "Unpaid Terrace"
NOTICE = "[data-testid=notice]"
ADJUDICATION_NOTICE = "section[aria-label='Notice of adjudication 1']"

FETCH_BASE64 = """
const [url, done] = arguments;
fetch(url, {credentials: 'same-origin'}).then((r) => r.arrayBuffer()).then((buffer) => {
  let text = '';
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i += 1) text += String.fromCharCode(bytes[i]);
  done(btoa(text));
});
"""


def _notice_dated(app, claim_id: int, day: date) -> None:
    """The claim's notice dated `day`, its pay-by and suspend-from days as the rule counts them from it."""
    from app.db import db

    dates = notice_dates(day)
    with app.app_context():
        db.session.execute(update(SuspensionNotice).where(SuspensionNotice.claim_id == claim_id).values(
            notice_date=day, pay_by=dates.pay_by, suspend_from=dates.suspend_from))
        db.session.commit()


def _claim_id(app, supplier_slug: str) -> int:
    from sqlalchemy import select

    from app.claims.models import Claim
    from app.contracts.models import Contract
    from app.db import db
    from tenants.models import Organisation

    with app.app_context():
        return db.session.scalar(
            select(Claim.id).join(Contract, Contract.id == Claim.contract_id)
            .join(Organisation, Organisation.id == Contract.owner_org_id)
            .where(Contract.site_name == SITE_NAME, Organisation.slug == supplier_slug, Claim.number == 1))


def _agree_email_service(app, email: str, slug: str, claim_id: int) -> None:
    from app.claims.models import Claim
    from app.db import db
    from app.enforcement.models import CLAUSE
    from app.enforcement.service import set_terms

    with acting_as(app, email, slug) as viewer:
        contract_id = db.session.get(Claim, claim_id).contract_id
        _, terms = set_terms(viewer, contract_id, agreed=True, basis=CLAUSE, clause="Clause 14.2")
        assert terms.email_service_agreed


def remedy(browser, kind: str):
    return visible(browser, f"[data-testid=remedy][data-kind={kind}]")


def test_an_unpaid_supplier_suspends_work_then_refers_the_claim_to_adjudication(app, site, new_browser, dev_mail):
    supplier = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE_NAME)
    today = today_in_auckland()
    claim_date, due = today - timedelta(days=70), today - timedelta(days=25)
    draft_claim(app, contract_url, supplier_email, line=("Foundations", 4_000_000, 5_000),
                period=(claim_date - timedelta(days=30), claim_date))
    serve_claim(app, contract_url, supplier_email, claim_date=claim_date, due_date=due, days_ago=70)
    claim_id = _claim_id(app, supplier_slug)
    claim_page = f"{contract_url}/claims/1"

    # 'What you can do now': the debt statement, the notice, and adjudication, each with its date.
    supplier.get(claim_page)
    panel = visible(supplier, "[data-testid=remedies]")
    assert "What you can do now" in panel.text
    assert "No payment schedule was given by the deadline and the claimed amount is unpaid" in panel.text
    link = remedy(supplier, "debt_statement").find_element(By.CSS_SELECTOR, "[data-testid=debt-statement-link]")
    assert "/v1/pdf?document=debt&" in link.get_attribute("href")
    adjudicate = remedy(supplier, "adjudication_notice")
    assert "Prepare a notice of adjudication" in adjudicate.text and short_date(today) in adjudicate.text
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
    _notice_dated(app, claim_id, today - timedelta(days=20))
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

    # The parties agree to service by email (regs 9-10), recorded as the contract's term through the service:
    # the notice of adjudication is then served by email (without it, only by hand or post: the by-hand test).
    _agree_email_service(app, supplier_email, supplier_slug, claim_id)

    # From 'What you can do now' to the contract's Adjudication tab, the claim chosen.
    go = remedy(supplier, "adjudication_notice").find_element(By.CSS_SELECTOR, "[data-testid=remedy-adjudication-link]")
    assert go.get_attribute("href").endswith("/adjudication?claim=1")
    click(supplier, go)
    click_text(supplier, "Prepare a notice of adjudication")
    visible(supplier, ADJUDICATION_NOTICE)
    wait(supplier).until(lambda d: "Payment claim 1 served" in d.find_element(By.CSS_SELECTOR, ADJUDICATION_NOTICE).text)
    type_into(supplier, f"{ADJUDICATION_NOTICE} textarea", "Payment claim 1 was not paid and no payment schedule was given.")
    areas = supplier.find_elements(By.CSS_SELECTOR, f"{ADJUDICATION_NOTICE} textarea")
    areas[1].send_keys("At the site, when the claimed amount fell due unpaid.")

    # Serving with the two questions unanswered: refused, the section's message beside the question.
    click_text(supplier, "Serve notice")
    wait(supplier).until(lambda d: CHARGING_ORDER_UNANSWERED in d.find_element(By.CSS_SELECTOR, ADJUDICATION_NOTICE).text)
    page_shot(supplier, "adjudication-unanswered")
    assert not [m for m in dev_mail(to=customer_email) if "Notice of adjudication" in m["subject"]]

    for name in ("charging-1", "owner-1"):
        click(supplier, supplier.find_element(By.CSS_SELECTOR, f"input[name='{name}'][value='no']"))
    click_text(supplier, "Serve notice")
    click_text(supplier, "Serve")
    toast_says(supplier, "Notice of adjudication served (1 recipient)")
    page_says(supplier, "Apply to a nominating body by")
    assert CHARGING_ORDER_UNANSWERED not in supplier.find_element(By.CSS_SELECTOR, ADJUDICATION_NOTICE).text

    # The bundle: built in the background, its progress shown, then downloaded.
    click_text(supplier, "Prepare adjudication bundle")
    link = wait(supplier, 90).until(lambda d: d.find_elements(By.LINK_TEXT, "Download bundle"))[0]
    assert supplier.find_element(By.CSS_SELECTOR, "[role=progressbar]").get_attribute("aria-valuenow") == "100"
    page_shot(supplier, "adjudication-served")
    data = base64.b64decode(supplier.execute_async_script(FETCH_BASE64, link.get_attribute("href")))
    archive = zipfile.ZipFile(io.BytesIO(data))
    manifest = json.loads(archive.read("manifest.json"))
    titles = [d["title"] for d in manifest["documents"]]
    assert titles[0].startswith("Notice of adjudication 1, dated ")
    assert "Payment claim 1 as served" in titles and manifest["excluded"] == []
    for entry in manifest["documents"]:
        assert hashlib.sha256(archive.read(entry["file"])).hexdigest() == entry["sha256"]
    mails = wait(supplier, 30).until(
        lambda _: [m for m in dev_mail(to=customer_email) if "Notice of adjudication 1" in m["subject"]])
    assert len(mails) == 1
    [attached] = mails[0]["attachments"]
    assert manifest["documents"][0]["sha256"] == attached["sha256"]  # the notice in the bundle is the one served

    # The notice as served, from the documents' door (kind 'adjudication'): the very bytes emailed. The
    # first request may answer 202 while the PDF renders; ask again until it is the PDF.
    pdf_link = supplier.find_element(By.CSS_SELECTOR, "[data-testid=adjudication-notice-pdf]").get_attribute("href")
    served_pdf = wait(supplier, 30).until(lambda d: (lambda b: b if b.startswith(b"%PDF") else None)(
        base64.b64decode(d.execute_async_script(FETCH_BASE64, pdf_link))))
    assert hashlib.sha256(served_pdf).hexdigest() == attached["sha256"]

    # Back on the claim: its remedies follow the adjudication under way.
    supplier.get(claim_page)
    under_way = remedy(supplier, "adjudication")
    assert f"Notice of adjudication 1 was served on {today.day} " in under_way.text
    assert under_way.find_element(By.CSS_SELECTOR, "[data-testid=remedy-adjudication-link]").text == "Open Adjudication"
    page_shot(supplier, "remedies-adjudication")

    # The supplier's home: the claim's row names its ground.
    supplier.get(f"{site}/{supplier_slug}/outbox")
    row = visible(supplier, "[data-testid=claim-row][data-number='1']")
    shot(supplier, "enforcement-home-row", row)
    assert row.find_element(By.CSS_SELECTOR, "[data-testid=suspension-ground]").get_attribute("textContent") == \
        "Unpaid, no schedule (s 23)"
