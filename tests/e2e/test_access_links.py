"""Public access links in a real browser (issue 17): someone with no account opens a claim from
the link in its email, in a fresh browser; downloads the PDF; the claim is marked viewed; they post
a comment after confirming the code emailed to them, and it is the supplier's to read; the claim
links to its payment schedule. The page shows where the claim stands as the server reads it (its
badges, 'Payment schedule due by', the scheduled payment date, the debt statement), and every date
as a Pacific/Auckland date. A wrong key, another claim's number with the right key, and a revoked
link all read 'Invalid link'; a bad document segment 'Invalid document type'.

The claims are made through the services, as the demo makes them (app.demo.seed: served on past
days, each in its state today); the screens that make them have their own browser tests. They are
made once for the module (`world`): each test reads its own claim of them (the first: claim 3, viewed
and commented on; the schedule's: claim 2; the invalid links': claim 5, whose link it revokes; the
spec's form and the redirector: claim 4, opened only), so no test depends on another or on the order.
Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the public page, light and dark.
"""
import re
import uuid

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import ACCESS_LINK, allow_downloads, emailed, finished_download, page_shot, pdf_text
from tests.e2e.screens import click, type_into, visible, wait

pytestmark = pytest.mark.e2e


def seeded(app):
    """A supplier and a customer (new, unique) on one project with the demo's claims 1-6: 1 paid, 2 a
    debt under s 24, 3 a debt under ss 22-23, 4 part paid, 5 in time, 6 a draft."""
    from app.demo.seed import _organisation, _project, claims_on_past_days

    tag = uuid.uuid4().hex[:6]
    with app.app_context():
        supplier = _organisation("Sam Supplier", f"sam-{tag}@links.example", f"Acme {tag}", f"acme-{tag}")
        customer = _organisation("Cleo Customer", f"cleo-{tag}@links.example", f"Client {tag}", f"client-{tag}")
        contract_id = _project(supplier, customer)
        claims_on_past_days(supplier, customer, contract_id)
    return supplier, customer, contract_id


@pytest.fixture(scope="module")
def world(app):
    """`seeded`, once for the module's tests: (supplier, customer, contract id)."""
    return seeded(app)


def standing(app, contract_id: int, number: int) -> dict:
    """The claim's standing as the server reads it for every surface (Claim.standing's fields)."""
    from sqlalchemy import select

    from app.claims.document import revision_of
    from app.claims.models import Claim
    from app.db import db
    from app.payments.standing import as_json, facts_of
    from app.schedules.document import sent_schedule

    with app.app_context():
        claim = db.session.scalars(select(Claim).where(Claim.contract_id == contract_id, Claim.number == number)).one()
        return as_json(facts_of(claim, revision_of(claim, claim.latest_rev), sent_schedule(claim)))


def long(iso: str) -> str:
    from datetime import date

    from app.domain.dates import long_date

    return long_date(date.fromisoformat(iso))


def badges(browser) -> list[str]:
    return [b.text for b in browser.find_elements(By.CSS_SELECTOR, "[data-testid=link-badge]")]


def access_link(site, email, number) -> str:
    message = emailed(site, email, f"Claim {number} (")
    # The seed runs in this process, whose PUBLIC_URL is not the live server's.
    return re.sub(r"^https?://[^/]+", site, ACCESS_LINK.search(message["text"]).group(1))


def short_today() -> str:
    from app.domain.dates import short_date
    from app.domain.working_days import today_in_auckland

    return short_date(today_in_auckland())


def page_message(browser) -> str:
    return visible(browser, "[data-testid=link-error] h1").text


def viewed_by(app, contract_id: int, number: int) -> list[str]:
    from sqlalchemy import text

    from app.db import db

    with app.app_context():
        return list(db.session.scalars(text(
            "SELECT actor_name FROM shared.activities WHERE contract_id = :c AND claim_number = :n AND code = 'viewed'"),
            {"c": contract_id, "n": number}))


def test_a_claim_opens_from_its_emailed_link_with_no_account(app, site, new_browser, tmp_path, world):
    supplier, customer, contract_id = world
    link = access_link(site, customer.email, 3)
    # The key rides in the fragment: no server, proxy or Referer ever sees it (issue 37).
    assert re.fullmatch(rf"{re.escape(site)}/link/[A-Za-z0-9_-]+/claim-3#key=[A-Za-z0-9_-]{{43}}", link), link
    visitor = new_browser()
    visitor.get(link)
    wait(visitor, 30).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=link-title]"), "Claim 3"))
    assert "$124,200.00" in visible(visitor, "[data-testid=claimed-amount]").text
    assert "Sign up to access this feature." in visible(visitor, "[data-testid=sign-up-prompt]").text
    # No schedule yet: an account would let them answer with one. The totals start from the gross.
    assert "Respond with a payment schedule" in visible(visitor, "[data-testid=link-sign-up]").text
    assert visible(visitor, "[data-testid=link-gross]").text.startswith("$")
    # Where it stands, as the server reads it: no schedule by the deadline, a debt under ss 22-23.
    st = standing(app, contract_id, 3)
    assert badges(visitor) == [b["text"] for b in st["badges"]] == [
        "Schedule overdue", "Payment overdue", "Debt due (ss 22\u201323)"]
    deadline = visible(visitor, "[data-testid=link-schedule-deadline]").text
    assert "PAYMENT SCHEDULE DUE BY" in deadline.upper() and long(st["scheduleDeadline"]) in deadline
    assert long(st["claimDueDate"]) in visible(visitor, "[data-testid=link-claim-due]").text
    assert st["debt"]["statement"] in visible(visitor, "[data-testid=link-debt]").text
    assert visible(visitor, "[data-testid=link-next]").text == st["nextLabel"] == "Schedule overdue"
    assert "$124,200.00" in visible(visitor, "[data-testid=link-outstanding]").text
    assert "This is not legal advice." in visible(visitor, "[data-testid=link-rules-note]").text
    # Viewed, a second after it opened, by the person the link was sent to.
    wait(visitor, 20).until(lambda _: viewed_by(app, contract_id, 3) == ["Cleo Customer"])
    page_shot(visitor, "access-link-claim")

    # The PDF, with the same deadline.
    folder = tmp_path / "downloads"
    allow_downloads(visitor, folder)
    click(visitor, visible(visitor, "[data-testid=pdf-download]"))
    pdf = finished_download(folder, r".*-claim-3\.pdf")
    text = " ".join(pdf_text(pdf).split())
    assert "Framing" in text and f"Payment schedule due by {long(st['scheduleDeadline'])}" in text

    # A comment, once the emailed code is entered.
    type_into(visitor, "[data-testid=link-comment-body]", "Received \u2013 we will schedule it this week.")
    click(visitor, visible(visitor, "[data-testid=link-comment-send-code]"))
    code_field = visible(visitor, "[data-testid=link-comment-code]")
    code = re.search(r"(\d{6}) is your code", emailed(site, customer.email, "is your code to comment")["subject"]).group(1)
    code_field.send_keys(code)
    click(visitor, visible(visitor, "[data-testid=link-comment-post]"))
    wait(visitor, 20).until(EC.text_to_be_present_in_element(
        (By.CSS_SELECTOR, "[data-testid=link-comment]"), "Received \u2013 we will schedule it this week."))
    posted = visitor.find_element(By.CSS_SELECTOR, "[data-testid=link-comment]").text
    assert "Cleo Customer" in posted and short_today() in posted  # today's date in Auckland
    assert emailed(site, supplier.email, "commented on")  # the other side is told, as of any comment
    page_shot(visitor, "access-link-commented")


def test_the_claim_links_to_its_schedule(app, site, new_browser, world):
    _, customer, contract_id = world
    visitor = new_browser()
    visitor.get(access_link(site, customer.email, 2))
    schedule_link = visible(visitor, "[data-testid=schedule-link]", timeout=30)
    # Answered already: the page no longer offers to respond with a schedule.
    prompt = visible(visitor, "[data-testid=link-sign-up]").text
    assert "Track your claims" in prompt and "Respond" not in prompt
    click(visitor, schedule_link)
    wait(visitor).until(EC.url_matches(r"/schedule-2#key=[A-Za-z0-9_-]+$"))
    assert "$151,800.00" in visible(visitor, "[data-testid=scheduled-amount]").text
    # Scheduled in time below the claim, unpaid past its payment date: a debt under s 24.
    st = standing(app, contract_id, 2)
    assert badges(visitor) == [b["text"] for b in st["badges"]]
    assert badges(visitor)[1:] == ["Payment overdue", "Debt due (s 24)"]
    assert long(st["schedulePaymentDate"]) in visible(visitor, "[data-testid=link-schedule-payment-date]").text
    assert long(st["scheduleDeadline"]) in visible(visitor, "[data-testid=link-schedule-deadline]").text
    assert st["debt"]["statement"] in visible(visitor, "[data-testid=link-debt]").text
    assert visible(visitor, "[data-testid=link-summary]").text == st["summary"] == "Scheduled $151,800.00 of $179,400.00"
    assert not visitor.find_elements(By.CSS_SELECTOR, "[data-testid=link-given-late]")
    page_shot(visitor, "access-link-schedule")


def test_wrong_key_other_claim_and_revoked_link_read_alike(app, site, new_browser, world):
    from app.demo.seed import acting_as
    from app.links import service as links

    supplier, customer, contract_id = world
    link = access_link(site, customer.email, 5)
    base, key = re.match(r"(.*/link/[^/]+)/claim-5#key=(.+)$", link).groups()
    visitor = new_browser()
    # Each address differs from the one before in more than its fragment, so each is a fresh load.
    for url in (f"{base}/claim-5#key={'A' * 43}", f"{base}/claim-3#key={key}", f"{base}/claim-x#key={key}",
                f"{site}/link/{'B' * 16}", f"{base}/claim-5", f"{base}/{'A' * 43}/claim-5"):
        visitor.get(url)
        assert page_message(visitor) == "Invalid link", url
    visitor.get(f"{base}/invoice-5#key={key}")
    assert page_message(visitor) == "Invalid document type"
    page_shot(visitor, "access-link-invalid")
    # The sender revokes it: the link that worked reads like the others.
    visitor.get(link)
    visible(visitor, "[data-testid=link-title]", timeout=30)
    link_id = base.rsplit("/", 1)[1]
    with app.app_context(), acting_as(supplier) as viewer:
        links.revoke(viewer, contract_id, 5, link_id)
    visitor.get("about:blank")
    visitor.get(link)
    assert page_message(visitor) == "Invalid link"


def test_a_link_in_the_specs_form_opens_and_moves_its_key_out_of_the_path(app, site, new_browser, world):
    """/link/{id}/{key}/{doc}, as links were emailed before the key moved to the fragment, still
    opens; the page rewrites its own address so the key leaves the path (and the history)."""
    _, customer, _ = world
    link = access_link(site, customer.email, 4)
    base, key = re.match(r"(.*/link/[^/]+)/claim-4#key=(.+)$", link).groups()
    visitor = new_browser()
    visitor.get(f"{base}/{key}/claim-4")
    wait(visitor, 30).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=link-title]"), "Claim 4"))
    wait(visitor).until(EC.url_to_be(link))


def test_the_redirector_signs_in_then_opens_the_claim_in_the_workspace_that_sees_it(app, site, new_browser, world):
    from urllib.parse import quote

    from tests.e2e.auth_flow import sign_in

    supplier, customer, contract_id = world
    path = f"/www/contracts/{contract_id}/claim-4"
    browser = new_browser()
    browser.get(f"{site}/www/contracts/{contract_id}/invoice-4")
    assert visible(browser, "[data-testid=redirect-error] h1").text == "Invalid URL"
    # Nobody signed in here: to the login page, which comes back here after signing in.
    browser.get(site + path)
    wait(browser, 20).until(EC.url_contains("/login?to="))
    assert browser.current_url.endswith(f"/login?to={quote(path, safe='')}")
    sign_in(browser, site, customer.email, f"?to={quote(path, safe='')}")
    wait(browser, 30).until(EC.url_matches(f"/{customer.slug}/projects/{supplier.slug}/[^/]+/claims/4$"))
    visible(browser, "[data-testid=claim-document]", timeout=30)
