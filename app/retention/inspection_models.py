"""The subcontractor's requests to inspect the records of its retention money (issue 38; CCA s 18FC), in
`shared` beside the ledger: the subcontractor (party B) makes one, the holder (party A) answers it, both
read it.

- `retention_inspection_requests`: one request on one contract, numbered on the contract (1, 2, ...):
  who asked (their organisation and user, the name as it was), the message, when; and, once answered,
  when, by whom, how (`pack_sent`: an inspection pack was sent; `made_available`: the records were made
  available for inspection) and a note. At most one open request per contract (a partial unique index),
  so a second click or a retried request is the same request and its email is promised once.
"""
from datetime import date, datetime

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    Identity,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase

PACK_SENT = "pack_sent"
MADE_AVAILABLE = "made_available"
ANSWER_MANNERS = (PACK_SENT, MADE_AVAILABLE)


class InspectionRequest(SharedBase):
    __tablename__ = "retention_inspection_requests"
    __table_args__ = (
        UniqueConstraint("contract_id", "number"),
        CheckConstraint("answer_manner IS NULL OR answer_manner IN ('pack_sent', 'made_available')",
                        name="answer_manner"),
        CheckConstraint("(answered_at IS NULL) = (answer_manner IS NULL) AND (answered_at IS NULL) = "
                        "(answered_on IS NULL)", name="answered"),
        # One open request per contract: asking again while one is open is that request.
        Index("ux_retention_inspection_requests_open", "contract_id", unique=True,
              postgresql_where=text("answered_at IS NULL")),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(), primary_key=True)
    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)  # 1, 2, ... within the contract
    requester_org_id: Mapped[int | None] = mapped_column(ForeignKey("organisations.id", ondelete="SET NULL"))
    requester_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    requester_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    message: Mapped[str] = mapped_column(Text, default="", server_default="")
    requested_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    requested_on: Mapped[date] = mapped_column(Date)  # the day in Auckland
    answered_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))  # when it was recorded
    answered_on: Mapped[date | None] = mapped_column(Date)  # the day the holder answered, as it says
    answered_by_user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    answered_by_name: Mapped[str] = mapped_column(String(254), default="", server_default="")
    answer_manner: Mapped[str | None] = mapped_column(String(20))
    answer_note: Mapped[str] = mapped_column(Text, default="", server_default="")
    # The inspection pack the request was answered with (app.retention.inspection_pack), when one was served.
    pack_report_id: Mapped[int | None] = mapped_column(ForeignKey("retention_reports.id", ondelete="SET NULL"))
