"""Uploaded files, in the organisation's own schema (see app.uploads for the whole flow)."""
import uuid
from datetime import datetime

from sqlalchemy import BigInteger, DateTime, String, Uuid, func
from sqlalchemy.orm import Mapped, mapped_column

from app.db import TenantBase

PENDING = "pending"  # created; the PUT URL is out
RECEIVED = "received"  # the local storage took the PUT (a bucket's PUT is never seen)
READY = "ready"  # checked (type, magic bytes, size; SVG sanitised) and stored under its final key


class Upload(TenantBase):
    __tablename__ = "uploads"

    id: Mapped[uuid.UUID] = mapped_column(Uuid, primary_key=True, default=uuid.uuid4)
    # What the browser said it would PUT; the file must match it.
    content_type: Mapped[str] = mapped_column(String(100))
    # What it was created for (app.uploads.checks: "logo" or "attachment"): its types, its size
    # cap, and the only use it can be put to.
    purpose: Mapped[str] = mapped_column(String(20), default="logo", server_default="logo")
    # An attachment: the contract (shared.contracts.id) whose claims it is attached to, once used.
    contract_id: Mapped[int | None] = mapped_column(BigInteger)
    # An attachment of an issue (shared.issues.id) instead: its files, read by every recipient. With
    # contract_id too: a file of a comment on that contract's variation of the issue, read by its parties.
    issue_id: Mapped[int | None] = mapped_column(BigInteger)
    status: Mapped[str] = mapped_column(String(20), default=PENDING, server_default=PENDING)
    # Bytes of the checked (and, for SVG, sanitised) file.
    size: Mapped[int | None] = mapped_column(BigInteger)
    # The shared.users id of the member who created it.
    created_by: Mapped[int | None] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now(), index=True)
    ready_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
