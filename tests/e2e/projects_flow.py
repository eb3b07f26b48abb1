"""Helpers of the project browser tests: seeding what a test does not exercise, and screen steps.

Business details and extra workspace users are written straight to the database the live server
uses (the screens that make them are the workspace issue's, tested there); organisations and their
signed-in people are made through the services (`tests/e2e/world.py`); everything a project test
is about goes through the screens, and two organisations come to work together as they would: one
invites the other to a project (`invite_by_api`), which accepts it in the browser.
"""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import unique_email
from tests.e2e.screens import click, page_says, type_into, visible, wait
from tests.e2e.world import new_workspace, sign_in_browser


def seed_business(app, slug: str, entity_name: str, address: str = "1 Main Road, Auckland") -> None:
    from sqlalchemy import select

    from app.db import db
    from app.orgs.models import Contact
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with app.app_context():
        org = db.session.scalars(select(Organisation).where(Organisation.slug == slug)).one()
        with tenant_context(org):
            db.session.add(Contact(name=entity_name, entity_name=entity_name, address=address, is_default=True))
            db.session.commit()


def seed_user(app, slug: str, email: str, name: str, permissions) -> None:
    """A user of the organisation (as an accepted invite would make), to sign in as."""
    from sqlalchemy import select

    from app.auth.models import Account, User
    from app.db import db
    from app.orgs.models import Member
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with app.app_context():
        org = db.session.scalars(select(Organisation).where(Organisation.slug == slug)).one()
        account = Account(email=email, name=name)
        db.session.add(account)
        db.session.flush()
        user = User(account_id=account.id, org_id=org.id)
        db.session.add(user)
        db.session.flush()
        with tenant_context(org):
            db.session.add(Member(user_id=user.id, name=name, permissions=sorted(permissions)))
            db.session.commit()


def _org_of(email: str):
    from sqlalchemy import select

    from app.auth.models import Account, User
    from app.db import db
    from tenants.models import Organisation

    return db.session.scalars(
        select(Organisation).join(User, User.org_id == Organisation.id).join(Account, Account.id == User.account_id)
        .where(Account.email == email.lower()).order_by(User.id)).first()


def invite_by_api(app, supplier_slug: str, customer_email: str, site_name: str) -> str | None:
    """The supplier names the organisation of `customer_email` as the customer of a project, the way
    the API's contractCreate does (the organisation's id and its person's email): the screens
    suggest only organisations one already works with, and how two organisations first come to
    share a project is this. Returns the customer organisation's slug, or None (nothing made)
    when the two already work together."""
    from sqlalchemy import select

    from app.auth.models import User
    from app.contracts import creating, people
    from app.contracts.models import ContractOrg
    from app.db import db
    from app.orgs.access import load_viewer
    from tenants.context import tenant_context
    from tenants.models import Organisation

    with app.test_request_context():
        supplier = db.session.scalars(select(Organisation).where(Organisation.slug == supplier_slug)).one()
        customer = _org_of(customer_email)
        if db.session.scalar(select(ContractOrg.contract_id).where(
                ContractOrg.org_id == customer.id, ContractOrg.contract_id.in_(people.settled_contracts(supplier.id))
        ).limit(1)) is not None:
            return None
        owner_account = db.session.scalar(select(User.account_id).where(User.org_id == supplier.id).order_by(User.id))
        with tenant_context(supplier):
            creating.create_contract(load_viewer(owner_account, supplier), {
                "site_name": site_name, "site": {"line1": f"1 {site_name}", "city": "Auckland"},
                "customer": {"org_id": customer.id},
                "members": [{"relation": "Customer", "user": {"email": customer_email}, "is_customer_recipient": True}],
            })
        return customer.slug


def accept_invitation(browser, site: str, org_slug: str, site_name: str) -> None:
    """The invited organisation's person accepts, from the Invitations on its Projects page, and
    lands on the contract."""
    browser.get(f"{site}/{org_slug}/projects")
    row = wait(browser).until(lambda d: next(
        (r for r in d.find_elements(By.CSS_SELECTOR, "[data-testid=invitation]") if site_name in r.text), False))
    click(browser, row.find_element(By.XPATH, ".//button[normalize-space(.)='Accept']"))
    wait(browser).until(lambda d: "/projects/" in d.current_url and not d.current_url.rstrip("/").endswith("/projects"))
    page_says(browser, site_name)


def signed_up_org(app, browser, site: str, name: str, *, person: str, business: bool = True) -> tuple[str, str, str]:
    """A new account with a new organisation named `name` plus a short unique suffix, as signing up
    makes them, signed in on `browser` (which stays where it is; None: a party nobody drives);
    returns (slug, email, organisation name). Its business name is '{organisation name} Limited'."""
    email = unique_email(name.split()[0].lower())
    name = f"{name} {uuid.uuid4().hex[:4].upper()}"
    slug = new_workspace(app, email, person=person, org=name)
    if browser is not None:
        sign_in_browser(app, browser, site, email)
    if business:
        seed_business(app, slug, f"{name} Limited")
    return slug, email, name


def pick_recipient(browser, text: str) -> None:
    """Type into the recipient picker and take the first suggestion."""
    field = visible(browser, "input[role=combobox]")
    field.send_keys(text)
    # A slow keystroke lets the debounced lookup answer for a prefix ('sam@exam'); only a
    # suggestion for the whole text is the one meant.
    wanted = text.lower()
    suggestion = wait(browser).until(lambda d: next(
        (s for s in d.find_elements(By.CSS_SELECTOR, "[data-testid=recipient-suggestion]")
         if wanted in s.text.lower() and s.is_enabled()), False))
    suggestion.click()
    wait(browser).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-testid=recipient-chip]")))


def fill_site(browser, name: str, line1: str = "12 Queen Street", city: str = "Auckland") -> None:
    type_into(browser, "input[name=siteName]", name)
    type_into(browser, "input[name=line1]", line1)
    type_into(browser, "input[name=city]", city)


def choose_option(browser, trigger, text: str) -> None:
    """Open a Radix select and pick an option by its text."""
    trigger.click()
    option = wait(browser).until(EC.element_to_be_clickable(
        (By.XPATH, f"//*[@role='option'][.//*[normalize-space(.)='{text}'] or normalize-space(.)='{text}']")))
    option.click()
