"""Removing an organisation from a contract in a real browser (issue 17): the owner's editor
removes the customer added by mistake from the project settings, after a confirmation; the
customer's browser then finds no such contract. A project with a claim is refused with the
reason.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the dialog and the refusal in light and
dark theme.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import hover
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, page_says, shot, toast_says, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e

DIALOG = "[role=alertdialog]"


def draft_claim(app, supplier_slug: str, site_name: str) -> None:
    """The supplier starts a claim on its project, through the claims service."""
    from sqlalchemy import select

    from app.auth.models import User
    from app.claims import service
    from app.contracts.models import Contract
    from app.db import db
    from app.orgs.access import load_viewer
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with app.test_request_context():
        supplier = db.session.scalars(select(Organisation).where(Organisation.slug == supplier_slug)).one()
        contract_id = db.session.scalar(select(Contract.id).where(Contract.owner_org_id == supplier.id,
                                                                  Contract.site_name == site_name))
        owner_account = db.session.scalar(select(User.account_id).where(User.org_id == supplier.id).order_by(User.id))
        with tenant_context(supplier):
            service.create_claim(load_viewer(owner_account, supplier), contract_id)


def remove_button(browser):
    card = visible(browser, "[data-testid=customer-details]")
    return card.find_element(By.XPATH, ".//button[normalize-space(.)='Remove organisation']")


def test_the_owner_removes_the_customer_after_confirming(app, site, new_browser):
    supplier, customer = new_browser(), new_browser()
    supplier_slug, _, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, client = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Queen St Apartments")
    customer_url = contract_url.replace(f"{site}/{supplier_slug}/", f"{site}/{customer_slug}/", 1)
    customer.get(customer_url)
    page_says(customer, "Queen St Apartments")

    supplier.get(f"{contract_url}/settings")
    click(supplier, remove_button(supplier))
    dialog = visible(supplier, DIALOG)
    assert dialog.find_element(By.TAG_NAME, "h2").text == f"Remove {client} Limited from this project?"
    assert "lose access to this project at once" in dialog.text
    shot(supplier, "remove-party-dialog")
    # Cancel changes nothing.
    click(supplier, dialog.find_element(By.XPATH, ".//button[normalize-space(.)='Cancel']"))
    wait(supplier).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, DIALOG)))
    customer.refresh()
    page_says(customer, "Queen St Apartments")

    click(supplier, remove_button(supplier))
    dialog = visible(supplier, DIALOG)
    click(supplier, dialog.find_element(By.XPATH, ".//button[normalize-space(.)='Remove organisation']"))
    toast_says(supplier, f"{client} Limited removed from the project")
    wait(supplier).until(lambda d: not d.find_elements(By.XPATH, "//button[normalize-space(.)='Remove organisation']"))
    supplier.get(contract_url)
    page_says(supplier, "The customer was removed")
    shot(supplier, "remove-party-done")
    # No claim can start now: 'New claim' is disabled, and says why, in its tooltip and in the
    # Claims tab's empty state (which no longer invites a claim).
    removed = "The customer was removed from this project, so a claim cannot be started."
    assert not visible(supplier, "[data-testid=new-claim]").is_enabled()
    page_says(supplier, removed)
    assert "Start a progress claim" not in supplier.find_element(By.TAG_NAME, "main").text
    hover(supplier, visible(supplier, "[data-testid=new-claim-wrapper]"))
    wait(supplier).until(lambda d: any(removed in tip.text for tip in d.find_elements(By.CSS_SELECTOR, "[data-side]")))
    shot(supplier, "remove-party-no-new-claim")

    # The customer's people lost access at once: the same page is now a missing contract.
    customer.get(customer_url)
    page_says(customer, "Contract not found")


def test_a_project_with_a_claim_is_refused_with_the_reason(app, site, new_browser):
    supplier, customer = new_browser(), new_browser()
    supplier_slug, _, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, client = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, supplier_slug, customer_email, "Queen St Apartments")
    customer.get(contract_url.replace(f"{site}/{supplier_slug}/", f"{site}/{customer_slug}/", 1))
    page_says(customer, "Queen St Apartments")
    draft_claim(app, supplier_slug, "Queen St Apartments")
    supplier.get(f"{contract_url}/settings")
    click(supplier, remove_button(supplier))
    click(supplier, visible(supplier, DIALOG).find_element(By.XPATH, ".//button[normalize-space(.)='Remove organisation']"))
    toast_says(supplier, f"{client} cannot be removed from this project: it has claims here, and that history must "
                         "stay. Archive the project instead.")
    shot(supplier, "remove-party-refused")
    customer.refresh()
    page_says(customer, "Queen St Apartments")
