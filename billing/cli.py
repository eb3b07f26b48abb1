"""`flask billing …`: support staff's view of an organisation's billing, and a re-read from Stripe."""
import sys

import click
from flask.cli import AppGroup
from sqlalchemy import func, select

from app.db import db
from billing import service, stripe_client
from billing.models import BillingAccount, BillingEvent
from tenants.models import Organisation

billing_cli = AppGroup("billing", help="Billing on Stripe: status and sync, per organisation.")


def _orgs(ref: str | None) -> list[Organisation]:
    if ref is None:
        return list(db.session.scalars(select(Organisation).join(BillingAccount, BillingAccount.org_id == Organisation.id)
                                       .order_by(Organisation.slug)))
    org = service.org_by_ref(ref)
    if org is None:
        click.echo(f"Error: No organisation with slug or id '{ref}'.", err=True)
        sys.exit(1)
    return [org]


def _when(value) -> str:
    return value.strftime("%Y-%m-%d %H:%M UTC") if value else "-"


@billing_cli.command("status")
@click.argument("org", required=False)
def status(org):
    """Billing state of one organisation (slug or id), or of every one with a Stripe customer."""
    if not stripe_client.enabled():
        click.echo("Billing is off (STRIPE_SECRET_KEY is not set).")
    for o in _orgs(org):
        account = db.session.get(BillingAccount, o.id)
        state = service.state_of(o.id)
        last = None
        if account is not None and account.customer_id:
            last = db.session.scalars(select(BillingEvent).where(BillingEvent.customer_id == account.customer_id)
                                      .order_by(BillingEvent.received_at.desc())).first()
        click.echo(f"{o.slug} (id {o.id}): {account.status if account else 'none'}"
                   f"{' (lapsed: creating projects is paused)' if state.lapsed else ''}")
        click.echo(f"  customer {account.customer_id if account and account.customer_id else '-'}, "
                   f"subscription {account.subscription_id if account and account.subscription_id else '-'}")
        if account is not None:
            click.echo(f"  trial ends {_when(account.trial_end)}, period ends {_when(account.current_period_end)}"
                       f"{', cancels at period end' if account.cancel_at_period_end else ''}; "
                       f"synced {_when(account.synced_at)}")
        if last is not None:
            click.echo(f"  last event {last.id} {last.type} received {_when(last.received_at)}: "
                       f"{last.outcome or 'waiting for the worker'}")
    pending = db.session.scalar(select(func.count()).select_from(BillingEvent).where(BillingEvent.applied_at.is_(None)))
    if org is None:
        click.echo(f"{pending} webhook event(s) waiting for the worker")


@billing_cli.command("sync")
@click.argument("org", required=False)
def sync(org):
    """Re-read the subscription of one organisation (slug or id), or of every one, from Stripe."""
    if not stripe_client.enabled():
        click.echo("Error: Billing is off (STRIPE_SECRET_KEY is not set).", err=True)
        sys.exit(1)
    for o in _orgs(org):
        try:
            account = service.sync(o.id)
            db.session.commit()
        except stripe_client.StripeUnavailable as exc:
            db.session.rollback()
            click.echo(f"Error: {o.slug}: Stripe did not answer: {exc}", err=True)
            sys.exit(1)
        click.echo(f"{o.slug}: {account.status if account else 'none (no Stripe customer yet)'}")
