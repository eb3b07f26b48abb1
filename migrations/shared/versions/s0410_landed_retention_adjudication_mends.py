"""mends to s0350-s0370 after they landed (issues 38 and 39's review)

s0350, s0360 and s0370 reached main (and so any database migrated from it) before their review; a
revision Alembic has applied never runs again, so what the review changed is done here, not in them:

- retention_entries: the plain index on contract_id goes (the unique (contract_id, seq) serves it); partial
  indexes on claim_id (its foreign key, checked when a claim is deleted) and corrects_id (corrections are
  summed per entry corrected); both mostly null.
- determination_payments.contract_id goes: a payment names its notice, and the notice names the contract.
- adjudication_notices: the owner is served by a person (s 80), never by email: the check says so.

Revision ID: s0410
Revises: s0400
Create Date: 2026-11-29 16:15:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa

revision: str = 's0410'
down_revision: Union[str, Sequence[str], None] = 's0400'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None

OWNER_CHECK = 'ck_adjudication_notices_owner_served_manner'


def upgrade() -> None:
    op.drop_index(op.f('ix_retention_entries_contract_id'), table_name='retention_entries', schema='shared')
    op.create_index('ix_retention_entries_claim_id', 'retention_entries', ['claim_id'], schema='shared',
                    postgresql_where=sa.text('claim_id IS NOT NULL'))
    op.create_index('ix_retention_entries_corrects_id', 'retention_entries', ['corrects_id'], schema='shared',
                    postgresql_where=sa.text('corrects_id IS NOT NULL'))
    op.drop_column('determination_payments', 'contract_id', schema='shared')  # its foreign key with it
    op.execute("UPDATE shared.adjudication_notices SET owner_served_manner = NULL WHERE owner_served_manner = 'email'")
    op.drop_constraint(op.f(OWNER_CHECK), 'adjudication_notices', schema='shared', type_='check')
    op.create_check_constraint(op.f(OWNER_CHECK), 'adjudication_notices',
                               "owner_served_manner IS NULL OR owner_served_manner IN ('personal', 'left', 'post')",
                               schema='shared')


def downgrade() -> None:
    op.drop_constraint(op.f(OWNER_CHECK), 'adjudication_notices', schema='shared', type_='check')
    op.create_check_constraint(op.f(OWNER_CHECK), 'adjudication_notices',
                               "owner_served_manner IS NULL OR owner_served_manner IN ('personal', 'left', 'post', "
                               "'email')", schema='shared')
    op.add_column('determination_payments', sa.Column('contract_id', sa.BigInteger(), nullable=True), schema='shared')
    op.execute("UPDATE shared.determination_payments p SET contract_id = n.contract_id "
               "FROM shared.adjudication_notices n WHERE n.id = p.notice_id")
    op.alter_column('determination_payments', 'contract_id', nullable=False, schema='shared')
    op.create_foreign_key('fk_determination_payments_contract_id_contracts', 'determination_payments', 'contracts',
                          ['contract_id'], ['id'], source_schema='shared', referent_schema='shared',
                          ondelete='CASCADE')
    op.drop_index('ix_retention_entries_corrects_id', table_name='retention_entries', schema='shared')
    op.drop_index('ix_retention_entries_claim_id', table_name='retention_entries', schema='shared')
    op.create_index(op.f('ix_retention_entries_contract_id'), 'retention_entries', ['contract_id'], unique=False,
                    schema='shared')
