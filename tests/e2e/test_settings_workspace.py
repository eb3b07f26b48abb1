"""Organisation settings in a real browser: name, business details (GST, logo), members.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of each screen in light and dark theme.
"""
import base64
import os

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import answer_name_question, sign_in, unique_email
from tests.e2e.screens import button, click, shot, toast_says, visible, wait
from tests.e2e.world import sign_in_browser, signed_in_workspace

pytestmark = pytest.mark.e2e

PNG_1PX = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")
SVG_LOGO = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" onload="alert(1)">'
            '<rect width="120" height="40" rx="6" fill="#1d4ed8"/><script>alert(2)</script>'
            '<text x="60" y="26" font-size="16" text-anchor="middle" fill="#fff">ACME</text></svg>')


def form(browser, label: str):
    return visible(browser, f"form[aria-label='{label}']")


def field_error(scope) -> str:
    errors = scope.find_elements(By.CSS_SELECTOR, "[data-field-error]")
    return " ".join(e.text for e in errors)


def drop_files(browser, target, files: list[tuple[str, str, str]]) -> None:
    """Drop files (name, content type, base64 bytes) on an element, as a drag from the desktop."""
    browser.execute_script("""
        const [target, files] = arguments;
        const transfer = new DataTransfer();
        for (const [name, type, data] of files) {
          const bytes = Uint8Array.from(atob(data), c => c.charCodeAt(0));
          transfer.items.add(new File([bytes], name, { type }));
        }
        for (const kind of ['dragenter', 'dragover', 'drop']) {
          target.dispatchEvent(new DragEvent(kind, { dataTransfer: transfer, bubbles: true, cancelable: true }));
        }
    """, target, [[n, t, d] for n, t, d in files])


def open_settings(browser, site, slug, path=""):
    browser.get(f"{site}/{slug}/settings{path}")
    visible(browser, "h1")
    assert browser.find_element(By.TAG_NAME, "h1").text == "Settings"


def test_rename_the_organisation(app, site, browser):
    slug = signed_in_workspace(app, browser, site, unique_email("owner"), person="Olivia Owner", org="Harbour Builders")
    open_settings(browser, site, slug)
    nav = visible(browser, "nav[aria-label='Settings']")
    # The spec's menu, in its order; an entry shows once its screen exists.
    entries = [a.text for a in nav.find_elements(By.TAG_NAME, "a")]
    spec_menu = ["General", "Users", "Projects", "Integrations", "Billing"]
    assert entries[:2] == ["General", "Users"] and entries == [e for e in spec_menu if e in entries]
    card = form(browser, "Organisation Name")
    assert "The name visible on the product" in card.text
    name = card.find_element(By.NAME, "orgName")
    wait(browser).until(lambda d: name.get_attribute("value") == "Harbour Builders")
    shot(browser, "settings-general")
    name.send_keys(Keys.CONTROL, "a")
    name.send_keys("Harbour Construction")
    card.find_element(By.XPATH, ".//button[normalize-space(.)='Save']").click()
    toast_says(browser, "Organisation updated")
    toast_says(browser, "Changes saved")
    # The side navigation's workspace name follows, and the name stays after a reload.
    wait(browser).until(lambda d: "Harbour Construction" in d.find_element(By.TAG_NAME, "aside").text)
    browser.refresh()
    wait(browser).until(lambda d: d.find_element(By.NAME, "orgName").get_attribute("value") == "Harbour Construction")


def test_business_details_with_each_gst_message_and_not_registered(app, site, browser):
    slug = signed_in_workspace(app, browser, site, unique_email("owner"), org="Kauri Civil")
    open_settings(browser, site, slug)
    card = form(browser, "Business Details")
    assert "These details will be shown on all invoices." in card.text
    entity = card.find_element(By.NAME, "entityName")
    wait(browser).until(lambda d: entity.get_attribute("value") == "Kauri Civil")
    entity.send_keys(Keys.CONTROL, "a")
    entity.send_keys("Kauri Civil Ltd")
    gst = card.find_element(By.NAME, "gstNumber")
    assert gst.get_attribute("placeholder") == "000-000-000"

    # Checked on each change.
    for typed, message in (("12a", "GST number must only contain digits"),
                           ("1234567", "GST number must be 8 or 9 digits"),
                           ("123456789", "That GST number does not exist")):
        gst.send_keys(Keys.CONTROL, "a")
        gst.send_keys(typed)
        wait(browser).until(lambda d: message in field_error(card))
    gst.send_keys(Keys.CONTROL, "a")
    gst.send_keys("49091850")
    wait(browser).until(lambda d: field_error(card) == "")
    # Normalised on blur.
    card.find_element(By.NAME, "website").click()
    wait(browser).until(lambda d: gst.get_attribute("value") == "049-091-850")
    card.find_element(By.NAME, "address").send_keys("12 Queen Street\nAuckland 1010")
    card.find_element(By.NAME, "website").send_keys("kauri.co.nz")
    shot(browser, "settings-business-filled")
    card.find_element(By.XPATH, ".//button[normalize-space(.)='Save']").click()
    toast_says(browser, "Business details updated.")

    browser.refresh()
    card = form(browser, "Business Details")
    wait(browser).until(lambda d: card.find_element(By.NAME, "gstNumber").get_attribute("value") == "049-091-850")
    assert card.find_element(By.NAME, "website").get_attribute("value") == "https://kauri.co.nz"
    assert card.find_element(By.NAME, "address").get_attribute("value") == "12 Queen Street\nAuckland 1010"

    # The 'Edit Contact' dialog: the display name follows the business name until unticked.
    card.find_element(By.XPATH, ".//button[normalize-space(.)='Edit contact']").click()
    dialog = visible(browser, "[role=dialog]")
    assert dialog.find_element(By.TAG_NAME, "h2").text == "Edit Contact"
    box = dialog.find_element(By.XPATH, ".//button[@role='checkbox']")
    assert box.get_attribute("data-state") == "checked" and not dialog.find_elements(By.NAME, "name")
    assert dialog.find_element(By.NAME, "gstNumber").get_attribute("value") == "049-091-850"  # one exists
    box.click()
    display = dialog.find_element(By.NAME, "name")
    display.send_keys(Keys.CONTROL, "a")
    display.send_keys("Kauri")
    shot(browser, "settings-edit-contact")
    dialog.find_element(By.XPATH, ".//button[normalize-space(.)='Save']").click()
    wait(browser).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[role=dialog]")))
    card = form(browser, "Business Details")
    card.find_element(By.XPATH, ".//button[normalize-space(.)='Edit contact']").click()
    dialog = visible(browser, "[role=dialog]")
    assert dialog.find_element(By.XPATH, ".//button[@role='checkbox']").get_attribute("data-state") == "unchecked"
    assert dialog.find_element(By.NAME, "name").get_attribute("value") == "Kauri"
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait(browser).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[role=dialog]")))
    card = form(browser, "Business Details")

    # 'Not registered' empties and disables the number, which then reads 'Not required'.
    card.find_element(By.XPATH, ".//label[normalize-space(.)='Not registered']").click()
    gst = card.find_element(By.NAME, "gstNumber")
    assert gst.get_attribute("value") == "" and not gst.is_enabled()
    assert gst.get_attribute("placeholder") == "Not required"
    shot(browser, "settings-business-not-registered")
    card.find_element(By.XPATH, ".//button[normalize-space(.)='Save']").click()
    toast_says(browser, "Business details updated.")
    browser.refresh()
    card = form(browser, "Business Details")
    wait(browser).until(lambda d: card.find_element(By.NAME, "entityName").get_attribute("value") == "Kauri Civil Ltd")
    # The registration choice is set from the answer a render after the text fields (run of 29 Nov 2026
    # read the number still enabled): wait for it rather than read it once.
    wait(browser).until(lambda d: not card.find_element(By.NAME, "gstNumber").is_enabled())
    assert card.find_element(By.NAME, "gstNumber").get_attribute("placeholder") == "Not required"


def _drop_zone(card, label: str):
    """The drop zone named `label` first (ui/Dropzone.tsx: its name is the label, then what it shows)."""
    return card.find_element(By.XPATH, f".//*[@role='button'][.//span[normalize-space(.)='{label}']]")


def test_drop_a_logo_then_remove_it(app, site, browser):
    slug = signed_in_workspace(app, browser, site, unique_email("owner"), org="Totara Roofing")
    open_settings(browser, site, slug)
    card = form(browser, "Business Details")
    zone = _drop_zone(card, "Upload a logo")
    # Two files dropped: only the first is used.
    drop_files(browser, zone, [("logo.svg", "image/svg+xml", base64.b64encode(SVG_LOGO.encode()).decode()),
                               ("other.png", "image/png", base64.b64encode(PNG_1PX).decode())])
    preview = visible(browser, "[data-testid=logo-preview]")
    assert preview.get_attribute("src").startswith("blob:")
    card.find_element(By.XPATH, ".//button[normalize-space(.)='Save']").click()
    toast_says(browser, "Business details updated.")

    browser.refresh()
    preview = visible(browser, "[data-testid=logo-preview]")
    src = preview.get_attribute("src")
    assert "/files/" in src
    wait(browser).until(lambda d: d.execute_script("return arguments[0].naturalWidth", preview) > 0)
    shot(browser, "settings-logo", preview)
    served = browser.execute_script(
        "return fetch(arguments[0]).then(async r => [r.headers.get('content-type'), "
        "r.headers.get('x-content-type-options'), r.headers.get('content-security-policy'), await r.text()])", src)
    assert served[0].startswith("image/svg+xml") and served[1] == "nosniff" and served[2].startswith("sandbox")
    assert "script" not in served[3] and "onload" not in served[3] and "ACME" in served[3]

    # A file that is not an image is refused before any upload.
    card = form(browser, "Business Details")
    drop_files(browser, _drop_zone(card, "Replace the logo"),
               [("notes.txt", "text/plain", base64.b64encode(b"hello").decode())])
    wait(browser).until(lambda d: "The logo must be a PNG, JPEG, GIF or SVG image." in field_error(card))

    button(browser, "Remove logo").click()
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-testid=logo-preview]")
    card.find_element(By.XPATH, ".//button[normalize-space(.)='Save']").click()
    toast_says(browser, "Business details updated.")
    browser.refresh()
    form(browser, "Business Details").find_element(By.CSS_SELECTOR, "[aria-label='Upload a logo']")
    assert not browser.find_elements(By.CSS_SELECTOR, "[data-testid=logo-preview]")
    assert browser.execute_script("return fetch(arguments[0], {cache: 'no-store'}).then(r => r.status)", src) == 404


def members_rows(browser) -> dict[str, str]:
    rows = browser.find_elements(By.CSS_SELECTOR, "tr[data-member]")
    return {row.get_attribute("data-member"): row.text for row in rows}


def invite(browser, email: str) -> None:
    card = form(browser, "Invite people")
    card.find_element(By.NAME, "inviteEmail").send_keys(email)
    card.find_element(By.XPATH, ".//button[normalize-space(.)='Send invites']").click()
    toast_says(browser, "Invitation sent")
    wait(browser).until(lambda d: email in members_rows(d))


def test_invite_a_member_who_signs_in_and_finds_the_workspace(app, site, browser, new_browser):
    owner_email = unique_email("owner")
    slug = signed_in_workspace(app, browser, site, owner_email, person="Olivia Owner", org="Rimu Plumbing")
    open_settings(browser, site, slug, "/members")
    wait(browser).until(lambda d: owner_email in members_rows(d))
    assert "You" in members_rows(browser)[owner_email] and "Owner" in members_rows(browser)[owner_email]
    invitee = unique_email("invitee")
    invite(browser, invitee)
    row = members_rows(browser)[invitee]
    assert "Invited" in row and "Member" in row
    shot(browser, "settings-members")
    # The invite row's permissions picker: a role, or permissions ticked with their implications.
    form(browser, "Invite people").find_element(By.CSS_SELECTOR, "button[aria-label^='Permissions']").click()
    picker = visible(browser, "[data-radix-popper-content-wrapper]")
    picker.find_element(By.XPATH, ".//button[@role='radio' and normalize-space(.)='Viewer']").click()
    picker.find_element(By.XPATH, ".//label[normalize-space(.)='Send claims']").click()
    implied = picker.find_element(By.XPATH, ".//label[normalize-space(.)='Draft claims']").get_attribute("for")
    assert browser.find_element(By.ID, implied).get_attribute("data-state") == "checked"  # implied by Send claims
    wait(browser).until(lambda d: "Viewer + Send claims" in d.find_element(
        By.CSS_SELECTOR, "button[aria-label^='Permissions']").text)
    shot(browser, "settings-invite-picker")
    browser.switch_to.active_element.send_keys(Keys.ESCAPE)
    if os.environ.get("CLAIMDESK_SHOTS"):
        browser.set_window_size(420, 900)
        shot(browser, "settings-members-narrow")
        browser.set_window_size(1280, 900)

    # The invitee signs in with that email and lands in the workspace.
    other = new_browser()
    sign_in(other, site, invitee)
    wait(other).until(lambda d: d.current_url == f"{site}/{slug}")
    wait(other).until(lambda d: "Rimu Plumbing" in d.find_element(By.TAG_NAME, "aside").text)
    # A Member sees the list but neither invites nor changes anyone.
    open_settings(other, site, slug, "/members")
    wait(other).until(lambda d: invitee in members_rows(d))
    assert not other.find_elements(By.CSS_SELECTOR, "form[aria-label='Invite people']")
    assert not other.find_elements(By.CSS_SELECTOR, "button[aria-label^='Edit ']")
    shot(other, "settings-members-as-member")
    # ...nor the organisation's settings, which say who can.
    open_settings(other, site, slug)
    card = form(other, "Business Details")
    assert "Only owners (Owner, full access) can change these settings." in card.text
    assert not card.find_element(By.NAME, "entityName").is_enabled()
    shot(other, "settings-general-as-member")
    # Their first visit took up the invitation.
    browser.refresh()
    wait(browser).until(lambda d: invitee in members_rows(d) and "Invited" not in members_rows(d)[invitee])


def test_change_then_remove_a_member(app, site, browser, new_browser):
    slug = signed_in_workspace(app, browser, site, unique_email("owner"), org="Matai Electrical")
    open_settings(browser, site, slug, "/members")
    member = unique_email("member")
    invite(browser, member)
    # The member's first visit (their sign-in by code has its own test above).
    other = new_browser()
    sign_in_browser(app, other, site, member)
    other.get(f"{site}/{slug}")
    answer_name_question(other, "Ivy Invitee")
    wait(other).until(lambda d: d.current_url == f"{site}/{slug}")

    browser.find_element(By.CSS_SELECTOR, f"tr[data-member='{member}'] button[aria-label^='Edit ']").click()
    dialog = visible(browser, "[role=dialog]")
    dialog.find_element(By.NAME, "memberName").send_keys("Mere Member")
    dialog.find_element(By.XPATH, ".//button[@role='radio' and normalize-space(.)='Viewer']").click()
    dialog.find_element(By.XPATH, ".//label[normalize-space(.)='Draft claims']").click()
    assert "Viewer + Draft claims" in dialog.text
    shot(browser, "settings-member-dialog")
    dialog.find_element(By.XPATH, ".//button[normalize-space(.)='Save']").click()
    toast_says(browser, "Member updated")
    wait(browser).until(lambda d: "Viewer + Draft claims" in members_rows(d).get(member, ""))
    assert "Mere Member" in members_rows(browser)[member]

    click(browser, browser.find_element(By.CSS_SELECTOR, f"tr[data-member='{member}'] button[aria-label^='Remove ']"))
    alert = visible(browser, "[role=alertdialog]")
    assert "will lose access" in alert.text
    alert.find_element(By.XPATH, ".//button[normalize-space(.)='Remove']").click()
    toast_says(browser, "removed")
    wait(browser).until(lambda d: member not in members_rows(d))

    # The removed member's session no longer has the workspace.
    sessions = other.execute_script("return fetch('/auth/sessions').then(r => r.json())")
    assert sessions["sessions"][0]["users"] == []
