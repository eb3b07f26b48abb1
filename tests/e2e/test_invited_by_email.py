"""An existing organisation is invited, never copied (issue 36), in a real browser: a supplier with
its own workspace and business details is named on a subcontract by email; it sees 'Invited by …'
in its own workspace, accepts there, and the head contractor's screens then show the supplier's
own details; no second workspace exists. Another declines, and the head contractor sees it and is
offered to name someone else.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
from uuid import uuid4

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from sqlalchemy import select

from tests.e2e.projects_flow import pick_recipient, signed_up_org
from tests.e2e.screens import (
    click,
    click_text,
    page_says,
    shot,
    toast_says,
    type_into,
    visible,
    wait,
)
from tests.e2e.world import accepted_project, acting_as

pytestmark = pytest.mark.e2e


def workspaces_of(app, email: str) -> list[str]:
    from app.auth.models import Account, User
    from app.db import db
    from tenants.models import Organisation

    with app.app_context():
        return sorted(db.session.scalars(
            select(Organisation.slug).join(User, User.org_id == Organisation.id)
            .join(Account, Account.id == User.account_id)
            .where(Account.email == email.lower(), Organisation.schema_name.is_not(None))))


def path_of(url: str, site: str) -> str:
    """The path of a URL of the site."""
    return url[len(site):]


SUPPLIER_CARD = "[data-testid=supplier-details]"


def _supplier_card(browser) -> str:
    """The text of the subcontract's supplier card, as it is now (React may have replaced it)."""
    return browser.find_element(By.CSS_SELECTOR, SUPPLIER_CARD).text


def organisations_named(app, name: str) -> int:
    from sqlalchemy import func

    from app.db import db
    from tenants.models import Organisation

    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(Organisation).where(Organisation.name == name))


def test_a_supplier_named_by_email_on_a_subcontract_accepts_into_its_own_workspace(app, site, new_browser):
    head, kauri = new_browser(), new_browser()
    head_slug, _, acme = signed_up_org(app, head, site, "Acme Builders", person="Sam Supplier")
    _, client_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    kauri_slug, kauri_email, kauri_name = signed_up_org(app, kauri, site, "Kauri Interiors", person="Kiri Kauri")
    contract_url = accepted_project(app, site, head_slug, client_email, "Queen St Apartments")
    typed = f"Kauri Linings {uuid4().hex[:4]}"  # this test's own: counted by name below
    sub_slug = f"queen-st-apartments-{typed.lower().replace(' ', '-')}"

    # The head contractor adds a subcontract, naming the supplier by email and typing its name as it
    # knows it: the address is only an address to invite (nothing says it has an account).
    head.get(f"{contract_url}/subcontracts/new")
    pick_recipient(head, kauri_email)
    type_into(head, "input[name=entityName]", typed)
    click_text(head, "Add subcontract")
    wait(head).until(EC.url_contains(f"/{sub_slug}"))
    sub_url = head.current_url.split("?")[0].rstrip("/")
    page_says(head, typed)
    assert kauri_name not in head.find_element(By.TAG_NAME, "main").text
    assert workspaces_of(app, kauri_email) == [kauri_slug]  # no copy of the supplier's workspace

    # The supplier, in its own workspace: 'Invited by … to …', and Accept.
    kauri.get(f"{site}/{kauri_slug}/projects")
    row = wait(kauri).until(lambda d: next(
        (r for r in d.find_elements(By.CSS_SELECTOR, "[data-testid=invitation]") if "Queen St Apartments" in r.text), False))
    assert row.text.split("\n")[0] == f"Invited by {acme} Limited to Queen St Apartments"
    assert f"{acme} Limited invites you as the supplier." in row.text
    assert "it waits in each of your workspaces" in row.text
    shot(kauri, "invited-by-email")
    click(kauri, row.find_element(By.XPATH, ".//button[normalize-space(.)='Accept']"))
    toast_says(kauri, "Invitation accepted")
    wait(kauri).until(EC.url_contains(f"/{kauri_slug}/projects/{head_slug}/{sub_slug}"))
    page_says(kauri, f"{acme} Limited / Queen St Apartments")
    kauri.get(f"{site}/{kauri_slug}/projects")
    assert "Queen St Apartments" in visible(kauri, "[data-testid=project-row]").text
    assert not kauri.find_elements(By.CSS_SELECTOR, "[data-testid=invitation]")

    # The head contractor's screens now show the supplier's own business details, not what it typed.
    head.get(sub_url)
    page_says(head, f"Queen St Apartments / {kauri_name} Limited")
    assert "Kauri Linings" not in visible(head, "h1").text
    head.get(f"{sub_url}/settings")
    visible(head, SUPPLIER_CARD)
    wait(head).until(lambda d: f"{kauri_name} Limited" in _supplier_card(d) and "1 Main Road, Auckland" in _supplier_card(d))
    assert "Kauri Linings" not in _supplier_card(head)
    shot(head, "invited-by-email-accepted")

    # Still one workspace, and nothing was ever made from what the head contractor typed.
    assert workspaces_of(app, kauri_email) == [kauri_slug]
    assert organisations_named(app, typed) == 0
    kauri.get(f"{site}/")
    wait(kauri).until(lambda d: d.current_url.rstrip("/") != site)
    assert path_of(kauri.current_url, site).split("/")[1] == kauri_slug, kauri.current_url


def test_a_supplier_named_by_email_declines_and_the_head_contractor_sees_it(app, site, new_browser):
    from app.contracts import creating

    head, kauri = new_browser(), new_browser()
    head_slug, _, _ = signed_up_org(app, head, site, "Acme Builders", person="Sam Supplier")
    _, client_email, _ = signed_up_org(app, None, site, "Client Co", person="Cleo Customer")
    kauri_slug, kauri_email, kauri_name = signed_up_org(app, kauri, site, "Kauri Interiors", person="Kiri Kauri")
    contract_url = accepted_project(app, site, head_slug, client_email, "Queen St Apartments")
    typed = f"Kauri Linings {uuid4().hex[:4]}"
    parent_slug = contract_url.rstrip("/").rsplit("/", 1)[1]
    with app.app_context():  # the subcontract, as Add subcontract makes it (its screen: the test above)
        from app.contracts.models import Contract
        from app.db import db
        from tenants.models import Organisation

        parent_id = db.session.scalar(select(Contract.id).join(Organisation, Organisation.id == Contract.owner_org_id)
                                      .where(Contract.slug == parent_slug, Organisation.slug == head_slug))
    with acting_as(app, _owner(app, head_slug), head_slug) as viewer:
        sub = creating.create_contract(viewer, {
            "parent_id": parent_id, "supplier": {"contact": {"entity_name": typed, "name": typed}},
            "members": [{"relation": "Supplier", "user": {"email": kauri_email}, "is_supplier_recipient": True}],
        }).contract
        sub_url = f"{site}/{head_slug}/projects/{head_slug}/{sub.slug}"

    kauri.get(f"{site}/{kauri_slug}/projects")
    row = wait(kauri).until(lambda d: next(
        (r for r in d.find_elements(By.CSS_SELECTOR, "[data-testid=invitation]") if "Queen St Apartments" in r.text), False))
    click(kauri, row.find_element(By.XPATH, ".//button[normalize-space(.)='Decline']"))
    dialog = visible(kauri, "[role=alertdialog]")
    click(kauri, dialog.find_element(By.XPATH, ".//button[normalize-space(.)='Decline']"))
    toast_says(kauri, "Invitation declined")
    wait(kauri).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "[data-testid=invitation]"))

    head.get(sub_url)
    page_says(head, "The supplier declined this project")
    assert kauri_name not in head.find_element(By.TAG_NAME, "main").text
    shot(head, "invited-by-email-declined")
    click(head, wait(head).until(EC.element_to_be_clickable((By.LINK_TEXT, "name someone else"))))
    wait(head).until(EC.url_contains(f"/projects/{head_slug}/{parent_slug}/subcontracts/new"))
    assert workspaces_of(app, kauri_email) == [kauri_slug]


def _owner(app, slug: str) -> str:
    from app.auth.models import Account, User
    from app.db import db
    from tenants.models import Organisation

    with app.app_context():
        return db.session.scalar(
            select(Account.email).join(User, User.account_id == Account.id)
            .join(Organisation, Organisation.id == User.org_id).where(Organisation.slug == slug).order_by(User.id))
