"""Projects in a real browser with two organisations: create a project with an existing customer
(who accepts its invitation, or declines another) and with a new invitee (who signs up and lands
in it), import previous claims from a CSV, add a subcontract, change a member's contract role,
archive and restore, create a pay cycle and drag a contract onto it; and the screens' validation
messages.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of each screen in light and dark theme.
"""
import re
import urllib.parse

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import enter_code, request_code, unique_email
from tests.e2e.claims_flow import emailed
from tests.e2e.projects_flow import (accept_invitation, choose_option, fill_site, invite_by_api,
                                     pick_recipient, seed_user, signed_up_org)
from tests.e2e.screens import click, click_text, field_errors, page_says, shot, toast_says, type_into, visible, wait, watch_for_text
from tests.e2e.world import accepted_project, sign_in_browser

pytestmark = pytest.mark.e2e


def test_create_a_project_for_an_existing_customer_who_sees_it(app, site, new_browser):
    supplier = new_browser()  # the customer's browser is taken when it is first used
    supplier_slug, _, acme = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, client = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")

    supplier.get(f"{site}/{supplier_slug}/projects")
    page_says(supplier, "No projects yet")
    shot(supplier, "list-empty")
    click_text(supplier, "New Project", "a")
    wait(supplier).until(EC.url_contains("/projects/new"))
    visible(supplier, "h1")
    assert supplier.find_element(By.TAG_NAME, "h1").text == "Create a New Project"
    assert f"{acme} Limited" in visible(supplier, "[data-testid=supplier-business]").text

    # Validation in the browser: 'No customer', the new customer's business name and the required
    # site fields, each beside its field.
    click_text(supplier, "Create Project")
    wait(supplier).until(lambda d: "No customer" in field_errors(d) and field_errors(d).count("Required") == 3)
    visible(supplier, "input[name=entityName]")
    wait(supplier).until(lambda d: d.find_element(By.CSS_SELECTOR, "input[name=entityName]").get_attribute(
        "aria-invalid") == "true")
    shot(supplier, "new-errors")

    # Before the two have worked together, the customer's email is only an address to invite:
    # nothing says whether it has an account, or whose.
    field = visible(supplier, "input[role=combobox]")
    field.send_keys(customer_email)
    offer = wait(supplier).until(lambda d: next(
        (s for s in d.find_elements(By.CSS_SELECTOR, "[data-testid=recipient-suggestion]")
         if customer_email in s.text.lower()), False))
    assert f"Invite {customer_email}" in offer.text and client not in offer.text and "Cleo" not in offer.text
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.DELETE)
    wait(supplier).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[role=listbox]"))

    # Once they have (a project shared before, which the customer accepted: 'Zebra Lane', which sorts
    # after the project made here; accepting from the screens is done below), the lookup names them:
    # 'Checking for user...' then the existing user, scored first.
    accepted_project(app, site, supplier_slug, customer_email, "Zebra Lane")
    checking_shown = watch_for_text(supplier, "[role=listbox] [role=status]", "Checking for user...")
    field.send_keys(customer_email)
    # A slow keystroke can let the lookup answer for a prefix that is itself an address
    # ('...@example.co', an invite): wait for the suggestion the test is about.
    suggestion = wait(supplier).until(lambda d: next(
        (s for s in d.find_elements(By.CSS_SELECTOR, "[data-testid=recipient-suggestion]")
         if client in s.text and s.is_enabled()), False))
    assert checking_shown()
    assert client in suggestion.text
    suggestion.click()
    # The customer common to the recipients is suggested.
    page_says(supplier, "Their own business details will be shown on the project.")
    fill_site(supplier, "Queen St Apartments")
    shot(supplier, "new-filled")
    click_text(supplier, "Create Project")
    wait(supplier).until(EC.url_contains(f"/{supplier_slug}/projects/{supplier_slug}/queen-st-apartments"))
    # Until the customer accepts, the supplier sees only what it typed: no business details, its
    # person by their email.
    page_says(supplier, "Invited customer / Queen St Apartments")
    page_says(supplier, "Waiting for the customer to accept")
    summary = visible(supplier, "dl[aria-label='Contract summary']").text
    assert customer_email in summary and "Cleo" not in summary and client not in summary
    shot(supplier, "contract-invited")
    # Create Project replaced the history entry of the form.
    supplier.back()
    wait(supplier).until(lambda d: "/projects/new" not in d.current_url)

    customer = new_browser()
    sign_in_browser(app, customer, site, customer_email)
    accept_invitation(customer, site, customer_slug, "Queen St Apartments")
    supplier.get(f"{site}/{supplier_slug}/projects/{supplier_slug}/queen-st-apartments")
    page_says(supplier, f"{client} Limited / Queen St Apartments")
    summary = visible(supplier, "dl[aria-label='Contract summary']").text
    assert "Queen St Apartments" in summary and "(not set)" in summary and "Cleo Customer" in summary
    assert "Waiting for the customer" not in supplier.find_element(By.TAG_NAME, "main").text
    shot(supplier, "contract")

    customer.get(f"{site}/{customer_slug}/projects")
    row = visible(customer, "[data-testid=project-row]")  # before the project shared earlier ('Zebra Lane')
    assert f"Queen St Apartments / {acme} Limited" in row.text
    assert f"(Owner: {acme})" in row.text
    shot(customer, "list-customer")
    row.click()
    page_says(customer, f"Queen St Apartments / {acme} Limited")
    # Subcontracts are for the supplier side only.
    assert not customer.find_elements(By.XPATH, "//nav[@aria-label='Contract']//a[normalize-space(.)='Subcontracts']")

    # Project settings as the customer: not the owner of the site details.
    customer.get(f"{customer.current_url}/settings")
    page_says(customer, f"Only the contract owner ({acme}) can edit the site details.")
    assert not visible(customer, "input[name=siteName]").is_enabled()
    shot(customer, "settings-customer")

    # The supplier replaces the customer's contact on this project ('Change contact' -> 'New Contact').
    supplier.get(f"{site}/{supplier_slug}/projects/{supplier_slug}/queen-st-apartments/settings")
    card = visible(supplier, "[data-testid=customer-details]")
    assert f"Contact information provided by {client}." in card.text
    card.find_element(By.XPATH, ".//button[normalize-space(.)='Change contact']").click()
    dialog = visible(supplier, "[role=dialog]")
    assert "New Contact" in dialog.text
    type_into(supplier, "[role=dialog] input[name=entityName]", "Client Co Holdings")
    shot(supplier, "settings-new-contact")
    dialog.find_element(By.XPATH, ".//button[normalize-space(.)='Save']").click()
    toast_says(supplier, "Customer details updated")
    card = visible(supplier, "[data-testid=customer-details]")
    wait(supplier).until(lambda d: "Client Co Holdings" in card.text and "Edit contact" in card.text)
    shot(supplier, "settings-contacts")

    # An outsider's own workspace answers 'Contract not found'.
    supplier.get(f"{site}/{supplier_slug}/projects/{supplier_slug}/no-such-project")
    page_says(supplier, "Contract not found")


def _emailed_link(site: str, email: str, subject: str) -> str:
    """The sign-in link of the newest email to `email` whose subject contains `subject`."""
    return re.search(r"(https?://\S+/login\?\S+)", emailed(site, email, subject)["text"]).group(1)


def _invited_to(row) -> str:
    """The site of an invitation row ('Invited by {org} to {site}')."""
    return row.text.split("\n")[0].rpartition(" to ")[2]


def test_the_invited_customer_declines_one_project_and_accepts_another_from_its_email(app, site, new_browser):
    customer = new_browser()  # the supplier's browser is taken when it is first used
    supplier_slug, supplier_email, acme = signed_up_org(app, None, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, client = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    invite_by_api(app, supplier_slug, customer_email, "Harbour View")
    invite_by_api(app, supplier_slug, customer_email, "Dock Road")

    # The customer's Projects page: the two invitations, and no project yet.
    customer.get(f"{site}/{customer_slug}/projects")
    wait(customer).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=invitation]")) == 2)
    assert visible(customer, "section h2").text == "Invitations"
    rows = {_invited_to(r): r for r in customer.find_elements(By.CSS_SELECTOR, "[data-testid=invitation]")}
    assert set(rows) == {"Harbour View", "Dock Road"}
    assert rows["Dock Road"].text.split("\n")[0] == f"Invited by {acme} Limited to Dock Road"
    assert f"{acme} Limited invites you as the customer." in rows["Dock Road"].text
    page_says(customer, "No projects yet")
    shot(customer, "invitations")

    # Decline from the keyboard, after the confirmation.
    rows["Dock Road"].find_element(By.XPATH, ".//button[normalize-space(.)='Decline']").send_keys(Keys.ENTER)
    dialog = visible(customer, "[role=alertdialog]")
    assert "Decline invitation?" in dialog.text
    dialog.find_element(By.XPATH, ".//button[normalize-space(.)='Decline']").send_keys(Keys.ENTER)
    toast_says(customer, "Invitation declined")
    wait(customer).until(lambda d: [_invited_to(r) for r in d.find_elements(
        By.CSS_SELECTOR, "[data-testid=invitation]")] == ["Harbour View"])

    # The emailed link leads to the invitation, where the contract would be; Accept opens it.
    link = _emailed_link(site, customer_email, "invited you to Harbour View")
    target = urllib.parse.parse_qs(urllib.parse.urlparse(link).query)["to"][0]
    assert target == f"/{customer_slug}/projects/{supplier_slug}/harbour-view"
    customer.get(f"{site}{target}")
    card = visible(customer, "[data-testid=invitation]")
    assert visible(customer, "h1").text == "Invitation: Harbour View"
    assert f"{acme} Limited invites you as the customer." in card.text
    shot(customer, "invitation-card")
    click_text(customer, "Accept")
    toast_says(customer, "Invitation accepted")
    page_says(customer, f"Harbour View / {acme} Limited")
    customer.get(f"{site}/{customer_slug}/projects")
    assert "Harbour View" in visible(customer, "[data-testid=project-row]").text
    assert not customer.find_elements(By.CSS_SELECTOR, "[data-testid=invitation]")

    # The supplier: the accepted project shows the customer's own details; the declined one says
    # so, and is archived.
    supplier = new_browser()
    sign_in_browser(app, supplier, site, supplier_email)
    supplier.get(f"{site}/{supplier_slug}/projects/{supplier_slug}/harbour-view")
    page_says(supplier, f"{client} Limited / Harbour View")
    supplier.get(f"{site}/{supplier_slug}/projects/{supplier_slug}/dock-road")
    page_says(supplier, "The customer declined this project")
    assert "Invited customer / Dock Road" in visible(supplier, "h1").text
    shot(supplier, "contract-declined")
    supplier.get(f"{site}/{supplier_slug}/projects/{supplier_slug}/dock-road/settings")
    click_text(supplier, "Archive project")
    click_text(supplier, "Archive")
    toast_says(supplier, "Project archived")


def test_a_new_invitee_signs_up_and_lands_in_the_project_with_imported_claims(app, site, new_browser, tmp_path):
    supplier = new_browser()
    supplier_slug, _, acme = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    invitee = unique_email("newbie")
    supplier.get(f"{site}/{supplier_slug}/projects/new")
    pick_recipient(supplier, invitee)
    assert "(invite)" in visible(supplier, "[data-testid=recipient-chip]").text
    type_into(supplier, "input[name=entityName]", "Newbie Homes Ltd")
    fill_site(supplier, "Harbour View")

    # Previous claims from a CSV file.
    click_text(supplier, "Import previous claims already paid", "label")
    csv = tmp_path / "claim-1.csv"
    csv.write_text("name,type,qty,unitPrice,amountExcl,reference\nStage 1 >> Piles,,2,100,1500.50,P-1\nRoof,Variations,,,250,\n")
    supplier.find_element(By.CSS_SELECTOR, "[data-testid=csv-input]").send_keys(str(csv))
    wait(supplier).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-testid=claim-line]")) == 2)
    names = [e.get_attribute("value") for e in supplier.find_elements(By.CSS_SELECTOR, "input[name=lineName]")]
    assert names == ["Piles", "Roof"]
    total = supplier.find_element(By.CSS_SELECTOR, "input[name=claimTotal]")
    assert total.get_attribute("value") == "1,750.50"
    type_into(supplier, "input[name=claimTotal]", "1700")
    click_text(supplier, "Create Project")
    wait(supplier).until(lambda d: "This amount does not match the previous claim provided below." in field_errors(d))
    shot(supplier, "new-claims")
    type_into(supplier, "input[name=claimTotal]", "1750.50")
    # A CSV with problems lists them and imports nothing.
    bad = tmp_path / "bad.csv"
    bad.write_text("name,type\n,Nope\n")
    supplier.find_element(By.CSS_SELECTOR, "[data-testid=csv-input]").send_keys(str(bad))
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[role=alert]"), "Row 2"))
    assert len(supplier.find_elements(By.CSS_SELECTOR, "[data-testid=claim-line]")) == 2
    click_text(supplier, "Create Project")
    wait(supplier).until(EC.url_contains("/harbour-view"))
    page_says(supplier, "Newbie Homes Ltd / Harbour View")

    with app.app_context():
        from sqlalchemy import select

        from app.contracts.models import Contract, PreviousClaim
        from app.db import db

        contract_id = db.session.scalar(select(Contract.id).where(Contract.slug == "harbour-view")
                                        .order_by(Contract.id.desc()))
        claim = db.session.scalars(select(PreviousClaim).where(PreviousClaim.contract_id == contract_id)).one()
        assert claim.number == 1 and claim.total_excl == 175050
        assert [line["name"] for line in claim.lines] == ["Piles", "Roof"]
        assert claim.lines[0]["group"] == ["Stage 1"] and claim.lines[1]["type"] == "Variation"

    # The invitee's email leads to sign-up, then joining (their workspace made as they accept, issue
    # 36: named as the supplier typed it), and from there into the project.
    link = _emailed_link(site, invitee, "invited you to Harbour View")
    newcomer = new_browser()
    enter_code(newcomer, site, invitee, request_code(newcomer, site, invitee, link.split("/login", 1)[1]))
    form = visible(newcomer, "form[aria-label='Join']", timeout=30)
    assert form.find_element(By.NAME, "orgName").get_attribute("value") == "Newbie Homes Ltd"
    form.find_element(By.NAME, "userName").send_keys("Nina Newbie")
    click(newcomer, form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    wait(newcomer, 30).until(EC.url_contains(f"/projects/{supplier_slug}/harbour-view"))
    page_says(newcomer, f"Harbour View / {acme} Limited")
    shot(newcomer, "invitee-contract")


def test_subcontract_member_role_archive_and_restore(app, site, new_browser):
    supplier = new_browser()
    supplier_slug, _, acme = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    _, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    colleague = unique_email("colleague")
    seed_user(app, supplier_slug, colleague, "Cole League", ["ProgressClaims", "ContractView"])
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Queen St Apartments")

    # Add a subcontract from the Subcontracts tab.
    supplier.get(f"{contract_url}/subcontracts")
    page_says(supplier, "No subcontracts yet")
    click_text(supplier, "Add subcontract", "a")
    wait(supplier).until(EC.url_contains("/subcontracts/new"))
    assert "Queen St Apartments" in visible(supplier, "[data-testid=subcontract-site]").text
    click_text(supplier, "Add subcontract")
    wait(supplier).until(lambda d: "No recipients" in field_errors(d))
    pick_recipient(supplier, unique_email("sparky"))
    type_into(supplier, "input[name=entityName]", "Sparky Electrical")
    shot(supplier, "subcontract-new")
    click_text(supplier, "Add subcontract")
    wait(supplier).until(EC.url_contains("/queen-st-apartments-sparky-electrical"))
    page_says(supplier, "Queen St Apartments")
    supplier.get(f"{contract_url}/subcontracts")
    row = visible(supplier, "[data-testid=subcontract-row]")
    assert "Sparky Electrical" in row.text
    shot(supplier, "subcontracts-tab")

    # Put the colleague on the contract (API), then change their contract role in the Members tab.
    from sqlalchemy import select

    from app.auth.models import Account, User
    from app.contracts import service
    from app.contracts.models import Contract
    from app.db import db
    from app.orgs.access import load_viewer
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with app.test_request_context():
        org = db.session.scalars(select(Organisation).where(Organisation.slug == supplier_slug)).one()
        owner_account = db.session.scalar(
            select(User.account_id).where(User.org_id == org.id).order_by(User.id))
        colleague_user = db.session.scalar(
            select(User.id).join(Account, Account.id == User.account_id).where(Account.email == colleague))
        contract_id = db.session.scalar(select(Contract.id).where(
            Contract.owner_org_id == org.id, Contract.slug == "queen-st-apartments"))
        with tenant_context(org):
            service.update_members(load_viewer(owner_account, org), contract_id, [{"user_id": colleague_user}])

    supplier.get(f"{contract_url}/settings/members")
    role = wait(supplier).until(EC.element_to_be_clickable(
        (By.CSS_SELECTOR, "button[aria-label='Contract role of Cole League']")))
    assert "Supplier" in role.text
    # Their own role is not theirs to change.
    own = [e.text for e in supplier.find_elements(By.CSS_SELECTOR, "[data-testid=member-role]")]
    assert "Owner" in own
    choose_option(supplier, role, "Read and comment")
    toast_says(supplier, "Contract role updated")
    wait(supplier).until(EC.text_to_be_present_in_element(
        (By.CSS_SELECTOR, "button[aria-label='Contract role of Cole League']"), "Read and comment"))
    shot(supplier, "settings-members")

    # The colleague has no Edit: a limited-ability banner and 'Remove project' instead of Archive.
    helper = new_browser()
    sign_in_browser(app, helper, site, colleague)
    helper.get(f"{contract_url}/settings")
    page_says(helper, f"This project is owned by {acme}")
    page_says(helper, "Your ability to edit these settings is limited.")
    click_text(helper, "Remove project")
    toast_says(helper, "Please contact support to unlink a project.")
    shot(helper, "settings-limited")

    # Archive and restore.
    supplier.get(f"{contract_url}/settings")
    click_text(supplier, "Archive project")
    click_text(supplier, "Archive")
    toast_says(supplier, "Project archived")
    page_says(supplier, "This project is archived")
    page_says(supplier, "You can restore it at any time.")
    assert not visible(supplier, "input[name=siteName]").is_enabled()
    shot(supplier, "settings-archived")
    supplier.get(f"{site}/{supplier_slug}/projects")
    click_text(supplier, "View 1 archived projects", "a")
    wait(supplier).until(EC.url_contains("/projects/archived"))
    assert "Queen St Apartments" in visible(supplier, "[data-testid=project-row]").text
    shot(supplier, "archived")
    supplier.get(f"{contract_url}/settings")
    click_text(supplier, "Restore")
    toast_says(supplier, "Project restored")
    wait(supplier).until(lambda d: "This project is archived" not in d.find_element(By.TAG_NAME, "main").text)

    # Site details: the owner edits them.
    type_into(supplier, "input[name=siteName]", "Queen St Tower")
    click_text(supplier, "Save")
    toast_says(supplier, "Site details updated")
    shot(supplier, "settings-general")

    # Without business details, a subcontract is refused: 'missing org contact'.
    from app.orgs.models import Contact

    with app.app_context():
        org = db.session.scalars(select(Organisation).where(Organisation.slug == supplier_slug)).one()
        with tenant_context(org):
            db.session.query(Contact).delete()
            db.session.commit()
    supplier.get(f"{contract_url}/subcontracts/new")
    page_says(supplier, "Contact details missing")
    pick_recipient(supplier, unique_email("other"))
    type_into(supplier, "input[name=entityName]", "Other Trades")
    click_text(supplier, "Add subcontract")
    page_says(supplier, "missing org contact")


def _drag(browser, source, target) -> None:
    actions = ActionChains(browser, duration=50)
    actions.click_and_hold(source).move_by_offset(8, 8).pause(0.1)
    actions.move_to_element(target).pause(0.1).move_by_offset(2, 2).pause(0.2).release().perform()


def test_create_a_pay_cycle_and_drag_a_contract_onto_it(app, site, new_browser):
    supplier = new_browser()  # the customer's browser is taken when it is first used
    supplier_slug, _, acme = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    clerk = unique_email("clerk")
    seed_user(app, supplier_slug, clerk, "Clara Clerk", ["ProgressClaims", "ContractView", "FlowWrite"])
    accepted_project(app, site, supplier_slug, customer_email, "Queen St Apartments")

    supplier.get(f"{site}/{supplier_slug}/settings/projects")
    page_says(supplier, "Pay Cycles")
    assert visible(supplier, "nav[aria-label=Settings] a[aria-current=page]").text == "Projects"
    click_text(supplier, "New Pay Cycle")
    dialog = visible(supplier, "[role=dialog]")
    assert not dialog.find_element(By.XPATH, ".//button[normalize-space(.)='Continue']").is_enabled()
    dialog.find_element(By.XPATH, ".//button[@role='radio'][.//*[normalize-space(.)='Monthly']]").click()
    click_text(supplier, "Continue")
    submit = visible(supplier, "[role=dialog] input[type=number]")
    assert submit.get_attribute("value") == "20"
    click_text(supplier, "Back")
    click_text(supplier, "Continue")
    days = supplier.find_elements(By.CSS_SELECTOR, "[role=dialog] input[type=number]")
    assert [d.get_attribute("value") for d in days] == ["20", "21"]
    type_into(supplier, "[role=dialog] input[type=number]", "32")
    click_text(supplier, "Create pay cycle")
    wait(supplier).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[role=dialog]"), "Invalid settings detected."))
    shot(supplier, "paycycle-dialog")
    type_into(supplier, "[role=dialog] input[type=number]", "20")
    click_text(supplier, "Create pay cycle")
    toast_says(supplier, "Pay cycle created")
    column = wait(supplier).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-column]:not([data-column=manual])")))
    chip = visible(supplier, "[data-column=manual] [data-testid=paycycle-contract] button")
    _drag(supplier, chip, column)
    toast_says(supplier, "Moved to Monthly")
    wait(supplier).until(lambda d: d.find_elements(
        By.CSS_SELECTOR, "[data-column]:not([data-column=manual]) [data-testid=paycycle-contract]"))
    shot(supplier, "paycycles")
    supplier.get(f"{site}/{supplier_slug}/projects/{supplier_slug}/queen-st-apartments")
    assert "Monthly" in visible(supplier, "dl[aria-label='Contract summary']").text

    # The other party sees none of it.
    customer = new_browser()
    sign_in_browser(app, customer, site, customer_email)
    customer.get(f"{site}/{customer_slug}/projects/{supplier_slug}/queen-st-apartments")
    assert "(not set)" in visible(customer, "dl[aria-label='Contract summary']").text

    # Without the contract's Edit permission, a drop is refused with the owner's name.
    clerk_browser = new_browser()
    sign_in_browser(app, clerk_browser, site, clerk)
    clerk_browser.get(f"{site}/{supplier_slug}/settings/projects")
    chip = visible(clerk_browser, "[data-column]:not([data-column=manual]) [data-testid=paycycle-contract] button")
    manual = visible(clerk_browser, "[data-column=manual]")
    _drag(clerk_browser, chip, manual)
    toast_says(clerk_browser, f"{supplier_slug}/queen-st-apartments is owned by {acme}.")

    # Delete after the confirmation.
    supplier.get(f"{site}/{supplier_slug}/settings/projects")
    visible(supplier, "button[aria-label='Delete Monthly']").click()
    alert = visible(supplier, "[role=alertdialog]")
    assert "Delete pay cycle?" in alert.text and "Are you sure you want to delete this pay cycle?" in alert.text
    click_text(supplier, "Delete")
    toast_says(supplier, "Pay cycle deleted")
    wait(supplier).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=pay-cycle]"))


def test_missing_business_details_block_a_new_project(app, site, new_browser):
    browser = new_browser()
    slug, _, _ = signed_up_org(app, browser, site, "Bare Bones", person="Bo Bare", business=False)
    browser.get(f"{site}/{slug}/projects/new")
    page_says(browser, "Contact details missing")
    page_says(browser, "Please add your business information in Settings.")
    assert not visible(browser, "button[type=submit]").is_enabled()
    settings = browser.find_element(By.XPATH, "//a[normalize-space(.)='Settings' and contains(@href, '/settings')]")
    assert urllib.parse.urlparse(settings.get_attribute("href")).path == f"/{slug}/settings"
    shot(browser, "new-missing-contact")
