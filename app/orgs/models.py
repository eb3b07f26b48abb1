"""What an organisation keeps about its own users, in its own schema."""
from datetime import datetime

from sqlalchemy import BigInteger, DateTime, String, func
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import Mapped, mapped_column

from app.db import TenantBase


class Member(TenantBase):
    __tablename__ = "members"

    # The id of the `shared.users` row: one member per user of this organisation.
    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(200), default="", server_default="")
    permissions: Mapped[list[str]] = mapped_column(ARRAY(String(40)), default=list, server_default="{}")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
