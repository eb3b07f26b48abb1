"""A claim received outside Claimdesk, in a real browser (issue 34): a head contractor records a
payment claim its subcontractor (not on Claimdesk) emailed it: the PDF as received, the day and
manner of service, the amount; a date of service in the future is refused beside its field. The
claim opens labelled as recorded, is in the Inbox, and is answered with a payment schedule built
here; the subcontractor receives the schedule by email with its PDF attached.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the form, the claim and the Inbox row.
"""
import uuid
from datetime import timedelta

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC
from sqlalchemy import select

from app.domain.working_days import today_in_auckland
from tests.auth_helpers import unique_email
from tests.e2e.claims_flow import dialog_button, emailed, page_shot, set_date, type_cell
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, field_errors, page_says, shot, toast_says, type_into, visible, wait
from tests.e2e.world import acting_as, accepted_project, new_workspace

pytestmark = pytest.mark.e2e

CLAIM_PDF = (b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
             b"2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
             + bytes(range(256)) * 4)


def subcontract_with_a_stranger(app, site: str, head_slug: str, head_email: str, parent_url: str,
                                email: str) -> str:
    """A subcontract of the head contractor's project whose supplier is new to Claimdesk (named by
    its email and business name, as Add subcontract makes it); its URL as the head contractor opens it."""
    from app.contracts import creating
    from app.contracts.models import Contract
    from app.db import db

    with acting_as(app, head_email, head_slug) as viewer:
        parent_id = db.session.scalar(select(Contract.id).where(Contract.slug == parent_url.rsplit("/", 1)[1]))
        contract = creating.create_contract(viewer, {
            "parent_id": parent_id,
            "supplier": {"contact": {"name": "Sparky", "entity_name": "Sparky Electrical Ltd"}},
            "members": [{"relation": "Supplier", "user": {"email": email}, "is_supplier_recipient": True}],
        }).contract
        slug = contract.slug
    return f"{site}/{head_slug}/projects/{head_slug}/{slug}"


def _schedule_row(browser, name: str):
    """The schedule line named `name` (its name is a cell of the payer's own breakdown)."""
    def find(d):
        rows = d.find_elements(By.CSS_SELECTOR, "tr[data-testid=schedule-line]")
        return next((r for r in rows if r.find_element(By.CSS_SELECTOR, "input[name=name]").get_attribute("value")
                     == name), False)
    return wait(browser).until(find)


def test_a_head_contractor_records_a_claim_received_by_email_and_answers_it(app, site, new_browser, tmp_path):
    head = new_browser()
    head_slug, head_email, head_name = signed_up_org(app, head, site, "Acme Builders", person="Hana Head")
    client_email = unique_email("client")
    new_workspace(app, client_email, person="Cleo Client", org=f"Client Co {uuid.uuid4().hex[:4]}")
    parent_url = accepted_project(app, site, head_slug, client_email, "Harbour View")
    sparky = unique_email("sparky")
    contract_url = subcontract_with_a_stranger(app, site, head_slug, head_email, parent_url, sparky)

    head.get(contract_url)
    page_says(head, "No claims yet")
    click(head, visible(head, "[data-testid=record-received-claim]"))
    dialog = "[data-testid=received-claim-dialog]"
    visible(head, dialog)
    pdf = tmp_path / "Sparky claim 7.pdf"
    pdf.write_bytes(CLAIM_PDF)
    head.find_element(By.CSS_SELECTOR, f"{dialog} input[type=file]").send_keys(str(pdf))
    wait(head).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=received-pdf-name]"),
                                                      "Sparky claim 7.pdf"))
    today = today_in_auckland()
    type_into(head, f"{dialog} input[name=claimed]", "11,500.00")
    set_date(head, f"{dialog} input[name=dueDate]", (today + timedelta(days=30)).isoformat())
    type_into(head, f"{dialog} input[name=reference]", "SP-0007")

    # A date of service in the future: refused beside its field, nothing recorded.
    set_date(head, f"{dialog} input[name=servedOn]", (today + timedelta(days=1)).isoformat())
    dialog_button(head, "Record claim")
    wait(head).until(lambda d: field_errors(d) == ["The date of service cannot be in the future"])
    served = visible(head, f"{dialog} input[name=servedOn]")
    assert served.get_attribute("aria-invalid") == "true"
    shot(head, "received-claim-form", visible(head, "[role=dialog]"))

    set_date(head, f"{dialog} input[name=servedOn]", (today - timedelta(days=2)).isoformat())
    wait(head).until(lambda d: field_errors(d) == [])
    dialog_button(head, "Record claim")
    toast_says(head, "Claim recorded")
    wait(head).until(EC.url_matches(r"/claims/1$"))
    recorded = visible(head, "[data-testid=claim-recorded-from]")
    assert f"Recorded by {head_name} from a claim received by email" in recorded.text
    # Drawn as what it is: the supplier's PDF and what was recorded from it, never a claim document of
    # Claimdesk's with a made-up invoice number or contract values.
    document = visible(head, "[data-testid=received-claim-document]")
    assert "Sparky claim 7.pdf" in visible(head, "[data-testid=received-claim-pdf]").text
    facts = {f.get_attribute("data-testid").removeprefix("received-fact-"): f.text
             for f in document.find_elements(By.CSS_SELECTOR, "[data-testid^=received-fact-]")}
    served_on = today - timedelta(days=2)
    assert facts["served"].splitlines() == ["SERVED ON", f"{served_on.day} {served_on:%b %Y}, by email"]
    assert facts["claimed"].splitlines()[1] == "$11,500.00 including GST"
    assert facts["reference"].splitlines()[1] == "SP-0007"
    assert facts["deadline"].splitlines()[0] == "PAYMENT SCHEDULE DUE BY (S 22)"
    assert set(facts) == {"served", "claimed", "due", "reference", "deadline"}  # no period was recorded
    assert not head.find_elements(By.CSS_SELECTOR, "[data-testid=claim-document]")
    assert "INV-" not in head.find_element(By.TAG_NAME, "main").text
    assert "Contract value" not in head.find_element(By.TAG_NAME, "main").text
    page_shot(head, "received-claim-page")

    # In the Inbox like any other claim, marked as received.
    claim_url = head.current_url
    head.get(f"{site}/{head_slug}/inbox")
    mark = visible(head, "[data-testid=claim-row-received]")
    assert mark.get_attribute("aria-label") == f"Recorded by {head_name} from a claim received by email"
    shot(head, "received-claim-inbox", mark.find_element(By.XPATH, "./ancestor::*[@data-testid='claim-row']"))

    # Answered with a payment schedule built here, the payer's own breakdown: its one line renamed and
    # scheduled lower with a reason, and a line of its own added.
    head.get(claim_url)
    click(head, visible(head, "[data-testid=add-schedule]"))
    wait(head).until(EC.url_matches(r"/claims/1/schedule$"))
    type_cell(head, _schedule_row(head, "Claimed amount"), "name", "Electrical, October")
    type_cell(head, _schedule_row(head, "Electrical, October"), "scheduled", "7,500")
    type_cell(head, _schedule_row(head, "Electrical, October"), "reason", "Second fix not complete", commit=Keys.ENTER)
    click(head, visible(head, "[data-testid=schedule-add-line]"))
    type_cell(head, _schedule_row(head, ""), "name", "Call-out agreed on site")
    type_cell(head, _schedule_row(head, "Call-out agreed on site"), "scheduled", "500")
    total = visible(head, "[data-testid=schedule-lines] tfoot tr").text
    assert "10,000.00" in total and "8,000.00" in total  # claimed as received; scheduled line by line
    page_shot(head, "received-claim-breakdown")
    type_into(head, "input[name=scheduleNote]", "Work not complete at the end of the period is withheld until done")
    click_text(head, "Add reason")
    visible(head, "[data-testid=schedule-save-status][data-state=saved]", timeout=20)
    click(head, visible(head, "[data-testid=send-schedule]"))
    assert sparky in visible(head, "[data-testid=schedule-confirm-recipients]").text  # served on its people by email
    dialog_button(head, "Send payment schedule")
    wait(head, 30).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=schedule-sent-message]")))
    dialog_button(head, "Done")
    wait(head).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=claim-status]"), "Scheduled for"))

    # The subcontractor, not on Claimdesk, receives the schedule with its PDF attached, in the payer's lines.
    message = emailed(site, sparky, "Payment schedule from")
    [attached] = message["attachments"]
    assert attached["name"].endswith(".pdf")
    assert "Electrical, October" in message["text"] and "Call-out agreed on site" in message["text"]


def _record(head, contract_url: str, tmp_path, served_on, claimed: str) -> None:
    """Record a claim received by email through the Claims tab's dialog; the claim page opens."""
    head.get(contract_url)
    click(head, visible(head, "[data-testid=record-received-claim]"))
    dialog = "[data-testid=received-claim-dialog]"
    pdf = tmp_path / "Sparky claim 8.pdf"
    pdf.write_bytes(CLAIM_PDF)
    head.find_element(By.CSS_SELECTOR, f"{dialog} input[type=file]").send_keys(str(pdf))
    wait(head).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=received-pdf-name]"),
                                                      "Sparky claim 8.pdf"))
    type_into(head, f"{dialog} input[name=claimed]", claimed)
    set_date(head, f"{dialog} input[name=dueDate]", (served_on + timedelta(days=30)).isoformat())
    set_date(head, f"{dialog} input[name=servedOn]", served_on.isoformat())
    dialog_button(head, "Record claim")
    toast_says(head, "Claim recorded")
    wait(head).until(EC.url_matches(r"/claims/1$"))


def _fact(browser, key: str) -> str:
    return visible(browser, f"[data-testid=received-fact-{key}]").text.splitlines()[1]


def test_a_record_made_by_mistake_is_corrected_then_deleted(app, site, new_browser, tmp_path):
    head = new_browser()
    head_slug, head_email, _ = signed_up_org(app, head, site, "Acme Builders", person="Hana Head")
    client_email = unique_email("client")
    new_workspace(app, client_email, person="Cleo Client", org=f"Client Co {uuid.uuid4().hex[:4]}")
    # Its own site name: the subcontract's parent is found by its slug in the run's shared database.
    parent_url = accepted_project(app, site, head_slug, client_email, "Correction Court")
    contract_url = subcontract_with_a_stranger(app, site, head_slug, head_email, parent_url, unique_email("sparky"))
    today = today_in_auckland()
    _record(head, contract_url, tmp_path, today - timedelta(days=1), "11,500.00")
    assert _fact(head, "claimed") == "$11,500.00 including GST"

    # Corrected: the form opens with the record as it stands; a day in the future is refused beside its field.
    click(head, visible(head, "[data-testid=correct-received-claim]"))
    dialog = "[data-testid=received-claim-dialog]"
    assert visible(head, f"{dialog} input[name=claimed]").get_attribute("value") == "11500.00"
    assert "Sparky claim 8.pdf" in visible(head, "[data-testid=received-pdf-name]").text
    set_date(head, f"{dialog} input[name=servedOn]", (today + timedelta(days=1)).isoformat())
    dialog_button(head, "Save correction")
    wait(head).until(lambda d: field_errors(d) == ["The date of service cannot be in the future"])
    served = today - timedelta(days=3)
    set_date(head, f"{dialog} input[name=servedOn]", served.isoformat())
    type_into(head, f"{dialog} input[name=claimed]", "12,000.00")
    shot(head, "received-claim-correct", visible(head, "[role=dialog]"))
    dialog_button(head, "Save correction")
    toast_says(head, "Record corrected")
    wait(head).until(lambda d: _fact(d, "claimed") == "$12,000.00 including GST")
    assert _fact(head, "served") == f"{served.day} {served:%b %Y}, by email"
    # On the claim's activity, saying what changed.
    click(head, visible(head, "button[aria-label='Activity and comments']"))
    wait(head).until(EC.text_to_be_present_in_element(
        (By.CSS_SELECTOR, "[data-testid=activity-list]"),
        "corrected the record of a payment claim received"))
    entries = [e.text for e in head.find_elements(By.CSS_SELECTOR, "[data-testid=activity-type]")]
    assert any("claimed amount $11,500.00 \u2192 $12,000.00" in e for e in entries), entries
    assert any(e.startswith("recorded a payment claim received by email on") for e in entries), entries
    head.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)

    # Deleted, once confirmed: the project's claims list is empty again.
    click(head, visible(head, "[data-testid=delete-received-claim]"))
    dialog_button(head, "Delete record")
    toast_says(head, "Record deleted")
    wait(head).until(EC.url_matches(r"/claims$"))
    page_says(head, "No claims yet")
