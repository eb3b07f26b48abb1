"""`feedback`, in the sender's organisation's schema: what a person sent through 'Send feedback',
kept as it was emailed to support. Only that organisation's own requests (and support, from the
email) ever read it, so it lives with the organisation (ARCHITECTURE.md, "Where data lives")."""
from datetime import datetime

from sqlalchemy import BigInteger, DateTime, Identity, Text, func
from sqlalchemy.orm import Mapped, mapped_column

from app.db import TenantBase


class Feedback(TenantBase):
    __tablename__ = "feedback"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    account_id: Mapped[int] = mapped_column(BigInteger, index=True)  # shared.accounts.id
    message: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
