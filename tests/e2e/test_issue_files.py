"""An issue's files and deadline in a real browser (issue 16): the head contractor raises an issue
to a subcontract with a drawing picked in the file picker and a note dropped on 'Drop files here';
the supplier opens the issue from its email, sees both files and downloads the drawing (exactly the
bytes attached), and answers on the variation's comments with a file dropped on the comment box,
which the customer downloads from the thread; its Inbox lists the variation awaiting its estimate
with the deadline.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
import re
from datetime import timedelta

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from app.domain.working_days import today_in_auckland
from tests.e2e.claims_flow import allow_downloads, downloaded_pdf, emailed, finished_download, page_shot
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, toast_says, type_into, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e
SUBJECT = "requests a price for a variation"
DRAWING = (b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
           b"2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
           + bytes(range(256)) * 4)
MEASUREMENTS = "Core walls 250 mm; landing 1200 mm.\n"
DROP = """
const [zone, name, text] = arguments;
const data = new DataTransfer();
data.items.add(new File([text], name, { type: 'text/plain' }));
zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
"""


def _names(browser, scope_css: str) -> list[str]:
    return [e.text for e in browser.find_elements(By.CSS_SELECTOR, f"{scope_css} [data-testid=attachment-link]")]


def _removable(browser) -> list[str]:
    return [e.get_attribute("aria-label") for e in
            browser.find_elements(By.CSS_SELECTOR, "[data-testid=issue-files] button[aria-label^=Remove]")]


def test_an_issue_with_files_reaches_the_supplier_and_its_inbox(app, site, new_browser, tmp_path):
    head, sub = new_browser(), new_browser()
    head_slug, head_email, _ = signed_up_org(app, head, site, "Head Co", person="Hana Head")
    sub_slug, sub_email, _ = signed_up_org(app, sub, site, "Sparks", person="Ari Sparks")
    accepted_project(app, site, sub_slug, head_email, "Tower A")

    # New request to the contract: a drawing picked, a note dropped.
    head.get(f"{site}/{head_slug}/issues/new")
    picker = visible(head, "[data-testid=contract-picker]")
    picker.send_keys("tower a")
    wait(head).until(lambda d: any("Tower A" in e.text for e in d.find_elements(By.CSS_SELECTOR, "[role=listbox]")))
    picker.send_keys(Keys.ENTER)
    wait(head).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=contract-chip]")) == 1)
    type_into(head, "[data-testid=issue-title]", "Move the stair core")
    type_into(head, "[data-testid=issue-body]", "Shift the stair core 600 mm north.")
    zone = visible(head, "[data-testid=issue-files] [role=button]")
    assert "Drop files here" in zone.text and zone.get_attribute("tabindex") == "0"
    drawing = tmp_path / "Stair drawing.pdf"
    drawing.write_bytes(DRAWING)
    chooser = wait(head).until(EC.presence_of_element_located(
        (By.CSS_SELECTOR, "[data-testid=issue-files] input[type=file]")))
    chooser.send_keys(str(drawing))
    wait(head).until(lambda d: _removable(d) == ["Remove Stair drawing.pdf"])
    head.execute_script(DROP, zone, "Site notes.txt", "Core walls: 250 mm.\n")
    wait(head).until(lambda d: _removable(d) == ["Remove Stair drawing.pdf", "Remove Site notes.txt"])
    page_shot(head, "issue-new-with-files")
    click(head, visible(head, "[data-testid=submit-issue]"))
    wait(head, 30).until(EC.url_matches(r"/issues/\d+$"))
    toast_says(head, "Email sent")
    wait(head).until(lambda d: _names(d, "[data-testid=issue-files]") == ["Stair drawing.pdf", "Site notes.txt"])

    # The supplier opens the issue from its email: both files, and the drawing downloads intact.
    link = re.search(r"Respond with your estimate: (\S+)", emailed(site, sub_email, SUBJECT)["text"]).group(1)
    sub.get(link)
    visible(sub, "[data-testid=variation-panel]")
    wait(sub).until(lambda d: _names(d, "[data-testid=issue-files]") == ["Stair drawing.pdf", "Site notes.txt"])
    page_shot(sub, "issue-files-supplier")
    folder = tmp_path / "downloads"
    allow_downloads(sub, folder)
    click(sub, sub.find_element(By.XPATH, "//*[@data-testid='issue-files']//a[normalize-space(.)='Stair drawing.pdf']"))
    pdf = downloaded_pdf(folder)
    assert pdf.name == "Stair drawing.pdf" and pdf.read_bytes() == DRAWING

    # The supplier answers on the variation's comments with a file dropped on the box (no text);
    # the customer, on the issue page it left open, sees it join the thread and downloads it.
    form = visible(sub, "[data-testid=variation-panel] [data-testid=comment-form]")
    assert "Attach" in form.text
    sub.execute_script(DROP, form, "Core measurements.txt", MEASUREMENTS)
    wait(sub).until(lambda d: "Core measurements.txt" in visible(d, "[aria-label='Files to attach']").text)
    click(sub, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    thread = "[data-testid=variation-panel] [data-testid=comment]:not([aria-busy])"
    wait(sub, 30).until(lambda d: _names(d, thread) == ["Core measurements.txt"])
    page_shot(sub, "variation-comment-file-supplier")
    wait(head, 30).until(lambda d: _names(d, thread) == ["Core measurements.txt"])
    page_shot(head, "variation-comment-file-customer")
    head_folder = tmp_path / "head-downloads"
    allow_downloads(head, head_folder)
    click(head, head.find_element(By.CSS_SELECTOR, f"{thread} [data-testid=attachment-link]"))
    note = finished_download(head_folder, r"Core measurements\.txt")
    assert note.read_bytes() == MEASUREMENTS.encode()

    # Its Inbox: the variation awaits its estimate, with the deadline (20 days from today).
    due = today_in_auckland() + timedelta(days=20)
    sub.get(f"{site}/{sub_slug}")
    row = visible(sub, "[data-testid=estimate-requests] [data-testid=estimate-request]")
    assert "Awaiting your estimate" in visible(sub, "[data-testid=estimate-requests]").text
    assert "Move the stair core" in row.text and "Tower A" in row.text and "from Head Co" in row.text
    assert f"{due.day} {due:%b} {due.year}" in row.find_element(By.CSS_SELECTOR, "[data-testid=estimate-request-due]").text
    assert "Overdue" not in row.text and "working days" in row.text
    page_shot(sub, "inbox-awaiting-estimate")
    click(sub, row.find_element(By.TAG_NAME, "a"))
    wait(sub).until(EC.url_contains("/issues/"))
    visible(sub, "[data-testid=variation-panel]")
    # The head contractor awaits no estimate of its own: no such list in its Inbox.
    head.get(f"{site}/{head_slug}")
    visible(head, "[data-testid=claim-search]")
    assert not head.find_elements(By.CSS_SELECTOR, "[data-testid=estimate-requests]")
