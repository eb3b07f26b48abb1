"""retention ledger (issue 38): `retention_entries`, append-only (a trigger refuses UPDATE and DELETE of
an entry; an entry goes only with its contract, by cascade) and hash-chained (app.retention.chain)

Revision ID: s0350
Revises: s0340
Create Date: 2026-11-29 10:30:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0350'
down_revision: Union[str, Sequence[str], None] = 's0340'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

KINDS = ("withheld", "deposited", "released", "used_for_defects", "instrument_cover", "correction")

# pg_trigger_depth() is 1 for a statement on the table itself, more inside the cascade of a
# contract's deletion (the foreign key's own trigger deletes the entries).
APPEND_ONLY = """
CREATE FUNCTION shared.retention_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
        RETURN OLD;
    END IF;
    RAISE EXCEPTION 'retention ledger entries are never changed or deleted: record a correction'
        USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER retention_entries_append_only BEFORE UPDATE OR DELETE ON shared.retention_entries
    FOR EACH ROW EXECUTE FUNCTION shared.retention_entries_append_only();
"""


def upgrade() -> None:
    op.create_table(
        'retention_entries',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('seq', sa.Integer(), nullable=False),
        sa.Column('kind', sa.String(length=20), nullable=False),
        sa.Column('amount', sa.BigInteger(), nullable=False),
        sa.Column('entry_date', sa.Date(), nullable=False),
        sa.Column('schedule_id', sa.BigInteger(), nullable=True),
        sa.Column('claim_id', sa.BigInteger(), nullable=True),
        sa.Column('bank_ref', sa.String(length=100), server_default='', nullable=False),
        sa.Column('instrument_ref', sa.String(length=100), server_default='', nullable=False),
        sa.Column('covers_until', sa.Date(), nullable=True),
        sa.Column('corrects_id', sa.BigInteger(), nullable=True),
        sa.Column('note', sa.Text(), server_default='', nullable=False),
        sa.Column('created_by_user_id', sa.BigInteger(), nullable=True),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('prev_hash', sa.String(length=64), nullable=False),
        sa.Column('hash', sa.String(length=64), nullable=False),
        sa.CheckConstraint(f"kind IN ({', '.join(repr(k) for k in KINDS)})", name=op.f('ck_retention_entries_kind')),
        sa.CheckConstraint("amount > 0 OR kind = 'correction'", name=op.f('ck_retention_entries_amount')),
        sa.CheckConstraint("(kind = 'correction') = (corrects_id IS NOT NULL)",
                           name=op.f('ck_retention_entries_corrects')),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                                name=op.f('fk_retention_entries_contract_id_contracts'), ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['schedule_id'], ['shared.payment_schedules.id'],
                                name=op.f('fk_retention_entries_schedule_id_payment_schedules')),
        sa.ForeignKeyConstraint(['claim_id'], ['shared.claims.id'], name=op.f('fk_retention_entries_claim_id_claims')),
        sa.ForeignKeyConstraint(['corrects_id'], ['shared.retention_entries.id'],
                                name=op.f('fk_retention_entries_corrects_id_retention_entries')),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_entries')),
        sa.UniqueConstraint('contract_id', 'seq', name=op.f('uq_retention_entries_contract_id_seq')),
        schema='shared',
    )
    op.create_index(op.f('ix_retention_entries_contract_id'), 'retention_entries', ['contract_id'],
                    unique=False, schema='shared')
    op.create_index('ux_retention_entries_schedule_kind', 'retention_entries', ['schedule_id', 'kind'], unique=True,
                    schema='shared', postgresql_where=sa.text('schedule_id IS NOT NULL'))
    op.execute(APPEND_ONLY)


def downgrade() -> None:
    op.execute("DROP TRIGGER retention_entries_append_only ON shared.retention_entries")
    op.execute("DROP FUNCTION shared.retention_entries_append_only()")
    op.drop_index('ux_retention_entries_schedule_kind', table_name='retention_entries', schema='shared')
    op.drop_index(op.f('ix_retention_entries_contract_id'), table_name='retention_entries', schema='shared')
    op.drop_table('retention_entries', schema='shared')
