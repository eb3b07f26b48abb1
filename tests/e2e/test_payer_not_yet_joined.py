"""A payer not yet on Claimdesk reads and answers at once, in a real browser (issue 34): named on a
project by email only (a stand-in party, issue 36), it receives claim 1 with its own access link;
from the link, in a fresh browser, it reads the claim and downloads the PDF; it joins from the
link's 'Join Claimdesk to answer' (sign-up with the emailed address, then its workspace made as it
accepts), lands on the claim in its new workspace and answers with a payment schedule, in time.

The project and the claim are made through the services (the screens that make them have their
own browser tests); the payer's side is all screens.
"""
import re
import uuid
from datetime import date
from urllib.parse import unquote

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from sqlalchemy import select

from tests.auth_helpers import unique_email
from tests.e2e.auth_flow import enter_code, request_code
from tests.e2e.claims_flow import (
    ACCESS_LINK,
    allow_downloads,
    dialog_button,
    draft_claim,
    emailed,
    finished_download,
    pdf_text,
    serve_claim,
)
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, shot, visible, wait
from tests.e2e.world import acting_as

pytestmark = pytest.mark.e2e

SITE_NAME = "Payer Parade"
PAYER_BUSINESS = "Payer Homes Ltd"


def project_naming_by_email(app, site: str, supplier_slug: str, supplier_email: str, payer_email: str) -> str:
    """A project of the supplier for a customer named by the email of its person only, as New
    project makes it with 'Invite {email}'; the contract's URL as the supplier opens it."""
    from app.contracts import creating

    with acting_as(app, supplier_email, supplier_slug) as viewer:
        contract = creating.create_contract(viewer, {
            "site_name": SITE_NAME, "site": {"line1": "3 Parade Road", "city": "Auckland"},
            "customer": {"contact": {"entity_name": PAYER_BUSINESS}},
            "members": [{"relation": "Customer", "user": {"email": payer_email}, "is_customer_recipient": True}],
        }).contract
        return f"{site}/{supplier_slug}/projects/{supplier_slug}/{contract.slug}"


def test_a_payer_not_on_claimdesk_reads_downloads_joins_and_schedules_in_time(app, site, new_browser, tmp_path):
    from app.claims.models import Claim
    from app.contracts.models import Contract
    from app.db import db
    from app.schedules.models import PaymentSchedule

    supplier_slug, supplier_email, _ = signed_up_org(app, None, site, "Acme Builders", person="Sam Supplier")
    payer = unique_email(f"payer{uuid.uuid4().hex[:4]}")
    contract_url = project_naming_by_email(app, site, supplier_slug, supplier_email, payer)
    draft_claim(app, contract_url, supplier_email, line=("Foundations", 4_000_000, 5_000),
                period=(date(2026, 3, 1), date(2026, 3, 31)))
    deadline = serve_claim(app, contract_url, supplier_email)

    # The claim's email carries the payer's own access link, though it has no account yet.
    message = emailed(site, payer, "Claim 1 (")
    link = re.sub(r"^https?://[^/]+", site, ACCESS_LINK.search(message["text"]).group(1))
    browser = new_browser()
    browser.get(link)
    wait(browser, 30).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=link-title]"), "Claim 1"))
    assert "$23,000.00" in visible(browser, "[data-testid=claimed-amount]").text
    assert "Respond with a payment schedule" in visible(browser, "[data-testid=link-sign-up]").text
    folder = tmp_path / "downloads"
    allow_downloads(browser, folder)
    click(browser, visible(browser, "[data-testid=pdf-download]"))
    assert "Foundations" in " ".join(pdf_text(finished_download(folder, r".*-claim-1\.pdf")).split())

    # Join to answer: sign up with the emailed address, then the workspace, named as typed.
    join = visible(browser, "[data-testid=join]")
    assert join.text == "Join Claimdesk to answer"
    query = join.get_attribute("href").split("/login", 1)[1]
    assert unquote(query).startswith("?signup&to=/join/")
    click(browser, join)
    wait(browser).until(EC.url_contains("/login?signup&to="))
    asked = request_code(browser, site, payer, query)
    enter_code(browser, site, payer, asked)
    wait(browser, 30).until(EC.url_contains("/join/"))
    form = visible(browser, "form[aria-label='Join']")
    heading = visible(browser, "h1").text
    assert heading.startswith("Invited by ") and heading.endswith(f" to {SITE_NAME}")
    assert form.find_element(By.NAME, "orgName").get_attribute("value") == PAYER_BUSINESS
    # The address follows the business name the inviter typed (the fields sign-up shares).
    assert form.find_element(By.NAME, "slug").get_attribute("value").startswith("payer-homes-ltd")
    form.find_element(By.NAME, "userName").send_keys("Pat Payer")
    shot(browser, "join-workspace", form)
    click(browser, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))

    # Back to the claim, in the new workspace: answered with a schedule before its deadline.
    wait(browser, 30).until(EC.url_matches(rf"/projects/{supplier_slug}/[^/]+/claims/1$"))
    payer_slug = browser.current_url.split(site + "/", 1)[1].split("/", 1)[0]
    assert payer_slug.startswith("payer-homes-ltd")
    visible(browser, "[data-testid=claim-document]", timeout=30)
    click(browser, visible(browser, "[data-testid=add-schedule]"))
    wait(browser).until(EC.url_matches(r"/claims/1/schedule$"))
    visible(browser, "[data-testid=schedule-lines]")
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-testid=late-schedule-notice]")
    click(browser, visible(browser, "[data-testid=send-schedule]"))
    visible(browser, "[data-testid=schedule-send-dialog][data-step=confirm]")
    visible(browser, "[data-testid=schedule-confirm-in-time]")
    dialog_button(browser, "Send payment schedule")
    wait(browser, 30).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=schedule-sent-message]")))

    with app.app_context():
        claim = db.session.scalars(select(Claim).join(Contract, Contract.id == Claim.contract_id)
                                   .where(Contract.site_name == SITE_NAME, Claim.number == 1)).one()
        schedule = db.session.scalars(select(PaymentSchedule).where(PaymentSchedule.claim_id == claim.id)).one()
        assert schedule.status == "Sent"
        assert claim.schedule_deadline == deadline  # the deadline ran from service, joining changed nothing
    assert emailed(site, supplier_email, "Payment schedule")


def test_a_stranger_declines_from_join_and_the_inviter_is_told(app, site, new_browser):
    """Named by email, with no workspace: from /join it declines without joining (confirmed first); the
    page says so, and the inviter's activity names the party as it typed it."""
    from urllib.parse import quote

    from app.activity.models import INVITATION_DECLINED, Activity
    from app.contracts import creating
    from app.db import db

    supplier_slug, supplier_email, _ = signed_up_org(app, None, site, "Acme Builders", person="Sam Supplier")
    payer = unique_email(f"payer{uuid.uuid4().hex[:4]}")
    with acting_as(app, supplier_email, supplier_slug) as viewer:
        contract_id = creating.create_contract(viewer, {
            "site_name": "Decline Drive", "site": {"line1": "9 Drive Road", "city": "Auckland"},
            "customer": {"contact": {"entity_name": "Nope Homes Ltd"}},
            "members": [{"relation": "Customer", "user": {"email": payer}, "is_customer_recipient": True}],
        }).contract.id

    browser = new_browser()
    query = f"?signup&to={quote(f'/join/{contract_id}', safe='')}"
    asked = request_code(browser, site, payer, query)
    enter_code(browser, site, payer, asked)
    wait(browser, 30).until(EC.url_contains(f"/join/{contract_id}"))
    visible(browser, "form[aria-label='Join']")
    click(browser, visible(browser, "[data-testid=join-decline]"))
    shot(browser, "join-decline-confirm", visible(browser, "[role=alertdialog], [role=dialog]"))
    dialog_button(browser, "Decline")
    wait(browser).until(EC.text_to_be_present_in_element((By.TAG_NAME, "h1"), "Invitation declined"))
    assert "Decline Drive" in browser.find_element(By.TAG_NAME, "body").text
    shot(browser, "join-declined")
    with app.app_context():
        told = db.session.scalars(select(Activity).where(Activity.contract_id == contract_id,
                                                         Activity.code == INVITATION_DECLINED)).all()
        assert [a.actor_name for a in told] == ["Nope Homes Ltd"]
