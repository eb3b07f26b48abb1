"""Identities in `shared`: accounts (a login email) and users (an account in an organisation).

`users` is the index that answers "which organisations does this account belong to" with one
query on `shared`; what the organisation says about its user (name, permissions) lives in the
organisation's own schema (`app.orgs.models.Member`).
"""
from datetime import datetime

from sqlalchemy import BigInteger, DateTime, ForeignKey, Identity, String, UniqueConstraint, func
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase


class Account(SharedBase):
    __tablename__ = "accounts"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    # Stored lower-cased: one account per mailbox, whatever case it was typed in.
    email: Mapped[str] = mapped_column(String(254), unique=True)
    name: Mapped[str] = mapped_column(String(200), default="", server_default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class User(SharedBase):
    __tablename__ = "users"
    __table_args__ = (UniqueConstraint("account_id", "org_id"),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"), index=True)
    org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
