"""`changelog_states`, in `shared`: per account, not per organisation, so the what's-new badge
follows a person into every workspace and browser they sign in to (spec 1 §3: 'Changelog widget
state: seen ids and read ids (max 30 each)')."""
from datetime import datetime

from sqlalchemy import BigInteger, DateTime, ForeignKey, String, func
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase


class ChangelogState(SharedBase):
    __tablename__ = "changelog_states"

    account_id: Mapped[int] = mapped_column(BigInteger, ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True)
    # Oldest first; at most KEEP (app.whatsnew.service) each.
    seen_ids: Mapped[list[str]] = mapped_column(ARRAY(String(64)), default=list, server_default="{}")
    read_ids: Mapped[list[str]] = mapped_column(ARRAY(String(64)), default=list, server_default="{}")
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now(),
                                                 onupdate=func.now())
