"""the home lists' maintained figures: change counters per organisation and box, claims per group per
contract, kept by triggers (issue 41)

A home list's poll read every row of the list (a count and a hash); it now sums one box's 16
counter shards (`app.claims.list_counters` says what bumps them and why triggers). Statement
triggers with transition tables: one bump per statement whatever its size, in the writer's
transaction. The lists' group counts sum `claim_group_counts`, recounted per contract from its
claims by a trigger on claims. Backfill: every contract's group counts, and a zero counter for
every shard of a box an organisation's contracts fall in (one is created on first bump otherwise).

Revision ID: s0450
Revises: s0440
Create Date: 2026-11-29 21:00:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0450'
down_revision: Union[str, Sequence[str], None] = 's0440'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

# Bumps the boxes that can list a claim of these contracts: the customer's Inbox of `inbox`, the
# supplier's Sent of `sent`, each in its contract's shard (SHARDS in app.claims.list_counters: writers
# of different contracts seldom wait on one row). Rows are locked in key order: no deadlock here.
BUMP = """
CREATE FUNCTION shared.claim_lists_bump(inbox bigint[], sent bigint[]) RETURNS void
LANGUAGE sql AS $$
    INSERT INTO shared.claim_list_counters AS c (org_id, box, shard, n)
    SELECT DISTINCT o.org_id, CASE o.relation WHEN 'Customer' THEN 'Inbox' ELSE 'Sent' END, o.contract_id % 16, 1
    FROM shared.contract_orgs o
    WHERE (o.relation = 'Customer' AND o.contract_id = ANY(inbox))
       OR (o.relation = 'Supplier' AND o.contract_id = ANY(sent))
    ORDER BY 1, 2, 3
    ON CONFLICT (org_id, box, shard) DO UPDATE SET n = c.n + 1
$$
"""

# A claim is in the Inbox once submitted and while live, in Sent while live (app.claims.lists).
_INBOX = "status IN ('Sent', 'Scheduled') AND latest_rev IS NOT NULL"
_SENT = "status IN ('New', 'Sent', 'Scheduled')"
_CLAIM_SHOWN = "contract_id, number, status, is_paid, is_paying, latest_rev, draft_rev, content_updated_at"

CLAIMS = f"""
CREATE FUNCTION shared.claim_lists_claims() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    inbox bigint[];
    sent bigint[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(contract_id) FILTER (WHERE {_INBOX}), array_agg(contract_id) FILTER (WHERE {_SENT})
        INTO inbox, sent FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(contract_id) FILTER (WHERE {_INBOX}), array_agg(contract_id) FILTER (WHERE {_SENT})
        INTO inbox, sent FROM old_rows;
    ELSE  -- what a row shows changed: the claim before and after count (it may leave a box)
        SELECT array_agg(contract_id) FILTER (WHERE {_INBOX}), array_agg(contract_id) FILTER (WHERE {_SENT})
        INTO inbox, sent FROM (
            SELECT o.* FROM old_rows o JOIN new_rows n USING (id)
            WHERE ({', '.join('o.' + c for c in _CLAIM_SHOWN.split(', '))})
                  IS DISTINCT FROM ({', '.join('n.' + c for c in _CLAIM_SHOWN.split(', '))})
            UNION ALL
            SELECT n.* FROM old_rows o JOIN new_rows n USING (id)
            WHERE ({', '.join('o.' + c for c in _CLAIM_SHOWN.split(', '))})
                  IS DISTINCT FROM ({', '.join('n.' + c for c in _CLAIM_SHOWN.split(', '))})
        ) changed;
    END IF;
    IF inbox IS NOT NULL OR sent IS NOT NULL THEN
        PERFORM shared.claim_lists_bump(inbox, sent);
    END IF;
    RETURN NULL;
END
$$
"""

# A revision's amount and due date (the row's); a submitted one shows in the Inbox too.
_REVISION_SHOWN = "o.amount_excl, o.tax, o.due_date, o.is_draft"
REVISIONS = f"""
CREATE FUNCTION shared.claim_lists_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    inbox bigint[];
    sent bigint[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(c.contract_id) FILTER (WHERE NOT r.is_draft), array_agg(c.contract_id)
        INTO inbox, sent FROM new_rows r JOIN shared.claims c ON c.id = r.claim_id;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(c.contract_id) FILTER (WHERE NOT r.is_draft), array_agg(c.contract_id)
        INTO inbox, sent FROM old_rows r JOIN shared.claims c ON c.id = r.claim_id;
    ELSE
        SELECT array_agg(c.contract_id) FILTER (WHERE NOT (o.is_draft AND n.is_draft)), array_agg(c.contract_id)
        INTO inbox, sent FROM old_rows o JOIN new_rows n USING (id) JOIN shared.claims c ON c.id = n.claim_id
        WHERE ({_REVISION_SHOWN}) IS DISTINCT FROM ({_REVISION_SHOWN.replace('o.', 'n.')});
    END IF;
    IF inbox IS NOT NULL OR sent IS NOT NULL THEN
        PERFORM shared.claim_lists_bump(inbox, sent);
    END IF;
    RETURN NULL;
END
$$
"""

# A schedule's status and version (the row's), in both boxes.
SCHEDULES = """
CREATE FUNCTION shared.claim_lists_schedules() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids bigint[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(contract_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(contract_id) INTO ids FROM old_rows;
    ELSE
        SELECT array_agg(n.contract_id) INTO ids FROM old_rows o JOIN new_rows n USING (id)
        WHERE (o.status, o.version, o.claim_id) IS DISTINCT FROM (n.status, n.version, n.claim_id);
    END IF;
    IF ids IS NOT NULL THEN
        PERFORM shared.claim_lists_bump(ids, ids);
    END IF;
    RETURN NULL;
END
$$
"""

# The row's label (site name) and what a search reads of the contract (site name, slug).
CONTRACTS = """
CREATE FUNCTION shared.claim_lists_contracts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids bigint[];
BEGIN
    SELECT array_agg(n.id) INTO ids FROM old_rows o JOIN new_rows n USING (id)
    WHERE (o.site_name, o.slug) IS DISTINCT FROM (n.site_name, n.slug);
    IF ids IS NOT NULL THEN
        PERFORM shared.claim_lists_bump(ids, ids);
    END IF;
    RETURN NULL;
END
$$
"""

# Which claims an organisation lists (a party's consent) and the counterparty a row names: every
# party's boxes of the contract, and the changed party's own (it may have left the contract).
PARTIES = """
CREATE FUNCTION shared.claim_lists_parties() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids bigint[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(contract_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(contract_id) INTO ids FROM old_rows;
        INSERT INTO shared.claim_list_counters AS c (org_id, box, shard, n)
        SELECT DISTINCT org_id, CASE relation WHEN 'Customer' THEN 'Inbox' ELSE 'Sent' END, contract_id % 16, 1
        FROM old_rows WHERE org_id IN (SELECT id FROM shared.organisations) ORDER BY 1, 2, 3
        ON CONFLICT (org_id, box, shard) DO UPDATE SET n = c.n + 1;
    ELSE
        SELECT array_agg(n.contract_id) INTO ids FROM old_rows o JOIN new_rows n USING (contract_id, relation)
        WHERE (o.org_id, o.consent, o.contact_id) IS DISTINCT FROM (n.org_id, n.consent, n.contact_id);
        INSERT INTO shared.claim_list_counters AS c (org_id, box, shard, n)
        SELECT DISTINCT o.org_id, CASE o.relation WHEN 'Customer' THEN 'Inbox' ELSE 'Sent' END, o.contract_id % 16, 1
        FROM old_rows o JOIN new_rows n USING (contract_id, relation) WHERE o.org_id <> n.org_id
        AND o.org_id IN (SELECT id FROM shared.organisations) ORDER BY 1, 2, 3
        ON CONFLICT (org_id, box, shard) DO UPDATE SET n = c.n + 1;
    END IF;
    IF ids IS NOT NULL THEN
        PERFORM shared.claim_lists_bump(ids, ids);
    END IF;
    RETURN NULL;
END
$$
"""

# Who of an organisation may see a contract (a viewer without the workspace-wide view permission).
MEMBERS = """
CREATE FUNCTION shared.claim_lists_members() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids bigint[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(contract_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(contract_id) INTO ids FROM old_rows;
    ELSE
        SELECT array_agg(n.contract_id) INTO ids FROM old_rows o JOIN new_rows n USING (id)
        WHERE (o.contract_id, o.user_id) IS DISTINCT FROM (n.contract_id, n.user_id);
    END IF;
    IF ids IS NOT NULL THEN
        PERFORM shared.claim_lists_bump(ids, ids);
    END IF;
    RETURN NULL;
END
$$
"""

# A contract's claims per group (app.claims.lists: Paid before the status groups), recounted from its
# claims; a contract deleted with its claims has no row to keep.
_PAID = "cl.is_paid AND cl.status IN ('Sent', 'Scheduled')"
_SUBMITTED = "cl.latest_rev IS NOT NULL"
GROUP_COUNT_COLUMNS = {
    'draft': "cl.status = 'New'",
    'no_schedule_yet': f"cl.status = 'Sent' AND NOT ({_PAID})",
    'scheduled_not_paid': f"cl.status = 'Scheduled' AND NOT ({_PAID})",
    'paid': _PAID,
    'inbox_no_schedule_yet': f"cl.status = 'Sent' AND NOT ({_PAID}) AND {_SUBMITTED}",
    'inbox_scheduled_not_paid': f"cl.status = 'Scheduled' AND NOT ({_PAID}) AND {_SUBMITTED}",
    'inbox_paid': f"{_PAID} AND {_SUBMITTED}",
}
RECOUNT = f"""
CREATE FUNCTION shared.claim_group_recount(ids bigint[]) RETURNS void
LANGUAGE sql AS $$
    INSERT INTO shared.claim_group_counts AS g (contract_id, {', '.join(GROUP_COUNT_COLUMNS)})
    SELECT k.id, {', '.join(f'count(cl.id) FILTER (WHERE {w})' for w in GROUP_COUNT_COLUMNS.values())}
    FROM shared.contracts k LEFT JOIN shared.claims cl ON cl.contract_id = k.id
    WHERE k.id = ANY(ids)
    GROUP BY k.id ORDER BY k.id
    ON CONFLICT (contract_id) DO UPDATE SET {', '.join(f'{c} = EXCLUDED.{c}' for c in GROUP_COUNT_COLUMNS)}
$$
"""
GROUPS = """
CREATE FUNCTION shared.claim_group_counts_claims() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ids bigint[];
BEGIN
    IF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT contract_id) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(DISTINCT contract_id) INTO ids FROM old_rows;
    ELSE  -- what decides a claim's group changed
        SELECT array_agg(DISTINCT k) INTO ids FROM old_rows o JOIN new_rows n USING (id)
        CROSS JOIN LATERAL (VALUES (o.contract_id), (n.contract_id)) AS v(k)
        WHERE (o.contract_id, o.status, o.is_paid, o.latest_rev IS NULL)
              IS DISTINCT FROM (n.contract_id, n.status, n.is_paid, n.latest_rev IS NULL);
    END IF;
    IF ids IS NOT NULL THEN
        PERFORM shared.claim_group_recount(ids);
    END IF;
    RETURN NULL;
END
$$
"""

# (table, function, events): one trigger per event (a trigger with transition tables has one event).
TRIGGERS = (
    ('claims', 'claim_lists_claims', ('INSERT', 'UPDATE', 'DELETE')),
    ('claim_revisions', 'claim_lists_revisions', ('INSERT', 'UPDATE', 'DELETE')),
    ('payment_schedules', 'claim_lists_schedules', ('INSERT', 'UPDATE', 'DELETE')),
    ('contracts', 'claim_lists_contracts', ('UPDATE',)),
    ('contract_orgs', 'claim_lists_parties', ('INSERT', 'UPDATE', 'DELETE')),
    ('contract_members', 'claim_lists_members', ('INSERT', 'UPDATE', 'DELETE')),
    ('claims', 'claim_group_counts_claims', ('INSERT', 'UPDATE', 'DELETE')),
)
_REFERENCING = {'INSERT': 'NEW TABLE AS new_rows', 'UPDATE': 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
                'DELETE': 'OLD TABLE AS old_rows'}


def upgrade() -> None:
    op.create_table(
        'claim_list_counters',
        sa.Column('org_id', sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column('box', sa.String(length=5), nullable=False),
        sa.Column('shard', sa.SmallInteger(), autoincrement=False, nullable=False),
        sa.Column('n', sa.BigInteger(), server_default='0', nullable=False),
        sa.CheckConstraint("box IN ('Inbox', 'Sent')", name=op.f('ck_claim_list_counters_box')),
        sa.CheckConstraint('shard BETWEEN 0 AND 15', name=op.f('ck_claim_list_counters_shard')),
        sa.ForeignKeyConstraint(['org_id'], ['shared.organisations.id'],
                                name=op.f('fk_claim_list_counters_org_id_organisations'), ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('org_id', 'box', 'shard', name=op.f('pk_claim_list_counters')),
        schema='shared',
    )
    op.execute("INSERT INTO shared.claim_list_counters (org_id, box, shard, n) "
                "SELECT DISTINCT org_id, CASE relation WHEN 'Customer' THEN 'Inbox' ELSE 'Sent' END, contract_id % 16, 0 "
                "FROM shared.contract_orgs ORDER BY 1, 2, 3")
    op.create_table(
        'claim_group_counts',
        sa.Column('contract_id', sa.BigInteger(), autoincrement=False, nullable=False),
        *(sa.Column(column, sa.Integer(), server_default='0', nullable=False) for column in GROUP_COUNT_COLUMNS),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                                name=op.f('fk_claim_group_counts_contract_id_contracts'), ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('contract_id', name=op.f('pk_claim_group_counts')),
        schema='shared',
    )
    for function in (BUMP, CLAIMS, REVISIONS, SCHEDULES, CONTRACTS, PARTIES, MEMBERS, RECOUNT, GROUPS):
        op.execute(function)
    op.execute("SELECT shared.claim_group_recount(array_agg(DISTINCT contract_id)) FROM shared.claims")
    for table, function, events in TRIGGERS:
        for event in events:
            op.execute(f"CREATE TRIGGER {function}_{event.lower()} AFTER {event} ON shared.{table} "
                       f"REFERENCING {_REFERENCING[event]} FOR EACH STATEMENT EXECUTE FUNCTION shared.{function}()")


def downgrade() -> None:
    for table, function, events in TRIGGERS:
        for event in events:
            op.execute(f"DROP TRIGGER {function}_{event.lower()} ON shared.{table}")
    for _, function, _ in TRIGGERS:
        op.execute(f"DROP FUNCTION IF EXISTS shared.{function}()")
    op.execute("DROP FUNCTION shared.claim_lists_bump(bigint[], bigint[])")
    op.execute("DROP FUNCTION shared.claim_group_recount(bigint[])")
    op.drop_table('claim_group_counts', schema='shared')
    op.drop_table('claim_list_counters', schema='shared')
