"""Attachments in a real browser: the supplier attaches a PDF and a photo to a claim and a PDF to
one of its lines, and sends it; the customer opens the claim, sees the files (read-only) and
downloads the PDF: exactly the bytes the supplier attached arrive on disk.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
import io
import time

import pytest
from PIL import Image
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import allow_downloads, dialog_button, downloaded_pdf, page_shot
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, page_says, shot, toast_says, visible, wait
from tests.e2e.world import accepted_project, drafted_claim

pytestmark = pytest.mark.e2e

REPORT = (b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n"
          b"2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"
          + bytes(range(256)) * 8)
DOCKETS = REPORT.replace(b"%%EOF", b"% dockets\n%%EOF")


def photo() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (96, 64), (214, 120, 40)).save(out, "PNG")
    return out.getvalue()


def files_into(browser, scope_css: str, *paths) -> None:
    """Choose files in the drop zone's file picker, as a person picking them would."""
    picker = wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, f"{scope_css} input[type=file]")))
    picker.send_keys("\n".join(str(p) for p in paths))


def attachment_names(browser, scope_css: str) -> list[str]:
    return [e.text for e in browser.find_elements(By.CSS_SELECTOR, f"{scope_css} [data-testid=attachment-link]")]


def test_the_supplier_attaches_files_and_the_customer_downloads_them(app, site, new_browser, tmp_path):
    supplier, customer = new_browser(), new_browser()
    supplier_slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Harbour Bridge")
    # The draft, made through the claims service as the claim page's New claim, grid and period dialog make
    # it (their screens: test_claims_flow.py); the supplier opens it.
    claim_url = drafted_claim(app, contract_url, supplier_email, lines=[("Foundations", 40_000_00, 5000)],
                              period=("2026-03-01", "2026-03-31"))
    supplier.get(claim_url)
    visible(supplier, "[data-testid=claim-document]")
    claim_path = claim_url.split(f"/{supplier_slug}/", 1)[1]

    # The claim: a PDF and a photo from the file picker; the photo shows as a preview.
    report, image, dockets = tmp_path / "Site report.pdf", tmp_path / "Slab pour.png", tmp_path / "Dockets.pdf"
    report.write_bytes(REPORT)
    image.write_bytes(photo())
    dockets.write_bytes(DOCKETS)
    block = "[data-testid=attachments]"
    assert "up to 25 MB" in visible(supplier, block).text
    files_into(supplier, block, report, image)
    toast_says(supplier, "2 files attached")
    wait(supplier).until(lambda d: attachment_names(d, block) == ["Site report.pdf", "Slab pour.png"])
    thumbnail = visible(supplier, f"{block} [data-testid=attachment-thumbnail] img")
    wait(supplier).until(lambda d: d.execute_script("return arguments[0].naturalWidth", thumbnail) == 96)
    shot(supplier, "claim-attachments-draft", visible(supplier, block))

    # A line: 'Attach files' in its menu opens its files; the row then shows a paperclip and 1.
    click(supplier, visible(supplier, "button[aria-label='Actions for Foundations']"))
    click(supplier, wait(supplier).until(EC.element_to_be_clickable(
        (By.XPATH, "//*[@role='menuitem'][normalize-space(.)='Attach files']"))))
    visible(supplier, "[data-testid=line-files-dialog]")
    assert "No files are attached to this line." in visible(supplier, "[role=dialog]").text
    files_into(supplier, "[data-testid=line-files-dialog]", dockets)
    wait(supplier).until(lambda d: attachment_names(d, "[data-testid=line-files-dialog]") == ["Dockets.pdf"])
    shot(supplier, "line-files-dialog")
    click(supplier, visible(supplier, "[role=dialog] button[aria-label=Close]"))
    chip = visible(supplier, "tr[data-testid=claim-line] [data-testid=line-files]")
    assert chip.text == "1"
    page_shot(supplier, "claim-with-attachments")

    # Removing asks first; cancelling keeps the file.
    click(supplier, visible(supplier, f"{block} button[aria-label='Remove Slab pour.png']"))
    confirm = visible(supplier, "[role=alertdialog]")
    assert "Are you sure you want to delete this attachment?" in confirm.text
    dialog_button(supplier, "Cancel")
    assert attachment_names(supplier, block) == ["Site report.pdf", "Slab pour.png"]

    # Send it.
    click(supplier, visible(supplier, "[data-testid=send-claim]"))
    visible(supplier, "[data-testid=send-dialog]")
    dialog_button(supplier, "Send claim")
    wait(supplier, 30).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-testid=sent-message]"), "Sent"))
    dialog_button(supplier, "Done")

    # The customer sees the files, read-only, and downloads the PDF: the same bytes arrive.
    customer.get(f"{site}/{customer_slug}/{claim_path}")
    page_says(customer, "Claim 1")
    wait(customer).until(lambda d: attachment_names(d, block) == ["Site report.pdf", "Slab pour.png"])
    assert not customer.find_elements(By.CSS_SELECTOR, f"{block} button[aria-label^=Remove]")
    assert not customer.find_elements(By.CSS_SELECTOR, f"{block} input[type=file]")
    page_shot(customer, "claim-attachments-customer")
    folder = tmp_path / "downloads"
    allow_downloads(customer, folder)
    click(customer, customer.find_element(By.XPATH, "//*[@data-testid='attachments']//a[normalize-space(.)='Site report.pdf']"))
    pdf = downloaded_pdf(folder)
    assert pdf.name == "Site report.pdf"
    assert pdf.read_bytes() == REPORT

    # The photo opens in a preview; the line's files open read-only.
    click(customer, visible(customer, f"{block} [data-testid=attachment-thumbnail]"))
    preview = visible(customer, "[data-testid=attachment-preview]")
    wait(customer).until(lambda d: d.execute_script("return arguments[0].naturalWidth", preview) == 96)
    shot(customer, "attachment-preview")
    click(customer, visible(customer, "[role=dialog] button[aria-label=Close]"))
    click(customer, visible(customer, "tr[data-testid=claim-line] [data-testid=line-files]"))
    dialog = visible(customer, "[data-testid=line-files-dialog]")
    assert attachment_names(customer, "[data-testid=line-files-dialog]") == ["Dockets.pdf"]
    assert not dialog.find_elements(By.CSS_SELECTOR, "input[type=file], button[aria-label^=Remove]")
    click(customer, dialog.find_element(By.XPATH, ".//a[normalize-space(.)='Dockets.pdf']"))
    deadline = time.monotonic() + 30
    while not (folder / "Dockets.pdf").exists() or list(folder.glob("*.crdownload")):
        assert time.monotonic() < deadline, list(folder.iterdir())
        time.sleep(0.1)
    assert (folder / "Dockets.pdf").read_bytes() == DOCKETS
