"""Xero in a real browser (issue 20): the owner turns the Integrations switch on, signs in at the
local Xero fake, comes back through /xero/callback, chooses the Xero organisation, sends a claim (its
draft made through the claims service: the grid's screens are test_claims_flow.py's) and sees 'View in
Xero' on it once the worker has made the invoice; the customer, connected to its own Xero organisation,
sees 'View in Xero' on the received claim, linking its bill; then the supplier turns the switch off,
confirms, and the grant is revoked at Xero.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the Integrations page and the customer's
claim in light and dark theme.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.claims_flow import dialog_button
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, click_text, shot, visible, wait
from tests.e2e.world import accepted_project, drafted_claim

pytestmark = pytest.mark.e2e


def _status(browser, status: str, timeout: float = 20) -> None:
    wait(browser, timeout).until(EC.presence_of_element_located(
        (By.CSS_SELECTOR, f"[data-testid=xero-connection][data-status={status}]")))


def _connect(browser, remote_name: str) -> None:
    """Switch on: Xero's consent (the fake consents at once), back through /xero/callback; choose."""
    click(browser, visible(browser, "[role=switch][aria-label='Connect Xero']"))
    _status(browser, "CHOOSE", 30)
    assert "/settings/connections" in browser.current_url and "result=" not in browser.current_url
    click(browser, visible(browser, f"[data-remote='{remote_name}']"))
    click_text(browser, "Use this organisation")
    _status(browser, "CONNECTED")
    assert remote_name in visible(browser, "[data-testid=xero-remote]").text
    assert visible(browser, "[role=switch]").get_attribute("aria-checked") == "true"


def _posted(app, slug: str, invoice_id: str):
    """The condition: the organisation's posting of the invoice has its link (the job commits it
    just after Xero answers)."""
    def check(_):
        from sqlalchemy import select

        from app.db import db
        from app.integrations.models import Posting
        from tenants.context import tenant_context
        from tenants.models import Organisation

        with app.app_context():
            org = db.session.scalars(select(Organisation).where(Organisation.slug == slug)).one()
            with tenant_context(org):
                return db.session.scalar(select(Posting.url).where(Posting.remote_invoice_id == invoice_id))

    return check


def test_connect_xero_send_a_claim_see_it_in_xero_and_disconnect(app, site, new_browser, xero_server):
    supplier, customer = new_browser(), new_browser()
    slug, supplier_email, _ = signed_up_org(app, supplier, site, "Acme Builders", person="Sam Supplier")
    customer_slug, customer_email, _ = signed_up_org(app, customer, site, "Client Co", person="Cleo Customer")
    contract_url = accepted_project(app, site, slug, customer_email, "Harbour View")

    # Settings › Integrations, from the side menu.
    supplier.get(f"{site}/{slug}/settings")
    click(supplier, wait(supplier).until(EC.element_to_be_clickable((By.LINK_TEXT, "Integrations"))))
    wait(supplier).until(EC.url_matches(r"/settings/connections$"))
    _status(supplier, "DISCONNECTED")
    shot(supplier, "integrations-off")
    _connect(supplier, "Acme Books Ltd")
    shot(supplier, "integrations-connected")
    # The customer keeps its books in another Xero organisation.
    customer.get(f"{site}/{customer_slug}/settings/connections")
    _status(customer, "DISCONNECTED")
    _connect(customer, "Demo Company (NZ)")

    # Send a claim: the worker makes the invoice; the claim page links to it. The draft is made through
    # the claims service, as the claim page's New claim, grid and period dialog make it (their screens:
    # test_claims_flow.py); it is sent from the claim page, by the live server, whose Xero is configured
    # (sending is what posts it: app.integrations.posting.claim_sent).
    claim_url = drafted_claim(app, contract_url, supplier_email, lines=[("Foundations", 45_000_00, 5000)],
                              period=("2026-03-01", "2026-03-31"))
    assert claim_url == f"{contract_url}/claims/1"
    supplier.get(claim_url)
    click(supplier, visible(supplier, "[data-testid=send-claim]"))
    dialog_button(supplier, "Send claim")
    wait(supplier, 30).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-testid=sent-message]")))
    dialog_button(supplier, "Done")
    remote = next(t["id"] for t in xero_server.next_tenants if t["name"] == "Acme Books Ltd")
    wait(supplier, 60).until(lambda _: xero_server.invoices.get(remote))
    [invoice] = xero_server.invoices[remote]
    assert invoice["Type"] == "ACCREC" and invoice["Reference"].startswith("INV-")

    wait(supplier, 30).until(_posted(app, slug, invoice["InvoiceID"]))
    supplier.get(claim_url)
    link = visible(supplier, "[data-testid=xero-link]")
    assert link.text.strip() == "View in Xero"
    assert link.get_attribute("href").endswith(f"InvoiceID={invoice['InvoiceID']}")

    # The customer received it: a draft bill in its own Xero, linked from its claim page.
    books = next(t["id"] for t in xero_server.next_tenants if t["name"] == "Demo Company (NZ)")
    wait(customer, 60).until(lambda _: xero_server.invoices.get(books))
    [bill] = xero_server.invoices[books]
    assert bill["Type"] == "ACCPAY" and bill["Status"] == "DRAFT"
    wait(customer, 30).until(_posted(app, customer_slug, bill["InvoiceID"]))
    customer.get(claim_url.replace(f"{site}/{slug}/", f"{site}/{customer_slug}/", 1))
    link = visible(customer, "[data-testid=xero-link]")
    assert link.text.strip() == "View in Xero"
    assert link.get_attribute("href").endswith(f"AccountsPayable/Edit.aspx?InvoiceID={bill['InvoiceID']}")
    shot(customer, "customer-claim-view-in-xero", link)

    # Switch off: confirm, disconnected, revoked at Xero.
    supplier.get(f"{site}/{slug}/settings/connections")
    _status(supplier, "CONNECTED")
    revoked = xero_server.calls["revoke"]
    click(supplier, visible(supplier, "[role=switch][aria-label='Connect Xero']"))
    wait(supplier).until(EC.visibility_of_element_located(
        (By.XPATH, "//*[@role='dialog' or @role='alertdialog'][contains(., 'Disconnect Xero?')]")))
    dialog_button(supplier, "Disconnect")
    _status(supplier, "DISCONNECTED")
    assert visible(supplier, "[role=switch]").get_attribute("aria-checked") == "false"
    assert xero_server.calls["revoke"] == revoked + 1
