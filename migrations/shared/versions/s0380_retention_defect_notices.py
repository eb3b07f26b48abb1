"""retention: the notice before use for defects (issue 38): `retention_defect_notices` (the defect, its
evidence, the amount, the clause permitting use, its service and the first day of use: CCA s 18D), the
copies emailed (`retention_defect_notice_copies`, a SHA-256 per recipient), and the ledger entry's link
to the notice a use for defects is made under (`retention_entries.defect_notice_id`)

Revision ID: s0380
Revises: s0370
Create Date: 2026-11-29 13:40:00

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa
from sqlalchemy.dialects import postgresql

revision: str = 's0380'
down_revision: Union[str, Sequence[str], None] = 's0370'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    op.create_table(
        'retention_defect_notices',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('number', sa.Integer(), nullable=False),
        sa.Column('holder_org_id', sa.BigInteger(), nullable=True),
        sa.Column('payee_org_id', sa.BigInteger(), nullable=True),
        sa.Column('holder_name', sa.String(length=254), nullable=False),
        sa.Column('payee_name', sa.String(length=254), nullable=False),
        sa.Column('site_name', sa.String(length=254), nullable=False),
        sa.Column('amount', sa.BigInteger(), nullable=False),
        sa.Column('defect', sa.Text(), nullable=False),
        sa.Column('evidence', postgresql.JSONB(astext_type=sa.Text()), server_default='[]', nullable=False),
        sa.Column('clause', sa.Text(), nullable=False),
        sa.Column('procedure', sa.Text(), server_default='', nullable=False),
        sa.Column('notice_date', sa.Date(), nullable=False),
        sa.Column('use_from', sa.Date(), nullable=False),
        sa.Column('created_by_user_id', sa.BigInteger(), nullable=True),
        sa.Column('created_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('served_manner', sa.String(length=10), nullable=True),
        sa.Column('served_on', sa.Date(), nullable=True),
        sa.Column('served_to', sa.Text(), server_default='', nullable=False),
        sa.Column('served_recorded_by_name', sa.String(length=254), server_default='', nullable=False),
        sa.Column('served_recorded_at', sa.DateTime(timezone=True), nullable=True),
        sa.Column('sha256', sa.String(length=64), nullable=True),
        sa.CheckConstraint('amount > 0', name=op.f('ck_retention_defect_notices_amount')),
        sa.CheckConstraint("served_manner IS NULL OR served_manner IN ('email', 'personal', 'left', 'post')",
                           name=op.f('ck_retention_defect_notices_served_manner')),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                                name=op.f('fk_retention_defect_notices_contract_id_contracts'), ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['holder_org_id'], ['shared.organisations.id'],
                                name=op.f('fk_retention_defect_notices_holder_org_id_organisations'),
                                ondelete='SET NULL'),
        sa.ForeignKeyConstraint(['payee_org_id'], ['shared.organisations.id'],
                                name=op.f('fk_retention_defect_notices_payee_org_id_organisations'),
                                ondelete='SET NULL'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_defect_notices')),
        sa.UniqueConstraint('contract_id', 'number', name=op.f('uq_retention_defect_notices_contract_id_number')),
        schema='shared',
    )
    op.create_index(op.f('ix_retention_defect_notices_contract_id'), 'retention_defect_notices', ['contract_id'],
                    unique=False, schema='shared')
    op.create_table(
        'retention_defect_notice_copies',
        sa.Column('id', sa.BigInteger(), sa.Identity(always=False), nullable=False),
        sa.Column('notice_id', sa.BigInteger(), nullable=False),
        sa.Column('contract_id', sa.BigInteger(), nullable=False),
        sa.Column('email', sa.String(length=320), nullable=False),
        sa.Column('user_id', sa.BigInteger(), nullable=True),
        sa.Column('sha256', sa.String(length=64), nullable=True),
        sa.Column('size', sa.BigInteger(), nullable=True),
        sa.Column('promised_at', sa.DateTime(timezone=True), nullable=False),
        sa.Column('served_at', sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(['notice_id'], ['shared.retention_defect_notices.id'],
                                name=op.f('fk_retention_defect_notice_copies_notice_id_retention_defect_notices'),
                                ondelete='CASCADE'),
        sa.ForeignKeyConstraint(['contract_id'], ['shared.contracts.id'],
                                name=op.f('fk_retention_defect_notice_copies_contract_id_contracts'),
                                ondelete='CASCADE'),
        sa.PrimaryKeyConstraint('id', name=op.f('pk_retention_defect_notice_copies')),
        sa.UniqueConstraint('notice_id', 'email', name=op.f('uq_retention_defect_notice_copies_notice_id_email')),
        schema='shared',
    )
    op.create_index(op.f('ix_retention_defect_notice_copies_notice_id'), 'retention_defect_notice_copies',
                    ['notice_id'], unique=False, schema='shared')
    op.add_column('retention_entries', sa.Column('defect_notice_id', sa.BigInteger(), nullable=True), schema='shared')
    op.create_foreign_key(op.f('fk_retention_entries_defect_notice_id_retention_defect_notices'), 'retention_entries',
                          'retention_defect_notices', ['defect_notice_id'], ['id'], source_schema='shared',
                          referent_schema='shared')


def downgrade() -> None:
    op.drop_constraint(op.f('fk_retention_entries_defect_notice_id_retention_defect_notices'), 'retention_entries',
                       schema='shared', type_='foreignkey')
    op.drop_column('retention_entries', 'defect_notice_id', schema='shared')
    op.drop_index(op.f('ix_retention_defect_notice_copies_notice_id'), table_name='retention_defect_notice_copies',
                  schema='shared')
    op.drop_table('retention_defect_notice_copies', schema='shared')
    op.drop_index(op.f('ix_retention_defect_notices_contract_id'), table_name='retention_defect_notices',
                  schema='shared')
    op.drop_table('retention_defect_notices', schema='shared')
