"""An approved variation in the claim builder, in a real browser (issue 16 'Into the claim'): the
head contractor raises an issue to its subcontract and the supplier estimates $12,400 (through the
services, as other sessions would); both approve on the issue page; the supplier's draft claim
shows the Variation line in section 'Variations', 'Approved', linking to the variation; the
supplier claims half of it; the contract grid's row links to the variation too. The head
contractor withdraws its approval: the line stays, 'Not Approved', saying why it cannot grow.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots of the builder and the grid (light and dark).
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.select import Select

from tests.e2e.claims_flow import page_shot, saved, section, type_cell
from tests.e2e.projects_flow import signed_up_org
from tests.e2e.screens import click, visible, wait
from tests.e2e.world import accepted_project

pytestmark = pytest.mark.e2e


def _as(app, email: str, fn):
    """Run `fn(viewer)` as the person of `email` in their organisation (another session's action)."""
    from sqlalchemy import select

    from app.auth.models import Account, User
    from app.db import db
    from app.orgs.access import load_viewer
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with app.test_request_context():
        account_id, org = db.session.execute(
            select(Account.id, Organisation).join(User, User.account_id == Account.id)
            .join(Organisation, Organisation.id == User.org_id).where(Account.email == email.lower())).first()
        with tenant_context(org):
            return fn(load_viewer(account_id, org))


def _contract(app, supplier_slug: str) -> tuple[int, str, str]:
    """The supplier's contract: its id, its owner's slug and its slug."""
    from sqlalchemy import select

    from app.contracts.models import SUPPLIER, Contract, ContractOrg
    from app.db import db
    from tenants.models import Organisation

    with app.app_context():
        contract = db.session.scalars(
            select(Contract).join(ContractOrg, ContractOrg.contract_id == Contract.id)
            .join(Organisation, Organisation.id == ContractOrg.org_id)
            .where(Organisation.slug == supplier_slug, ContractOrg.relation == SUPPLIER)).one()
        owner = db.session.scalar(select(Organisation.slug).where(Organisation.id == contract.owner_org_id))
        return contract.id, owner, contract.slug


def _line(browser):
    rows = section(browser, "Variations").find_elements(By.CSS_SELECTOR, "tr[data-testid=claim-line]")
    assert len(rows) == 1, [r.text for r in rows]
    return rows[0]


def _approve(browser, site: str, slug: str, issue_id: int, select_id: str, status: str = "Approved") -> None:
    browser.get(f"{site}/{slug}/issues/{issue_id}")  # its one variation opens
    Select(visible(browser, f"select[data-testid={select_id}]")).select_by_visible_text(status)
    label = "Customer" if select_id == "customer-approval" else "Supplier"
    wait(browser).until(EC.text_to_be_present_in_element(
        (By.CSS_SELECTOR, "[data-testid=variation-row]"), f"{label}: {status}"))


def test_both_approve_and_the_supplier_claims_the_variation_line(app, site, new_browser):
    from app.variations import service

    head, sub = new_browser(), new_browser()
    head_slug, head_email, _ = signed_up_org(app, head, site, "Head Co", person="Hana Head")
    sub_slug, sub_email, _ = signed_up_org(app, sub, site, "Sparks", person="Ari Sparks")
    accepted_project(app, site, sub_slug, head_email, "Tower A")
    contract_id, owner, slug = _contract(app, sub_slug)
    contract_url = f"{site}/{sub_slug}/projects/{owner}/{slug}"

    issue_id = _as(app, head_email, lambda v: service.create_issue(v, [contract_id], title="Move the stair core",
                                                                   body="600 mm north")[0].id)
    _as(app, sub_email, lambda v: service.save_estimate(
        v, issue_id, contract_id, {"lines": [{"name": "Stair core", "qty_milli": 1000, "unit_price": 1_240_000}],
                                   "schedule_impact_days": 3}))

    # The supplier's draft claim, before any approval: no Variations section.
    sub.get(contract_url)
    click(sub, visible(sub, "[data-testid=new-claim]"))
    wait(sub).until(EC.url_matches(r"/claims/\d+$"))
    claim_url = sub.current_url
    visible(sub, "[data-testid=claim-document]")
    assert not sub.find_elements(By.CSS_SELECTOR, "section[aria-label='Variations']")

    # Both sides approve on the issue page.
    _approve(head, site, head_slug, issue_id, "customer-approval")
    _approve(sub, site, sub_slug, issue_id, "supplier-approval")

    # The draft claim now has the Variation line, 'Approved', linking to the variation.
    sub.get(claim_url)
    row = _line(sub)
    link = row.find_element(By.CSS_SELECTOR, "[data-testid=variation-line-link]")
    assert link.text == "Move the stair core"
    assert link.get_attribute("href").split("?")[0].endswith(f"/{sub_slug}/issues/{issue_id}")
    assert row.find_element(By.CSS_SELECTOR, "[data-testid=variation-line-state]").text == "Approved"
    assert "12,400.00" in row.text
    assert not row.find_elements(By.CSS_SELECTOR, "[name=name]")  # its description is the variation's

    # The supplier claims half of it, like any line.
    type_cell(sub, row, "percent", "50")
    saved(sub)
    wait(sub).until(lambda d: "6,200.00" in _line(d).text)
    page_shot(sub, "variation-line-builder")

    # The contract grid's row links to the variation too.
    sub.get(f"{contract_url}/contract")
    grid_link = wait(sub).until(EC.visibility_of_element_located(
        (By.CSS_SELECTOR, "[data-testid=contract-grid] [data-testid=variation-line-link]")))
    grid_row = grid_link.find_element(By.XPATH, "./ancestor::tr[1]")
    assert "Approved" in grid_row.text and "6,200.00" in grid_row.text
    page_shot(sub, "variation-line-grid")
    click(sub, grid_link)
    wait(sub).until(EC.url_contains(f"/issues/{issue_id}?c="))
    visible(sub, "[data-testid=variation-panel]")

    # The head contractor withdraws: something is claimed, so the line stays, Not Approved, saying why.
    _approve(head, site, head_slug, issue_id, "customer-approval", "Pending")
    sub.get(claim_url)
    wait(sub).until(lambda d: _line(d).find_element(By.CSS_SELECTOR, "[data-testid=variation-line-state]").text
                    == "Not Approved")
    row = _line(sub)
    assert "cannot grow until both sides approve again" in row.find_element(
        By.CSS_SELECTOR, "[data-testid=variation-line-note]").text
    assert "6,200.00" in row.text
    page_shot(sub, "variation-line-not-approved")
