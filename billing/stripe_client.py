"""The one door to Stripe: nothing else imports `stripe`.

Answers are plain dicts (Stripe's own JSON shapes), so the rest of the code never holds a
library object. Every create carries an idempotency key: Stripe answers a repeat of the same
key (within 24 hours) with the first answer, so a retried request never makes a second object.
"""
from dataclasses import dataclass

import stripe
from flask import current_app


class StripeUnavailable(Exception):
    """Stripe refused or could not be reached; the caller retries or shows a clear message."""


class BadSignature(Exception):
    """A webhook whose signature or timestamp does not check out."""


@dataclass(frozen=True)
class WebhookEvent:
    id: str
    type: str
    # The Stripe customer the event is about (None for events about no customer).
    customer_id: str | None


def enabled(config=None) -> bool:
    return bool((config or current_app.config).get("STRIPE_SECRET_KEY"))


def _client() -> stripe.StripeClient:
    config = current_app.config
    clients = current_app.extensions.setdefault("stripe_clients", {})
    key = (config["STRIPE_SECRET_KEY"], config.get("STRIPE_API_BASE"))
    if key not in clients:
        base = config.get("STRIPE_API_BASE")
        clients[key] = stripe.StripeClient(
            config["STRIPE_SECRET_KEY"],
            base_addresses={"api": base} if base else {},
            # Network failures are retried (with the same idempotency key, so safely).
            max_network_retries=2,
        )
    return clients[key]


def _plain(obj) -> dict:
    return obj.to_dict() if hasattr(obj, "to_dict") else dict(obj)


def _call(fn, *args, **kwargs) -> dict:
    try:
        return _plain(fn(*args, **kwargs))
    except stripe.StripeError as exc:
        raise StripeUnavailable(str(exc.user_message or exc)) from exc


def create_customer(*, name: str, email: str | None, org_id: int, idempotency_key: str) -> dict:
    params = {"name": name, "metadata": {"org_id": str(org_id)}}
    if email:
        params["email"] = email
    return _call(_client().v1.customers.create, params, {"idempotency_key": idempotency_key})


def create_subscription(*, customer_id: str, price_id: str, trial_days: int, org_id: int,
                        idempotency_key: str) -> dict:
    params = {
        "customer": customer_id,
        "items": [{"price": price_id}],
        "metadata": {"org_id": str(org_id)},
        # Without a card on file the first invoice waits for one (the portal takes it), instead
        # of Stripe refusing to create the subscription.
        "payment_behavior": "default_incomplete",
    }
    if trial_days > 0:
        params["trial_period_days"] = trial_days
    return _call(_client().v1.subscriptions.create, params, {"idempotency_key": idempotency_key})


def customer_subscriptions(customer_id: str) -> list[dict]:
    """The customer's subscriptions as Stripe has them now, newest first (every status)."""
    answer = _call(_client().v1.subscriptions.list, {"customer": customer_id, "status": "all", "limit": 10})
    return list(answer.get("data", []))


def portal_session(*, customer_id: str, return_url: str) -> str:
    """A one-time link to Stripe's customer portal for this customer."""
    session = _call(_client().v1.billing_portal.sessions.create, {"customer": customer_id, "return_url": return_url})
    return session["url"]


def verify_webhook(payload: bytes, signature: str | None) -> WebhookEvent:
    """The event a webhook carries, once Stripe's library has checked its signature and age."""
    config = current_app.config
    try:
        event = stripe.Webhook.construct_event(payload, signature, config["STRIPE_WEBHOOK_SECRET"],
                                               tolerance=config["STRIPE_WEBHOOK_TOLERANCE"])
    except (stripe.SignatureVerificationError, ValueError) as exc:
        raise BadSignature(str(exc)) from exc
    data = event.to_dict()
    obj = data.get("data", {}).get("object", {}) or {}
    customer = obj.get("id") if obj.get("object") == "customer" else obj.get("customer")
    if isinstance(customer, dict):
        customer = customer.get("id")
    return WebhookEvent(id=data["id"], type=data.get("type", ""), customer_id=customer or None)
