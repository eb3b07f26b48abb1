"""Billing rules: the state an organisation is in, the portal, webhooks, and what a lapse pauses.

`app/` calls only `state_of`, `may_manage`, `require_can_create_projects` and `portal_link`;
the webhook endpoint calls `receive_webhook`, the CLI `sync` and `state_of`.
"""
import logging
from dataclasses import dataclass
from datetime import datetime, timezone
from urllib.parse import urlparse

from flask import current_app
from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import insert

from app.db import db
from app.errors import PermissionDenied, UserError
from app.jobs.outbox import promise, task
from app.orgs import permissions as perms
from app.orgs.access import Viewer
from billing import stripe_client
from billing.models import BillingAccount, BillingEvent
from tenants.models import Organisation

log = logging.getLogger(__name__)

# Stripe's statuses in which the organisation has stopped paying: creating projects pauses.
LAPSED = frozenset({"canceled", "unpaid", "incomplete", "incomplete_expired", "paused"})
# A subscription in one of these is over: a new one is started instead of reusing it.
ENDED = frozenset({"canceled", "incomplete_expired"})

BILLING_OFF = "Billing is not configured on this server."
NO_PERMISSION = "You do not have permission to manage billing."
RETURN_URL_REFUSED = "The return URL must be a page of this site."
STRIPE_DOWN = "The billing service did not answer. Please try again in a minute."
LAPSED_NO_PROJECTS = ("This organisation's subscription has lapsed, so new projects cannot be created. "
                      "An owner can renew it in Settings → Billing. Existing claims and payment schedules "
                      "work as always.")


@dataclass(frozen=True)
class BillingState:
    enabled: bool
    status: str = "none"
    trial_end: datetime | None = None
    current_period_end: datetime | None = None
    cancel_at_period_end: bool = False

    @property
    def lapsed(self) -> bool:
        return self.enabled and self.status in LAPSED

    @property
    def past_due(self) -> bool:
        return self.enabled and self.status == "past_due"


def state_of(org_id: int) -> BillingState:
    """What Stripe last told us about the organisation (one statement; none when billing is off)."""
    if not stripe_client.enabled():
        return BillingState(enabled=False)
    account = db.session.get(BillingAccount, org_id)
    if account is None:
        return BillingState(enabled=True)
    return BillingState(enabled=True, status=account.status, trial_end=account.trial_end,
                        current_period_end=account.current_period_end,
                        cancel_at_period_end=account.cancel_at_period_end)


def may_manage(viewer: Viewer) -> bool:
    """Billing is the owner's: 'Owner, full access' (OrgEdit), the spec's only permission over the
    organisation itself."""
    return viewer.can(perms.ORG_EDIT)


def require_can_create_projects(org_id: int) -> None:
    """The one thing a lapsed subscription pauses: starting new projects (and subcontracts).

    Everything the Construction Contracts Act gives a party keeps working whatever billing says:
    received claims stay readable and answerable with payment schedules, existing projects take
    new claims, and deadlines, reminders, emails and PDFs go on."""
    if state_of(org_id).lapsed:
        raise PermissionDenied(LAPSED_NO_PROJECTS, code="BILLING_LAPSED")


# ---- the portal --------------------------------------------------------------------------------

def portal_link(viewer: Viewer, return_url: str) -> str:
    """billingPortalLinkCreate: Stripe's customer portal for the viewer's organisation.

    The first call makes the organisation's Stripe customer and its subscription (with the
    trial). The organisation's row is locked meanwhile, so a double click waits for the first
    click and finds the customer made; the idempotency keys cover a retry after a lost answer."""
    if not stripe_client.enabled():
        raise UserError(BILLING_OFF, code="BILLING_OFF")
    if not may_manage(viewer):
        raise PermissionDenied(NO_PERMISSION, code="FORBIDDEN")
    return_url = _own_url(return_url)
    try:
        account = _locked_account(viewer.org.id)
        if account.customer_id is None:
            customer = stripe_client.create_customer(
                name=viewer.org.name, email=getattr(viewer.member, "email", None), org_id=viewer.org.id,
                idempotency_key=_key(viewer.org.id, "customer"))
            account.customer_id = customer["id"]
            db.session.commit()
            account = _locked_account(viewer.org.id)
        if account.subscription_id is None or account.status in ENDED:
            _start_subscription(account)
        db.session.commit()
        return stripe_client.portal_session(customer_id=account.customer_id, return_url=return_url)
    except stripe_client.StripeUnavailable as exc:
        db.session.rollback()
        log.warning("Stripe refused a portal link for organisation %s: %s", viewer.org.id, exc)
        raise UserError(STRIPE_DOWN, code="BILLING_UNAVAILABLE") from exc


def _own_url(return_url: str) -> str:
    """An absolute URL on our own site (PUBLIC_URL), from one of ours or a path: never elsewhere."""
    public = urlparse(current_app.config["PUBLIC_URL"])
    text = (return_url or "").strip()
    parsed = urlparse(text)
    if text.startswith("/") and not text.startswith("//") and "\\" not in text and not parsed.netloc:
        return f"{public.scheme}://{public.netloc}{text}"
    if parsed.scheme == public.scheme and parsed.netloc == public.netloc and "\\" not in text:
        return text
    raise UserError(RETURN_URL_REFUSED, field="returnUrl", code="INVALID_RETURN_URL")


def _locked_account(org_id: int) -> BillingAccount:
    db.session.execute(insert(BillingAccount).values(org_id=org_id).on_conflict_do_nothing(index_elements=["org_id"]))
    return db.session.scalars(
        select(BillingAccount).where(BillingAccount.org_id == org_id).with_for_update().execution_options(
            populate_existing=True)).one()


def _key(org_id: int, what: str) -> str:
    # Org ids repeat across deployments that could share one Stripe account: the site names ours.
    site = urlparse(current_app.config["PUBLIC_URL"]).netloc
    return f"claimdesk:{site}:org-{org_id}:{what}"


def _start_subscription(account: BillingAccount) -> None:
    """A subscription on the configured price; the trial only for the organisation's first."""
    config = current_app.config
    if not config.get("STRIPE_PRICE_ID"):
        raise UserError(BILLING_OFF, code="BILLING_OFF")
    first = account.subscription_id is None
    subscription = stripe_client.create_subscription(
        customer_id=account.customer_id, price_id=config["STRIPE_PRICE_ID"],
        trial_days=config["STRIPE_TRIAL_DAYS"] if first else 0, org_id=account.org_id,
        # After an ended one, the key names it: a double click still makes one, a later renewal another.
        idempotency_key=_key(account.org_id, f"subscription-after-{account.subscription_id or 'none'}"))
    _apply(account, subscription)


# ---- reading Stripe's state --------------------------------------------------------------------

def sync(org_id: int) -> BillingAccount | None:
    """Re-read the organisation's subscription from Stripe and keep what it says (the caller commits)."""
    account = db.session.scalars(
        select(BillingAccount).where(BillingAccount.org_id == org_id).with_for_update()).first()
    if account is None or account.customer_id is None:
        return account
    subscriptions = stripe_client.customer_subscriptions(account.customer_id)
    if subscriptions:
        live = [s for s in subscriptions if s.get("status") not in ENDED]
        _apply(account, (live or subscriptions)[0])
    else:
        account.status, account.subscription_id = "none", None
        account.synced_at = func.now()
    return account


def _apply(account: BillingAccount, subscription: dict) -> None:
    items = (subscription.get("items") or {}).get("data") or [{}]
    period_end = subscription.get("current_period_end") or items[0].get("current_period_end")
    account.subscription_id = subscription["id"]
    account.status = subscription.get("status") or "none"
    account.trial_end = _time(subscription.get("trial_end"))
    account.current_period_end = _time(period_end)
    account.cancel_at_period_end = bool(subscription.get("cancel_at_period_end"))
    account.synced_at = func.now()


def _time(seconds) -> datetime | None:
    return datetime.fromtimestamp(int(seconds), timezone.utc) if seconds else None


# ---- webhooks ----------------------------------------------------------------------------------

def receive_webhook(payload: bytes, signature: str | None) -> bool:
    """Keep a signed event once and promise its processing; False for a replay (nothing done).

    Raises stripe_client.BadSignature before anything is written."""
    event = stripe_client.verify_webhook(payload, signature)
    new = db.session.execute(
        insert(BillingEvent).values(id=event.id, type=event.type, customer_id=event.customer_id)
        .on_conflict_do_nothing(index_elements=["id"]).returning(BillingEvent.id)).scalar()
    if new is not None:
        promise("billing.apply_event", {"event_id": event.id}, key=f"billing-event:{event.id}")
    db.session.commit()
    return new is not None


@task("billing.apply_event")
def apply_event(payload: dict, key: str) -> None:
    """Apply an event by re-reading its customer's subscription from Stripe, not the event's
    body: events arrive late, twice or out of order, and Stripe's current object is the truth."""
    event = db.session.get(BillingEvent, payload["event_id"])
    account = None
    if event.customer_id is not None:
        account = db.session.scalars(
            select(BillingAccount).where(BillingAccount.customer_id == event.customer_id)).first()
    if account is None:
        event.outcome = "no organisation has this customer"
    else:
        sync(account.org_id)
        event.outcome = f"status {account.status}"
    event.applied_at = func.now()


def org_by_ref(ref: str) -> Organisation | None:
    """An organisation by slug or id (the support commands take either)."""
    query = select(Organisation)
    if ref.isdigit():
        return db.session.scalars(query.where(Organisation.id == int(ref))).first()
    return db.session.scalars(query.where(Organisation.slug == ref)).first()
