"""contract figures: each contract's money at a glance for the Projects list (issue 14)

A row per contract with claims: the contract value, the amount claimed to date, the last claim
(as each side sees it) and the next due date, all of the submitted ledger. Kept by statement
triggers on claims, claim revisions and ledger entries, so it changes in the transaction that
changes what it sums: the list sorts 10,000 contracts by any of them without summing a million
ledger entries per request. `app.contracts.figures` reads it; the sums are defined here once.

Revision ID: s0090
Revises: s0070
Create Date: 2026-11-25 13:45:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0090'
down_revision: Union[str, Sequence[str], None] = 's0070'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

# A claim counts in the submitted ledger while live (New, Sent, Scheduled) with a submitted
# revision, at that revision (app.claims.totals, the 'latest' view). Its items are the entries of
# the newest such claim (an item missing from it was voided); the retention item is no quote and
# no claimed work. A claim's date: its claim date, else the day it was submitted, else made.
REFRESH = """
CREATE FUNCTION shared.refresh_contract_figures(ids bigint[]) RETURNS void LANGUAGE sql AS $$
INSERT INTO shared.contract_figures AS f
    (contract_id, value, claimed, last_number, last_status, last_date,
     last_sent_number, last_sent_status, last_sent_date, next_due_date)
SELECT c.id,
       coalesce((SELECT sum(e.total_price) FROM shared.ledger_entries e
                  WHERE e.claim_id = newest.id AND e.rev = newest.latest_rev AND e.mode = 'Claim'
                    AND NOT e.is_reversal AND e.item_id <> 'retention'), 0),
       coalesce((SELECT sum(e.amount) FROM shared.claims cl
                   JOIN shared.ledger_entries e ON e.claim_id = cl.id AND e.rev = cl.latest_rev
                  WHERE cl.contract_id = c.id AND cl.status IN ('New', 'Sent', 'Scheduled')
                    AND e.mode = 'Claim' AND e.item_id <> 'retention'), 0),
       last.number, last.status, last.day,
       sent.number, sent.status, sent.day,
       (SELECT r.due_date FROM shared.claims cl
          JOIN shared.claim_revisions r ON r.claim_id = cl.id AND r.rev = cl.latest_rev
         WHERE cl.contract_id = c.id AND cl.status IN ('Sent', 'Scheduled') AND NOT cl.is_paid
         ORDER BY cl.number DESC LIMIT 1)
  FROM shared.contracts c
  LEFT JOIN LATERAL (
      SELECT cl.id, cl.latest_rev FROM shared.claims cl
       WHERE cl.contract_id = c.id AND cl.status IN ('New', 'Sent', 'Scheduled') AND cl.latest_rev IS NOT NULL
       ORDER BY cl.number DESC LIMIT 1) newest ON true
  LEFT JOIN LATERAL (
      SELECT cl.number, cl.status, shared.claim_day(cl.id, coalesce(cl.latest_rev, cl.draft_rev), cl.created_at) AS day
        FROM shared.claims cl
       WHERE cl.contract_id = c.id AND cl.status <> 'Deleted'
       ORDER BY cl.number DESC LIMIT 1) last ON true
  LEFT JOIN LATERAL (
      SELECT cl.number, cl.status, shared.claim_day(cl.id, cl.latest_rev, cl.created_at) AS day
        FROM shared.claims cl
       WHERE cl.contract_id = c.id AND cl.status NOT IN ('New', 'Deleted') AND cl.latest_rev IS NOT NULL
       ORDER BY cl.number DESC LIMIT 1) sent ON true
 WHERE c.id = ANY(ids)
ON CONFLICT (contract_id) DO UPDATE SET
    value = excluded.value, claimed = excluded.claimed,
    last_number = excluded.last_number, last_status = excluded.last_status, last_date = excluded.last_date,
    last_sent_number = excluded.last_sent_number, last_sent_status = excluded.last_sent_status,
    last_sent_date = excluded.last_sent_date, next_due_date = excluded.next_due_date
$$
"""

CLAIM_DAY = """
CREATE FUNCTION shared.claim_day(claim bigint, revision integer, made timestamptz) RETURNS date
LANGUAGE sql STABLE AS $$
SELECT coalesce(
    (SELECT coalesce(r.claim_date, (r.submitted_at AT TIME ZONE 'Pacific/Auckland')::date)
       FROM shared.claim_revisions r WHERE r.claim_id = claim AND r.rev = revision),
    (made AT TIME ZONE 'Pacific/Auckland')::date)
$$
"""

# Each trigger names its transition table `changed`; a revision reaches its contract by its claim.
ON_CHANGE = """
CREATE FUNCTION shared.contract_figures_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM shared.refresh_contract_figures(ARRAY(SELECT DISTINCT contract_id FROM changed));
    RETURN NULL;
END
$$
"""
ON_REVISION_CHANGE = """
CREATE FUNCTION shared.contract_figures_on_revision_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM shared.refresh_contract_figures(ARRAY(
        SELECT DISTINCT cl.contract_id FROM changed JOIN shared.claims cl ON cl.id = changed.claim_id));
    RETURN NULL;
END
$$
"""
TRIGGERS = {
    'ledger_entries': 'contract_figures_on_change',
    'claims': 'contract_figures_on_change',
    'claim_revisions': 'contract_figures_on_revision_change',
}
EVENTS = {'insert': 'NEW', 'update': 'NEW', 'delete': 'OLD'}


def upgrade() -> None:
    op.create_table(
        'contract_figures',
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('value', sa.BigInteger(), nullable=False, server_default='0'),
        sa.Column('claimed', sa.BigInteger(), nullable=False, server_default='0'),
        sa.Column('last_number', sa.Integer()),
        sa.Column('last_status', sa.String(10)),
        sa.Column('last_date', sa.Date()),
        sa.Column('last_sent_number', sa.Integer()),
        sa.Column('last_sent_status', sa.String(10)),
        sa.Column('last_sent_date', sa.Date()),
        sa.Column('next_due_date', sa.Date()),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                                name=op.f('fk_contract_figures_contract_id_contracts'), ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('contract_id', name=op.f('pk_contract_figures')),
        schema='shared',
    )
    op.execute(CLAIM_DAY)
    op.execute(REFRESH)
    op.execute(ON_CHANGE)
    op.execute(ON_REVISION_CHANGE)
    for table, function in TRIGGERS.items():
        for event, row in EVENTS.items():
            op.execute(f"CREATE TRIGGER contract_figures_{event} AFTER {event.upper()} ON shared.{table} "
                       f"REFERENCING {row} TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION shared.{function}()")
    op.execute("SELECT shared.refresh_contract_figures(ARRAY(SELECT id FROM shared.contracts))")
    # The list by name walks this index a page at a time instead of sorting every contract.
    op.create_index('ix_contracts_lower_site_name_id', 'contracts', [sa.text('lower(site_name)'), 'id'],
                    schema='shared')


def downgrade() -> None:
    op.drop_index('ix_contracts_lower_site_name_id', table_name='contracts', schema='shared')
    for table in TRIGGERS:
        for event in EVENTS:
            op.execute(f"DROP TRIGGER contract_figures_{event} ON shared.{table}")
    op.execute("DROP FUNCTION shared.contract_figures_on_revision_change()")
    op.execute("DROP FUNCTION shared.contract_figures_on_change()")
    op.execute("DROP FUNCTION shared.refresh_contract_figures(bigint[])")
    op.execute("DROP FUNCTION shared.claim_day(bigint, integer, timestamptz)")
    op.drop_table('contract_figures', schema='shared')
