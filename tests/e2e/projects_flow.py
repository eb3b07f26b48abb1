"""Helpers of the project browser tests: seeding what a test does not exercise, and screen steps.

Business details and extra workspace users are written straight to the database the live server
uses (the screens that make them are the workspace issue's, tested there); everything a project
test is about goes through the screens.
"""
import uuid

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from tests.e2e.auth_flow import sign_up, unique_email
from tests.e2e.screens import type_into, visible, wait


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


def seed_past_project(app, supplier_slug: str, customer_email: str) -> None:
    """A finished project the supplier shared with the customer's organisation before (once per
    pair), written straight to the database: the recipient lookup names only people an
    organisation already works with (a stranger's email is only an address to invite), and how
    two organisations first come to share a contract is not what these tests exercise. Its site,
    'Zebra Lane', sorts after every project the tests make."""
    from sqlalchemy import select

    from app.auth.models import Account, User
    from app.contracts import contacts
    from app.contracts.models import CUSTOMER, SUPPLIER, Contract, ContractOrg
    from app.db import db
    from tenants.models import Organisation

    with app.app_context():
        supplier = db.session.scalars(select(Organisation).where(Organisation.slug == supplier_slug)).one()
        customer = db.session.scalars(
            select(Organisation).join(User, User.org_id == Organisation.id).join(Account, Account.id == User.account_id)
            .where(Account.email == customer_email.lower()).order_by(User.id)).first()
        shared = select(ContractOrg.contract_id).where(ContractOrg.org_id == supplier.id)
        if db.session.scalar(select(ContractOrg.contract_id).where(
                ContractOrg.org_id == customer.id, ContractOrg.contract_id.in_(shared)).limit(1)) is not None:
            return
        contract = Contract(owner_org_id=supplier.id, slug="zebra-lane", site_name="Zebra Lane",
                            site_line1="1 Zebra Lane", site_city="Auckland")
        db.session.add(contract)
        db.session.flush()
        for relation, org in ((SUPPLIER, supplier), (CUSTOMER, customer)):
            details = contacts.default_contact(org) or contacts.ContactDetails(name=org.name, entity_name=org.name)
            contact = contacts.new_copy(contract.id, org.id, details, from_default=True)
            db.session.add(ContractOrg(contract_id=contract.id, relation=relation, org_id=org.id,
                                       contact_id=contact.id))
        db.session.commit()


def signed_up_org(app, browser, site: str, name: str, *, person: str, business: bool = True) -> tuple[str, str, str]:
    """Sign a new account up with a new organisation named `name` plus a short unique suffix;
    returns (slug, email, organisation name). Its business name is '{organisation name} Limited'."""
    email = unique_email(name.split()[0].lower())
    name = f"{name} {uuid.uuid4().hex[:4].upper()}"
    slug = sign_up(browser, site, email, name=person, org=name)
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
