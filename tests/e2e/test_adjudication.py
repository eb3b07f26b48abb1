"""Adjudication in a real browser (issue 39, the adjudication half of its done-when): the supplier of a
claim that went unanswered opens Adjudication from the claim page, prepares a notice of adjudication
from the claim, is refused while the charging-order question is unanswered (the message beside it),
answers, serves it (the respondent is emailed the PDF with Form 2), sees the timetable, prepares the
adjudication bundle and downloads it; the ZIP's manifest lists the notice and the claim as served, each
hash its file's.

The claim is made and served through the service layer (claims_flow). Set CLAIMDESK_SHOTS=/some/folder to
keep screenshots of the draft with its error and of the served notice with the bundle, light and dark.
"""
import base64
import hashlib
import io
import json
import zipfile

import pytest
from selenium.webdriver.common.by import By

from app.domain.adjudication import CHARGING_ORDER_UNANSWERED
from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import draft_claim, page_shot, serve_claim
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, page_says, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e

SITE = "Harbour Works"
NOTICE = "section[aria-label='Notice of adjudication 1']"

FETCH_BASE64 = """
const [url, done] = arguments;
fetch(url, {credentials: 'same-origin'}).then((r) => r.arrayBuffer()).then((buffer) => {
  let text = '';
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i += 1) text += String.fromCharCode(bytes[i]);
  done(btoa(text));
});
"""


def test_a_supplier_serves_a_notice_of_adjudication_and_downloads_the_bundle(app, site, new_browser, dev_mail):
    supplier = new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, SITE)
    today = today_in_auckland()
    draft_claim(app, contract_url, supplier_email, line=("Structure", 20_000_000, 5_000), period=(today, today))
    serve_claim(app, contract_url, supplier_email, claim_date=today)

    # From the claim page to the contract's Adjudication tab, the claim chosen.
    supplier.get(f"{contract_url}/claims/1")
    click(supplier, visible(supplier, "a[href*='/adjudication?claim=1']"))
    click_text(supplier, "Prepare a notice of adjudication")
    notice = visible(supplier, NOTICE)
    wait(supplier).until(lambda d: "Payment claim 1 served" in d.find_element(By.CSS_SELECTOR, NOTICE).text)
    type_into(supplier, f"{NOTICE} textarea", "Payment claim 1 was not paid and no payment schedule was given.")
    areas = supplier.find_elements(By.CSS_SELECTOR, f"{NOTICE} textarea")
    areas[1].send_keys("At the site, when the claimed amount fell due unpaid.")

    # Serving with the two questions unanswered: refused, the section's message beside the question.
    click_text(supplier, "Serve notice")
    wait(supplier).until(lambda d: CHARGING_ORDER_UNANSWERED in d.find_element(By.CSS_SELECTOR, NOTICE).text)
    page_shot(supplier, "adjudication-unanswered")
    assert not [m for m in dev_mail(to=customer_email) if "Notice of adjudication" in m["subject"]]

    for name in ("charging-1", "owner-1"):
        click(supplier, supplier.find_element(By.CSS_SELECTOR, f"input[name='{name}'][value='no']"))
    click_text(supplier, "Serve notice")
    click_text(supplier, "Serve")
    toast_says(supplier, "Notice of adjudication served (1 recipient)")
    page_says(supplier, "Apply to a nominating body by")
    assert CHARGING_ORDER_UNANSWERED not in supplier.find_element(By.CSS_SELECTOR, NOTICE).text

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
