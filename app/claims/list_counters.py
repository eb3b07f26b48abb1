"""The home lists' maintained figures (issue 41): the change counters a list's poll reads instead of
its rows, and each contract's claims per group, which the lists' group counts sum.

A home list's poll (`app.polling.claim_list_version`) used to count and hash every row of the list,
so it grew with the organisation (28.6 ms at 20,000 claims). Now each organisation has a counter per
box (Inbox: it is the customer; Sent: it is the supplier), bumped in the same transaction as every
change a row of that box shows, and the poll reads the counter: a fixed number of rows by key.

The bumps are PostgreSQL statement triggers (migration s0450), so no write path can forget one and a
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

A counter row is a hot row: a writer holds it from its write to its commit, and every writer of
an organisation's claims would queue on one row (and commit one by one, each waiting for its own
WAL flush). So a box has SHARDS rows, a contract's changes bump the row of its shard, and the poll
sums them (SHARDS rows by key: the same cost at any size): writers of different contracts seldom
meet, and writers of one contract already queue on its ledger. The sum of committed counters grows
with every commit, so a poll never misses one. Rows are bumped in key order: two writers never
wait on each other's rows in opposite orders (ops/bench/polls measures the contention).

The group counts (`app.claims.lists.group_counts`) counted every claim of the list; they now sum
`ClaimGroupCounts`, one row a contract, which a trigger on claims recomputes from the contract's
claims in the writer's transaction (the same contracts' row locks the ledger already queues on; a
recount rather than a delta, so no order of writes can make it drift). The count then grows with
the contracts the viewer sees, not with their claims (10 claims a contract: a tenth of the rows).
A search still counts the claims it finds (a word may be a claim's number).

The viewer's read state (the unread dot) is per person and private to the organisation: it is read
as the newest `read_at` of the viewer's `claim_reads` (every write stamps it), by an index (t0190).
"""
from sqlalchemy import BigInteger, CheckConstraint, ForeignKey, Integer, SmallInteger, String
from sqlalchemy.orm import Mapped, mapped_column

from app.db import SharedBase

INBOX = "Inbox"
SENT = "Sent"
SHARDS = 16  # a box's counter rows: a change of contract c bumps shard c % SHARDS (s0450's triggers)


class ClaimListCounter(SharedBase):
    """How many changes of its contracts (those in the shard) an organisation's box (Inbox or Sent)
    has seen: bumped by triggers only. The box's version is the sum of its shards."""

    __tablename__ = "claim_list_counters"
    __table_args__ = (CheckConstraint("box IN ('Inbox', 'Sent')", name="box"),
                      CheckConstraint(f"shard BETWEEN 0 AND {SHARDS - 1}", name="shard"))

    org_id: Mapped[int] = mapped_column(ForeignKey("organisations.id", ondelete="CASCADE"), primary_key=True,
                                        autoincrement=False)
    box: Mapped[str] = mapped_column(String(5), primary_key=True)
    shard: Mapped[int] = mapped_column(SmallInteger, primary_key=True, autoincrement=False)
    n: Mapped[int] = mapped_column(BigInteger, default=0, server_default="0")


class ClaimGroupCounts(SharedBase):
    """A contract's claims per group of the home lists (`app.claims.lists`): the supplier's Sent
    (every live claim) and the customer's Inbox (submitted ones). Recomputed by a trigger only."""

    __tablename__ = "claim_group_counts"

    contract_id: Mapped[int] = mapped_column(ForeignKey("contracts.id", ondelete="CASCADE"), primary_key=True,
                                             autoincrement=False)
    draft: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    no_schedule_yet: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    scheduled_not_paid: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    paid: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    inbox_no_schedule_yet: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    inbox_scheduled_not_paid: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    inbox_paid: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
