"""The home lists' change counters (issue 41): what a list's poll reads instead of its rows.

A home list's poll (`app.polling.claim_list_version`) used to count and hash every row of the list,
so it grew with the organisation (28.6 ms at 20,000 claims). Now each organisation has a counter per
box (Inbox: it is the customer; Sent: it is the supplier), bumped in the same transaction as every
change a row of that box shows, and the poll reads the counter: one row by primary key at any size.

The bumps are PostgreSQL statement triggers (migration s0430), so no write path can forget one and a
bump commits or rolls back with its change. Each trigger maps the rows a statement changed to the
contracts' parties and bumps the boxes that can list them, once per statement whatever its size:

- claims (insert, update, delete): both parties' boxes; the customer's Inbox only when the claim is
  (or was) submitted and live (a draft is not in the Inbox, so its edits leave the Inbox alone);
- claim_revisions: the amount and due date a row shows (the customer's Inbox for a submitted
  revision only; a customer opening a revision stamps `opened_at`, which no row shows);
- payment_schedules: both boxes (the row shows the schedule's status);
- contracts: a change of the site name or slug (the row's label; a search reads both);
- contract_orgs: a party joining, answering, leaving or renamed: every party's boxes of the
  contract, and the party's own even after it is gone;
- contract_members: who of an organisation may see the contract (`app.contracts.access`).

Counters are bumped in (org_id, box) order, so two writers never wait on each other's counters in
opposite orders. A counter row is a hot row: writers of one organisation's claims queue on it from
their claim write to their commit (ops/bench/polls measures it).

The viewer's read state (the unread dot) is per person and private to the organisation: it is read
as the newest `read_at` of the viewer's `claim_reads` (every write stamps it), by an index (t0180).
"""
from sqlalchemy import BigInteger, CheckConstraint, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase

INBOX = "Inbox"
SENT = "Sent"


class ClaimListCounter(SharedBase):
    """How many changes an organisation's box (Inbox or Sent) has seen: bumped by triggers only."""

    __tablename__ = "claim_list_counters"
    __table_args__ = (CheckConstraint("box IN ('Inbox', 'Sent')", name="box"),)

    org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"), primary_key=True,
                                        autoincrement=False)
    box: Mapped[str] = mapped_column(String(5), primary_key=True)
    n: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")
