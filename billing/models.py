"""Billing state in `shared`: one account per organisation, and the webhook events received.

In `shared`, not in the organisation's schema: a webhook names a Stripe customer, and finding its
organisation must be one lookup, never a visit to every schema.
"""
from datetime import datetime

from sqlalchemy import BigInteger, Boolean, DateTime, ForeignKey, String, func
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase


class BillingAccount(SharedBase):
    """An organisation's Stripe customer and its subscription, as Stripe last said they were.

    Written only from Stripe's own objects (the answer to a create, or a re-read after a webhook
    or `flask billing sync`), never from a webhook's body or a user's input."""

    __tablename__ = "billing_accounts"

    org_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("organisations.id", ondelete="CASCADE"), primary_key=True)
    customer_id: Mapped[str | None] = mapped_column(String(255), unique=True)
    subscription_id: Mapped[str | None] = mapped_column(String(255))
    # Stripe's subscription status (trialing, active, past_due, canceled, unpaid, incomplete,
    # incomplete_expired, paused), or 'none' before the first subscription.
    status: Mapped[str] = mapped_column(String(32), default="none", server_default="none")
    trial_end: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    current_period_end: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    cancel_at_period_end: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    synced_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class BillingEvent(SharedBase):
    """A webhook event received (its id once: a replay finds it here and does nothing)."""

    __tablename__ = "billing_events"

    id: Mapped[str] = mapped_column(String(255), primary_key=True)
    type: Mapped[str] = mapped_column(String(100))
    customer_id: Mapped[str | None] = mapped_column(String(255), index=True)
    received_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    applied_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    outcome: Mapped[str | None] = mapped_column(String(200))
