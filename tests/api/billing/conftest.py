"""Fixtures of the billing API tests: the real `stripe` library against a local fake of Stripe.

    fake = stripe_fake                 # tests/stripe_fake.py, one per test process, on 127.0.0.1
    billing_on                         # STRIPE_* settings pointing at it, for this test only
    open_portal(ws)                    # billingPortalLinkCreate as ws: the GraphQL answer
    deliver(client, event)             # POST it to the webhook, signed as Stripe signs
"""
import pytest

from tests.api.factories import workspace  # noqa: F401  (fixtures)
from tests.stripe_fake import API_KEY, PRICE_ID, WEBHOOK_SECRET, FakeStripe, signed

PORTAL = "mutation($input: BillingPortalLinkCreateInput!) { billingPortalLinkCreate(input: $input) { portalUrl } }"
BILLING = ("{ billing { enabled status lapsed pastDue trialEndsAt periodEndsAt cancelAtPeriodEnd "
           "viewerCanManage } }")
WEBHOOK = "/v1/billing/webhook"


@pytest.fixture(scope="session")
def stripe_fake():
    fake = FakeStripe().start()
    yield fake
    fake.stop()


@pytest.fixture
def billing_on(app, stripe_fake, monkeypatch):
    for key, value in {"STRIPE_SECRET_KEY": API_KEY, "STRIPE_WEBHOOK_SECRET": WEBHOOK_SECRET,
                       "STRIPE_PRICE_ID": PRICE_ID, "STRIPE_API_BASE": stripe_fake.url,
                       "STRIPE_TRIAL_DAYS": 14}.items():
        monkeypatch.setitem(app.config, key, value)
    return stripe_fake


def open_portal(ws, return_url: str = "/settings/billing") -> dict:
    return ws.gql(PORTAL, {"input": {"returnUrl": return_url}})


def portal_url(ws, return_url: str = "/settings/billing") -> str:
    body = open_portal(ws, return_url)
    assert "errors" not in body, body["errors"]
    return body["data"]["billingPortalLinkCreate"]["portalUrl"]


def billing_of(ws) -> dict:
    return ws.ok(BILLING)["billing"]


def deliver(client, event: dict, **signing):
    body, signature = signed(event, **signing)
    return client.post(WEBHOOK, data=body, headers={"Stripe-Signature": signature, "Content-Type": "application/json"})


def customer_of(app, org_id: int) -> str | None:
    from app.db import db
    from billing.models import BillingAccount

    with app.app_context():
        account = db.session.get(BillingAccount, org_id)
        return account.customer_id if account else None
