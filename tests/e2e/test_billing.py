"""Billing in a real browser: the Billing screen with billing off (the default) and on (a server
pointed at the local Stripe fake), the portal round trip, who sees the button, and the banner of
a lapsed organisation.

Set CLAIMDESK_SHOTS=/some/folder to keep screenshots in light and dark theme.
"""
import json
import urllib.request
from urllib.parse import urlparse, urlunparse

import pytest
from selenium.webdriver.common.by import By

from app.orgs import permissions as perms
from tests.e2e.auth_flow import unique_email
from tests.e2e.conftest import serve
from tests.e2e.projects_flow import seed_user
from tests.e2e.screens import click, page_says, shot, visible, wait
from tests.e2e.world import sign_in_browser, signed_in_workspace
from tests.stripe_fake import API_KEY, PRICE_ID, WEBHOOK_SECRET, FakeStripe, signed

pytestmark = pytest.mark.e2e

OPEN_PORTAL = "//button[normalize-space(.)='Open billing portal']"


def _other_redis_db(url: str) -> str:
    """The same Redis, another database: this server's jobs never reach the other live server's worker."""
    if url.startswith("unix://"):
        return url.split("?")[0] + "?db=7"
    return urlunparse(urlparse(url)._replace(path="/7"))


@pytest.fixture(scope="module")
def stripe_fake():
    fake = FakeStripe().start()
    yield fake
    fake.stop()


@pytest.fixture(scope="module")
def billing_site(app, test_config, stripe_fake):
    env = {"STRIPE_SECRET_KEY": API_KEY, "STRIPE_WEBHOOK_SECRET": WEBHOOK_SECRET, "STRIPE_PRICE_ID": PRICE_ID,
           "STRIPE_API_BASE": stripe_fake.url, "REDIS_URL": _other_redis_db(test_config["REDIS_URL"])}
    with serve(app, test_config, env, name="billing-server") as url:
        yield url


def _status(app, slug: str) -> str | None:
    from sqlalchemy import select

    from app.db import db
    from billing.models import BillingAccount
    from tenants.models import Organisation

    with app.app_context():
        return db.session.scalar(select(BillingAccount.status).join(Organisation, Organisation.id == BillingAccount.org_id)
                                 .where(Organisation.slug == slug))


def lapsed_banner(browser, url: str):
    browser.get(url)
    return wait(browser).until(lambda d: next((b for b in d.find_elements(By.CSS_SELECTOR, "main [role='alert']")
                                               if "Your subscription has lapsed" in b.text), False))


def open_billing(browser, site: str, slug: str):
    browser.get(f"{site}/{slug}/settings/billing")
    card = visible(browser, "section[aria-labelledby='billing-account']")
    assert card.find_element(By.TAG_NAME, "h2").text == "Billing Account"
    return card


def test_with_no_key_the_billing_screen_says_billing_is_off(app, live_url, browser):
    # A name of its own: a workspace's web address is taken from its name, and other tests use theirs.
    slug = signed_in_workspace(app, browser, live_url, unique_email("owner"), person="Olivia Owner",
                               org="Kauri Billing Builders")
    browser.get(f"{live_url}/{slug}/settings")
    nav = visible(browser, "nav[aria-label='Settings']")
    click(browser, nav.find_element(By.LINK_TEXT, "Billing"))
    wait(browser).until(lambda d: d.current_url.endswith(f"/{slug}/settings/billing"))
    card = open_billing(browser, live_url, slug)
    page_says(browser, "Billing is not configured")
    assert "there is nothing to pay and every feature is available" in card.text
    assert not browser.find_elements(By.XPATH, OPEN_PORTAL)
    shot(browser, "billing-off", card)


def test_an_owner_opens_the_portal_and_a_member_sees_no_button(billing_site, stripe_fake, new_browser, app):
    owner_browser = new_browser()
    slug = signed_in_workspace(app, owner_browser, billing_site, unique_email("owner"), person="Olivia Owner",
                               org="Kauri Construction")
    card = open_billing(owner_browser, billing_site, slug)
    assert "Your free trial starts when an owner first opens the billing portal." in card.text
    shot(owner_browser, "billing-not-started", card)
    click(owner_browser, wait(owner_browser).until(lambda d: d.find_element(By.XPATH, OPEN_PORTAL)))
    wait(owner_browser, 30).until(lambda d: "/p/session/" in d.current_url)
    session = stripe_fake.sessions[owner_browser.current_url.rsplit("/", 1)[-1]]
    assert owner_browser.current_url == session["url"]
    assert visible(owner_browser, "h1").text == "Fake Stripe billing portal"
    assert session["return_url"] == f"{billing_site}/{slug}/settings/billing"
    customer = stripe_fake.customers[session["customer"]]
    assert customer["name"] == "Kauri Construction"

    # Back from the portal: the trial has started.
    owner_browser.find_element(By.LINK_TEXT, "Return").click()
    card = open_billing(owner_browser, billing_site, slug)
    wait(owner_browser).until(lambda d: "Free trial" in card.text and "Your trial ends on" in card.text)
    shot(owner_browser, "billing-trial", card)

    member_email = unique_email("member")
    seed_user(app, slug, member_email, "Mia Member", perms.MEMBER)
    member_browser = new_browser()
    sign_in_browser(app, member_browser, billing_site, member_email)
    card = open_billing(member_browser, billing_site, slug)
    wait(member_browser).until(lambda d: "Only an owner can open the billing portal." in card.text)
    assert not member_browser.find_elements(By.XPATH, OPEN_PORTAL)

    # Stripe ends the subscription; its webhook reaches the server, the worker re-reads Stripe.
    sub = stripe_fake.subscription_of(customer["id"])
    body, signature = signed(stripe_fake.event("customer.subscription.deleted", stripe_fake.set_status(sub["id"], "canceled")))
    request = urllib.request.Request(f"{billing_site}/v1/billing/webhook", data=body, method="POST",
                                     headers={"Stripe-Signature": signature, "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        assert json.load(answer) == {"received": True, "duplicate": False}

    wait(owner_browser, 30).until(lambda d: _status(app, slug) == "canceled")  # the worker applied it
    banner = lapsed_banner(owner_browser, f"{billing_site}/{slug}")
    assert "Claims, payment schedules, deadlines and PDFs keep working as always." in banner.text
    assert banner.find_elements(By.XPATH, ".//button[normalize-space(.)='Open billing portal']")
    shot(owner_browser, "billing-lapsed-banner")
    card = open_billing(owner_browser, billing_site, slug)
    wait(owner_browser).until(lambda d: "Lapsed" in card.text)
    shot(owner_browser, "billing-lapsed", card)
    member_banner = lapsed_banner(member_browser, f"{billing_site}/{slug}")
    assert "Only an owner can open the billing portal." in member_banner.text
    assert not member_banner.find_elements(By.TAG_NAME, "button")
