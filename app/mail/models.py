from datetime import datetime

from sqlalchemy import BigInteger, DateTime, Identity, String, Text, func
from sqlalchemy.dialects.postgresql import ARRAY, JSONB
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase


class DevMail(SharedBase):
    """The development outbox: mail that would have gone out, kept for people and tests."""

    __tablename__ = "dev_mail"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    message_id: Mapped[str] = mapped_column(String(250), unique=True)
    to: Mapped[list[str]] = mapped_column(ARRAY(String(254)))
    subject: Mapped[str] = mapped_column(String(500))
    text: Mapped[str] = mapped_column(Text)
    html: Mapped[str | None] = mapped_column(Text)
    # What went with it: [{"name", "size", "sha256"}] (the bytes are the served document's own).
    attachments: Mapped[list] = mapped_column(JSONB, default=list, server_default="[]")
    sent_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now(), index=True)
