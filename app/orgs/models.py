"""What an organisation keeps about itself, in its own schema: members, invites, contacts.

Nothing here names a schema: the session routes these tables to the bound organisation
(`tenants.context`), so one organisation's rows are never reachable from another's context.
Uploads (logos) are in `app.uploads.models`, in the same schema.
"""
import uuid
from datetime import datetime

from sqlalchemy import BigInteger, Boolean, DateTime, ForeignKey, Identity, Index, String, Text, func, text
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import Mapped, mapped_column

from app.db import TenantBase
from app.uploads import models as _uploads  # noqa: F401  (contacts.logo_upload_id refers to it)

GST_COUNTRY = "NZ"  # spec 1 section 3: a fixed constant


class Member(TenantBase):
    __tablename__ = "members"

    # The id of the `shared.users` row: one member per user of this organisation.
    user_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    name: Mapped[str] = mapped_column(String(200), default="", server_default="")
    permissions: Mapped[list[str]] = mapped_column(ARRAY(String(40)), default=list, server_default="{}")
    # The member's own choice: emails before a payment schedule they may send is due.
    schedule_reminders: Mapped[bool] = mapped_column(Boolean, default=True, server_default="true")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class Invite(TenantBase):
    """The invitation that made a member: who asked, with which permissions, and when it was taken up.

    The member (and the `shared.users` row) exists from the moment of the invitation, so the
    invitee's session lists the workspace as soon as they sign in with that email; the invite
    is accepted when they first use the workspace.
    """

    __tablename__ = "invites"

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    user_id: Mapped[int] = mapped_column(
        ForeignKey("members.user_id", ondelete="CASCADE"), unique=True
    )
    email: Mapped[str] = mapped_column(String(254))
    # The permissions chosen in the invite row (the member's own may change later).
    permissions: Mapped[list[str]] = mapped_column(ARRAY(String(40)), default=list, server_default="{}")
    invited_by: Mapped[int | None] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    accepted_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class Contact(TenantBase):
    """Business details: the organisation's own (the default contact, printed on invoices) or
    one it keeps for another business."""

    __tablename__ = "contacts"
    __table_args__ = (
        # At most one default contact.
        Index("uq_contacts_default", "is_default", unique=True, postgresql_where=text("is_default")),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    # The display name, and the legal business (entity) name.
    name: Mapped[str] = mapped_column(String(200), default="", server_default="")
    entity_name: Mapped[str] = mapped_column(String(200), default="", server_default="")
    address: Mapped[str] = mapped_column(Text, default="", server_default="")
    # The 9-digit stored form (app.domain.gst), or null when not registered.
    gst_number: Mapped[str | None] = mapped_column(String(9))
    gst_country: Mapped[str] = mapped_column(String(2), default=GST_COUNTRY, server_default=GST_COUNTRY)
    # Registered for GST (issue 34): a supplier that is not charges no GST and its claims are no tax
    # invoices. Distinct from a blank number: a registered business may not have typed it yet.
    gst_registered: Mapped[bool] = mapped_column(Boolean, default=True, server_default="true")
    website: Mapped[str] = mapped_column(String(300), default="", server_default="")
    logo_upload_id: Mapped[uuid.UUID | None] = mapped_column(ForeignKey("uploads.id", ondelete="SET NULL"))
    is_default: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
