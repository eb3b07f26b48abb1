"""The organisations registry in `shared`."""
from datetime import datetime

from sqlalchemy import BigInteger, Boolean, DateTime, ForeignKey, Identity, Index, String, func, text
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase


class Organisation(SharedBase):
    __tablename__ = "organisations"
    __table_args__ = (Index("ix_organisations_gst_number", "gst_number", postgresql_where=text("gst_number IS NOT NULL")),)

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    slug: Mapped[str] = mapped_column(String(48), unique=True)
    name: Mapped[str] = mapped_column(String(200))
    # Null until the schema exists; the schema name is derived from the id.
    schema_name: Mapped[str | None] = mapped_column(String(63), unique=True)
    schema_revision: Mapped[str | None] = mapped_column(String(64), index=True)
    is_personal: Mapped[bool] = mapped_column(Boolean, default=False, server_default="false")
    # Its own business details' GST number (9 digits), kept by app.orgs.gst_numbers: how a contract
    # naming a party by that number finds it (issue 36).
    gst_number: Mapped[str | None] = mapped_column(String(9))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    # A sample counterparty ('Try it with sample data', app.demo.sample): the workspace whose sample
    # it is (one each), removed with it; None for every real organisation.
    sample_of_org_id: Mapped[int | None] = mapped_column(
        ForeignKey("organisations.id", ondelete="CASCADE"), unique=True, index=True)
