"""Stripe's webhooks: checked by Stripe's library before anything is written, each event once,
applied by re-reading Stripe (so late and out-of-order events cannot move the state back),
processed by the worker through the outbox."""
import time

from sqlalchemy import func, select

from app.db import db
from app.jobs.models import OutboxItem
from billing.models import BillingEvent
from billing.webhooks import BAD_SIGNATURE
from tests.api.billing.conftest import WEBHOOK, billing_of, customer_of, deliver, portal_url
from tests.stripe_fake import signed


def _count(app, model, *where) -> int:
    with app.app_context():
        return db.session.scalar(select(func.count()).select_from(model).where(*where))


def subscribed(workspace, fake, app):
    """An owner who opened the portal: their organisation is trialing; (owner, subscription id)."""
    owner = workspace()
    portal_url(owner)
    return owner, fake.subscription_of(customer_of(app, owner.org["id"]))["id"]


def test_a_bad_signature_or_an_old_timestamp_is_refused_and_changes_nothing(workspace, billing_on, app, client):
    owner, sub = subscribed(workspace, billing_on, app)
    event = billing_on.event("customer.subscription.updated", billing_on.set_status(sub, "active"))
    for response in (
        deliver(client, event, secret="whsec_someone_else"),
        deliver(client, event, timestamp=int(time.time()) - 301),  # past Stripe's 300 s tolerance
        client.post(WEBHOOK, json=event),  # unsigned
        client.post(WEBHOOK, data=b"{}", headers={"Stripe-Signature": "t=1,v1=00"}),
    ):
        assert response.status_code == 400 and response.get_json()["message"] == BAD_SIGNATURE
    body, signature = signed(event)  # a body changed after signing
    response = client.post(WEBHOOK, data=body.replace(b"updated", b"deleted"), headers={"Stripe-Signature": signature})
    assert response.status_code == 400
    assert _count(app, BillingEvent, BillingEvent.id == event["id"]) == 0
    assert _count(app, OutboxItem, OutboxItem.key == f"billing-event:{event['id']}") == 0
    assert billing_of(owner)["status"] == "TRIALING"


def test_an_event_is_applied_once_by_the_worker_and_a_replay_does_nothing(workspace, billing_on, app, client, run_jobs):
    owner, sub = subscribed(workspace, billing_on, app)
    event = billing_on.event("customer.subscription.updated", billing_on.set_status(sub, "active"))
    first = deliver(client, event)
    assert first.status_code == 200 and first.get_json() == {"received": True, "duplicate": False}
    assert billing_of(owner)["status"] == "TRIALING"  # the worker applies it, not the request
    run_jobs()
    assert billing_of(owner)["status"] == "ACTIVE"
    # Stripe moves on; a replay of the old event (same id) must not even re-read it.
    billing_on.set_status(sub, "past_due")
    replay = deliver(client, event)
    assert replay.status_code == 200 and replay.get_json() == {"received": True, "duplicate": True}
    run_jobs()
    assert billing_of(owner)["status"] == "ACTIVE"
    assert _count(app, OutboxItem, OutboxItem.key == f"billing-event:{event['id']}") == 1
    with app.app_context():
        assert db.session.get(BillingEvent, event["id"]).outcome == "status active"


def test_out_of_order_events_end_in_stripes_current_state(workspace, billing_on, app, client, run_jobs):
    owner, sub = subscribed(workspace, billing_on, app)
    created = billing_on.event("customer.subscription.created", billing_on.set_status(sub, "trialing"))
    updated = billing_on.event("customer.subscription.updated", billing_on.set_status(sub, "active"))
    # Delivered the wrong way round: updated before created.
    assert deliver(client, updated).status_code == 200
    run_jobs()
    assert billing_of(owner)["status"] == "ACTIVE"
    assert deliver(client, created).status_code == 200
    run_jobs()
    assert billing_of(owner)["status"] == "ACTIVE"  # the late 'trialing' body is not believed


def test_the_event_body_is_never_believed_over_stripe(workspace, billing_on, app, client, run_jobs):
    owner, sub = subscribed(workspace, billing_on, app)
    forged = billing_on.event("customer.subscription.deleted", {**billing_on.subscriptions[sub], "status": "canceled"})
    deliver(client, forged)
    run_jobs()
    assert billing_of(owner)["status"] == "TRIALING" and not billing_of(owner)["lapsed"]


def test_a_failed_read_is_retried_by_the_outbox(workspace, billing_on, app, client, run_jobs):
    from app.jobs.outbox import run_item

    owner, sub = subscribed(workspace, billing_on, app)
    event = billing_on.event("invoice.paid", {"id": "in_fake1", "object": "invoice", "customer":
                                              customer_of(app, owner.org["id"]), "subscription": sub})
    billing_on.set_status(sub, "active")
    billing_on.fail_next = 10  # Stripe is down: more failures than the library's own retries
    deliver(client, event)
    run_jobs()
    with app.app_context():
        item = db.session.scalars(select(OutboxItem).where(OutboxItem.key == f"billing-event:{event['id']}")).one()
        assert item.done_at is None and item.attempts == 1 and "StripeUnavailable" in item.last_error
        row_id = item.id
    assert billing_of(owner)["status"] == "TRIALING"
    billing_on.fail_next = 0
    with app.app_context():  # the retry RQ schedules (5 s later), run now
        assert run_item(row_id) == "done"
    assert billing_of(owner)["status"] == "ACTIVE"


def test_an_event_of_a_customer_we_do_not_know_is_kept_and_ignored(billing_on, app, client, run_jobs):
    event = billing_on.event("customer.created", {"id": "cus_elsewhere", "object": "customer"})
    assert deliver(client, event).status_code == 200
    run_jobs()
    with app.app_context():
        kept = db.session.get(BillingEvent, event["id"])
        assert kept.applied_at is not None and kept.outcome == "no organisation has this customer"


def test_without_billing_the_webhook_is_not_there(app, client):
    assert client.post(WEBHOOK, data=b"{}", headers={"Stripe-Signature": "t=1,v1=00"}).status_code == 404
